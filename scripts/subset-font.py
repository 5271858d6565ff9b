#!/usr/bin/python3
# (Debian's python3: fontTools comes from Debian's `fonttools` package, scripts/setup.sh.)
"""Cuts the app's font to the characters it rasterizes, and checks that the text fits.

  scripts/subset-font.py APP_CPP TEXT_CPP FONT_IN FONT_OUT

- The characters kept are the glyph ranges of `RANGES` in APP_CPP (App::load_fonts: the app
  asks Dear ImGui for exactly these), so the subset draws everything the app can draw.
- Every character of TEXT_CPP's string literals (both languages) must be in the subset: one
  outside it stops the build with its line, since the app would show it as a blank.
- Hinting and OpenType layout features go (stb_truetype, ImGui's rasterizer, uses neither);
  the name table (with the licence) stays.
Called by the web build (src/app/CMakeLists.txt, target reversi).
"""
import os
import re
import sys

try:
    from fontTools import subset
    from fontTools.ttLib import TTFont
except ImportError:
    sys.exit('subset-font: fontTools is missing: install Debian\'s fonttools (scripts/setup.sh)')


def ranges_of(app_cpp):
    """The code points of App::load_fonts' RANGES (pairs of first, last, ended by 0)."""
    text = open(app_cpp, encoding='utf-8').read()
    m = re.search(r'\bRANGES\s*\[\s*\]\s*=\s*\{([^}]*)\}', text)
    if not m:
        sys.exit(f'subset-font: no RANGES[] = {{...}} in {app_cpp} (App::load_fonts)')
    values = [int(v, 0) for v in re.findall(r'0[xX][0-9a-fA-F]+|\d+', m.group(1))]
    if not values or values[-1] != 0 or len(values) % 2 != 1:
        sys.exit(f'subset-font: RANGES in {app_cpp} is not pairs of code points ended by 0')
    points = set()
    for first, last in zip(values[0:-1:2], values[1:-1:2]):
        if first > last:
            sys.exit(f'subset-font: RANGES in {app_cpp} has a range {first:#x}-{last:#x} backwards')
        points.update(range(first, last + 1))
    return points


LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
ESCAPE = re.compile(r'\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})')


def literal_chars(text_cpp):
    """(character, line number) of every character in the file's string literals."""
    found = []
    for number, line in enumerate(open(text_cpp, encoding='utf-8'), 1):
        if line.lstrip().startswith(('//', '#include')):
            continue
        for literal in LITERAL.findall(line):
            for m in ESCAPE.finditer(literal):
                found.append((chr(int(m.group(1) or m.group(2), 16)), number))
            for ch in ESCAPE.sub('', re.sub(r'\\.', '', literal)):
                found.append((ch, number))
    return found


def main():
    if len(sys.argv) != 5:
        sys.exit('usage: subset-font.py APP_CPP TEXT_CPP FONT_IN FONT_OUT')
    app_cpp, text_cpp, font_in, font_out = sys.argv[1:]
    for path in (app_cpp, text_cpp, font_in):
        if not os.path.isfile(path):
            sys.exit(f'subset-font: {path} not found')

    wanted = ranges_of(app_cpp)
    options = subset.Options()
    options.hinting = False
    options.layout_features = []
    options.name_IDs = ['*']
    options.name_languages = ['*']
    options.notdef_outline = True
    options.drop_tables += ['FFTM']  # FontForge's timestamps
    font = TTFont(font_in)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(wanted))
    subsetter.subset(font)
    kept = set(font.getBestCmap())

    missing = [(ch, n) for ch, n in literal_chars(text_cpp) if ord(ch) not in kept]
    if missing:
        for ch, n in missing:
            print(f'{text_cpp}:{n}: "{ch}" (U+{ord(ch):04X}) is not in the app\'s font subset: '
                  f'add it to RANGES in {app_cpp} (and check the font has it)', file=sys.stderr)
        sys.exit(f'subset-font: {len(missing)} character(s) of the text would be drawn blank')

    os.makedirs(os.path.dirname(os.path.abspath(font_out)), exist_ok=True)
    tmp = font_out + '.tmp'
    font.save(tmp)
    os.replace(tmp, font_out)
    print(f'subset-font: {os.path.basename(font_out)}: {len(kept)} characters, '
          f'{os.path.getsize(font_in)} -> {os.path.getsize(font_out)} bytes')


if __name__ == '__main__':
    main()

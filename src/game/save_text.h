// The small pieces that the game's text saves (the match, the archive) are made of: a checksum
// to notice damage, splitting into lines and words, and strict number parsing.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace reversi::game {

// FNV-1a, 32 bits: enough to notice a damaged or hand-edited save.
std::uint32_t checksum(std::string_view text);
// Eight lower-case hex digits.
std::string hex32(std::uint32_t v);

// The parts of `text` between `sep`s, empty ones included (n separators give n + 1 parts).
std::vector<std::string_view> split(std::string_view text, char sep);
// The words of a line, without empty ones.
std::vector<std::string_view> words(std::string_view line);

// Parses a non-negative decimal integer up to `max`; returns false if malformed.
bool parse_count(std::string_view s, std::int64_t max, std::int64_t& out);
bool parse_int(std::string_view s, int max, int& out);

}  // namespace reversi::game

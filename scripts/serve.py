#!/usr/bin/env python3
"""Serves a static folder on 127.0.0.1 the way static hosts do, for play.sh and the tests.

  scripts/serve.py FOLDER [--port N] [--encodings br,gzip] [--quiet]

- A file with a precompressed sibling (FILE.br, FILE.gz, written by build-web.sh) is sent
  compressed when the request's Accept-Encoding allows it (brotli first), with
  Content-Encoding and `Vary: Accept-Encoding`; otherwise the original is sent as is.
  --encodings limits the encodings offered (e.g. `gzip` to measure what a host without brotli
  sends, or `none`).
- Types static hosts send: application/wasm, application/manifest+json, text/javascript, ...
- index.html and the service worker (sw.js) carry `Cache-Control: no-cache`, so that a new
  build is seen at once; every file has a Last-Modified and an ETag (304 when unchanged).
- No directory listings: a folder without index.html is a 404.

Port 0 (the default) lets the system pick a free port. The first line printed on standard
output is "serving FOLDER at http://127.0.0.1:PORT/"; scripts read the address from it.
"""
import argparse
import email.utils
import http.server
import os
import sys
import urllib.parse

TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.webmanifest': 'application/manifest+json',
    '.wasm': 'application/wasm',
    '.data': 'application/octet-stream',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.txt': 'text/plain; charset=utf-8',
    '.md': 'text/markdown; charset=utf-8',
    '.ttf': 'font/ttf',
    '.woff2': 'font/woff2',
}
NO_CACHE = {'index.html', 'sw.js'}
SUFFIX = {'br': '.br', 'gzip': '.gz'}


def accepted(header, offered):
    """The encodings of `offered` (in its order of preference) that Accept-Encoding allows."""
    q = {}
    for part in (header or '').split(','):
        fields = part.strip().split(';')
        name = fields[0].strip().lower()
        if not name:
            continue
        weight = 1.0
        for param in fields[1:]:
            key, _, value = param.strip().partition('=')
            if key.strip() == 'q':
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        q[name] = weight
    return [e for e in offered if q.get(e, q.get('*', 0.0)) > 0]


class Handler(http.server.BaseHTTPRequestHandler):
    server_version = 'reversi-serve'
    protocol_version = 'HTTP/1.1'

    def do_GET(self):
        self.respond(body=True)

    def do_HEAD(self):
        self.respond(body=False)

    def log_message(self, format, *args):  # noqa: A002 (the base class's name)
        if not self.server.quiet:
            super().log_message(format, *args)

    def fail(self, code, text):
        body = (text + '\n').encode()
        self.send_response(code)
        self.send_header('Content-Type', 'text/plain; charset=utf-8')
        self.send_header('Content-Length', str(len(body)))
        self.end_headers()
        if self.command != 'HEAD':
            self.wfile.write(body)

    def respond(self, body):
        url = urllib.parse.urlsplit(self.path)
        rel = urllib.parse.unquote(url.path).lstrip('/')
        parts = [p for p in rel.split('/') if p not in ('', '.')]
        if '..' in parts or any('\\' in p or '\0' in p for p in parts):
            return self.fail(400, 'Bad path.')
        path = os.path.join(self.server.root, *parts)
        if os.path.isdir(path):
            if not url.path.endswith('/'):
                self.send_response(301)
                self.send_header('Location', url.path + '/' + ('?' + url.query if url.query else ''))
                self.send_header('Content-Length', '0')
                self.end_headers()
                return None
            path = os.path.join(path, 'index.html')
        if not os.path.isfile(path):
            return self.fail(404, f'Not found: /{"/".join(parts)}')

        name = os.path.basename(path)
        siblings = [e for e in self.server.encodings if os.path.isfile(path + SUFFIX[e])]
        chosen = accepted(self.headers.get('Accept-Encoding'), siblings)
        encoding = chosen[0] if chosen else None
        sent = path + SUFFIX[encoding] if encoding else path
        stat = os.stat(sent)
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-" + encoding if encoding else ""}"'
        modified = email.utils.formatdate(int(stat.st_mtime), usegmt=True)

        headers = [
            ('Content-Type', TYPES.get(os.path.splitext(name)[1].lower(), 'application/octet-stream')),
            ('Last-Modified', modified),
            ('ETag', etag),
        ]
        if encoding:
            headers.append(('Content-Encoding', encoding))
        if siblings:
            headers.append(('Vary', 'Accept-Encoding'))
        if name in NO_CACHE:
            headers.append(('Cache-Control', 'no-cache'))

        if self.not_modified(etag, int(stat.st_mtime)):
            self.send_response(304)
            for key, value in headers:
                if key != 'Content-Type':
                    self.send_header(key, value)
            self.end_headers()
            return None
        self.send_response(200)
        for key, value in headers:
            self.send_header(key, value)
        self.send_header('Content-Length', str(stat.st_size))
        self.end_headers()
        if body:
            with open(sent, 'rb') as f:
                while chunk := f.read(1 << 16):
                    self.wfile.write(chunk)
        return None

    def not_modified(self, etag, mtime):
        tags = self.headers.get('If-None-Match')
        if tags is not None:
            return etag in [t.strip() for t in tags.split(',')] or tags.strip() == '*'
        since = self.headers.get('If-Modified-Since')
        if since:
            try:
                return mtime <= email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError):
                return False
        return False


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 64  # a page opens several connections at once


def main():
    parser = argparse.ArgumentParser(description='Serve a static folder as static hosts do.')
    parser.add_argument('folder')
    parser.add_argument('--port', type=int, default=0, help='0 (default): a free port')
    parser.add_argument('--encodings', default='br,gzip',
                        help='precompressed siblings offered, in order: br,gzip (default), gzip, none')
    parser.add_argument('--quiet', action='store_true', help='no request log on standard error')
    args = parser.parse_args()

    if not os.path.isdir(args.folder):
        sys.exit(f'serve: {args.folder} is not a folder (build the site first: scripts/build-web.sh)')
    if not 0 <= args.port <= 65535:
        sys.exit(f'serve: port {args.port} is not a port number (0-65535)')
    encodings = [] if args.encodings == 'none' else [e.strip() for e in args.encodings.split(',')]
    unknown = [e for e in encodings if e not in SUFFIX]
    if unknown:
        sys.exit(f'serve: unknown encoding {unknown[0]!r}: use br, gzip, or none')

    try:
        server = Server(('127.0.0.1', args.port), Handler)
    except OSError as e:
        sys.exit(f'serve: cannot listen on 127.0.0.1:{args.port}: {e.strerror}')
    server.root = os.path.abspath(args.folder)
    server.encodings = encodings
    server.quiet = args.quiet
    print(f'serving {args.folder} at http://127.0.0.1:{server.server_address[1]}/', flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Answers as the TribeHub backend answered in exchanges.json, on 127.0.0.1, for the pull tests.

Usage: replay_server.py [--scenario NAME[,NAME...]] [--log FILE] [--tls CERT KEY]

Prints "PORT <n>" once it listens on a free port of 127.0.0.1, then serves until killed.
Every answer of the recorded session is given as it was recorded: the login and its 400, the
401s without a token and with one that is not valid, the reads, the refresh and the logout.
Tokens are the recorded ones; the server keeps which are valid, so one can expire mid-pull.

Scenarios add what a real deployment can do that the recording cannot:
  paged           every list in pages of two, `next` an absolute address of this server
  next-elsewhere  as paged, but the events' second page is on another host
  slow            GET /events/ waits 30 s before answering
  truncated       GET /events/ promises more bytes than it sends, then closes
  trickle         GET /events/ sends its body a few bytes at a time, each within a second
  server-error    GET /events/ fails with Django's 500 page
  not-json        GET /contacts/ answers 200 with an HTML page
  redirect        GET /events/ redirects to another host
  expire          the first access token expires after two reads (401 token_not_valid)
  photo           Leo (user 3) has a photo (a PNG served here); Tom (user 2) a "photo" that is HTML
  photo-gone      with photo: Leo's photo is not found (404)
  photo-big       with photo: Leo's photo is 11 MB
  photo-moved     with photo: Leo's photo redirects to localhost, another host by name
  bad-data        one event's start is "2026-02-30T10:00:00"
  changed         the events as the family changed them: one added, one changed, one removed
  delayed         every answer waits 0.1 s (for stopping a pull part-way)

--log FILE appends one JSON line per request: method, path, whether it carried a Bearer token,
and the body's keys (never their values).
"""
import argparse, json, os, ssl, struct, sys, threading, time, zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

HERE = os.path.dirname(os.path.abspath(__file__))
EXCHANGES = json.load(open(os.path.join(HERE, 'exchanges.json'), encoding='utf-8'))


def recorded(note_prefix, method, path):
    for e in EXCHANGES:
        r = e['request']
        if e['note'].startswith(note_prefix) and r['method'] == method and r['path'] == path:
            return e
    raise KeyError((note_prefix, method, path))


LOGIN_OK = recorded('log in', 'POST', '/dj-rest-auth/login/')
LOGIN_BAD = recorded('wrong password', 'POST', '/dj-rest-auth/login/')
NO_CREDENTIALS = recorded('no credentials', 'GET', '/tribe/')
NOT_VALID = recorded('a token that is not valid', 'GET', '/tribe/')
REFRESH = recorded('a new access token', 'POST', '/dj-rest-auth/token/refresh/')
LOGOUT = recorded('log out', 'POST', '/dj-rest-auth/logout/')
USERNAME = LOGIN_OK['request']['json']['username']
PASSWORD = LOGIN_OK['request']['json']['password']
FIRST_ACCESS = json.loads(LOGIN_OK['response']['body'])['access_token']
REFRESH_TOKEN = json.loads(LOGIN_OK['response']['body'])['refresh_token']
SECOND_ACCESS = json.loads(REFRESH['response']['body'])['access']
READS = {e['request']['path']: e for e in EXCHANGES
         if e['request']['method'] == 'GET' and e['response']['status'] == 200 and e['note'] != 'who is logged in'
         and not e['note'].startswith('the same list')}
DJANGO_500 = ('<!doctype html>\n<html lang="en">\n<head>\n  <title>Server Error (500)</title>\n</head>\n<body>\n'
              '  <h1>Server Error (500)</h1><p></p>\n</body>\n</html>\n')


def png(size=24):
    """A real PNG picture: a face-like pattern of two colours, so no printer mistakes it for a fill."""
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    def pixel(x, y):
        return b'\xd9\x3a\x8c' if (x // 4 + y // 4) % 2 else b'\x2a\x6f\xb0'
    rows = b''.join(b'\x00' + b''.join(pixel(x, y) for x in range(size)) for y in range(size))
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', size, size, 8, 2, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(rows)) + chunk(b'IEND', b''))


class State:
    def __init__(self, scenarios, log):
        self.scenarios = scenarios
        self.log = log
        self.valid = {FIRST_ACCESS, SECOND_ACCESS}
        self.reads_with_first = 0
        self.lock = threading.Lock()


def body_of(path, state, origin):
    """The recorded body of a read, changed as the scenarios say."""
    text = READS[path]['response']['body']
    data = json.loads(text)
    changed = False
    if 'photo' in state.scenarios:
        photos = {3: origin + '/media/leo.png', 2: origin + '/media/tom.png'}
        if path == '/tribe/':
            for user in data['results'][0]['users']:
                if user['user_id'] in photos:
                    user['profile_image'] = photos[user['user_id']]
            changed = True
        elif path.startswith('/profile/') and data.get('user') in photos:
            data['image'] = photos[data['user']]
            changed = True
    if path == '/events/' and 'bad-data' in state.scenarios:
        data['results'][0]['start'] = '2026-02-30T10:00:00'
        changed = True
    if path == '/events/' and 'changed' in state.scenarios:
        masters = [e for e in data['results'] if e['recurrence_type'] != 'REC']
        removed = masters[-1]['id']
        rows = [e for e in data['results'] if e['id'] != removed]
        for e in rows:
            if e['id'] == masters[0]['id']:
                e['subject'] = e['subject'] + ' (moved to Saturdays)'
        added = dict(masters[0], id=99, subject='Harbour regatta', recurrence_type='NON', start='2027-06-12T10:00:00')
        data['results'] = rows + [added]
        data['count'] = len(data['results'])
        changed = True
    return json.dumps(data, separators=(',', ':'), ensure_ascii=False) if changed else text


def paged(text, path, query, origin, elsewhere):
    """One page of two results of a list, with absolute `next` and `previous` links."""
    data = json.loads(text)
    results = data['results']
    page = int(query.get('page', '1'))
    chunk = results[(page - 1) * 2: page * 2]
    more = page * 2 < len(results)
    host = 'https://elsewhere.example' if elsewhere and path == '/events/' else origin
    data['next'] = f'{host}{path}?page={page + 1}' if more else None
    data['previous'] = f'{origin}{path}?page={page - 1}' if page > 1 else None
    data['results'] = chunk
    return json.dumps(data, separators=(',', ':'), ensure_ascii=False)


def make_handler(state):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = 'HTTP/1.1'

        def log_message(self, *args):
            pass

        def origin(self):
            scheme = 'https' if isinstance(self.connection, ssl.SSLSocket) else 'http'
            return f'{scheme}://127.0.0.1:{self.server.server_address[1]}'

        def record(self, body_keys):
            if not state.log:
                return
            auth = self.headers.get('Authorization', '')
            line = {'method': self.command, 'path': self.path, 'bearer': auth.startswith('Bearer '),
                    'keys': body_keys}
            with state.lock, open(state.log, 'a', encoding='utf-8') as f:
                f.write(json.dumps(line) + '\n')

        def send(self, status, body, content_type='application/json', extra=None, length=None):
            data = body.encode('utf-8') if isinstance(body, str) else body
            self.send_response(status)
            if data or content_type:
                self.send_header('Content-Type', content_type)
            self.send_header('Content-Length', str(length if length is not None else len(data)))
            self.send_header('Vary', 'Origin')
            for k, v in (extra or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()
            if length is not None and length > len(data):
                self.close_connection = True

        def replay(self, exchange):
            headers = {k: v for k, v in exchange['response']['headers'].items()
                       if k.lower() not in ('content-type', 'content-length', 'vary')}
            ctype = exchange['response']['headers'].get('Content-Type', '')
            self.send(exchange['response']['status'], exchange['response']['body'], ctype, headers)

        def json_body(self):
            length = int(self.headers.get('Content-Length') or 0)
            raw = self.rfile.read(length) if length else b''
            try:
                return json.loads(raw or b'{}')
            except ValueError:
                return {}

        def do_POST(self):
            body = self.json_body()
            self.record(sorted(body) if isinstance(body, dict) else [])
            if 'delayed' in state.scenarios:
                time.sleep(0.1)
            if self.path == '/dj-rest-auth/login/':
                ok = body.get('username') == USERNAME and body.get('password') == PASSWORD
                return self.replay(LOGIN_OK if ok else LOGIN_BAD)
            if self.path == '/dj-rest-auth/token/refresh/':
                if body.get('refresh') == REFRESH_TOKEN:
                    return self.replay(REFRESH)
                return self.send(401, '{"detail":"Token is invalid or expired","code":"token_not_valid"}')
            if self.path == '/dj-rest-auth/logout/':
                # TribeHub authenticates before its logout view runs: an expired token is a 401.
                token = self.headers.get('Authorization', '')[7:]
                if token and token not in state.valid:
                    return self.replay(NOT_VALID)
                return self.replay(LOGOUT)
            self.send(404, '{"detail":"Not found."}')

        def do_GET(self):
            path, _, query_text = self.path.partition('?')
            query = dict(p.split('=', 1) for p in query_text.split('&') if '=' in p)
            self.record([])
            if 'delayed' in state.scenarios:
                time.sleep(0.1)
            if path.startswith('/media/'):
                if path == '/media/leo.png' and 'photo-moved' in state.scenarios and self.headers.get('Host', '').startswith('127.'):
                    port = self.server.server_address[1]
                    return self.send(302, '', '', {'Location': f'http://localhost:{port}/media/leo.png'})
                if path == '/media/leo.png' and 'photo-big' in state.scenarios:
                    return self.send(200, png() + b'\0' * 11_000_000, 'image/png')
                if path == '/media/leo.png' and 'photo-gone' not in state.scenarios:
                    return self.send(200, png(), 'image/png')
                if path == '/media/tom.png':
                    return self.send(200, '<html><body>Not a picture</body></html>', 'text/html; charset=utf-8')
                return self.send(404, 'Not found', 'text/plain')
            auth = self.headers.get('Authorization', '')
            if not auth.startswith('Bearer '):
                return self.replay(NO_CREDENTIALS)
            token = auth[7:]
            with state.lock:
                if token == FIRST_ACCESS and 'expire' in state.scenarios:
                    state.reads_with_first += 1
                    if state.reads_with_first > 2:
                        state.valid.discard(FIRST_ACCESS)
                valid = token in state.valid
            if not valid:
                return self.replay(NOT_VALID)
            if path not in READS:
                return self.send(404, '{"detail":"Not found."}')
            if path == '/events/':
                if 'slow' in state.scenarios:
                    time.sleep(30)
                if 'server-error' in state.scenarios:
                    return self.send(500, DJANGO_500, 'text/html; charset=utf-8')
                if 'redirect' in state.scenarios:
                    return self.send(302, '', '', {'Location': 'https://elsewhere.example/events/'})
            if path == '/contacts/' and 'not-json' in state.scenarios:
                return self.send(200, '<!doctype html><title>Maintenance</title><p>Back soon.</p>',
                                 'text/html; charset=utf-8')
            text = body_of(path, state, self.origin())
            lists = ('/tribe/', '/events/', '/contacts/')
            if path in lists and ('paged' in state.scenarios or 'next-elsewhere' in state.scenarios):
                text = paged(text, path, query, self.origin(), 'next-elsewhere' in state.scenarios)
            if path == '/events/' and 'trickle' in state.scenarios:
                data = text.encode('utf-8')
                self.send_response(200)
                self.send_header('Content-Type', 'application/json')
                self.send_header('Content-Length', str(len(data)))
                self.end_headers()
                for start in range(0, len(data), 16):
                    self.wfile.write(data[start:start + 16])
                    self.wfile.flush()
                    time.sleep(0.3)
                return
            if path == '/events/' and 'truncated' in state.scenarios:
                data = text.encode('utf-8')
                return self.send(200, data[: len(data) // 2], length=len(data))
            self.send(200, text)

    return Handler


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--scenario', default='')
    parser.add_argument('--log')
    parser.add_argument('--tls', nargs=2, metavar=('CERT', 'KEY'))
    args = parser.parse_args()
    state = State(set(filter(None, args.scenario.split(','))), args.log)
    server = ThreadingHTTPServer(('127.0.0.1', 0), make_handler(state))
    server.daemon_threads = True
    if args.tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*args.tls)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(f'PORT {server.server_address[1]}', flush=True)
    server.serve_forever()


if __name__ == '__main__':
    main()

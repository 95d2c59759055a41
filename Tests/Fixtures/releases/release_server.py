"""A repository's GitHub releases, served from a folder of archives on 127.0.0.1.

Laid out and answering as github.com does for https://github.com/OWNER/REPO/releases:
  GET latest                      302 to tag/vX.Y.Z, the newest version in the folder
  GET tag/vX.Y.Z                  200 for a version in the folder, else 404
  GET download/vX.Y.Z/NAME        the file NAME of that release, else 404 "Not Found"
The folder holds files as scripts/package names them: tribepress-X.Y.Z-linux-ARCH.tar.gz and
.sha256. Prints "PORT <n>" once listening; logs each request's path, one JSON line each.

    python3 release_server.py --dist DIR [--log FILE]
"""

import argparse
import http.server
import json
import os
import re
import sys

NAME = re.compile(r"^tribepress-(\d+\.\d+\.\d+)-linux-[a-z0-9_]+\.tar\.gz(\.sha256)?$")


def versions(dist):
    found = {NAME.match(name).group(1) for name in os.listdir(dist) if NAME.match(name)}
    return sorted(found, key=lambda v: tuple(int(p) for p in v.split(".")))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dist", required=True)
    parser.add_argument("--log")
    options = parser.parse_args()

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def answer(self, status, body=b"", headers=()):
            self.send_response(status)
            for key, value in headers:
                self.send_header(key, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def do_HEAD(self):
            self.do_GET()

        def do_GET(self):
            if options.log:
                with open(options.log, "a") as log:
                    log.write(json.dumps({"method": self.command, "path": self.path}) + "\n")
            known = versions(options.dist)
            path = self.path.split("?")[0]
            if path == "/releases/latest":
                if not known:
                    return self.answer(404, b"Not Found")
                location = "http://%s/releases/tag/v%s" % (self.headers["Host"], known[-1])
                return self.answer(302, b"", [("Location", location)])
            match = re.fullmatch(r"/releases/tag/v(.+)", path)
            if match:
                return self.answer(200 if match.group(1) in known else 404, b"release")
            match = re.fullmatch(r"/releases/download/v([^/]+)/([^/]+)", path)
            if match and NAME.match(match.group(2)) and NAME.match(match.group(2)).group(1) == match.group(1):
                file = os.path.join(options.dist, match.group(2))
                if os.path.isfile(file):
                    with open(file, "rb") as handle:
                        body = handle.read()
                    return self.answer(200, body, [("Content-Type", "application/octet-stream")])
            return self.answer(404, b"Not Found")

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    sys.exit(0)


if __name__ == "__main__":
    main()

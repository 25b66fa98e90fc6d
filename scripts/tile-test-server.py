#!/usr/bin/env python3
"""A misbehaving tile server for ScrollKit's deep-zoom tests (Tests/PhotoBrowserTests/RemoteTileTests).

Serves ROOT over HTTP/1.1 on 127.0.0.1 (port 0 = a free one; the port is printed as the first line of
stdout, so the test that started it can connect). The first path segment picks how *fine* tiles are
answered, so one server covers every case:

  /ok/...           plain files
  /slow/...         every tile after 0.3 s of added latency
  /404/...          fine tiles: 404 Not Found
  /500/...          fine tiles: 500 Internal Server Error
  /truncated/...    fine tiles: full Content-Length, half the body, then the connection closes
  /wronglength/...  fine tiles: Content-Length of half the body, the whole body sent
  /redirect/...     everything: 302 to the same path under /ok/

A tile is "fine" when it is not on the coarsest levels: Deep Zoom levels above --coarse-level
(`_files/<level>/`), and IIIF tiles whose size segment is wider than --coarse-width. So the coarse
fallback the viewer shows keeps working while finer tiles fail. GET /counts returns the requests per
mode as JSON. The test kills the process to simulate a server dying mid-session.
"""
import argparse
import json
import os
import re
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

counts = {}
lock = threading.Lock()


def make_handler(root, coarse_level, coarse_width):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def send_plain(self, status, body=b"", headers=None):
            self.send_response(status)
            for key, value in (headers or {}).items():
                self.send_header(key, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def is_fine(self, rel):
            m = re.search(r"_files/(\d+)/", rel)
            if m:
                return int(m.group(1)) > coarse_level
            m = re.search(r"/(\d+),(\d*)/0/default\.jpg$", rel)
            if m:
                return int(m.group(1)) > coarse_width
            return False

        def do_GET(self):
            path = urllib.parse.urlsplit(self.path).path
            if path == "/counts":
                with lock:
                    body = json.dumps(counts).encode()
                return self.send_plain(200, body, {"Content-Type": "application/json"})
            parts = path.split("/", 2)
            if len(parts) < 3:
                return self.send_plain(404)
            mode, rel = parts[1], urllib.parse.unquote(parts[2])
            with lock:
                counts[mode] = counts.get(mode, 0) + 1
            if mode == "redirect":
                return self.send_plain(302, b"", {"Location": "/ok/" + parts[2]})
            full = os.path.realpath(os.path.join(root, rel))
            if not full.startswith(os.path.realpath(root) + os.sep) or not os.path.isfile(full):
                return self.send_plain(404, b"not found")
            with open(full, "rb") as f:
                data = f.read()
            is_tile = "_files/" in rel or rel.endswith("default.jpg")
            fine = is_tile and self.is_fine(rel)
            if mode == "slow" and is_tile:
                time.sleep(0.3)
            if mode == "404" and fine:
                return self.send_plain(404, b"not found")
            if mode == "500" and fine:
                return self.send_plain(500, b"server error")
            if mode == "truncated" and fine:
                self.send_response(200)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data[: len(data) // 2])
                self.wfile.flush()
                self.close_connection = True
                return
            if mode == "wronglength" and fine:
                self.send_response(200)
                self.send_header("Content-Length", str(len(data) // 2))
                self.send_header("Connection", "close")
                self.end_headers()
                self.wfile.write(data)
                self.close_connection = True
                return
            content_type = "application/json" if rel.endswith(".json") else "application/octet-stream"
            self.send_plain(200, data, {"Content-Type": content_type})

    return Handler


def exit_with_parent():
    """Exits when the process that started the server is gone. A test process that crashes never
    kills its server, and the server would keep the test runner's inherited stderr open, so
    `swift test` would wait for ever instead of reporting the crash."""
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def main():
    exit_with_parent()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--coarse-level", type=int, default=8)
    parser.add_argument("--coarse-width", type=int, default=160)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), make_handler(args.root, args.coarse_level, args.coarse_width))
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Times the event search (search.html) keystroke by keystroke in headless Chromium.

usage: search_keystrokes.py SITE_FOLDER
Serves SITE_FOLDER over HTTP from a local server, opens search.html and waits until the index
is loaded and the form shown, then plays keystrokes and clicks as a person would make them. For
each, the time from the input event to the results laid out (the handler runs synchronously,
then layout is forced) and to the next frame (requestAnimationFrame, then a task: this also
waits for the display's next frame, up to 16.7 ms at 60 Hz, so it is an upper bound). Prints JSON:
the load time, every step with both times and the status line it left.
"""
import functools
import http.server
import json
import shutil
import sys
import threading
import time

from playwright.sync_api import sync_playwright

# Typing "dentist leo" letter by letter, then narrowing by member, category and dates, then
# clearing: the searches a family makes, on the index of the whole range.
STEPS = (
    [("type", "dentist leo"[: n + 1]) for n in range(len("dentist leo"))]
    + [("clear", ""), ("type", "s"), ("type", "sw"), ("type", "swi"), ("type", "swim")]
    + [("member", 0), ("member", 1), ("category", "sport"), ("from", "2027-01-01"), ("to", "2027-06-30")]
    + [("clear", ""), ("member", 0), ("member", 1), ("category", ""), ("from", ""), ("to", "")]
)

STEP = """async ([kind, value]) => {
  const form = document.getElementById('event-search');
  let target;
  if (kind === 'type' || kind === 'clear') { target = document.getElementById('es-q'); target.value = value; }
  else if (kind === 'member') { target = form.querySelectorAll('input[name=member]')[value]; target.checked = !target.checked; }
  else if (kind === 'category') { target = document.getElementById('es-category'); target.value = value; }
  else { target = document.getElementById('es-' + kind); target.value = value; }
  const start = performance.now();
  target.dispatchEvent(new Event('input', {bubbles: true}));
  document.getElementById('es-results').getBoundingClientRect();
  const laidOut = performance.now() - start;
  await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return {laid_out_ms: laidOut, next_frame_ms: performance.now() - start,
          status: document.getElementById('es-status').textContent,
          shown: document.querySelectorAll('#es-results li.event').length};
}"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main():
    folder = sys.argv[1]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/search.html"
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    report = {"steps": []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        started = time.monotonic()
        page.goto(url)
        page.wait_for_selector("#event-search:not([hidden])", timeout=60000)
        report["load_s"] = round(time.monotonic() - started, 3)
        report["first_status"] = page.text_content("#es-status")
        for kind, value in STEPS:
            result = page.evaluate(STEP, [kind, value])
            report["steps"].append({"step": f"{kind} {value}".strip(), **result})
        browser.close()
    server.shutdown()
    json.dump(report, sys.stdout, indent=1)


if __name__ == "__main__":
    main()

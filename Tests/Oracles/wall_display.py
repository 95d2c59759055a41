#!/usr/bin/env python3
"""Drives the wall display (wall.html, wall-eink.html) in a real browser: Debian's Chromium through
Playwright, against the built site served over HTTP from a local server that answers
If-Modified-Since with 304, as a static host does. The page's clock is Playwright's (page.clock).

usage: wall_display.py SITE_FOLDER < scenarios.json
Each scenario: {"address": "wall.html?member=leo", "time": ISO instant, "timezone": device zone,
"viewport": [w, h], "javascript": true, "steps": [step, …]}; a step is one of
{"run_for": ms}, {"fast_forward": ms}, {"offline": bool}, {"viewport": [w, h]},
{"write": {"path": "wall.json", "text": "…"}}, and every step but "write" is followed by a look.
For each scenario, JSON on stdout: the first look and one per step (what the page shows: its day,
clock, entries, later days, countdowns, status, night, scrolling and the smallest text), every
request the browser made and every answer the server gave (path, status, If-Modified-Since).
"""
import datetime
import functools
import http.server
import json
import os
import shutil
import sys
import threading

from playwright.sync_api import sync_playwright

LOOK = """() => {
  const text = node => node ? node.textContent.trim() : null;
  const entries = box => box ? Array.from(box.querySelectorAll('li.wall-entry')).map(item => ({
    time: text(item.querySelector('.wall-time')), subject: text(item.querySelector('.wall-subject')),
    overlay: item.classList.contains('wall-overlay'),
    who: Array.from(item.querySelectorAll('.wall-who')).map(chip => chip.textContent.trim()),
  })) : [];
  const more = box => box && box.querySelector('.wall-more') ? text(box.querySelector('.wall-more')) : null;
  const today = document.getElementById('wall-today') || document.querySelector('.ei-today');
  const dateNode = document.querySelector('h1 time');
  // The smallest text shown: every element with text of its own that is rendered and on screen.
  let smallest = null, smallestText = null;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!node.textContent.trim()) continue;
    const element = node.parentElement;
    const box = element.getBoundingClientRect();
    if (!box.width || !box.height || element.closest('[hidden]')) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const size = parseFloat(style.fontSize);
    if (smallest === null || size < smallest) { smallest = size; smallestText = node.textContent.trim(); }
  }
  // Whatever is drawn past the screen's edges, or cut off inside a box that hides overflow.
  const outside = Array.from(document.querySelectorAll('li, p, h1, h2')).filter(element => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && (box.bottom > innerHeight + 1 || box.right > innerWidth + 1 || box.top < -1 || box.left < -1);
  }).concat(Array.from(document.querySelectorAll('li')).filter(element => {
    // Cut off inside a box that hides what overflows: lost without a word.
    const box = element.closest('.wall-day, .wall-today-body, .ei-today, .ei-later');
    return box && element.getBoundingClientRect().bottom > box.getBoundingClientRect().bottom + 1;
  })).map(element => element.textContent.trim().slice(0, 40));
  const frame = document.getElementById('wall');
  // Home's weather: each line's text, its symbol's text alternative, and whether the symbol is
  // drawn: its <use> names an SVG <symbol> in the page, and it takes room on screen.
  const weather = () => {
    const line = node => {
      if (!node) return null;
      const svg = node.querySelector('svg');
      const use = svg && svg.querySelector('use');
      const target = use && document.getElementById((use.getAttribute('href') || '').slice(1));
      const box = svg && svg.getBoundingClientRect();
      return {text: text(node), label: svg ? svg.getAttribute('aria-label') : null,
              drawn: !!(target && target.namespaceURI === 'http://www.w3.org/2000/svg' && target.localName === 'symbol' && box.width > 0 && box.height > 0)};
    };
    return {
      today: line(document.querySelector('#wall-weather:not(:empty)')),
      credit: text(document.querySelector('.wall-credit')),
      later: Array.from(document.querySelectorAll('.wall-day')).filter(day => day.querySelector('time'))
        .map(day => line(day.querySelector('.wall-weather'))),
      eink: Array.from(document.querySelectorAll('.ei-weather')).map(text),
    };
  };
  return {
    date: dateNode ? dateNode.getAttribute('datetime') : null,
    heading: text(document.querySelector('h1')),
    clock: document.getElementById('wall-clock') && !document.getElementById('wall-clock').hidden ? text(document.getElementById('wall-clock')) : null,
    member: text(document.getElementById('wall-member')),
    today: entries(today), todayMore: more(today),
    countdowns: Array.from(document.querySelectorAll('.wall-countdown, .ei-head .ei-note')).map(text),
    trips: Array.from((today || document).querySelectorAll('.wall-trip')).map(text),
    later: Array.from(document.querySelectorAll('.wall-day, .ei-day')).filter(day => day.querySelector('time')).map(day => ({
      date: day.querySelector('time').getAttribute('datetime'), entries: entries(day).filter(e => !e.overlay).map(e => e.subject), more: more(day),
    })),
    status: text(document.getElementById('wall-status')),
    night: document.documentElement.classList.contains('wall-night'),
    offline: document.documentElement.classList.contains('wall-offline'),
    shift: frame ? [frame.style.getPropertyValue('--wall-dx'), frame.style.getPropertyValue('--wall-dy')] : null,
    scroll: [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight, innerWidth, innerHeight],
    outside: outside,
    smallest: smallest, smallestText: smallestText,
    todaySmallest: today && today.querySelector('li.wall-entry') ? Math.min(...Array.from(today.querySelectorAll('li.wall-entry')).map(e => parseFloat(getComputedStyle(e).fontSize))) : null,
    vmin: Math.min(innerWidth, innerHeight) / 100,
    weather: weather(),
  };
}"""


def main():
    folder = sys.argv[1]
    scenarios = json.load(sys.stdin)
    answers = []

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def send_response(self, code, message=None):
            answers.append({"path": self.path, "status": code, "since": self.headers.get("If-Modified-Since")})
            super().send_response(code, message)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}/"
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    reports = []
    last_write = [0.0]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        for scenario in scenarios:
            answers.clear()
            width, height = scenario.get("viewport", [1280, 800])
            context = browser.new_context(
                viewport={"width": width, "height": height}, timezone_id=scenario.get("timezone", "UTC"),
                java_script_enabled=scenario.get("javascript", True))
            page = context.new_page()
            requests = []
            page.on("request", lambda request: requests.append(request.url))
            if scenario.get("javascript", True):
                page.clock.install(time=datetime.datetime.fromisoformat(scenario["time"]))
            page.goto(origin + scenario["address"])
            page.wait_for_load_state("networkidle")

            def look():
                if scenario.get("javascript", True):
                    page.clock.run_for(1000)
                    page.wait_for_timeout(300)
                return page.evaluate(LOOK)

            looks = [look()]
            for step in scenario.get("steps", []):
                if "write" in step:
                    path = os.path.join(folder, step["write"]["path"])
                    with open(path, "w", encoding="utf-8") as file:
                        file.write(step["write"]["text"])
                    # Later than anything served so far, to the second the host's validator counts in,
                    # and than the write before, however soon after it this one comes.
                    later = max(datetime.datetime.now().timestamp() + 10, last_write[0] + 2)
                    last_write[0] = later
                    os.utime(path, (later, later))
                    continue
                if "run_for" in step:
                    page.clock.run_for(step["run_for"])
                elif "fast_forward" in step:
                    page.clock.fast_forward(step["fast_forward"])
                elif "offline" in step:
                    context.set_offline(step["offline"])
                elif "viewport" in step:
                    page.set_viewport_size({"width": step["viewport"][0], "height": step["viewport"][1]})
                page.wait_for_timeout(500)
                looks.append(look())
            reports.append({
                "looks": looks,
                "requests": [url[len(origin):] if url.startswith(origin) else url for url in requests],
                "answers": list(answers),
            })
            context.close()
        browser.close()
    server.shutdown()
    json.dump(reports, sys.stdout)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Drives the event search (search.html) in a real browser: Debian's Chromium through Playwright,
against the built site served over HTTP from a local server, as a family's web host serves it.

usage: event_search.py SITE_FOLDER < scenarios.json
Each scenario: {"address": "search.html?q=…", "javascript": true, "actions": [[verb, selector, value], …]}
with verbs fill, check, select. For each, JSON on stdout: the status line, the form's state,
the results as shown (day, heading, subject, meta, links) after every "Show more", the address the
page ends on (relative to the site), the page's visible text without JavaScript, and every URL the
page asked for.
"""
import functools
import http.server
import json
import shutil
import sys
import threading

from playwright.sync_api import sync_playwright

READ_RESULTS = """() => Array.from(document.querySelectorAll('#es-results section')).flatMap(section =>
  Array.from(section.querySelectorAll('li.event')).map(item => {
    const links = Array.from(item.querySelectorAll('a'));
    return {
      day: section.querySelector('time').getAttribute('datetime'),
      heading: section.querySelector('h2').textContent,
      dayHref: section.querySelector('h2 a').getAttribute('href'),
      subject: links[0].textContent,
      href: links[0].getAttribute('href'),
      line: item.querySelector('.event-subject').textContent,
      meta: item.querySelector('.event-meta').textContent,
      feed: links.length > 1 ? links[1].getAttribute('href') : null,
    };
  }))"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main():
    folder = sys.argv[1]
    scenarios = json.load(sys.stdin)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}/"
    reports = []
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        for scenario in scenarios:
            context = browser.new_context(java_script_enabled=scenario.get("javascript", True))
            page = context.new_page()
            requests = []
            page.on("request", lambda request: requests.append(request.url))
            page.goto(origin + scenario["address"])
            report = {}
            if scenario.get("javascript", True):
                page.wait_for_selector("#event-search:not([hidden])", timeout=20000)
                for verb, selector, value in scenario.get("actions", []):
                    if verb == "fill":
                        page.fill(selector, value)
                    elif verb == "check":
                        page.check(selector)
                    elif verb == "select":
                        page.select_option(selector, value)
                while page.is_visible("#es-more"):
                    page.click("#es-more")
                report["results"] = page.evaluate(READ_RESULTS)
                report["status"] = page.text_content("#es-status")
                report["form"] = page.evaluate(
                    """() => ({q: document.getElementById('es-q').value,
                    members: Array.from(document.querySelectorAll('input[name=member]:checked')).map(b => b.value),
                    category: document.getElementById('es-category').value,
                    from: document.getElementById('es-from').value, to: document.getElementById('es-to').value})""")
            report["address"] = page.url[len(origin):] if page.url.startswith(origin) else page.url
            report["text"] = page.inner_text("body")
            report["form_hidden"] = page.locator("#event-search").is_hidden()
            report["requests"] = [url[len(origin):] if url.startswith(origin) else url for url in requests]
            reports.append(report)
            context.close()
        browser.close()
    server.shutdown()
    json.dump(reports, sys.stdout)


if __name__ == "__main__":
    main()

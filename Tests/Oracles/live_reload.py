#!/usr/bin/env python3
"""Drives a real browser (Debian's Chromium, through Playwright) against `tribepress serve`:
the test's edits must reach the open page without the test reloading it.

usage: live_reload.py URL LAYOUT_TEMPLATE TRIBE_JSON
  1. opens URL;
  2. adds <p id="live-marker"> to LAYOUT_TEMPLATE and waits for the page to show it;
  3. breaks TRIBE_JSON (a comma at the start of its second line) and waits for the error panel;
  4. restores TRIBE_JSON and waits for the panel to go.
JSON on stdout: what the page showed and how long each step took; every URL the page asked for.
The script never calls reload or goto after the first page: the page must do it by itself.
"""
import json
import shutil
import sys
import time

from playwright.sync_api import sync_playwright

MARKER = '<p id="live-marker">Edited while serving</p>'


def wait(page, selector, state, seconds):
    started = time.monotonic()
    page.wait_for_selector(selector, state=state, timeout=seconds * 1000)
    return round(time.monotonic() - started, 3)


def main():
    url, layout, tribe = sys.argv[1:4]
    report = {"requests": []}
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        page.on("request", lambda request: report["requests"].append(request.url))
        page.goto(url)
        report["title"] = page.title()
        report["panel_before"] = page.locator("#tribepress-errors").count()

        with open(layout, encoding="utf-8") as file:
            template = file.read()
        with open(layout, "w", encoding="utf-8") as file:
            file.write(template.replace("</body>", MARKER + "\n</body>", 1))
        report["template_seconds"] = wait(page, "#live-marker", "attached", 10)
        report["marker"] = page.inner_text("#live-marker")

        with open(tribe, encoding="utf-8") as file:
            original = file.read()
        first, rest = original.split("\n", 1)
        with open(tribe, "w", encoding="utf-8") as file:
            file.write(first + "\n," + rest)
        report["break_seconds"] = wait(page, "#tribepress-errors", "attached", 10)
        report["panel"] = page.inner_text("#tribepress-errors")
        report["marker_while_broken"] = page.locator("#live-marker").count()

        with open(tribe, "w", encoding="utf-8") as file:
            file.write(original)
        report["mend_seconds"] = wait(page, "#tribepress-errors", "detached", 10)
        report["marker_after_mend"] = page.locator("#live-marker").count()
        browser.close()
    json.dump(report, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()

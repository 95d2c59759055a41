#!/usr/bin/env python3
"""Hands TribePress feeds to real calendar programs and reports what they made of them
(Tests/TribePressTests/RealClientTests.swift compares that with `tribepress occurrences`).

usage:
  real_clients.py calcurse FEED...
      calcurse (Debian) imports each feed into a calendar of its own.
      -> {FEED: {"report": "…", "skipped": n, "log": "why, when some were"}}
  real_clients.py khal ZONE FROM TO FEED...
      khal (PyPI) imports each feed into a vdir calendar and lists FROM to TO (ISO instants).
      -> {FEED: [[event id, start, end], …]}: instants in UTC, all-day as dates (end exclusive)
  real_clients.py radicale FEED FROM/TO…
      Radicale (PyPI), a CalDAV server on 127.0.0.1 with file storage, is given every UID of the
      feed as a resource of its own (its VTIMEZONEs, the master and its RECURRENCE-ID
      children), reads each back, and answers a time-range REPORT for each FROM/TO pair,
      expanded by Radicale into the occurrences in the range.
      -> {"put": n, "rejected": [...], "changed": [...], "ranges": {"FROM/TO": [[event id, start, end], …]}}
      (instants in UTC, all-day as dates with the end exclusive)
Every scratch folder is removed and the server stopped by its own PID before the script ends.
"""
import base64
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

BIN = os.path.dirname(sys.executable)


def calcurse(feeds):
    report = {}
    for feed in feeds:
        folder = tempfile.mkdtemp(prefix="tribepress-calcurse-")
        try:
            run = subprocess.run(["calcurse", "-D", folder, "-i", feed], capture_output=True, text=True, timeout=120,
                                 env={**os.environ, "TMPDIR": folder})
            text = run.stdout + run.stderr
            counts = re.search(r"(\d+) apps / (\d+) events / (\d+) todos / (\d+) skipped", text)
            logs = [open(os.path.join(folder, name), encoding="utf-8", errors="replace").read()
                    for name in os.listdir(folder) if name.startswith("calcurse_log")]
            report[feed] = {"report": counts.group(0) if counts else text,
                            "skipped": int(counts.group(4)) if counts else -1,
                            "log": "\n".join(line for log in logs for line in log.splitlines() if line.startswith(("VEVENT", "VTODO")))}
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return report


def khal(zone, start, end, feeds):
    window = (datetime.fromisoformat(start), datetime.fromisoformat(end))
    tz = ZoneInfo(zone)
    folder = tempfile.mkdtemp(prefix="tribepress-khal-")
    try:
        names = [f"feed{index}" for index in range(len(feeds))]
        config = os.path.join(folder, "config")
        with open(config, "w", encoding="utf-8") as handle:
            handle.write("[calendars]\n")
            for name in names:
                os.makedirs(os.path.join(folder, name))
                handle.write(f"[[{name}]]\npath = {os.path.join(folder, name)}\ntype = calendar\n")
            handle.write(f"[locale]\nlocal_timezone = {zone}\ndefault_timezone = {zone}\ntimeformat = %H:%M\n"
                         "dateformat = %Y-%m-%d\nlongdateformat = %Y-%m-%d\ndatetimeformat = %Y-%m-%dT%H:%M:%S%z\n"
                         "longdatetimeformat = %Y-%m-%dT%H:%M:%S%z\n"
                         f"[sqlite]\npath = {os.path.join(folder, 'khal.db')}\n")
        khal_bin = os.path.join(BIN, "khal")
        report = {}
        # khal lists whole days: from the window's first day to its last.
        first, last = window[0].astimezone(tz).date(), (window[1] - timedelta(seconds=1)).astimezone(tz).date()
        for name, feed in zip(names, feeds):
            subprocess.run([khal_bin, "-c", config, "import", "--batch", "-a", name, feed], check=True, capture_output=True, timeout=300)
            # Without --once, which lists a series once: an event spanning days is listed on
            # each of them, and the same occurrence is kept once.
            listed = subprocess.run([khal_bin, "-c", config, "list", "-a", name, "--day-format", "",
                                     "--format", "{uid}|{start-long-full}|{end-long-full}|{all-day}",
                                     first.isoformat(), last.isoformat()],
                                    check=True, capture_output=True, text=True, timeout=300).stdout
            found = []
            for line in listed.splitlines():
                if not line.strip():
                    continue
                uid, begin, finish, all_day = line.split("|")
                if not uid.startswith("event-"):
                    continue
                if all_day == "True":
                    # khal shows an all-day event's last day; the end is the day after.
                    begin_day, end_day = date.fromisoformat(begin[:10]), date.fromisoformat(finish[:10]) + timedelta(days=1)
                    lower = datetime.combine(begin_day, datetime.min.time(), tz)
                    upper = datetime.combine(end_day, datetime.min.time(), tz)
                    key = [int(uid.split("-")[1]), begin_day.isoformat(), end_day.isoformat()]
                else:
                    lower, upper = datetime.strptime(begin, "%Y-%m-%dT%H:%M:%S%z"), datetime.strptime(finish, "%Y-%m-%dT%H:%M:%S%z")
                    key = [int(uid.split("-")[1]), utc(lower), utc(upper)]
                if lower < window[1] and (upper > window[0] or (upper == lower and lower >= window[0])) and key not in found:
                    found.append(key)
            report[feed] = sorted(found)
        return report
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def utc(moment):
    return moment.astimezone(timezone.utc).isoformat()


def resources(feed_text):
    """The feed as one resource per UID: its VTIMEZONEs, then its VEVENTs, as written."""
    lines = feed_text.split("\r\n")
    head = [line for line in lines[:lines.index("BEGIN:VTIMEZONE") if "BEGIN:VTIMEZONE" in lines else 1]
            if line.startswith(("BEGIN:VCALENDAR", "PRODID", "VERSION", "CALSCALE"))]
    zones, events, block = {}, {}, None
    for line in lines:
        if line in ("BEGIN:VTIMEZONE", "BEGIN:VEVENT"):
            block = [line]
        elif block is not None:
            block.append(line)
            if line == "END:VTIMEZONE":
                zones[block[1][len("TZID:"):]] = block
                block = None
            elif line == "END:VEVENT":
                uid = next(item for item in block if item.startswith("UID:"))[4:]
                events.setdefault(uid, []).append(block)
                block = None
    built = {}
    for uid, blocks in events.items():
        used = sorted({match for block in blocks for item in block for match in re.findall(r"TZID=([^:;]+)", item)})
        body = head + [line for name in used for line in zones[name]] + [line for block in blocks for line in block] + ["END:VCALENDAR"]
        built[uid] = "\r\n".join(body) + "\r\n"
    return built


def radicale(feed, ranges):
    folder = tempfile.mkdtemp(prefix="tribepress-radicale-")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "radicale", f"--storage-filesystem-folder={folder}/collections",
                               "--auth-type=none", f"--server-hosts=127.0.0.1:{port}", "--logging-level=warning"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}/family/tribe/"
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        status, body = request("MKCALENDAR", base)
        if status != 201:
            raise SystemExit(f"Radicale did not make the calendar: {status} {body[:200]!r}")
        with open(feed, encoding="utf-8", newline="") as handle:
            built = resources(handle.read())
        rejected, changed = [], []
        for uid, text in built.items():
            name = re.sub(r"[^A-Za-z0-9._-]", "_", uid) + ".ics"
            status, _ = request("PUT", base + name, text.encode("utf-8"), {"Content-Type": "text/calendar; charset=utf-8"})
            if status not in (200, 201, 204):
                rejected.append(f"{uid}: {status}")
                continue
            status, body = request("GET", base + name)
            # Radicale writes what it stored through vobject, which orders properties its own
            # way; RFC 5545 gives their order no meaning, so each component is compared as the
            # set of its unfolded lines and of its components.
            if status != 200 or normalized(body.decode("utf-8")) != normalized(text):
                changed.append(uid)
        found = {}
        for pair in ranges:
            start, end = (datetime.fromisoformat(value).astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ") for value in pair.split("/"))
            query = ('<?xml version="1.0" encoding="utf-8"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">'
                     f'<D:prop><C:calendar-data><C:expand start="{start}" end="{end}"/></C:calendar-data></D:prop>'
                     '<C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">'
                     f'<C:time-range start="{start}" end="{end}"/></C:comp-filter></C:comp-filter></C:filter></C:calendar-query>')
            status, body = request("REPORT", base, query.encode("utf-8"), {"Content-Type": "application/xml", "Depth": "1"})
            found[pair] = sorted(instances(body.decode("utf-8")))
        return {"put": len(built), "rejected": rejected, "changed": changed, "ranges": found}
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        shutil.rmtree(folder, ignore_errors=True)


def instances(report):
    """The expanded occurrences in a REPORT's calendar data, events only (not trips)."""
    text = re.sub(r"\r?\n[ \t]", "", report.replace("&#13;", "\r"))
    found = []
    for block in re.findall(r"BEGIN:VEVENT(.*?)END:VEVENT", text, re.S):
        fields = {}
        for line in block.replace("\r", "").split("\n"):
            name, _, value = line.partition(":")
            fields.setdefault(name.split(";")[0], (name, value))
        uid = fields["UID"][1]
        if not uid.startswith("event-"):
            continue
        start_name, start_value = fields["DTSTART"]
        if "VALUE=DATE" in start_name or len(start_value) == 8:
            first = datetime.strptime(start_value, "%Y%m%d").date()
            end = datetime.strptime(fields["DTEND"][1], "%Y%m%d").date() if "DTEND" in fields else first + timedelta(days=1)
            found.append([int(uid.split("-")[1]), first.isoformat(), end.isoformat()])
            continue
        begin = moment(start_name, start_value)
        if "DTEND" in fields:
            finish = moment(*fields["DTEND"])
        elif "DURATION" in fields:
            finish = begin + duration(fields["DURATION"][1])
        else:
            finish = begin
        found.append([int(uid.split("-")[1]), utc(begin), utc(finish)])
    return found


def moment(name, value):
    """A DATE-TIME as Radicale wrote it: in UTC once expanded, else with its TZID."""
    if value.endswith("Z"):
        return datetime.strptime(value, "%Y%m%dT%H%M%SZ").replace(tzinfo=timezone.utc)
    zone = re.search(r"TZID=([^;:]+)", name)
    return datetime.strptime(value, "%Y%m%dT%H%M%S").replace(tzinfo=ZoneInfo(zone.group(1)) if zone else timezone.utc)


def duration(text):
    """An RFC 5545 DURATION as elapsed time (the days of these feeds are whole days in UTC here)."""
    parts = dict((unit, int(number)) for number, unit in re.findall(r"(\d+)([WDHMS])", text))
    return timedelta(weeks=parts.get("W", 0), days=parts.get("D", 0), hours=parts.get("H", 0),
                     minutes=parts.get("M", 0), seconds=parts.get("S", 0))


def normalized(text):
    """A calendar as nested (name, sorted lines, sorted components), lines unfolded."""
    lines = re.sub(r"\r?\n[ \t]", "", text).replace("\r\n", "\n").split("\n")
    stack = [("", [], [])]
    for line in lines:
        if line.startswith("BEGIN:"):
            stack.append((line[6:], [], []))
        elif line.startswith("END:"):
            name, own, children = stack.pop()
            stack[-1][2].append((name, tuple(sorted(own)), tuple(sorted(children))))
        elif line:
            stack[-1][1].append(line)
    return stack[0][2]


def request(method, url, body=None, headers=None):
    # Any password passes with `--auth-type=none`; the user names the collection Radicale lets it write.
    credentials = {"Authorization": "Basic " + base64.b64encode(b"family:family").decode("ascii")}
    call = urllib.request.Request(url, data=body, method=method, headers={**credentials, **(headers or {})})
    try:
        with urllib.request.urlopen(call, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def main():
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "calcurse":
        result = calcurse(arguments)
    elif command == "khal":
        result = khal(arguments[0], arguments[1], arguments[2], arguments[3:])
    elif command == "radicale":
        result = radicale(arguments[0], arguments[1:])
    else:
        raise SystemExit(f"unknown command {command}")
    json.dump(result, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Reads TribePress feeds with the python `icalendar` parser and expands them with
`recurring-ical-events`: the independent half of the feed tests (Tests/TribePressTests).

usage: check_feeds.py FROM TO FEED.ics...   (FROM/TO: ISO 8601 instants with offsets)
JSON on stdout: {file: {"errors": [...], "occurrences": [{"uid", "start", "end", "summary", "description",
"location"}], "durations": {uid: seconds of the master's DURATION}}}. RFC 5545 reads a DURATION's
hours as elapsed time; recurring-ical-events adds them to the wall clock, which differs only
for an occurrence across a clock change, so the tests check those from "durations".
"errors" lists every component error the parser recorded (it parses leniently and keeps
them on each component) and anything that made the expansion fail.
"""
import json
import sys
from datetime import date, datetime

import icalendar
import recurring_ical_events


def text(value):
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    return str(value)


def main():
    window = (datetime.fromisoformat(sys.argv[1]), datetime.fromisoformat(sys.argv[2]))
    report = {}
    for path in sys.argv[3:]:
        errors, occurrences, durations = [], [], {}
        try:
            with open(path, "rb") as handle:
                calendar = icalendar.Calendar.from_ical(handle.read())
            for component in calendar.walk():
                for error in getattr(component, "errors", []):
                    errors.append(f"{component.name}: {error}")
                if component.name == "VEVENT" and "DURATION" in component and "RECURRENCE-ID" not in component:
                    durations[str(component.get("UID"))] = int(component.decoded("DURATION").total_seconds())
            for event in recurring_ical_events.of(calendar).between(*window):
                occurrences.append({
                    "uid": str(event.get("UID")),
                    "start": text(event.decoded("DTSTART")),
                    "end": text(event.decoded("DTEND")),
                    "summary": str(event.get("SUMMARY")),
                    "description": str(event.get("DESCRIPTION", "")),
                    "location": str(event.get("LOCATION", "")),
                })
        except Exception as problem:  # report, do not hide: the test fails on any error
            errors.append(f"{type(problem).__name__}: {problem}")
        report[path] = {"errors": errors, "occurrences": occurrences, "durations": durations}
    json.dump(report, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""UTC offsets from Python's `zoneinfo`, which reads the system's tz database (TZif files):
the oracle for the offsets TribePress takes from Foundation's copy of the database
(Tests/TribeDataTests/TimeZoneNamesTests.swift).

usage: zone_offsets.py < {"names": [...], "instants": [seconds since 1970 UTC, ...]}
JSON on stdout: {name: [offset in seconds at each instant]}; a zone zoneinfo cannot open maps
to null.
"""
import json
import sys
from datetime import datetime, timezone
from zoneinfo import ZoneInfo


def main():
    request = json.load(sys.stdin)
    report = {}
    for name in request["names"]:
        try:
            zone = ZoneInfo(name)
        except Exception:  # reported as null, and the test says which
            report[name] = None
            continue
        report[name] = [int(datetime.fromtimestamp(instant, timezone.utc).astimezone(zone).utcoffset().total_seconds())
                        for instant in request["instants"]]
    json.dump(report, sys.stdout, sort_keys=True)


if __name__ == "__main__":
    main()

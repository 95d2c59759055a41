#!/usr/bin/env python3
"""UTC offsets from Python's `zoneinfo`, which reads the system's tz database (TZif files), or
the one in `TZDIR` when that is set, as TribePress and the C library do: the oracle for the
offsets TribePress computes (Tests/TribeDataTests/TimeZoneNamesTests.swift).

usage: zone_offsets.py < {"names": [...], "instants": [seconds since 1970 UTC, ...], "folder": "..."}
("folder", if given, is the one database read: TZif files a test compiled with zic)
JSON on stdout: {name: [offset in seconds at each instant]}; a zone zoneinfo cannot open maps
to null.
"""
import json
import os
import sys
import zoneinfo
from datetime import datetime, timezone
from zoneinfo import ZoneInfo


def main():
    request = json.load(sys.stdin)
    folder = request.get("folder") or os.environ.get("TZDIR")
    if folder:
        zoneinfo.reset_tzpath([folder])
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

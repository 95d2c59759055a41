#!/usr/bin/env python3
"""Generates random RFC 5545 rules and expands them with python-dateutil, the oracle our
recurrence engine is compared with (Tests/TribeRecurrenceTests/DateutilDifferentialTests.swift).

usage: dateutil_cases.py SEED COUNT  ->  JSON on stdout: a list of cases, each
  {"rule", "start" (local wall time), "zone", "through" (local wall time), "expected"
   (occurrence instants, seconds since 1970 UTC), "expected_wall" (local wall times)}

Only rules RFC 5545 allows are generated (numbered BYDAY only with MONTHLY/YEARLY, BYWEEKNO
only with YEARLY, ...). dateutil expands them on naive wall-clock times, as RFC 5545 does for
a DTSTART with TZID; zoneinfo then turns each wall time into an instant with fold=0 (a time
skipped by a clock change moves forward, a repeated one takes its first occurrence).
"""
import json
import random
import signal
import sys
import warnings
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from dateutil.rrule import rrulestr

ZONES = ["Europe/London", "Australia/Sydney", "Asia/Tokyo", "America/New_York"]
FREQS = ["YEARLY", "MONTHLY", "WEEKLY", "DAILY", "HOURLY", "MINUTELY", "SECONDLY"]
WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def sample(rng, population, low, high):
    return sorted(set(rng.choice(population) for _ in range(rng.randint(low, high))))


def make_rule(rng):
    freq = rng.choices(FREQS, weights=[18, 24, 20, 18, 8, 6, 2])[0]
    parts = [f"FREQ={freq}"]
    if rng.random() < 0.45:
        parts.append(f"INTERVAL={rng.choice([2, 2, 3, 4, 5, 7, 12])}")
    by = {}
    if rng.random() < 0.3:
        by["BYMONTH"] = sample(rng, range(1, 13), 1, 3)
    if freq == "YEARLY" and rng.random() < 0.2:
        by["BYWEEKNO"] = sample(rng, list(range(1, 54)) + list(range(-53, 0)), 1, 3)
    if freq in ("YEARLY", "HOURLY", "MINUTELY", "SECONDLY") and "BYWEEKNO" not in by and rng.random() < 0.15:
        by["BYYEARDAY"] = sample(rng, list(range(1, 367)) + list(range(-366, 0)), 1, 3)
    if freq != "WEEKLY" and rng.random() < 0.35:
        by["BYMONTHDAY"] = sample(rng, list(range(1, 32)) + list(range(-31, 0)), 1, 4)
    if rng.random() < 0.5:
        numbered = freq in ("MONTHLY", "YEARLY") and "BYWEEKNO" not in by and rng.random() < 0.6
        days = []
        for _ in range(rng.randint(1, 3)):
            day = rng.choice(WEEKDAYS)
            if numbered:
                limit = 5 if freq == "MONTHLY" or "BYMONTH" in by else 53
                ordinal = rng.choice([n for n in range(-limit, limit + 1) if n != 0])
                day = f"{ordinal}{day}"
            days.append(day)
        by["BYDAY"] = sorted(set(days))
    if freq in ("YEARLY", "MONTHLY", "WEEKLY", "DAILY") and rng.random() < 0.2:
        by["BYHOUR"] = sample(rng, range(24), 1, 3)
    if freq in ("YEARLY", "MONTHLY", "WEEKLY", "DAILY", "HOURLY") and rng.random() < 0.15:
        by["BYMINUTE"] = sample(rng, range(0, 60, 5), 1, 3)
    if freq == "HOURLY" and rng.random() < 0.3:
        by["BYHOUR"] = sample(rng, range(24), 2, 8)
    if freq == "MINUTELY" and rng.random() < 0.3:
        by["BYMINUTE"] = sample(rng, range(60), 2, 10)
    if freq == "SECONDLY" and rng.random() < 0.5:
        by["BYSECOND"] = sample(rng, range(60), 3, 12)
    elif freq != "SECONDLY" and rng.random() < 0.12:
        by["BYSECOND"] = sample(rng, range(0, 60, 10), 1, 3)
    if by and rng.random() < 0.25:
        by["BYSETPOS"] = sample(rng, [1, 2, 3, -1, -2, 5, -3], 1, 2)
    if rng.random() < 0.2:
        parts.append(f"WKST={rng.choice(WEEKDAYS)}")
    for key, values in by.items():
        parts.append(f"{key}=" + ",".join(str(v) for v in values))
    return freq, parts


def horizon(freq):
    return {"YEARLY": timedelta(days=365 * 12), "MONTHLY": timedelta(days=365 * 4), "WEEKLY": timedelta(days=365 * 2),
            "DAILY": timedelta(days=400), "HOURLY": timedelta(days=20), "MINUTELY": timedelta(days=2),
            "SECONDLY": timedelta(hours=3)}[freq]


class Slow(Exception):
    pass


def too_slow(signum, frame):
    raise Slow()


def main():
    signal.signal(signal.SIGALRM, too_slow)
    # A parent process may hand down a blocked SIGALRM (a test runner launching this does).
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGALRM])
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    cases = []
    while len(cases) < count:
        freq, parts = make_rule(rng)
        zone = ZONES[len(cases) % len(ZONES)]
        start = datetime(rng.randint(1995, 2035), rng.randint(1, 12), rng.randint(1, 28),
                         rng.randint(0, 23), rng.choice([0, 15, 30, 45, 59]), rng.choice([0, 0, 30]))
        through = start + horizon(freq)
        end = rng.random()
        if end < 0.3:
            parts.append(f"COUNT={rng.randint(1, 40)}")
        elif end < 0.45:
            parts.append("UNTIL=" + (start + horizon(freq) * rng.random()).strftime("%Y%m%dT%H%M%S"))
        text = ";".join(parts)
        # dateutil walks to year 9999 looking for a rule that never matches (BYSETPOS=-2 of a
        # one-candidate DAILY period, say); such cases are dropped after a tenth of a second.
        signal.setitimer(signal.ITIMER_REAL, 0.1)
        try:
            rule = rrulestr(text, dtstart=start)
            if "UNTIL=" not in text:
                # Bounding the walk changes nothing up to `through` but stops dateutil from
                # searching to year 9999 for a sparse rule's COUNT.
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    rule = rule.replace(until=through)
            walls = []
            for occurrence in rule:
                if occurrence > through or len(walls) >= 1500:
                    break
                walls.append(occurrence)
        except ValueError:
            # dateutil refuses rules whose BYHOUR/BYMINUTE/BYSECOND the interval never reaches.
            continue
        except Slow:
            continue
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        expected = [int(w.replace(tzinfo=ZoneInfo(zone), fold=0).timestamp()) for w in walls]
        cases.append({"rule": text, "start": start.isoformat(), "zone": zone, "through": through.isoformat(),
                      "expected": expected, "expected_wall": [w.isoformat() for w in walls]})
    json.dump(cases, sys.stdout)


if __name__ == "__main__":
    main()

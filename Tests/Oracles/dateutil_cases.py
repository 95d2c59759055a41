#!/usr/bin/env python3
"""Generates random RFC 5545 rules and expands them with python-dateutil, for the differential
test of our recurrence engine (Tests/TribeRecurrenceTests/DifferentialTests.swift).

usage: dateutil_cases.py SEED COUNT  ->  JSON on stdout: a list of cases, each
  {"rule", "start" (local wall time), "zone", "through" (local wall time),
   "expected" (the rule's instances as RFC 5545 reads it, seconds since 1970 UTC),
   "expected_wall" (the same as local wall times),
   "series_wall" (the series as RFC 5545 counts it: the start first, even when the rule does
                  not make it),
   "dateutil_wall" (dateutil's instances of the rule as written),
   "departures" (why those are not the RFC's; empty when they are)}

Only rules RFC 5545 allows are generated (numbered BYDAY only with MONTHLY/YEARLY, BYWEEKNO
only with YEARLY, ...). dateutil expands them on naive wall-clock times, as RFC 5545 does for
a DTSTART with TZID; zoneinfo then turns each wall time into an instant with fold=0 (a time
skipped by a clock change moves forward, a repeated one takes its first occurrence). Where
dateutil reads a rule otherwise than the RFC, the rule is rewritten so that dateutil gives the
RFC's answer (`rfc_instances`).
"""
import json
import random
import sys
import warnings
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from dateutil.rrule import _iterinfo, rrulestr

ZONES = ["Europe/London", "Australia/Sydney", "Asia/Tokyo", "America/New_York"]
FREQS = ["YEARLY", "MONTHLY", "WEEKLY", "DAILY", "HOURLY", "MINUTELY", "SECONDLY"]
WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def sample(rng, population, low, high):
    return sorted(set(rng.choice(population) for _ in range(rng.randint(low, high))))


def make_rule(rng):
    freq = rng.choices(FREQS, weights=[18, 24, 20, 18, 8, 6, 4])[0]
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
                limit = 5 if freq == "MONTHLY" or "BYMONTH" in by or "BYMONTHDAY" in by else 53
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
    # BYSETPOS is drawn more often for the short frequencies, which have fewer BY parts to
    # draw it with, so that every frequency meets it.
    if by and rng.random() < (0.25 if freq in ("YEARLY", "MONTHLY", "WEEKLY", "DAILY") else 0.5):
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


# dateutil checks UNTIL only on the instances it makes, so a rule that never matches (BYSETPOS=5
# of a two-day WEEKLY period, say) walks to year 9999. Its walk is counted in periods, one
# dayset each, and the rule dropped past twice the periods up to `through`: the same rules
# whatever the machine's speed, and none that reaches `through`.
PERIOD = {"YEARLY": timedelta(days=365), "MONTHLY": timedelta(days=28), "WEEKLY": timedelta(days=7),
          "DAILY": timedelta(days=1), "HOURLY": timedelta(hours=1), "MINUTELY": timedelta(minutes=1),
          "SECONDLY": timedelta(seconds=1)}
walk = {"steps": 0, "limit": 0}


def counted(dayset):
    def step(self, *args):
        walk["steps"] += 1
        if walk["steps"] > walk["limit"]:
            raise Slow()
        return dayset(self, *args)
    return step


for _name in ("ydayset", "mdayset", "wdayset", "ddayset"):
    setattr(_iterinfo, _name, counted(getattr(_iterinfo, _name)))


def expand(freq, by, interval, wkst, dtstart, through, limit=None):
    """dateutil's first `limit` instances (1500 at most) of a rule with no COUNT or UNTIL, from
    dtstart through `through`."""
    parts = [f"FREQ={freq}", f"INTERVAL={interval}", f"WKST={wkst}"]
    parts += [f"{key}=" + ",".join(str(v) for v in values) for key, values in by.items()]
    rule = rrulestr(";".join(parts), dtstart=dtstart)
    walk["steps"], walk["limit"] = 0, 2 * ((through - dtstart) // PERIOD[freq]) + 10
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        rule = rule.replace(until=through)
    walls = []
    for occurrence in rule:
        if occurrence > through or len(walls) >= (limit or LIMIT):
            break
        walls.append(occurrence)
    return walls


def week_year(day, wkst):
    """The week-numbering year of `day` when weeks begin on weekday `wkst` (0 is Monday): the
    year of its week's fourth day, since week 1 is the first with at least four days in the year."""
    first = day - timedelta(days=(day.weekday() - wkst) % 7)
    return (first + timedelta(days=3)).year


def by_position(instances, positions):
    """RFC 5545's BYSETPOS on one period's instances, in order."""
    chosen = set()
    for position in map(int, positions):
        if 0 < position <= len(instances):
            chosen.add(instances[position - 1])
        elif 0 < -position <= len(instances):
            chosen.add(instances[position])
    return sorted(chosen)


def rfc_instances(freq, by, interval, wkst, start, through, limit):
    """The rule's instances as RFC 5545 reads it (no COUNT or UNTIL yet), or None when dateutil's
    own expansion of it is the RFC's, and the names of the places where dateutil departs.

    dateutil itself expands each rule, rewritten where it departs from the RFC so that it gives
    the RFC's answer:
    - RFC 5545 §3.3.10: "Information, not contained in the rule, necessary to determine the
      various recurrence instance start time and dates are derived from the Start Time". A YEARLY
      rule's BYWEEKNO without a day takes the start's weekday, and its BYMONTHDAY without a month
      takes the start's month; dateutil takes every day of those weeks and every month.
    - BYSETPOS "corresponds to the nth occurrence within the set of recurrence instances
      specified by the rule", that is within a whole period of the frequency. dateutil's first
      WEEKLY period begins at the start, not on WKST; its YEARLY periods are calendar years even
      with BYWEEKNO, whose weeks make week-numbering years, and INTERVAL counts those years.
    """
    departures = []
    by = dict(by)
    weekday = WEEKDAYS[start.weekday()]
    week_start = WEEKDAYS.index(wkst)
    if freq == "YEARLY" and "BYWEEKNO" in by and not {"BYDAY", "BYMONTHDAY", "BYYEARDAY"} & by.keys():
        by["BYDAY"] = [weekday]
        departures.append("BYWEEKNO takes the start's weekday")
    if freq == "YEARLY" and "BYMONTHDAY" in by and not {"BYMONTH", "BYWEEKNO", "BYYEARDAY"} & by.keys():
        by["BYMONTH"] = [start.month]
        departures.append("BYMONTHDAY takes the start's month")
    if freq == "YEARLY" and "BYWEEKNO" in by and (interval > 1 or "BYSETPOS" in by):
        departures.append("BYWEEKNO periods are week-numbering years")
        positions = by.pop("BYSETPOS", None)
        year = week_year(start, week_start)
        first = datetime(year, 1, 4, start.hour, start.minute, start.second)
        first -= timedelta(days=(first.weekday() - week_start) % 7)
        periods = {}
        for wall in expand(freq, by, 1, wkst, first, through):
            periods.setdefault(week_year(wall, week_start), []).append(wall)
        walls = []
        for period, instances in sorted(periods.items()):
            if (period - year) % interval == 0:
                walls += by_position(instances, positions) if positions else instances
        return [w for w in walls if w >= start], departures
    if freq == "WEEKLY" and "BYSETPOS" in by and start.weekday() != week_start:
        departures.append("BYSETPOS counts the whole first week")
        by.setdefault("BYDAY", [weekday])
        first = start - timedelta(days=(start.weekday() - week_start) % 7)
        return [w for w in expand(freq, by, interval, wkst, first, through) if w >= start], departures
    if not departures:
        # Nothing to rewrite: the rule as written is the RFC's, and needs no second expansion.
        return None, departures
    return expand(freq, by, interval, wkst, start, through, limit), departures


LIMIT = 1500


def main():
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
        occurrences, until = None, None
        if end < 0.3:
            occurrences = rng.randint(1, 40)
            parts.append(f"COUNT={occurrences}")
        elif end < 0.45:
            until = (start + horizon(freq) * rng.random()).replace(microsecond=0)
            parts.append("UNTIL=" + until.strftime("%Y%m%dT%H%M%S"))
        text = ";".join(parts)
        fields = dict(part.split("=", 1) for part in parts)
        by = {key: value.split(",") for key, value in fields.items() if key.startswith("BY")}
        interval, wkst = int(fields.get("INTERVAL", "1")), fields.get("WKST", "MO")
        try:
            last = min(through, until or through)
            as_written = expand(freq, by, interval, wkst, start, last, occurrences)
            rfc, departures = rfc_instances(freq, by, interval, wkst, start, last, occurrences)
            rfc = as_written if rfc is None else rfc
        except ValueError:
            # dateutil refuses rules whose BYHOUR/BYMINUTE/BYSECOND the interval never reaches.
            continue
        except Slow:
            continue
        # RFC 5545 §3.8.5.3: "The "DTSTART" property value always counts as the first
        # occurrence", also when the rule does not produce it; dateutil leaves such a start out.
        series = rfc[:occurrences] if start in rfc else [start] + rfc[:occurrences - 1 if occurrences else None]
        if occurrences:
            as_written, rfc = as_written[:occurrences], rfc[:occurrences]
        instants = [int(w.replace(tzinfo=ZoneInfo(zone), fold=0).timestamp()) for w in rfc]
        cases.append({"rule": text, "start": start.isoformat(), "zone": zone, "through": through.isoformat(),
                      "expected": instants, "expected_wall": [w.isoformat() for w in rfc],
                      "series_wall": [w.isoformat() for w in series],
                      "dateutil_wall": [w.isoformat() for w in as_written],
                      "departures": departures if as_written != rfc else []})
    json.dump(cases, sys.stdout)


if __name__ == "__main__":
    main()

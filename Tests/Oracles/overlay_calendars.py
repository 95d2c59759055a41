"""Other people's calendars for the overlay tests, written by python `icalendar`, and what
`recurring-ical-events` (with `x-wr-timezone`) says they hold, read apart from TribePress.

    overlay_calendars.py write FOLDER
        writes the shapes real publishers produce into FOLDER
    overlay_calendars.py expand FOLDER FIRST LAST ZONE
        prints, as JSON, every .ics file's occurrences that touch the days FIRST..LAST
        (ISO dates) on ZONE's clock: {file: [{summary, first, last, time, end}]}
"""

import datetime as dt
import json
import pathlib
import re
import sys
import zoneinfo

import icalendar
import recurring_ical_events
import x_wr_timezone

OUTLOOK_ZONES = """BEGIN:VTIMEZONE
TZID:GMT Standard Time
BEGIN:STANDARD
DTSTART:16010101T020000
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:16010101T010000
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3
END:DAYLIGHT
END:VTIMEZONE
BEGIN:VTIMEZONE
TZID:W. Europe Standard Time
BEGIN:STANDARD
DTSTART:16010101T030000
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:16010101T020000
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3
END:DAYLIGHT
END:VTIMEZONE
"""


def calendar(name, zone=None):
    cal = icalendar.Calendar()
    cal.add("prodid", "-//TribePress tests//overlay//EN")
    cal.add("version", "2.0")
    cal.add("x-wr-calname", name)
    if zone:
        cal.add("x-wr-timezone", zone)
    return cal


def event(uid, summary, start, end=None, **more):
    item = icalendar.Event()
    item.add("uid", uid)
    item.add("dtstamp", dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc))
    item.add("summary", summary)
    item.add("dtstart", start)
    if end is not None:
        item.add("dtend", end)
    for key, value in more.items():
        item.add(key.replace("_", "-"), value)
    return item


def write(folder):
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)

    # A school's term dates: whole-day events over weeks, a half-term week, an inset day.
    school = calendar("Riverside Primary", "Europe/London")
    school.add_component(event("autumn-1@school", "Autumn term", dt.date(2026, 9, 3), dt.date(2026, 10, 24)))
    school.add_component(event("half-term@school", "Half term", dt.date(2026, 10, 26), dt.date(2026, 10, 31)))
    school.add_component(event("autumn-2@school", "Autumn term", dt.date(2026, 11, 2), dt.date(2026, 12, 19)))
    school.add_component(event("inset@school", "INSET day", dt.date(2027, 1, 4)))
    school.add_component(event("feb-half@school", "Half term", dt.date(2027, 2, 15), dt.date(2027, 2, 20)))
    (folder / "term-dates.ics").write_bytes(school.to_ical())

    # A country's holidays: yearly rules, one occurrence moved (RECURRENCE-ID), one taken out.
    holidays = calendar("Bank holidays")
    holidays.add_component(
        event("early-may@gov", "Early May bank holiday", dt.date(2019, 5, 6), dt.date(2019, 5, 7),
              rrule={"freq": "yearly", "bymonth": 5, "byday": "1MO"}))
    moved = event("early-may@gov", "Early May bank holiday (moved)", dt.date(2027, 5, 7), dt.date(2027, 5, 8))
    moved.add("recurrence-id", dt.date(2027, 5, 3))
    holidays.add_component(moved)
    holidays.add_component(
        event("christmas@gov", "Christmas Day", dt.date(2018, 12, 25), dt.date(2018, 12, 26),
              rrule={"freq": "yearly"}))
    holidays.add_component(
        event("boxing@gov", "Boxing Day", dt.date(2018, 12, 26), dt.date(2018, 12, 27),
              rrule={"freq": "yearly"}, exdate=[dt.date(2026, 12, 26)]))
    holidays.add_component(event("substitute@gov", "Boxing Day (substitute day)", dt.date(2026, 12, 28)))
    (folder / "bank-holidays.ics").write_bytes(holidays.to_ical())

    # Outlook's form: Windows zone names defined by VTIMEZONEs with yearly rules.
    outlook = icalendar.Calendar.from_ical(
        "BEGIN:VCALENDAR\r\nPRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN\r\nVERSION:2.0\r\n"
        + OUTLOOK_ZONES.replace("\n", "\r\n")
        + "BEGIN:VEVENT\r\nUID:swim@club\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Swimming club\r\n"
        + "DTSTART;TZID=GMT Standard Time:20261003T090000\r\nDTEND;TZID=GMT Standard Time:20261003T103000\r\n"
        + "RRULE:FREQ=WEEKLY;COUNT=6\r\nEXDATE;TZID=GMT Standard Time:20261017T090000\r\n"
        + "LOCATION:Leisure centre\r\nEND:VEVENT\r\n"
        + "BEGIN:VEVENT\r\nUID:match@club\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Away match in Cologne\r\n"
        + "DTSTART;TZID=W. Europe Standard Time:20261024T190000\r\n"
        + "DTEND;TZID=W. Europe Standard Time:20261024T210000\r\nEND:VEVENT\r\n"
        + "BEGIN:VTODO\r\nUID:todo@club\r\nSUMMARY:Wash the kit\r\nEND:VTODO\r\n"
        + "END:VCALENDAR\r\n")
    (folder / "outlook.ics").write_bytes(outlook.to_ical())

    # Floating times read on X-WR-TIMEZONE's clock; UTC times; a DURATION instead of DTEND.
    floating = calendar("Cousins", "America/New_York")
    floating.add_component(
        event("call@cousins", "Call with the cousins", dt.datetime(2026, 11, 14, 20, 0),
              dt.datetime(2026, 11, 14, 21, 0), rrule={"freq": "monthly", "count": 3}))
    floating.add_component(
        event("launch@cousins", "Rocket launch", dt.datetime(2026, 12, 1, 23, 30, tzinfo=dt.timezone.utc),
              duration=dt.timedelta(hours=2)))
    (folder / "floating.ics").write_bytes(floating.to_ical())

    # LF line ends and a long summary folded in the middle of a UTF-8 character.
    fete = calendar("Village")
    fete.add_component(
        event("fete@village", "Fête de l'école 🎪 — stands, tombola, concours de gâteaux et spectacle des élèves",
              dt.date(2027, 6, 19)))
    text = fete.to_ical().replace(b"\r\n ", b"").replace(b"\r\n", b"\n")
    lines = []
    for line in text.split(b"\n"):
        while len(line) > 60:
            # Cut inside the first multi-byte character after 40 bytes, as octet folding may.
            cut = next(i for i in range(40, len(line)) if line[i] >= 0xC0) + 1
            lines.append(line[:cut])
            line = b" " + line[cut:]
        lines.append(line)
    (folder / "folded-lf.ics").write_bytes(b"\n".join(lines))


def expand(folder, first, last, zone):
    zone = zoneinfo.ZoneInfo(zone)
    first = dt.date.fromisoformat(first)
    last = dt.date.fromisoformat(last)
    result = {}
    for path in sorted(pathlib.Path(folder).glob("*.ics")):
        # Unfolded byte by byte first: icalendar unfolds decoded text, which breaks a character
        # folded in the middle, and RFC 5545 §3.1 asks readers to restore it.
        data = re.sub(rb"\r?\n[ \t]", b"", path.read_bytes())
        cal = x_wr_timezone.to_standard(icalendar.Calendar.from_ical(data))
        found = []
        window = (first - dt.timedelta(days=2), last + dt.timedelta(days=3))
        for item in recurring_ical_events.of(cal).between(*window):
            if str(item.get("status", "")).upper() == "CANCELLED":
                continue
            start = item["DTSTART"].dt
            end = item["DTEND"].dt if "DTEND" in item else None
            if not isinstance(start, dt.datetime):
                end = end or start + dt.timedelta(days=1)
                days = (start, max(start, end - dt.timedelta(days=1)))
                time = end_time = None
            else:
                end = end or start + (item["DURATION"].dt if "DURATION" in item else dt.timedelta(0))
                here = start.astimezone(zone) if start.tzinfo else start.replace(tzinfo=zone)
                there = end.astimezone(zone) if end.tzinfo else end.replace(tzinfo=zone)
                days = (here.date(), (there - dt.timedelta(seconds=1)).date() if there > here else here.date())
                time = here.strftime("%H:%M")
                end_time = there.strftime("%H:%M")
            if days[1] < first or days[0] > last:
                continue
            found.append({
                "summary": str(item.get("SUMMARY", "")), "first": max(days[0], first).isoformat(),
                "last": min(days[1], last).isoformat(), "time": time,
                "end": end_time,
            })
        result[path.name] = sorted(found, key=lambda e: (e["first"], e["time"] or "", e["summary"]))
    json.dump(result, sys.stdout, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    if sys.argv[1] == "write":
        write(sys.argv[2])
    else:
        expand(*sys.argv[2:6])

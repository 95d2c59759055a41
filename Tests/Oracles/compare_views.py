#!/usr/bin/env python3
"""Reads every view of a built site that says whose an occurrence is, and compares them.

usage: compare_views.py MANIFEST.json
The manifest (written by Tests/TribePressTests/ViewAgreementTests.swift) names the site folder
and, for each member, category and trip, the files of its views and `tribepress occurrences`
listings (JSON) of the windows the views show.

For a member: their feed expanded by `recurring-ical-events` over the planner's range, their
member planner (every in-month day: the entries shown, the bars across it and its "+N more"),
their member page (its four weeks) and `occurrences --member`.
For a category: its feed, `occurrences --category` and the agenda's entries of that category.
For a trip: its page, `occurrences --trip`, and its travellers' feeds over its days.

JSON on stdout: {"problems": [...], "compared": {view: count}}. Every problem names the view,
the subject and what differs; the test fails on any.
"""
import json
import re
import sys
from collections import Counter
from datetime import date, datetime, timedelta, timezone
from html.parser import HTMLParser
from zoneinfo import ZoneInfo

import icalendar
import recurring_ical_events
from babel.dates import format_date


def listing(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def instant_key(text):
    """A listing's or feed's start or end as a comparable key: an instant in UTC, or a date."""
    if len(text) == 10:
        return text
    return datetime.fromisoformat(text).astimezone(timezone.utc).isoformat()


def feed_key(value):
    if isinstance(value, datetime):
        return value.astimezone(timezone.utc).isoformat()
    return value.isoformat()


def listed_keys(data):
    return Counter((item["event_id"], instant_key(item["start"]), instant_key(item["end"])) for item in data["occurrences"])


def feed_occurrences(path, start, end):
    """(event id, start, end) of every event occurrence a feed holds in [start, end), and its trips."""
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    events, trips = Counter(), []
    for event in recurring_ical_events.of(calendar).between(start, end):
        uid = str(event.get("UID"))
        if uid.startswith("trip-"):
            trips.append(uid)
            continue
        event_id = int(uid.split("-")[1])
        events[(event_id, feed_key(event.decoded("DTSTART")), feed_key(event.decoded("DTEND")))] += 1
    return events, trips


def days_of(item):
    """The days an occurrence touches, as the planner counts them: its own wall-clock dates, an
    end at midnight not reaching into the next day."""
    if item["all_day"]:
        first = date.fromisoformat(item["start"])
        last = date.fromisoformat(item["end"]) - timedelta(days=1)
        return first, max(first, last)
    start, end = datetime.fromisoformat(item["start"]), datetime.fromisoformat(item["end"])
    first = start.date()
    if end <= start:
        return first, first
    last = end.date()
    if (end.hour, end.minute, end.second) == (0, 0, 0):
        last -= timedelta(days=1)
    return first, max(first, last)


def start_text(item):
    return "All day" if item["all_day"] else item["start"][11:16]


class PlannerReader(HTMLParser):
    """Each sheet's in-month days: the entries shown, the bars (with the days they cover) and "+N more"."""

    def __init__(self):
        super().__init__()
        self.days = {}  # date -> {"items": [(time, subject)], "more": n}
        self.bars = []  # (sheet, first date, span, subject, is trip)
        self.sheet = 0
        self.day = None
        self.in_month = False
        self.capture = None  # "li", "bar", "time", "num", "more"
        self.depth = 0
        self.text = []
        self.time = None
        self.capture_time = False
        self.bar = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        if tag == "section" and "tp-sheet" in classes:
            self.sheet += 1
        if tag == "td" and "tp-day" in classes:
            self.in_month = "tp-out" not in classes
            self.day = None
        if tag == "time" and "tp-num" in classes:
            self.day = date.fromisoformat(attrs["datetime"])
            if self.in_month:
                self.days.setdefault(self.day, {"items": [], "more": 0, "sheet": self.sheet})
        if "tp-overlay" in classes and tag in ("div", "li"):
            # Another calendar's entry: checked against its .ics file by the overlay tests.
            self.capture, self.depth, self.text = "overlay", 0, []
            return
        if self.capture == "overlay":
            self.depth += 1
            return
        if tag == "div" and "tp-bar" in classes:
            span = int(attrs["style"].split("--tp-span:")[1].split(";")[0])
            self.bar = [self.sheet, self.day, span, "tp-trip" in classes]
            self.capture, self.depth, self.text = "bar", 0, []
            return
        if tag == "li" and self.day is not None:
            if "tp-more" in classes:
                self.capture, self.text = "more", []
            else:
                self.capture, self.depth, self.text, self.time = "li", 0, [], None
            return
        if self.capture in ("li", "bar"):
            self.depth += 1
            if tag == "span" and "tp-time" in classes:
                self.capture_time = True

    def handle_endtag(self, tag):
        if self.capture == "overlay":
            if self.depth == 0:
                self.capture = None
            else:
                self.depth -= 1
            return
        if self.capture == "bar" and tag == "div" and self.depth == 0:
            sheet, first, span, trip = self.bar
            self.bars.append((sheet, first, span, "".join(self.text).strip(), trip))
            self.capture = None
            return
        if self.capture == "li" and tag == "li":
            if self.in_month:
                self.days[self.day]["items"].append((self.time, "".join(self.text).strip()))
            self.capture = None
            return
        if self.capture == "more" and tag == "li":
            if self.in_month:
                self.days[self.day]["more"] += int("".join(self.text).strip().lstrip("+").split()[0])
            self.capture = None
            return
        if self.capture in ("li", "bar") and self.depth > 0:
            self.depth -= 1

    def handle_data(self, data):
        if self.capture == "more":
            self.text.append(data)
        elif self.capture in ("li", "bar"):
            if self.depth == 0:
                self.text.append(data)
            elif self.capture_time:
                self.time = data.strip()
                self.capture_time = False


class DayListReader(HTMLParser):
    """The day headings (h3) and their list items after the h2 that starts `section`."""

    def __init__(self, section):
        super().__init__()
        self.section = section
        self.inside = False
        self.tag = None
        self.text = []
        self.day = None
        self.entries = []  # (day title, item text)

    def handle_starttag(self, tag, attrs):
        if tag in ("h2", "h3", "li"):
            self.tag, self.text = tag, []

    def handle_endtag(self, tag):
        if tag != self.tag:
            return
        text = "".join(self.text).strip()
        if tag == "h2":
            self.inside = text.startswith(self.section)
        elif tag == "h3" and self.inside:
            self.day = text
        elif tag == "li" and self.inside and self.day:
            self.entries.append((self.day, text))
        self.tag = None

    def handle_data(self, data):
        if self.tag:
            self.text.append(data)


# The site's language (its pages' <html lang>), set in main: day headings are the locale's full
# date from Babel's CLDR data, except plain "en", which keeps TribePress's own English.
LANGUAGE = "en"


def long_date(day):
    if LANGUAGE.lower() == "en":
        return f"{day.strftime('%A')} {day.day} {day.strftime('%B %Y')}"
    return format_date(day, "full", locale=LANGUAGE.replace("-", "_"))


def compare_lists(problems, view, expected, found):
    """Multisets of (day title, start text, subject): what is missing, what is extra."""
    missing, extra = expected - found, found - expected
    for entry in sorted(missing):
        problems.append(f"{view}: missing {entry}")
    for entry in sorted(extra):
        problems.append(f"{view}: not expected {entry}")


def day_list_entries(items, first_day, last_day):
    """How a member or trip page lists occurrences: once each, on its first day in range."""
    expected = Counter()
    for item in items:
        first, last = days_of(item)
        day = max(first, first_day)
        if day <= min(last, last_day):
            expected[(long_date(day), start_text(item), item["subject"])] += 1
    return expected


def page_entries(path, section):
    reader = DayListReader(section)
    with open(path, encoding="utf-8") as handle:
        reader.feed(handle.read())
    found = Counter()
    for day, text in reader.entries:
        time, _, rest = text.partition(" · ")
        found[(day, time.split("–")[0].split(",")[0], rest)] += 1
    return found


def match_subjects(expected, found):
    """Lets a found entry's text carry more after the subject (", place" or " (people)")."""
    matched = Counter()
    pool = list(expected.elements())
    for day, time, text in found.elements():
        choice = next((entry for entry in pool if entry[0] == day and entry[1] == time
                       and (text == entry[2] or text.startswith(entry[2] + ", ") or text.startswith(entry[2] + " ("))), None)
        if choice:
            pool.remove(choice)
            matched[choice] += 1
        else:
            matched[(day, time, text)] += 1
    return matched


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        manifest = json.load(handle)
    site = manifest["site"]
    global LANGUAGE
    with open(f"{site}/index.html", encoding="utf-8") as handle:
        LANGUAGE = re.search(r'<html lang="([^"]+)"', handle.read()).group(1)
    problems, compared = [], Counter()
    first_day, last_day = date.fromisoformat(manifest["range"][0]), date.fromisoformat(manifest["range"][1])
    today = date.fromisoformat(manifest["today"])
    page_last = today + timedelta(days=manifest["pageDays"] - 1)

    for member in manifest["members"]:
        name = member["name"]
        planner = listing(member["plannerListing"])
        window = (datetime.fromisoformat(planner["from"]), datetime.fromisoformat(planner["to"]))
        in_feed = feed_occurrences(f"{site}/feeds/members/{member['slug']}.ics", *window)[0]
        listed = listed_keys(planner)
        if in_feed != listed:
            problems.append(f"{name}: feed and `occurrences --member` differ: feed only {sorted((in_feed - listed).elements())[:5]}, "
                            f"listing only {sorted((listed - in_feed).elements())[:5]}")
        compared["member feed"] += sum(in_feed.values())

        reader = PlannerReader()
        with open(f"{site}/planner/members/{member['slug']}.html", encoding="utf-8") as handle:
            reader.feed(handle.read())
        member_trips = [(date.fromisoformat(t[0]), date.fromisoformat(t[1])) for t in member["trips"]]
        for day, cell in sorted(reader.days.items()):
            on_day = [item for item in planner["occurrences"] if days_of(item)[0] <= day <= days_of(item)[1]]
            trips_on_day = sum(1 for first, last in member_trips if first <= day <= last)
            # The bars drawn across this day on its own month's sheet.
            sheet_bars = [bar for bar in reader.bars if bar[0] == cell["sheet"] and bar[1] <= day < bar[1] + timedelta(days=bar[2])]
            shown = len(cell["items"]) + len(sheet_bars) + cell["more"]
            if shown != len(on_day) + trips_on_day:
                problems.append(f"{name}'s planner, {day}: shows {len(cell['items'])} entries, {len(sheet_bars)} bars and "
                                f"+{cell['more']} more; their occurrences that day: {len(on_day)}, trips: {trips_on_day}")
            singles = Counter((None if item["all_day"] else item["start"][11:16], item["subject"])
                              for item in on_day if days_of(item)[0] == days_of(item)[1])
            for entry in cell["items"]:
                if singles[entry] == 0:
                    problems.append(f"{name}'s planner, {day}: {entry} is not one of their occurrences that day")
                singles[entry] -= 1
            compared["member planner days"] += 1

        page = listing(member["pageListing"])
        expected = day_list_entries(page["occurrences"], today, page_last)
        found = match_subjects(expected, page_entries(f"{site}/members/{member['slug']}.html", "The next"))
        compare_lists(problems, f"{name}'s page", expected, found)
        compared["member page"] += sum(expected.values())

    agenda_entries = Counter()
    for month in manifest["agendaMonths"]:
        reader = AgendaReader()
        with open(f"{site}/planner/agenda/{month}.html", encoding="utf-8") as handle:
            reader.feed(handle.read())
        agenda_entries.update(reader.entries)
    for category in manifest["categories"]:
        data = listing(category["listing"])
        window = (datetime.fromisoformat(data["from"]), datetime.fromisoformat(data["to"]))
        path = f"{site}/feeds/categories/{category['slug']}.ics"
        listed = listed_keys(data)
        in_feed = feed_occurrences(path, *window)[0]
        if in_feed != listed:
            problems.append(f"category {category['slug']}: feed and `occurrences --category` differ: feed only "
                            f"{sorted((in_feed - listed).elements())[:5]}, listing only {sorted((listed - in_feed).elements())[:5]}")
        compared["category feed"] += sum(in_feed.values())
        expected = Counter()
        for item in data["occurrences"]:
            first, last = days_of(item)
            day = max(first, first_day)
            while day <= min(last, last_day):
                expected[(day.isoformat(), start_text(item), item["subject"], item["category_label"])] += 1
                day += timedelta(days=1)
        found = Counter({key: count for key, count in agenda_entries.items()
                         if key[3].lower() == category["slug"] and first_day.isoformat() <= key[0] <= last_day.isoformat()})
        compare_lists(problems, f"the agenda's {category['slug']}", expected, found)
        compared["agenda entries"] += sum(expected.values())

    for trip in manifest["trips"]:
        data = listing(trip["listing"])
        window = (datetime.fromisoformat(data["from"]), datetime.fromisoformat(data["to"]))
        listed = listed_keys(data)
        union = Counter()
        for slug in trip["travellerSlugs"]:
            union |= feed_occurrences(f"{site}/feeds/members/{slug}.ics", *window)[0]
        if trip["travellerSlugs"] and union != listed:
            problems.append(f"trip {trip['title']}: its travellers' feeds and `occurrences --trip` differ: feeds only "
                            f"{sorted((union - listed).elements())[:5]}, listing only {sorted((listed - union).elements())[:5]}")
        trip_feed, trip_uids = feed_occurrences(f"{site}/feeds/trips/{trip['slug']}.ics", *window)
        if trip_feed or len(trip_uids) != 1:
            problems.append(f"trip {trip['title']}: its feed should hold the trip alone, holds {len(trip_uids)} trips and {sum(trip_feed.values())} events")
        start, end = date.fromisoformat(trip["start"]), date.fromisoformat(trip["end"])
        expected = day_list_entries(data["occurrences"], start, end)
        found = match_subjects(expected, page_entries(f"{site}/trips/{trip['slug']}.html", "On the travellers"))
        compare_lists(problems, f"the page of trip {trip['title']}", expected, found)
        compared["trip page"] += sum(expected.values())

    json.dump({"problems": problems, "compared": compared}, sys.stdout, indent=1, sort_keys=True)


class AgendaReader(HTMLParser):
    """Every agenda entry as (day, start text, subject, category label)."""

    def __init__(self):
        super().__init__()
        self.day = None
        self.part = None
        self.depth = 0
        self.subject = []
        self.meta = []
        self.entries = Counter()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        if tag == "section" and "tp-agenda-day" in classes:
            self.day = attrs["id"][2:]
        elif tag == "p" and "event-subject" in classes:
            self.part, self.depth, self.subject = "subject", 0, []
        elif tag == "p" and "event-meta" in classes:
            self.part, self.meta = "meta", []
        elif self.part == "subject":
            self.depth += 1

    def handle_endtag(self, tag):
        if tag == "p" and self.part == "subject":
            self.part = None
        elif tag == "p" and self.part == "meta":
            parts = "".join(self.meta).split(" · ")
            subject = "".join(self.subject).strip()
            if subject.endswith(" ↻"):
                subject = subject[:-2]
            self.entries[(self.day, parts[0].split("–")[0].split(" (")[0], subject, parts[1])] += 1
            self.part = None
        elif self.part == "subject" and self.depth > 0:
            self.depth -= 1

    def handle_data(self, data):
        if self.part == "subject" and self.depth == 0:
            self.subject.append(data)
        elif self.part == "meta":
            self.meta.append(data)


if __name__ == "__main__":
    main()

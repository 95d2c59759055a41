#!/usr/bin/env python3
"""Writes one generated family, in the inputs of TribePress and of the peers it is timed against.

usage: make-export.py FOLDER --shape family|large|large2

FOLDER (a TribePress content folder):
  tribe.json, site.json   the TribePress file and its configuration
Beside FOLDER, in its parent:
  hugo/                   a Hugo site holding the same contacts and trips as Markdown pages
  feeds-input.json        every event and trip with its rule already written in RFC 5545 form,
                          for benchmarks/python_feeds.py
  series.tsv              one line per event series, for benchmarks/libical_occurrences.c:
                          id, DTSTART (floating local time, or a date for all-day events),
                          RRULE (empty for one-off events), duration in seconds, and the
                          exdates plus cancelled occurrences, comma-separated, in DTSTART's form

Shapes: family 6 members, 300 series, 50 contacts, 10 trips; large 50, 10,000, 5,000, 500;
large2 exactly twice large, to see whether time grows linearly.

Every series starts on a day its rule produces and every exdate and override names a real
occurrence, so `tribepress check` has nothing to warn about. Deterministic: the same
arguments write the same bytes.
"""
import argparse
import calendar
import colorsys
import json
import os
import random
import re
import unicodedata
from datetime import date, datetime, timedelta

SHAPES = {
    "family": dict(members=6, series=300, contacts=50, trips=10),
    "large": dict(members=50, series=10_000, contacts=5_000, trips=500),
    "large2": dict(members=100, series=20_000, contacts=10_000, trips=1_000),
}
TIME_ZONE = "Europe/London"
BASE_URL = "https://bench.example.org/"
NOW = "2026-11-22T00:00:00Z"
CATEGORY_LABELS = {
    "NON": "None", "CEL": "Celebration", "CLU": "Club", "EDU": "Education", "MED": "Medical",
    "MUS": "Music", "OTH": "Other", "OUT": "Outing", "PET": "Pets", "SHO": "Shopping",
    "SPO": "Sport", "VAC": "Vacation", "WOR": "Work",
}
FIRST_NAMES = [
    "Maya", "Tom", "Ada", "Leo", "Zuri", "Sam", "Noor", "Ivo", "Lena", "Kofi", "Zoë", "Amir",
    "Bea", "Cai", "Dara", "Elif", "Finn", "Greta", "Hamid", "Isla", "Jonah", "Kira", "Luca",
    "Mina", "Nico", "Orla", "Priya", "Quinn", "Rosa", "Sven", "Tess", "Umar", "Vera", "Wren",
    "Xavi", "Yara", "Zac", "Aoife", "Björn", "Chloé", "Dev", "Esme", "Femi", "Gus", "Hana",
    "Idris", "Jade", "Kai", "Lottie", "Matteo", "Nia", "Otto", "Pia", "Rhys", "Saoirse", "Theo",
    "Uma", "Vik", "Willa", "Yusuf", "Alba", "Bruno", "Cora", "Dmitri", "Edie", "Farah", "Gil",
    "Hugo", "Inès", "Jack", "Kemal", "Lila", "Marek", "Nell", "Omar", "Polly", "Rafe", "Sana",
    "Tariq", "Una", "Vito", "Wanda", "Yosef", "Zelda", "Arlo", "Bodhi", "Celia", "Dylan",
    "Elodie", "Fraser", "Gwen", "Hal", "Ingrid", "José", "Kit", "Lars", "Mabel", "Ned", "Olive",
    "Pablo", "Renée", "Siân", "Tobias", "Ursula",
]
LAST_NAMES = [
    "Price", "Holloway", "Okafor", "Bellamy", "Osei", "Hartley", "Lefèvre", "Nowak", "Khan",
    "Murphy", "Rossi", "Jensen", "Adeyemi", "García", "Byrne", "Chen", "Patel", "Kowalski",
    "O'Neill", "Schmidt", "Evans", "Moreau", "Singh", "Fischer", "Walsh", "Dubois", "Novak",
    "Ahmed", "Costa", "Lindqvist", "Morgan", "Taylor", "Brown", "Wilson", "Thomas", "Roberts",
]
CONTACT_KINDS = [
    ("Doctor (GP)", "Medical Practice", "Dr"), ("Dentist", "Dental Care", "Dr"),
    ("School", "Primary School", "Mrs"), ("Babysitter", None, "Ms"), ("Plumber", "Plumbing & Heating", "Mr"),
    ("Vet", "Veterinary Surgery", "Dr"), ("Family", None, None), ("Friends", None, None),
    ("Club", "Sports Club", "Mr"), ("Work", "Engineering Ltd", "Ms"), ("Music teacher", "Music Studio", "Mr"),
    ("Garage", "Motors", "Mr"),
]
PLACES = [
    "Harbourside Leisure Centre", "14 Chapel Street (Zoë's house)", "Harbour Colts FC, Marsh Lane pitches",
    "1st Harbourside Scout Hut, Mill Lane", "The Anchor & Hope", "Quayside Community Centre",
    "Seaview Dental Care, 22 Marine Parade", "Harbour Vets, Station Road", "St Brendan's Church",
    "Harbourside Primary School, Quay Road", "Mr Bellamy's studio, 3 Rope Walk", "Tesco Extra, Ring Road",
    "Grandma Margaret's", "Harbour Park, main field", "Manchester Central", "Café \"Le Phare\"",
]
DESTINATIONS = [
    ("United Kingdom", "GB", "Edinburgh"), ("United Kingdom", "GB", "Cardiff"), ("United Kingdom", "GB", "York"),
    ("France", "FR", "Saint-Malo"), ("France", "FR", "Paris"), ("France", "FR", "Annecy"),
    ("Netherlands", "NL", "Amersfoort"), ("Netherlands", "NL", "Utrecht"), ("Spain", "ES", "Sevilla"),
    ("Spain", "ES", "Palma"), ("Italy", "IT", "Lucca"), ("Portugal", "PT", "Porto"),
    ("Germany", "DE", "Köln"), ("Ireland", "IE", "Galway"), ("Denmark", "DK", "Aarhus"),
    ("Norway", "NO", "Bergen"), ("Greece", "GR", "Chania"), ("Croatia", "HR", "Split"),
    ("Iceland", "IS", "Reykjavík"), ("Canada", "CA", "Toronto"), ("United States", "US", "Boston"),
    ("Japan", "JP", "Kyoto"), ("Morocco", "MA", "Marrakesh"), ("Switzerland", "CH", "Luzern"),
]
TRIP_KINDS = ["Half-term in", "Summer in", "Weekend in", "Football tour –", "Visiting family in", "Easter in"]
TIP_CATEGORIES = ["Restaurant", "Hotel", "Park", "Museum", "Shop", "Festival", "Club", "Cafe", "Other"]
TIP_NAMES = {
    "Restaurant": ["Pancake house", "Harbour fish bar", "Trattoria da Nonna"], "Hotel": ["Apartments by the park", "Seaside B&B"],
    "Park": ["Botanic garden", "Adventure playground"], "Museum": ["National museum", "Science centre"],
    "Shop": ["Supermarket", "Old bookshop"], "Festival": ["Summer lantern festival"], "Club": ["Tournament club house"],
    "Cafe": ["Hot chocolate café", "Bakery on the corner"], "Other": ["Camera obscura", "Boat trip"],
}
SENTENCES = [
    "Bring a **water bottle** and a snack.", "Remember the *practice diary*.", "Pick up at 10:00 on the way back.",
    "Booked by whoever remembers first.", "Parking behind the building (2 hours free).",
    "Ask about the **next term's** timetable.", "Tickets: [book online](https://example.org/tickets).",
    "Grandma Margaret has offered to drive.", "Kit list on the [club page](https://example.org/club).",
    "Check the *weather* first – cancelled if it's icy.", "Cash only, about £5.",
]
BULLETS = ["Towels", "Goggles", "Reading record", "Packed lunch", "Rain coat", "£1 for the locker", "Shin pads", "Sun cream"]

# Template kinds: (subject, category, code, rrule or None, all_day, minutes or days, weight)
TEMPLATES = [
    ("Swimming lessons", "SPO", "WEK", None, False, 60, 6), ("Football training", "SPO", "WEK", None, False, 75, 5),
    ("Gym", "SPO", "WEK", "FREQ=WEEKLY;BYDAY=MO,WE", False, 60, 3),
    ("School run", "EDU", "WEK", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", False, 30, 2),
    ("Violin lesson", "MUS", "WEK", None, False, 45, 4), ("Choir", "MUS", "WEK", None, False, 90, 2),
    ("Piano lesson", "MUS", "TWK", None, False, 30, 3), ("Cubs", "CLU", "WEK", None, False, 90, 3),
    ("Coding club", "EDU", "TWK", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH", False, 60, 2),
    ("Big shop", "SHO", "WEK", None, False, 90, 3), ("Put the bins out", "OTH", "TWK", None, False, 15, 3),
    ("Cleaner comes", "OTH", "TWK", None, False, 180, 1),
    ("Pub quiz", "CLU", "MON", "FREQ=MONTHLY;BYDAY=-1FR", False, 150, 2),
    ("PTA meeting", "EDU", "MON", "FREQ=MONTHLY;BYDAY=1TU", False, 90, 2), ("Book club", "CLU", "MON", None, False, 120, 2),
    ("Budget review", "WOR", "MON", None, False, 60, 1), ("Pay day", "WOR", "MON", "FREQ=MONTHLY;BYMONTHDAY=-1", True, 1, 1),
    ("Flea & worming tablet", "PET", "MON", None, True, 1, 2),
    ("Antibiotics", "MED", "DAI", None, False, 10, 2), ("Revision session", "EDU", "DAI", None, False, 45, 1),
    ("Feed the neighbours' cat", "PET", "DAI", None, False, 15, 1), ("Walk the dog", "PET", "DAI", None, False, 30, 1),
    ("Birthday", "CEL", "YEA", None, True, 1, 4), ("Wedding anniversary", "CEL", "YEA", None, True, 1, 1),
    ("Car MOT", "OTH", "YEA", None, False, 60, 1), ("Flu jab", "MED", "YEA", None, False, 15, 1),
    ("Spring bank holiday", "NON", "YEA", "FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO", True, 1, 1),
    ("Caravan weekend", "VAC", "YEA", None, True, 3, 1),
    ("Dentist check-up", "MED", "NON", None, False, 30, 3), ("Vet booster", "PET", "NON", None, False, 20, 1),
    ("Parents' evening", "EDU", "NON", None, False, 90, 2), ("Day at the zoo", "OUT", "NON", None, True, 1, 2),
    ("Beach picnic", "OUT", "NON", None, False, 180, 2), ("Cinema", "OUT", "NON", None, False, 150, 2),
    ("School concert", "MUS", "NON", None, False, 90, 1), ("Engineering conference", "WOR", "NON", None, False, 2 * 1440 + 600, 1),
    ("Holiday", "VAC", "NON", None, True, 7, 2), ("Half-term", "EDU", "NON", None, True, 5, 1),
    ("Birthday party", "CEL", "NON", None, False, 120, 2), ("Bank holiday", "NON", "NON", None, True, 1, 1),
    ("Haircuts", "OTH", "NON", None, False, 60, 2), ("Shoe shopping", "SHO", "NON", None, False, 90, 1),
]
WEEKDAYS = {"MO": 0, "TU": 1, "WE": 2, "TH": 3, "FR": 4, "SA": 5, "SU": 6}
WINDOW_END = date(2029, 1, 1)


def slugify(text):
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-") or "page"


def unique_slugs(names_with_ids):
    seen, slugs = set(), {}
    for name, record_id in names_with_ids:
        slug = slugify(name)
        if slug in seen:
            slug = f"{slug}-{record_id}"
        seen.add(slug)
        slugs[record_id] = slug
    return slugs


def add_months(day, months):
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    return date(year, month + 1, min(day.day, calendar.monthrange(year, month + 1)[1]))


def parse_rule(rule):
    return dict(part.split("=") for part in rule.split(";"))


def matches(rule, day):
    """Whether a custom rule produces this day (the weekly interval aside, which starts count from)."""
    parts = parse_rule(rule)
    if "BYMONTHDAY" in parts:
        return day.day == calendar.monthrange(day.year, day.month)[1]
    if "BYMONTH" in parts and day.month != int(parts["BYMONTH"]):
        return False
    days = parts["BYDAY"].split(",")
    if parts["FREQ"] == "WEEKLY":
        return any(WEEKDAYS[d] == day.weekday() for d in days)
    (spec,) = days
    ordinal, weekday = int(spec[:-2]), WEEKDAYS[spec[-2:]]
    if day.weekday() != weekday:
        return False
    last = calendar.monthrange(day.year, day.month)[1]
    return (day.day - 1) // 7 + 1 == ordinal if ordinal > 0 else (last - day.day) // 7 + 1 == -ordinal


def candidate_days(code, rule, start):
    """Every day the series could fall on, from its start, in order (unbounded)."""
    if rule is None:
        step = {"DAI": lambda k: start + timedelta(days=k), "WEK": lambda k: start + timedelta(weeks=k),
                "TWK": lambda k: start + timedelta(weeks=2 * k), "MON": lambda k: add_months(start, k),
                "YEA": lambda k: add_months(start, 12 * k)}[code]
        k = 0
        while True:
            yield step(k)
            k += 1
    parts = parse_rule(rule)
    interval = int(parts.get("INTERVAL", 1))
    monday = start - timedelta(days=start.weekday())
    day = start
    while True:
        if matches(rule, day) and (parts["FREQ"] != "WEEKLY" or ((day - monday).days // 7) % interval == 0):
            yield day
        day += timedelta(days=1)


def occurrences(event, limit):
    """The first `limit` original starts of a series (dates or wall-clock datetimes), within count and until."""
    start = event["_start"]
    all_day = isinstance(start, date) and not isinstance(start, datetime)
    result = []
    for day in candidate_days(event["_code"], event["_rule"], start if all_day else start.date()):
        moment = day if all_day else datetime.combine(day, start.time())
        if "count" in event and len(result) >= event["count"]:
            break
        if "_until" in event and moment > event["_until"]:
            break
        if len(result) >= limit or day >= WINDOW_END:
            break
        result.append(moment)
    return result


def stamp(value):
    return value.isoformat() if isinstance(value, datetime) else value.isoformat()


def django_duration(minutes):
    days, rest = divmod(minutes, 1440)
    text = f"{rest // 60:02d}:{rest % 60:02d}:00"
    return f"{days} {text}" if days else text


def markdown_text(rng):
    parts = [" ".join(rng.sample(SENTENCES, rng.randint(1, 2)))]
    if rng.random() < 0.4:
        parts.append("\n".join(f"- {item}" for item in rng.sample(BULLETS, rng.randint(2, 4))))
    return "\n\n".join(parts)


def make_members(count):
    members = []
    for index in range(count):
        hue = (index * 0.618033988749895) % 1.0
        r, g, b = colorsys.hsv_to_rgb(hue, 0.75, 0.55 + 0.1 * (index % 3))
        name = FIRST_NAMES[index]
        members.append({"user_id": index + 1, "display_name": name, "username": slugify(name),
                        "is_admin": index < 2, "color": f"#{int(r * 255):02x}{int(g * 255):02x}{int(b * 255):02x}"})
    assert len({m["color"] for m in members}) == count
    return members


def pick_people(rng, pool, most):
    people = sorted(rng.sample(pool, rng.randint(0, min(most, len(pool)))))
    return people, [p for p in people if rng.random() < 0.7]


def make_event(rng, event_id, template, member_ids):
    subject, category, code, rule, all_day, size, _ = template
    owner = rng.choice(member_ids)
    others = [m for m in member_ids if m != owner]
    to, accepted = pick_people(rng, others, 4)
    first = date(2025, 1, 1) + timedelta(days=rng.randrange(3 * 365))
    if code in ("MON", "YEA") and rule is None:
        first = first.replace(day=min(first.day, 28))
    if rule is not None:
        while not matches(rule, first):
            first += timedelta(days=1)
    if all_day:
        start = first
    else:
        start = datetime.combine(first, datetime.min.time()).replace(hour=rng.randint(7, 20), minute=rng.choice([0, 15, 30, 45]))
    name = rng.choice(FIRST_NAMES[:len(member_ids)])
    event = {
        "id": event_id, "user": owner, "to": to, "accepted": accepted, "start": stamp(start),
        "recurrence_type": code, "subject": f"{name}'s {subject.lower()}" if subject == "Birthday" else subject,
        "category": category,
        "_start": start, "_code": code, "_rule": rule,
    }
    if all_day:
        event["all_day"] = True
        if size > 1 or rng.random() < 0.5:
            event["duration"] = django_duration(size * 1440)
    else:
        event["duration"] = django_duration(size)
    if rule is not None:
        event["rrule"] = rule
    if rng.random() < 0.7:
        event["location"] = rng.choice(PLACES)
    if rng.random() < 0.75:
        event["description"] = markdown_text(rng)
    if code == "NON":
        return event
    # How the series ends: "until", "count" or never, in the proportions a family would use.
    bound = rng.random()
    if code == "DAI":
        bound = 1.0 if subject == "Walk the dog" else rng.choice([0.0, 0.6])
    elif code == "YEA":
        bound = 0.6 if bound < 0.1 else 1.0
    elif rule == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR":
        bound = 0.0
    if bound < 0.55:
        span = {"DAI": rng.randint(4, 40), "WEK": rng.randint(60, 300), "TWK": rng.randint(90, 360),
                "MON": rng.randint(120, 700)}[code]
        last = first + timedelta(days=span)
        if all_day or rng.random() < 0.7:
            event["until"], event["_until"] = last.isoformat(), last if all_day else datetime.combine(last, datetime.max.time())
        else:
            until = datetime.combine(last, start.time())
            event["until"], event["_until"] = until.isoformat(), until
    elif bound < 0.7:
        event["count"] = rng.randint(3, 30)
    starts = occurrences(event, 40)[1:]
    chosen = rng.sample(starts, min(len(starts), rng.choice([0, 0, 0, 1, 2, 3])))
    if chosen and rng.random() < 0.6:
        event["exdates"] = [stamp(s) for s in sorted(chosen[: len(chosen) // 2 + 1])]
        chosen = chosen[len(chosen) // 2 + 1:]
    overrides = []
    for original in sorted(chosen):
        kind = rng.choice(["moved", "subject", "cancelled", "to", "details"])
        override = {"original_start": stamp(original)}
        if kind == "moved":
            override["start"] = stamp(original + (timedelta(days=1) if all_day else timedelta(minutes=45)))
        elif kind == "subject":
            override["subject"] = f"{event['subject']} (special session)"
        elif kind == "cancelled":
            override["cancelled"] = True
        elif kind == "to":
            new_to = sorted(rng.sample(others, rng.randint(1, min(3, len(others)))))
            override["to"], override["accepted"] = new_to, new_to[:1]
        else:
            override["location"] = rng.choice(PLACES)
            override["description"] = "Moved indoors this week.\n\n*Trainers, not boots!*"
            if not all_day:
                override["duration"] = django_duration(max(15, size - 15))
        overrides.append(override)
    if overrides:
        event["overrides"] = overrides
    return event


def make_contact(rng, contact_id):
    category, business, title = rng.choice(CONTACT_KINDS)
    first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
    company = f"{rng.choice(['Harbourside', 'Seaview', 'Quay', 'Marsh Lane'])} {business}" if business else None
    contact = {
        "id": contact_id, "category": category, "company": company, "title": title,
        "first_name": first, "last_name": last,
        "phone": f"01632 {960000 + rng.randrange(1000):06d}",
        "email": f"{slugify(first)}.{slugify(last)}{contact_id}@example.org",
    }
    if rng.random() < 0.6:
        contact["notes"] = markdown_text(rng)
    return contact


def make_trip(rng, trip_id, member_ids):
    country, code, city = rng.choice(DESTINATIONS)
    start = date(2025, 1, 1) + timedelta(days=rng.randrange(3 * 365))
    tips = []
    for _ in range(rng.randint(0, 5)):
        category = rng.choice(TIP_CATEGORIES)
        tips.append({"name": rng.choice(TIP_NAMES[category]), "description": markdown_text(rng), "category": category})
    return {
        "id": trip_id, "title": f"{rng.choice(TRIP_KINDS)} {city}",
        "destination": {"country": country, "country_code": code, "city": city},
        "start": start.isoformat(), "end": (start + timedelta(days=rng.randint(0, 16))).isoformat(),
        "buddies": sorted(rng.sample(member_ids, rng.randint(1, min(5, len(member_ids))))),
        "notes": markdown_text(rng), "tips": tips,
    }


def public(record):
    return {k: v for k, v in record.items() if not k.startswith("_")}


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as file:
        json.dump(value, file, ensure_ascii=False, indent=1)
        file.write("\n")


def rrule_text(event):
    """The series as one RFC 5545 RRULE, as a peer that knows no TribeHub codes needs it."""
    if event["_code"] == "NON":
        return ""
    rule = event["_rule"] or {"DAI": "FREQ=DAILY", "WEK": "FREQ=WEEKLY", "TWK": "FREQ=WEEKLY;INTERVAL=2",
                              "MON": "FREQ=MONTHLY", "YEA": "FREQ=YEARLY"}[event["_code"]]
    if "count" in event:
        rule += f";COUNT={event['count']}"
    elif "_until" in event:
        until = event["_until"]
        rule += ";UNTIL=" + (until.strftime("%Y%m%dT%H%M%S") if isinstance(until, datetime) else until.strftime("%Y%m%d"))
    return rule


def duration_seconds(event):
    text = event.get("duration", "1 00:00:00")
    days, _, clock = text.rpartition(" ")
    hours, minutes, seconds = (int(x) for x in clock.split(":"))
    return int(days or 0) * 86400 + hours * 3600 + minutes * 60 + seconds


def ical_form(value_text):
    return value_text.replace("-", "").replace(":", "")


def write_series(path, events):
    with open(path, "w", encoding="utf-8") as file:
        for event in events:
            skipped = list(event.get("exdates", [])) + [o["original_start"] for o in event.get("overrides", []) if o.get("cancelled")]
            file.write("\t".join([str(event["id"]), ical_form(event["start"]), rrule_text(event),
                                  str(duration_seconds(event)), ",".join(ical_form(s) for s in sorted(skipped))]) + "\n")


def write_feeds_input(path, members, events, trips):
    names = {m["user_id"]: m["display_name"] for m in members}
    slugs = unique_slugs((m["display_name"], m["user_id"]) for m in members)
    feed_events = []
    for event in events:
        feed_events.append({
            "id": event["id"], "owner": event["user"], "to": event["to"], "accepted": event["accepted"],
            "subject": event["subject"], "category": event["category"], "all_day": event.get("all_day", False),
            "start": event["start"], "duration_seconds": duration_seconds(event), "rrule": rrule_text(event) or None,
            "location": event.get("location"), "description": event.get("description"),
            "exdates": event.get("exdates", []),
            "overrides": [dict(o, duration_seconds=duration_seconds(o)) if "duration" in o else o for o in event.get("overrides", [])],
        })
    write_json(path, {
        "time_zone": TIME_ZONE, "now": NOW, "host": "bench.example.org",
        "members": [{"id": m["user_id"], "name": names[m["user_id"]], "slug": slugs[m["user_id"]], "color": m["color"]} for m in members],
        "categories": CATEGORY_LABELS, "events": feed_events,
        "trips": [{"id": t["id"], "title": t["title"], "start": t["start"], "end": t["end"], "buddies": t["buddies"],
                   "city": t["destination"]["city"], "country": t["destination"]["country"], "notes": t["notes"]} for t in trips],
    })


def write_hugo(folder, tribe_name, members, contacts, trips):
    names = {m["user_id"]: m["display_name"] for m in members}
    for sub in ("content/contacts", "content/trips", "layouts/_default"):
        os.makedirs(os.path.join(folder, sub), exist_ok=True)
    with open(os.path.join(folder, "hugo.toml"), "w") as file:
        file.write(f'baseURL = "{BASE_URL}"\ntitle = "{tribe_name}"\nlanguageCode = "en-GB"\n'
                   'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n'
                   '[markup.goldmark.extensions]\n  typographer = true\n')
    layouts = {
        "baseof.html": '<!DOCTYPE html>\n<html lang="{{ .Site.LanguageCode }}">\n<head><meta charset="utf-8">'
                       '<title>{{ .Title }} – {{ .Site.Title }}</title></head>\n<body>\n'
                       '<nav><a href="{{ "/" | relURL }}">Home</a> <a href="{{ "/contacts/" | relURL }}">Contacts</a> '
                       '<a href="{{ "/trips/" | relURL }}">Trips</a></nav>\n<main>{{ block "main" . }}{{ end }}</main>\n</body>\n</html>\n',
        "single.html": '{{ define "main" }}<article><h1>{{ .Title }}</h1>\n{{ .Content }}</article>{{ end }}\n',
        "list.html": '{{ define "main" }}<h1>{{ .Title }}</h1>\n{{ .Content }}\n<ul>\n{{ range .Pages }}'
                     '<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>\n{{ end }}</ul>{{ end }}\n',
    }
    for name, text in layouts.items():
        with open(os.path.join(folder, "layouts/_default", name), "w") as file:
            file.write(text)
    pages = {"content/_index.md": f'---\ntitle: "{tribe_name}"\n---\nThe family\'s address book and travel notebook.\n',
             "content/contacts/_index.md": '---\ntitle: "Contacts"\n---\n',
             "content/trips/_index.md": '---\ntitle: "Trips"\n---\n'}
    contact_slugs = unique_slugs((" ".join(filter(None, [c["first_name"], c["last_name"]])) or c["company"], c["id"]) for c in contacts)
    for contact in contacts:
        title = " ".join(filter(None, [contact["title"], contact["first_name"], contact["last_name"]])) or contact["company"]
        body = [f"**{contact['category']}**" + (f" at {contact['company']}" if contact["company"] else ""),
                f"- Phone: [{contact['phone']}](tel:{contact['phone'].replace(' ', '')})\n- E-mail: <{contact['email']}>"]
        if contact.get("notes"):
            body.append(contact["notes"])
        pages[f"content/contacts/{contact_slugs[contact['id']]}.md"] = \
            f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\ncategory: {json.dumps(contact['category'])}\n---\n" + "\n\n".join(body) + "\n"
    trip_slugs = unique_slugs((t["title"], t["id"]) for t in trips)
    for trip in trips:
        where = trip["destination"]
        body = [f"**{where['city']}**, {where['country']} ({where['country_code']})",
                f"From {trip['start']} to {trip['end']}, with " + ", ".join(names[b] for b in trip["buddies"]) + ".",
                "## Notes", trip["notes"]]
        if trip["tips"]:
            body.append("## Tips")
            body += [f"### {tip['name']} ({tip['category']})\n\n{tip['description']}" for tip in trip["tips"]]
        pages[f"content/trips/{trip_slugs[trip['id']]}.md"] = (
            f"---\ntitle: {json.dumps(trip['title'], ensure_ascii=False)}\nstart: {trip['start']}\nend: {trip['end']}\n---\n"
            + "\n\n".join(body) + "\n")
    for relative, text in pages.items():
        with open(os.path.join(folder, relative), "w", encoding="utf-8") as file:
            file.write(text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--shape", choices=sorted(SHAPES), required=True)
    args = parser.parse_args()
    shape = SHAPES[args.shape]
    rng = random.Random(f"tribepress-peers-{args.shape}")
    members = make_members(shape["members"])
    member_ids = [m["user_id"] for m in members]
    weights = [t[-1] for t in TEMPLATES]
    events = []
    for event_id in range(1, shape["series"] + 1):
        # The first series use every template once, so every category and rule is in use.
        template = TEMPLATES[event_id - 1] if event_id <= len(TEMPLATES) else rng.choices(TEMPLATES, weights)[0]
        events.append(make_event(rng, event_id, template, member_ids))
    contacts = [make_contact(rng, i) for i in range(1, shape["contacts"] + 1)]
    trips = [make_trip(rng, i, member_ids) for i in range(1, shape["trips"] + 1)]
    tribe_name = f"The Bench Family ({args.shape})"

    os.makedirs(args.folder, exist_ok=True)
    write_json(os.path.join(args.folder, "tribe.json"), {
        "tribe": {"name": tribe_name, "time_zone": TIME_ZONE, "users": members},
        "events": [public(e) for e in events], "contacts": contacts, "trips": trips,
    })
    write_json(os.path.join(args.folder, "site.json"), {
        "title": tribe_name, "base_url": BASE_URL, "time_zone": TIME_ZONE, "language": "en-GB",
        "planner_start": "2026-09", "planner_months": 12, "paper": "A4",
        # The same guessable addresses as the peers publish; a secret is measured apart.
        "privacy": "public",
    })
    parent = os.path.dirname(os.path.abspath(args.folder))
    write_series(os.path.join(parent, "series.tsv"), events)
    write_feeds_input(os.path.join(parent, "feeds-input.json"), members, events, trips)
    write_hugo(os.path.join(parent, "hugo"), tribe_name, members, contacts, trips)


if __name__ == "__main__":
    main()

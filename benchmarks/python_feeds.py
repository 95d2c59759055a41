#!/usr/bin/env python3
"""The Python stack doing the job of TribePress's feed writer, as a yardstick for it.

usage: python_feeds.py INPUT OUTDIR

INPUT is the feeds-input.json that make-export.py writes (the events with their rules already in
RFC 5545 form). Writes with the `icalendar` package (7.3.0, as Tests/Oracles/requirements.txt):
OUTDIR/tribe.ics (every event and trip), OUTDIR/members/<slug>.ics (the events a member owns or
is invited to, and their trips) and OUTDIR/categories/<label>.ics (one per category in use).
Like TribePress's feeds: timed events in the tribe's zone with one VTIMEZONE, all-day events
and trips as dates, one VEVENT per series with RRULE and EXDATE (cancelled occurrences
included), a RECURRENCE-ID VEVENT per changed occurrence, names but no addresses in
DESCRIPTION, and DTSTAMP from the input's "now" so the output is the same on every run.
"""
import json
import os
import re
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from icalendar import Calendar, Event, Timezone, vRecur


def slugify(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def read_moment(text, all_day, zone):
    return date.fromisoformat(text) if all_day else datetime.fromisoformat(text).replace(tzinfo=zone)


def describe(event, names, to, accepted):
    lines = [event["description"]] if event.get("description") else []
    lines.append(f"Organiser: {names[event['owner']]}")
    if to:
        lines.append("Invited: " + ", ".join(names[m] + (" (accepted)" if m in accepted else "") for m in to))
    return "\n\n".join(lines)


def series_components(event, feed, context):
    zone, names, host, stamp = context["zone"], context["names"], context["host"], context["stamp"]
    all_day = event["all_day"]
    uid = f"event-{event['id']}-{feed}@{host}"
    start = read_moment(event["start"], all_day, zone)

    def fill(component, start, seconds, subject, location, description):
        component.add("uid", uid)
        component.add("dtstamp", stamp)
        component.add("dtstart", start)
        component.add("dtend", start + timedelta(seconds=seconds) if not all_day else start + timedelta(days=seconds // 86400))
        component.add("summary", subject)
        component.add("categories", [context["labels"][event["category"]]])
        if location:
            component.add("location", location)
        component.add("description", description)
        if all_day:
            component.add("transp", "TRANSPARENT")

    master = Event()
    fill(master, start, event["duration_seconds"], event["subject"], event.get("location"),
         describe(event, names, event["to"], event["accepted"]))
    changed = []
    if event["rrule"]:
        rule = vRecur.from_ical(event["rrule"])
        if "UNTIL" in rule and not all_day:
            # RFC 5545: with a TZID on DTSTART, UNTIL must be in UTC.
            rule["UNTIL"] = [rule["UNTIL"][0].replace(tzinfo=zone).astimezone(timezone.utc)]
        master.add("rrule", rule)
        skipped = event["exdates"] + [o["original_start"] for o in event["overrides"] if o.get("cancelled")]
        for text in sorted(skipped):
            master.add("exdate", read_moment(text, all_day, zone))
        for override in event["overrides"]:
            if override.get("cancelled"):
                continue
            original = read_moment(override["original_start"], all_day, zone)
            moved = read_moment(override["start"], all_day, zone) if "start" in override else original
            to, accepted = override.get("to", event["to"]), override.get("accepted", event["accepted"])
            component = Event()
            fill(component, moved, override.get("duration_seconds", event["duration_seconds"]),
                 override.get("subject", event["subject"]), override.get("location", event.get("location")),
                 describe(dict(event, description=override.get("description", event.get("description"))), names, to, accepted))
            component.add("recurrence-id", original)
            changed.append(component)
    return [master] + changed


def trip_component(trip, feed, context):
    component = Event()
    component.add("uid", f"trip-{trip['id']}-{feed}@{context['host']}")
    component.add("dtstamp", context["stamp"])
    component.add("dtstart", date.fromisoformat(trip["start"]))
    component.add("dtend", date.fromisoformat(trip["end"]) + timedelta(days=1))
    component.add("summary", trip["title"])
    component.add("location", f"{trip['city']}, {trip['country']}")
    component.add("description", trip["notes"] + "\n\nTravelling: " + ", ".join(context["names"][b] for b in trip["buddies"]))
    component.add("transp", "TRANSPARENT")
    return component


def write_feed(path, name, color, events, trips, feed, context):
    calendar = Calendar()
    calendar.add("prodid", "-//TribePress benchmarks//python icalendar//EN")
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("name", name)
    calendar.add("x-wr-calname", name)
    calendar.add("x-wr-timezone", context["zone"].key)
    calendar.add("refresh-interval", timedelta(hours=1), parameters={"VALUE": "DURATION"})
    calendar.add("x-published-ttl", "PT1H")
    calendar.add("x-apple-calendar-color", color)
    calendar.add_component(context["vtimezone"])
    for event in events:
        for component in series_components(event, feed, context):
            calendar.add_component(component)
    for trip in trips:
        calendar.add_component(trip_component(trip, feed, context))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(calendar.to_ical())


def main():
    source, folder = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as file:
        data = json.load(file)
    zone = ZoneInfo(data["time_zone"])
    events, trips = data["events"], data["trips"]
    first_year = min(int(e["start"][:4]) for e in events)
    last_year = max(int(e["start"][:4]) for e in events)
    context = {
        "zone": zone, "host": data["host"], "labels": data["categories"],
        "names": {m["id"]: m["name"] for m in data["members"]},
        "stamp": datetime.fromisoformat(data["now"].replace("Z", "+00:00")),
        # One VTIMEZONE covering the years the events start in and the two after, shared by every feed.
        "vtimezone": Timezone.from_tzinfo(zone, tzid=data["time_zone"], first_date=date(first_year, 1, 1),
                                          last_date=date(last_year + 3, 1, 1)),
    }
    write_feed(os.path.join(folder, "tribe.ics"), "Tribe", "#1b6ca8", events, trips, "tribe", context)
    for member in data["members"]:
        mine = [e for e in events if e["owner"] == member["id"] or member["id"] in e["to"]]
        their_trips = [t for t in trips if member["id"] in t["buddies"]]
        write_feed(os.path.join(folder, "members", member["slug"] + ".ics"), member["name"], member["color"],
                   mine, their_trips, member["slug"], context)
    for code, label in sorted(data["categories"].items()):
        chosen = [e for e in events if e["category"] == code]
        if chosen:
            write_feed(os.path.join(folder, "categories", slugify(label) + ".ics"), label, "#555555",
                       chosen, [], slugify(label), context)


if __name__ == "__main__":
    main()

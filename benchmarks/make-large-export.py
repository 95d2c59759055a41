#!/usr/bin/env python3
"""Writes a large TribeHub backend export for benchmarks: the same shapes as the real
responses (envelopes, user objects, REC rows), at family-organiser-for-a-village scale.

usage: make-large-export.py FOLDER [--series 10000] [--contacts 5000] [--members 6]
Deterministic: the same arguments always write the same bytes.
"""
import argparse
import json
import os
import random

CODES = ["NON", "DAI", "WEK", "TWK", "MON", "YEA"]
CATEGORIES = ["NON", "CEL", "CLU", "EDU", "MED", "MUS", "OTH", "OUT", "PET", "SHO", "SPO", "VAC", "WOR"]
NAMES = ["Maya", "Tom", "Ada", "Leo", "Zuri", "Sam", "Noor", "Ivo", "Lena", "Kofi"]
IMAGE = "https://res.cloudinary.com/tribehub-fixtures/image/upload/v1/../placeholder_profile_xnpcwj.webp"


def user(uid):
    return {"user_id": uid, "display_name": NAMES[(uid - 1) % len(NAMES)], "image": IMAGE}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--series", type=int, default=10000)
    parser.add_argument("--contacts", type=int, default=5000)
    parser.add_argument("--members", type=int, default=6)
    args = parser.parse_args()
    rng = random.Random(20261122)
    os.makedirs(args.folder, exist_ok=True)
    members = list(range(1, args.members + 1))
    tribe = {"count": 1, "next": None, "previous": None, "results": [{
        "name": "The Big Benchmark Family",
        "users": [{"user_id": m, "display_name": NAMES[(m - 1) % len(NAMES)], "profile_image": IMAGE} for m in members],
    }]}
    events = []
    for event_id in range(1, args.series + 1):
        owner = rng.choice(members)
        invited = sorted(rng.sample([m for m in members if m != owner], rng.randint(0, len(members) - 1)))
        accepted = [m for m in invited if rng.random() < 0.6]
        year, month, day = rng.randint(2024, 2027), rng.randint(1, 12), rng.randint(1, 28)
        hour, minute = rng.randint(6, 21), rng.choice([0, 15, 30, 45])
        minutes = rng.choice([10, 15, 30, 45, 60, 90, 120, 180])
        row = {
            "id": event_id, "user": user(owner), "tribe": {"tribe_id": 1, "tribe_name": "The Big Benchmark Family"},
            "to": [user(m) for m in invited],
            "start": f"{year:04d}-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}:00",
            "duration": f"{minutes // 60:02d}:{minutes % 60:02d}:00",
            "recurrence_type": CODES[event_id % len(CODES)],
            "subject": f"Event {event_id}: {rng.choice(['Swimming', 'Piano', 'Dentist', 'Football', 'Shopping', 'Book club'])}",
            "category": CATEGORIES[event_id % len(CATEGORIES)],
            "accepted": [user(m) for m in accepted],
        }
        events.append(row)
        # The server's generated copies ride along, as in a real GET /events/.
        if row["recurrence_type"] != "NON" and event_id % 10 == 0:
            events.append(dict(row, recurrence_type="REC", recurrences=None))
    contacts = []
    for contact_id in range(1, args.contacts + 1):
        contacts.append({
            "id": contact_id, "tribe": {"tribe_id": 1, "tribe_name": "The Big Benchmark Family"},
            "category": rng.choice(["Doctor", "School", "Club", "Family", "Friends", None]),
            "company": rng.choice([None, f"Company {contact_id}"]), "title": rng.choice([None, "Dr", "Mr", "Ms"]),
            "first_name": f"First{contact_id}", "last_name": f"Last{contact_id}",
            "phone": f"07700 {900000 + contact_id % 1000:06d}", "email": rng.choice([None, f"person{contact_id}@example.com"]),
        })

    def envelope(results):
        return {"count": len(results), "next": None, "previous": None, "results": results}

    for name, payload in [("tribe.json", tribe), ("events.json", envelope(events)), ("contacts.json", envelope(contacts))]:
        with open(os.path.join(args.folder, name), "w", encoding="utf-8") as handle:
            handle.write(json.dumps(payload, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()

"""The one place that reads feed-tty's JSON stream for the soak: which feed items each line
announces. feed-tty --format json prints a line per event (docs/feed-tty.schema.json): the first
page comes as `items` lines, and a watch that finds new items prints a `newItems` line, e.g.
    {"type": "newItems", "items": [{"number": 26, "id": "UUID", "imageURL": "URL", ...}]}
The name of the event is read from "type" (the schema's key) or "event", and NEW_ITEMS_EVENTS
lists the names taken for it; an item is a feed item when it has an "id" and an "imageURL" (or a
string "image"), so that comments (in `items` lines too) are not counted."""

import json

FIRST_ITEMS_EVENTS = ("items",)
NEW_ITEMS_EVENTS = ("newItems", "new_items", "newitems")


def parse_line(line):
    """The JSON object of a line, or None when the line is not one."""
    try:
        value = json.loads(line)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def event_name(event):
    name = event.get("type", event.get("event"))
    return name if isinstance(name, str) else None


def is_feed_item(item):
    return (isinstance(item, dict) and isinstance(item.get("id"), str)
            and (isinstance(item.get("imageURL"), str) or isinstance(item.get("image"), str)))


def announced_ids(event):
    """The ids (upper-case) of the feed items a line shows for the first time, in order: those of
    an `items` or new-items event; [] for any other line."""
    if event_name(event) not in FIRST_ITEMS_EVENTS + NEW_ITEMS_EVENTS:
        return []
    items = event.get("items")
    if not isinstance(items, list):
        return []
    return [item["id"].upper() for item in items if is_feed_item(item)]


def is_new_items(event):
    return event_name(event) in NEW_ITEMS_EVENTS

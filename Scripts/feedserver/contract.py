"""The API contract's rules that the normal routes and the fault modes share: the feed's paging
(`limit` items, DEFAULT_LIMIT when not given, at most MAX_LIMIT, after the item `after_id`; the
live feed, fixtures and added items, is paged here, feed-pages pages its generated items the same
way) and the date format."""

DEFAULT_LIMIT = 10
MAX_LIMIT = 100
DATE_FORMAT = "%Y-%m-%dT%H:%M:%S+0000"


def parse_limit(query):
    """The page size a parsed query asks for, or None when its limit is not a positive integer."""
    values = query.get("limit")
    if not values:
        return DEFAULT_LIMIT
    try:
        limit = int(values[0])
    except ValueError:
        return None
    if limit < 1:
        return None
    return min(limit, MAX_LIMIT)


def feed_page(items, query):
    """The slice of items (the feed, newest first) for a query, or None for a bad limit."""
    limit = parse_limit(query)
    if limit is None:
        return None
    after_ids = query.get("after_id")
    start = 0
    if after_ids:
        start = index_after(items, after_ids[0])
        if start is None:
            return []
    return items[start : start + limit]


def index_after(items, item_id):
    """Index of the first item after the one with id item_id (any case), or None when unknown."""
    for index, item in enumerate(items):
        if item["id"].upper() == item_id.upper():
            return index + 1
    return None

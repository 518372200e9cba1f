"""The API contract's rules that the normal routes and the fault modes share: the feed's paging
(`limit` items, DEFAULT_LIMIT when not given, at most MAX_LIMIT, after the item `after_id`; the
fixtures are paged here, feed-pages pages its generated items the same way) and the date format."""

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


def feed_page(fixtures, query):
    """The slice of items for a query, or None for a bad limit."""
    limit = parse_limit(query)
    if limit is None:
        return None
    after_ids = query.get("after_id")
    start = 0
    if after_ids:
        start = fixtures.index_after(after_ids[0])
        if start is None:
            return []
    return fixtures.items[start : start + limit]

#!/usr/bin/env python3
"""A small JSON Schema (draft 2020-12) validator for the subset docs/feed-tty.schema.json uses,
so that feed-tty's JSON front is checked against its contract with Python 3's standard library
alone (no PyPI package to install).

Keywords: `type` (one or a list), `properties`, `required`, `additionalProperties` (true, false or
a schema), `enum`, `const`, `items` (one schema for every element), `oneOf`, `pattern` (Python's
`re.search`, as the spec's ECMA-262 regular expressions mean for the patterns used here),
`minimum`, `format` and local `$ref`s (`#/$defs/name`); `$schema`, `$id`, `$defs`, `title` and
`description` are read or skipped as annotations. `format` is asserted, not only annotated, for
`date-time` (RFC 3339) and `uri` (RFC 3986, absolute); any other format is an error in the
schema. So is any other keyword: a schema that used one would otherwise pass unchecked.

    validate(instance, schema) -> list of errors, each "<where>: <what>" ("$.items[0].id: ...");
                                  empty when the instance is valid. Raises SchemaError for a
                                  schema outside the subset.

As a program it checks NDJSON, one object a line (a file, or standard input):
    feed-tty --format json </dev/null | python3 Scripts/tests/json_schema.py docs/feed-tty.schema.json
prints each invalid line's number and errors, and exits 1 if there was one.
"""

import json
import re
import sys

ANNOTATIONS = {"$schema", "$id", "$defs", "title", "description"}
ASSERTIONS = {"type", "properties", "required", "additionalProperties", "enum", "const", "items", "oneOf",
              "pattern", "minimum", "format", "$ref"}

DATE_TIME = re.compile(r"^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$")
URI = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:[^\s\x00-\x1f\x7f]*$")


class SchemaError(Exception):
    """The schema uses something this validator does not know, or is malformed."""


def validate(instance, schema):
    """The errors of `instance` against `schema` (the root, against which `$ref`s resolve)."""
    return [f"{error.where}: {error.what}" for error in _Validator(schema).errors(instance, schema, "$")]


class _Error:
    """Where and what; `mismatch` when a `const` said the value is another kind of thing."""

    def __init__(self, where, what, mismatch=False):
        self.where, self.what, self.mismatch = where, what, mismatch


class _Validator:
    def __init__(self, root):
        self.root = root
        self.check(root)

    def check(self, schema):
        """The whole schema within the subset, whatever the instance: a keyword, type or format
        this validator does not know is an error even where no instance reaches it."""
        if isinstance(schema, bool):
            return
        if not isinstance(schema, dict):
            raise SchemaError(f"a schema must be an object or a boolean, not {schema!r}")
        unknown = set(schema) - ANNOTATIONS - ASSERTIONS
        if unknown:
            raise SchemaError(f"unsupported keywords: {', '.join(sorted(unknown))}")
        for name in schema.get("type", []) if isinstance(schema.get("type"), list) else [schema.get("type")]:
            if name is not None and name not in TYPES:
                raise SchemaError(f"unknown type: {name}")
        if "format" in schema and schema["format"] not in FORMATS:
            raise SchemaError(f"unsupported format: {schema['format']}")
        if "$ref" in schema:
            self.resolve(schema["$ref"])
        inner = [*schema.get("properties", {}).values(), *schema.get("$defs", {}).values(), *schema.get("oneOf", [])]
        inner += [schema[key] for key in ("additionalProperties", "items") if key in schema]
        for subschema in inner:
            self.check(subschema)

    def errors(self, instance, schema, where):
        if schema is True:
            return []
        if schema is False:
            return [_Error(where, "no value is allowed here")]
        errors = []
        if "$ref" in schema:
            errors += self.errors(instance, self.resolve(schema["$ref"]), where)
        if "type" in schema and not _has_type(instance, schema["type"]):
            return errors + [_Error(where, f"{_shown(instance)} is not of type {_type_names(schema['type'])}")]
        if "const" in schema and not _equal(instance, schema["const"]):
            errors.append(_Error(where, f"{_shown(instance)} is not {_shown(schema['const'])}", mismatch=True))
        if "enum" in schema and not any(_equal(instance, value) for value in schema["enum"]):
            errors.append(_Error(where, f"{_shown(instance)} is not one of {_shown(schema['enum'])}"))
        if isinstance(instance, str):
            errors += self.string_errors(instance, schema, where)
        if _is_number(instance) and "minimum" in schema and instance < schema["minimum"]:
            errors.append(_Error(where, f"{instance} is less than the minimum {schema['minimum']}"))
        if isinstance(instance, dict):
            errors += self.object_errors(instance, schema, where)
        if isinstance(instance, list) and "items" in schema:
            for index, element in enumerate(instance):
                errors += self.errors(element, schema["items"], f"{where}[{index}]")
        if "oneOf" in schema:
            errors += self.one_of_errors(instance, schema["oneOf"], where)
        return errors

    def string_errors(self, instance, schema, where):
        errors = []
        if "pattern" in schema and not re.search(schema["pattern"], instance):
            errors.append(_Error(where, f"{_shown(instance)} does not match {schema['pattern']!r}"))
        if "format" in schema:
            if not FORMATS[schema["format"]](instance):
                errors.append(_Error(where, f"{_shown(instance)} is not a {schema['format']}"))
        return errors

    def object_errors(self, instance, schema, where):
        errors = [_Error(where, f"{name!r} is required") for name in schema.get("required", []) if name not in instance]
        properties = schema.get("properties", {})
        for name, value in instance.items():
            inner = f"{where}.{name}"
            if name in properties:
                errors += self.errors(value, properties[name], inner)
            elif schema.get("additionalProperties", True) is False:
                errors.append(_Error(where, f"{name!r} is not allowed"))
            else:
                errors += self.errors(value, schema.get("additionalProperties", True), inner)
        return errors

    def one_of_errors(self, instance, alternatives, where):
        """Exactly one alternative must hold. When none does, the errors of the one the instance
        meant to be say why: in a union told apart by a `const` (`type`, `notice`, `state`), one
        whose consts it has, and of those the closest (fewest errors)."""
        results = [self.errors(instance, alternative, where) for alternative in alternatives]
        valid = [errors for errors in results if not errors]
        if len(valid) == 1:
            return []
        if len(valid) > 1:
            return [_Error(where, f"matches {len(valid)} alternatives of oneOf, not exactly one")]

        def told_apart(error):
            # A const on one of its own properties, or a union at the same place none of whose
            # kinds it is.
            return error.mismatch and re.fullmatch(re.escape(where) + r"(\.[^.\[]+)?", error.where)

        meant = [errors for errors in results if not any(told_apart(error) for error in errors)]
        if not meant:
            return [_Error(where, f"is none of the {len(alternatives)} kinds oneOf allows", mismatch=True)]
        return min(meant, key=len)

    def resolve(self, reference):
        if not reference.startswith("#"):
            raise SchemaError(f"only local references are supported: {reference}")
        target = self.root
        for part in filter(None, reference[1:].split("/")):
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(target, dict) or part not in target:
                raise SchemaError(f"unresolvable reference: {reference}")
            target = target[part]
        return target


def _has_type(instance, expected):
    return any(TYPES[name](instance) for name in (expected if isinstance(expected, list) else [expected]))


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _equal(a, b):
    """JSON equality: true is not 1, and 1 is 1.0."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if _is_number(a) and _is_number(b):
        return a == b
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_equal(a[key], b[key]) for key in a)
    return a == b


def _is_date_time(text):
    match = DATE_TIME.match(text)
    if not match:
        return False
    _, month, day, hour, minute, second = (int(match.group(index)) for index in range(1, 7))
    offset_hour, offset_minute = match.group(9), match.group(10)
    return (1 <= month <= 12 and 1 <= day <= 31 and hour <= 23 and minute <= 59 and second <= 60
            and (offset_hour is None or (int(offset_hour) <= 23 and int(offset_minute) <= 59)))


TYPES = {
    "object": lambda value: isinstance(value, dict),
    "array": lambda value: isinstance(value, list),
    "string": lambda value: isinstance(value, str),
    "boolean": lambda value: isinstance(value, bool),
    "null": lambda value: value is None,
    "number": _is_number,
    # JSON has one kind of number: 2.0 is an integer too.
    "integer": lambda value: _is_number(value) and float(value).is_integer(),
}
FORMATS = {"date-time": _is_date_time, "uri": lambda text: bool(URI.match(text))}


def _type_names(expected):
    return " or ".join(expected) if isinstance(expected, list) else expected


def _shown(value):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


def main(arguments):
    if len(arguments) not in (1, 2):
        print("usage: json_schema.py SCHEMA [NDJSON-FILE]   (standard input without a file)", file=sys.stderr)
        return 64
    with open(arguments[0], encoding="utf-8") as file:
        schema = json.load(file)
    lines = open(arguments[1], encoding="utf-8") if len(arguments) == 2 else sys.stdin
    invalid = 0
    with lines:
        for number, line in enumerate(lines, 1):
            try:
                errors = validate(json.loads(line), schema)
            except json.JSONDecodeError as error:
                errors = [f"not JSON: {error}"]
            if errors:
                invalid += 1
                print(f"line {number}: " + "; ".join(errors))
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Scripts/tests/json_schema.py: the JSON Schema subset that checks feed-tty's JSON front, each
keyword on its own, then the program that checks NDJSON. Python 3 stdlib only."""

import io
import json
import os
import sys
import tempfile
import unittest
import unittest.mock
from contextlib import redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from json_schema import SchemaError, main, validate  # noqa: E402  (the path above first)


class JSONSchemaTests(unittest.TestCase):
    def assertValid(self, instance, schema):
        self.assertEqual(validate(instance, schema), [])

    def assertInvalid(self, instance, schema, *errors):
        self.assertEqual(validate(instance, schema), list(errors))

    def test_type_tellsJSONKindsApart_trueIsNoInteger_2point0Is(self):
        self.assertValid({}, {"type": "object"})
        self.assertValid([], {"type": "array"})
        self.assertValid("a", {"type": "string"})
        self.assertValid(2.0, {"type": "integer"})
        self.assertValid(2.5, {"type": "number"})
        self.assertValid(None, {"type": ["string", "null"]})
        self.assertInvalid(True, {"type": "integer"}, "$: true is not of type integer")
        self.assertInvalid(1, {"type": "boolean"}, "$: 1 is not of type boolean")
        self.assertInvalid(2.5, {"type": "integer"}, "$: 2.5 is not of type integer")
        self.assertInvalid([], {"type": ["string", "null"]}, "$: [] is not of type string or null")

    def test_properties_checkEachPresentPropertyWhereItIs(self):
        schema = {"type": "object", "properties": {"a": {"type": "object", "properties": {"b": {"type": "string"}}}}}

        self.assertValid({"a": {"b": "x"}}, schema)
        self.assertValid({}, schema)
        self.assertInvalid({"a": {"b": 1}}, schema, "$.a.b: 1 is not of type string")

    def test_required_namesEachMissingProperty(self):
        schema = {"type": "object", "required": ["a", "b"]}

        self.assertValid({"a": 1, "b": None}, schema)
        self.assertInvalid({"b": 1}, schema, "$: 'a' is required")
        self.assertInvalid({}, schema, "$: 'a' is required", "$: 'b' is required")

    def test_additionalProperties_falseRefusesAnyOtherProperty_aSchemaChecksThem(self):
        closed = {"type": "object", "properties": {"a": {}}, "additionalProperties": False}
        typed = {"type": "object", "properties": {"a": {}}, "additionalProperties": {"type": "integer"}}

        self.assertValid({"a": "x"}, closed)
        self.assertInvalid({"a": "x", "b": 1}, closed, "$: 'b' is not allowed")
        self.assertValid({"a": "x", "b": 1}, typed)
        self.assertInvalid({"b": "y"}, typed, '$.b: "y" is not of type integer')
        self.assertValid({"b": "y"}, {"type": "object"})

    def test_enumAndConst_compareAsJSONDoes(self):
        self.assertValid("JPEG", {"enum": ["JPEG", "PNG"]})
        self.assertInvalid("BMP", {"enum": ["JPEG", "PNG"]}, '$: "BMP" is not one of ["JPEG", "PNG"]')
        self.assertValid(1.0, {"const": 1})
        self.assertInvalid(True, {"const": 1}, "$: true is not 1")
        self.assertInvalid(0, {"enum": [False]}, "$: 0 is not one of [false]")
        self.assertValid({"a": [1]}, {"const": {"a": [1.0]}})

    def test_items_checksEveryElementAtItsIndex(self):
        schema = {"type": "array", "items": {"type": "string"}}

        self.assertValid(["a", "b"], schema)
        self.assertInvalid(["a", 2, None], schema, "$[1]: 2 is not of type string", "$[2]: null is not of type string")

    def test_oneOf_needsExactlyOneAlternative(self):
        schema = {"oneOf": [{"type": "integer"}, {"type": "number", "minimum": 10}]}

        self.assertValid(3, schema)
        self.assertValid(10.5, schema)
        self.assertInvalid(12, schema, "$: matches 2 alternatives of oneOf, not exactly one")

    def test_oneOf_toldApartByAConst_reportsTheAlternativeTheObjectMeant(self):
        schema = {"oneOf": [
            {"type": "object", "properties": {"type": {"const": "end"}, "hasMore": {"type": "boolean"}},
             "required": ["type", "hasMore"]},
            {"type": "object", "properties": {"type": {"const": "screen"}}, "required": ["type"]},
        ]}

        self.assertInvalid({"type": "end", "hasMore": "yes"}, schema, '$.hasMore: "yes" is not of type boolean')
        self.assertInvalid({"type": "bogus"}, schema, "$: is none of the 2 kinds oneOf allows")

    def test_ref_resolvesLocalDefinitions(self):
        schema = {"$defs": {"id": {"type": "string", "pattern": "^[0-9A-F]{2}$"}},
                  "type": "object", "properties": {"id": {"$ref": "#/$defs/id"}}}

        self.assertValid({"id": "7E"}, schema)
        self.assertInvalid({"id": "7e"}, schema, "$.id: \"7e\" does not match '^[0-9A-F]{2}$'")

    def test_minimum_holdsForNumbersOnly(self):
        self.assertValid(1, {"minimum": 1})
        self.assertValid("0", {"minimum": 1})
        self.assertInvalid(0, {"minimum": 1}, "$: 0 is less than the minimum 1")

    def test_formatDateTime_isRFC3339(self):
        schema = {"type": "string", "format": "date-time"}

        for valid in ["2020-09-13T12:26:40Z", "2020-09-13T12:26:40.75Z", "2020-09-13t12:26:40+02:00",
                      "2016-12-31T23:59:60Z"]:
            self.assertValid(valid, schema)
        for invalid in ["2020-09-13T12:26:40", "2020-09-13 12:26:40Z", "2020-13-01T00:00:00Z",
                        "2020-09-13T24:00:00Z", "2020-05-20T11:24:59+0000", "5 minutes ago", ""]:
            self.assertInvalid(invalid, schema, f"$: {json.dumps(invalid)} is not a date-time")

    def test_formatURI_isAnAbsoluteURIWithoutSpacesOrControls(self):
        schema = {"type": "string", "format": "uri"}

        for valid in ["http://127.0.0.1:8080/images/photo.jpg", "https://a.example/x?y=1#z", "urn:isbn:0451450523"]:
            self.assertValid(valid, schema)
        for invalid in ["/images/photo.jpg", "photo.jpg", "http://a b", "http://a\u001b[2J", "1http://a"]:
            self.assertInvalid(invalid, schema, f"$: {json.dumps(invalid)} is not a uri")

    def test_annotations_areNotChecked(self):
        self.assertValid(1, {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:x",
                             "title": "t", "description": "d", "$defs": {"unused": {"type": "string"}}})

    def test_aSchemaOutsideTheSubset_isAnErrorNotAPass(self):
        for schema in [{"maxLength": 3}, {"anyOf": [{}]}, {"format": "email"}, {"$ref": "other.json#/a"},
                       {"$ref": "#/$defs/missing"}, {"type": "float"}, {"properties": {"a": 3}}]:
            with self.assertRaises(SchemaError, msg=json.dumps(schema)):
                validate({"a": "x"}, schema)

    def test_booleanSchemas_allowEverythingOrNothing(self):
        self.assertValid({"a": 1}, {"properties": {"a": True}})
        self.assertInvalid({"a": 1}, {"properties": {"a": False}}, "$.a: no value is allowed here")


class ProgramTests(unittest.TestCase):
    def run_main(self, schema, ndjson):
        with tempfile.TemporaryDirectory() as directory:
            schema_path, lines_path = os.path.join(directory, "schema.json"), os.path.join(directory, "out.ndjson")
            with open(schema_path, "w") as file:
                json.dump(schema, file)
            with open(lines_path, "w") as file:
                file.write(ndjson)
            output = io.StringIO()
            with redirect_stdout(output):
                status = main([schema_path, lines_path])
        return status, output.getvalue()

    def test_main_exitsZeroWhenEveryLineIsValid(self):
        self.assertEqual(self.run_main({"type": "object"}, '{"a": 1}\n{}\n'), (0, ""))

    def test_main_namesEachInvalidLineAndExitsOne(self):
        status, output = self.run_main({"type": "object", "required": ["type"]}, '{"type": 1}\n{}\nnot json\n')

        self.assertEqual(status, 1)
        self.assertEqual(output.splitlines()[0], "line 2: $: 'type' is required")
        self.assertTrue(output.splitlines()[1].startswith("line 3: not JSON: "), output)

    def test_main_isAUsageErrorWithoutASchema(self):
        error = io.StringIO()
        with unittest.mock.patch("sys.stderr", error):
            self.assertEqual(main([]), 64)
        self.assertIn("usage:", error.getvalue())


if __name__ == "__main__":
    unittest.main()

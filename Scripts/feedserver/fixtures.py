"""The files served: feed.json, comments.json and images/ of the --fixtures folder, read and
checked once at start."""

import json
import os
import re

UUID_PATTERN = re.compile(r"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$")
IMAGE_NAME_PATTERN = re.compile(r"^[A-Za-z0-9_-][A-Za-z0-9._-]*$")


class Fixtures:
    def __init__(self, directory):
        self.items = load_json(os.path.join(directory, "feed.json"))["items"]
        comments = load_json(os.path.join(directory, "comments.json"))
        self.comments = {key.upper(): value for key, value in comments.items()}
        self.images = load_images(os.path.join(directory, "images"))
        self._check()

    def _check(self):
        for item in self.items:
            if not UUID_PATTERN.match(item.get("id", "")):
                raise ValueError(f"feed.json: bad id {item.get('id')!r}")
            if item.get("image") not in self.images:
                raise ValueError(f"feed.json: item {item['id']} names a missing image {item.get('image')!r}")


def load_json(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def load_images(directory):
    images = {}
    for name in sorted(os.listdir(directory)):
        path = os.path.join(directory, name)
        if IMAGE_NAME_PATTERN.match(name) and os.path.isfile(path):
            with open(path, "rb") as file:
                images[name] = file.read()
    return images

"""feed-tty at an 80x24 pseudo-terminal against a far server (Scripts/feed-server's image-latency-spread,
image-slow-headers:1 and :3): each late picture is drawn into the rows kept under its own item, none
is printed apart, the first item's text does not wait for its picture, the typed line survives,
Ctrl-C says so in one line, and "Loading…" does not stay in the scrollback, after `refresh` and
`back` either (which prints one line saying where the feed is, not the feed again). Pictures that can no longer go in place (the
terminal was made narrower than the lines under their places mid-load) come apart in feed order,
each under its item's number and the first line of its description.

The screen is read through pty_terminal.Screen, which follows the cursor up and down as a terminal
does, so a picture drawn in place lands where the terminal would show it.

Run: env FEED_TTY_BINARY=<built feed-tty> python3 -m unittest Scripts/tests/test_interactive_pty_far_server.py
"""

import unittest

from feed_server_support import Server
from interactive_pty_case import BLOCK_SYMBOL, ITEM, SETTLED_IMAGE, InteractiveTerminalCase
from pty_terminal import BINARY, CTRL_C, ENTER

FAR_SERVERS = ("image-latency-spread", "image-slow-headers:1", "image-slow-headers:3")


@unittest.skipUnless(BINARY, "set FEED_TTY_BINARY to the built feed-tty")
class FarServerPictureTests(InteractiveTerminalCase):
    def start_far(self, fault, *arguments):
        server = Server(self, "--fault", fault, "--log", "/dev/null")
        return self.start("--url", server.url, "--no-cache", "--images", "blocks", *arguments, columns=80, rows=24,
                          environment={"NO_COLOR": None, "COLORTERM": "truecolor"})

    def wait_for_item_1(self, terminal):
        terminal.wait_for(lambda: any(line.startswith(" 1. An espresso") for line in terminal.screen().lines),
                          "item 1's text")

    def item_1(self, terminal):
        """Item 1's lines on the screen now (none before it is shown)."""
        return self.blocks(terminal.screen())[1].get(1, [])

    def blocks(self, screen):
        """{item number: [its lines]} from the first page's lines, and the item numbers in order."""
        numbers, blocks = [], {}
        for line in screen.lines:
            if match := ITEM.match(line):
                numbers.append(int(match.group(1)))
                blocks.setdefault(numbers[-1], [])
            if numbers:
                blocks[numbers[-1]].append(line)
        return numbers, blocks

    def test_latePictures_landInTheirOwnItemsBlock_noneApart_onAFarServer(self):
        for fault in FAR_SERVERS:
            with self.subTest(fault=fault):
                terminal = self.start_far(fault)
                terminal.read_until_images(range(1, 11), timeout=60)
                screen = terminal.read_until_prompt()

                numbers, blocks = self.blocks(screen)
                self.assertEqual(numbers, list(range(1, 11)), f"an item shown twice (apart):\n{screen.dump()}")
                for number, block in blocks.items():
                    images = [line for line in block if SETTLED_IMAGE.match(line)]
                    self.assertEqual(len(images), 1, f"item {number}:\n{screen.dump()}")
                    if SETTLED_IMAGE.match(images[0]):
                        self.assertTrue(any(BLOCK_SYMBOL.search(line) for line in block), f"item {number}:\n{screen.dump()}")
                self.assertNotIn("Loading…", screen.lines, screen.dump())
                terminal.close()

    def test_firstItemsText_showsWithoutWaitingForItsPicture_andTheTypedLineSurvives(self):
        # Pictures after 5 s: the text's hold is 0.75 s, so even a loaded machine shows it long before.
        # How soon it shows is the bench's figure (first_page_far's first item row), not this test's.
        terminal = self.start_far("image-slow-headers:5")
        terminal.read_until(b"My Feed")
        terminal.type(b"help")
        self.wait_for_item_1(terminal)
        terminal.wait_for(lambda: any(line.lstrip().startswith("image:") for line in self.item_1(terminal)),
                          "item 1's image line")
        self.assertTrue(any("image: loading" in line for line in self.item_1(terminal)),
                        f"item 1 shown only once its picture came:\n{terminal.screen().dump()}")
        terminal.read_until_images(range(1, 11), timeout=60)
        screen = terminal.read_until_prompt(typed="help", fresh=False)

        self.assertEqual(self.blocks(screen)[0], list(range(1, 11)), screen.dump())

    def test_ctrlC_withImagesPending_saysSoInOneLine(self):
        terminal = self.start_far("image-slow-headers:3")
        terminal.wait_for(lambda: any(line.startswith(" 1. An espresso") for line in terminal.screen().lines),
                          "item 1's text")
        terminal.type(CTRL_C)
        terminal.read_until(b"Stopped.")
        screen = terminal.read_until_prompt(fresh=False)

        self.assertEqual(sum("Stopped." in line for line in screen.lines), 1, screen.dump())
        self.assertEqual(self.blocks(screen)[0], list(range(1, 11)), f"a stop said apart:\n{screen.dump()}")

    def test_refresh_saysWhatItFoundInOneLine_leavingNoLoadingLineAndNoListAgain(self):
        terminal = self.start_far("image-slow-headers:1")
        terminal.read_until_images(range(1, 11), timeout=60)
        first = len(terminal.read_until_prompt().lines) - 1
        mark = len(terminal.output)
        terminal.type(b"refresh", ENTER)
        terminal.wait_for(lambda: "No new items · ".encode() in terminal.output[mark:], "the check's line", timeout=60)
        screen = terminal.read_until_prompt()

        refreshed = screen.lines[first:]
        self.assertNotIn("My Feed", refreshed, screen.dump())
        self.assertNotIn("Loading…", refreshed, f"after refresh:\n{screen.dump()}")
        self.assertFalse(any(line.lstrip().startswith("1. ") for line in refreshed), screen.dump())

    def test_commentsAndBack_leaveNoLoadingLineBehind_andBackPrintsOnlyWhereTheFeedIs(self):
        terminal = self.start_far("image-latency-spread")
        terminal.read_until_images(range(1, 11), timeout=60)
        first = len(terminal.read_until_prompt().lines) - 1
        terminal.type(b"comments 3", ENTER)
        terminal.read_until(b"Incredible colours.")
        terminal.read_until_prompt("comments 3> ")
        terminal.type(b"back", ENTER)
        screen = terminal.read_until_screen(
            lambda s: s.last_line == "feed> " and "Back to “My Feed”: items 1–10 are above." in s.lines,
            "where the feed is, then its prompt", timeout=60)
        again = screen.lines[screen.lines.index("comments 3> back"):]
        self.assertEqual(again, ["comments 3> back", "Back to “My Feed”: items 1–10 are above.", "feed> "],
                         screen.dump())

        self.assertNotIn("Loading…", screen.lines[first:], f"after comments and back:\n{screen.dump()}")

    def test_picturesThatCanNoLongerGoInPlace_comeApartInFeedOrder_underTheirItemsNumberAndDescription(self):
        # Three rows a picture: several places on screen at once, each picture after 0.5-3 s.
        terminal = self.start_far("image-latency-spread", "--image-rows", "3")
        terminal.wait_for(lambda: sum("image: loading" in line for line in terminal.screen().lines) >= 2,
                          "two items shown before their pictures came")
        # Narrower than the rows from each place down (its own "    image: loading…" is 19 columns):
        # a terminal re-wraps or cuts them, so the places are lost, and their pictures come apart.
        terminal.resize(18, 24)
        terminal.read_until_images(range(1, 11), timeout=60)
        screen = terminal.read_until_prompt(fresh=False)

        numbers, first_lines, seen = [], {}, set()
        apart = []
        for line in screen.lines:
            if match := ITEM.match(line):
                number = int(match.group(1))
                if number in seen:
                    apart.append(number)
                    # Its first line at the width of the moment: a prefix of the item's text or the other way round.
                    header, text = line.rstrip(), first_lines[number].rstrip()
                    self.assertTrue(header.startswith(text) or text.startswith(header),
                                    f"item {number}'s header {header!r}:\n{screen.dump()}")
                else:
                    first_lines[number] = line
                seen.add(number)
                numbers.append(number)
        self.assertGreaterEqual(len(apart), 2, f"fewer than two pictures apart:\n{screen.dump()}")
        self.assertEqual(apart, sorted(apart), f"pictures apart not in feed order:\n{screen.dump()}")
        self.assertEqual(len(apart), len(set(apart)), screen.dump())

    def test_resizeMidLoad_leavesEveryPictureUnderItsOwnItemsNumber(self):
        terminal = self.start_far("image-slow-headers:3")
        terminal.wait_for(lambda: any(line.startswith(" 1. An espresso") for line in terminal.screen().lines),
                          "item 1's text")
        terminal.resize(100, 24)
        terminal.read_until_images(range(1, 11), timeout=60)
        screen = terminal.read_until_prompt(fresh=False)

        numbers, _ = self.blocks(screen)
        self.assertEqual(sorted(set(numbers)), list(range(1, 11)), screen.dump())
        # Each block, the item's own or one printed apart under its number, holds at most its one image.
        block = []
        for line in screen.lines + ["  0. end"]:
            if ITEM.match(line):
                self.assertLessEqual(sum(bool(SETTLED_IMAGE.match(b)) for b in block), 1, screen.dump())
                if any(BLOCK_SYMBOL.search(b) for b in block):
                    self.assertTrue(any(SETTLED_IMAGE.match(b) for b in block), screen.dump())
                block = []
            block.append(line)


if __name__ == "__main__":
    unittest.main()

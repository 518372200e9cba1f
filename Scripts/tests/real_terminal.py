"""Real terminal emulators (xterm, kitty) under Xvfb, for test_real_terminals.py: start them
running a program, read their screen back (as pixels, by screenshot, and as text, from the
terminal itself), and stop everything, even after a failure.

Python 3 standard library plus Debian's xvfb, xterm, kitty and imagemagick. Every wait is bounded.
"""

import fcntl
import json
import os
import select
import shutil
import signal
import struct
import subprocess
import sys
import termios
import time

# Debian package of each tool the tests run.
TOOLS = {"Xvfb": "xvfb", "xterm": "xterm", "kitty": "kitty", "import": "imagemagick"}
# ImageMagick's convert under a name nothing shadows (a `convert` earlier in PATH may be another
# program); /usr/bin/convert last.
CONVERT_NAMES = ("convert-im6.q16", "convert-im7.q16", "magick", "/usr/bin/convert")

# The program each terminal runs first: it records its terminal's device and its own pid (which
# becomes the tested program's, by exec) in the JSON file argv[1], sets the variables of the JSON
# object argv[2] (as a shell's profile would: xterm removes COLORTERM from what it passes on),
# then executes argv[3:].
WRAPPER = """import json, os, sys
with open(sys.argv[1] + ".tmp", "w") as f:
    json.dump({"tty": os.ttyname(0), "pid": os.getpid()}, f)
os.replace(sys.argv[1] + ".tmp", sys.argv[1])
os.execve(sys.argv[3], sys.argv[3:], dict(os.environ, **json.loads(sys.argv[2])))
"""


def convert_command():
    """The path of ImageMagick's convert, or None."""
    for name in CONVERT_NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


def missing_tools():
    """The Debian packages whose tools are not installed (empty when all are)."""
    missing = {package for tool, package in TOOLS.items() if shutil.which(tool) is None}
    if convert_command() is None:
        missing.add("imagemagick")
    return sorted(missing)


def wait_for(condition, timeout, interval=0.1, what="a condition"):
    """Polls `condition()` until it returns something true, which is returned; raises
    AssertionError naming `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(interval)


class Processes:
    """Children started in their own process groups; `stop_all` (a cleanup) ends each group by
    its id, SIGTERM then SIGKILL, and any extra pid registered with `watch` (the tested program,
    which runs in the terminal's session, not in ours)."""

    def __init__(self):
        self.children = []
        self.extra_pids = []

    def start(self, argv, log_path, env=None, pass_fds=()):
        with open(log_path, "ab") as log:
            process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log, env=env,
                                       pass_fds=pass_fds, start_new_session=True)
        self.children.append(process)
        return process

    def watch(self, pid, executable):
        self.extra_pids.append((pid, os.path.realpath(executable)))

    def stop_all(self):
        for process in reversed(self.children):
            _signal_group(process, signal.SIGTERM)
        for process in reversed(self.children):
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                _signal_group(process, signal.SIGKILL)
                process.wait(timeout=5)
            _signal_group(process, signal.SIGKILL)  # whatever the leader left behind in its group
        for pid, executable in self.extra_pids:
            for sig in (signal.SIGTERM, signal.SIGKILL):
                if not _is_running(pid, executable):
                    break
                os.kill(pid, sig)
                try:
                    wait_for(lambda: not _is_running(pid, executable), 3, what=f"pid {pid} to end")
                except AssertionError:
                    pass
        self.children, self.extra_pids = [], []


def _signal_group(process, sig):
    try:
        os.killpg(process.pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def _is_running(pid, executable):
    """Whether `pid` is still `executable` (its binary, or the script an interpreter runs), not
    a zombie, and not a later process that got the same pid."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as file:
            if file.read().rsplit(b")", 1)[1].split()[0] == b"Z":
                return False
        with open(f"/proc/{pid}/cmdline", "rb") as file:
            arguments = file.read().decode(errors="replace").split("\0")[:2]
        arguments = [os.path.realpath(argument) for argument in arguments if argument]
        return os.path.realpath(f"/proc/{pid}/exe") == executable or executable in arguments
    except OSError:
        return False


def session_environment(home):
    """The environment of a person's session for the program: UTF-8, and its own home and XDG
    folders under `home` (made here), so nothing of the machine's user is read or written."""
    os.makedirs(home, exist_ok=True)
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8", "XDG_CONFIG_HOME": os.path.join(home, ".config"),
            "XDG_CACHE_HOME": os.path.join(home, ".cache"),
            "XDG_STATE_HOME": os.path.join(home, ".local", "state")}


def start_xvfb(processes, folder, width, height, timeout=15):
    """Xvfb on a free display (`-displayfd`), 24-bit, white root window: returns ":N"."""
    read_end, write_end = os.pipe()
    try:
        processes.start(["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24",
                         "-nolisten", "tcp", "-dpi", "96", "-wr", "-noreset"],
                        os.path.join(folder, "xvfb.log"), pass_fds=(write_end,))
        os.close(write_end)
        write_end = None
        data = b""
        deadline = time.monotonic() + timeout
        while not data.endswith(b"\n"):
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([read_end], [], [], remaining)[0]:
                raise AssertionError(f"Xvfb printed no display number within {timeout} s")
            chunk = os.read(read_end, 64)
            if not chunk:
                raise AssertionError("Xvfb exited before printing its display number (see xvfb.log)")
            data += chunk
        return ":" + data.decode().strip()
    finally:
        os.close(read_end)
        if write_end is not None:
            os.close(write_end)


class Terminal:
    """A terminal emulator window at the top left of `display`, running `argv` through WRAPPER
    with the environment `env` (the terminal's) and `program_env` (set for the program only).

    `kind` is "xterm" or "kitty". `options` for xterm: font (an X font name) or face (a TrueType
    family and size), term (TERM), vt340 (sixel); for kitty: font_family, font_size. Once started, `tty` is its device, `pid`
    the program's, and `size()` reads rows, columns and pixels from the device.
    """

    def __init__(self, processes, folder, display, kind, columns, rows, argv, env, program_env=None,
                 **options):
        self.folder, self.display, self.kind = folder, display, kind
        self.columns, self.rows = columns, rows
        self.env = dict(env, DISPLAY=display)
        self.print_file = os.path.join(folder, "xterm-print.txt")
        self.socket = os.path.join(folder, "kitty.sock")
        info = os.path.join(folder, "terminal.json")
        wrapper = os.path.join(folder, "wrapper.py")
        with open(wrapper, "w") as file:
            file.write(WRAPPER)
        command = [sys.executable, wrapper, info, json.dumps(program_env or {}), *argv]
        if kind == "xterm":
            terminal_argv = self._xterm(command, **options)
        else:
            terminal_argv = self._kitty(command, **options)
        processes.start(terminal_argv, os.path.join(folder, f"{kind}.log"), env=self.env)

        def recorded():
            try:
                with open(info) as file:
                    return json.load(file)
            except (OSError, ValueError):
                return None

        started = wait_for(recorded, 30, what=f"{kind} to start its program (see {kind}.log)")
        self.tty, self.pid = started["tty"], started["pid"]
        self.executable = os.path.realpath(argv[0])
        processes.watch(self.pid, argv[0])

    def _xterm(self, command, font=None, term="xterm-256color", vt340=False, face=None):
        """`face`: (family, points) of a TrueType font instead of the X font `font`, with no window
        border, so that the text area starts at the window's corner to the pixel."""
        open(self.print_file, "wb").close()
        resources = {
            "printerCommand": f"cat >> '{self.print_file}'",  # the screen's text, on request
            "printAttributes": "0",
            "cursorBlink": "false",
            "numColorRegisters": "1024",
            "sixelScrolling": "true",
        }
        fonts = ["-fa", face[0], "-fs", str(face[1]), "-bw", "0"] if face else ["-fn", font]
        argv = ["xterm", "-geometry", f"{self.columns}x{self.rows}+0+0", "-b", "0", "+sb", "-u8",
                *fonts, "-fg", "#d0d0d0", "-bg", "#000000", "-tn", term]
        for name, value in resources.items():
            argv += ["-xrm", f"XTerm*{name}: {value}"]
        if vt340:
            argv += ["-ti", "vt340"]
        return argv + ["-e", *command]

    def _kitty(self, command, font_family="DejaVu Sans Mono", font_size=12):
        config = os.path.join(self.folder, "kitty.conf")
        with open(config, "w") as file:
            file.write("\n".join([
                f"font_family {font_family}", f"font_size {font_size}", "disable_ligatures always",
                "remember_window_size no", f"initial_window_width {self.columns}c",
                f"initial_window_height {self.rows}c", "window_padding_width 0", "window_margin_width 0",
                "placement_strategy top-left", "hide_window_decorations yes", "background #000000",
                "foreground #d0d0d0", "cursor_blink_interval 0", "allow_remote_control yes",
                "enable_audio_bell no", "update_check_interval 0", "shell_integration disabled",
                "confirm_os_window_close 0", "sync_to_monitor no", "",
            ]))
        runtime = os.path.join(self.folder, "kitty-runtime")
        os.makedirs(runtime, mode=0o700, exist_ok=True)
        self.env.update(LIBGL_ALWAYS_SOFTWARE="1", XDG_RUNTIME_DIR=runtime)
        self.env.pop("WAYLAND_DISPLAY", None)
        return ["kitty", "--config", config, "--listen-on", f"unix:{self.socket}",
                "-o", "linux_display_server=x11", *command]

    def running(self):
        """Whether the program is still running (it exits when its window closes, and the other way
        round)."""
        return _is_running(self.pid, self.executable)

    def size(self):
        """(rows, columns, width in pixels, height in pixels) as the terminal set them."""
        fd = os.open(self.tty, os.O_RDONLY | os.O_NOCTTY | os.O_NONBLOCK)
        try:
            return struct.unpack("HHHH", fcntl.ioctl(fd, termios.TIOCGWINSZ, b"\0" * 8))
        finally:
            os.close(fd)

    def scrollback_text(self, timeout=15):
        """Every line the terminal keeps, scrollback and screen, top to bottom: xterm prints them all
        when asked (Media Copy, `CSI ? 11 i`), kitty answers `kitty @ get-text --extent all`."""
        return self.screen_text(timeout, everything=True)

    def kitty_lines_with_escapes(self, timeout=15):
        """kitty's own copy of every line it keeps, with the escapes that make it again (colours,
        links: `kitty @ get-text --ansi --extent all`)."""
        result = subprocess.run(["kitty", "@", "--to", f"unix:{self.socket}", "get-text", "--ansi", "--extent",
                                 "all"], env=self.env, capture_output=True, timeout=timeout)
        if result.returncode != 0:
            raise AssertionError(f"kitty @ get-text failed: {result.stderr.decode(errors='replace')}")
        return result.stdout.decode("utf-8", "replace").split("\n")

    def screen_text(self, timeout=15, everything=False):
        """The text of every row of the screen, top to bottom, as the terminal itself has it: xterm
        prints it to its printerCommand when asked (Media Copy, `CSI ? 10 i`, written to the
        terminal's device as if by the program); kitty answers `kitty @ get-text`. A picture's
        rows read as blank, or as the block symbols that draw it."""
        if self.kind == "kitty":
            result = subprocess.run(["kitty", "@", "--to", f"unix:{self.socket}", "get-text", "--extent",
                                     "all" if everything else "screen"], env=self.env, capture_output=True,
                                    timeout=timeout)
            if result.returncode != 0:
                raise AssertionError(f"kitty @ get-text failed: {result.stderr.decode(errors='replace')}")
            lines = result.stdout.decode("utf-8", "replace").split("\n")
            return lines if everything else (lines + [""] * self.rows)[:self.rows]
        start = os.path.getsize(self.print_file)
        fd = os.open(self.tty, os.O_WRONLY | os.O_NOCTTY)
        try:
            os.write(fd, b"\x1b[?11i" if everything else b"\x1b[?10i")
        finally:
            os.close(fd)

        def printed():
            with open(self.print_file, "rb") as file:
                file.seek(start)
                data = file.read()
            # The history has no known length: printed once it stops growing.
            if everything and (data != printed.last or not data):
                printed.last = data
                return None
            return data if data.count(b"\n") >= self.rows else None

        printed.last = None
        data = wait_for(printed, timeout, what="xterm to print its screen")
        lines = data.decode("utf-8", "replace").split("\n")
        return lines[:-1] if everything else lines[:self.rows]


def screenshot(display, path, timeout=20):
    """The whole screen of `display` as a PNG file."""
    subprocess.run(["import", "-display", display, "-window", "root", path], check=True,
                   capture_output=True, timeout=timeout)


def settled_screenshot(display, path, timeout=30, interval=0.5, repeats=2, ready=lambda: True):
    """Screenshots every `interval` seconds until `repeats` + 1 in a row are identical (the screen
    unchanged for a second or more) and `ready()` is true; the last one stays at `path`. Raises
    AssertionError after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    previous, same = None, 0
    while time.monotonic() < deadline:
        # Asked before the screenshot, so the screenshot is of that screen or a later one: a screen
        # still for a second while a late picture is on its way is not taken for the settled one.
        is_ready = ready()
        screenshot(display, path)
        with open(path, "rb") as file:
            data = file.read()
        same = same + 1 if data == previous else 0
        if same >= repeats and is_ready:
            return
        previous = data
        time.sleep(interval)
    raise AssertionError(f"the screen did not settle within {timeout} s (last screenshot: {path})")


def parse_ppm(data):
    """(width, height, RGB bytes) of a binary PPM (P6, maxval 255)."""
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b"#":
            position = data.index(b"\n", position)
            continue
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[position:end])
        position = end
    if fields[0] != b"P6" or fields[3] != b"255":
        raise ValueError(f"not an 8-bit P6 PPM: {fields}")
    width, height = int(fields[1]), int(fields[2])
    pixels = data[position + 1:position + 1 + width * height * 3]
    return width, height, pixels


class Picture:
    """RGB pixels of an image file, read through ImageMagick's convert (as PPM)."""

    def __init__(self, path, *convert_options):
        result = subprocess.run([convert_command(), path, *convert_options, "ppm:-"], check=True,
                                capture_output=True, timeout=30)
        self.width, self.height, self.pixels = parse_ppm(result.stdout)

    def pixel(self, x, y):
        offset = 3 * (y * self.width + x)
        return tuple(self.pixels[offset:offset + 3])

    def mean(self, left, top, right, bottom):
        """The mean colour of the rectangle [left, right) × [top, bottom)."""
        totals, count = [0, 0, 0], 0
        for y in range(top, bottom):
            row = self.pixels[3 * (y * self.width + left):3 * (y * self.width + right)]
            totals[0] += sum(row[0::3])
            totals[1] += sum(row[1::3])
            totals[2] += sum(row[2::3])
            count += right - left
        return tuple(value / max(count, 1) for value in totals)

    def grid(self, box, columns, rows=None):
        """Mean colours of `box` (left, top, right, bottom) cut into columns × rows (rows defaults
        to columns), row by row."""
        rows = rows or columns
        left, top, right, bottom = box
        xs = [left + (right - left) * i // columns for i in range(columns + 1)]
        ys = [top + (bottom - top) * i // rows for i in range(rows + 1)]
        return [self.mean(xs[i], ys[j], max(xs[i + 1], xs[i] + 1), max(ys[j + 1], ys[j] + 1))
                for j in range(rows) for i in range(columns)]

    def share_of(self, box, colour, threshold=48):
        """The share of the pixels of `box` within `threshold` of `colour` (sum of the channels'
        differences)."""
        left, top, right, bottom = box
        matching = 0
        for y in range(top, bottom):
            row = self.pixels[3 * (y * self.width + left):3 * (y * self.width + right)]
            matching += sum(1 for x in range(0, len(row), 3)
                            if abs(row[x] - colour[0]) + abs(row[x + 1] - colour[1]) + abs(row[x + 2] - colour[2])
                            <= threshold)
        return matching / max((right - left) * (bottom - top), 1)

    def bounding_box(self, box, background, threshold=48, min_run=1):
        """The smallest (left, top, right, bottom) holding every run of at least `min_run` pixels
        side by side in `box` whose colours differ from `background` by more than `threshold` (sum
        of the channels' differences), or None. A `min_run` wider than a glyph's stroke leaves out
        what a font draws past its cell (xterm's 10x20 draws the tail of a g one pixel into the
        row below)."""
        left, top, right, bottom = box
        plain = bytes(background) * (right - left)
        found = None
        for y in range(top, bottom):
            row = self.pixels[3 * (y * self.width + left):3 * (y * self.width + right)]
            if row == plain:
                continue
            x0 = x1 = None
            run = 0
            for x in range(right - left + 1):
                inside = x < right - left and sum(abs(row[3 * x + c] - background[c]) for c in range(3)) > threshold
                if inside:
                    run += 1
                    continue
                if run >= min_run:
                    x0 = x - run if x0 is None else x0
                    x1 = x
                run = 0
            if x0 is None:
                continue
            x0, x1 = left + x0, left + x1
            found = (x0, y, x1, y + 1) if found is None else \
                (min(found[0], x0), found[1], max(found[2], x1), y + 1)
        return found


def image_size(path):
    """(width, height) of an image file's first frame."""
    result = subprocess.run([convert_command(), f"{path}[0]", "-format", "%w %h", "info:-"], check=True,
                            capture_output=True, timeout=30)
    width, height = result.stdout.split()
    return int(width), int(height)


def fixture_grid(path, columns, rows=None):
    """The mean colours of an image file's first frame cut into columns × rows (rows defaults to
    columns; transparency over black), row by row, as `Picture.grid` measures a screenshot."""
    rows = rows or columns
    picture = Picture(f"{path}[0]", "-background", "black", "-alpha", "remove", "-alpha", "off",
                      "-scale", f"{columns}x{rows}!")
    return [picture.pixel(i, j) for j in range(rows) for i in range(columns)]

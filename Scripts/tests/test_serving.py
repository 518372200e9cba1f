"""Scripts/serving, what feed-server and http-proxy share: the request log and the command's start
and stop, and the other side, launching one as a child. (Each command's own tests drive the shared
parts end to end: its log lines, SIGTERM and SIGINT.)

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import argparse
import contextlib
import io
import os
import signal
import sys
import tempfile
import unittest
import urllib.request

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, SCRIPTS)

from feedserver import cli as feed_server_cli  # noqa: E402
from http_proxy import cli as http_proxy_cli  # noqa: E402
from http_proxy.log import ProxyLog  # noqa: E402
from serving import command, launch  # noqa: E402
from serving.line_log import LineLog  # noqa: E402


class LineLogTests(unittest.TestCase):
    def test_write_appendsOneLineAWriteOnAnExistingFile(self):
        path = self.log_path(existing="earlier\n")
        log = LineLog(path)

        log.write("GET /v1/feed 200")
        log.write("GET /missing 404")
        log.close()

        self.assertEqual(self.read(path), "earlier\nGET /v1/feed 200\nGET /missing 404\n")

    def test_write_goesToStderrWithoutAPath(self):
        stderr = io.StringIO()
        with contextlib.redirect_stderr(stderr):
            LineLog(None).write("GET / 404")

        self.assertEqual(stderr.getvalue(), "GET / 404\n")

    def test_write_failsNothingOnAClosedFile(self):
        log = LineLog(self.log_path())
        log.close()

        log.write("GET / 200")  # a request answered while the server stops

    def test_proxyLog_writesItsLinesThroughTheSharedLog(self):
        path = self.log_path()
        log = ProxyLog(path)

        log.write("GET", "http://127.0.0.1:1/\x1b[31m", 502)
        log.close()

        self.assertEqual(self.read(path), "GET http://127.0.0.1:1/\\x1b[31m 502\n")

    def log_path(self, existing=""):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        path = os.path.join(folder.name, "requests.log")
        with open(path, "w", encoding="utf-8") as file:
            file.write(existing)
        return path

    def read(self, path):
        with open(path, encoding="utf-8") as file:
            return file.read()


class CommandTests(unittest.TestCase):
    def test_checkPort_isAUsageErrorOutsideTheTCPRange(self):
        for port in (-1, 65536):
            with self.subTest(port=port), self.assertRaises(SystemExit) as exit, self.quiet():
                command.check_port(argparse.ArgumentParser(), port)
            self.assertEqual(exit.exception.code, 2)

    def test_checkPort_acceptsEveryTCPPortAndZero(self):
        for port in (0, 1, 65535):
            command.check_port(argparse.ArgumentParser(), port)

    def test_bothCommands_rejectTheSameBadPortTheSameWay(self):
        for parse in (lambda argv: feed_server_cli.parse_arguments(argv, ""), http_proxy_cli.parse_arguments):
            stderr = io.StringIO()
            with self.assertRaises(SystemExit), contextlib.redirect_stderr(stderr):
                parse(["--port", "70000"])
            self.assertIn("--port must be between 0 and 65535", stderr.getvalue())

    def test_serveUntilSignalled_printsTheListeningLineThenClosesServerAndLogs(self):
        self.keep_signal_handlers()
        server, log, stdout = ServerSpy(), ClosingSpy(), io.StringIO()

        with contextlib.redirect_stdout(stdout):
            status = command.serve_until_signalled(server, "http://127.0.0.1:8080/base", closing=[log])

        self.assertEqual(status, 0)
        self.assertEqual(stdout.getvalue(), "listening on http://127.0.0.1:8080/base\n")
        self.assertEqual(server.messages, ["serve_forever", "server_close"])
        self.assertTrue(log.closed)

    def keep_signal_handlers(self):
        for number in (signal.SIGTERM, signal.SIGINT):
            self.addCleanup(signal.signal, number, signal.getsignal(number))

    def quiet(self):
        return contextlib.redirect_stderr(io.StringIO())


class LaunchTests(unittest.TestCase):
    def test_start_readsTheURLOfAServerThatListens_andStopEndsItCleanly(self):
        process, url, line = launch.start([os.path.join(SCRIPTS, "feed-server"), "--port", "0", "--log", os.devnull],
                                          30)
        self.addCleanup(self.stop_if_running, process)

        self.assertEqual(line, f"listening on {url}\n")
        with urllib.request.urlopen(f"{url}/v1/feed?limit=1", timeout=30) as response:
            self.assertEqual(response.status, 200)
        launch.stop(process)
        self.assertEqual(process.returncode, 0, "SIGTERM is feed-server's clean stop")
        self.assertTrue(process.stdout.closed)

    def test_start_givesNoURLForAnotherFirstLine_andStopEndsTheChild(self):
        says_ready = "import time; print('ready', flush=True); time.sleep(60)"
        process, url, line = launch.start([sys.executable, "-c", says_ready], 30)
        self.addCleanup(self.stop_if_running, process)

        self.assertIsNone(url)
        self.assertEqual(line, "ready\n")
        launch.stop(process)
        self.assertEqual(process.returncode, -signal.SIGTERM)

    def test_start_givesNoURLWhenNothingIsSaidInTime(self):
        process, url, line = launch.start([sys.executable, "-c", "import time; time.sleep(60)"], 0.1)
        self.addCleanup(self.stop_if_running, process)

        self.assertEqual((url, line), (None, ""))

    def stop_if_running(self, process):
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdout.close()


class ServerSpy:
    def __init__(self):
        self.messages = []

    def serve_forever(self, poll_interval):
        self.messages.append("serve_forever")

    def server_close(self):
        self.messages.append("server_close")

    def shutdown(self):
        self.messages.append("shutdown")


class ClosingSpy:
    closed = False

    def close(self):
        self.closed = True


if __name__ == "__main__":
    unittest.main()

"""Proxies on loopback for the side-by-side tests of feed-tty and curl (test_proxy_routes_against_curl.py):
Debian's tinyproxy and microsocks as they are installed, a SOCKS4/4a server of our own (neither
peer speaks SOCKS4), and a Tap in front of each that counts the connections made to it, so a test
sees which way a request went whatever the peer logs. A Tap with a TLS certificate ends TLS in
front of its peer: tinyproxy behind one is an https proxy (as nginx's stream module in front of
it would be; Debian ships that module apart). Python 3 stdlib only."""

import os
import select
import shutil
import socket
import ssl
import subprocess
import tempfile
import threading
import time

PEERS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "peers")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_port(port, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"nothing listens on 127.0.0.1:{port} after {timeout}s")


def relay(one, other, hold=0):
    """Copies both ways on one thread (a TLS socket may not read and write on two at once) until
    either side closes or both are idle for 30 s, then closes both. Each side is read until it
    has nothing more: a TLS socket may hold whole records it has read from the kernel, which
    `select` cannot see. With `hold` (seconds), what `other` sends is kept that long before it
    goes to `one` in a single write, while `one` is still forwarded at once: a far server's
    answers coalesced, as a TLS session's tickets and the answer to the first request can be."""
    for end in (one, other):
        end.setblocking(False)
    held, held_since = b"", None
    try:
        while True:
            wait = 30 if held_since is None else max(0, held_since + hold - time.monotonic())
            ready, _, _ = select.select([one, other], [], [], wait)
            if not ready and held_since is None:
                return
            for source in ready:
                target = other if source is one else one
                while True:
                    try:
                        data = source.recv(65536)
                    except (BlockingIOError, ssl.SSLWantReadError, ssl.SSLWantWriteError):
                        break
                    if not data:
                        return
                    if hold and source is other:
                        held, held_since = held + data, held_since or time.monotonic()
                    else:
                        send_all(target, data)
            if held_since is not None and time.monotonic() >= held_since + hold:
                send_all(one, held)
                held, held_since = b"", None
    except (OSError, ssl.SSLError):
        pass
    finally:
        one.close()
        other.close()


def send_all(target, data):
    """`data` to a non-blocking socket, waiting while it is full."""
    view = memoryview(data)
    while view:
        try:
            view = view[target.send(view):]
        except (BlockingIOError, ssl.SSLWantReadError, ssl.SSLWantWriteError):
            if not select.select([], [target], [], 30)[1]:
                raise OSError("the peer takes nothing for 30 s")


class Listener:
    """Accepts on a free port of 127.0.0.1 and hands each connection to `serve` on a thread."""

    def __init__(self, test):
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        self.connections = 0
        test.addCleanup(self.server.close)
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                client, _ = self.server.accept()
            except OSError:
                return
            self.connections += 1
            threading.Thread(target=self.serve, args=(client,), daemon=True).start()

    def serve(self, client):
        raise NotImplementedError


class Tap(Listener):
    """Forwards every connection, byte for byte, to 127.0.0.1:`target`, counting them; with
    `certificate` and `key` (PEM files), it speaks TLS to its clients and forwards what is inside;
    with `hold`, what comes back is held and coalesced (`relay`)."""

    def __init__(self, test, target, certificate=None, key=None, hold=0):
        self.target = target
        self.hold = hold
        self.tls = None
        if certificate:
            self.tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            self.tls.load_cert_chain(certificate, key)
        super().__init__(test)

    def serve(self, client):
        try:
            if self.tls:
                client.settimeout(10)
                client = self.tls.wrap_socket(client, server_side=True)
                client.settimeout(None)
            upstream = socket.create_connection(("127.0.0.1", self.target), timeout=10)
        except (OSError, ssl.SSLError):
            client.close()
            return
        relay(client, upstream, self.hold)


class SOCKS4Server(Listener):
    """SOCKS4 and SOCKS4a CONNECT to loopback only: the user id is skipped, a 4a host name is
    resolved here. Refuses (0x5B) what it cannot reach."""

    def serve(self, client):
        try:
            head = self._read(client, 8)
            port, address = int.from_bytes(head[2:4], "big"), socket.inet_ntoa(head[4:8])
            self._read_until_nul(client)
            if address.startswith("0.0.0.") and address != "0.0.0.0":
                address = socket.gethostbyname(self._read_until_nul(client).decode("ascii"))
            if head[:2] != b"\x04\x01" or not address.startswith("127."):
                raise OSError("not a loopback CONNECT")
            upstream = socket.create_connection((address, port), timeout=10)
        except OSError:
            try:
                client.sendall(b"\x00\x5b" + bytes(6))
            finally:
                client.close()
            return
        client.sendall(b"\x00\x5a" + bytes(6))
        relay(client, upstream)

    @staticmethod
    def _read(connection, count):
        data = b""
        while len(data) < count:
            piece = connection.recv(count - len(data))
            if not piece:
                raise OSError("closed")
            data += piece
        return data

    @classmethod
    def _read_until_nul(cls, connection):
        data = b""
        while (byte := cls._read(connection, 1)) != b"\x00":
            data += byte
        return data


class PeerProcess:
    """An installed peer run in the foreground from a folder of its own; stopped in cleanup."""

    def __init__(self, test, executable, arguments, port, folder):
        if shutil.which(executable) is None:
            test.skipTest(f"{executable} is not installed (Scripts/install-test-peers installs it)")
        self.process = subprocess.Popen([executable, *arguments], cwd=folder, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        test.addCleanup(self._stop)
        wait_for_port(port)
        self.port = port

    def _stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def start_tinyproxy(test, connect_port=443):
    folder = tempfile.mkdtemp(prefix="tinyproxy-")
    test.addCleanup(shutil.rmtree, folder, True)
    port = free_port()
    with open(os.path.join(PEERS, "tinyproxy.conf"), encoding="utf-8") as file:
        text = file.read()
    for marker, value in {"PORT": str(port), "DIR": folder, "CONNECT_PORT": str(connect_port), "BASIC_AUTH": ""}.items():
        text = text.replace(f"@{marker}@", value)
    configuration = os.path.join(folder, "tinyproxy.conf")
    with open(configuration, "w", encoding="utf-8") as file:
        file.write(text)
    return PeerProcess(test, "tinyproxy", ["-d", "-c", configuration], port, folder)


def start_microsocks(test):
    folder = tempfile.mkdtemp(prefix="microsocks-")
    test.addCleanup(shutil.rmtree, folder, True)
    port = free_port()
    return PeerProcess(test, "microsocks", ["-i", "127.0.0.1", "-p", str(port)], port, folder)

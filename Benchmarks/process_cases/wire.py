"""Bytes on the wire of loopback TCP connections: every frame the loopback interface carries to or
from a server's port, counted whole (the 14-byte link header, IP, TCP with its options, the
payload), as a packet capture counts them, with the handshakes, ACKs and closes a connection costs.

A packet socket (AF_PACKET) on `lo` sees each frame twice, as it leaves and as it arrives; only the
arriving copy is counted, as libpcap does. A classic BPF filter attached to it (`bpf_program`, what
`tcpdump -dd 'ip and tcp and port A or port B'` would give) lets through only the TCP frames of the
servers' ports: the rest of the machine's loopback traffic (other benches' pages and images) would
otherwise fill the socket's buffer faster than this process reads it, and frames would be lost. It needs CAP_NET_RAW (root): without it `Capture`
raises PermissionError and the case says the row cannot be measured. Counts are kept per
(server port, client port), so connections a case makes itself (the control routes it polls) can
be left out after the fact, whatever port they came from.
"""

import ctypes
import socket
import struct
import threading

ETH_P_ALL = 0x0003
PACKET_OUTGOING = 4
SOL_PACKET = 263
PACKET_STATISTICS = 6
IPV4 = b"\x08\x00"
TCP = 6
SYN, ACK = 0x02, 0x10
SO_ATTACH_FILTER = 26
# Classic BPF opcodes (linux/filter.h)
LD_H_ABS, LD_B_ABS, LD_H_IND, LDX_B_MSH = 0x28, 0x30, 0x48, 0xB1
JEQ_K, JSET_K, RET_K = 0x15, 0x45, 0x06
ACCEPT_BYTES = 1 << 18


def bpf_program(ports):
    """(code, jump if true, jump if false, k) instructions that accept an unfragmented IPv4 TCP
    frame whose source or destination port is one of `ports`, and drop every other frame."""
    ports = list(ports)
    count = 7 + 2 * (1 + len(ports)) + 2  # the header checks, two port loads and tests, two returns
    drop, accept = count - 2, count - 1
    program = [(LD_H_ABS, 0, 0, 12), (JEQ_K, 0, drop - 2, 0x0800), (LD_B_ABS, 0, 0, 23), (JEQ_K, 0, drop - 4, TCP),
               (LD_H_ABS, 0, 0, 20), (JSET_K, drop - 6, 0, 0x1FFF), (LDX_B_MSH, 0, 0, 14)]
    for offset in (14, 16):  # the TCP source port, then the destination port
        program.append((LD_H_IND, 0, 0, offset))
        for port in ports:
            index = len(program)
            program.append((JEQ_K, accept - index - 1, 0, port))
    program += [(RET_K, 0, 0, 0), (RET_K, 0, 0, ACCEPT_BYTES)]
    return program


def attach_filter(sock, program):
    """Attaches a classic BPF program to a socket (SO_ATTACH_FILTER, a sock_fprog pointing at the
    instructions, which must live as long as the call)."""
    instructions = b"".join(struct.pack("HBBI", *instruction) for instruction in program)
    buffer = ctypes.create_string_buffer(instructions, len(instructions))
    sock.setsockopt(socket.SOL_SOCKET, SO_ATTACH_FILTER, struct.pack("HP", len(program), ctypes.addressof(buffer)))


def tcp_frame(frame):
    """(source port, destination port, whether it opens a connection: a SYN without ACK) of an
    IPv4 TCP frame with an Ethernet-sized link header (what `lo` gives a packet socket), or None."""
    if len(frame) < 34 or frame[12:14] != IPV4 or frame[23] != TCP:
        return None
    tcp = 14 + (frame[14] & 0x0F) * 4
    if len(frame) < tcp + 14:
        return None
    source, destination = struct.unpack_from("!HH", frame, tcp)
    flags = frame[tcp + 13]
    return source, destination, flags & (SYN | ACK) == SYN


class Tally:
    """Frames, bytes and connections opened, per (server port, client port)."""

    def __init__(self, server_ports):
        self.server_ports = set(server_ports)
        self.counts = {}  # (server port, client port) -> [frames, bytes, connections]
        self.lock = threading.Lock()

    def receive(self, frame, address):
        """A frame as a packet socket gives it, with its address (interface, protocol, packet
        type, …): only its arriving copy counts, not the one seen leaving."""
        if address[2] != PACKET_OUTGOING:
            self.add(frame)

    def add(self, frame):
        parsed = tcp_frame(frame)
        if parsed is None:
            return
        source, destination, opening = parsed
        if destination in self.server_ports:
            key = (destination, source)
        elif source in self.server_ports:
            key = (source, destination)
        else:
            return
        with self.lock:
            count = self.counts.setdefault(key, [0, 0, 0])
            count[0] += 1
            count[1] += len(frame)
            count[2] += opening

    def totals(self, server_port, leaving_out=()):
        """(frames, bytes, connections) so far to and from `server_port`, but the connections from
        the client ports in `leaving_out`."""
        with self.lock:
            rows = [count for (server, client), count in self.counts.items()
                    if server == server_port and client not in leaving_out]
        return tuple(sum(row[index] for row in rows) for index in range(3))


class Capture(Tally):
    """A Tally fed by a packet socket on `lo`, in a thread of its own, while the `with` block runs."""

    def __init__(self, server_ports, interface="lo"):
        super().__init__(server_ports)
        self.socket = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.ntohs(ETH_P_ALL))
        try:
            self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 8 << 20)
            attach_filter(self.socket, bpf_program(self.server_ports))
            self.socket.bind((interface, 0))
            self.socket.settimeout(0.2)
        except OSError:
            self.socket.close()
            raise
        self.drops = 0
        self.dropped()  # from here on: what came before the filter does not count
        self.drops = 0
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._read, daemon=True)

    def _read(self):
        while not self.stopping.is_set():
            try:
                frame, address = self.socket.recvfrom(1 << 17)
            except socket.timeout:
                continue
            except OSError:
                return
            self.receive(frame, address)

    def dropped(self):
        """Frames the kernel dropped for want of room in the socket's buffer (any port's), so far
        (the kernel's count starts again at each reading)."""
        try:
            _, drops = struct.unpack("II", self.socket.getsockopt(SOL_PACKET, PACKET_STATISTICS, 8))
        except OSError:
            drops = 0
        self.drops += drops
        return self.drops

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *_):
        self.stopping.set()
        self.thread.join(2)
        self.socket.close()

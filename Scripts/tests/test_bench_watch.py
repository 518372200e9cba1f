"""Tests of the watch case of Scripts/bench (Benchmarks/process_cases/watch.py and wire.py): how a
loopback frame is read and counted, how the per-poll CPU, the memory growth and the prompt are
taken from what a run recorded, and the rows and options that come with it. No app, server or
packet socket is run here.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import contextlib
import io
import os
import struct
import sys
import tempfile
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPOSITORY, "Benchmarks"))

from process_cases import __main__ as bench_main  # noqa: E402
from process_cases import table, watch, wire  # noqa: E402

SERVER, APP, CONTROL, ELSEWHERE = 8000, 51000, 52000, 9000


def frame(source, destination, flags=0x18, payload=b"", protocol=6):
    """An IPv4 TCP frame as lo gives a packet socket: a zeroed 14-byte link header, IP, TCP."""
    link = bytes(12) + b"\x08\x00"
    ip = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + 32 + len(payload), 0, 0, 64, protocol, 0,
                     bytes([127, 0, 0, 1]), bytes([127, 0, 0, 1]))
    tcp = struct.pack("!HHIIBBHHH", source, destination, 0, 0, 8 << 4, flags, 65535, 0, 0) + bytes(12)
    return link + ip + tcp + payload


class TcpFrameTests(unittest.TestCase):
    def test_portsAndAnOpeningSyn_areReadFromAnIPv4TcpFrame(self):
        self.assertEqual(wire.tcp_frame(frame(APP, SERVER, flags=0x02)), (APP, SERVER, True))
        self.assertEqual(wire.tcp_frame(frame(SERVER, APP, flags=0x12)), (SERVER, APP, False))
        self.assertEqual(wire.tcp_frame(frame(APP, SERVER, payload=b"GET / HTTP/1.1\r\n\r\n")), (APP, SERVER, False))

    def test_otherFrames_areNotTcp(self):
        self.assertIsNone(wire.tcp_frame(frame(APP, SERVER, protocol=17)))
        self.assertIsNone(wire.tcp_frame(bytes(12) + b"\x86\xdd" + bytes(60)))
        self.assertIsNone(wire.tcp_frame(frame(APP, SERVER)[:30]))


def run_bpf(program, packet):
    """What the kernel would do with `packet`: the bytes kept (0: dropped), for the opcodes
    bpf_program uses."""
    accumulator = index_register = position = 0
    while True:
        code, if_true, if_false, k = program[position]
        position += 1
        if code == wire.LD_H_ABS:
            accumulator = struct.unpack_from("!H", packet, k)[0]
        elif code == wire.LD_B_ABS:
            accumulator = packet[k]
        elif code == wire.LD_H_IND:
            accumulator = struct.unpack_from("!H", packet, index_register + k)[0]
        elif code == wire.LDX_B_MSH:
            index_register = (packet[k] & 0x0F) * 4
        elif code in (wire.JEQ_K, wire.JSET_K):
            hit = accumulator == k if code == wire.JEQ_K else bool(accumulator & k)
            position += if_true if hit else if_false
        elif code == wire.RET_K:
            return k
        else:
            raise AssertionError(f"opcode {code:#x}")


class FilterTests(unittest.TestCase):
    def test_theFilter_letsThroughOnlyTcpFramesOfTheServersPorts(self):
        program = wire.bpf_program([SERVER, ELSEWHERE])

        for each in (frame(APP, SERVER, flags=0x02), frame(SERVER, APP), frame(ELSEWHERE, CONTROL)):
            self.assertGreater(run_bpf(program, each), 0)
        for each in (frame(APP, CONTROL), frame(APP, SERVER, protocol=17), bytes(12) + b"\x86\xdd" + bytes(60)):
            self.assertEqual(run_bpf(program, each), 0)

    def test_aFragment_isDropped(self):
        fragment = bytearray(frame(APP, SERVER))
        fragment[20:22] = struct.pack("!H", 0x0010)
        self.assertEqual(run_bpf(wire.bpf_program([SERVER]), bytes(fragment)), 0)


class TallyTests(unittest.TestCase):
    def test_framesToAndFromTheServer_countWhole_butTheConnectionsLeftOut(self):
        tally = wire.Tally([SERVER])
        request, answer = frame(APP, SERVER, payload=b"x" * 150), frame(SERVER, APP, payload=b"y" * 145)
        for each in (frame(APP, SERVER, flags=0x02), frame(SERVER, APP, flags=0x12), request, answer,
                     frame(CONTROL, SERVER, flags=0x02), frame(CONTROL, SERVER, payload=b"z" * 40),
                     frame(APP, ELSEWHERE, payload=b"w" * 99)):
            tally.add(each)

        frames, size, connections = tally.totals(SERVER, leaving_out={CONTROL})

        self.assertEqual((frames, connections), (4, 1))
        self.assertEqual(size, 2 * len(frame(APP, SERVER)) + len(request) + len(answer))
        self.assertEqual(tally.totals(SERVER)[0], 6)

    def test_onlyTheArrivingCopyOfAFrame_counts(self):
        tally = wire.Tally([SERVER])
        tally.receive(frame(APP, SERVER), ("lo", 0x0800, wire.PACKET_OUTGOING, 772, b""))
        tally.receive(frame(APP, SERVER), ("lo", 0x0800, 0, 772, b""))
        self.assertEqual(tally.totals(SERVER)[0], 1)


def marks(cpu_steps, rss=None):
    """Marks whose CPU grows by each of `cpu_steps` from 1.0 s."""
    cpu, result = 1.0, []
    for index, step in enumerate([0.0] + list(cpu_steps)):
        cpu += step
        result.append(watch.Mark(cpu, (rss or {}).get(index, 0), (0, 0, 0), (0, 0, 0)))
    return result


class CpuFigureTests(unittest.TestCase):
    def test_oursPerPoll_isTheProcesssCpuOverThePollsOverTheirCount_againstCurlsMean(self):
        ours, reference, spread = watch.cpu_figures(marks([0.001] * 10), [0.008] * 5 + [0.010] * 5, 10)

        self.assertAlmostEqual(ours, 0.001)
        self.assertAlmostEqual(reference, 0.009)
        self.assertEqual(spread, {"ratio_min": "0.100", "ratio_max": "0.125"})

    def test_blocks_areAtMostTenRunsOfPollsTakenInTurn(self):
        self.assertEqual(len(watch.blocks(list(range(100)), 100)), 10)
        self.assertEqual(watch.blocks(list(range(100)), 100)[1], list(range(10, 20)))
        self.assertEqual(watch.blocks([1, 2, 3], 3), [[1], [2], [3]])


class MemoryGrowthTests(unittest.TestCase):
    def test_growthWithinTheWarmUpAndASpike_areNotGrowth(self):
        rss = [20_000_000 + min(index, 60) * 50_000 for index in range(1001)]
        rss[500] += 5_000_000

        warm, last, growth = watch.memory_growth(rss, 1000)

        self.assertEqual((warm, last, growth), (23_000_000, 23_000_000, 0))

    def test_steadyGrowth_isTheLowestOfTheLastTenLessTheLowestAfterTheWarmUp(self):
        rss = [20_000_000 + index * 2_000 for index in range(1001)]

        warm, last, growth = watch.memory_growth(rss, 1000)

        self.assertEqual(warm, 20_000_000 + 60 * 2_000)
        self.assertEqual(last, 20_000_000 + 991 * 2_000)
        self.assertEqual(growth, 931 * 2_000)

    def test_aShortRun_scalesTheWarmUpAndTheWindowsDown(self):
        rss = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
        self.assertEqual(watch.memory_growth(rss, 10), (12, 20, 8))


class PromptTests(unittest.TestCase):
    def test_thePromptMustComeAfterTheText(self):
        output = b"\x1b[36mfeed> \x1b[0m\x1b[KNo new items \xc2\xb7 10:42\r\n\x1b[36mfeed> \x1b[0m"
        self.assertTrue(watch.prompt_after(output, b"No new items", 0))
        self.assertFalse(watch.prompt_after(output[:-12], b"No new items", 0))
        self.assertFalse(watch.prompt_after(output, b"No new items", len(output) - 5))


class WatchRowsTests(unittest.TestCase):
    def rows(self, line):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as file:
            file.write(line + "\n")
        self.addCleanup(os.remove, file.name)
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            table.table(file.name)
        rows = output.getvalue().splitlines()[2:]
        return [[cell.strip() for cell in row.split("  ") if cell.strip()] for row in rows]

    def test_theBytesRow_namesCurlAndItsUnit(self):
        self.assertEqual(self.rows(
            "case=watch_poll_bytes ours_bytes=513 reference_bytes=967 peer=curl ratio=0.531 target=0.50 met=no"
            " polls=100"
        ), [["watch_poll_bytes", "513 bytes", "curl 967 bytes", "0.531", "≤ 0.50", "no"]])

    def test_theMemoryRow_showsTheGrowthAndTheRssItWentFromAndTo(self):
        self.assertEqual(self.rows(
            "case=watch_memory rss_warm_mb=27.26 rss_last_mb=27.40 growth_mb=0.14 rss_max_mb=27.50 limit_mb=1"
            " ratio=0.140 target=1.00 met=yes polls=1000"
        ), [["watch_memory", "+0.14 MB (27.26 → 27.40 MB, 1000 polls)", "limit 1 MB", "0.140", "≤ 1.00", "yes"]])

    def test_reportedFields_makeTheirRows(self):
        lines = io.StringIO()
        with contextlib.redirect_stdout(lines):
            watch.report_memory(marks([0.0] * 10, rss={index: 27_000_000 for index in range(11)}), 10)
        fields = lines.getvalue().splitlines()[-1]
        self.assertEqual(self.rows(fields)[0][-1], "yes")


class OptionsTests(unittest.TestCase):
    ARGUMENTS = ["run", "--feed-tty", "app", "--server", "server", "--feed-thumbnail", "thumbnail"]

    def test_quick_pollsTen_andTheFullRunAHundredAndAThousandForMemory(self):
        quick = bench_main.parse(self.ARGUMENTS + ["--quick"])
        full = bench_main.parse(self.ARGUMENTS)

        self.assertEqual((quick.watch_polls, quick.watch_memory_polls), (10, 10))
        self.assertEqual((full.watch_polls, full.watch_memory_polls), (100, 1000))
        self.assertIn("watch", [name for name, _ in bench_main.CASES])


if __name__ == "__main__":
    unittest.main()

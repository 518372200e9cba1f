"""The photo the picture cases draw (FeedDemo's 640x480 baseline JPEG) and how they time a
picture: ours many in one process, as the app decodes; the reference a process per picture, as
it is used. Shared by thumbnails and sixel."""

import os
import statistics

from .children import median_ms, run_child
from .errors import CaseError

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PHOTO = os.path.join(REPOSITORY, "Packages", "FeedDemo", "Sources", "FeedDemo", "Fixtures", "images",
                     "photo-640x480.jpg")


class PerImage:
    """What per_image measured, and the ratio ours / reference against a case's target."""

    def __init__(self, ours_ms, reference_ms, one_ms, true_ms, runs, count, target):
        self.ours_ms, self.reference_ms, self.one_ms, self.true_ms = ours_ms, reference_ms, one_ms, true_ms
        self.runs, self.count, self.target = runs, count, target
        self.ratio = ours_ms / reference_ms
        self.met = "yes" if self.ratio <= target else "no"

    def fields(self):
        """The case line's fields every per-image case has, in their order."""
        return dict(ours_ms=f"{self.ours_ms:.3f}", reference_ms=f"{self.reference_ms:.3f}", ratio=f"{self.ratio:.3f}",
                    target=f"{self.target:.2f}", met=self.met, runs=self.runs, images_per_run=self.count,
                    one_process_ms=f"{self.one_ms:.2f}")


def per_image(options, ours, reference, target):
    """Milliseconds an image, ours and the reference's, in alternated runs: `ours(N)` draws N images
    in one process, timed as the time of N less the time of one, over N - 1, so its start-up does
    not count; the reference is a process an image, less the time of starting /bin/true (the process
    creation both sides share). About 50 ms of ours a timed run, whatever the image costs. Returns a
    PerImage, judged against `target` (a ratio ours / reference)."""
    return per_image_against(options, ours, reference, None, target)[0]


class InProcess:
    """Ours and an in-process reference, both N images less one over N - 1 in the same runs: CPU
    time (user + system) an image of each, which waiting for a processor on a busy machine does not
    lengthen, and the reference's wall-clock time, with its images a run."""

    def __init__(self, ours_cpu_ms, reference_cpu_ms, reference_ms, reference_count):
        self.ours_cpu_ms, self.reference_cpu_ms = ours_cpu_ms, reference_cpu_ms
        self.reference_ms, self.reference_count = reference_ms, reference_count


def in_process_ms(runs_of_many, runs_of_one, count, measure=median_ms):
    """Milliseconds an image of a side that did `count` images a run in one process: the median of
    those runs less the median of its runs of one image, over count - 1 (its start-up left out);
    wall-clock, or by `measure` (`median_cpu_ms`)."""
    return (measure(runs_of_many) - measure(runs_of_one)) / (count - 1)


def median_cpu_ms(runs):
    """The median CPU time (user + system) of the runs, in milliseconds."""
    return statistics.median(run.cpu_seconds for run in runs) * 1000


def images_a_run(draw, most):
    """How many images `draw(N)` (N images in one process) takes in about 50 ms, 5 to `most`: from
    the median of three estimates (11 images less one), as one alone is off by several times when
    another process takes the processor in the middle of it."""
    estimates = [(draw(11).seconds - draw(1).seconds) * 100 for _ in range(3)]
    return max(5, min(most, round(50 / max(statistics.median(estimates), 0.01))))


def per_image_against(options, ours, reference, in_process_reference, target):
    """`per_image`, and, when `in_process_reference` is given (a callable like `ours`: N images in
    one process), that reference timed as ours is, in the same alternated runs: N less one, over
    N - 1, so that no process start is in either side. Returns (PerImage against the process
    reference, and None or an InProcess)."""
    count = images_a_run(ours, 500)
    sides = [("ours", ours, count), ("one", ours, 1)]
    if in_process_reference is not None:
        reference_count = images_a_run(in_process_reference, 2000)
        sides += [("loop", in_process_reference, reference_count), ("loop one", in_process_reference, 1)]
    sides += [("reference", reference, None), ("true", ["true"], None)]
    runs = options.runs * 4
    samples = {name: [] for name, _, _ in sides}
    for _ in range(runs):
        for side, arguments, images in sides:
            run = arguments(images) if images is not None else run_child(arguments, timeout=60)
            if run.status != 0 or run.timed_out:
                raise CaseError(f"{side} run exited {run.status}{' (timed out)' if run.timed_out else ''}")
            samples[side].append(run)
    one_ms = median_ms(samples["one"])
    true_ms = median_ms(samples["true"])
    ours_ms = in_process_ms(samples["ours"], samples["one"], count)
    timing = PerImage(ours_ms, median_ms(samples["reference"]) - true_ms, one_ms, true_ms, runs, count, target)
    if in_process_reference is None:
        return timing, None
    return timing, InProcess(
        ours_cpu_ms=in_process_ms(samples["ours"], samples["one"], count, median_cpu_ms),
        reference_cpu_ms=in_process_ms(samples["loop"], samples["loop one"], reference_count, median_cpu_ms),
        reference_ms=in_process_ms(samples["loop"], samples["loop one"], reference_count),
        reference_count=reference_count)

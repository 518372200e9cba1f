"""The cases in the order they run, and running the chosen ones."""

import subprocess

from .big_page import big_page
from .comments import comments_10k
from .end_to_end import end_to_end
from .errors import CaseError
from .fidelity import fidelity
from .first_page_far import first_page_far
from .first_page_pictures import first_page_pictures
from .first_page_sixel import first_page_sixel
from .hostile import hostile
from .outcomes import INVALID
from .https import https
from .paging import paging_100
from .signals import signal_exit
from .sixel import sixel
from .terminal_queries import terminal_queries
from .thumbnails import thumbnails
from .webp_avif import webp_avif



def watch(options):
    """The watch case, imported as it runs, the last: its modules (http.client, ctypes, the pty
    helpers) raise the bench's own peak by about 6 MB, and every child's peak figure includes the
    bench's (see children), so imported at start they hid feed-tty's under it in paging_100 and
    hostile."""
    from .watch import watch as run_watch

    return run_watch(options)


CASES = (("end_to_end", end_to_end), ("https", https), ("comments_10k", comments_10k), ("paging_100", paging_100),
         ("big_page", big_page), ("first_page_pictures", first_page_pictures), ("first_page_far", first_page_far),
         ("first_page_sixel", first_page_sixel),
         ("thumbnails", thumbnails), ("webp_avif", webp_avif),
         ("sixel", sixel), ("hostile", hostile), ("terminal_queries", terminal_queries),
         ("signals", signal_exit),
         ("fidelity", fidelity), ("watch", watch))


def run(options):
    """Runs every case, or those in options.case; 1 when one could not run, or its runs did not do
    the job it compares (a case returns INVALID then; its rows say why)."""
    failed = False
    for name, case in CASES:
        if options.case and name not in options.case:
            continue
        try:
            if case(options) == INVALID:
                failed = True
        except (CaseError, OSError, subprocess.SubprocessError) as error:
            failed = True
            print(f"{name}: cannot run: {error}")
            print(f'case={name} error="{error}"', flush=True)
    return 1 if failed else 0

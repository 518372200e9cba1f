"""The process-level cases of Scripts/bench (Python 3 standard library only), a module a case:

    end_to_end, https      the first page and its 10 images, against curl + jq (over TLS for https)
    comments, paging       comments_10k and paging_100: scripted sessions, against curl + jq, and
                           their memory as growth over the app's own floor
    big_page               a page of 100,000 items: time, CPU, first item, peak RSS against jq's
    first_page_pictures    a first page with its pictures at a pseudo-terminal, against chafa
    first_page_far         the same from a far server (images after 0.5-3 s), every picture in place
    thumbnails, sixel      decoding and drawing a thumbnail, against djpeg, pngtopnm, img2sixel

and the helpers they share: children (timed runs and their rusage), feed_server, request_log,
tools (the references' tools, installed when missing), memory (the memory rows), report and
table (the lines each case prints and the closing table).

Run as `python3 -m process_cases` with Benchmarks on PYTHONPATH (Scripts/bench does); `--help`
says how. Each case's own docstring says what it compares.
"""

#!/usr/bin/env python3
"""Server memory per session of a generated form of N controls.

Writes the document and record of `Load/bigform.py`, serves them with
`BINARY serve DOC --record REC --sessions :memory:`, opens SESSIONS sessions one after the other
(GET / for the cookie, then GET /state, which builds the session's form) and reads the server's
VmRSS after each; standard error also gives each first /state's time. The first session is
left out of the figure: it reuses memory the server's start freed. Prints one line:

    N=10000 BINARY: 7.2 MB per session (RSS over sessions 2-10: 117.8 -> 175.3 MB)

Usage: python3 Load/sessionmemory.py BINARY [N] [SESSIONS]     (defaults: 10000, 10)
"""
import http.cookiejar
import os
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bigform import rss_kb, run_script, serving  # noqa: E402


def open_session(url):
    """One browser's first visit: the page, then its first state, which builds the session's
    form; returns the seconds the first state took."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    opener.open(url + "/", timeout=600).read()
    start = time.perf_counter()
    opener.open(url + "/state", timeout=600).read()
    return time.perf_counter() - start


def measure(binary, n, sessions, scratch):
    if sessions < 3:
        raise SystemExit("SESSIONS: at least 3 (the first is left out)")
    with serving(binary, n, scratch) as (url, server):
        samples = []
        for index in range(sessions):
            seconds = open_session(url)
            samples.append(rss_kb(server.pid) / 1024)
            print(f"  session {index + 1}: RSS {samples[-1]:.1f} MB, first /state {seconds * 1000:.0f} ms",
                  file=sys.stderr, flush=True)
        counted = samples[1:]
        per_session = (counted[-1] - counted[0]) / (len(counted) - 1)
        print(f"N={n} {binary}: {per_session:.1f} MB per session "
              f"(RSS over sessions 2-{sessions}: {counted[0]:.1f} -> {counted[-1]:.1f} MB)", flush=True)


if __name__ == "__main__":
    run_script(measure, __doc__, [10000, 10])

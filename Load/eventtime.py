#!/usr/bin/env python3
"""Time of one live edit of a generated form of N controls, measured at the server's door.

Serves the form of `Load/bigform.py` with BINARY, opens one session, and posts EVENTS `/event`
requests typing into the middle text field (each changes the field and the labels that read
it), one after the other on one connection; prints the median and the quartiles:

    N=1000 BINARY: event 2.10 ms median (quartiles 1.95-2.40 ms, 400 events)

Usage: python3 Load/eventtime.py BINARY [N] [EVENTS]     (defaults: 1000, 400)
"""
import http.client
import json
import os
import statistics
import sys
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bigform import run_script, serving  # noqa: E402


def measure(binary, n, events, scratch):
    with serving(binary, n, scratch) as (url, _):
        address = urllib.parse.urlsplit(url)
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=600)
        connection.request("GET", "/")
        answer = connection.getresponse()
        answer.read()
        cookie = answer.getheader("Set-Cookie", "").split(";")[0]
        connection.request("GET", "/state", headers={"Cookie": cookie})
        connection.getresponse().read()
        field = n // 4
        times = []
        for sequence in range(1, events + 1):
            body = json.dumps({"id": f"f{field}", "action": "input", "value": f"v{sequence}", "sequence": sequence})
            start = time.perf_counter()
            connection.request("POST", "/event", body=body, headers={"Cookie": cookie, "Content-Type": "application/json"})
            answer = connection.getresponse()
            answer.read()
            times.append((time.perf_counter() - start) * 1000)
            if answer.status != 200:
                raise SystemExit(f"/event answered {answer.status}")
        quartiles = statistics.quantiles(times, n=4)
        print(f"N={n} {binary}: event {statistics.median(times):.2f} ms median "
              f"(quartiles {quartiles[0]:.2f}-{quartiles[2]:.2f} ms, {events} events)", flush=True)


if __name__ == "__main__":
    run_script(measure, __doc__, [1000, 400])

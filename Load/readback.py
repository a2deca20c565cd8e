#!/usr/bin/env python3
"""Reads back every acknowledged edit of a Load/run cluster run.

    Load/readback.py ACKED_FILE URL...

With KEPT_FILE set (Load/cluster-events.lua writes it where nodes answer once applied), each
session's events not yet known stored are first sent as a page does when idle: POST /checks
with X-ActionData-After, and POST /replay onto the version a 409 names.
ACKED_FILE holds one line per session: its Cookie header value and the highest sequence a
node answered 200 with (Load/cluster-events.lua writes it). Each session's record is read
from every URL in turn; an edit is lost when a node shows the session's name as "Name <n>"
with n below that sequence, or cannot show the session at all. Prints the counts; exits 1
when anything was lost.
"""
import json
import os
import re
import sys
import urllib.error
import urllib.request

NAME = re.compile(r"^Name (\d+)$")


def shown_sequence(url, cookie):
    """The sequence of the name the node at `url` shows for the session, or None."""
    request = urllib.request.Request(url + "/record", headers={"Cookie": cookie})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            record = json.load(answer)
    except (urllib.error.URLError, ValueError, OSError):
        return None
    match = NAME.match(str(record.get("name", "")))
    return int(match.group(1)) if match else None


def post(url, path, cookie, after, body):
    """POSTs `body` with the session's cookie and version; the status and the headers."""
    headers = {"Cookie": cookie, "Content-Type": "application/json", "X-ActionData-After": after}
    request = urllib.request.Request(url + path, data=body.encode(), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.headers
    except urllib.error.HTTPError as error:
        return error.code, error.headers
    except (urllib.error.URLError, OSError):
        return None, {}


def confirm_kept(path, url):
    """Sends each session's kept events as a page does when idle; the number replayed."""
    replayed = 0
    with open(path) as lines:
        for line in lines:
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 3:
                continue
            cookie, after, bodies = fields[0], fields[1], fields[2:]
            for _ in range(3):
                status, headers = post(url, "/checks", cookie, after, "{}")
                replay = headers.get("X-ActionData-Replay") if status == 409 else None
                if replay is None:
                    break
                status, headers = post(url, "/replay", cookie, replay, '{"events":[' + ",".join(bodies) + "]}")
                if status == 200:
                    replayed += 1
                    break
                after = headers.get("X-ActionData-Replay") or after
    return replayed


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    acked = {}
    with open(sys.argv[1]) as lines:
        for line in lines:
            cookie, _, sequence = line.strip().rpartition(" ")
            if cookie and sequence.isdigit():
                acked[cookie] = max(acked.get(cookie, -1), int(sequence))
    kept = os.environ.get("KEPT_FILE")
    if kept and os.path.exists(kept):
        print(f"sent again as a page does: {confirm_kept(kept, sys.argv[2])} sessions' kept events")
    lost = 0
    for url in sys.argv[2:]:
        for cookie, sequence in acked.items():
            shown = shown_sequence(url, cookie)
            if shown is None or shown < sequence:
                lost += 1
                print(f"lost on {url}: {cookie} acknowledged Name {sequence}, shows {shown}")
    print(f"read back {len(acked)} sessions on {len(sys.argv) - 2} nodes: {lost} acknowledged edits lost")
    sys.exit(1 if lost else 0)


if __name__ == "__main__":
    main()

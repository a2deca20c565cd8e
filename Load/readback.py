#!/usr/bin/env python3
"""Reads back every acknowledged edit of a Load/run cluster run.

    Load/readback.py ACKED_FILE URL...

ACKED_FILE holds one line per session: its Cookie header value and the highest sequence a
node answered 200 with (Load/cluster-events.lua writes it). Each session's record is read
from every URL in turn; an edit is lost when a node shows the session's name as "Name <n>"
with n below that sequence, or cannot show the session at all. Prints the counts; exits 1
when anything was lost.
"""
import json
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


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    acked = {}
    with open(sys.argv[1]) as lines:
        for line in lines:
            cookie, _, sequence = line.strip().rpartition(" ")
            if cookie and sequence.isdigit():
                acked[cookie] = max(acked.get(cookie, -1), int(sequence))
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

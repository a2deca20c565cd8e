#!/usr/bin/env python3
"""CPU time a deployment's processes spend while a load phase runs (Load/cluster).

    Load/cpu.py DEPLOY_DIR OUTPUT

Samples every half second, until SIGTERM, the user and system time (/proc/PID/stat) of:
  node      every node process ($DEPLOY_DIR/node*.pid, read again each time, so a node
            restarted mid-phase is counted too),
  postgres  the postmaster ($DEPLOY_DIR/pg/postmaster.pid) and every process it started,
  proxy     HAProxy ($DEPLOY_DIR/haproxy.pid).
A process there at the first sample counts from that sample; one that appears later counts
from its start; one that ends counts up to its last sample. On SIGTERM it samples once more
and writes one line to OUTPUT: the microseconds of CPU of each group, `node N postgres P proxy H`.
"""
import os
import signal
import sys
import time
from pathlib import Path

TICK_US = 1_000_000 / os.sysconf("SC_CLK_TCK")


def stat(pid):
    """(ticks of user and system time, start time, parent pid) of pid, or None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()
    # After the command: state is field 3 of the file, utime 14, stime 15, starttime 22.
    return int(fields[11]) + int(fields[12]), fields[19], int(fields[1])


def read_pids(path):
    try:
        return [int(word) for word in Path(path).read_text().split() if word.isdigit()][:64]
    except OSError:
        return []


def groups(deploy):
    nodes = [pid for pidfile in sorted(Path(deploy).glob("node*.pid")) for pid in read_pids(pidfile)[:1]]
    proxy = read_pids(Path(deploy) / "haproxy.pid")
    postmaster = read_pids(Path(deploy) / "pg" / "postmaster.pid")[:1]
    postgres = list(postmaster)
    if postmaster:
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                found = stat(entry.name)
                if found and found[2] == postmaster[0]:
                    postgres.append(int(entry.name))
    return {"node": nodes, "postgres": postgres, "proxy": proxy}


def main():
    deploy, output = sys.argv[1], sys.argv[2]
    baseline, latest, first = {}, {}, True
    stopping = []
    signal.signal(signal.SIGTERM, lambda *_: stopping.append(True))

    def sample():
        for group, pids in groups(deploy).items():
            for pid in pids:
                found = stat(pid)
                if not found:
                    continue
                ticks, start, _ = found
                key = (group, pid, start)
                baseline.setdefault(key, ticks if first else 0)
                latest[key] = ticks

    while True:
        sample()
        first = False
        if stopping:
            break
        time.sleep(0.5)
    totals = {"node": 0.0, "postgres": 0.0, "proxy": 0.0}
    for key, ticks in latest.items():
        totals[key[0]] += (ticks - baseline[key]) * TICK_US
    Path(output).write_text(f"node {totals['node']:.0f} postgres {totals['postgres']:.0f} proxy {totals['proxy']:.0f}\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""What a synced save costs in SQLite alone, under each layout of the change log and field states.

The save figure of issue 45 (`SyncDriver saves`) measures the whole Swift path. This script
measures only SQLite's share, with Python's sqlite3 module (whose own overhead a save is small),
so a layout can be judged before it is built: each layout is the statements one synced save
would run, against a plain table of the same shape saved the same way.

    python3 Load/synclayouts.py            # every layout, synchronous FULL (the provider's) and OFF

Layouts:
  field-rows      today's: a log row a field (indexed by stamp and by replica), a state row a field
  field-rows-key  the same rows and indexes, the log's key without AUTOINCREMENT
  field-rows-lean the same rows, the log's key without AUTOINCREMENT, one index (by replica and stamp)
  save-row        a log row a save (the changed fields together), indexed by replica only
  save-record     a log row a save with no secondary index, one state row a record
  hidden-states   a log row a save, the record's states in a column of its own row
  stamps-in-row   the states in the row, a log row a field indexed by stamp and by replica
  stamps-in-row-save  the same, a log row a save, indexed by stamp and by replica
  received-index  today's on SQLite: the states in the row, a log row a field keyed by rowid, own
                  changes with the empty replica, one index by stamp of received changes only
  no-log-index    the same with no index at all: what the received-only index costs a local save
"""
import json
import os
import sqlite3
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass

FIELDS = ["site", "value", "count", "note", "checked"]
SAVES = 2000
ROUNDS = 3
REPLICA = str(uuid.uuid4())


@dataclass(frozen=True)
class Layout:
    """Where a synced save's bookkeeping goes."""

    log_rows: str  # "field": a log row a changed field; "save": one a save, the fields together
    log_key: str  # the log key's column definition
    log_indexes: tuple  # the log's secondary indexes, as column lists
    states: str  # "field": a state row a field; "record": one a record; "hidden": a column of the row
    received_only: bool = False  # own changes logged with the empty replica, the indexes left without them


AUTOINCREMENT = "INTEGER PRIMARY KEY AUTOINCREMENT"
ROWID = "INTEGER PRIMARY KEY"
LAYOUTS = {
    "field-rows": Layout("field", AUTOINCREMENT, ("stamp", "replica, id"), "field"),
    "field-rows-key": Layout("field", ROWID, ("stamp", "replica, id"), "field"),
    "field-rows-lean": Layout("field", ROWID, ("replica, stamp",), "field"),
    "save-row": Layout("save", AUTOINCREMENT, ("replica, id",), "field"),
    "save-record": Layout("save", AUTOINCREMENT, (), "record"),
    "hidden-states": Layout("save", AUTOINCREMENT, (), "hidden"),
    "stamps-in-row": Layout("field", AUTOINCREMENT, ("stamp", "replica, id"), "hidden"),
    "stamps-in-row-save": Layout("save", AUTOINCREMENT, ("stamp", "replica, id"), "hidden"),
    "received-index": Layout("field", ROWID, ("stamp",), "hidden", received_only=True),
    "no-log-index": Layout("field", ROWID, (), "hidden"),
}


def open_database(folder, name, layout, synchronous):
    path = os.path.join(folder, f"{name}-{synchronous}.sqlite")
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute(f"PRAGMA synchronous = {synchronous}")
    columns = "id TEXT PRIMARY KEY, site TEXT, value REAL, count INTEGER, note TEXT, checked INTEGER"
    db.execute(f"CREATE TABLE plain ({columns})")
    hidden = ", states TEXT" if layout.states == "hidden" else ""
    db.execute(f"CREATE TABLE synced ({columns}{hidden})")
    db.execute(
        f"CREATE TABLE log (id {layout.log_key}, tbl TEXT, record TEXT, field TEXT, value TEXT,"
        " stamp TEXT, previous TEXT, replica TEXT)"
    )
    only_received = " WHERE replica <> ''" if layout.received_only else ""
    for number, index in enumerate(layout.log_indexes):
        db.execute(f"CREATE INDEX log_{number} ON log ({index}){only_received}")
    if layout.states == "field":
        db.execute(
            "CREATE TABLE states (owner TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, stamp TEXT NOT NULL,"
            " PRIMARY KEY (owner, field)) WITHOUT ROWID"
        )
    if layout.states == "record":
        db.execute("CREATE TABLE states (owner TEXT PRIMARY KEY, states TEXT NOT NULL) WITHOUT ROWID")
    return db


def row(key, index):
    return (key, f"Site {index % 97}", time.time(), index % 50, f"Reading {index} {time.time()}", index % 3 == 0)


UPSERT = " ON CONFLICT (id) DO UPDATE SET site = excluded.site, value = excluded.value, note = excluded.note"


def save_plain(db, key, index, update):
    db.execute("BEGIN IMMEDIATE")
    if update:
        db.execute("SELECT * FROM plain WHERE id = ?", (key,)).fetchall()
    db.execute("INSERT INTO plain VALUES (?, ?, ?, ?, ?, ?)" + UPSERT, row(key, index))
    db.execute("COMMIT")


def save_synced(db, layout, key, index, update):
    stamp = f"{time.time_ns() // 1_000_000:015d}-{index:05d}-{REPLICA}"
    owner = "6:synced\x1f" + key
    changed = FIELDS[:2] if update else FIELDS
    value = '{"string":"x"}'
    db.execute("BEGIN IMMEDIATE")
    if update:
        db.execute("SELECT * FROM synced WHERE id = ?", (key,)).fetchall()
        if layout.states == "field":
            db.execute("SELECT field, stamp FROM states WHERE owner = ?", (owner,)).fetchall()
        elif layout.states == "record":
            db.execute("SELECT states FROM states WHERE owner = ?", (owner,)).fetchall()
    states = json.dumps({field: [value, stamp] for field in FIELDS})
    if layout.states == "hidden":
        db.execute("INSERT INTO synced VALUES (?, ?, ?, ?, ?, ?, ?)" + UPSERT + ", states = excluded.states", row(key, index) + (states,))
    else:
        db.execute("INSERT INTO synced VALUES (?, ?, ?, ?, ?, ?)" + UPSERT, row(key, index))
    if layout.states == "field":
        for field in changed:
            db.execute(
                "INSERT INTO states VALUES (?, ?, ?, ?) ON CONFLICT (owner, field) DO UPDATE"
                " SET value = excluded.value, stamp = excluded.stamp",
                (owner, field, value, stamp),
            )
    elif layout.states == "record":
        db.execute("INSERT INTO states VALUES (?, ?) ON CONFLICT (owner) DO UPDATE SET states = excluded.states", (owner, states))
    log = "INSERT INTO log (tbl, record, field, value, stamp, previous, replica) VALUES (?, ?, ?, ?, ?, ?, ?)"
    replica = "" if layout.received_only else REPLICA
    if layout.log_rows == "field":
        for field in changed:
            db.execute(log, ("synced", key, field, value, stamp, "", replica))
    else:
        db.execute(log, ("synced", key, json.dumps(changed), json.dumps([value] * len(changed)), stamp, "", replica))
    db.execute("COMMIT")


def measure(db, layout):
    """The best of ROUNDS rounds, in µs a save: plain and synced creates, then updates of 2 fields."""
    best = {}
    for _ in range(ROUNDS):
        keys = [str(uuid.uuid4()) for _ in range(SAVES)]
        for update in (False, True):
            for kind in ("plain", "synced"):
                start = time.perf_counter()
                for index, key in enumerate(keys):
                    if kind == "plain":
                        save_plain(db, key, index, update)
                    else:
                        save_synced(db, layout, key, index, update)
                each = (time.perf_counter() - start) / SAVES * 1e6
                name = (kind, "update" if update else "create")
                best[name] = min(best.get(name, each), each)
    return best


def main():
    names = sys.argv[1:] or list(LAYOUTS)
    with tempfile.TemporaryDirectory() as folder:
        for synchronous in ("FULL", "OFF"):
            for name in names:
                layout = LAYOUTS[name]
                db = open_database(folder, name, layout, synchronous)
                best = measure(db, layout)
                db.close()
                figures = []
                for kind in ("create", "update"):
                    synced, plain = best[("synced", kind)], best[("plain", kind)]
                    figures.append(f"{kind} {synced:.0f}/{plain:.0f} µs = {synced / plain:.2f}×")
                print(f"{name:15} synchronous {synchronous:4}  " + "   ".join(figures), flush=True)


if __name__ == "__main__":
    main()

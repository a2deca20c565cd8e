#!/usr/bin/env python3
"""A form of N controls in Chromium: page ready, page size, keystroke and server memory.

    Load/bigform.py BINARY [N ...]        # default N: 200 2000 10000
    Load/bigform.py --profile BINARY N    # also where the browser's time goes, from a trace
    Load/run bigform [N ...]              # builds the release actiondata first

For each N it writes an Interface Builder document with N/2 live text fields and N/2 labels
whose formulas each read two fields (label i shows field i and field i+1), and a record
filling every field; serves it with `BINARY serve DOC --record REC` (sessions in memory); and
measures in headless Chromium (Playwright), on a fresh browser context:

- ready: from the navigation's start to the end of the first frame in which every label shows
  its text (its style, layout and paint done, the labels rendered);
- page: the bytes of the page on the wire, headers included, compressed where the server
  compressed them: its HTML and its first /state, which grow with the form (the script, style
  sheet and WebAssembly module, the same for every form and cached, are listed apart);
- keystroke: from the keydown of a character typed into a field in the middle of the form to
  the moment the label that reads it holds the new text and the page is laid out again
  (median of 20, one every 50 ms; the paint that follows waits for the display's next frame);
- server RSS: the server's resident memory with that one session open.

It prints one line per N:

    N=10000: ready 3553 ms, page 275 KB, keystroke 13.5 ms (median of 20), server RSS 112 MB

and, on standard error, what each figure is made of (the RSS before the page was opened, each
keystroke's time, the size of each response). With --profile, it also prints the browser main
thread's busiest trace events during the page load and during the keystrokes (their durations
nest: a Layout inside a FunctionCall counts in both).
"""
import collections
import contextlib
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
KEYSTROKES = 20


def document(n):
    """The document's text: N/2 live text fields and N/2 labels, in one scene."""
    fields = n // 2
    labels = n - fields
    views = []
    y = 0
    for i in range(fields):
        views.append(
            f'<textField opaque="NO" borderStyle="roundedRect" userLabel="f{i}" id="f{i}" customClass="ADBoundTextField" '
            f'customModule="ActionData"><rect key="frame" x="16" y="{y}" width="343" height="30"/>'
            f'<userDefinedRuntimeAttributes>'
            f'<userDefinedRuntimeAttribute type="string" keyPath="dataPath" value="f{i}"/>'
            f'<userDefinedRuntimeAttribute type="boolean" keyPath="liveUpdate" value="YES"/>'
            f'</userDefinedRuntimeAttributes></textField>')
        y += 40
    for i in range(labels):
        formula = f"f{i % fields} + &apos;/&apos; + f{(i + 1) % fields}"
        views.append(
            f'<label opaque="NO" text="" userLabel="l{i}" id="l{i}" customClass="ADBoundLabel" customModule="ActionData">'
            f'<rect key="frame" x="16" y="{y}" width="343" height="21"/>'
            f'<userDefinedRuntimeAttributes>'
            f'<userDefinedRuntimeAttribute type="string" keyPath="dataPath" value="{formula}"/>'
            f'</userDefinedRuntimeAttributes></label>')
        y += 30
    subviews = "\n".join(views)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
<scenes><scene sceneID="sc"><objects>
<viewController id="vc" sceneMemberID="viewController"><view key="view" id="root"><subviews>
{subviews}
</subviews></view></viewController>
</objects></scene></scenes>
</document>
"""


def record(n):
    """The record's JSON: every field filled."""
    fields = n // 2
    return "{" + ",".join(f'"f{i}":"v{i}"' for i in range(fields)) + "}"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def wait_up(url, server):
    for _ in range(600):
        if server.poll() is not None:
            raise SystemExit(f"the server exited with {server.returncode}")
        try:
            urllib.request.urlopen(url + "/favicon.ico", timeout=1)
            return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"the server at {url} did not come up")


# Resolves with the time the first frame in which every label shows text has been rendered:
# checked at each frame's start (requestAnimationFrame), and once every label holds text, timed
# by a task queued from that frame, which runs after the frame's style, layout and paint, then
# confirmed by the first and last labels being rendered (not in a subtree left out of layout).
READY = """() => new Promise(resolve => {
  const check = () => {
    const labels = document.querySelectorAll('.ad-row[data-kind=label] output');
    if (labels.length > 0 && [...labels].every(label => label.textContent !== '')) {
      setTimeout(() => {
        const shown = performance.now();
        if (labels[0].checkVisibility() && labels[labels.length - 1].checkVisibility()) resolve(shown);
        else requestAnimationFrame(check);
      });
    } else requestAnimationFrame(check);
  };
  check();
})"""

# What ready is made of: when the HTML and the first states arrived, and when the HTML was parsed.
MILESTONES = """() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const state = performance.getEntriesByType('resource').find(entry => new URL(entry.name).pathname === '/state');
  const milestones = { 'HTML received': navigation.responseEnd, 'HTML parsed': navigation.domInteractive };
  if (state) { milestones['/state asked'] = state.requestStart; milestones['/state received'] = state.responseEnd; }
  milestones['scripts run'] = navigation.domContentLoadedEventEnd;
  return milestones;
}"""

# Where each keystroke's time went, from the keystrokes armed above and the Resource Timing of
# their /event requests: keydown → the page's fetch, fetch → first byte of the answer (the
# browser's network stack, loopback and the server), first byte → last, and the answer's end →
# the label shown and laid out (the page applying it). Medians, in ms.
KEYSTROKE_PARTS = """() => {
  const events = performance.getEntriesByType('resource').filter(entry => new URL(entry.name).pathname === '/event');
  const parts = { 'keydown → fetch': [], 'fetch → first byte': [], 'first → last byte': [], 'answer → shown': [] };
  for (const { start, shown } of window.__keystrokes || []) {
    const entry = events.find(event => event.startTime >= start && event.responseEnd <= shown);
    if (!entry) continue;
    parts['keydown → fetch'].push(entry.startTime - start);
    parts['fetch → first byte'].push(entry.responseStart - entry.startTime);
    parts['first → last byte'].push(entry.responseEnd - entry.responseStart);
    parts['answer → shown'].push(shown - entry.responseEnd);
  }
  const median = list => { const sorted = [...list].sort((a, b) => a - b); return sorted.length ? sorted[sorted.length >> 1] : NaN; };
  return Object.fromEntries(Object.entries(parts).map(([name, list]) => [name, median(list)]));
}"""

# Arms one keystroke's measure: the keydown's time, and the time the label shows the new text.
ARM = """([field, label]) => {
  const input = document.getElementById('adc-' + field);
  const output = document.getElementById('adc-' + label);
  const before = output.textContent;
  window.__keystroke = new Promise(resolve => {
    let start = 0;
    input.addEventListener('keydown', () => { start = performance.now(); }, { once: true, capture: true });
    const observer = new MutationObserver(() => {
      if (output.textContent === before) return;
      observer.disconnect();
      output.getBoundingClientRect();
      const shown = performance.now();
      (window.__keystrokes = window.__keystrokes || []).push({ start, shown });
      resolve(shown - start);
    });
    observer.observe(output, { childList: true, characterData: true, subtree: true });
  });
}"""


TRACE_CATEGORIES = ["devtools.timeline", "blink", "v8", "loading"]


def summarize(trace, what):
    """Prints the renderer main thread's events with the most total time in the trace."""
    events = json.loads(trace)
    events = events.get("traceEvents", events) if isinstance(events, dict) else events
    main = {(e["pid"], e["tid"]) for e in events if e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"}
    totals = collections.Counter()
    counts = collections.Counter()
    for event in events:
        if event.get("ph") == "X" and (event.get("pid"), event.get("tid")) in main:
            totals[event["name"]] += event.get("dur", 0)
            counts[event["name"]] += 1
    for name, micros in totals.most_common(14):
        print(f"  profile, {what}: {name}: {micros / 1000:.1f} ms in {counts[name]} events", file=sys.stderr)


@contextlib.contextmanager
def serving(binary, n, scratch):
    """Writes the form of `n` controls and its record into `scratch`, serves them with `binary`
    (sessions in memory) and yields the server's URL and process; stops it on the way out."""
    doc = os.path.join(scratch, f"form{n}.xib")
    rec = os.path.join(scratch, f"record{n}.json")
    with open(doc, "w") as out:
        out.write(document(n))
    with open(rec, "w") as out:
        out.write(record(n))
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [binary, "serve", doc, "--record", rec, "--port", str(port), "--sessions", ":memory:"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_up(url, server)
        yield url, server
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()


def run_script(measure, usage, defaults):
    """A script's main over the generated form: `SCRIPT BINARY [NUMBER...]`, each number missing
    taken from `defaults`; calls `measure(binary, *numbers, scratch)` with a scratch folder."""
    if len(sys.argv) < 2:
        raise SystemExit(usage)
    given = [int(argument) for argument in sys.argv[2:2 + len(defaults)]]
    with tempfile.TemporaryDirectory() as scratch:
        measure(sys.argv[1], *(given + defaults[len(given):]), scratch)


def measure(binary, n, scratch, profile=False):
    with serving(binary, n, scratch) as (url, server):
        idle_rss = rss_kb(server.pid)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            context = browser.new_context()
            page = context.new_page()
            cdp = context.new_cdp_session(page)
            cdp.send("Network.enable")
            sizes = {}
            urls = {}
            cdp.on("Network.responseReceived", lambda e: urls.__setitem__(e["requestId"], e["response"]["url"]))
            cdp.on("Network.loadingFinished", lambda e: sizes.__setitem__(e["requestId"], e["encodedDataLength"]))
            if profile:
                browser.start_tracing(page=page, categories=TRACE_CATEGORIES)
            page.goto(url, wait_until="commit", timeout=120_000)
            ready = page.evaluate(READY)
            if profile:
                summarize(browser.stop_tracing(), "page load")
            page.wait_for_load_state("load")
            page.wait_for_timeout(300)
            milestones = page.evaluate(MILESTONES)
            print(f"  N={n}: ready {ready:.0f} ms: " + ", ".join(f"{name} {at:.0f} ms" for name, at in milestones.items()), file=sys.stderr)
            loaded = sum(size for request, size in sizes.items() if urls.get(request, "").split("?")[0] in (url + "/", url + "/state"))
            for request, size in sizes.items():
                print(f"  N={n}: {urls.get(request, request)}: {size} bytes on the wire", file=sys.stderr)
            fields = n // 2
            field = fields // 2
            label = field
            page.focus(f"#adc-f{field}")
            page.wait_for_timeout(200)
            times = []
            if profile:
                browser.start_tracing(page=page, categories=TRACE_CATEGORIES)
            for _ in range(KEYSTROKES):
                page.evaluate(ARM, [f"f{field}", f"l{label}"])
                page.keyboard.press("x")
                times.append(page.evaluate("window.__keystroke"))
                page.wait_for_timeout(50)
            if profile:
                summarize(browser.stop_tracing(), f"{KEYSTROKES} keystrokes")
            parts = page.evaluate(KEYSTROKE_PARTS)
            print(f"  N={n}: keystroke medians: " + ", ".join(f"{name} {ms:.1f} ms" for name, ms in parts.items()), file=sys.stderr)
            shown = page.text_content(f"#adc-l{label}")
            expected = f"v{field}" + "x" * KEYSTROKES + f"/v{(field + 1) % fields}"
            if shown != expected:
                raise SystemExit(f"N={n}: the label shows {shown!r}, not {expected!r}")
            session_rss = rss_kb(server.pid)
            browser.close()
        print(f"  N={n}: keystrokes (ms): {', '.join(f'{t:.1f}' for t in times)}", file=sys.stderr)
        print(f"  N={n}: RSS {idle_rss // 1024} MB before the page, {session_rss // 1024} MB with its session "
              f"(+{(session_rss - idle_rss) / 1024:.1f} MB)", file=sys.stderr)
        print(f"N={n}: ready {ready:.0f} ms, page {loaded / 1024:.0f} KB, keystroke {statistics.median(times):.1f} ms "
              f"(median of {KEYSTROKES}), server RSS {session_rss / 1024:.0f} MB", flush=True)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    arguments = sys.argv[1:]
    profile = arguments[:1] == ["--profile"]
    if profile:
        arguments = arguments[1:]
    if not arguments:
        sys.exit(__doc__)
    binary = arguments[0]
    sizes = [int(arg) for arg in arguments[1:]] or [200, 2000, 10000]
    with tempfile.TemporaryDirectory() as scratch:
        for n in sizes:
            if n < 4:
                sys.exit("N: at least 4")
            measure(binary, n, scratch, profile)


if __name__ == "__main__":
    main()

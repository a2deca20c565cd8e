"""Masked typing at mobile-network latency: the demo's phone field in headless Chromium.

Run by `swift test` (ActionDataCommandTests.MaskedTypingBrowserTests), which serves the demo
app on a fresh SQLite file and runs this script twice: with the engine's WebAssembly module
(`--round-trip-ms 150`) and with WebAssembly removed from the page (`--without-wasm`).

    python3 Tests/Browser/masked_typing.py --url http://127.0.0.1:8080 --database categories.sqlite --round-trip-ms 150

A phone number is typed at 8 keys/s, the caret is moved into the middle and three more digits
typed. With the module, every keystroke must show its formatted text and caret before the next
key, and the field must be final when the last key is handled. Without it, the page falls back
to the server's answers, and the field must settle to the same text. Either way, after Save the
stored record holds exactly the typed number. Prints `measure:` lines (module size, load and
per-keystroke time) for the closing notes.
"""
import argparse
import sqlite3
import time

from playwright.sync_api import expect

from category_app import field, run_in_browser, settle

KEY_INTERVAL = 0.125
# (key, or a caret position to move to; the text and UTF-16 caret the engine's mask gives)
STEPS = [
    ("2", "(2", 2), ("1", "(21", 3), ("2", "(212", 4), ("0", "(212) 0", 7), ("1", "(212) 01", 8),
    ("9", "(212) 019", 9), ("9", "(212) 019-9", 11),
    (6, "(212) 019-9", 6),
    ("5", "(212) 501-99", 7), ("5", "(212) 550-199", 8), ("5", "(212) 555-0199", 9),
]
TYPED = "2125550199"


def shown(page):
    return page.evaluate("(() => { const el = document.getElementById('adc-phone'); return [el.value, el.selectionStart]; })()")


def stored_phones(database):
    with sqlite3.connect(database) as connection:
        tables = [row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%phone%'")]
        return [row[0] for table in tables for row in connection.execute(f'SELECT phone FROM "{table}"')]


def checks(arguments):
    def run_checks(page, run):
        if arguments.without_wasm:
            page.add_init_script("Object.defineProperty(window, 'WebAssembly', { value: undefined })")
        page.goto(arguments.url)
        expect(field(page, "phone")).to_be_visible()
        settle(page)
        local = not arguments.without_wasm
        if local:
            page.wait_for_function("() => textEntry !== null", timeout=5000)
        else:
            assert page.evaluate("() => textEntry === null"), "the page loaded the module without WebAssembly"
        if arguments.round_trip_ms:
            client = page.context.new_cdp_session(page)
            client.send("Network.enable")
            client.send("Network.emulateNetworkConditions", {
                "offline": False, "latency": arguments.round_trip_ms, "downloadThroughput": -1, "uploadThroughput": -1})
        phone = field(page, "phone")
        phone.click()
        phone.press("Control+a")
        phone.press("Backspace")
        if not local:
            settle(page)

        seen = []
        for key, _, _ in STEPS:
            if isinstance(key, int):
                page.evaluate(f"document.getElementById('adc-phone').setSelectionRange({key}, {key})")
            else:
                page.keyboard.press(key)
            started = time.monotonic()
            seen.append(tuple(shown(page)))
            time.sleep(max(0.0, KEY_INTERVAL - (time.monotonic() - started)))
        last_key_handled = shown(page)

        def every_keystroke_shows_its_text_and_caret_before_the_next_key():
            expected = [(text, caret) for _, text, caret in STEPS]
            assert seen == expected, f"seen {seen}, expected {expected}"

        def the_field_is_final_when_the_last_key_is_handled():
            assert last_key_handled == ["(212) 555-0199", 9], last_key_handled
            settle(page)
            assert shown(page) == ["(212) 555-0199", 9], shown(page)
            assert page.evaluate("() => predictionMismatches") == 0, "the server answered an edit differently"

        def typing_settles_to_the_typed_number():
            settle(page)
            expect(phone).to_have_value("(212) 555-0199")

        def save_stores_exactly_the_typed_number():
            page.click("#ad-save")
            settle(page)
            expect(page.locator("#ad-status")).not_to_contain_text("must")
            phones = stored_phones(arguments.database)
            assert TYPED in phones, f"stored phones: {phones}"

        if local:
            run.check(f"at {arguments.round_trip_ms} ms, every keystroke shows its text and caret before the next key",
                      every_keystroke_shows_its_text_and_caret_before_the_next_key)
            run.check("the field is final when the last key is handled, and the server agreed with every edit",
                      the_field_is_final_when_the_last_key_is_handled)
        else:
            run.check("without WebAssembly, the server's answers bring the field to the typed number",
                      typing_settles_to_the_typed_number)
        run.check("after Save the stored record holds exactly the typed number", save_stores_exactly_the_typed_number)
        if local:
            measure(page)

    return run_checks


def measure(page):
    """Prints the module's size, what loading it costs and what one keystroke costs, also as a
    fraction of a baseline measured in the same run: one round trip for a static file."""
    figures = page.evaluate("""async () => {
        const url = document.querySelector('meta[name=actiondata-engine]').content;
        const bytes = await (await fetch(url)).arrayBuffer();
        let started = performance.now();
        const { instance } = await WebAssembly.instantiate(bytes, {});
        const load = performance.now() - started;
        const module = textEntryModule(instance.exports);
        const steps = [["insertText", "(808) 555-121", 13, 13, "2"], ["deleteContentBackward", "(808) 555-1212", 7, 7, ""],
                       ["insertText", "(808) 55-1212", 6, 6, "9"]];
        for (let round = 0; round < 200; round += 1) for (const [input, text, start, end, key] of steps) module.edit(input, "(###) ###-####", text, start, end, key);
        started = performance.now();
        const rounds = 2000;
        for (let round = 0; round < rounds; round += 1) for (const [input, text, start, end, key] of steps) module.edit(input, "(###) ###-####", text, start, end, key);
        const perEdit = (performance.now() - started) / (rounds * steps.length);
        started = performance.now();
        for (let round = 0; round < 50; round += 1) await (await fetch('/page.css', { cache: 'no-store' })).text();
        const roundTrip = (performance.now() - started) / 50;
        const timing = performance.getEntriesByType('resource').find(entry => entry.name.includes('/engine.wasm'));
        return { size: bytes.byteLength, load, perEdit, roundTrip, transferred: timing ? timing.transferSize : 0,
                 fetched: timing ? timing.responseEnd - timing.startTime : 0, ready: timing ? timing.responseEnd : 0 };
    }""")
    print(f"measure: module {figures['size']} bytes, {figures['transferred']} transferred (gzip), fetched in "
          f"{figures['fetched']:.0f} ms and received {figures['ready']:.0f} ms after navigation; compile and instantiate "
          f"{figures['load']:.1f} ms; {figures['perEdit'] * 1000:.1f} µs per keystroke, "
          f"{figures['perEdit'] / figures['roundTrip']:.3f} of one loopback round trip to the same server "
          f"({figures['roundTrip']:.2f} ms, the baseline measured in the same run)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--database", required=True)
    parser.add_argument("--round-trip-ms", type=int, default=0)
    parser.add_argument("--without-wasm", action="store_true")
    arguments = parser.parse_args()
    run_in_browser(checks(arguments))


if __name__ == "__main__":
    main()

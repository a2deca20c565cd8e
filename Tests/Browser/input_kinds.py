"""Every kind of keyboard input into the demo's masked phone field, in headless Chromium.

Run by `swift test` (ActionDataCommandTests.InputKindsBrowserTests), which serves the demo app
on a fresh SQLite file and runs this script with the engine's WebAssembly module and without it
(`--without-wasm`):

    python3 Tests/Browser/input_kinds.py --url http://127.0.0.1:8080 [--without-wasm]

Each check starts from an empty field and drives Chromium as the input really arrives: an
autofill (`insertReplacementText` with no `beforeinput`, or only `change`), an Android keyboard's
composition (DevTools `Input.imeSetComposition` for every key, then `Input.insertText`), a
composition that focus leaves, select-all and Ctrl+X, Ctrl+Backspace, Delete, a paste the mask
cannot take. The field must show the engine's text and the server must hold it. Then every
row of the golden table (`Tests/Golden/masked-input.json`) is driven through DevTools
(`Input.insertText`, `Input.imeSetComposition`, `Input.dispatchKeyEvent`) or a synthetic
`InputEvent` (paste, drop, replacement), and the field must show the row's text and caret.
"""
import argparse
import json
import pathlib

from playwright.sync_api import expect

from category_app import empty_field, field, run_in_browser, settle

PHONE = "(###) ###-####"
GOLDEN = pathlib.Path(__file__).resolve().parent.parent / "Golden" / "masked-input.json"
SYNTHETIC = """([inputType, data]) => {
    const el = document.getElementById('adc-phone');
    const init = { inputType, bubbles: true, cancelable: true };
    if (inputType === 'insertFromPaste' || inputType === 'insertFromDrop') {
        init.dataTransfer = new DataTransfer();
        init.dataTransfer.setData('text/plain', data);
    } else {
        init.data = data;
    }
    el.dispatchEvent(new InputEvent('beforeinput', init));
}"""


def golden_mismatches(page, client):
    """Drives every golden row in the demo's phone field; returns the rows that differ."""
    rows = [row for row in json.loads(GOLDEN.read_text())["rows"] if row["mask"] == PHONE]
    phone = field(page, "phone")
    mismatches = []
    for row in rows:
        phone.click()
        phone.press("Control+a")
        phone.press("Backspace")
        if row["text"]:
            page.evaluate(SYNTHETIC, ["insertFromPaste", row["text"]])
        settle(page)
        if phone.input_value() != row["text"]:
            mismatches.append((row, "set up", phone.input_value()))
            continue
        page.evaluate(f"document.getElementById('adc-phone').setSelectionRange({row['start']}, {row['end']})")
        kind, data = row["input"], row["data"]
        if kind == "insertText":
            client.send("Input.insertText", {"text": data})
        elif kind == "insertCompositionText":
            for count in range(1, len(data) + 1):
                client.send("Input.imeSetComposition", {"text": data[:count], "selectionStart": count, "selectionEnd": count})
            client.send("Input.insertText", {"text": data})
        elif kind == "deleteContentBackward":
            phone.press("Backspace")
        elif kind == "deleteContentForward":
            phone.press("Delete")
        elif kind == "deleteWordBackward":
            phone.press("Control+Backspace")
        elif kind == "deleteByCut":
            phone.press("Control+x")
        else:
            page.evaluate(SYNTHETIC, [kind, data])
        settle(page)
        shown = value_and_caret(page)
        expected = [row["expect"]["text"], row["expect"]["caret"]]
        if shown != expected:
            mismatches.append((row, expected, shown))
    return len(rows), mismatches


def value_and_caret(page):
    return page.evaluate("(() => { const el = document.getElementById('adc-phone'); return [el.value, el.selectionStart]; })()")


def server_text(page):
    """The phone text the server holds, as /state answers it."""
    settle(page)
    return page.evaluate("""async () => {
        const state = await (await fetch('/state', { credentials: 'same-origin' })).json();
        return state.states.find(s => s.id === 'phone').text;
    }""")


def empty_phone(page):
    return empty_field(page, "phone")


def type_phone(page, digits):
    phone = empty_phone(page)
    page.keyboard.type(digits)
    settle(page)
    return phone


def checks(arguments):
    def run_checks(page, run):
        if arguments.without_wasm:
            page.add_init_script("Object.defineProperty(window, 'WebAssembly', { value: undefined })")
        page.context.grant_permissions(["clipboard-read", "clipboard-write"])
        page.goto(arguments.url)
        expect(field(page, "phone")).to_be_visible()
        settle(page)
        if not arguments.without_wasm:
            page.wait_for_function("() => textEntry !== null", timeout=5000)
        client = page.context.new_cdp_session(page)

        def autofill(value, event, shown):
            """Sets the field's value as an autofill does, fires only `event`, and checks that
            the engine formatted it and the server holds it."""
            def check():
                phone = empty_phone(page)
                page.evaluate("""([value, event]) => {
                    const el = document.getElementById('adc-phone');
                    el.value = value;
                    el.dispatchEvent(event === 'input'
                        ? new InputEvent('input', { inputType: 'insertReplacementText', data: value, bubbles: true })
                        : new Event(event, { bubbles: true }));
                }""", [value, event])
                settle(page)
                expect(phone).to_have_value(shown)
                assert server_text(page) == shown, server_text(page)
            return check

        def android_composition_of_every_key_is_applied_once():
            phone = empty_phone(page)
            typed = "8085551212"
            for count in range(1, len(typed) + 1):
                client.send("Input.imeSetComposition", {"text": typed[:count], "selectionStart": count, "selectionEnd": count})
            settle(page)
            client.send("Input.insertText", {"text": typed})
            settle(page)
            expect(phone).to_have_value("(808) 555-1212")
            assert value_and_caret(page) == ["(808) 555-1212", 14], value_and_caret(page)
            assert server_text(page) == "(808) 555-1212", server_text(page)

        def composition_after_text_inserts_at_the_caret():
            phone = type_phone(page, "808")
            client.send("Input.imeSetComposition", {"text": "5", "selectionStart": 1, "selectionEnd": 1})
            client.send("Input.imeSetComposition", {"text": "55", "selectionStart": 2, "selectionEnd": 2})
            client.send("Input.insertText", {"text": "55"})
            settle(page)
            expect(phone).to_have_value("(808) 55")
            assert server_text(page) == "(808) 55", server_text(page)

        def focus_leaving_mid_composition_commits_it():
            phone = empty_phone(page)
            client.send("Input.imeSetComposition", {"text": "80855", "selectionStart": 5, "selectionEnd": 5})
            field(page, "name").click()
            settle(page)
            expect(phone).to_have_value("(808) 55")
            assert server_text(page) == "(808) 55", server_text(page)

        def keys_on_the_full_number(keys, caret, shown):
            """Types the whole number, puts the caret at `caret` (all selected for None), presses
            `keys` and checks the field and the server."""
            def check():
                phone = type_phone(page, "8085551212")
                if caret is None:
                    phone.press("Control+a")
                else:
                    page.evaluate(f"document.getElementById('adc-phone').setSelectionRange({caret}, {caret})")
                phone.press(keys)
                settle(page)
                expect(phone).to_have_value(shown)
                assert server_text(page) == shown, server_text(page)
            return check

        def select_all_and_cut():
            keys_on_the_full_number("Control+x", None, "")()
            clipboard = page.evaluate("() => navigator.clipboard.readText()")
            assert clipboard == "(808) 555-1212", clipboard

        def a_paste_the_mask_cannot_take_is_refused_with_a_message():
            phone = type_phone(page, "808")
            page.evaluate("""(() => {
                const el = document.getElementById('adc-phone');
                const data = new DataTransfer();
                data.setData('text/plain', 'call me');
                el.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', dataTransfer: data, bubbles: true, cancelable: true }));
            })()""")
            settle(page)
            expect(phone).to_have_value("(808")
            expect(page.locator("#ad-status")).to_contain_text("does not fit")
            assert server_text(page) == "(808", server_text(page)

        def golden_table():
            count, mismatches = golden_mismatches(page, client)
            assert count > 100, count
            assert not mismatches, f"{len(mismatches)} of {count} rows differ, first: " + "; ".join(
                f"{row['input']} {row['data']!r} at {row['start']}..{row['end']} of {row['text']!r}: expected {expected}, shown {shown}"
                for row, expected, shown in mismatches[:5])
            assert page.evaluate("() => predictionMismatches") == 0, "the server answered an edit differently"

        for name, check in [
            ("an autofill (insertReplacementText, no beforeinput) is formatted by the engine",
             autofill("8085551212", "input", "(808) 555-1212")),
            ("an autofill that fires only change is read back through the engine", autofill("2125550199", "change", "(212) 555-0199")),
            ("an Android keyboard's composition of every key is applied once", android_composition_of_every_key_is_applied_once),
            ("a composition after text inserts at the caret", composition_after_text_inserts_at_the_caret),
            ("focus leaving mid-composition commits it through the engine", focus_leaving_mid_composition_commits_it),
            ("select all and Ctrl+X: the clipboard gets the text, the field empties through the engine", select_all_and_cut),
            ("Ctrl+Backspace deletes the group of digits before the caret", keys_on_the_full_number("Control+Backspace", 14, "(808) 555")),
            ("Delete steps over the mask's literals", keys_on_the_full_number("Delete", 9, "(808) 555-212")),
            ("a paste the mask cannot take leaves the field unchanged and says why",
             a_paste_the_mask_cannot_take_is_refused_with_a_message),
            ("every row of the golden table shows the engine's text and caret", golden_table),
        ]:
            run.check(("without WebAssembly: " if arguments.without_wasm else "") + name, check)

    return run_checks


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--without-wasm", action="store_true")
    arguments = parser.parse_args()
    run_in_browser(checks(arguments))


if __name__ == "__main__":
    main()

"""Undo and redo in the demo form, in headless Chromium.

Run by `swift test` (ActionDataCommandTests.UndoRedoBrowserTests), which serves the demo app on
a fresh SQLite file and runs:

    python3 Tests/Browser/undo_redo.py --url http://127.0.0.1:8080

Types into the live name field (its summary label reads it) and into the masked phone field,
then undoes with Ctrl+Z and redoes with Shift+Ctrl+Z and with the browser's own `historyRedo`:
each step must show the engine's value in the field, the label that reads it, the server's
record, and put the focus on the field restored.
"""
import argparse

from playwright.sync_api import expect

from category_app import empty_field, field, run_in_browser, settle, type_keys


def server_value(page, path):
    settle(page)
    return page.evaluate("async path => (await (await fetch('/record', { credentials: 'same-origin' })).json())[path]", path)


def checks(arguments):
    def run_checks(page, run):
        page.goto(arguments.url)
        expect(field(page, "name")).to_be_visible()
        settle(page)
        name, phone, summary = field(page, "name"), field(page, "phone"), field(page, "summary")
        state = {}

        def type_into_two_fields():
            state["name"] = name.input_value()
            state["phone"] = phone.input_value()
            state["phone record"] = server_value(page, "phone")
            empty_field(page, "name")
            type_keys(page, "Garden")
            expect(summary).to_have_text("Category: GARDEN")
            phone.click()
            phone.press("Control+a")
            phone.press("Backspace")
            type_keys(page, "8085551212")
            expect(phone).to_have_value("(808) 555-1212")

        def undo_restores_the_phone_then_the_name_and_its_label():
            page.keyboard.press("Control+z")
            settle(page)
            expect(phone).to_have_value(state["phone"])
            expect(phone).to_be_focused()
            assert server_value(page, "phone") == state["phone record"], server_value(page, "phone")
            page.keyboard.press("Control+z")
            settle(page)
            expect(name).to_have_value(state["name"])
            expect(name).to_be_focused()
            expect(summary).to_have_text("Category: " + state["name"].upper())
            assert server_value(page, "name") == state["name"], server_value(page, "name")

        def redo_makes_them_again():
            page.keyboard.press("Shift+Control+z")
            settle(page)
            expect(name).to_have_value("Garden")
            expect(summary).to_have_text("Category: GARDEN")
            page.evaluate("""(() => {
                const el = document.activeElement;
                el.dispatchEvent(new InputEvent('beforeinput', { inputType: 'historyRedo', bubbles: true, cancelable: true }));
            })()""")
            settle(page)
            expect(phone).to_have_value("(808) 555-1212")
            expect(phone).to_be_focused()
            assert server_value(page, "phone") != state["phone record"], server_value(page, "phone")

        def nothing_to_redo_changes_nothing():
            page.keyboard.press("Shift+Control+z")
            settle(page)
            expect(phone).to_have_value("(808) 555-1212")
            expect(name).to_have_value("Garden")

        for title, check in [
            ("typing into the name and the masked phone", type_into_two_fields),
            ("Ctrl+Z restores the phone, then the name and the label reading it", undo_restores_the_phone_then_the_name_and_its_label),
            ("Shift+Ctrl+Z and the browser's historyRedo make the edits again", redo_makes_them_again),
            ("redo with nothing to redo changes nothing", nothing_to_redo_changes_nothing),
        ]:
            run.check(title, check)

    return run_checks


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    arguments = parser.parse_args()
    run_in_browser(checks(arguments))


if __name__ == "__main__":
    main()

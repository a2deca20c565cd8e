"""The Category app of `actiondata serve`, driven in headless Chromium as a person would use it.

Run by `swift test` (ActionDataCommandTests.BrowserAppTests), which starts the server on a
fresh SQLite file, runs `--phase edit`, restarts the server, and runs `--phase restart`.

    python3 Tests/Browser/category_app.py --url http://127.0.0.1:8080 --phase edit [--screenshot docs/images/category-app.png]

Every check types key by key. Prints one line per check and a closing
`N passed, N failed`; exits 1 when any check failed.
"""
import argparse
import base64
import struct
import sys
import zlib

from playwright.sync_api import sync_playwright, expect

CHROMIUM = "/usr/bin/chromium"


class Run:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, body):
        try:
            body()
            self.passed += 1
            print(f"ok: {name}")
        except Exception as error:  # a failed check is reported, and the others still run
            self.failed += 1
            print(f"FAILED: {name}: {error}")


def tiny_png():
    """A real 1×1 orange PNG, built here so the test needs no file."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x80\x00")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


PNG = tiny_png()


def field(page, control_id):
    return page.locator(f"#adc-{control_id}")


def caret(page, control_id):
    return page.evaluate(f"document.getElementById('adc-{control_id}').selectionStart")


def settle(page):
    """Waits until every event the page queued has been answered."""
    page.wait_for_function("() => new Promise(resolve => setTimeout(() => resolve(true), 50))")
    page.evaluate("() => queue")


def open_entry(page, title):
    page.locator("#ad-entries button", has_text=title).first.click()
    expect(field(page, "name")).to_have_value(title)
    settle(page)


def empty_field(page, control_id):
    """Selects all of a text field and deletes it with Backspace, as a person would."""
    text = field(page, control_id)
    text.click()
    text.press("Control+a")
    text.press("Backspace")
    settle(page)
    expect(text).to_have_value("")
    return text


def type_keys(page, text):
    page.keyboard.type(text, delay=25)
    settle(page)


def phase_edit(page, run, screenshot):
    page.goto(URL)
    expect(page.locator("#ad-entries li")).to_have_count(3)
    page.locator("#ad-record-panel summary").click()
    open_entry(page, "Swift File")

    def masked_phone_with_caret_in_the_middle():
        phone = empty_field(page, "phone")
        type_keys(page, "8085551212")
        expect(phone).to_have_value("(808) 555-1212")
        page.evaluate("document.getElementById('adc-phone').setSelectionRange(7, 7)")
        page.keyboard.press("Backspace")
        settle(page)
        expect(phone).to_have_value("(808) 551-212")
        assert caret(page, "phone") == 6, f"caret after deleting is {caret(page, 'phone')}"
        type_keys(page, "9")
        expect(phone).to_have_value("(808) 955-1212")
        assert caret(page, "phone") == 7, f"caret after typing is {caret(page, 'phone')}"

    def eleventh_digit_refused():
        phone = field(page, "phone")
        phone.press("End")
        type_keys(page, "3")
        expect(phone).to_have_value("(808) 955-1212")
        type_keys(page, "x")
        expect(phone).to_have_value("(808) 955-1212")

    def pasted_text_is_reformatted():
        phone = field(page, "phone")
        phone.press("Control+a")
        page.evaluate("""() => {
            const el = document.getElementById('adc-phone');
            const data = new DataTransfer();
            data.setData('text/plain', '415 555 0100');
            el.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', dataTransfer: data, cancelable: true, bubbles: true }));
        }""")
        settle(page)
        expect(phone).to_have_value("(415) 555-0100")

    run.check("a masked phone number typed key by key, then edited with the caret in the middle", masked_phone_with_caret_in_the_middle)
    run.check("an eleventh digit and a letter are refused at the keystroke", eleventh_digit_refused)
    run.check("pasted text is formatted by the mask", pasted_text_is_reformatted)

    def editing_format_while_focused():
        price = field(page, "price")
        expect(price).to_have_value("1,234.50")
        price.click()
        settle(page)
        expect(price).to_have_value("1234.5")
        price.press("Control+a")
        type_keys(page, "2500.25")
        field(page, "name").click()
        settle(page)
        expect(price).to_have_value("2,500.25")
        expect(page.locator("#adc-total")).to_have_text("2,500,250.00")

    def icon_chosen_from_a_file():
        chooser = page.locator("#adc-icon-file")
        expect(chooser).to_have_attribute("aria-label", "Choose Icon")
        chooser.set_input_files(files=[{"name": "notes.txt", "mimeType": "text/plain", "buffer": b"hello, world"}])
        settle(page)
        expect(page.locator("#adc-icon-error")).to_contain_text("not PNG, JPEG or GIF")
        expect(page.locator("#adc-icon")).to_have_attribute("aria-invalid", "true")
        too_large = PNG + bytes(70_000)
        chooser.set_input_files(files=[{"name": "large.png", "mimeType": "image/png", "buffer": too_large}])
        settle(page)
        expect(page.locator("#adc-icon-error")).to_contain_text("at most 65536 bytes")
        chooser.set_input_files(files=[{"name": "dot.png", "mimeType": "image/png", "buffer": PNG}])
        settle(page)
        expect(page.locator("#adc-icon-error")).to_be_empty()
        expect(page.locator("#adc-icon")).to_have_attribute("src", "data:image/png;base64," + base64.b64encode(PNG).decode())

    run.check("the editing format is shown while the price has the focus, the display format after", editing_format_while_focused)
    run.check("an image chosen from a file: non-images and oversized files refused, a PNG shown", icon_chosen_from_a_file)

    def next_skips_a_control_hidden_live():
        page.locator("#adc-use button", has_text="Local").click()
        settle(page)
        expect(page.locator(".ad-row[data-id=url]")).to_be_hidden()
        field(page, "phone").click()
        settle(page)
        page.locator("#ad-accessory button[data-kind=next]").click()
        settle(page)
        expect(field(page, "labelColor")).to_be_focused()
        page.locator("#ad-accessory button[data-kind=previous]").click()
        settle(page)
        expect(field(page, "phone")).to_be_focused()
        page.locator("#adc-use button", has_text="Web").click()
        settle(page)
        expect(page.locator(".ad-row[data-id=url]")).to_be_visible()
        field(page, "phone").click()
        settle(page)
        page.locator("#ad-accessory button[data-kind=next]").click()
        settle(page)
        expect(field(page, "url")).to_be_focused()

    def tab_follows_the_layout_and_skips_hidden_rows():
        page.locator("#adc-use button", has_text="Local").click()
        settle(page)
        page.locator("#adc-use button", has_text="Local").focus()
        page.keyboard.press("Tab")
        expect(page.locator("#adc-use button", has_text="Web")).to_be_focused()
        page.keyboard.press("Tab")
        expect(field(page, "labelColor")).to_be_focused()
        page.keyboard.press("Shift+Tab")
        expect(page.locator("#adc-use button", has_text="Web")).to_be_focused()

    def return_moves_on_in_a_field_and_breaks_the_line_in_a_text_view():
        field(page, "name").click()
        settle(page)
        page.keyboard.press("Enter")
        settle(page)
        expect(field(page, "description")).to_be_focused()
        description = field(page, "description")
        description.press("End")
        type_keys(page, " One")
        page.keyboard.press("Enter")
        settle(page)
        type_keys(page, "Two")
        assert description.input_value().endswith(" One\nTwo"), repr(description.input_value())
        page.locator("#ad-accessory button[data-kind=done]").click()
        settle(page)
        expect(description).not_to_be_focused()

    def picker_cancel_restores():
        picker = field(page, "labelColor")
        before = picker.input_value()
        picker.focus()
        settle(page)
        expect(page.locator("#ad-accessory button[data-kind=cancel]")).to_be_visible()
        picker.select_option("violet")
        settle(page)
        page.locator("#ad-accessory button[data-kind=cancel]").click()
        settle(page)
        expect(picker).to_have_value(before)
        expect(page.locator("#ad-record")).to_contain_text(f'"labelColor": "{before}"')
        picker.focus()
        settle(page)
        picker.select_option("violet")
        settle(page)
        page.locator("#ad-accessory button[data-kind=done]").click()
        settle(page)
        expect(picker).to_have_value("violet")
        expect(page.locator("#adc-swatch")).to_contain_text("violet")

    run.check("Next and Previous follow the engine's focus chain, skipping a control hidden live", next_skips_a_control_hidden_live)
    run.check("Tab and Shift-Tab follow the layout and skip a hidden row", tab_follows_the_layout_and_skips_hidden_rows)
    run.check("Return moves on from a field and takes a line break in a text view", return_moves_on_in_a_field_and_breaks_the_line_in_a_text_view)
    run.check("the picker's Cancel restores the option and Done keeps the picked one", picker_cancel_restores)

    def update_button_refreshes_non_live_controls():
        description = field(page, "description")
        description.click()
        description.press("Control+a")
        type_keys(page, "Edited without live update")
        page.locator("#ad-refresh").click()
        settle(page)
        expect(page.locator("#ad-record")).to_contain_text('"description": "Edited without live update"')
        expect(page.locator("#ad-record")).to_contain_text('"price": 2500.25')
        page.locator("#ad-save").click()
        settle(page)
        expect(page.locator("#ad-status")).to_have_text("Saved.")

    run.check("the Update button runs refreshDisplay for non-live controls, and Save stores the category", update_button_refreshes_non_live_controls)

    def incomplete_phone_refused_at_save():
        page.locator("#ad-new").click()
        settle(page)
        expect(field(page, "name")).to_have_value("")
        field(page, "name").click()
        type_keys(page, "Browser Test")
        field(page, "phone").click()
        type_keys(page, "808555")
        expect(field(page, "phone")).to_have_value("(808) 555")
        page.locator("#ad-save").click()
        settle(page)
        expect(page.locator("#adc-phone-error")).not_to_be_empty()
        label = page.locator("#adc-phone-label").inner_text()
        message = page.locator("#adc-phone-error").inner_text()
        assert label == "Phone", f"the phone field's label is {label!r}"
        expect(page.locator("#ad-status")).to_have_text(f"{label}: {message}")
        expect(field(page, "phone")).to_have_attribute("aria-invalid", "true")
        expect(page.locator("#ad-entries button", has_text="Browser Test")).to_have_count(0)

    def category_created_found_edited():
        phone = field(page, "phone")
        phone.click()
        phone.press("End")
        type_keys(page, "1212")
        field(page, "quantity").fill("4")
        field(page, "quantity").dispatch_event("change")
        settle(page)
        expect(field(page, "quantity")).to_have_value("4")
        expect(page.locator("#adc-stock")).to_have_text("order more")
        page.locator("#ad-save").click()
        settle(page)
        expect(page.locator("#ad-status")).to_have_text("Saved.")
        expect(page.locator("#ad-entries button", has_text="Browser Test")).to_have_count(1)
        page.locator("#ad-filter").fill("name LIKE 'Browser%' AND quantity < 5")
        page.locator("#ad-search button[type=submit]").click()
        expect(page.locator("#ad-entries li")).to_have_count(1)
        page.locator("#ad-filter").fill("quantity <")
        page.locator("#ad-search button[type=submit]").click()
        expect(page.locator("#ad-list-error")).to_contain_text("^")
        expect(page.locator("#ad-filter")).to_have_attribute("aria-invalid", "true")
        page.locator("#ad-filter").fill("")
        page.locator("#ad-search button[type=submit]").click()
        expect(page.locator("#ad-entries li")).to_have_count(4)
        open_entry(page, "Browser Test")
        field(page, "name").click()
        field(page, "name").press("End")
        type_keys(page, " Edited")
        page.locator("#ad-save").click()
        settle(page)
        expect(page.locator("#ad-entries button", has_text="Browser Test Edited")).to_have_count(1)

    def category_deleted_after_confirmation():
        open_entry(page, "Storyboard")
        page.once("dialog", lambda dialog: dialog.dismiss())
        page.locator("#ad-delete").click()
        settle(page)
        expect(page.locator("#ad-entries button", has_text="Storyboard")).to_have_count(1)
        page.once("dialog", lambda dialog: dialog.accept())
        page.locator("#ad-delete").click()
        settle(page)
        expect(page.locator("#ad-entries button", has_text="Storyboard")).to_have_count(0)

    run.check("incomplete masked input is refused at Save, the status naming the field by its label", incomplete_phone_refused_at_save)
    run.check("a category is created, saved, found by a search formula and edited", category_created_found_edited)
    run.check("a category is deleted only after confirmation", category_deleted_after_confirmation)

    open_entry(page, "Swift File")
    check_accessibility(page, run, "the list and the form")

    if screenshot:
        open_entry(page, "Swift File")
        field(page, "phone").click()
        settle(page)
        page.screenshot(path=screenshot, full_page=True)


def phase_restart(page, run):
    page.goto(URL)

    def everything_saved_is_still_there():
        expect(page.locator("#ad-entries li")).to_have_count(3)
        expect(page.locator("#ad-entries button", has_text="Browser Test Edited")).to_have_count(1)
        expect(page.locator("#ad-entries button", has_text="Storyboard")).to_have_count(0)
        open_entry(page, "Browser Test Edited")
        expect(field(page, "phone")).to_have_value("(808) 555-1212")
        expect(field(page, "quantity")).to_have_value("4")
        open_entry(page, "Swift File")
        expect(field(page, "labelColor")).to_have_value("violet")
        expect(field(page, "description")).to_have_value("Edited without live update")
        expect(page.locator("#adc-icon")).to_have_attribute("src", "data:image/png;base64," + base64.b64encode(PNG).decode())
        expect(field(page, "price")).to_have_value("2,500.25")

    run.check("after a server restart everything saved is there", everything_saved_is_still_there)


def main():
    global URL
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--phase", choices=["edit", "restart"], required=True)
    parser.add_argument("--screenshot")
    arguments = parser.parse_args()
    URL = arguments.url
    if arguments.phase == "edit":
        run_in_browser(lambda page, run: phase_edit(page, run, arguments.screenshot))
    else:
        run_in_browser(phase_restart)


def check_accessibility(page, run, where):
    """Runs axe-core on the page as it stands; a violation fails the check named `where`."""
    def accessible():
        from axe_playwright_python.sync_playwright import Axe
        results = Axe().run(page)
        assert results.violations_count == 0, results.generate_report()

    run.check(f"axe-core finds no violations on {where}", accessible)


def main_for_form(checks):
    """The command line of a script checking one served form: `--url`, and `--no-axe` to skip
    the accessibility check; runs `checks(page, run, url, axe)` in the browser."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--no-axe", action="store_true")
    arguments = parser.parse_args()
    run_in_browser(lambda page, run: checks(page, run, arguments.url, not arguments.no_axe))


def run_in_browser(checks):
    """Runs `checks(page, run)` in a fresh headless Chromium page, then checks that the page
    script raised no error; prints the tally and exits 1 when any check failed."""
    run = Run()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1200, "height": 1000})
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        expect.set_options(timeout=5000)
        checks(page, run)
        check_no_page_error(run, errors)
        browser.close()
    exit_with_tally(run)


def run_with_chromium(checks):
    """Runs `checks(browser, run)` with a headless Chromium of its own, for scripts that open
    several browser contexts; prints the tally and exits 1 when any check failed."""
    run = Run()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        expect.set_options(timeout=5000)
        checks(browser, run)
        browser.close()
    exit_with_tally(run)


def open_demo_entry(browser, url, title, **context_options):
    """Opens the demo at `url` in a new browser context made with `context_options` (viewport,
    locale, device scale) and opens the record `title`; returns the context, the page and the
    list that collects the page script's errors."""
    context = browser.new_context(**context_options)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    expect(field(page, "name")).to_be_visible()
    settle(page)
    open_entry(page, title)
    return context, page, errors


def check_no_page_error(run, errors):
    """A check that the page script raised none of the `errors` collected from `pageerror`."""
    run.check("the page script raised no error", lambda: (_ for _ in ()).throw(AssertionError(errors)) if errors else None)


def exit_with_tally(run):
    """Prints `N passed, N failed` and exits 1 when any check failed."""
    print(f"{run.passed} passed, {run.failed} failed")
    sys.exit(1 if run.failed else 0)


if __name__ == "__main__":
    main()

"""The AKABeacon constructs form of `actiondata serve`, driven in headless Chromium as a person would use it.

Run by `swift test` (ActionDataCommandTests.AKABeaconBrowserTests), which serves
Tests/ActionDataStoryboardTests/Fixtures/AKABeaconConstructs.storyboard with its record (the
highlighted name carrying markup) and `--formatter CustomFormatter`.

    python3 Tests/Browser/akabeacon_form.py --url http://127.0.0.1:8080

Typing goes key by key. Prints one line per check and a closing `N passed, N failed`; exits 1
when any check failed.
"""
import time

from playwright.sync_api import expect

from category_app import check_accessibility, field, main_for_form, settle, type_keys

NAME = "Name"
TABLE = "akc-TB-014"


def record(page):
    """The form's record as the server has it."""
    return page.evaluate("() => fetch('/record', { credentials: 'same-origin' }).then(response => response.json())")


def color(page, control_id):
    return page.evaluate(f"getComputedStyle(document.getElementById('adc-{control_id}')).color")


def replace_text(page, control_id, text):
    """Clicks into a field, deletes what is there key by key, and types `text`."""
    box = field(page, control_id)
    box.click()
    box.press("End")
    for _ in range(len(box.input_value())):
        page.keyboard.press("Backspace")
    type_keys(page, text)


def checks(page, run, url, axe):
    page.goto(url)
    expect(field(page, NAME)).to_contain_text("Byron")
    settle(page)

    def highlighted_text_is_marked_and_escaped():
        name = field(page, NAME)
        expect(name).to_have_text("Ada <b>Love</b>lace & Byron")
        expect(name.locator("mark")).to_have_text(["Love"])
        replace_text(page, "search", "<b>")
        expect(name.locator("mark")).to_have_text(["<b>"])
        assert name.locator("b").count() == 0, "the name's markup became an element"
        assert page.evaluate(f"document.getElementById('adc-{NAME}').querySelector('mark').childNodes[0].nodeType") == 3
        background = page.evaluate(f"getComputedStyle(document.getElementById('adc-{NAME}').querySelector('mark')).backgroundColor")
        assert background == "rgb(255, 255, 0)", background
        replace_text(page, "search", "a")
        expect(name.locator("mark")).to_have_text(["A", "a", "a"])
        expect(name).to_have_text("Ada <b>Love</b>lace & Byron")

    def conditional_style_follows_the_switch():
        assert color(page, NAME) == "rgb(0, 0, 0)", color(page, NAME)
        field(page, "isLate").press("Space")
        settle(page)
        expect(field(page, NAME)).to_have_css("color", "rgb(255, 0, 0)")
        expect(field(page, "price")).to_be_disabled()
        field(page, "isLate").press("Space")
        settle(page)
        expect(field(page, NAME)).to_have_css("color", "rgb(0, 0, 0)")
        expect(field(page, "price")).to_be_enabled()

    def the_conditional_text_flips_with_a_transition():
        replace_text(page, "lastName", "")
        expect(field(page, NAME)).to_have_text("(name missing)")
        type_keys(page, "B")
        expect(field(page, NAME)).to_contain_text("Byron")
        expect(field(page, NAME)).to_have_class("ad-tx-fade")
        expect(field(page, NAME)).to_have_css("animation-duration", "0.3s")

    run.check("the highlighted text shows the pattern's matches as <mark> text, markup escaped", highlighted_text_is_marked_and_escaped)
    run.check("the conditional text colour changes live when the switch flips the condition", conditional_style_follows_the_switch)
    run.check("the conditional name flips when the last name is emptied and back, fading the name in", the_conditional_text_flips_with_a_transition)

    def table_rows_and_selection():
        rows = page.locator(f"#adc-{TABLE} li[role=option]")
        expect(rows).to_have_text(["COPY", "Move"])
        expect(rows.nth(0)).to_have_attribute("data-layout", "DoneCell")
        expect(rows.nth(1)).to_have_attribute("data-layout", "ItemCell")
        expect(rows.nth(0)).to_have_css("background-color", "rgb(0, 255, 0)")
        rows.nth(1).click()
        settle(page)
        expect(rows.nth(1)).to_have_attribute("aria-selected", "true")
        assert record(page)["currentItem"] == {"title": "Move", "done": False}, record(page)["currentItem"]

    def object_picker_writes_the_object():
        picker = field(page, "person")
        expect(picker).to_have_value("Ada")
        picker.focus()
        settle(page)
        page.keyboard.press("ArrowDown")
        settle(page)
        if picker.input_value() != "Grace":
            picker.select_option("Grace")
            settle(page)
        page.locator("#ad-accessory button[data-kind=done]").click()
        settle(page)
        expect(picker).to_have_value("Grace")
        assert record(page)["person"] == {"name": "Grace", "id": 2}, record(page)["person"]

    def stepper_wraps_through_the_engine():
        count = field(page, "count")
        expect(count).to_have_value("3")
        count.focus()
        for _ in range(7):
            page.keyboard.press("ArrowUp")
        settle(page)
        expect(count).to_have_value("10")
        page.locator(".ad-row[data-id=count] .ad-step[data-step=increment]").click()
        settle(page)
        expect(count).to_have_value("1")
        assert record(page)["count"] == 1, record(page)["count"]
        count.focus()
        page.keyboard.press("ArrowDown")
        settle(page)
        expect(count).to_have_value("10")

    def held_stepper_button_repeats_until_released():
        count = field(page, "count")
        expect(count).to_have_value("10")
        # The answers of the steps before may still move the row: the pointer goes to the button
        # once they are in and it stands still (Playwright's hover waits for that), so the press
        # lands on it even when a loaded machine answers late.
        settle(page)
        page.locator(".ad-row[data-id=count] .ad-step[data-step=decrement]").hover()
        pressed_at = time.monotonic()
        page.mouse.down()
        page.wait_for_timeout(900)
        page.mouse.up()
        held_ms = (time.monotonic() - pressed_at) * 1000
        settle(page)
        held = int(count.input_value())
        # A step on the press, one at 400 ms, then at most one every 100 ms of the hold as it
        # really lasted: on a loaded machine the release comes later than 900 ms after the press.
        most = 2 + int((held_ms - 400) // 100)
        assert 2 <= 10 - held <= most, f"a {held_ms:.0f} ms hold from 10 shows {held} (at most {most} steps)"
        page.wait_for_timeout(400)
        settle(page)
        expect(count).to_have_value(str(held))
        assert record(page)["count"] == held, record(page)["count"]

    run.check("the table shows the array's rows with their cell colours, and a click writes the selection", table_rows_and_selection)
    run.check("choosing in the object picker writes the object, not its title", object_picker_writes_the_object)
    run.check("the wrapping stepper goes round at its ends, stepped by the engine", stepper_wraps_through_the_engine)
    run.check("a held stepper button keeps stepping until it is released", held_stepper_button_repeats_until_released)

    def custom_formatter_shows_through_its_format():
        expect(page.locator(".ad-row[data-id=control-9] output")).to_have_text("Hello, Ada")

    run.check("the --formatter custom formatter shows the greeting", custom_formatter_shows_through_its_format)

    if axe:
        check_accessibility(page, run, "the form")


if __name__ == "__main__":
    main_for_form(checks)

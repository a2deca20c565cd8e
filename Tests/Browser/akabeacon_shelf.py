"""The shelf fixture of `actiondata serve`, AKABeacon's remaining constructs, driven in headless Chromium.

Run by `swift test` (ActionDataCommandTests.AKABeaconShelfBrowserTests), which serves
Tests/ActionDataStoryboardTests/Fixtures/AKABeaconShelf.storyboard with its record and
`--formatter PriceFormatter`.

    python3 Tests/Browser/akabeacon_shelf.py --url http://127.0.0.1:8080

Prints one line per check and a closing `N passed, N failed`; exits 1 when any check failed.
"""
from playwright.sync_api import expect

from category_app import check_accessibility, field, main_for_form, settle

PICK = "Pick"
SHELVES = "Shelves"


def record(page):
    """The form's record as the server has it."""
    return page.evaluate("() => fetch('/record', { credentials: 'same-origin' }).then(response => response.json())")


def checks(page, run, url, axe):
    page.goto(url)
    expect(field(page, PICK)).to_have_text("nothing picked")
    settle(page)
    shelves = field(page, SHELVES)
    rows = shelves.locator("li[role=option]")

    def dynamic_sections_are_labelled_groups():
        groups = shelves.locator("ul[role=group]")
        expect(groups).to_have_count(3)
        expect(shelves.locator(".ad-section-header")).to_have_text(["Featured", "Novels", "Spare copies"])
        expect(groups.nth(1).locator(".ad-section-footer")).to_have_text("fiction")
        expect(groups.nth(1).locator("li[role=option]")).to_have_text(["Frankenstein", "2"])
        label = page.evaluate(
            f"document.getElementById(document.querySelectorAll('#adc-{SHELVES} ul[role=group]')[2].getAttribute('aria-labelledby')).textContent")
        assert label == "Spare copies", label

    def rows_take_their_cell_layouts():
        expect(rows).to_have_text(["Notes on the Analytical Engine", "Frankenstein", "2", "7", "loose page"])
        layouts = [rows.nth(index).get_attribute("data-layout") for index in range(5)]
        assert layouts == ["BookCell", "BookCell", "CountCell", "CountCell", "BookCell"], layouts
        expect(rows.nth(2)).to_have_css("background-color", "rgb(255, 235, 160)")
        expect(rows.nth(1)).not_to_have_css("background-color", "rgb(255, 235, 160)")

    def type_tested_conditions_follow_the_pick():
        for index, shown in [(2, "low stock"), (3, "in stock"), (4, "loose page")]:
            rows.nth(index).click()
            settle(page)
            expect(field(page, PICK)).to_have_text(shown)
            expect(rows.nth(index)).to_have_attribute("aria-selected", "true")
        assert record(page)["picked"] == "loose page", record(page)["picked"]

    def the_models_animation_plays_on_the_object_branch():
        rows.nth(1).click()
        settle(page)
        expect(field(page, PICK)).to_have_text("Frankenstein")
        expect(field(page, PICK)).to_have_class("ad-tx-flipFromLeft")
        expect(field(page, PICK)).to_have_css("animation-duration", "0.4s")

    def fonts_follow_the_document_and_the_bindings():
        pick = field(page, PICK)
        expect(pick).to_have_css("font-size", "20px")
        expect(pick).to_have_css("font-weight", "700")
        low_stock = page.locator('[id="adc-Low stock"]')
        expect(low_stock).to_have_css("font-size", "14px")
        expect(low_stock).to_have_css("font-style", "italic")
        price = field(page, "Price")
        expect(price).to_have_css("font-size", "18px")
        expect(price).to_have_css("font-weight", "700")
        family = price.evaluate("el => getComputedStyle(el).fontFamily")
        assert family.startswith('Georgia'), family
        low_stock.fill("9")
        settle(page)
        expect(low_stock).to_have_css("font-size", "22px")
        expect(low_stock).to_have_css("font-weight", "800")
        expect(low_stock).to_have_css("font-style", "normal")

    def the_inline_picker_view_shows_its_undefined_title():
        expect(field(page, "Reader")).to_have_value("(nobody)")

    run.check("dynamic sections render as groups labelled by their headers, footers under them", dynamic_sections_are_labelled_groups)
    run.check("each row carries its cell layout and shows that layout's text and background", rows_take_their_cell_layouts)
    run.check("clicking rows of different kinds flips the type-tested and predicate conditions", type_tested_conditions_follow_the_pick)
    run.check("the object branch plays the animation the model describes", the_models_animation_plays_on_the_object_branch)
    run.check("the inline picker view shows titleForUndefinedValue for no reader", the_inline_picker_view_shows_its_undefined_title)
    run.check("fonts: the document's, kept by {}, a bound size and weight changing live, a style binding's bold", fonts_follow_the_document_and_the_bindings)

    if axe:
        check_accessibility(page, run, "the form")


if __name__ == "__main__":
    main_for_form(checks)

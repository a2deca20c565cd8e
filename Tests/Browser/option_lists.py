"""Loaded option lists in headless Chromium.

Run by `swift test` (ActionDataWebTests.BrowserOptionListTests), which serves a delivery form:
a country picker, a city picker whose options come from a slow SQLite query on the chosen
country, and size segments whose source fails outside France; then runs:

    python3 Tests/Browser/option_lists.py --url http://127.0.0.1:8080

Checks that the city picker is busy ("Loading options…", aria-busy) and then filled, that a
new country reloads it while the record keeps its city, that a picked city is saved, and that
the failing source's message shows while its segments stay.
"""
from playwright.sync_api import expect

from category_app import check_accessibility, field, main_for_form, settle


def server_record(page):
    settle(page)
    return page.evaluate("async () => (await (await fetch('/record', { credentials: 'same-origin' })).json())")


def choose(page, control_id, option):
    """Opens a picker, chooses `option` and presses Done, as a person would."""
    picker = field(page, control_id)
    picker.focus()
    settle(page)
    picker.select_option(option)
    settle(page)
    page.locator("#ad-accessory button[data-kind=done]").click()
    settle(page)


def option_lists(page, run, url, axe):
    page.goto(url)
    city = field(page, "city")
    expect(city).to_be_visible()
    city_region = page.locator("#adc-city-options")
    size_region = page.locator("#adc-size-options")
    sizes = page.locator("#adc-size button")

    def the_first_options_load_while_the_picker_says_so():
        expect(city_region).to_have_attribute("aria-live", "polite")
        expect(city_region).to_have_attribute("role", "status")
        assert "adc-city-options" in city.get_attribute("aria-describedby")
        expect(city.locator("option:not([hidden])")).to_have_text(["Lyon", "Paris"])
        expect(city).not_to_have_attribute("aria-busy", "true")
        expect(city_region).to_have_text("")
        expect(city).to_have_value("Lyon")
        expect(sizes).to_have_text(["Small", "Large"])
        expect(page.locator("#adc-size button[aria-checked=true]")).to_have_text("Large")

    def a_new_country_reloads_the_cities_and_the_record_keeps_its_city():
        # The busy state lasts as long as the load, which a loaded machine may outrun while the
        # script waits: every state the picker shows is recorded as it is shown.
        page.evaluate("""() => {
          const city = document.getElementById("adc-city"), region = document.getElementById("adc-city-options");
          window.cityStates = [];
          const note = () => window.cityStates.push([city.getAttribute("aria-busy"), region.textContent]);
          const observer = new MutationObserver(note);
          observer.observe(city, { attributes: true, attributeFilter: ["aria-busy"] });
          observer.observe(region, { childList: true, characterData: true, subtree: true });
        }""")
        choose(page, "country", "DE")
        expect(city.locator("option:not([hidden])")).to_have_text(["Berlin", "Munich"])
        shown = page.evaluate("() => window.cityStates")
        assert ["true", "Loading options…"] in shown, shown
        expect(city).not_to_have_attribute("aria-busy", "true")
        expect(city_region).to_have_text("")
        assert server_record(page)["city"] == "Lyon", server_record(page)

    def a_failing_source_shows_its_message_and_keeps_its_segments():
        expect(size_region).to_have_text("the options could not be loaded: the sizes service is unreachable")
        expect(page.locator(".ad-row[data-id=size]")).to_have_attribute("data-options", "failed")
        expect(sizes).to_have_text(["Small", "Large"])

    def a_picked_city_is_saved():
        choose(page, "city", "Munich")
        expect(city).to_have_value("Munich")
        page.click("#ad-save")
        expect(page.locator("#ad-status")).to_have_text("Saved.")
        record = server_record(page)
        assert record["country"] == "DE" and record["city"] == "Munich", record

    for title, check in [
        ("the first options load while the picker says so", the_first_options_load_while_the_picker_says_so),
        ("a new country makes the city picker busy, then shows its cities; the record keeps its city",
         a_new_country_reloads_the_cities_and_the_record_keeps_its_city),
        ("a failing source shows its message beside the segments it keeps", a_failing_source_shows_its_message_and_keeps_its_segments),
        ("a picked city is saved", a_picked_city_is_saved),
    ]:
        run.check(title, check)
    if axe:
        check_accessibility(page, run, "the form with a failed option list shown")


if __name__ == "__main__":
    main_for_form(option_lists)

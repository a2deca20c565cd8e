"""An asynchronous name check in headless Chromium.

Run by `swift test` (ActionDataWebTests.BrowserAsyncCheckTests), which serves a form whose
name field is checked by a validator answering "This name is taken" for Grace, after a
pause, and runs:

    python3 Tests/Browser/async_check.py --url http://127.0.0.1:8080

Types names key by key and checks what the page shows beside the field (its polite live
region: "Checking…", then the verdict), aria-invalid, and that Save waits for the check and is
refused naming the field while the record keeps its saved name.
"""
from playwright.sync_api import expect

from category_app import check_accessibility, empty_field, field, main_for_form, settle, type_keys


def server_record(page):
    settle(page)
    return page.evaluate("async () => (await (await fetch('/record', { credentials: 'same-origin' })).json())")


def checks(page, run, url, axe):
    page.goto(url)
    name = field(page, "name")
    expect(name).to_be_visible()
    settle(page)
    region = page.locator("#adc-name-check")
    row = page.locator(".ad-row[data-id=name]")
    status = page.locator("#ad-status")

    def a_taken_name_is_pending_then_refused_in_a_live_region():
        empty_field(page, "name")
        type_keys(page, "Grace")
        # Both signs of the pending check, seen at one moment: two expectations in turn can miss
        # the pending window on a loaded machine.
        page.wait_for_function(
            """() => document.querySelector('.ad-row[data-id=name]')?.dataset.check === 'pending'
                && document.querySelector('#adc-name-check')?.textContent === 'Checking…'""")
        # The validator answers after 2 s; on a loaded two-core machine the verdict has been seen
        # to take more than the 5 s Playwright waits by default, so the verdicts wait 15 s.
        expect(region).to_have_text("This name is taken", timeout=15_000)
        expect(row).to_have_attribute("data-check", "invalid")
        expect(name).to_have_attribute("aria-invalid", "true")
        expect(region).to_have_attribute("aria-live", "polite")
        expect(region).to_have_attribute("role", "status")
        assert "adc-name-check" in name.get_attribute("aria-describedby")

    def save_is_refused_naming_the_field():
        page.click("#ad-save")
        expect(status).to_have_text("Name: This name is taken", timeout=15_000)
        assert server_record(page)["name"] == "Ada", server_record(page)

    def a_free_name_is_accepted():
        empty_field(page, "name")
        type_keys(page, "Ida")
        expect(region).to_have_text("✓ Accepted")
        expect(row).to_have_attribute("data-check", "valid")
        expect(name).not_to_have_attribute("aria-invalid", "true")

    def save_right_after_typing_waits_for_the_check():
        empty_field(page, "name")
        type_keys(page, "Grace")
        page.click("#ad-save")
        expect(status).to_have_text("Name: This name is taken", timeout=15_000)
        expect(region).to_have_text("This name is taken", timeout=15_000)
        empty_field(page, "name")
        type_keys(page, "Ida")
        page.click("#ad-save")
        expect(status).to_have_text("Saved.")
        assert server_record(page)["name"] == "Ida", server_record(page)
        expect(region).to_have_text("")

    run.check("a taken name shows Checking…, then the refusal, in a polite live region",
              a_taken_name_is_pending_then_refused_in_a_live_region)
    if axe:
        check_accessibility(page, run, "the form showing a refused check")
    for title, check in {
        "Save is refused naming the field; the record keeps its name": save_is_refused_naming_the_field,
        "a free name is accepted": a_free_name_is_accepted,
        "Save right after typing waits for the check": save_right_after_typing_waits_for_the_check,
    }.items():
        run.check(title, check)


if __name__ == "__main__":
    main_for_form(checks)

"""Two people behind an identity-aware proxy, in headless Chromium, on the demo served with
`--identity-headers --permissions Deploy/permissions.json`.

Run by `swift test` (ActionDataCommandTests.BrowserPermissionTests), which serves the demo on a
fresh SQLite file trusting 127.0.0.1 as the proxy, and runs:

    python3 Tests/Browser/permissions.py --url http://127.0.0.1:8080

Each browser context sends the headers oauth2-proxy would (X-Forwarded-User, -Groups): an
administrator sees every category and every field; a clerk sees the local categories only,
never the price nor the total computed from it, cannot change the quantity of a well-stocked
category, and saves what the rules allow. Prints one line per check and `N passed, N failed`.
"""
import argparse

from playwright.sync_api import expect

from category_app import check_accessibility, check_no_page_error, field, open_entry, run_with_chromium, settle, type_keys

# The demo's "Swift File", a web category (CategorySeed.swiftFileID), and a key no category has.
SWIFT_FILE_ID = "018CC251-F400-7000-8000-000000000001"
MISSING_ID = "018CC251-F400-7000-8000-000000000099"


def person(browser, url, user, groups):
    """A browser context whose requests carry `user` and `groups` as the proxy forwards them,
    its page on the demo; the page and the list collecting its script errors."""
    context = browser.new_context(
        viewport={"width": 1200, "height": 1000},
        extra_http_headers={"X-Forwarded-User": user, "X-Forwarded-Groups": groups})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    settle(page)
    return page, errors


def titles(page):
    settle(page)
    return sorted(text.split("\n")[0] for text in page.locator("#ad-entries button").all_inner_texts())


def search(page, formula):
    page.locator("#ad-filter").fill(formula)
    page.locator("#ad-search button").click()
    settle(page)


def fetch(page, method, path, body=None):
    """The status and JSON of a request the page's script could send."""
    return page.evaluate(
        """async ([method, path, body]) => {
            const init = { method, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } };
            if (body !== null) init.body = body;
            const answer = await fetch(path, init);
            return [answer.status, await answer.text()];
        }""", [method, path, body])


def checks(arguments):
    def run_checks(browser, run):
        admin, admin_errors = person(browser, arguments.url, "root", "admin")
        clerk, clerk_errors = person(browser, arguments.url, "carol", "clerk")

        def the_administrator_sees_every_category_and_the_price():
            expect(admin.locator("#ad-entries button")).to_have_count(3)
            open_entry(admin, "Swift File")
            expect(field(admin, "price")).to_be_visible()
            expect(field(admin, "price")).to_have_value("1,234.50")

        def the_clerk_sees_the_local_categories_only():
            expect(clerk.locator("#ad-entries button")).to_have_count(2)
            assert titles(clerk) == ["Database", "Storyboard"], titles(clerk)
            for widening in ["TRUE OR TRUE", "use = 'web' OR 1 = 1"]:
                search(clerk, widening)
                assert "Swift File" not in titles(clerk), (widening, titles(clerk))
            search(clerk, "use = 'web'")
            assert titles(clerk) == [], titles(clerk)
            search(clerk, "")

        def the_clerk_never_sees_the_price_nor_the_total():
            open_entry(clerk, "Storyboard")
            expect(field(clerk, "price")).to_be_hidden()
            expect(field(clerk, "total")).to_be_hidden()
            status, record = fetch(clerk, "GET", "/record")
            assert status == 200 and '"price"' not in record and "19.99" not in record, record
            status, state = fetch(clerk, "GET", "/state")
            assert "19.99" not in state and "159.92" not in state, state

        def the_clerk_cannot_open_a_web_category_by_id():
            status, answer = fetch(clerk, "POST", "/open", f'{{"id": "{SWIFT_FILE_ID}"}}')
            missing_status, missing = fetch(clerk, "POST", "/open", f'{{"id": "{MISSING_ID}"}}')
            assert status == 404 and missing_status == 404 and answer == missing, (status, answer, missing)
            expect(field(clerk, "name")).to_have_value("Storyboard")

        def read_only_and_preset_fields_are_disabled_and_refused():
            expect(field(clerk, "quantity")).to_be_disabled()
            expect(clerk.locator("#adc-use button").first).to_be_disabled()
            status, _ = fetch(clerk, "POST", "/event", '{"id": "quantity", "action": "increment"}')
            assert status == 403, status

        def the_clerk_edits_and_saves_what_the_rules_allow():
            name = field(clerk, "name")
            name.click()
            name.press("End")
            type_keys(clerk, "s")
            expect(field(clerk, "summary")).to_have_text("Category: STORYBOARDS")
            clerk.locator("#ad-save").click()
            settle(clerk)
            expect(clerk.locator("#ad-entries button", has_text="Storyboards")).to_have_count(1)
            search(admin, "")
            open_entry(admin, "Storyboards")
            expect(field(admin, "price")).to_have_value("19.99")

        for title, check in [
            ("the administrator sees every category and the price", the_administrator_sees_every_category_and_the_price),
            ("the clerk sees the local categories only, whatever the filter", the_clerk_sees_the_local_categories_only),
            ("the clerk never sees the price nor the total read from it", the_clerk_never_sees_the_price_nor_the_total),
            ("the clerk opening a web category by id gets the 404 of a missing one", the_clerk_cannot_open_a_web_category_by_id),
            ("read-only and preset fields are disabled, and their events refused", read_only_and_preset_fields_are_disabled_and_refused),
            ("the clerk edits the name and saves; the price is kept", the_clerk_edits_and_saves_what_the_rules_allow),
        ]:
            run.check(title, check)
        check_accessibility(clerk, run, "the clerk's page")
        check_no_page_error(run, admin_errors + clerk_errors)

    return run_checks


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    run_with_chromium(checks(parser.parse_args()))


if __name__ == "__main__":
    main()

"""Two people with accounts sign in to the demo in headless Chromium, each seeing their rows
and fields.

Run by `swift test` (ActionDataCommandTests.BrowserSignInTests), which adds the accounts
`root` (admin) and `carol` (clerk) with `actiondata users add`, serves the demo with
`--permissions Deploy/permissions.json`, and runs:

    python3 Tests/Browser/signin.py --url http://127.0.0.1:8080

Someone not signed in is sent to the sign-in page, which passes axe; a wrong password gets
the generic message; each person, signed in, is named in the page's bar and sees what the
rules give them; Sign out ends it. Prints one line per check and `N passed, N failed`.
"""
import argparse

from playwright.sync_api import expect

from category_app import check_accessibility, check_no_page_error, field, open_entry, run_with_chromium, settle

PASSWORDS = {"root": "root password", "carol": "carol password"}


def visitor(browser):
    """A browser context of its own (its own cookies), and the list collecting its script errors."""
    context = browser.new_context(viewport={"width": 1200, "height": 1000})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page, errors


def sign_in(page, name, password):
    """Fills the sign-in form and submits it, as a person would."""
    page.locator("#ad-signin-name").fill(name)
    page.locator("#ad-signin-password").fill(password)
    page.locator("#ad-signin button[type=submit]").click()
    page.wait_for_load_state()


def checks(arguments):
    def run_checks(browser, run):
        root, root_errors = visitor(browser)
        carol, carol_errors = visitor(browser)

        def someone_not_signed_in_is_sent_to_sign_in():
            root.goto(arguments.url)
            expect(root).to_have_url(arguments.url + "/signin")
            expect(root.locator("h1")).to_have_text("Sign in")

        def a_wrong_password_gets_the_generic_message():
            sign_in(root, "root", "not the password")
            expect(root).to_have_url(arguments.url + "/signin")
            expect(root.locator("#ad-signin-message")).to_have_text("The name or the password is wrong.")

        def the_administrator_signs_in_and_sees_every_category_and_the_price():
            sign_in(root, "root", PASSWORDS["root"])
            expect(root).to_have_url(arguments.url + "/")
            settle(root)
            expect(root.locator("#ad-account-name")).to_have_text("Signed in as root")
            expect(root.locator("#ad-entries button")).to_have_count(3)
            open_entry(root, "Swift File")
            expect(field(root, "price")).to_have_value("1,234.50")

        def the_clerk_signs_in_and_sees_the_local_categories_without_the_price():
            carol.goto(arguments.url)
            sign_in(carol, "carol", PASSWORDS["carol"])
            settle(carol)
            expect(carol.locator("#ad-account-name")).to_have_text("Signed in as carol")
            expect(carol.locator("#ad-entries button")).to_have_count(2)
            open_entry(carol, "Storyboard")
            expect(field(carol, "price")).to_be_hidden()
            expect(field(carol, "quantity")).to_be_disabled()

        def signing_out_ends_the_sign_in():
            carol.locator("#ad-signout button").click()
            carol.wait_for_load_state()
            expect(carol).to_have_url(arguments.url + "/signin")
            carol.goto(arguments.url)
            expect(carol).to_have_url(arguments.url + "/signin")
            status = carol.evaluate("async () => (await fetch('/list', { credentials: 'same-origin' })).status")
            assert status == 200, status
            entries = carol.evaluate("async () => (await (await fetch('/list', { credentials: 'same-origin' })).json()).entries.length")
            assert entries == 0, entries

        run.check("someone not signed in is sent to the sign-in page", someone_not_signed_in_is_sent_to_sign_in)
        check_accessibility(root, run, "the sign-in page")
        run.check("a wrong password gets the generic message", a_wrong_password_gets_the_generic_message)
        run.check("the administrator signs in, is named, and sees every category and the price",
                  the_administrator_signs_in_and_sees_every_category_and_the_price)
        run.check("the clerk signs in and sees the local categories, without the price",
                  the_clerk_signs_in_and_sees_the_local_categories_without_the_price)
        check_accessibility(carol, run, "the clerk's page with its bar")
        run.check("Sign out ends the sign-in: the page and the rows are gone", signing_out_ends_the_sign_in)
        check_no_page_error(run, root_errors + carol_errors)

    return run_checks


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    run_with_chromium(checks(parser.parse_args()))


if __name__ == "__main__":
    main()

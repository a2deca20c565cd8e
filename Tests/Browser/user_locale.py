"""The demo form in the user's own locale, in headless Chromium.

Run by `swift test` (ActionDataCommandTests.LocaleBrowserTests), which serves the demo app on a
fresh SQLite file and runs:

    python3 Tests/Browser/user_locale.py --url http://127.0.0.1:8080

Opens the page in a browser set to de-DE, fr-FR and ar (Playwright's `locale`, which is what
the browser sends as Accept-Language), checks the page's `lang` and `dir`, the price as shown,
types a price the way a person of that locale writes it, and checks what the field shows and
what the record holds. The phone's mask is the same in every locale.
"""
import argparse
import re

from playwright.sync_api import expect

from category_app import check_no_page_error, field, open_demo_entry, run_with_chromium, settle, type_keys

NNBSP = "\u202f"

LOCALES = [
    # locale, lang, dir, price shown, typed, shown after, total's shape
    ("de-DE", "de-DE", "ltr", "1.234,50", "2.500,25", "2.500,25", r"^\d{1,3}(\.\d{3})*,\d\d$"),
    ("fr-FR", "fr-FR", "ltr", f"1{NNBSP}234,50", "2 500,25", f"2{NNBSP}500,25", rf"^\d{{1,3}}({NNBSP}\d{{3}})*,\d\d$"),
    ("ar", "ar", "rtl", "1,234.50", "2500.25", "2,500.25", r"^\d{1,3}(,\d{3})*\.\d\d$"),
]


def record(page):
    settle(page)
    return page.evaluate("async () => (await (await fetch('/record', { credentials: 'same-origin' })).json())")


def check_locale(browser, run, url, row):
    locale, lang, direction, shown, typed, after, total_shape = row
    context, page, errors = open_demo_entry(browser, url, "Swift File", locale=locale, viewport={"width": 1200, "height": 1000})

    def page_language():
        html = page.locator("html")
        expect(html).to_have_attribute("lang", lang)
        expect(html).to_have_attribute("dir", direction)

    def price_shown_in_the_locale():
        expect(field(page, "price")).to_have_value(shown)
        expect(field(page, "phone")).to_have_value("(808) 555-1212")

    def typed_price_read_in_the_locale():
        price = field(page, "price")
        price.click()
        settle(page)
        price.press("Control+a")
        type_keys(page, typed)
        field(page, "name").click()
        settle(page)
        expect(price).to_have_value(after)
        expect(page.locator("#adc-price-error")).to_be_empty()
        held = record(page)
        assert held["price"] == 2500.25, held["price"]
        total = page.locator("#adc-total").text_content()
        assert re.match(total_shape, total), total

    run.check(f"{locale}: the page's lang is {lang} and its dir {direction}", page_language)
    run.check(f"{locale}: the price shows as {shown}; the phone's mask is the same", price_shown_in_the_locale)
    run.check(f"{locale}: typing {typed} stores 2500.25 and shows {after}", typed_price_read_in_the_locale)
    check_no_page_error(run, errors)
    context.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    arguments = parser.parse_args()

    def check_every_locale(browser, run):
        for row in LOCALES:
            check_locale(browser, run, arguments.url, row)

    run_with_chromium(check_every_locale)


if __name__ == "__main__":
    main()

"""The page's theming hooks in headless Chromium: its custom properties in light and dark, and a
site's own style sheet and logo.

Run by `swift test` (ActionDataWebTests.BrowserThemeTests), which serves the same form twice —
without a theme, and with ThemeFixture's style sheet (its accent and background, light and
dark) and SVG logo — and runs:

    python3 Tests/Browser/theme.py --url http://127.0.0.1:8080 --themed-url http://127.0.0.1:8081 \
        --accent 'rgb(123, 31, 162)' --background 'rgb(255, 248, 225)' \
        --dark-accent 'rgb(206, 147, 216)' --dark-background 'rgb(18, 0, 26)' --logo-text 'Example Inc.'

For each page and colour scheme (Playwright's `color_scheme` emulation), checks the computed
colours of the page's background and of Save, which uses --ad-color-accent; that the browser
reported no Content-Security-Policy violation (the theme comes from the page's own origin); and
that axe-core finds no violations.

With --demo-url instead (ActionDataCommandTests.BrowserThemeDemoTests, which starts `actiondata
serve` with and without --stylesheet/--logo), opens every category of the demo app, whose
outputs carry the colours their records give, and checks that axe-core finds no violations in
light and dark.
"""
import argparse

from playwright.sync_api import expect, sync_playwright

from category_app import CHROMIUM, Run, check_accessibility, check_no_page_error, exit_with_tally, settle

# The page's own colours (page.css), as the browser computes them.
OWN = {
    "light": {"accent": "rgb(10, 91, 214)", "background": "rgb(245, 245, 247)", "text": "rgb(29, 29, 31)"},
    "dark": {"accent": "rgb(108, 176, 255)", "background": "rgb(28, 28, 30)", "text": "rgb(242, 242, 247)"},
}

COLOURS = """() => ({
    accent: getComputedStyle(document.getElementById("ad-save")).backgroundColor,
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
})"""


def check_page(browser, run, name, url, scheme, expected, logo_text):
    context = browser.new_context(color_scheme=scheme, viewport={"width": 1200, "height": 1000})
    page = context.new_page()
    errors = []
    policy_violations = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: policy_violations.append(message.text) if "Content Security Policy" in message.text else None)
    page.goto(url)
    expect(page.locator("#ad-save")).to_be_visible()
    settle(page)
    where = f"{name}, {scheme}"

    def colours_are_the_expected_ones():
        colours = page.evaluate(COLOURS)
        for key, value in expected.items():
            assert colours[key] == value, (key, colours[key], value)

    def the_logo_shows_with_its_text():
        logo = page.locator(".ad-brand img")
        if logo_text is None:
            assert logo.count() == 0, "no theme, no logo"
            return
        expect(logo).to_be_visible()
        expect(logo).to_have_attribute("alt", logo_text)
        assert page.evaluate("() => document.querySelector('.ad-brand img').naturalWidth") > 0, "the logo loaded"

    def nothing_was_refused_by_the_policy():
        assert not policy_violations, policy_violations

    run.check(f"{where}: the computed colours are {expected}", colours_are_the_expected_ones)
    run.check(f"{where}: the logo", the_logo_shows_with_its_text)
    run.check(f"{where}: no Content-Security-Policy violation", nothing_was_refused_by_the_policy)
    check_accessibility(page, run, where)
    check_no_page_error(run, errors)
    context.close()


def check_demo(browser, run, url, scheme):
    """Every category of the demo app in `scheme`, each checked by axe-core."""
    context = browser.new_context(color_scheme=scheme, viewport={"width": 1200, "height": 1000})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    expect(page.locator("#ad-save")).to_be_visible()
    entries = page.locator("#ad-entries button")
    expect(entries.first).to_be_visible()
    titles = [text.splitlines()[0] for text in entries.all_inner_texts()]
    for index, title in enumerate(titles):
        entries.nth(index).click()
        settle(page)
        check_accessibility(page, run, f"the demo's {title!r} at {url}, {scheme}")

    def every_seeded_category_was_opened():
        assert len(titles) >= 3, titles

    run.check(f"the demo at {url}, {scheme}: every seeded category was opened", every_seeded_category_was_opened)
    check_no_page_error(run, errors)
    context.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--demo-url", action="append", default=[])
    for option in ["--url", "--themed-url", "--accent", "--background", "--dark-accent", "--dark-background", "--logo-text"]:
        parser.add_argument(option)
    arguments = parser.parse_args()
    if arguments.demo_url:
        run = Run()
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            expect.set_options(timeout=5000)
            for url in arguments.demo_url:
                for scheme in ["light", "dark"]:
                    check_demo(browser, run, url, scheme)
            browser.close()
        exit_with_tally(run)
        return
    missing = [name for name in ["url", "themed_url", "accent", "background", "dark_accent", "dark_background", "logo_text"] if getattr(arguments, name) is None]
    if missing:
        parser.error("give --demo-url, or every one of --url --themed-url --accent --background --dark-accent --dark-background --logo-text")
    themed = {
        "light": {"accent": arguments.accent, "background": arguments.background, "text": OWN["light"]["text"]},
        "dark": {"accent": arguments.dark_accent, "background": arguments.dark_background, "text": OWN["dark"]["text"]},
    }
    run = Run()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        expect.set_options(timeout=5000)
        for scheme in ["light", "dark"]:
            check_page(browser, run, "the page's own look", arguments.url, scheme, OWN[scheme], None)
            check_page(browser, run, "a site's theme", arguments.themed_url, scheme, themed[scheme], arguments.logo_text)
        browser.close()
    exit_with_tally(run)


if __name__ == "__main__":
    main()

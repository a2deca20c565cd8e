"""The demo form reflows (WCAG 1.4.10): usable at 320 CSS pixels wide and at 200% zoom of a
1280-pixel window without scrolling sideways, in headless Chromium.

Run by `swift test` (ActionDataCommandTests.LocaleBrowserTests), which serves the demo app on a
fresh SQLite file and runs:

    python3 Tests/Browser/reflow.py --url http://127.0.0.1:8080

For each layout, the page's `scrollWidth` must not exceed its `clientWidth`, no element may
stick out past the right edge, and axe-core must find no violations.
200% zoom of a 1280-pixel window is what the browser's own zoom makes of it: a 640 CSS pixel
wide viewport drawn with two device pixels per CSS pixel (media queries see 640 pixels).
"""
import argparse

from category_app import check_accessibility, check_no_page_error, field, open_demo_entry, run_with_chromium

LAYOUTS = [
    # name, window width in device pixels, zoom, locale
    ("320 CSS px wide", 320, 1, "en-US"),
    ("1280 px at 200% zoom", 1280, 2, "en-US"),
    ("320 CSS px wide, right to left (ar)", 320, 1, "ar"),
]

OVERFLOW = """() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const wide = [...document.querySelectorAll("body *")]
        .filter(el => el.getClientRects().length && el.getBoundingClientRect().right > limit + 1)
        .map(el => el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className && typeof el.className === "string" ? "." + el.className : ""));
    return { scrollWidth: root.scrollWidth, clientWidth: limit, wide: wide.slice(0, 10) };
}"""


def check_layout(browser, run, url, layout, screenshots):
    name, width, zoom, locale = layout
    css_width = width // zoom
    context, page, errors = open_demo_entry(
        browser, url, "Swift File", viewport={"width": css_width, "height": 900 // zoom}, device_scale_factor=zoom, locale=locale)

    def no_horizontal_scrolling():
        measured = page.evaluate(OVERFLOW)
        print(f"  {name}: scrollWidth {measured['scrollWidth']}, clientWidth {measured['clientWidth']}")
        assert measured["scrollWidth"] <= measured["clientWidth"], measured
        assert not measured["wide"], measured

    def every_control_reachable():
        for control in ["name", "price", "phone", "url", "highlightColor"]:
            box = field(page, control).bounding_box()
            assert box is not None and box["x"] >= -1 and box["x"] + box["width"] <= css_width + 1, (control, box)

    run.check(f"{name}: no scrolling sideways", no_horizontal_scrolling)
    run.check(f"{name}: every text field lies within the window", every_control_reachable)
    check_accessibility(page, run, name)
    if screenshots:
        page.screenshot(path=f"{screenshots}/reflow-{width}-{zoom}-{locale}.png", full_page=True)
    check_no_page_error(run, errors)
    context.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--screenshots", help="a folder to save each layout's picture in")
    arguments = parser.parse_args()

    def check_every_layout(browser, run):
        for layout in LAYOUTS:
            check_layout(browser, run, arguments.url, layout, arguments.screenshots)

    run_with_chromium(check_every_layout)


if __name__ == "__main__":
    main()

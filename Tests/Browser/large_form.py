"""A form of 2,000 controls (Load/bigform.py's form) in headless Chromium.

Run by `swift test` (ActionDataCommandTests.LargeFormBrowserTests), which writes the document
and its record with `--write FOLDER`, serves them with `actiondata serve`, and runs:

    python3 Tests/Browser/large_form.py --url http://127.0.0.1:8080

The page puts its rows in contained chunks of 100, left out of layout while the form is busy
(until its first states are shown). Checks that every label is filled and rendered, that
typing far up the form updates a label far down, out of view, that Tab crosses from one chunk
to the next, that find-in-page finds text in a chunk out of view, that controls out of view
are in the accessibility tree, and axe-core. Prints one line per check and `N passed, N failed`; exits 1 when any failed.
"""
import argparse
import importlib.util
import os

from playwright.sync_api import expect

from category_app import check_accessibility, run_in_browser, settle

CONTROLS = 2000
FIELDS = CONTROLS // 2


def generator():
    """Load/bigform.py, whose document and record this test serves."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Load", "bigform.py")
    spec = importlib.util.spec_from_file_location("bigform", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write(folder):
    bigform = generator()
    with open(os.path.join(folder, "form.xib"), "w") as out:
        out.write(bigform.document(CONTROLS))
    with open(os.path.join(folder, "record.json"), "w") as out:
        out.write(bigform.record(CONTROLS))


def ignored_in_accessibility_tree(page, selector):
    """Whether Chromium leaves the element out of the accessibility tree."""
    cdp = page.context.new_cdp_session(page)
    root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    found = cdp.send("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False})["nodes"]
    cdp.detach()
    return all(entry.get("ignored") for entry in found)


def checks(page, run, url, axe):
    page.goto(url)
    last = FIELDS - 1

    def every_label_is_filled():
        # The session's form of 2,000 controls is built on the first /state: in a debug build on a
        # busy machine that takes seconds.
        expect(page.locator(f"#adc-l{last}")).to_have_text(f"v{last}/v0", timeout=60_000)
        empty = page.evaluate("[...document.querySelectorAll('.ad-row[data-kind=label] output')].filter(o => o.textContent === '').length")
        assert empty == 0, f"{empty} labels are empty"
        chunks = page.evaluate("document.querySelectorAll('.ad-chunk').length")
        assert chunks == CONTROLS // 100, f"{chunks} chunks"
        # The form is busy, its chunks out of layout, only until its first states are shown.
        expect(page.locator("#ad-form")).not_to_have_attribute("aria-busy", "true")
        assert page.evaluate(f"document.getElementById('adc-l{last}').checkVisibility()"), "the last label is not rendered"

    run.check("every label is filled and rendered, the rows in chunks of 100", every_label_is_filled)

    def typing_updates_a_label_not_rendered_yet():
        page.locator("#adc-f0").click()
        page.keyboard.type("ab")
        settle(page)
        expect(page.locator(f"#adc-l{last}")).to_have_text(f"v{last}/v0ab")
        expect(page.locator("#adc-l0")).to_have_text("v0ab/v1")

    run.check("typing at the top updates a label at the bottom, out of view", typing_updates_a_label_not_rendered_yet)

    def tab_crosses_chunks():
        page.locator("#adc-f99").focus()
        page.keyboard.press("Tab")
        expect(page.locator("#adc-f100")).to_be_focused()
        page.keyboard.type("z")
        settle(page)
        # Tab selects the field's text, so the keystroke replaces it.
        expect(page.locator("#adc-l100")).to_have_text("z/v101")

    run.check("Tab goes from the last field of a chunk to the first of the next", tab_crosses_chunks)

    def find_in_page_reaches_every_chunk():
        page.evaluate("window.scrollTo(0, 0)")
        assert page.evaluate(f"window.find('v{last - 1}/v{last}')"), "find-in-page did not find the label's text"
        shown = page.evaluate(f"document.getElementById('adc-l{last - 1}').getBoundingClientRect().top")
        assert 0 <= shown <= page.viewport_size["height"], f"the match is at {shown}, out of view"

    run.check("find-in-page finds text in a chunk out of view and scrolls to it", find_in_page_reaches_every_chunk)

    def every_control_is_in_the_accessibility_tree():
        page.evaluate("window.scrollTo(0, 0)")
        for selector in [f"#adc-f{last}", f"#adc-l{last // 2}", f"#adc-l{last}"]:
            assert not ignored_in_accessibility_tree(page, selector), f"{selector} is not in the accessibility tree"

    run.check("controls far out of view are in the accessibility tree", every_control_is_in_the_accessibility_tree)

    if axe:
        check_accessibility(page, run, "the form of 2,000 controls")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url")
    parser.add_argument("--write", help="writes form.xib and record.json into this folder and exits")
    parser.add_argument("--no-axe", action="store_true")
    arguments = parser.parse_args()
    if arguments.write:
        write(arguments.write)
        return
    if not arguments.url:
        parser.error("--url or --write")
    run_in_browser(lambda page, run: checks(page, run, arguments.url, not arguments.no_axe))


if __name__ == "__main__":
    main()

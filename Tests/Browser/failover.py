"""Failover in a real browser: Chromium through HAProxy over HTTPS (Deploy/run), a node killed
while a word is half typed, nothing lost.

Run by `swift test` (ActionDataCommandTests, DeployRecipeTests.failoverInABrowser), which starts the recipe with
`Deploy/run start` and stops it afterwards.

    python3 Tests/Browser/failover.py --url https://forms.test:18443 --deploy-dir /tmp/actiondata-deploy

forms.test is mapped to 127.0.0.1 with --host-resolver-rules and the recipe's throwaway
certificate is accepted for this browser only. Prints one line per check and a closing
`N passed, N failed`; exits 1 when any check failed.
"""
import argparse
import os
import subprocess
from urllib.parse import urlparse

from playwright.sync_api import sync_playwright, expect

from category_app import CHROMIUM, Run, check_no_page_error, exit_with_tally, field, settle

DEPLOY_RUN = os.path.join(os.path.dirname(__file__), "..", "..", "Deploy", "run")


def node_of(context):
    """The node HAProxy's affinity cookie pins the browser to: "1" or "2"."""
    for cookie in context.cookies():
        if cookie["name"] == "actiondata-node":
            return cookie["value"].removeprefix("node")
    raise AssertionError("no actiondata-node cookie")


def deploy(environment, *arguments):
    subprocess.run([DEPLOY_RUN, *arguments], env=environment, check=True, stdout=subprocess.DEVNULL)


def stored_names(environment):
    """The category names stored in the recipe's PostgreSQL, read through its Unix socket."""
    directory = environment["DEPLOY_DIR"]
    port = str(int(environment.get("DEPLOY_PORT", "18443")) + 3)
    psql = subprocess.run(
        ["bash", "-c", 'p=$(command -v psql || ls /usr/lib/postgresql/*/bin/psql | tail -1); '
         '"$p" -h "$1" -p "$2" -U postgres -d postgres -At -c \'SELECT "name" FROM "Categories"\'', "psql", directory, port],
        check=True, capture_output=True, text=True)
    return psql.stdout.split("\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--deploy-dir", required=True)
    arguments = parser.parse_args()
    url = arguments.url
    environment = dict(os.environ, DEPLOY_DIR=arguments.deploy_dir, DEPLOY_PORT=str(urlparse(url).port or 443))
    run = Run()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", f"--host-resolver-rules=MAP {urlparse(url).hostname} 127.0.0.1"])
        context = browser.new_context(ignore_https_errors=True)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        expect.set_options(timeout=10000)
        page.goto(url)
        name = field(page, "name")
        expect(name).to_be_visible()
        settle(page)
        pinned = node_of(context)
        word = "Failover" + str(os.getpid())
        half = len(word) // 2

        name.click()
        name.press("Control+a")
        page.keyboard.type(word[:half], delay=40)
        settle(page)
        deploy(environment, "kill-node", pinned)
        page.keyboard.type(word[half:], delay=40)
        settle(page)

        def every_keystroke_in_the_field():
            expect(name).to_have_value(word)

        def no_error_shown():
            expect(page.locator("#ad-status")).not_to_have_text("The server cannot be reached.")
            text = page.locator("#ad-status").text_content() or ""
            assert text == "", f"the status line shows {text!r}"

        def save_stores_the_whole_word():
            page.locator("#ad-save").click()
            expect(page.locator("#ad-status")).to_have_text("Saved.")
            assert word in stored_names(environment), stored_names(environment)

        def the_other_node_took_over():
            assert node_of(context) != pinned, f"still pinned to node {pinned}"

        run.check("every keystroke the page showed is in the field after the pinned node was killed", every_keystroke_in_the_field)
        run.check("the page shows no error", no_error_shown)
        run.check("Save stores the whole value in PostgreSQL", save_stores_the_whole_word)
        run.check("the browser is pinned to the surviving node now", the_other_node_took_over)

        deploy(environment, "start-node", pinned)

        def the_restarted_node_takes_traffic():
            for _ in range(60):
                fresh = browser.new_context(ignore_https_errors=True)
                fresh_page = fresh.new_page()
                fresh_page.goto(url)
                landed = node_of(fresh)
                fresh.close()
                if landed == pinned:
                    return
                page.wait_for_timeout(250)
            raise AssertionError(f"no new browser was sent to the restarted node {pinned}")

        run.check("the killed node restarts and takes traffic again", the_restarted_node_takes_traffic)
        check_no_page_error(run, errors)
        browser.close()
    exit_with_tally(run)


if __name__ == "__main__":
    main()

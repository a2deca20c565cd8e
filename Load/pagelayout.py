#!/usr/bin/env python3
"""The browser's cost of laying out a served form's rows, for one or more actiondata builds.

    Load/pagelayout.py BINARY [BINARY ...] [--controls N] [--rounds R]

For each build it serves Load/bigform.py's form of N controls (default 10,000), takes the page's
HTML and style sheet, and in headless Chromium, R rounds (default 7), the builds alternately,
each on a fresh page: puts the form's rows into the page with their values (as the first /state
leaves them), then forces one style and layout. It prints, per build, the layout's minimum and
median in milliseconds and every round's figure, then each build's median as a ratio to the
first's. The page's script does not run: this isolates what the markup and the style sheet cost,
apart from the network, the server and the script.
"""
import argparse
import re
import statistics
import tempfile
import urllib.request

from playwright.sync_api import sync_playwright

import bigform

# Puts the rows into the form, fills every label and field, and times one forced layout.
LAYOUT = """(rows) => {
  const form = document.getElementById('ad-form');
  form.removeAttribute('aria-busy');
  form.innerHTML = rows;
  for (const output of form.querySelectorAll('.ad-row[data-kind=label] output')) output.textContent = output.id + '/shown';
  for (const input of form.querySelectorAll('.ad-row[data-kind=textField] input')) input.value = input.id;
  const start = performance.now();
  document.body.offsetHeight;
  return performance.now() - start;
}"""

FORM = re.compile(r'(<form id="ad-form"[^>]*>)(.*?)(</form>)', re.S)


def served(binary, controls, scratch):
    """The page as `binary` serves the form: its HTML with the style sheet inline and no
    script, and the form's rows apart."""
    with bigform.serving(binary, controls, scratch) as (url, _):
        html = urllib.request.urlopen(url + "/").read().decode()
        style = urllib.request.urlopen(url + "/page.css").read().decode()
    found = FORM.search(html)
    if not found:
        raise SystemExit(f"{binary}: the page has no form")
    shell = html[:found.start()] + found.group(1) + found.group(3) + html[found.end():]
    shell = re.sub(r'<script[^>]*></script>|<link rel="(?:stylesheet|preload)"[^>]*>', "", shell)
    return shell.replace("</head>", f"<style>{style}</style></head>"), found.group(2)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--controls", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=7)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        pages = [served(binary, arguments.controls, scratch) for binary in arguments.binaries]
    times = [[] for _ in pages]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=bigform.CHROMIUM, args=["--no-sandbox"])
        for _ in range(arguments.rounds):
            for index, (shell, rows) in enumerate(pages):
                page = browser.new_page()
                page.set_content(shell)
                times[index].append(page.evaluate(LAYOUT, rows))
                page.close()
        browser.close()
    medians = [statistics.median(figures) for figures in times]
    for binary, figures, median in zip(arguments.binaries, times, medians):
        print(f"{binary}: N={arguments.controls}: layout min {min(figures):.0f} ms, median {median:.0f} ms "
              f"({', '.join(f'{figure:.0f}' for figure in figures)}), {median / medians[0]:.2f} of the first")


if __name__ == "__main__":
    main()

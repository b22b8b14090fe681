"""The HTML report: string-level checks, then what a reader sees in a real (headless) browser.

Browser tests use Selenium with the Debian Chromium and chromedriver, never Selenium Manager
(no downloads). They are skipped when the browser is missing, unless QREAS_REQUIRE_BROWSER=1
(as in CI), where a missing browser is an error with a clear message.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from qreas.report_html import render_html
from qreas.scoring import SetScore

try:
    from selenium import webdriver
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
except ImportError:  # only the browser tests need it
    webdriver = None  # type: ignore[assignment]

SCRIPT_PAYLOAD = "Tom had <script>window.__pwned = 1</script> 9 dimes."
IMG_PAYLOAD = '<img src="nope.png" onerror="window.__pwned = 2">'
ATTR_TAG = 'odd"><img src=x onerror="window.__pwned=3">'


def _rec(
    set_: str, index: int, gold: str, pred: str, correct: bool, premise: str, **extra: Any
) -> dict[str, Any]:
    return {
        "set": set_,
        "index": index,
        "gold": gold,
        "prediction": pred,
        "correct": correct,
        "premise": premise,
        "hypothesis": f"Hypothesis {set_} {index}.",
        **extra,
    }


# Invented data (not engine output): AWPNLI is 2-class, StressTest 3-class.
# fmt: off
RECORDS: list[dict[str, Any]] = [
    _rec("AWPNLI", 0, "entailment", "entailment", True, "Ann bought 4 pears and 3 plums.",
         line=2, tags=["arithmetic"], reason="sum matches", explanation="9 = 4 + 5"),
    _rec("AWPNLI", 1, "entailment", "neutral", False, SCRIPT_PAYLOAD, line=3, tags=["arithmetic"],
         reason=IMG_PAYLOAD, explanation="label: neutral\nreason: no equation\n  (none)"),
    _rec("AWPNLI", 2, "contradiction", "entailment", False, "Between 10 and 20 boats sailed.",
         line=4, tags=["ranges"], reason="range contains value", explanation="15 in [10, 20]"),
    _rec("AWPNLI", 3, "neutral", "contradiction", True, "The dog barked loudly.",
         line=5, tags=["no-quantity"], reason="no quantities"),
    _rec("AWPNLI", 4, "contradiction", "neutral", True, "About 7 to 8 birds sat there.",
         line=6, tags=["arithmetic", "ranges"]),
    # no tags, line, reason or explanation: optional keys may be missing
    _rec("AWPNLI", 5, "entailment", "contradiction", False, "Sue ran 3 miles on Monday."),
    _rec("StressTest", 0, "contradiction", "neutral", False, "Fewer than 6 friends came over.",
         line=2, tags=["ranges", "arithmetic", ATTR_TAG], reason="bounds overlap",
         explanation="< 6 friend vs 6 friend"),
    _rec("StressTest", 1, "entailment", "entailment", True, "At least 40 cars were sold.",
         line=3, tags=["ranges"]),
    _rec("StressTest", 2, "neutral", "neutral", True, "It rained all week.", line=4, tags=["no-quantity"]),
    _rec("StressTest", 3, "contradiction", "contradiction", True, "Bob has 2 cats and 1 dog.",
         line=5, tags=["arithmetic"]),
]
ERRORS = [r for r in RECORDS if not r["correct"]]
E, N, C = "entailment", "neutral", "contradiction"
SCORES = [
    SetScore("AWPNLI", "data/AWPNLI.jsonl", 6, 2, 0.5,
             {E: {E: 1, N: 1, C: 1}, N: {E: 0, N: 0, C: 1}, C: {E: 1, N: 1, C: 0}}, 0,
             {"arithmetic": (3, 2 / 3), "ranges": (2, 0.5), "no-quantity": (1, 1.0)}),
    SetScore("StressTest", "data/StressTest.jsonl", 4, 3, 0.75,
             {E: {E: 1, N: 0, C: 0}, N: {E: 0, N: 1, C: 0}, C: {E: 0, N: 1, C: 1}}, 1,
             {"arithmetic": (2, 0.5), "ranges": (2, 0.5), "no-quantity": (1, 1.0)}),
]
# fmt: on


@pytest.fixture(scope="module")
def page() -> str:
    return render_html(SCORES, RECORDS, title="Test <report>", generated="generated 2024-01-01 by hand")


# --- without a browser -------------------------------------------------------------------


def test_record_text_is_escaped(page: str) -> None:
    assert "<script>window.__pwned" not in page
    assert "Tom had &lt;script&gt;window.__pwned = 1&lt;/script&gt; 9 dimes." in page
    assert IMG_PAYLOAD not in page and "<img" not in page
    assert ATTR_TAG not in page  # escaped in the tag list, the filter option and data-tags
    assert "<h1>Test &lt;report&gt;</h1>" in page
    assert len(re.findall(r"<script>", page)) == 1  # only the page's own script


def test_every_error_present_and_correct_rows_absent(page: str) -> None:
    assert page.count('<article class="error"') == len(ERRORS) == 4
    for r in RECORDS:
        if r["correct"]:
            assert r["premise"] not in page
        elif r["premise"] != SCRIPT_PAYLOAD:
            assert r["premise"] in page
            assert f'data-set="{r["set"]}" data-index="{r["index"]}"' in page
    assert "reason: no equation" in page  # explanation kept, inside <pre>
    assert re.search(r"<details><summary>explanation</summary><pre>label: neutral\n", page)


def test_errors_keep_input_order_and_output_is_deterministic(page: str) -> None:
    found = re.findall(r'data-set="(\w+)" data-index="(\d+)"', page)
    assert found == [(r["set"], str(r["index"])) for r in ERRORS]
    again = render_html(SCORES, RECORDS, title="Test <report>", generated="generated 2024-01-01 by hand")
    assert again == page
    assert (
        render_html(
            SCORES,
            [dict(r) for r in RECORDS],
            title="Test <report>",
            generated="generated 2024-01-01 by hand",
        )
        == page
    )


def test_page_is_self_contained(page: str) -> None:
    assert page.startswith("<!DOCTYPE html>")
    assert "http://" not in page and "https://" not in page
    assert "<link" not in page and "<script src" not in page and "@import" not in page


def test_tables_and_captions(page: str) -> None:
    assert '<td class="num">75.0</td>' in page and '<td class="num">50.0</td>' in page
    assert '<td class="num">66.7</td>' in page  # AWPNLI arithmetic in the phenomena table
    awp, stress = page.split('<table class="confusion"')[1:3]
    assert "collapsed" in awp and "collapsed" not in stress
    # the filter lists: All + each set; All + sorted tags present among errors (no-quantity is not)
    tag_select = page.split('<select id="filter-tag">')[1].split("</select>")[0]
    values = re.findall(r'<option value="([^"]*)"', tag_select)
    assert values == [
        "",
        "arithmetic",
        "odd&quot;&gt;&lt;img src=x onerror=&quot;window.__pwned=3&quot;&gt;",
        "ranges",
    ]
    assert "Showing 4 of 4 errors" in page


def test_no_errors_and_no_tags() -> None:
    ok = [r for r in RECORDS if r["correct"]]
    out = render_html([], ok)
    assert 'class="error"' not in out and "No errors." in out and "Showing 0 of 0 errors" in out


# --- in a browser ----------------------------------------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")


@pytest.fixture(scope="module")
def driver():
    missing = [name for name, path in (("chromium", CHROMIUM), ("chromedriver", CHROMEDRIVER)) if not path]
    if webdriver is None:
        missing.append("selenium (pip install selenium)")
    if missing:
        message = "browser tests need " + ", ".join(missing)
        if os.environ.get("QREAS_REQUIRE_BROWSER") == "1":
            pytest.fail(message + " (QREAS_REQUIRE_BROWSER=1 forbids skipping)", pytrace=False)
        pytest.skip(message)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(arg)
    drv = webdriver.Chrome(service=webdriver.ChromeService(executable_path=CHROMEDRIVER), options=options)
    yield drv
    drv.quit()


@pytest.fixture(scope="module")
def url(page: str, tmp_path_factory: pytest.TempPathFactory) -> str:
    path: Path = tmp_path_factory.mktemp("report") / "report.html"
    path.write_text(page, encoding="utf-8")
    return path.as_uri()


def _open(driver, url: str) -> None:
    driver.get("about:blank")  # a fresh load, even when only the hash differs
    driver.get(url)


def _shown(driver) -> list[tuple[str, int]]:
    return [
        (el.get_attribute("data-set"), int(el.get_attribute("data-index")))
        for el in driver.find_elements(By.CSS_SELECTOR, ".error")
        if el.is_displayed()
    ]


def _count(driver) -> str:
    return driver.find_element(By.ID, "error-count").text


def test_browser_tables(driver, url: str) -> None:
    _open(driver, url)
    rows = driver.find_elements(By.CSS_SELECTOR, "#results tbody tr")
    cells = [[td.text for td in row.find_elements(By.TAG_NAME, "td")] for row in rows]
    assert cells == [["AWPNLI", "6", "2", "50.0", "0"], ["StressTest", "4", "3", "75.0", "1"]]
    table = driver.find_element(By.CSS_SELECTOR, 'table.confusion[data-set="StressTest"]')
    heads = [th.text for th in table.find_elements(By.CSS_SELECTOR, "thead th")]
    assert heads[1:] == ["entailment", "neutral", "contradiction"]
    gold_c = [
        r
        for r in table.find_elements(By.CSS_SELECTOR, "tbody tr")
        if r.find_element(By.TAG_NAME, "th").text == "contradiction"
    ][0]
    assert [td.text for td in gold_c.find_elements(By.TAG_NAME, "td")] == ["0", "1", "1"]
    caption = driver.find_element(By.CSS_SELECTOR, 'table.confusion[data-set="AWPNLI"] caption')
    assert "collapsed" in caption.text


def test_browser_filters(driver, url: str) -> None:
    _open(driver, url)
    all_errors = [(r["set"], r["index"]) for r in ERRORS]
    assert _shown(driver) == all_errors and _count(driver) == "Showing 4 of 4 errors"
    by_set = Select(driver.find_element(By.ID, "filter-set"))
    by_tag = Select(driver.find_element(By.ID, "filter-tag"))
    by_set.select_by_visible_text("AWPNLI")
    assert _shown(driver) == [("AWPNLI", 1), ("AWPNLI", 2), ("AWPNLI", 5)]
    assert _count(driver) == "Showing 3 of 4 errors"
    by_tag.select_by_visible_text("arithmetic")  # AND with the set filter
    assert _shown(driver) == [("AWPNLI", 1)] and _count(driver) == "Showing 1 of 4 errors"
    by_set.select_by_visible_text("All")
    assert _shown(driver) == [("AWPNLI", 1), ("StressTest", 0)]
    by_tag.select_by_visible_text("ranges")
    by_set.select_by_visible_text("StressTest")
    assert _shown(driver) == [("StressTest", 0)]
    assert driver.execute_script("return location.hash") == "#set=StressTest&tag=ranges"
    by_set.select_by_visible_text("All")
    by_tag.select_by_visible_text("All")
    assert _shown(driver) == all_errors and _count(driver) == "Showing 4 of 4 errors"


def test_browser_hash_prefilters(driver, url: str) -> None:
    _open(driver, url + "#set=AWPNLI&tag=ranges")
    assert _shown(driver) == [("AWPNLI", 2)] and _count(driver) == "Showing 1 of 4 errors"
    assert Select(driver.find_element(By.ID, "filter-set")).first_selected_option.text == "AWPNLI"
    assert Select(driver.find_element(By.ID, "filter-tag")).first_selected_option.text == "ranges"
    _open(driver, url + "#set=StressTest")
    assert _shown(driver) == [("StressTest", 0)]
    _open(driver, url + "#set=NoSuchSet")  # an unknown value falls back to All
    assert len(_shown(driver)) == 4


def test_browser_payloads_are_text(driver, url: str) -> None:
    _open(driver, url)
    assert driver.execute_script("return window.__pwned === undefined")
    error = driver.find_elements(By.CSS_SELECTOR, ".error")[0]
    assert error.find_element(By.CSS_SELECTOR, ".premise").text.endswith(SCRIPT_PAYLOAD)
    assert error.find_element(By.CSS_SELECTOR, ".reason").text.endswith(IMG_PAYLOAD)
    assert driver.find_elements(By.CSS_SELECTOR, "img") == []
    stress = driver.find_element(By.CSS_SELECTOR, '.error[data-set="StressTest"]')
    assert ATTR_TAG in stress.find_element(By.CSS_SELECTOR, ".tags").text

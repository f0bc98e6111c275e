"""Real-browser test of a problem set: a wrong answer's layout and write-up fit a laptop screen and a zoomed one.

A wrong answer shows the hidden hands of a layout that beats it: three or four hand pictures, which
must wrap within the notebook column rather than run past its edge. Screenshots go to
``test-artifacts/browser``.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from .labdriver import KERNEL_WAIT, run_notebook
from .layout import collapse_left_sidebar, overflowing_pictures


def test_a_wrong_answer_shows_a_layout_that_fits_the_column(page: Page, lab, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1024, "height": 768})
    run_notebook(page, lab, "problems.ipynb", ".euchre-problems")
    collapse_left_sidebar(page)
    problems = page.locator(".euchre-problems").first
    wrong = page.locator(".wrong-answer").first.inner_text().strip()
    problems.locator(".euchre-answers .widget-button", has_text=wrong).first.click()
    held = problems.locator("svg[role=img][aria-label*='holds']")
    expect(held.first).to_be_visible(timeout=KERNEL_WAIT)
    assert held.count() >= 3, "a layout shows every hidden hand"
    expect(problems).to_contain_text("Why:")
    for width, height in ((1024, 768), (853, 533)):  # a laptop; 1280×800 zoomed to 150%
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        assert overflowing_pictures(page) == [], f"the layout at {width}×{height}"
        held.first.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"problems-layout-{width}x{height}.png"), full_page=False)
    # On a phone the table is drawn narrow (the side seats' cards in columns: it fits the offline site's phone
    # column, tested there; JupyterLab's prompts leave it 47 px less here, and its box scrolls) and the layout's
    # hands go one under another
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(400)
    assert [found for found in overflowing_pictures(page) if " holds: " in found] == []
    assert problems.locator(".euchre-narrow-table svg[role=img]").first.is_visible()
    assert not problems.locator(".euchre-wide-table svg[role=img]").first.is_visible()
    held.first.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "problems-layout-390x844.png"), full_page=False)

"""One real-browser test per lesson: it opens in JupyterLab, every cell runs without an error,
and its first widget answers a click. Screenshots of each lesson go to ``test-artifacts/browser``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .conftest import Server, lab_on
from .labdriver import KERNEL_WAIT, run_notebook

LESSONS = Path(__file__).resolve().parents[2] / "notebooks"

#: For each lesson, the first widget's control to click (None: the lesson has no widget, only pictures).
FIRST_CLICK: dict[str, str | None] = {
    "00_start_here": "button:has-text('Forward')",
    "01_cards_and_bowers": "button:has-text('Which card is higher?')",
    "03_deal_and_bidding": "button:has-text('Deal again')",
    "02_tricks_and_following_suit": ".widget-button:text-is('play 9♣')",
    "04_going_alone": "button:has-text('Forward')",
    "05_scoring": "button:has-text('Forward')",
    "06_history": ".widget-button:text-is('South')",
    "09_variants": ".widget-button:has-text('play ')",
    "07_play_a_match": "button.widget-button:not([disabled])",
    "08_strategy_order_it_up": "button.widget-button:has-text('pass')",
    "10_reference_card": None,
}


@pytest.fixture(scope="module")
def lessons_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """JupyterLab serving a copy of the lessons."""
    with lab_on(LESSONS, tmp_path_factory.mktemp("lessons")) as server:
        yield server


def test_every_lesson_has_a_browser_test() -> None:
    assert sorted(FIRST_CLICK) == sorted(p.stem for p in LESSONS.glob("[0-9]*.ipynb"))


@pytest.mark.parametrize("lesson", sorted(FIRST_CLICK))
def test_lesson_runs_in_jupyterlab_and_its_first_widget_answers(
    page: Page, lessons_lab: Server, artifacts: Path, lesson: str
) -> None:
    click = FIRST_CLICK[lesson]
    run_notebook(page, lessons_lab, f"{lesson}.ipynb", ".widget-vbox" if click else ".jp-RenderedSVG")
    busy = page.locator(".jp-InputPrompt").filter(has_text="[*]")
    expect(busy).to_have_count(0, timeout=KERNEL_WAIT * 2)
    expect(page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")).to_have_count(0)
    errors = page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']")
    expect(errors).to_have_count(0)
    if click is None:
        expect(page.locator(".jp-RenderedSVG").first).to_be_visible()  # the bowers picture
        expect(page.locator(".jp-OutputArea-output", has_text="J♥ > J♦ > A♥").first).to_be_visible()
        page.screenshot(path=str(artifacts / f"lesson-{lesson}.png"), full_page=False)
        return
    widget = page.locator(".jp-OutputArea-output .widget-vbox").first
    before = widget.inner_text()
    target = widget.locator(click).first
    target.scroll_into_view_if_needed()
    target.click()
    expect(widget).not_to_have_text(before, timeout=KERNEL_WAIT)
    page.screenshot(path=str(artifacts / f"lesson-{lesson}.png"), full_page=False)

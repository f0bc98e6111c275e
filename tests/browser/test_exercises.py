"""Real-browser test of the exercise widget on a small screen, zoomed and printed.

Every control of the exercises is clicked, in JupyterLab and in the offline site, by ``test_controls.py``.
Screenshots go to ``test-artifacts/browser``.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from .labdriver import run_notebook


def shot(page: Page, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=True)


def test_an_exercise_fits_a_small_screen_a_zoomed_one_and_print(page: Page, lab, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1024, "height": 768})
    run_notebook(page, lab, "exercise.ipynb", ".euchre-exercise")
    lead = page.locator(".euchre-exercise").first
    buttons = lead.locator(".widget-button", has_text="play ")
    expect(buttons.first).to_be_visible()
    for i in range(buttons.count()):  # every choice on screen, none cut off at the right
        box = buttons.nth(i).bounding_box()
        assert box is not None and box["x"] + box["width"] <= 1024
    table = lead.locator("svg[role=img]").first.bounding_box()
    area = lead.bounding_box()
    assert table is not None and area is not None and table["x"] + table["width"] <= area["x"] + area["width"] + 1
    shot(page, artifacts, "exercise-1024x768")
    page.evaluate("document.body.style.zoom = '150%'")
    expect(buttons.first).to_be_visible()
    shot(page, artifacts, "exercise-zoom-150")
    page.evaluate("document.body.style.zoom = '100%'")
    page.emulate_media(media="print")
    expect(lead.locator("svg[role=img]").first).to_be_visible()
    shot(page, artifacts, "exercise-print")

"""Real-browser tests: JupyterLab runs a notebook per widget, Playwright clicks, the DOM shows the engine's answer.

The stepper, bower explorer, deal animation, bidding round, variant explorer, self-check, trick quiz,
history stepper and timeline and the exercises are driven control by control in ``test_controls.py``
(in JupyterLab and in the offline site).

Each expectation is computed in this process by the same engine (same seeds), so the test
checks the browser shows what the engine says. Screenshots go to ``test-artifacts/browser``.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from euchre_teach.widgets import PlayTable

from .labdriver import KERNEL_WAIT, run_notebook


def shot(page: Page, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=True)


def test_play_table_illegal_click_then_a_legal_card(page: Page, lab, artifacts: Path) -> None:
    run_notebook(page, lab, "play.ipynb", ".euchre-score")
    local = PlayTable("standard", seed=8, seat=2, style="colour-blind")
    score = page.locator(".euchre-score")
    while local.bids.children:  # bid exactly as the local copy does
        label = local.bids.children[0].description
        page.locator(f".widget-button:text-is('{label}')").click()
        local.bids.children[0].click()
        expect(score).to_have_text(local.status())
    shot(page, artifacts, "play-table-start")
    hand = local.hand
    if hand.phase.value == "discard":
        label = local.cards.children[-1].description
        page.locator(f".widget-button:text-is('{label}')").click()
        local.cards.children[-1].click()
        expect(score).to_have_text(local.status())
    assert local.learners_turn and hand.phase.value == "play"
    legal = {str(a.card) for a in hand.legal_actions()}
    illegal = [b.description for b in local.cards.children if b.description not in legal]
    if illegal:
        before = page.locator("svg[role=img] > title").first.text_content()
        page.locator(f".widget-button:text-is('{illegal[0]}')").click()
        local.click_card(illegal[0])
        expect(page.locator(".euchre-error")).to_contain_text("cannot play")
        assert page.locator("svg[role=img] > title").first.text_content() == before
        shot(page, artifacts, "play-table-illegal")
    card = next(b.description for b in local.cards.children if b.description in legal)
    page.locator(f".widget-button:text-is('{card}')").click()
    local.click_card(card)
    expect(score).to_have_text(local.status())
    expect(page.locator("svg[role=img] > title").first).to_have_text(_title(local.table.value))
    shot(page, artifacts, "play-table-after")


def _title(svg: str) -> str:
    import html

    return html.unescape(svg.split("<title>", 1)[1].split("</title>", 1)[0])


PAINTED = """(canvas) => {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let painted = 0;
  for (let i = 3; i < data.length; i += 4) { if (data[i] > 0) painted++; }
  return painted / (canvas.width * canvas.height);
}"""


def test_voila_renders_the_lesson_with_cards(page: Page, voila, artifacts: Path) -> None:
    page.set_default_timeout(KERNEL_WAIT)
    page.goto(voila.url + "/")
    expect(page.locator(".jp-RenderedSVG").first).to_be_visible()  # the J♦ card, from IPython.display.SVG
    expect(page.locator(".widget-html svg[role=img]").first).to_be_visible()  # the stepper's table
    expect(page.locator(".euchre-narration")).to_contain_text("The deal")
    page.locator("button:has-text('Forward')").click()
    expect(page.locator(".euchre-narration")).to_contain_text("Step 1 of")
    page.wait_for_function(f"() => [...document.querySelectorAll('canvas')].some(c => ({PAINTED})(c) > 0.5)")
    shot(page, artifacts, "voila-lesson")

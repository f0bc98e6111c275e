"""Real-browser tests: JupyterLab runs a notebook per widget, Playwright clicks, the DOM shows the engine's answer.

Each expectation is computed in this process by the same engine (same seeds), so the test
checks the browser shows what the engine says. Screenshots go to ``test-artifacts/browser``.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from euchre_teach.history import EVENTS
from euchre_teach.widgets import BiddingRound, HandStepper, PlayTable, TrickQuiz

from .labdriver import KERNEL_WAIT, run_notebook


def shot(page: Page, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=True)


def test_stepper_clicks_and_keys_through_a_hand(page: Page, lab, artifacts: Path) -> None:
    run_notebook(page, lab, "stepper.ipynb", "button:has-text('Forward')")
    record = HandStepper.from_seed("standard", seed=3).record
    narration = page.locator(".euchre-narration")
    expect(narration).to_contain_text("The deal")
    page.locator("button:has-text('Forward')").click()
    expect(narration).to_contain_text(f"Step 1 of {len(record)}")
    expect(narration).to_contain_text(record.narration(0))
    page.locator("button:has-text('Forward')").click()
    expect(narration).to_contain_text(record.narration(1))
    shot(page, artifacts, "stepper-step-2")
    page.locator(".widget-slider .noUi-handle").first.focus()
    page.keyboard.press("ArrowRight")
    expect(narration).to_contain_text(f"Step 3 of {len(record)}")
    page.locator("button:has-text('Last')").click()
    expect(narration).to_contain_text(f"Step {len(record)} of {len(record)}")
    expect(page.locator("svg[role=img] > title").first).to_contain_text("Hand over")
    page.locator(".widget-dropdown", has_text="Show").locator("select").select_option(label="East's view")
    expect(page.locator("svg[role=img] > title").first).to_contain_text("East's view")
    shot(page, artifacts, "stepper-end-east-view")


def test_bower_explorer_and_quiz(page: Page, lab, artifacts: Path) -> None:
    run_notebook(page, lab, "bower.ipynb", "svg[role=img]")
    expect(page.locator("svg g title", has_text="J♦, left bower")).to_have_count(1)
    page.locator(".widget-dropdown", has_text="Trump").locator("select").select_option(label="clubs")
    expect(page.locator("svg g title", has_text="J♠, left bower")).to_have_count(1, timeout=KERNEL_WAIT)
    page.locator(".widget-dropdown", has_text="Joker").locator("select").select_option(label="the joker (best bower)")
    expect(page.locator("svg g title", has_text="joker, best bower")).to_have_count(1, timeout=KERNEL_WAIT)
    shot(page, artifacts, "bower-clubs-joker")
    page.locator("button:has-text('Which card is higher?')").click()
    first_answer = page.locator(".widget-button:has-text('the ')").first
    first_answer.click()
    expect(page.locator(".euchre-good, .euchre-error").first).to_contain_text("Score: ")
    expect(page.locator("text=were led").first).to_be_visible()
    shot(page, artifacts, "bower-quiz")


def test_trick_quiz_reveals_the_winner_after_the_answer(page: Page, lab, artifacts: Path) -> None:
    run_notebook(page, lab, "quiz.ipynb", "button:has-text('Next position')")
    quiz = TrickQuiz("standard", seed=7)
    winner = quiz.hand.seat_name(quiz.trick.winner)
    expect(page.locator("svg[role=img] > title").first).not_to_contain_text("won by")
    page.locator(f".widget-button:text-is('{winner}')").click()
    expect(page.locator(".euchre-good")).to_contain_text("Right!")
    expect(page.locator("svg[role=img] > title").first).to_contain_text(f"won by {winner}")
    shot(page, artifacts, "trick-quiz")


def test_bidding_round_seat_by_seat(page: Page, lab, artifacts: Path) -> None:
    run_notebook(page, lab, "bidding.ipynb", "button:has-text('Next seat')")
    local = BiddingRound("standard", seed=11, seat=0)
    summary = page.locator(".euchre-summary")
    expect(summary).to_have_text(local.summary())
    page.locator("button:has-text('Finish the bidding')").click()
    local.finish()
    expect(summary).to_have_text(local.summary())
    if local.learners_turn:
        labels = [b.description for b in local.choices.children]
        for label in labels:
            expect(page.locator(f".widget-button:text-is('{label}')")).to_be_visible()
        shot(page, artifacts, "bidding-choices")
        page.locator(f".widget-button:text-is('{labels[0]}')").click()
        local.choices.children[0].click()
        expect(summary).to_have_text(local.summary())
    shot(page, artifacts, "bidding-after")


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


def test_variant_explorer_tabs(page: Page, lab, artifacts: Path) -> None:
    run_notebook(page, lab, "variants.ipynb", ".euchre-describe")
    page.locator(".widget-dropdown", has_text="Variant").locator("select").select_option("finnish")
    expect(page.locator(".euchre-describe")).to_contain_text("joker")
    page.locator(".lm-TabBar-tab", has_text="Pack").click()
    expect(page.locator("svg g title", has_text="joker, best bower").first).to_be_attached()
    expect(page.locator("svg[role=img]", has_text="joker").first).to_be_visible()
    shot(page, artifacts, "variants-pack")
    page.locator(".lm-TabBar-tab", has_text="Scoring").click()
    expect(page.locator(".euchre-scoring")).to_contain_text("euchred")
    page.locator(".lm-TabBar-tab", has_text="Sample hand").click()
    page.locator("button:has-text('Deal a sample hand')").click()
    expect(page.locator("svg[role=img] > title", has_text="teacher view").first).to_be_attached()
    shot(page, artifacts, "variants-sample")


def test_history_timeline_filters_disputed_claims(page: Page, lab, artifacts: Path) -> None:
    run_notebook(page, lab, "timeline.ipynb", ".euchre-timeline")
    expect(page.locator(".euchre-event")).to_have_count(len(EVENTS))
    shot(page, artifacts, "timeline-all")
    page.locator("button:has-text('Disputed claims only')").click()
    expect(page.locator(".euchre-event")).to_have_count(sum(e.disputed for e in EVENTS))
    expect(page.locator(".euchre-disputed").first).to_contain_text("Disputed")


PAINTED = """(canvas) => {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let painted = 0;
  for (let i = 3; i < data.length; i += 4) { if (data[i] > 0) painted++; }
  return painted / (canvas.width * canvas.height);
}"""


def test_deal_animation_paints_the_canvas(page: Page, lab, artifacts: Path) -> None:
    run_notebook(page, lab, "animation.ipynb", "canvas")
    bottom = page.locator(".jp-OutputArea canvas").first
    page.wait_for_function(f"() => ({PAINTED})(document.querySelector('.jp-OutputArea canvas')) > 0.5")
    shot(page, artifacts, "animation-dealt")
    page.locator(".widget-dropdown", has_text="Trump").locator("select").select_option(label="spades")
    expect(page.locator("text=sorted with spades as trump")).to_be_visible()
    page.wait_for_timeout(1500)  # let the re-sort frames play before the screenshot
    assert bottom.evaluate(PAINTED) > 0.5
    shot(page, artifacts, "animation-spades")


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

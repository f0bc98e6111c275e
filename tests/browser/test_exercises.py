"""Real-browser tests of the exercise widget: every control clicked, the learner's screen asserted.

The expectations come from the same engine in this process (same seeds, same positions), so the
test checks that the browser shows the engine's verdicts. Screenshots go to ``test-artifacts/browser``.
"""

from __future__ import annotations

import html
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from euchre_teach import STANDARD, Deal
from euchre_teach.analysis import advise_play
from euchre_teach.widgets import Exercise, start_play

from .labdriver import KERNEL_WAIT, run_notebook

DEAL = Deal.from_hands(STANDARD, {"N": "KH AH 9S TS JS", "E": "9D QD QC KC AC",
                                  "S": "JD TD 9C TC JC", "W": "KD AD 9H TH QH"}, upcard="JH", dealer="N")


def shot(page: Page, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=True)


def choice(widget: Locator, label: str) -> Locator:
    return widget.locator(f".widget-button:text-is('{label}')")


def title(widget: Locator) -> str:
    return widget.locator("svg[role=img] > title").first.text_content() or ""


def svg_title(svg: str) -> str:
    return html.unescape(svg.split("<title>", 1)[1].split("</title>", 1)[0])


def test_exercises_grade_every_click_in_the_browser(page: Page, lab, artifacts: Path) -> None:
    run_notebook(page, lab, "exercise.ipynb", ".euchre-exercise")
    expect(page.locator(".euchre-exercise")).to_have_count(3, timeout=KERNEL_WAIT)
    lead, follow, discard = (page.locator(".euchre-exercise").nth(i) for i in range(3))

    # "Which card do you lead?": every card a button; the worst is named as such, the best is right.
    local = Exercise.lead("standard", seed=1)
    ranked = advise_play(local.start).ranked
    best, worst = f"play {ranked[0].action.card}", f"play {ranked[-1].action.card}"
    expect(lead).to_contain_text(local.question)
    for button in local.choices.children:
        expect(choice(lead, button.description)).to_be_visible()
    choice(lead, worst).click()
    label = local._grade(ranked[-1].action).label.capitalize()
    expect(lead.locator(".euchre-error")).to_contain_text(f"Not the best. {label}")
    expect(lead.locator(".euchre-error")).to_contain_text(f"Better, {best}")
    expect(lead.locator(".euchre-exercise-reason")).to_contain_text("best choice 0 times out of 1")
    expect(lead.locator(".widget-button", has_text="play ")).to_have_count(0)
    shot(page, artifacts, "exercise-lead-wrong")
    lead.locator("button:has-text('Start again')").click()
    expect(lead.locator(".euchre-error")).to_have_count(0)
    expect(choice(lead, best)).to_be_visible()
    choice(lead, best).click()
    expect(lead.locator(".euchre-good")).to_contain_text("Right! Best: " + best)

    # Following suit: the left bower is refused with the engine's reason, nothing moves; clubs are played.
    hand = start_play(DEAL, "East", discard="9S")
    hand.apply("play QC")
    mine = Exercise(hand, "?", to_the_end=True)
    before = title(follow)
    assert before == svg_title(mine.picture.value)
    choice(follow, "play J♦").click()
    expect(follow.locator(".euchre-error")).to_contain_text("The J♦ is the left bower")
    assert title(follow) == before
    shot(page, artifacts, "exercise-follow-suit-refused")
    while not mine.finished:  # play South's first legal card each time, here and in the browser
        action, label = next((a, label) for a, label in mine._options() if mine.hand.can(a))
        choice(follow, label).click()
        mine.choose(action)
        expect(follow.locator(".euchre-good, .euchre-error").first).to_contain_text(
            "Right!" if mine.grades[-1].label in ("best", "good") else "Not the best")
        expect(follow.locator("svg[role=img] > title").first).to_have_text(svg_title(mine.picture.value))
    expect(follow.locator(".euchre-exercise-reason")).to_contain_text("Your side took")
    expect(follow.locator("svg[role=img] > title").first).to_contain_text("Hand over")
    shot(page, artifacts, "exercise-follow-suit-finished")

    # "Choose the discard": the learner's own view, six discards, the sampled verdict with its rule of thumb.
    local = Exercise.discard("standard", seed=3, samples=60)
    expect(discard.locator("svg[role=img] > title").first).to_contain_text("South's view")
    labels = [b.description for b in local.choices.children]
    assert len(labels) == 6
    for label in labels:
        expect(choice(discard, label)).to_be_visible()
    choice(discard, labels[0]).click()
    local.choices.children[0].click()
    verdict = "euchre-good" if "euchre-good" in local.feedback.value else "euchre-error"
    expect(discard.locator(f".{verdict}")).to_contain_text("expects")
    expect(discard.locator(".euchre-exercise-reason")).to_contain_text("best choice")
    shot(page, artifacts, "exercise-discard")


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

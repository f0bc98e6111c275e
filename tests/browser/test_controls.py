"""Every control of every widget, in JupyterLab: click or switch it through its options and check what
a learner then sees (text, enabled buttons, the picture's title), including controls revealed by
another; the layout at 1024×768 (sidebar collapsed) and at 1280×800 zoomed to 150%; keyboard use;
an axe-core audit. One notebook (``notebooks/controls.ipynb``) holds the widgets and runs once.

Every expectation comes from the same widgets built here with the same seeds and driven the same way.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from euchre_teach.cards import Suit
from euchre_teach.rules import variant_names
from euchre_teach.state import new_hand
from euchre_teach.widgets import BiddingRound, BowerExplorer, DealAnimation, HandStepper, TrickQuiz, VariantExplorer
from euchre_teach.widgets.bower import QUIZ_MODE, RANK_MODE

from .a11y import LESSON_CONTENT, axe_violations
from .labdriver import KERNEL_WAIT, run_notebook
from .layout import collapse_left_sidebar, overflowing_pictures
from .test_browser_widgets import PAINTED


def title(svg: str) -> str:
    """A picture's text alternative, as the browser shows it."""
    return html.unescape(svg.split("<title>", 1)[1].split("</title>", 1)[0])


@pytest.fixture(scope="module")
def page(browser: Browser, lab, artifacts: Path) -> Iterator[Page]:
    """One page for the module: the controls notebook, every cell run."""
    expect.set_options(timeout=20_000)  # each click is a round trip to the kernel
    context = browser.new_context(viewport={"width": 1280, "height": 1100})
    page = context.new_page()
    run_notebook(page, lab, "controls.ipynb", ".jp-OutputArea-output .euchre-selfcheck")
    expect(page.locator(".jp-InputPrompt").filter(has_text="[*]")).to_have_count(0, timeout=KERNEL_WAIT)
    yield page
    context.close()


def widget(page: Page, name: str, index: int = 0) -> Locator:
    """The ``index``-th widget of a kind, scrolled into view, once the kernel has answered every earlier click
    (the deal animation's frames can keep it busy for seconds on a loaded machine)."""
    expect(page.locator(".jp-StatusBar-Widget", has_text="Idle").first).to_be_visible(timeout=KERNEL_WAIT)
    found = page.locator(f".jp-OutputArea-output .{name}").nth(index)
    found.scroll_into_view_if_needed()
    return found


def choose(where: Locator, description: str, label: str) -> None:
    where.locator(".widget-dropdown", has_text=description).locator("select").select_option(label=label)


def picture_title(where: Locator) -> Locator:
    return where.locator("svg[role=img] > title").first


def shot(page: Page, artifacts: Path, name: str, where: Locator | None = None) -> None:
    target = where or page
    target.screenshot(path=str(artifacts / f"controls-{name}.png"))


def test_stepper_buttons_slider_keys_and_views(page: Page, artifacts: Path) -> None:
    local = HandStepper.from_seed("standard", seed=3)
    total = len(local.record)
    box = widget(page, "euchre-stepper")
    narration = box.locator(".euchre-narration")
    buttons = {name: box.locator(f"button:has-text('{name}')") for name in ("First", "Back", "Forward", "Last")}

    def at(step: int) -> None:
        local.go(step)
        expect(narration).to_have_text(html.unescape(re.sub("<[^>]+>", "", local.narration.value)))
        for name, state in (("First", step == 0), ("Back", step == 0), ("Forward", step == total),
                            ("Last", step == total)):
            (expect(buttons[name]).to_be_disabled if state else expect(buttons[name]).to_be_enabled)()
        expect(picture_title(box)).to_have_text(title(local.table.value))

    at(0)
    buttons["Forward"].click()
    at(1)
    buttons["Forward"].click()
    at(2)
    buttons["Back"].click()
    at(1)
    buttons["Last"].click()
    at(total)
    buttons["First"].click()
    at(0)
    step = box.locator(".widget-inline-hbox", has_text="Step").locator("input")
    step.focus()
    page.keyboard.press("ArrowUp")
    at(1)
    page.keyboard.press("ArrowDown")
    at(0)
    step.fill(str(total))
    at(total)
    step.fill("0")
    at(0)
    step.fill("1")
    at(1)
    buttons["First"].focus()  # keyboard: Tab to Forward (past Back), Enter steps, with a visible focus ring
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    at(2)
    assert buttons["Forward"].evaluate("b => document.activeElement === b && getComputedStyle(b).outlineStyle "
                                       "!== 'none' && parseFloat(getComputedStyle(b).outlineWidth) > 0")
    for label, value in local.view_choice.options:
        choose(box, "Show", label)
        local.view_choice.value = value
        expect(picture_title(box)).to_have_text(title(local.table.value))
    shot(page, artifacts, "stepper", box)


def test_stepper_on_an_unplayed_hand_plays_it_out(page: Page, artifacts: Path) -> None:
    local = HandStepper(new_hand("standard", seed=7).record, style="projector colour-blind")
    box = widget(page, "euchre-stepper", 1)
    expect(box).to_contain_text("This hand was not played yet")
    expect(box.locator(".euchre-narration")).to_contain_text(f"Step 0 of {len(local.record)}")
    expect(box.locator("button:has-text('Forward')")).to_be_enabled()
    box.locator("button:has-text('Last')").click()
    local.go(len(local.record))
    expect(picture_title(box)).to_have_text(title(local.table.value))
    shot(page, artifacts, "stepper-unplayed", box)


def test_bower_explorer_every_choice_and_the_quiz_it_reveals(page: Page, artifacts: Path) -> None:
    local = BowerExplorer("standard", seed=2)
    box = widget(page, "euchre-bower")
    notes = box.locator(".widget-html").last
    for label, suit in local.trump_choice.options:
        choose(box, "Trump", label)
        local.trump_choice.value = suit
        left = f"J{Suit(suit).same_colour.symbol}, left bower"
        expect(box.locator("svg g title", has_text=left)).to_have_count(1)
        expect(picture_title(box)).to_have_text(title(local.picture.value))
    for label, size in local.pack_choice.options:
        choose(box, "Pack", label)
        local.pack_choice.value = size
        expect(box.locator("svg g > title")).to_have_count(size)
    for label, joker in local.joker_choice.options:
        choose(box, "Joker", label)
        local.joker_choice.value = joker
        expect(notes).to_contain_text(html.unescape(re.sub("<[^>]+>", "", local.notes.value)))
        place = "third" if joker != "none" else "second"
        expect(notes).to_contain_text(f"ranks {place} in")
    shot(page, artifacts, "bower-ranks", box)
    quiz_only = [box.locator("button:has-text('Next question')")]
    expect(quiz_only[0]).to_be_hidden()
    box.locator(f"button:has-text('{QUIZ_MODE}')").click()
    local.mode.value = QUIZ_MODE
    for round_ in range(3):
        answers = [b.description for b in local.answer_buttons.children]
        for label in answers:
            expect(box.locator(f".widget-button:text-is('{label}')")).to_be_visible()
            expect(box.locator(f".widget-button:text-is('{label}')")).to_be_enabled()
        expect(quiz_only[0]).to_be_visible()
        expect(picture_title(box)).to_have_text(title(local.picture.value))
        box.locator(f".widget-button:text-is('{answers[round_ % 2]}')").click()
        local.answer(answers[round_ % 2][4:])  # "the K♦" -> "K♦"
        expect(box.locator(".euchre-good, .euchre-error")).to_contain_text(f"Score: {local.score[0]} of {round_ + 1}")
        for label in answers:
            expect(box.locator(f".widget-button:text-is('{label}')")).to_be_disabled()
        expect(picture_title(box)).to_have_text(title(local.picture.value))
        shot(page, artifacts, f"bower-quiz-{round_}", box)
        quiz_only[0].click()
        local.new_question()
    box.locator(f"button:has-text('{RANK_MODE}')").click()
    expect(quiz_only[0]).to_be_hidden()


def test_bidding_round_every_button(page: Page, artifacts: Path) -> None:
    local = BiddingRound("standard", seed=11, seat=0)
    box = widget(page, "euchre-bidding")
    summary = box.locator(".euchre-summary")
    expect(summary).to_have_text(local.summary())
    for _deal in range(2):
        if not local.learners_turn and not local.bidding_over:
            box.locator("button:has-text('Next seat')").click()
            local.next_seat()
            expect(summary).to_have_text(local.summary())
        while not local.bidding_over:
            if not local.learners_turn:
                box.locator("button:has-text('Finish the bidding')").click()
                local.finish()
                expect(summary).to_have_text(local.summary())
                continue
            labels = [b.description for b in local.choices.children]
            for label in labels:
                expect(box.locator(f".widget-button:text-is('{label}')")).to_be_enabled()
            expect(box.locator("button:has-text('Finish the bidding')")).to_be_disabled()
            box.locator(f".widget-button:text-is('{labels[0]}')").focus()  # Tab to the last bid, Enter says it
            for _tab in labels[1:]:
                page.keyboard.press("Tab")
            assert box.locator(f".widget-button:text-is('{labels[-1]}')").evaluate(
                "b => document.activeElement === b && getComputedStyle(b).outlineStyle !== 'none'")
            page.keyboard.press("Enter")
            local.choices.children[-1].click()
            expect(summary).to_have_text(local.summary())
        expect(box.locator("button:has-text('Next seat')")).to_be_disabled()
        expect(picture_title(box)).to_have_text(title(local.table.value))
        shot(page, artifacts, f"bidding-{_deal}", box)
        box.locator("button:has-text('New deal')").click()
        local.deal(local.seed + 1)
        expect(summary).to_have_text(local.summary())


def test_variant_explorer_every_variant_and_tab(page: Page, artifacts: Path) -> None:
    local = VariantExplorer()
    box = widget(page, "euchre-variants")
    tabs = ("Rules", "Pack", "Seating", "Scoring", "Sample hand")
    for index, name in enumerate(variant_names()):
        choose(box, "Variant", name)
        local.choice.value = name
        box.locator(".lm-TabBar-tab", has_text="Rules").click()
        expect(box.locator(".euchre-describe li").first).to_have_text(local.rules.describe().splitlines()[0])
        if index % 5:
            continue  # every tab for a third of the variants keeps the test short
        for tab, shown in zip(tabs[1:], (local.pack, local.seating, None, local.sample), strict=True):
            box.locator(".lm-TabBar-tab", has_text=tab).click()
            if shown is None:
                caption = re.search(r"<caption>(.*?)</caption>", local.scores.value).group(1)  # type: ignore[union-attr]
                expect(box.locator(".euchre-scoring caption")).to_have_text(html.unescape(caption))
                continue
            shown_picture = box.locator("svg[role=img]").locator("visible=true").first
            expect(shown_picture.locator("> title")).to_have_text(title(shown.value))
        box.locator("button:has-text('Deal a sample hand')").click()
        local.deal_sample()
        expect(box.locator("svg[role=img] > title", has_text=title(local.sample.value))).to_have_count(1)
        shot(page, artifacts, f"variants-{name}", box)


def test_self_check_every_answer(page: Page, artifacts: Path) -> None:
    box = widget(page, "euchre-selfcheck")
    for answer, verdict in (("Clubs", "Not quite: Not under spades"), ("Neither", "Not quite: Every card"),
                            ("Spades", "Right: The J♣ is the left bower")):
        box.locator(f".widget-button:text-is('{answer}')").click()
        expect(box.locator("[role=status]")).to_contain_text(verdict)
    shot(page, artifacts, "selfcheck", box)


def test_trick_quiz_every_answer_then_next_position(page: Page, artifacts: Path) -> None:
    local = TrickQuiz("standard", seed=7)
    box = page.locator(".jp-OutputArea-output .widget-vbox", has=page.locator("button:has-text('Next position')"))
    box.scroll_into_view_if_needed()
    for position in range(3):
        seats = [b.description for b in local.answers.children]
        for seat in seats:
            expect(box.locator(f".widget-button:text-is('{seat}')")).to_be_enabled()
        expect(picture_title(box)).to_have_text(title(local.picture.value))
        pick = seats[position % len(seats)]
        box.locator(f".widget-button:text-is('{pick}')").click()
        local.answer(pick)
        for seat in seats:
            expect(box.locator(f".widget-button:text-is('{seat}')")).to_be_disabled()
        expect(picture_title(box)).to_have_text(title(local.picture.value))
        box.locator("button:has-text('Next position')").click()
        local.load(local.seed + 1)
    shot(page, artifacts, "trick-quiz", box)


def test_deal_animation_trump_choices_and_deal_again(page: Page, artifacts: Path) -> None:
    local = DealAnimation(new_hand("standard", seed=3), use_canvas=False)
    box = widget(page, "euchre-deal-animation")
    select = box.locator(".widget-dropdown", has_text="Trump").locator("select")
    caption = box.locator(".widget-html").last
    expect(select.locator("option:checked")).to_have_text("before trump is chosen")
    expect(caption).to_have_text(re.sub("<[^>]+>", "", local.caption.value))
    page.wait_for_function(f"() => ({PAINTED})(document.querySelector('.euchre-deal-animation canvas')) > 0.5")
    for label, value in [*local.trump_choice.options[1:], local.trump_choice.options[0]]:
        select.select_option(label=label)
        local.trump_choice.value = value
        expect(caption).to_have_text(re.sub("<[^>]+>", "", local.caption.value))
    select.select_option(label="spades")
    box.locator("button:has-text('Deal again')").click()
    expect(select.locator("option:checked")).to_have_text("before trump is chosen")
    page.wait_for_timeout(800)  # the dealing frames, for the screenshot
    assert box.locator("canvas").first.evaluate(PAINTED) > 0.5
    shot(page, artifacts, "deal-animation", box)


@pytest.mark.parametrize(("width", "height", "name"), [(1024, 768, "1024x768"), (853, 533, "1280x800-at-150pc")])
def test_no_picture_is_wider_than_the_notebook(page: Page, artifacts: Path, width: int, height: int,
                                               name: str) -> None:
    """1280×800 at 150% zoom is a 853×533 CSS-pixel viewport: the same layout as the zoomed page."""
    collapse_left_sidebar(page)
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_timeout(500)  # let JupyterLab lay the panel out again
    assert overflowing_pictures(page) == []
    widget(page, "euchre-stepper", 1)
    page.screenshot(path=str(artifacts / f"controls-layout-{name}.png"))
    page.set_viewport_size({"width": 1280, "height": 1100})


def test_the_widgets_pass_an_axe_audit(page: Page) -> None:
    assert axe_violations(page, LESSON_CONTENT) == []

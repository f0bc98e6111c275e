"""Every control of every widget, in JupyterLab and in the offline JupyterLite site: click or switch it
through its options and check what a learner then sees (text, enabled buttons, the picture's title),
including controls revealed by another; the layout at 1024×768 (sidebar collapsed) and at 1280×800
zoomed to 150%; keyboard use; an axe-core audit; no request leaving this machine.

One notebook (``notebooks/controls.ipynb``) holds the widgets; each driver (:mod:`.drivers`) opens it
once and every test below runs against both pages. Every expectation comes from the same widgets built
here with the same seeds and driven the same way. The play table and the bid trainer have their own tests.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from euchre_teach import STANDARD, Deal
from euchre_teach.analysis import advise_play
from euchre_teach.cards import Suit
from euchre_teach.history import ERAS, EVENTS, disputed_events
from euchre_teach.record import Record
from euchre_teach.rules import variant_names
from euchre_teach.state import new_hand
from euchre_teach.widgets import (
    BiddingRound,
    BowerExplorer,
    DealAnimation,
    Exercise,
    HandStepper,
    HistoryStepper,
    TrickQuiz,
    VariantExplorer,
    start_play,
)
from euchre_teach.widgets.bower import QUIZ_MODE, RANK_MODE
from euchre_teach.widgets.history_stepper import NO, YES
from euchre_teach.widgets.timeline import ALL as ALL_EVENTS
from euchre_teach.widgets.timeline import DISPUTED, era_label

from .a11y import LESSON_CONTENT, axe_violations
from .drivers import PYODIDE_WAIT, JupyterLab, JupyterLite, browser_for
from .labdriver import KERNEL_WAIT
from .layout import collapse_left_sidebar, overflowing_pictures
from .test_browser_widgets import PAINTED

Driver = JupyterLab | JupyterLite


def title(svg: str) -> str:
    """A picture's text alternative, as the browser shows it."""
    return html.unescape(svg.split("<title>", 1)[1].split("</title>", 1)[0])


def text(markup: str) -> str:
    """What the browser shows of an HTML value: the tags gone, the entities read."""
    return html.unescape(re.sub("<[^>]+>", "", markup))


@pytest.fixture(scope="module")
def page(driver: Driver, request: pytest.FixtureRequest) -> Iterator[Page]:
    """One page per driver: the controls notebook, every cell run. Every request that leaves 127.0.0.1 is kept
    in ``page.asked_elsewhere``."""
    expect.set_options(timeout=20_000)  # each click is a round trip to the kernel
    browser: Browser = browser_for(driver, request)
    context = browser.new_context(viewport={"width": 1280, "height": 1100})
    page = context.new_page()
    elsewhere: list[str] = []
    page.on("request", lambda r: None if r.url.startswith(("http://127.0.0.1:", "data:", "blob:"))
            else elsewhere.append(r.url))
    driver.run(page, "controls.ipynb", ".jp-OutputArea-output .euchre-exercise")
    expect(page.locator(".jp-InputPrompt").filter(has_text="[*]")).to_have_count(0, timeout=PYODIDE_WAIT)
    page.asked_elsewhere = elsewhere  # type: ignore[attr-defined]
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
    """A screenshot named after the driver: ``controls-jupyterlite-bower-quiz-0.png``."""
    target = where or page
    driver = "jupyterlite" if "/lab/index.html" in page.url else "jupyterlab"
    target.screenshot(path=str(artifacts / f"controls-{driver}-{name}.png"))


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
    local = HandStepper(Record.of(new_hand("standard", seed=7)), style="projector colour-blind")
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


def test_variant_explorer_plays_the_chosen_variant_in_view(page: Page, artifacts: Path) -> None:
    """"Play this variant" opens a learning table of the chosen preset below the explorer, scrolled into
    view with its head focused, and the table plays; "Close the table" takes it away again."""
    box = widget(page, "euchre-variants")
    choose(box, "Variant", "cutthroat")
    box.locator("button:has-text('Play this variant')").click()
    table = box.locator(".euchre-play")
    expect(table).to_have_count(1)
    close = box.locator("button:has-text('Close the table')")
    expect(close).to_be_focused()
    expect(close).to_be_in_viewport()
    expect(box).to_contain_text("you play West")
    status = table.locator(".euchre-score")
    before = status.inner_text()
    table.locator(".euchre-bids button.widget-button, button.euchre-legal").first.click()  # a bid or a legal card
    expect(status).not_to_have_text(before)
    shot(page, artifacts, "variants-play-cutthroat", box)
    close.click()
    expect(table).to_have_count(0)


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


def test_deal_animation_trump_choices_and_deal_again(page: Page, artifacts: Path, driver: Driver) -> None:
    """On a canvas where ipycanvas runs (JupyterLab); as an SVG picture in the offline site."""
    local = DealAnimation(new_hand("standard", seed=3), use_canvas=False)
    box = widget(page, "euchre-deal-animation")
    select = box.locator(".widget-dropdown", has_text="Trump").locator("select")
    caption = box.locator(".widget-html").last

    def shows_the_table() -> None:
        expect(caption).to_have_text(text(local.caption.value))
        if not driver.canvas:
            expect(picture_title(box)).to_have_text(local.picture().title)

    expect(select.locator("option:checked")).to_have_text("before trump is chosen")
    shows_the_table()
    if driver.canvas:
        page.wait_for_function(f"() => ({PAINTED})(document.querySelector('.euchre-deal-animation canvas')) > 0.5")
    else:
        expect(box.locator("canvas")).to_have_count(0)
    for label, value in [*local.trump_choice.options[1:], local.trump_choice.options[0]]:
        select.select_option(label=label)
        local.trump_choice.value = value
        shows_the_table()
    select.select_option(label="spades")
    box.locator("button:has-text('Deal again')").click()
    local.play_deal()
    expect(select.locator("option:checked")).to_have_text("before trump is chosen")
    shows_the_table()
    if driver.canvas:
        page.wait_for_timeout(800)  # the dealing frames, for the screenshot
        assert box.locator("canvas").first.evaluate(PAINTED) > 0.5
    shot(page, artifacts, "deal-animation", box)


def test_history_stepper_predict_reveal_every_era_button(page: Page, artifacts: Path) -> None:
    """Both predictions, the reveal they unlock (the answers shown, every choice then off), the era arrows."""
    local = HistoryStepper()
    box = widget(page, "euchre-history-stepper")
    reveal = box.locator("button:has-text('Show the hand played')")
    earlier, later = box.locator("button:has-text('Earlier era')"), box.locator("button:has-text('Next era')")
    message = box.locator("[role=status]").last

    def seat(name: str) -> Locator:
        return box.locator(f".widget-button:text-is('{name}')")

    def predicting() -> None:
        expect(box.locator("h3").first).to_have_text(f"{local.era.name} · {local.era.years}")
        expect(box).to_contain_text(text(local.position.value))
        (expect(earlier).to_be_disabled if local.index == 0 else expect(earlier).to_be_enabled)()
        (expect(later).to_be_disabled if local.index == len(ERAS) - 1 else expect(later).to_be_enabled)()
        expect(picture_title(box)).to_have_text(title(local.table.value))
        for choice in local.trick_buttons.children:
            expect(seat(choice.description)).to_be_enabled()
        expect(box.locator(f"button:has-text('{YES}')")).to_be_enabled()
        expect(reveal).to_be_disabled()
        expect(box.locator(".euchre-what-changed")).to_have_count(0)
        expect(message).to_have_text(text(local.message.value))

    def predict_and_reveal(pick: int, march: str) -> None:
        name = local.trick_buttons.children[pick].description
        seat(name).click()
        local.predict_winner(name)
        try:
            expect(seat(name)).to_be_disabled(timeout=5_000)
        except AssertionError:  # a click can be lost while the page lays out again (once in ~5 runs): the same
            seat(name).click()  # prediction twice is the same state, so click again
            expect(seat(name)).to_be_disabled()
        expect(message).to_have_text(text(local.message.value))  # "One more prediction ..."
        expect(reveal).to_be_disabled()
        box.locator(f"button:has-text('{march}')").click()
        local.predict_march(march == YES)
        expect(reveal).to_be_enabled()
        reveal.click()
        local.reveal()
        changed = box.locator(".euchre-what-changed")
        expect(changed).to_be_visible()
        expect(changed).to_have_text(text(local.changed.value))
        for verdict in re.findall(r"<p[^>]*>(.*?)</p>", local.verdicts.value):
            expect(box).to_contain_text(text(verdict))
        expect(box.locator(".euchre-history-tricks li")).to_have_count(len(local.played.hand.tricks))
        expect(box.locator(".euchre-history-tricks")).to_be_visible()
        order = box.locator("svg[role=img]", has=page.locator("> title", has_text="Trump order in this era"))
        expect(order).to_be_visible()
        expect(message).to_have_text(text(local.message.value))  # the score
        for choice in (*local.trick_buttons.children, *local.march_buttons.children):
            expect(box.locator(f".widget-button:text-is('{choice.description}')")).to_be_disabled()
        expect(reveal).to_be_disabled()

    predicting()
    predict_and_reveal(0, YES)
    shot(page, artifacts, "history-revealed", box)
    later.click()
    local.step(+1)
    predicting()
    predict_and_reveal(-1, NO)
    earlier.click()
    local.step(-1)
    predicting()
    shot(page, artifacts, "history-predict", box)


def test_history_timeline_filter_and_every_era_button(page: Page, artifacts: Path) -> None:
    """The filter's two options, then every era button: each opens its era in the stepper above."""
    timeline = widget(page, "euchre-history-timeline")
    stepper = page.locator(".jp-OutputArea-output .euchre-history-stepper").first
    events = timeline.locator(".euchre-event")
    expect(events).to_have_count(len(EVENTS))
    timeline.locator(".widget-toggle-button", has_text=DISPUTED).click()
    expect(events).to_have_count(len(disputed_events()))
    expect(events.first).to_contain_text("⚑")
    timeline.locator(".widget-toggle-button", has_text=ALL_EVENTS).click()
    expect(events).to_have_count(len(EVENTS))
    for era in ERAS:
        timeline.get_by_role("button", name=era_label(era), exact=True).click()
        expect(stepper.locator("h3").first).to_have_text(f"{era.name} · {era.years}")
        expect(timeline.locator(".euchre-good")).to_contain_text(f"{era.name} is open in the history stepper")
    expect(stepper.locator("button:has-text('Next era')")).to_be_disabled()
    shot(page, artifacts, "history-timeline", timeline)


def test_exercises_grade_every_click(page: Page, artifacts: Path) -> None:
    """Lead: the worst card is named as such, "Start again", the best is right. Follow suit: the left bower
    refused with the engine's reason, then played to the end. Discard: six choices, the sampled verdict."""
    lead, follow, discard = (widget(page, "euchre-exercise", i) for i in range(3))

    def choice(box: Locator, label: str) -> Locator:
        return box.locator(f".widget-button:text-is('{label}')")

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
    shot(page, artifacts, "exercise-lead-wrong", lead)
    lead.locator("button:has-text('Start again')").click()
    expect(lead.locator(".euchre-error")).to_have_count(0)
    choice(lead, best).click()
    expect(lead.locator(".euchre-good")).to_contain_text("Right! Best: " + best)

    deal = Deal.from_hands(STANDARD, {"N": "KH AH 9S TS JS", "E": "9D QD QC KC AC",
                                      "S": "JD TD 9C TC JC", "W": "KD AD 9H TH QH"}, upcard="JH", dealer="N")
    hand = start_play(deal, "East", discard="9S")
    hand.apply("play QC")
    mine = Exercise(hand, "?", to_the_end=True)
    expect(follow.locator("svg[role=img] > title").first).to_have_text(title(mine.picture.value))
    choice(follow, "play J♦").click()
    expect(follow.locator(".euchre-error")).to_contain_text("The J♦ is the left bower")
    expect(follow.locator("svg[role=img] > title").first).to_have_text(title(mine.picture.value))  # nothing moved
    while not mine.finished:  # South's first legal card each time, here and in the browser
        action, label = next((a, label) for a, label in mine._options() if mine.hand.can(a))
        choice(follow, label).click()
        mine.choose(action)
        label = mine.grades[-1].label  # a card among cards that all score the same is not graded, and says so
        said = "Not graded" if label == "not graded" else "Right!" if label in ("best", "good") else "Not the best"
        expect(follow.locator(".euchre-good, .euchre-error, .euchre-info").first).to_contain_text(said)
        expect(follow.locator("svg[role=img] > title").first).to_have_text(title(mine.picture.value))
    expect(follow.locator(".euchre-exercise-reason")).to_contain_text("Your side took")
    expect(follow.locator("svg[role=img] > title").first).to_contain_text("Hand over")
    shot(page, artifacts, "exercise-follow-suit-finished", follow)

    local = Exercise.discard("standard", seed=3, samples=60)
    expect(discard.locator("svg[role=img] > title").first).to_contain_text("South's view")
    labels = [b.description for b in local.choices.children]
    assert len(labels) == 6
    for label in labels:
        expect(choice(discard, label)).to_be_enabled()
    choice(discard, labels[0]).click()
    local.choices.children[0].click()
    expect(discard.locator(".euchre-good, .euchre-error").first).to_have_text(text(local.feedback.value))
    expect(discard.locator(".euchre-exercise-reason")).to_contain_text("best choice")
    shot(page, artifacts, "exercise-discard", discard)


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


def test_nothing_was_asked_outside_this_machine(page: Page) -> None:
    """No CDN, no PyPI: the page (and, in the site, Pyodide and its packages) came from 127.0.0.1."""
    assert page.asked_elsewhere == []  # type: ignore[attr-defined]

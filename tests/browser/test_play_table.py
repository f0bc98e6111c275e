"""The learning table and the bid trainer in a real browser: every control clicked, at 1024×768 and 150%.

A local copy of each widget (same rules, seeds and sample counts) takes the same decisions in
this process, so each expectation is what the engine and the coach say the learner should see.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from playwright.sync_api import Browser, Locator, Page, expect

from euchre_teach.actions import Action, Kind
from euchre_teach.rules import STANDARD
from euchre_teach.widgets import PlayTable
from euchre_teach.widgets.labels import action_label
from euchre_teach.widgets.trainer import BidTrainer

from .conftest import KERNEL_WAIT
from .labdriver import run_notebook


def _local() -> PlayTable:
    return PlayTable(replace(STANDARD, target=3), seed=2024, seat="South", match=True, samples=30)


def _shot(page: Page, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"))


def _collapse_sidebar(page: Page) -> None:
    """Close JupyterLab's left sidebar, as a teacher on a small screen would."""
    current = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if current.count():
        current.first.click()


def _to_top(page: Page) -> None:
    page.locator(".euchre-play .euchre-score").first.evaluate("e => e.scrollIntoView({block: 'start'})")


def _button(page: Page, local: PlayTable, action: Action) -> Locator:
    if action.kind in (Kind.PLAY, Kind.DISCARD):
        return page.locator(f".euchre-play .euchre-card-button:text-is('{action.card}')")
    return page.locator(f".euchre-play .widget-button:text-is('{action_label(local.hand, action)}')")


def _decide(page: Page, local: PlayTable, action: Action) -> None:
    """Click the learner's move in the page and take it in the local copy; the status must agree."""
    _button(page, local, action).click()
    assert local.act(action)
    expect(page.locator(".euchre-play .euchre-score")).to_have_text(local.status(), timeout=KERNEL_WAIT)


def _box(locator: Locator) -> dict:
    box = locator.bounding_box()
    assert box is not None
    return box


def _below_top(page: Page, locator: Locator) -> float:
    """How far ``locator`` sits below the top of the play table (scrolling does not change it)."""
    return _box(locator)["y"] - _box(page.locator(".euchre-play").first)["y"]


def test_learning_table_every_control_at_1024x768(page: Page, lab, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1024, "height": 768})
    run_notebook(page, lab, "coach.ipynb", ".euchre-play .euchre-score")
    _collapse_sidebar(page)
    local = _local()
    score, hint = page.locator(".euchre-play .euchre-score"), page.locator(".euchre-play button:text-is('Hint')")
    expect(score).to_have_text(local.status())
    _to_top(page)
    # hand, trick and choices on one screen: the picture, the cards and the buttons all inside 1024×768
    picture = _box(page.locator(".euchre-play .euchre-play-picture svg").first)
    cards = _box(page.locator(".euchre-play .euchre-card-button").last)
    controls = _box(page.locator(".euchre-play button:text-is('Next hand ▶')"))
    assert picture["y"] >= 0 and picture["x"] + picture["width"] <= 1024
    assert cards["y"] + cards["height"] <= 768 and controls["y"] + controls["height"] <= 768
    _shot(page, artifacts, "coach-1024-start")

    hint.click()
    advice = local.hint()
    assert advice is not None
    expect(page.locator(".euchre-play .euchre-hint")).to_contain_text(advice.reason[:60])
    _shot(page, artifacts, "coach-1024-hint")
    _decide(page, local, advice.action)
    if local.decisions[-1].grade is not None:
        expect(page.locator(".euchre-play .euchre-grade")).to_contain_text(local.decisions[-1].grade.label)

    page.locator(".euchre-play button:text-is('Undo')").click()
    local.undo()
    expect(score).to_have_text(local.status())
    expect(page.locator(".euchre-play .euchre-message")).to_contain_text("taken back")
    page.locator(".euchre-play button:text-is('Retry this deal')").click()
    local.retry()
    expect(score).to_have_text(local.status())
    expect(page.locator(".euchre-play .euchre-message")).to_contain_text("same deal again")

    tried_illegal = keyboard = False
    for _ in range(200):
        if local.match_over:
            break
        if local.hand.is_terminal():
            expect(page.locator(".euchre-play .euchre-review")).to_contain_text("Review of this hand")
            _shot(page, artifacts, "coach-1024-review")
            page.locator(".euchre-play button:text-is('Next hand ▶')").click()
            local.next_hand()
            expect(score).to_have_text(local.status())
            continue
        legal = local.hand.legal_actions()
        if not tried_illegal and local.hand.phase.value == "play":
            illegal = [c for c in local.hand.hand(local.seat) if all(a.card != c for a in legal)]
            if illegal:
                before = _below_top(page, hint)
                page.locator(f".euchre-play .euchre-card-button:text-is('{illegal[0]}')").click()
                local.click_card(illegal[0])
                expect(page.locator(".euchre-play .euchre-error")).to_contain_text("cannot play")
                assert _below_top(page, hint) == before, "the error message pushed the buttons down"
                _shot(page, artifacts, "coach-1024-illegal")
                tried_illegal = True
        advice = local.hint()
        assert advice is not None
        if not keyboard and advice.action.kind is Kind.PLAY:  # Tab to a card, Enter plays it
            _button(page, local, advice.action).focus()
            page.keyboard.press("Enter")
            assert local.act(advice.action)
            expect(score).to_have_text(local.status())
            keyboard = True
            continue
        _decide(page, local, advice.action)
    assert local.match_over and keyboard
    over = page.locator(".euchre-play .euchre-match-over")
    expect(over).to_contain_text("Match over")
    expect(over).to_contain_text(local.summary()[:50])
    expect(page.locator(".euchre-play button:text-is('New match ▶')")).to_be_enabled()
    expect(hint).to_be_disabled()
    expect(page.locator(".euchre-play .euchre-card-button")).to_have_count(0)  # every card is played
    _shot(page, artifacts, "coach-1024-match-over")
    page.locator(".euchre-play button:text-is('New match ▶')").click()
    local.next_hand()
    expect(score).to_have_text(local.status())


def test_learning_table_fits_at_150_percent(browser: Browser, lab, artifacts: Path) -> None:
    context = browser.new_context(viewport={"width": 853, "height": 533}, device_scale_factor=1.5)
    page = context.new_page()
    try:
        run_notebook(page, lab, "coach.ipynb", ".euchre-play .euchre-score")
        _collapse_sidebar(page)
        _to_top(page)
        panel = _box(page.locator(".jp-NotebookPanel").first)
        picture = _box(page.locator(".euchre-play .euchre-play-picture svg").first)
        assert picture["x"] + picture["width"] <= panel["x"] + panel["width"] + 1, "the table is cut off"
        for button in page.locator(".euchre-play .euchre-card-button").all():
            box = _box(button)
            assert box["x"] + box["width"] <= panel["x"] + panel["width"] + 1
        _shot(page, artifacts, "coach-150-start")
        page.locator(".euchre-play button:text-is('Hint')").click()
        expect(page.locator(".euchre-play .euchre-hint")).to_contain_text("Hint:")
        _shot(page, artifacts, "coach-150-hint")
    finally:
        context.close()


def test_bid_trainer_closes_after_the_verdict(page: Page, lab, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1024, "height": 768})
    run_notebook(page, lab, "coach.ipynb", ".euchre-trainer button")
    local = BidTrainer(seed=5, seat="South", samples=60)
    trainer = page.locator(".euchre-trainer")
    trainer.evaluate("e => e.scrollIntoView({block: 'start'})")
    labels = [b.description for b in local.choices.children]
    for label in labels:
        expect(trainer.locator(f".widget-button:text-is('{label}')")).to_be_enabled()
    trainer.locator(f".widget-button:text-is('{labels[-1]}')").click()
    local.choices.children[-1].click()
    verdict = local.decision
    assert verdict is not None
    expect(trainer.locator(".euchre-good, .euchre-error").first).to_contain_text(verdict.label.capitalize())
    for label in labels:  # answered: no second answer to the same question
        expect(trainer.locator(f".widget-button:text-is('{label}')")).to_be_disabled()
    header = trainer.locator(".euchre-numbers th")
    expect(header).to_have_text(["bid", "make it", "euchred", "expected points"])
    padding = header.nth(2).evaluate("e => parseFloat(getComputedStyle(e).paddingLeft)")
    assert padding >= 8, "the headers run together"
    expect(trainer.locator(".euchre-numbers")).not_to_contain_text("-0.")
    _shot(page, artifacts, "trainer-verdict")
    trainer.locator(".widget-button:text-is('Next hand ▶')").click()
    local.next_button.click()
    first = [b.description for b in local.choices.children]
    expect(trainer.locator(f".widget-button:text-is('{first[0]}')")).to_be_enabled()
    expect(trainer.locator(".euchre-numbers")).to_have_count(0)
    _shot(page, artifacts, "trainer-next")

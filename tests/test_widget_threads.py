"""Clicks handled at once in different threads: one callback at a time, so none sees the hand move.

JupyterLab 4.6 with ipykernel 7 sends widget messages over kernel subshells, so two clicks may be
handled in two threads at the same time. The browser monkey on lesson 03 caught it: a second
"discard" click passed the engine's check while the first one's grading ran, and then failed to
apply once the first had been played ("South must play a card"). These tests click from threads.
"""

from __future__ import annotations

import logging
import threading

import ipywidgets as W
import pytest

from euchre_teach.actions import Kind
from euchre_teach.table import Phase
from euchre_teach.widgets import Exercise, PlayTable


def _click_at_once(buttons: list[W.Button]) -> None:
    threads = [threading.Thread(target=button.click) for button in buttons]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(thread.is_alive() for thread in threads), "a click never finished"


def test_three_discards_clicked_at_once_make_one_discard_and_no_error(caplog: pytest.LogCaptureFixture) -> None:
    exercise = Exercise.discard("standard", seed=3)
    buttons = list(exercise.choices.children)[:3]
    with caplog.at_level(logging.WARNING):
        _click_at_once(buttons)
    assert not [r for r in caplog.records if "Exception in callback" in r.getMessage()], caplog.text
    assert sum(action.kind is Kind.DISCARD for action in exercise.hand.actions) == 1
    assert exercise.finished and "This exercise is over" in exercise.feedback.value


def test_cards_clicked_at_once_at_the_play_table_play_one_card(caplog: pytest.LogCaptureFixture) -> None:
    table = PlayTable("standard", seed=8, seat="South", grading=False)
    while not (table.learners_turn and table.hand.phase is Phase.PLAY):
        table.act(table.hand.legal_actions()[0])
    before = len(table.hand.actions)
    with caplog.at_level(logging.WARNING):
        _click_at_once(list(table.cards.children))
    assert not [r for r in caplog.records if "Exception in callback" in r.getMessage()], caplog.text
    played = [seat for seat, _action in table.hand.history[before:] if seat == table.seat]
    assert len(played) == 1  # the first click counts; the others were drawn before it and are ignored

"""Undo and Retry at the play table: what is taken back, what stays (a match's score), and the buttons
of the hand as it was, which are ignored afterwards.

(The match's own undo, without a table, is in ``test_match_undo.py``.)
"""

from __future__ import annotations

import random

import pytest
from table_clicks import click_to_play, legal_button

from euchre_teach.record import Record
from euchre_teach.rules import variant_names
from euchre_teach.widgets import PlayTable


def _table(seed: int = 8, match: bool = False) -> PlayTable:
    return PlayTable("standard", seed=seed, seat="South", match=match, grading=False)


def _decide(table: PlayTable) -> None:
    """One learner decision: the coach's move."""
    advice = table.hint()
    assert advice is not None
    assert table.act(advice.action)




def test_undo_takes_back_the_learners_last_decision() -> None:
    table = PlayTable("standard", seed=8, seat="South", samples=20)
    _decide(table)
    _decide(table)
    mine = [i for i, (s, _) in enumerate(table.hand.history) if s == table.seat]
    before = table.hand.actions[:mine[-1]]
    decisions = len(table.decisions)
    assert not table.undo_button.disabled
    table.undo_button.click()
    assert table.hand.actions == before and table.learners_turn
    assert len(table.decisions) == decisions - 1 and len(table.lines) == len(before)
    assert "taken back" in table.message.value


def test_undo_with_nothing_to_take_back_says_so() -> None:
    table = PlayTable("standard", seed=8, seat="South", samples=20)
    if any(s == table.seat for s, _ in table.hand.history):
        pytest.skip("this deal starts with a decision taken")
    assert table.undo_button.disabled and not table.undo()
    assert "Nothing to undo" in table.message.value


def test_retry_replays_the_deal_with_the_same_computer_moves() -> None:
    table = PlayTable("standard", seed=4, seat="South", samples=20)
    first = table.hand.actions
    deal = table.hand.deal
    while not table.hand.is_terminal():
        _decide(table)
    table.retry_button.click()
    assert table.hand.deal == deal and table.hand.actions == first
    assert table.decisions == [] and table.review.value == "" and not table.hand.is_terminal()


def test_retry_and_undo_in_a_match_keep_the_score() -> None:
    table = PlayTable("standard", seed=2024, seat="South", match=True, samples=20)
    while not table.hand.is_terminal():
        _decide(table)
    scores = list(table.match.scores)
    table.next_button.click()
    _decide(table)
    table.retry_button.click()
    assert list(table.match.scores) == scores and table.hand_number == 2
    _decide(table)
    table.undo_button.click()
    assert list(table.match.scores) == scores and table.hand_number == 2


def test_retry_does_not_apply_an_old_click() -> None:
    """The reported path: a refused card, then Retry, then the old button's click must stay refused."""
    table = _table(seed=5)
    click_to_play(table, 2)
    illegal = [b for b in table.cards.children if not table.hand.can(f"play {b.description}")]
    old = illegal[0] if illegal else table.cards.children[0]
    old.click()
    table.retry_button.click()
    restarted = table.hand.actions
    assert "same deal again" in table.message.value
    old.click()
    assert table.hand.actions == restarted and "ignored" in table.message.value
    legal_button(table).click()  # the new buttons work
    assert len(table.hand.actions) > len(restarted)


def test_after_undo_old_buttons_are_ignored_and_the_ones_shown_count() -> None:
    table = _table(seed=5, match=True)
    click_to_play(table, 1)
    now = legal_button(table)  # drawn for this moment
    now.click()
    later = legal_button(table)  # drawn for the learner's next card
    table.undo_button.click()
    assert "taken back" in table.message.value
    undone = table.hand.actions
    later.click()
    assert table.hand.actions == undone and "ignored" in table.message.value
    now.click()  # drawn for the moment shown again, but not on the screen any more
    assert table.hand.actions == undone and "ignored" in table.message.value
    legal_button(table).click()  # the button shown now counts
    assert len(table.hand.actions) > len(undone) and "ignored" not in table.message.value


def test_retry_does_not_replay_an_old_legal_click() -> None:
    """The browser run's path: a legal card played, Retry, then that card's old button's click
    again. The computer players replay the same moves, so the moment is the same as when the old
    button was drawn; the click must still be refused, since that button is no longer shown."""
    table = _table(seed=5)
    click_to_play(table, 2)
    old = legal_button(table)
    old.click()
    table.retry_button.click()
    click_to_play(table, 2)
    again = table.hand.actions
    old.click()
    assert table.hand.actions == again and "ignored" in table.message.value


def test_in_a_match_a_scored_hand_cannot_be_undone_or_retried() -> None:
    table = _table(seed=2024, match=True)
    while not table.hand.is_terminal():
        legal_button(table).click()
    assert table.undo_button.disabled and table.retry_button.disabled
    scores = list(table.match.scores)
    assert not table.undo() and "scored hand in a match is final" in table.message.value
    assert not table.retry() and list(table.match.scores) == scores
    table.next_button.click()
    assert table.hand_number == 2 and not table.hand.is_terminal()


def test_undo_and_retry_at_random_moments_keep_the_hand_replayable() -> None:
    """Undo and Retry at random moments, in every variant, in single hands and matches."""
    for name in variant_names():
        for seed in range(2):
            for match in (False, True):
                rng = random.Random(seed)
                table = PlayTable(name, seed=seed, seat=seed % 2, match=match, grading=False, hints=False)
                phases = set()
                for _ in range(80):
                    r = rng.random()
                    if r < 0.12:
                        table.undo()
                    elif r < 0.17:
                        table.retry()
                    elif table.learners_turn:
                        phases.add(table.hand.phase)
                        assert table.act(rng.choice(table.hand.legal_actions()))
                    elif table.hand.is_terminal():
                        if table.match_over:
                            break
                        table.next_hand()
                    hand = table.hand
                    assert Record(table.rules, hand.deal, hand.actions).final.actions == hand.actions
                    assert len(table.lines) == len(hand.actions)
                    mine = [i for i, (s, _) in enumerate(hand.history) if s == table.seat]
                    assert [d.step for d in table.decisions] == mine


def test_a_single_hand_may_be_taken_back_after_it_ends() -> None:
    """A single hand is a match of one, but not final: Undo after the score takes the points off."""
    table = _table(seed=4)
    while not table.hand.is_terminal():
        legal_button(table).click()
    assert table.match_over and sum(table.match.scores) > 0 and not table.undo_button.disabled
    table.undo_button.click()
    assert not table.hand.is_terminal() and table.learners_turn and not table.match_over
    assert table.match.scores == [0] * 4 and table.match.records == []
    assert "taken back" in table.message.value and table.next_button.disabled

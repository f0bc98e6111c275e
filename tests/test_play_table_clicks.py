"""Stale clicks at the play table are harmless: a button answers only for the drawing it belongs to.

A browser sends a click for the button it shows; by the time the kernel reads it the table may
have moved on (the second click of a double click, a click queued while the computer players
moved, a button of the hand as it was before Undo or Retry). Those clicks change nothing; a click
on a button shown now always counts.
"""

from __future__ import annotations

import ipywidgets as W

from euchre_teach.state import Phase
from euchre_teach.widgets import PlayTable


def _table(seed: int = 8, match: bool = False) -> PlayTable:
    return PlayTable("standard", seed=seed, seat="South", match=match, grading=False)


def _card_button(table: PlayTable, card: object) -> W.Button:
    return next(b for b in table.cards.children if b.description == str(card))


def _legal_button(table: PlayTable) -> W.Button:
    """The button of the first legal choice now (a bid button, or a card)."""
    action = table.hand.legal_actions()[0]
    if table.hand.phase in (Phase.PLAY, Phase.DISCARD):
        return _card_button(table, action.card)
    return table.bids.children[0]


def _to_play(table: PlayTable, tricks: int) -> None:
    """Click the table's own first legal buttons until ``tricks`` tricks are done and it is the learner's card."""
    while not (table.hand.phase is Phase.PLAY and len(table.hand.tricks) >= tricks and table.learners_turn):
        assert not table.hand.is_terminal(), "the hand ended before the wanted trick"
        assert _legal_button(table).click() is None and table.message.value == ""


def test_a_whole_hand_played_by_clicking_the_buttons_shown() -> None:
    table = _table()
    while not table.hand.is_terminal():
        before = len(table.hand.actions)
        _legal_button(table).click()
        assert len(table.hand.actions) > before and "ignored" not in table.message.value


def test_the_second_click_of_a_double_click_is_ignored() -> None:
    table, twin = _table(), _table()
    _to_play(table, 1)
    _to_play(twin, 1)
    button = _legal_button(table)
    button.click()
    after = table.hand.actions
    button.click()  # the browser sent it before it drew the new buttons
    assert table.hand.actions == after and "ignored" in table.message.value
    assert twin.act(twin.hand.legal_actions()[0]) and twin.hand.actions == after  # exactly one play


def test_a_bid_double_clicked_does_not_bid_again_in_round_two() -> None:
    for seed in range(40):
        table = _table(seed)
        if table.learners_turn and table.hand.phase is Phase.ROUND_1:
            passing = next(b for b in table.bids.children if b.description == "pass")
            passing.click()
            if table.learners_turn and table.hand.phase is Phase.ROUND_2:
                said = table.hand.actions
                passing.click()
                assert table.hand.actions == said and table.hand.phase is Phase.ROUND_2
                assert "ignored" in table.message.value
                return
    raise AssertionError("no seed had everyone pass round one to South")


def test_a_card_button_clicked_while_the_computer_players_moved_is_ignored() -> None:
    table = _table()
    _to_play(table, 1)
    stale = list(table.cards.children)  # the whole set, drawn for this moment
    first = _legal_button(table)
    first.click()  # the computer players answer, and the learner's next turn comes
    assert table.learners_turn
    for button in stale:
        if button is not first:
            before = table.hand.actions
            button.click()
            assert table.hand.actions == before and "ignored" in table.message.value


def test_retry_does_not_apply_an_old_click() -> None:
    """The reported path: a refused card, then Retry, then the old button's click must stay refused."""
    table = _table(seed=5)
    _to_play(table, 2)
    illegal = [b for b in table.cards.children if not table.hand.can(f"play {b.description}")]
    old = illegal[0] if illegal else table.cards.children[0]
    old.click()
    table.retry_button.click()
    restarted = table.hand.actions
    assert "same deal again" in table.message.value
    old.click()
    assert table.hand.actions == restarted and "ignored" in table.message.value
    _legal_button(table).click()  # the new buttons work
    assert len(table.hand.actions) > len(restarted)


def test_after_undo_old_buttons_are_ignored_and_the_ones_shown_count() -> None:
    table = _table(seed=5, match=True)
    _to_play(table, 1)
    now = _legal_button(table)  # drawn for this moment
    now.click()
    later = _legal_button(table)  # drawn for the learner's next card
    table.undo_button.click()
    assert "taken back" in table.message.value
    undone = table.hand.actions
    later.click()
    assert table.hand.actions == undone and "ignored" in table.message.value
    now.click()  # drawn for the moment shown again, but not on the screen any more
    assert table.hand.actions == undone and "ignored" in table.message.value
    _legal_button(table).click()  # the button shown now counts
    assert len(table.hand.actions) > len(undone) and "ignored" not in table.message.value


def test_retry_does_not_replay_an_old_legal_click() -> None:
    """The browser run's path: a legal card played, Retry, then that card's old button's click
    again. The computer players replay the same moves, so the moment is the same as when the old
    button was drawn; the click must still be refused, since that button is no longer shown."""
    table = _table(seed=5)
    _to_play(table, 2)
    old = _legal_button(table)
    old.click()
    table.retry_button.click()
    _to_play(table, 2)
    again = table.hand.actions
    old.click()
    assert table.hand.actions == again and "ignored" in table.message.value


def test_in_a_match_a_scored_hand_cannot_be_undone_or_retried() -> None:
    table = _table(seed=2024, match=True)
    while not table.hand.is_terminal():
        _legal_button(table).click()
    assert table.undo_button.disabled and table.retry_button.disabled
    scores = list(table.match.scores)  # type: ignore[union-attr]
    assert not table.undo() and "scored hand in a match is final" in table.message.value
    assert not table.retry() and list(table.match.scores) == scores  # type: ignore[union-attr]
    table.next_button.click()
    assert table.hand_number == 2 and not table.hand.is_terminal()


def test_the_computer_players_see_the_match_score_in_a_match(monkeypatch) -> None:
    """A strong bot plays for the match, so at a match table its view carries the score (public)."""
    import euchre_teach.widgets.play as play
    from euchre_teach.bots import get_bot

    seen = []

    def recording_bot(level: str, seed: int):
        bot = get_bot("rule of thumb", seed)

        class Recorder:
            def decide(self, view):
                seen.append(view.scores)
                return bot.decide(view)
        return Recorder()

    monkeypatch.setattr(play, "make_bot", recording_bot)
    PlayTable(seed=0, seat="South", match=True)  # West, North and East bid before South
    in_match, seen[:] = list(seen), []
    PlayTable(seed=0, seat="South")
    assert in_match and all(scores == (0, 0, 0, 0) for scores in in_match)
    assert seen and all(scores is None for scores in seen)

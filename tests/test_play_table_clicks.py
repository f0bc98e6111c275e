"""Stale clicks at the play table are harmless: a button answers only for the drawing it belongs to.

A browser sends a click for the button it shows; by the time the kernel reads it the table may
have moved on (the second click of a double click, a click queued while the computer players
moved, a button of the hand as it was before Undo or Retry). Those clicks change nothing; a click
on a button shown now always counts.
"""

from __future__ import annotations

from table_clicks import click_to_play, legal_button

from euchre_teach.state import Phase
from euchre_teach.widgets import PlayTable


def _table(seed: int = 8, match: bool = False) -> PlayTable:
    return PlayTable("standard", seed=seed, seat="South", match=match, grading=False)




def test_a_whole_hand_played_by_clicking_the_buttons_shown() -> None:
    table = _table()
    while not table.hand.is_terminal():
        before = len(table.hand.actions)
        legal_button(table).click()
        assert len(table.hand.actions) > before and "ignored" not in table.message.value


def test_the_second_click_of_a_double_click_is_ignored() -> None:
    table, twin = _table(), _table()
    click_to_play(table, 1)
    click_to_play(twin, 1)
    button = legal_button(table)
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
    click_to_play(table, 1)
    stale = list(table.cards.children)  # the whole set, drawn for this moment
    first = legal_button(table)
    first.click()  # the computer players answer, and the learner's next turn comes
    assert table.learners_turn
    for button in stale:
        if button is not first:
            before = table.hand.actions
            button.click()
            assert table.hand.actions == before and "ignored" in table.message.value


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

    monkeypatch.setattr(play, "get_bot", recording_bot)
    PlayTable(seed=0, seat="South", match=True)  # West, North and East bid before South
    in_match, seen[:] = list(seen), []
    PlayTable(seed=0, seat="South")
    assert in_match and all(scores == (0, 0, 0, 0) for scores in in_match)
    assert seen and all(scores is None for scores in seen)

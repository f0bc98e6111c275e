"""Clicking the play table's own buttons, as a learner does (shared by the table's click and undo tests)."""

from __future__ import annotations

import ipywidgets as W

from euchre_teach.state import Phase
from euchre_teach.widgets import PlayTable


def card_button(table: PlayTable, card: object) -> W.Button:
    """The button of ``card`` in the learner's hand."""
    return next(b for b in table.cards.children if b.description == str(card))


def legal_button(table: PlayTable) -> W.Button:
    """The button of the first legal choice now (a bid button, or a card)."""
    action = table.hand.legal_actions()[0]
    if table.hand.phase in (Phase.PLAY, Phase.DISCARD):
        return card_button(table, action.card)
    return table.bids.children[0]


def click_to_play(table: PlayTable, tricks: int) -> None:
    """Click the table's first legal buttons until ``tricks`` tricks are done and it is the learner's card."""
    while not (table.hand.phase is Phase.PLAY and len(table.hand.tricks) >= tricks and table.learners_turn):
        assert not table.hand.is_terminal(), "the hand ended before the wanted trick"
        assert legal_button(table).click() is None and table.message.value == ""

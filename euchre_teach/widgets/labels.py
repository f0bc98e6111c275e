"""The words a player says for each legal action: "assist", "take it up", "call spades (next)".

Cards are named by their symbols (J♠), never by the engine's codes.

Only vocabulary: which actions are legal is the engine's answer (``hand.legal_actions()``). The words
are the learner's language's (:mod:`euchre_teach.i18n`); the few short words the widgets share (a card's
role, a phase of the hand, a coach's grade) are here too, each said whole.
"""

from __future__ import annotations

from euchre_teach.actions import Action, Kind
from euchre_teach.i18n import mark_in, say_in
from euchre_teach.narration import order_up_verb
from euchre_teach.state import HandState

# Translators: the buttons of accepting the turned-up card's suit. "order it up" is an opponent of the dealer,
# "assist" the dealer's partner, "take it up" the dealer; "alone" plays without the partner; {suit} is a suit
# name (context "suit") in parentheses.
_ORDER_UP = {
    ("order it up", False, True): mark_in("bid button", "order it up ({suit})"),
    ("order it up", True, True): mark_in("bid button", "order it up alone ({suit})"),
    ("order it up", False, False): mark_in("bid button", "order it up"),
    ("order it up", True, False): mark_in("bid button", "order it up alone"),
    ("assist", False, True): mark_in("bid button", "assist ({suit})"),
    ("assist", True, True): mark_in("bid button", "assist alone ({suit})"),
    ("assist", False, False): mark_in("bid button", "assist"),
    ("assist", True, False): mark_in("bid button", "assist alone"),
    ("take it up", False, True): mark_in("bid button", "take it up ({suit})"),
    ("take it up", True, True): mark_in("bid button", "take it up alone ({suit})"),
    ("take it up", False, False): mark_in("bid button", "take it up"),
    ("take it up", True, False): mark_in("bid button", "take it up alone"),
}
# Translators: the buttons of naming trump in round 2; {suit} is a suit name (context "suit"). "next" is the
# other suit of the turned card's colour, "cross" a suit of the other colour.
_CALL = {
    (False, ""): mark_in("bid button", "call {suit}"),
    (True, ""): mark_in("bid button", "call {suit} alone"),
    (False, "next"): mark_in("bid button", "call {suit} (next)"),
    (True, "next"): mark_in("bid button", "call {suit} alone (next)"),
    (False, "cross"): mark_in("bid button", "call {suit} (cross)"),
    (True, "cross"): mark_in("bid button", "call {suit} alone (cross)"),
}
#: The actions said in a word or two: the engine's text of each (``str(action)``), as a button says it.
_SAID = {
    Kind.PASS: mark_in("bid button", "pass"),
    Kind.GO_ALONE: mark_in("bid button", "go alone"),
    Kind.DEFEND_ALONE: mark_in("bid button", "defend alone"),
    Kind.GO_UNDER: mark_in("bid button", "go under"),
    Kind.THROW_IN: mark_in("bid button", "throw in"),
}
#: The actions that name a card: what a player says for each.
_WITH_CARD = {
    Kind.PLAY: mark_in("bid button", "play {card}"),
    Kind.DISCARD: mark_in("bid button", "discard {card}"),
    Kind.ALLY: mark_in("bid button", "ally {card}"),
    Kind.GIVE: mark_in("bid button", "give {card}"),
}


def action_label(hand: HandState, action: Action) -> str:
    """What the current player would say for ``action``."""
    alone = action.alone and action.kind is not Kind.DEFEND_ALONE
    if action.kind is Kind.ORDER_UP and hand.upcard is not None and hand.current_player() is not None:
        return _order_up_label(hand, alone)
    if action.kind is Kind.CALL and action.suit is not None:
        turned = hand.upcard.suit if hand.upcard is not None else None
        kind = "" if turned is None else ("next" if action.suit == turned.same_colour else "cross")
        return say_in("bid button", _CALL[alone, kind], suit=action.suit.said)
    if action.kind in _WITH_CARD:
        return say_in("bid button", _WITH_CARD[action.kind], card=action.card)
    if action.kind is Kind.BID and action.suit is not None and action.bid is not None:
        return f"{action.bid}{action.suit.symbol}"  # twenty bids ('4♥': four tricks in hearts) fit one row
    if action.kind is Kind.CALL_ACE and action.suit is not None:
        if alone:
            return say_in("bid button", "call the ace of {suit} alone", suit=action.suit.said)
        return say_in("bid button", "call the ace of {suit}", suit=action.suit.said)
    said = _SAID.get(action.kind)
    if said is not None and said == str(action):
        return say_in("bid button", said)
    return str(action)  # bids: already a player's words


def _order_up_label(hand: HandState, alone: bool) -> str:
    """Accepting the upcard's suit: 'order it up (hearts)', 'assist', 'take it up alone (spades)'."""
    seat = hand.current_player()
    assert seat is not None and hand.upcard is not None
    verb = order_up_verb(hand.rules, seat, hand.dealer)
    suit = hand.upcard.suit
    template = _ORDER_UP.get((verb, alone, suit is not None))
    if template is None:  # a verb this table does not know: the engine's words
        return verb + (" alone" if alone else "")
    return say_in("bid button", template, suit=suit.said if suit is not None else "")


__all__ = ["action_label"]

"""The words a player says for each legal action: "assist", "take it up", "call spades (next)".

Cards are named by their symbols (J♠), never by the engine's codes.

Only vocabulary: which actions are legal is the engine's answer (``hand.legal_actions()``).
"""

from __future__ import annotations

from euchre_teach.actions import Action, Kind
from euchre_teach.narration import order_up_verb
from euchre_teach.state import HandState


def action_label(hand: HandState, action: Action) -> str:
    """What the current player would say for ``action``."""
    seat, dealer = hand.current_player(), hand.dealer
    alone = " alone" if action.alone and action.kind is not Kind.DEFEND_ALONE else ""
    if action.kind is Kind.ORDER_UP and hand.upcard is not None and seat is not None:
        verb = order_up_verb(hand.rules, seat, dealer)
        return f"{verb}{alone} ({hand.upcard.suit.plural})" if hand.upcard.suit is not None else f"{verb}{alone}"
    if action.kind is Kind.CALL and action.suit is not None:
        turned = hand.upcard.suit if hand.upcard is not None else None
        kind = "" if turned is None else (" (next)" if action.suit == turned.same_colour else " (cross)")
        return f"call {action.suit.plural}{alone}{kind}"
    if action.kind in (Kind.PLAY, Kind.DISCARD):
        return f"{action.kind.value} {action.card}"
    if action.kind is Kind.ALLY:
        return f"ally {action.card}"
    if action.kind is Kind.GIVE:
        return f"give {action.card}"
    if action.kind is Kind.BID and action.suit is not None and action.bid is not None:
        return f"{action.bid}{action.suit.symbol}"  # twenty bids ('4♥': four tricks in hearts) fit one row
    if action.kind is Kind.CALL_ACE and action.suit is not None:
        return f"call the ace of {action.suit.plural}{alone}"
    return str(action)  # pass, bids, go alone, defend alone, go under, throw in: already a player's words

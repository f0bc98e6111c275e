"""euchre_teach: an exact euchre engine for teaching, with lessons and widgets.

The engine is pure Python and imports no Jupyter code; widgets live in
``euchre_teach.widgets`` and are imported only when asked for.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=42)
>>> while not hand.is_terminal():
...     _ = hand.apply(hand.legal_actions()[0])
>>> hand.result.outcome
'thrown in'
"""

from euchre_teach.actions import Action, Kind
from euchre_teach.cards import Card, Rank, Suit, parse_cards
from euchre_teach.deal import Deal
from euchre_teach.errors import (
    EuchreError,
    IllegalActionError,
    InvalidActionError,
    InvalidCardError,
    InvalidDealError,
    RecordError,
    RulesError,
    SeatError,
)
from euchre_teach.i18n import language, set_language
from euchre_teach.match import Match
from euchre_teach.ranking import effective_suit, is_left_bower, is_right_bower, trick_winner, trump_order
from euchre_teach.record import Record
from euchre_teach.rules import PRESETS, STANDARD, Rules, find_variant, variant_names
from euchre_teach.state import HandState, Phase, Trick, new_hand
from euchre_teach.views import SeatView

__all__ = [
    "PRESETS",
    "STANDARD",
    "Action",
    "Card",
    "Deal",
    "EuchreError",
    "HandState",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidCardError",
    "InvalidDealError",
    "Kind",
    "Match",
    "Phase",
    "Rank",
    "Record",
    "RecordError",
    "Rules",
    "RulesError",
    "SeatError",
    "SeatView",
    "Suit",
    "Trick",
    "effective_suit",
    "find_variant",
    "is_left_bower",
    "is_right_bower",
    "language",
    "new_hand",
    "parse_cards",
    "set_language",
    "trick_winner",
    "trump_order",
    "variant_names",
]
__version__ = "0.1.0"

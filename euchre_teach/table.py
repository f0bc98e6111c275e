"""What every engine module shares about a hand: its phases, a trick, who picks up, who leads.

This module sits just above :mod:`euchre_teach.rules` and below every module that follows a
hand (state, views, explanations, narration, analysis), so none of them imports another
to learn these facts.

>>> from euchre_teach.rules import STANDARD
>>> Phase.ROUND_2.is_bidding, Phase.DISCARD.is_bidding, Phase.DISCARD.is_before_play
(True, False, True)
>>> upcard_stays(STANDARD, dealer=0, maker=2, alone=True)  # R14: the dealer's partner went alone
True
>>> opening_leader(STANDARD, dealer=0, maker=2, alone=True, out=(0,))  # R17: the loner's left
3
"""

from __future__ import annotations

import enum
from collections.abc import Collection
from dataclasses import dataclass

from euchre_teach.cards import Card
from euchre_teach.display import Pictured
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import mark_in, say, say_in
from euchre_teach.rules import OpeningLead, Partnership, Rules


class Phase(enum.Enum):
    """Where a hand is."""

    BEFORE_BIDDING = "before bidding"
    ROUND_1 = "round 1"
    ROUND_2 = "round 2"
    DEALER_NAMES = "dealer names trump"
    AUCTION = "auction"
    DISCARD = "discard"
    CALLING_FOR_BEST = "calling for best"
    PARTNER = "calling a partner"
    DEFENDING = "defending alone"
    PLAY = "play"
    OVER = "over"

    @property
    def is_bidding(self) -> bool:
        """Trump is being chosen: the checks before bidding, the two rounds, the dealer naming, the auction."""
        return self in _BIDDING

    @property
    def is_bidding_round(self) -> bool:
        """One of the two rounds on the turned-up card (R9–R12)."""
        return self in (Phase.ROUND_1, Phase.ROUND_2)

    @property
    def is_before_play(self) -> bool:
        """Before the first lead: the bidding and the steps after it (discard, calling, defending)."""
        return self not in (Phase.PLAY, Phase.OVER)

    @property
    def label(self) -> str:
        """The phase's name as the learner reads it, in lower case (``'round 1'``, Finnish ``'1. kierros'``);
        the ``value`` is an identifier and stays English.

        >>> Phase.ROUND_1.label, Phase.DEALER_NAMES.label
        ('round 1', 'dealer names trump')
        """
        return say_in("phase", _LABELS[self])


_BIDDING = frozenset((Phase.BEFORE_BIDDING, Phase.ROUND_1, Phase.ROUND_2, Phase.DEALER_NAMES, Phase.AUCTION))
# The phases' names, for the catalogs (the same words as the values).
_LABELS = {
    Phase.BEFORE_BIDDING: mark_in("phase", "before bidding"), Phase.ROUND_1: mark_in("phase", "round 1"),
    Phase.ROUND_2: mark_in("phase", "round 2"), Phase.DEALER_NAMES: mark_in("phase", "dealer names trump"),
    Phase.AUCTION: mark_in("phase", "auction"), Phase.DISCARD: mark_in("phase", "discard"),
    Phase.CALLING_FOR_BEST: mark_in("phase", "calling for best"), Phase.PARTNER: mark_in("phase", "calling a partner"),
    Phase.DEFENDING: mark_in("phase", "defending alone"), Phase.PLAY: mark_in("phase", "play"),
    Phase.OVER: mark_in("phase", "over"),
}
assert all(_LABELS[phase] == phase.value for phase in Phase)


@dataclass(frozen=True, slots=True)
class Trick(Pictured):
    """A trick: who led, the (seat, card) plays in order, and who won (None while open)."""

    number: int
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int | None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the order played."""
        return tuple(card for _, card in self.plays)

    @property
    def taken_by(self) -> int:
        """The seat that won this trick (an error while the trick is still open)."""
        if self.winner is None:
            raise EuchreError(say("trick {number} is still open: nobody has won it yet", number=self.number))
        return self.winner



def upcard_stays(rules: Rules, dealer: int, maker: int, alone: bool) -> bool:
    """R14: the dealer does not pick up when the dealer's partner orders it up alone."""
    return (alone and rules.partners_opposite and maker == rules.partner(dealer)
            and not rules.dealer_picks_up_when_partner_alone)


def opening_leader(rules: Rules, dealer: int, maker: int, alone: bool, out: Collection[int]) -> int:
    """R17: who leads the first trick, given the seats that sit out.

    A loner's left leads (that player's partner, if the left-hand player sits out for a lone
    defender); otherwise, or under the dealer's-left option, the first seat in play left of the dealer.
    Where nobody has a partner (cutthroat, two-handed) the maker is always alone and the eldest leads.
    """
    if alone and rules.opening_lead is OpeningLead.LONERS_LEFT and rules.partnership is not Partnership.NONE:
        leader = rules.left(maker)
        return rules.partner(leader) if leader in out else leader
    return next(s for s in rules.seats_from(rules.left(dealer)) if s not in out)

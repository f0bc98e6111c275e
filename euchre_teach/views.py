"""Seat views: what one seat may know at this moment, and the teacher's all-hands view.

A bot sees only a :class:`SeatView`; so does a learner's-eye widget. A view holds its own
hand, the upcard, the bidding, the cards played and the public facts of the hand, never
another seat's cards, nor the dealer's discard unless the viewer is the dealer.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=3)
>>> view = hand.view("North")
>>> view.hands[0] == hand.hand("North"), [h is None for h in view.hands]
(True, [False, True, True, True])
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from euchre_teach.actions import Action, Kind
from euchre_teach.cards import Card, Suit
from euchre_teach.display import Pictured
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import say, say_in
from euchre_teach.ranking import effective_suit
from euchre_teach.rules import Rules
from euchre_teach.scoring import HandResult
from euchre_teach.table import Phase, Trick


@dataclass(frozen=True, slots=True)
class SeatView(Pictured):
    """One seat's knowledge (``seat`` is None for the teacher's view of every hand)."""

    seat: int | None
    rules: Rules
    phase: Phase
    dealer: int
    upcard: Card | None
    upcard_taken: bool
    hands: tuple[tuple[Card, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    history: tuple[tuple[int, Action | None], ...]
    trump: Suit | None
    maker: int | None
    partner: int | None
    makers: tuple[int, ...]
    alone: bool
    lone_defender: int | None
    sitting_out: tuple[int, ...]
    tricks: tuple[Trick, ...]
    current_trick: Trick | None
    tricks_won: tuple[int, ...]
    to_act: int | None
    legal: tuple[Action, ...]
    discards: tuple[Card, ...]
    partner_revealed: bool
    partner_card: Card | None
    partner_known_to_holder: bool | None
    result: HandResult | None
    scores: tuple[int, ...] | None = None

    # ``partner_card`` (the card that makes its holder the silent partner) and ``partner_known_to_holder``
    # (False when the called card is undealt and a lower one counts, R24) are None while this view
    # may not know the partner; ``result`` is None until the hand is over. ``scores`` is the
    # match score before this hand, per seat in seat order as ``Match.scores`` (public knowledge;
    # :meth:`Match.view` fills it in), and None for a hand outside a match.

    def replace(self, **changes: Any) -> SeatView:
        """A copy with some fields changed (as :meth:`Match.view` adds the score)."""
        return dataclasses.replace(self, **changes)

    def name(self, seat: int | None) -> str:
        """A seat's name under these rules (``'nobody'`` for no seat, as when the hand is over)."""
        return say_in("seat", "nobody") if seat is None else self.rules.seat_name(seat)

    @property
    def hand(self) -> tuple[Card, ...] | None:
        """The viewer's own cards (None in the teacher's view, which has them all)."""
        return None if self.seat is None else self.hands[self.seat]

    @property
    def own_seat(self) -> int:
        """The viewer's seat (an error in the teacher's view, which belongs to no seat)."""
        if self.seat is None:
            raise EuchreError(say("the teacher's view belongs to no seat; ask a seat's view instead"))
        return self.seat

    @property
    def own_hand(self) -> tuple[Card, ...]:
        """The viewer's own cards (an error in the teacher's view, which has every hand)."""
        cards = self.hands[self.own_seat]
        if cards is None:
            raise EuchreError(say("{who}'s view does not hold their own hand", who=self.name(self.seat)))
        return cards

    @property
    def trump_suit(self) -> Suit:
        """Trump (an error while trump is not yet made)."""
        if self.trump is None:
            raise EuchreError(say("trump is not made yet; it is known once the bidding ends"))
        return self.trump

    @property
    def the_upcard(self) -> Card:
        """The upcard (an error under rules or at a moment with none)."""
        if self.upcard is None:
            raise EuchreError(say("there is no upcard at this moment under these rules"))
        return self.upcard


    @property
    def discarded(self) -> Card | None:
        """The viewer's last discard (any seat's, in the teacher's view)."""
        return self.discards[-1] if self.discards else None

    @property
    def led_suit(self) -> Suit | None:
        """The effective suit led to the open trick (None between tricks)."""
        trick = self.current_trick
        if trick is None or self.trump is None:
            return None
        return effective_suit(trick.plays[0][1], self.trump, self.rules)

    @property
    def bid(self) -> Action | None:
        """The highest bid of an auction so far (bids are made aloud)."""
        bids = [action for _, action in self.history if action is not None and action.kind is Kind.BID]
        return bids[-1] if bids else None

    @property
    def bidder(self) -> int | None:
        """Who made the highest bid of an auction so far."""
        seats = [seat for seat, action in self.history if action is not None and action.kind is Kind.BID]
        return seats[-1] if seats else None

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far, the open trick included."""
        cards = [card for trick in self.tricks for _, card in trick.plays]  # (a bot asks at every card it plays)
        if self.current_trick is not None:
            cards += [card for _, card in self.current_trick.plays]
        return tuple(cards)

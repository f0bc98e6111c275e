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

from dataclasses import dataclass
from typing import TYPE_CHECKING

from euchre_teach.actions import Action, Kind
from euchre_teach.cards import Card, Suit
from euchre_teach.rules import Rules

if TYPE_CHECKING:
    from euchre_teach.state import HandState, Phase, Trick


@dataclass(frozen=True)
class SeatView:
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

    @property
    def hand(self) -> tuple[Card, ...] | None:
        """The viewer's own cards (None in the teacher's view, which has them all)."""
        return None if self.seat is None else self.hands[self.seat]

    def _repr_svg_(self) -> str:
        """The table as this seat sees it, when a notebook cell shows the view."""
        from euchre_teach.render.svg import repr_svg

        return repr_svg(self)

    @property
    def discarded(self) -> Card | None:
        """The viewer's last discard (any seat's, in the teacher's view)."""
        return self.discards[-1] if self.discards else None

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far, the open trick included."""
        cards = [card for trick in self.tricks for card in trick.cards]
        if self.current_trick is not None:
            cards.extend(self.current_trick.cards)
        return tuple(cards)


def seat_view(state: HandState, seat: int | None) -> SeatView:
    """Build the view of ``seat`` (None: the teacher's view) from a hand state."""
    from euchre_teach.state import Phase

    n = state.rules.players
    sees_all = seat is None

    def visible_hand(s: int) -> tuple[Card, ...] | None:
        if sees_all:
            return state.hand(s)
        if s != seat:
            return None
        if state.phase is Phase.DEALER_NAMES and s == state.dealer:
            return ()  # R8: the dealer names trump before looking at the hand
        return state.hand(s)

    def public(actor: int, action: Action) -> Action | None:
        if sees_all or actor == seat:
            return action
        if action.kind is Kind.DISCARD or (action.kind is Kind.GIVE and seat != state.maker):
            return None  # face down: only the player and, for a gift, the loner see it
        return action

    partner = state.partner
    # the silent partner knows it when holding the called card or ally, not when the called card
    # is undealt and a lower card counts instead (R24): nobody may be told that until play shows it
    knows_partner = sees_all or state.partner_revealed or (seat == partner and state.partner_known_to_holder)
    known_partner = partner if knows_partner else None
    makers = state.makers if knows_partner else tuple(s for s in state.makers if s != partner)

    to_act = state.current_player()
    show_legal = to_act is not None and (sees_all or to_act == seat)
    return SeatView(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        dealer=state.dealer,
        upcard=state.upcard,
        upcard_taken=state.upcard_taken,
        hands=tuple(visible_hand(s) for s in range(n)),
        hand_sizes=tuple(len(state.hand(s)) for s in range(n)),
        history=tuple((actor, public(actor, action)) for actor, action in state.history),
        trump=state.trump,
        maker=state.maker,
        partner=known_partner,
        makers=makers,
        alone=state.alone,
        lone_defender=state.lone_defender,
        sitting_out=state.sitting_out,
        tricks=state.tricks,
        current_trick=state.current_trick,
        tricks_won=tuple(state.tricks_won(s) for s in range(n)),
        to_act=to_act,
        legal=state.legal_actions() if show_legal else (),
        discards=tuple(
            action.card  # type: ignore[misc]
            for actor, action in state.history
            if action.kind is Kind.DISCARD and (sees_all or actor == seat)
        ),
    )

"""A card-play position with every hand known: the input of the solvers.

The solver is generic over variants: a position names the seats in play, their cards, who
leads, which seats are on the makers' side (a silent partner counts as known) and the cards
already played to the open trick. Hands are bitmasks of card ids, as in the engine.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=1)
>>> _ = hand.apply("order up")                # West orders up; South, the dealer, picks up
>>> _ = hand.apply(hand.legal_actions()[0])   # South discards
>>> _ = hand.apply("pass"); _ = hand.apply("pass")  # nobody defends alone
>>> position = Position.from_state(hand)
>>> position.order, position.leader, sorted(position.makers), position.tricks_left
((0, 1, 2, 3), 3, [1, 3], 5)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import InitVar, dataclass
from typing import TYPE_CHECKING

from euchre_teach.cards import Card, Suit, ids_of_mask, mask_of, parse_cards
from euchre_teach.errors import InvalidDealError
from euchre_teach.ranking import tables
from euchre_teach.rules import Rules
from euchre_teach.table import Phase
from euchre_teach.tricks import playable

if TYPE_CHECKING:
    from euchre_teach.state import HandState


@dataclass(frozen=True)
class Position:
    """Hands (seat -> card-id mask) of the seats in play, trump, the leader and the sides.

    ``order`` lists the seats in play in playing order (clockwise); ``trick`` holds the card
    ids already played to the open trick, starting with the leader's.
    """

    rules: Rules
    trump: int
    hands: Mapping[int, int]
    order: tuple[int, ...]
    leader: int
    makers: frozenset[int]
    trick: tuple[int, ...] = ()
    #: built by code that already knows the position is sound (see :meth:`trusted`): not checked
    known_sound: InitVar[bool] = False

    def __post_init__(self, known_sound: bool) -> None:
        if not known_sound:
            self._check()

    def _check(self) -> None:
        """Every seat in play has a hand, no card twice or outside the pack, sizes that fit the open trick."""
        if set(self.hands) != set(self.order) or len(self.order) < 2:
            raise InvalidDealError(f"hands are given for seats {sorted(self.hands)}, but the order is {self.order}")
        if self.leader not in self.order:
            raise InvalidDealError(f"the leader, seat {self.leader}, is not in play")
        seen = 0
        for card in (*self.trick, *(c for m in self.hands.values() for c in ids_of_mask(m))):
            if seen >> card & 1 or not self.rules.pack_mask >> card & 1:
                raise InvalidDealError(f"{Card.from_id(card)} is twice in this position or not in the pack")
            seen |= 1 << card
        played = len(self.trick)
        if played >= len(self.order):
            raise InvalidDealError("the open trick already has a card from every seat in play")
        start = self.order.index(self.leader)
        sizes = [self.hands[self.order[(start + i) % len(self.order)]].bit_count() for i in range(len(self.order))]
        left = sizes[played]
        if sizes != [left - 1] * played + [left] * (len(sizes) - played) or left < 1:
            raise InvalidDealError(f"hand sizes {sizes} (from the leader on) do not fit {played} cards "
                                   "in the open trick")

    @classmethod
    def trusted(cls, rules: Rules, trump: int, hands: Mapping[int, int], order: tuple[int, ...], leader: int,
                makers: frozenset[int], trick: tuple[int, ...] = ()) -> Position:
        """A position built by code that already knows it is sound (a sampled deal): no checks.

        The checks cost about as much as a small search; :func:`.strength.contract_position`
        builds one per contract and sampled deal from cards the engine dealt.
        """
        return cls(rules, trump, hands, order, leader, makers, trick, known_sound=True)

    @property
    def tricks_left(self) -> int:
        """Tricks still to be won, the open one included."""
        return self.hands[self.order[(self.order.index(self.leader) + len(self.trick)) % len(self.order)]].bit_count()

    @property
    def to_play(self) -> int:
        """The seat whose turn it is."""
        return self.order[(self.order.index(self.leader) + len(self.trick)) % len(self.order)]

    @classmethod
    def from_hands(
        cls,
        rules: Rules,
        trump: Suit | str | int,
        hands: Mapping[int, int | str | Iterable[Card | str]],
        leader: int,
        makers: Iterable[int],
        trick: Iterable[Card | str | int] = (),
    ) -> Position:
        """A position from written-out cards; seats play in ascending (clockwise) order.

        >>> from euchre_teach.rules import STANDARD
        >>> p = Position.from_hands(STANDARD, "hearts", {0: "JH AS", 1: "9C TC", 2: "AH KS", 3: "QD KD"},
        ...                         leader=0, makers=(0, 2))
        >>> p.tricks_left, p.to_play
        (2, 0)
        """
        trump_id = int(trump) if isinstance(trump, int) else int(Suit.parse(trump))
        masks = {seat: cards if isinstance(cards, int) else mask_of(parse_cards(cards))
                 for seat, cards in hands.items()}
        played = tuple(c if isinstance(c, int) else Card.parse(c).id for c in trick)
        return cls(rules, trump_id, masks, tuple(sorted(masks)), leader, frozenset(makers), played)

    @classmethod
    def from_state(cls, state: HandState) -> Position:
        """The position of a hand in play, every hand face up (the teacher's view)."""
        if state.phase is not Phase.PLAY:
            raise InvalidDealError("a position needs a hand in the play phase")
        out = set(state.sitting_out)
        order = tuple(s for s in range(state.rules.players) if s not in out)
        open_trick = state.current_trick
        leader = open_trick.leader if open_trick else state.current_player()
        trick = tuple(card.id for card in open_trick.cards) if open_trick else ()
        hands = {s: mask_of(state.hand(s)) for s in order}
        assert state.trump is not None and leader is not None  # a hand in play has trump and a seat to play
        return cls(state.rules, int(state.trump), hands, order, leader, frozenset(state.makers) & set(order), trick)

    def legal(self) -> tuple[int, ...]:
        """The card ids the seat to play may play (R18), straight from the engine's tables."""
        tab = tables(self.rules)
        led = tab.suit_mask[self.trump][tab.effective_suit[self.trump][self.trick[0]]] if self.trick else 0
        return ids_of_mask(playable(self.hands[self.to_play], led))

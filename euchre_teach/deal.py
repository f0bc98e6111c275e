"""The deal (R6–R7): seeded from ``random.Random(seed)``, or written out by hand.

>>> from euchre_teach.rules import STANDARD
>>> deal = Deal.from_seed(STANDARD, 7, dealer=3)
>>> deal == Deal.from_seed(STANDARD, 7, dealer=3), len(deal.kitty), deal.upcard == deal.kitty[0]
(True, 4, True)
>>> Deal.from_hands(STANDARD, {"N": "9C TC JC QC KC", "E": "AC 9D TD JD QD",
...     "S": "KD AD 9H TH JH", "W": "QH KH AH 9S TS"}, upcard="JS", dealer="W").upcard
JS
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
from operator import attrgetter
from typing import Any

from euchre_teach.cards import Card, format_cards, parse_cards
from euchre_teach.errors import EuchreError, InvalidDealError
from euchre_teach.inputs import check_seed
from euchre_teach.plan import plan_for
from euchre_teach.rules import Rules

#: a card's id, and its bit in a hand's mask (the engine's hands are bitmasks of card ids)
_ID = attrgetter("id")
_BIT = attrgetter("bit")


def _seated_hands(rules: Rules, hands: object) -> tuple[tuple[Card, ...], ...]:
    """Hands given by seat (a mapping of seat names or numbers, or a list in seat order), in seat order."""
    if not isinstance(hands, Mapping | list | tuple):
        raise InvalidDealError(f"hands must map seats to cards ({{'N': '9C TC JC QC KC', ...}}) or list them "
                               f"in seat order, not {type(hands).__name__}")
    items = hands.items() if isinstance(hands, Mapping) else enumerate(hands)
    seated: dict[int, tuple[Card, ...]] = {}
    for key, cards in items:
        seat = rules.parse_seat(key)
        if seat in seated:
            raise InvalidDealError(f"{rules.seat_name(seat)}'s hand is given twice")
        seated[seat] = parse_cards(cards)
    missing = [rules.seat_name(s) for s in range(rules.players) if s not in seated]
    if missing:
        raise InvalidDealError(f"no hand given for {', '.join(missing)}")
    return tuple(seated[s] for s in range(rules.players))


@dataclass(frozen=True, slots=True)
class Deal:
    """Who holds what before the bidding. ``kitty[0]`` is the upcard.

    ``hands[seat]`` lists a seat's cards in the order they were dealt (its first packet
    first), so an animation can replay the deal. ``seed`` is set when the deal was shuffled.
    """

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...]
    seed: int | None = None

    @property
    def upcard(self) -> Card:
        """The card turned face up on the kitty (R7); in auction euchre, the widow's first card."""
        return self.kitty[0]

    def packets(self, rules: Rules) -> list[tuple[int, tuple[Card, ...]]]:
        """The deal as (seat, cards) packets in dealing order, starting at the dealer's left."""
        out = []
        start = 0
        for size in rules.deal_packets:
            for seat in rules.seats_from(rules.left(self.dealer)):
                out.append((seat, self.hands[seat][start:start + size]))
            start += size
        return out

    @classmethod
    def from_seed(cls, rules: Rules, seed: int, dealer: int | str | None = None) -> Deal:
        """Shuffle with ``random.Random(seed)`` and deal in packets from the dealer's left.

        The dealer is drawn from the same generator unless given. A seed is a whole number
        (``True``, ``1.5`` and ``'abc'`` are refused here, so that every seeded hand can be saved).
        """
        return cls.from_rng(rules, random.Random(check_seed(seed, InvalidDealError)), dealer, seed)

    @classmethod
    def from_rng(cls, rules: Rules, rng: random.Random, dealer: int | str | None = None,
                 seed: int | None = None) -> Deal:
        """Shuffle with a generator the caller seeded, as a simulation does for many hands.

        The cards are exactly those of ``rng.shuffle`` on the pack in id order, then
        ``rng.randrange(players)`` for the dealer; each seat's packets are picked out of the
        shuffled pack by the rules' plan (:attr:`Plan.deal_getters`).
        """
        plan = plan_for(rules)
        order = list(rules.pack)
        rng.shuffle(order)
        dealer_seat = rng.randrange(rules.players) if dealer is None else rules.parse_seat(dealer)
        hands = tuple([get(order) for get in plan.deal_getters[dealer_seat]])
        return cls(dealer_seat, hands, tuple(order[plan.dealt:]), seed)

    @classmethod
    def from_hands(
        cls,
        rules: Rules,
        hands: Mapping[str | int, str | Sequence[Card | str]] | Sequence[str | Sequence[Card | str]],
        upcard: Card | str | None = None,
        dealer: int | str | None = None,
        kitty: str | Sequence[Card | str] | None = None,
    ) -> Deal:
        """A deal written out by hand, for a position from a rule book.

        ``hands`` maps seats (``'N'``, ``'North'`` or 0) to cards, or lists them in seat
        order. The kitty is the upcard followed by the remaining cards (in auction euchre,
        the widow); give it in full or leave it out to have the rest of the pack placed
        under the upcard.
        """
        if dealer is None:
            raise InvalidDealError("say who dealt: dealer='West', for example")
        try:
            dealer_seat = rules.parse_seat(dealer)
            ordered = _seated_hands(rules, hands)
            rest = None if kitty is None else parse_cards(kitty)
            if upcard is None and rest:
                upcard = rest[0]
            if upcard is None and not rules.widow:
                raise InvalidDealError("name the upcard: upcard='JH', for example")
            top = () if upcard is None else (Card.parse(upcard),)
        except InvalidDealError:
            raise
        except EuchreError as exc:
            raise InvalidDealError(str(exc)) from None
        if rest is None:  # the rest of the pack, under the upcard
            used = {c for hand in ordered for c in hand} | set(top)
            rest = tuple(c for c in rules.pack if c not in used)
        elif rest and rest[:1] == top:
            rest = rest[1:]
        deal = cls(dealer_seat, ordered, (*top, *rest))
        deal.check(rules)
        return deal

    def check(self, rules: Rules) -> None:
        """Raise :class:`InvalidDealError` unless this deal uses the whole pack of ``rules`` exactly once."""
        self.masks(rules)

    def masks(self, rules: Rules) -> tuple[list[int], list[int]]:
        """The deal as the engine holds it: each hand as a bitmask of card ids, the kitty as ids (the
        upcard first); an :class:`InvalidDealError` saying what is wrong unless the deal holds tuples of
        cards that use the whole pack of ``rules`` exactly once, with a full hand for each seat."""
        seats, size = rules.players, rules.hand_size
        try:  # each hand's cards as one bitmask (anything but a tuple of cards has no bits)
            hands = [sum(map(_BIT, hand)) for hand in self.hands if type(hand) is tuple and len(hand) == size]
            kitty = list(map(_ID, self.kitty)) if type(self.kitty) is tuple else []
        except (AttributeError, TypeError):
            hands, kitty = [], []
        # The pack's cards are distinct bits: cards that add up to the pack's mask, as many as it has bits,
        # are each card of the pack once (a card dealt twice would leave a bit unset or carry into another).
        if (len(hands) == seats and type(self.hands) is tuple and len(self.hands) == seats
                and sum(hands) + sum(1 << card for card in kitty) == rules.pack_mask
                and seats * size + len(kitty) == rules.pack_cards
                and type(self.dealer) is int and 0 <= self.dealer < seats
                and (self.seed is None or type(self.seed) is int)):
            return hands, kitty
        self._check_types()
        self._explain_fault(rules)
        raise InvalidDealError("the deal does not use the pack exactly once")  # pragma: no cover

    def _check_types(self) -> None:
        """A deal built directly (not by from_seed or from_hands) holds a seat number and tuples of Cards."""
        if type(self.dealer) is not int:
            raise InvalidDealError(f"dealer {self.dealer!r} is not a seat number: use Deal.from_hands(..., dealer='W')")
        places = (*self.hands, self.kitty) if type(self.hands) is tuple else None
        if places is None or {*map(type, places)} != {tuple} or {*map(type, chain(*places))} != {Card}:
            raise InvalidDealError("a Deal holds tuples of Card objects: build one with Deal.from_hands or "
                                   "Deal.from_seed")
        if self.seed is not None and type(self.seed) is not int:
            raise InvalidDealError(f"the deal's seed {self.seed!r} is not a whole number")

    def _explain_fault(self, rules: Rules) -> None:
        """Raise the error that says exactly what is wrong with this deal."""
        if not 0 <= self.dealer < rules.players:
            raise InvalidDealError(f"dealer {self.dealer} is not a seat of {rules.players} players")
        if len(self.hands) != rules.players:
            raise InvalidDealError(f"{len(self.hands)} hands dealt; {rules.players} players need {rules.players}")
        pack = set(rules.pack)
        where: dict[Card, str] = {}
        places = [(rules.seat_name(s), hand) for s, hand in enumerate(self.hands)]
        places.append(("the kitty", self.kitty))
        for place, cards in places:
            for card in cards:
                if card not in pack:
                    raise InvalidDealError(
                        f"{card} ({place}) is not in the {rules.pack_cards}-card pack of these rules"
                    )
                if card in where:
                    raise InvalidDealError(f"{card} is dealt twice: to {where[card]} and {place}")
                where[card] = place
        for place, hand in places[:-1]:
            if len(hand) != rules.hand_size:
                raise InvalidDealError(
                    f"{place} has {len(hand)} cards ({format_cards(hand) or 'none'}); "
                    f"each hand needs {rules.hand_size}"
                )
        absent = [c for c in rules.pack if c not in where]
        if absent:
            raise InvalidDealError(f"the deal is missing {format_cards(absent)}")

    def to_dict(self, rules: Rules) -> dict[str, Any]:
        """JSON-ready: seat names to card text, the kitty, the dealer and the seed."""
        out: dict[str, Any] = {"dealer": rules.seat_code(self.dealer)}
        if self.seed is not None:
            out["seed"] = self.seed
        out["hands"] = {
            rules.seat_code(s): " ".join(c.code for c in hand) for s, hand in enumerate(self.hands)
        }
        out["kitty"] = " ".join(c.code for c in self.kitty)
        return out

    @classmethod
    def from_dict(cls, rules: Rules, data: Mapping[str, Any]) -> Deal:
        """The inverse of :meth:`to_dict`; a seeded deal is re-shuffled and compared."""
        if not isinstance(data, Mapping):
            raise InvalidDealError(f"a deal is a mapping with dealer, hands and kitty, not {type(data).__name__}")
        for key in ("dealer", "hands", "kitty"):
            if key not in data:
                raise InvalidDealError(f"the deal has no {key!r}")
        hands = data["hands"]
        if not isinstance(hands, Mapping):
            raise InvalidDealError("the deal's 'hands' must map seat names to cards")
        deal = cls.from_hands(rules, hands, dealer=data["dealer"], kitty=data["kitty"])
        seed = data.get("seed")
        if seed is not None:
            check_seed(seed, InvalidDealError)
            shuffled = cls.from_seed(rules, seed, deal.dealer)
            if shuffled.hands != deal.hands or shuffled.kitty != deal.kitty:
                raise InvalidDealError(
                    f"the cards written out are not the deal of seed {seed}: "
                    "the file was edited or made with other rules"
                )
            return shuffled
        return deal


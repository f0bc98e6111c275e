"""Deal the cards a seat cannot see, consistently with everything that seat knows.

What a seat knows (:class:`Knowledge`): its own hand; the upcard (on the kitty, or taken to
be in the dealer's hand once picked up, until the dealer shows out of its suit: a dealer
who discarded the upcard itself is the one case this belief is wrong); every card played;
the suits a seat showed out of by failing to follow (it holds none of them); and, for the
dealer, the discard. Bidding gives no hard facts, so a pass does not bias the deal.

Sampling is exact (uniform over the consistent deals) by rejection; when the voids make
rejection slow, seats are dealt most-constrained first instead, which is close to uniform.

>>> import random
>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=3)
>>> facts = knowledge(hand.view("North"))
>>> hands = deal_unseen(facts, random.Random(1))
>>> sorted(hands), [h.bit_count() for h in hands.values()]
([0, 1, 2, 3], [5, 5, 5, 5])
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from euchre_teach.actions import Kind
from euchre_teach.analysis.position import Position
from euchre_teach.cards import mask_of, mask_of_ids
from euchre_teach.errors import EuchreError
from euchre_teach.ranking import tables
from euchre_teach.rules import Partnership, Rules
from euchre_teach.table import Phase
from euchre_teach.views import SeatView

_REJECTION_TRIES = 60


@dataclass(frozen=True)
class Knowledge:
    """The hard facts one seat has about the hidden cards."""

    rules: Rules
    seat: int
    own: int  # the seat's cards
    pool: int  # cards it has not seen that may be in another hand (the rest are in the kitty)
    need: dict[int, int]  # other seats in play -> how many unknown cards each holds
    must: dict[int, int]  # seat -> cards it surely holds (the picked-up upcard)
    void: dict[int, int]  # seat -> cards it cannot hold (suits it showed out of)


def knowledge(view: SeatView) -> Knowledge:
    """What ``view.seat`` knows about the other hands in play."""
    if view.seat is None or view.hand is None:
        raise EuchreError("sampling needs one seat's view, not the teacher's view")
    rules, seat = view.rules, view.seat
    own = mask_of(view.hand)
    played = mask_of(view.played)
    out = set(view.sitting_out)
    void: dict[int, int] = {}
    if view.trump is not None:
        tab = tables(rules)
        eff, suit_mask = tab.effective_suit[int(view.trump)], tab.suit_mask[int(view.trump)]
        tricks = [*view.tricks, *([view.current_trick] if view.current_trick else [])]
        for trick in tricks:
            led = eff[trick.plays[0][1].id]
            for player, card in trick.plays[1:]:
                if eff[card.id] != led:
                    void[player] = void.get(player, 0) | suit_mask[led]
    must: dict[int, int] = {}
    hidden = rules.pack_mask & ~own & ~played & ~mask_of(view.discards)
    if view.upcard is not None:  # two-round bidding: the upcard is face up, then on the kitty or in the dealer's hand
        upcard = 1 << view.upcard.id
        hidden &= ~upcard
        dealer = view.dealer
        if view.upcard_taken and seat != dealer and not played & upcard and dealer not in out:
            if void.get(dealer, 0) & upcard:
                hidden |= upcard  # the dealer showed out of the upcard's suit: it was discarded
            else:
                must[dealer] = upcard
    blind = len(view.hand) < view.hand_sizes[seat]  # R8: a dealer naming trump has not looked at the hand
    need = {s: view.hand_sizes[s] - (s in must) for s in range(rules.players)
            if (s != seat or blind) and s not in out}
    return Knowledge(rules, seat, own, hidden, need, must, void)


def deal_unseen(facts: Knowledge, rng: random.Random) -> dict[int, int]:
    """One consistent deal: every seat in play -> its hand as a card-id mask."""
    cards = [c for c in range(facts.pool.bit_length()) if facts.pool >> c & 1]
    seats = sorted(facts.need)
    for _ in range(_REJECTION_TRIES):
        rng.shuffle(cards)
        hands = _split(facts, seats, cards)
        if hands is not None:
            return hands
    return _constrained(facts, cards, rng)


def _split(facts: Knowledge, seats: list[int], cards: list[int]) -> dict[int, int] | None:
    hands = {facts.seat: facts.own}
    start = 0
    for s in seats:
        mask = 0
        for c in cards[start:start + facts.need[s]]:
            mask |= 1 << c
        if mask & facts.void.get(s, 0):
            return None
        start += facts.need[s]
        hands[s] = mask | facts.must.get(s, 0)
    return hands


def _constrained(facts: Knowledge, cards: list[int], rng: random.Random) -> dict[int, int]:
    """Most-constrained seat first: each takes its cards at random from those it may hold."""
    for _ in range(_REJECTION_TRIES):
        left = set(cards)
        hands = {facts.seat: facts.own}
        order = sorted(facts.need, key=lambda s: sum(1 for c in left if not facts.void.get(s, 0) >> c & 1))
        for s in order:
            allowed = sorted(c for c in left if not facts.void.get(s, 0) >> c & 1)
            if len(allowed) < facts.need[s]:
                break
            chosen = rng.sample(allowed, facts.need[s])
            left.difference_update(chosen)
            hands[s] = mask_of_ids(chosen) | facts.must.get(s, 0)
        else:
            return hands
    raise EuchreError("no deal fits what this seat has seen: the view contradicts itself")


def sampled_positions(view: SeatView, samples: int, rng: random.Random) -> Iterator[Position]:
    """Positions of the hand in play, the unseen cards dealt ``samples`` times."""
    if view.phase is not Phase.PLAY:
        raise EuchreError("positions exist only while the cards are played")
    facts = knowledge(view)
    order = tuple(s for s in range(view.rules.players) if s not in view.sitting_out)
    trick = view.current_trick
    leader = trick.leader if trick else view.to_act
    assert leader is not None, "while the cards are played a seat is always to act"
    played = tuple(card.id for card in trick.cards) if trick else ()
    for _ in range(samples):
        hands = deal_unseen(facts, rng)
        makers = makers_in(view, hands) & set(order)
        yield Position(view.rules, int(view.trump_suit), hands, order, leader, makers, played)


def makers_in(view: SeatView, hands: dict[int, int]) -> frozenset[int]:
    """The makers' side in a sampled deal: a silent partner the seat does not know yet is the
    holder of the called card in that deal (R24, R26)."""
    known = frozenset(view.makers)
    if view.maker is None or view.partner is not None or view.alone or view.rules.partnership is not Partnership.CALLED:
        return known
    call = next((a for s, a in reversed(view.history) if s == view.maker and a is not None
                 and a.kind in (Kind.CALL_ACE, Kind.ALLY)), None)
    if call is None:
        return known
    if call.kind is Kind.ALLY:
        card = call.the_card.id
    else:
        tab = tables(view.rules)
        trump, suit = int(view.trump_suit), int(call.the_suit)
        held = 0
        for hand in hands.values():
            held |= hand
        members = [c for c in range(held.bit_length()) if held >> c & 1 and tab.effective_suit[trump][c] == suit]
        if not members:
            return known
        card = max(members, key=tab.strength[trump][suit].__getitem__)
    holder = next((s for s, hand in hands.items() if hand >> card & 1), None)
    return known | {holder} if holder is not None else known

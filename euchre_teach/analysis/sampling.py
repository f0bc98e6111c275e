"""Deal the cards a seat cannot see, consistently with everything that seat knows.

What a seat knows (:class:`Knowledge`): its own hand; the upcard (on the kitty, or taken to
be in the dealer's hand once picked up, until the dealer shows out of its suit: a dealer
who discarded the upcard itself is the one case this belief is wrong); every card played;
the suits a seat showed out of by failing to follow (it holds none of them); and, for the
dealer, the discard. Bidding gives no hard facts, so a pass does not bias the deal, unless
asked: :func:`bidding_fit` keeps the deals where rule-of-thumb bidders would have bid as the
other seats did (a partner who passed in round 1 seldom holds both bowers).

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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from euchre_teach.actions import Kind
from euchre_teach.analysis import arguments as read
from euchre_teach.analysis.heuristics import bid
from euchre_teach.analysis.position import Position
from euchre_teach.cards import SUIT_WIDTH, mask_of, mask_of_ids
from euchre_teach.errors import EuchreError
from euchre_teach.ranking import tables
from euchre_teach.rules import Bidding, Partnership, Rules
from euchre_teach.table import Phase
from euchre_teach.views import SeatView

_REJECTION_TRIES = 60
#: Deals tried per wanted deal before one that does not fit the bidding is taken as it comes.
FIT_TRIES = 30


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
    view = read.view(view)
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
    """One consistent deal: every seat in play -> its hand as a card-id mask (``rng``: a
    ``random.Random`` or a seed)."""
    if not isinstance(facts, Knowledge):
        raise EuchreError(f"facts must be what a seat knows, knowledge(view), not {type(facts).__name__}")
    rng = read.rng(rng)
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


Fit = Callable[[dict[int, int]], bool]


@lru_cache(maxsize=1 << 16)
def _counted(rules: Rules, hand: int, upcard: int, seat: int, dealer: int, round_two: bool, stuck: bool,
             alone_only: bool) -> tuple[int, bool]:
    trump, _, alone, _ = bid(rules, hand, upcard, seat, dealer, round_two, stuck, alone_only)
    return trump, alone


def bidding_fit(view: SeatView) -> Fit | None:
    """A test of a sampled deal: would rule-of-thumb bidders holding it have bid as the others did?

    Two-round bidding only (None elsewhere, or when nobody else has bid yet). A seat's hand at
    the bidding is its sampled hand and the cards it has played; a dealer who picked up the
    upcard is judged without it (its discard is unknown to the others, and seldom counts).
    """
    rules, me = view.rules, view.seat
    upcard = view.upcard
    if (rules.bidding is not Bidding.TWO_ROUNDS or upcard is None or me is None or rules.farmers_hand
            or rules.no_ace_no_face or (rules.best_bower is not None and upcard == rules.best_bower)):
        return None
    dealer, n = view.dealer, rules.players
    loner = rules.partners_opposite and rules.dealer_partner_must_go_alone
    checks: list[tuple[int, bool, int, bool]] = []  # seat, round two, the trump it named (-1: pass), alone
    for passes, (seat, action) in enumerate(view.history):
        if action is None or action.kind not in (Kind.PASS, Kind.ORDER_UP, Kind.CALL):
            break
        round_two = passes >= n
        if seat != me:
            trump = -1 if action.kind is Kind.PASS else (
                upcard.id // SUIT_WIDTH if action.kind is Kind.ORDER_UP else int(action.the_suit))
            checks.append((seat, round_two, trump, action.alone))
        if action.kind is not Kind.PASS:
            break
    if not checks:
        return None
    played: dict[int, int] = {}
    for trick in (*view.tricks, *([view.current_trick] if view.current_trick else [])):
        for seat, card in trick.plays:
            played[seat] = played.get(seat, 0) | 1 << card.id
    up = 1 << upcard.id
    taken = view.upcard_taken

    def fits(hands: dict[int, int]) -> bool:
        for seat, round_two, trump, alone in checks:
            if seat not in hands:
                continue  # a lone maker's partner: its cards are out of play
            held = hands[seat] | played.get(seat, 0)
            if taken and seat == dealer:
                held &= ~up
            stuck = round_two and rules.stick_the_dealer and seat == dealer
            alone_only = not round_two and loner and seat == rules.partner(dealer)
            said = _counted(rules, held, upcard.id, seat, dealer, round_two, stuck, alone_only)
            if said[0] != trump or (trump >= 0 and said[1] != alone):
                return False
        return True

    return fits


def deal_fitting(facts: Knowledge, rng: random.Random, fit: Fit | None, tries: int = FIT_TRIES) -> dict[int, int]:
    """One consistent deal that also passes ``fit`` if one turns up within ``tries`` deals, else the last."""
    hands = deal_unseen(facts, rng)
    if fit is None:
        return hands
    for _ in range(tries - 1):
        if fit(hands):
            return hands
        hands = deal_unseen(facts, rng)
    return hands


def sampled_positions(view: SeatView, samples: int, rng: random.Random, bidding: bool = False) -> Iterator[Position]:
    """Positions of the hand in play, the unseen cards dealt ``samples`` times; with ``bidding``,
    deals where rule-of-thumb bidders would have bid as the others did (:func:`bidding_fit`)."""
    if view.phase is not Phase.PLAY:
        raise EuchreError("positions exist only while the cards are played")
    facts = knowledge(view)
    fit = bidding_fit(view) if bidding else None
    order = tuple(s for s in range(view.rules.players) if s not in view.sitting_out)
    trick = view.current_trick
    leader = trick.leader if trick else view.to_act
    assert leader is not None, "while the cards are played a seat is always to act"
    played = tuple(card.id for card in trick.cards) if trick else ()
    for _ in range(samples):
        hands = deal_fitting(facts, rng, fit)
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

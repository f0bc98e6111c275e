"""What a hand needs to know of its rules, worked out once per :class:`~euchre_teach.rules.Rules`.

Seat arithmetic, the bidding options of each seat, how the pack is dealt, who leads and the
score of each outcome are the same in every hand under the same rules. :func:`plan_for` builds
them once per rules (a visible ``functools.lru_cache``: ``Rules`` are hashable values) into one
:class:`Plan`, which :class:`~euchre_teach.state.HandState` holds and reads. Each fact is computed
by the rules' own functions (``Rules.left``, :func:`~euchre_teach.table.opening_leader`,
:func:`~euchre_teach.scoring.score_hand`), so those stay the one home of each rule.

>>> from euchre_teach.rules import STANDARD
>>> plan = plan_for(STANDARD)
>>> plan is plan_for(STANDARD), plan.left[3], plan.round_1[3][0]
(True, 0, (Action('pass'), Action('order up'), Action('order up alone')))
"""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import Any, TypeAlias

from euchre_teach import actions as A
from euchre_teach.actions import Action
from euchre_teach.cards import JOKER_ID
from euchre_teach.ranking import Tables, tables
from euchre_teach.rules import Bidding, DefendAlone, Partnership, Rules
from euchre_teach.scoring import score_auction, score_hand
from euchre_teach.table import opening_leader

#: how the bidding ended: dealer, maker, partner, alone?, seats out (a mask), lone defender, joker turned?, bid
StartKey: TypeAlias = tuple[int, int, int, bool, int, int, bool, "Action | None"]
#: the points and the zero-sum returns of one outcome
Outcome: TypeAlias = tuple[tuple[int, ...], tuple[float, ...]]
#: the play's set-up (see :meth:`Plan.start`)
Start: TypeAlias = tuple[tuple[int, ...], int, int, tuple[int, ...], tuple[Outcome, ...], tuple[tuple[int, ...], ...]]


class Plan:
    """The facts of one set of rules that every hand under them reads (see the module's introduction)."""

    __slots__ = ("asks_before", "auction", "best_id", "called", "deal_getters", "dealt", "defend_alone", "direct",
                 "hand_slices", "keeps_upcard", "left", "nothing", "opposite", "order", "partner", "players",
                 "round_1", "round_2", "rules", "starts", "tables", "two_rounds")

    def __init__(self, rules: Rules) -> None:
        n = self.players = rules.players
        self.rules = rules
        self.tables: Tables = tables(rules)
        self.best_id = rules.best_bower.id if rules.best_bower is not None else JOKER_ID
        self.two_rounds = rules.bidding is Bidding.TWO_ROUNDS
        self.asks_before = rules.farmers_hand or rules.no_ace_no_face
        self.opposite = rules.partnership is Partnership.OPPOSITE
        self.called = rules.partnership is Partnership.CALLED
        self.keeps_upcard = not rules.dealer_may_discard_upcard
        mode = rules.defend_alone
        #: [maker alone?] -> are the defenders asked whether one defends alone (R15)?
        self.defend_alone = (mode is DefendAlone.ALWAYS, mode in (DefendAlone.ALWAYS, DefendAlone.AGAINST_LONER))
        #: no step between trump and the first lead (calling for best, a called partner, defending alone)?
        self.direct = not (rules.calling_for_best or self.called or any(self.defend_alone))
        self.left = tuple(rules.left(seat) for seat in range(n))
        self.partner = tuple(rules.partner(seat) for seat in range(n))
        #: [dealer] -> every seat from the dealer's left
        self.order = tuple(rules.seats_from(rules.left(dealer)) for dealer in range(n))
        #: [dealer][seat] -> the seat's round-1 options
        self.round_1 = tuple(tuple(round_1_options(rules, dealer, seat) for seat in range(n)) for dealer in range(n))
        #: [turned suit][the dealer to act?] -> the round-2 options
        self.round_2 = tuple(tuple(round_2_options(rules, turned, dealer) for dealer in (False, True))
                             for turned in range(4))
        #: [first level still open][the dealer to act with no bid yet?] -> the auction's options
        self.auction = auction_options(rules)
        self.deal_getters, self.dealt = _dealing(rules)
        #: each seat's cards in a deal's cards listed hand by hand (see :meth:`Deal.masks`)
        size = rules.hand_size
        self.hand_slices = tuple(slice(start, start + size) for start in range(0, self.dealt, size))
        #: the play's set-up by how the bidding ended, filled as each way is first met (see :meth:`start`)
        self.starts: dict[StartKey, Start] = {}
        self.nothing: Outcome = ((0,) * n, (0.0,) * n)  # the points and returns of a hand thrown in (or not over)

    def start(self, key: StartKey) -> Start:
        """The play's set-up for one way the bidding can end (``key``: the dealer, maker, partner, alone?,
        the seats sitting out, the lone defender, the joker turned?, the auction's bid): the next seat in
        play after each seat, how many play, who leads (R16, R17), the maker's side, the points and
        zero-sum returns for each number of tricks the side may take, and for each leader the seats of a
        trick in the order they play it (empty for a seat sitting out). Worked out once per key."""
        found = self.starts.get(key)
        if found is None:
            found = self.starts[key] = self._start(key)
        return found

    def _start(self, key: StartKey) -> Start:
        dealer, maker, partner, alone, out, lone_defender, joker_turned, bid = key
        n = self.players
        following = tuple(_next_in_play(seat, n, out) for seat in range(n))
        seated_out = tuple(s for s in range(n) if out >> s & 1)
        leader = opening_leader(self.rules, dealer, maker, alone, seated_out)
        side = (maker,) if partner < 0 or partner == maker else (maker, partner)
        outcomes = tuple(self._outcome(side, tricks, alone, lone_defender >= 0, joker_turned, bid)
                         for tricks in range(self.rules.hand_size + 1))
        active = n - len(seated_out)
        seats = []
        for first in range(n):
            order = [first]
            while len(order) < active:
                order.append(following[order[-1]])
            seats.append(() if out >> first & 1 else tuple(order))
        return following, active, leader, side, outcomes, tuple(seats)

    def _outcome(self, side: tuple[int, ...], tricks: int, alone: bool, defended_alone: bool, joker_turned: bool,
                 bid: Action | None) -> Outcome:
        """The points and returns when ``side`` takes ``tricks`` (:func:`score_hand` or :func:`score_auction`)."""
        if bid is not None:
            _, makers_score, won, _ = score_auction(bid.the_bid, tricks)
        else:
            _, makers_score, won, _ = score_hand(self.rules, tricks, alone, defended_alone, joker_turned)
        n = self.players
        points = [won if won and (s in side) == makers_score else 0 for s in range(n)]
        scorers = n - points.count(0)
        share = sum(points) / (n - scorers) if scorers else 0.0
        return tuple(points), tuple(float(p) if p else -share for p in points)


@lru_cache(maxsize=64)
def plan_for(rules: Rules) -> Plan:
    """The plan of ``rules``, built on first use (a cache of the last 64 rules met)."""
    return Plan(rules)


def _next_in_play(seat: int, n: int, out: int) -> int:
    """The seat after ``seat`` that plays (``out``: the mask of seats sitting out)."""
    after = (seat + 1) % n
    while out >> after & 1:
        after = (after + 1) % n
    return after


def _dealing(rules: Rules) -> tuple[tuple[tuple[itemgetter[Any], ...], ...], int]:
    """For each dealer, one getter per seat picking the seat's cards out of the shuffled pack (packets
    from the dealer's left, R6); and how many cards go to the seats (the rest is the kitty or widow)."""
    n = rules.players
    by_dealer = []
    for dealer in range(n):
        seats: list[list[int]] = [[] for _ in range(n)]
        position = 0
        for size in rules.deal_packets:
            for step in range(1, n + 1):
                seats[(dealer + step) % n].extend(range(position, position + size))
                position += size
        by_dealer.append(tuple(itemgetter(*seat) for seat in seats))  # five cards: a getter returns a tuple
    return tuple(by_dealer), n * rules.hand_size


def round_1_options(rules: Rules, dealer: int, seat: int) -> tuple[Action, ...]:
    """Round 1 (R9, R10): pass or order up; alone only with a partner, and only alone for the
    dealer's partner where the rules say so."""
    if not rules.partners_opposite:
        return (A.PASS, A.ORDER_UP)
    if rules.dealer_partner_must_go_alone and seat == rules.partner(dealer):
        return (A.PASS, A.ORDER_UP_ALONE)
    return (A.PASS, A.ORDER_UP, A.ORDER_UP_ALONE)


def round_2_options(rules: Rules, turned: int, dealer: bool) -> tuple[Action, ...]:
    """Round 2 (R11, R12): name any other suit, alone with a partner; a stuck dealer may not pass."""
    calls: list[Action] = [] if rules.stick_the_dealer and dealer else [A.PASS]
    calls += [A.CALL[s] for s in range(4) if s != turned]
    if rules.partners_opposite:
        calls += [A.CALL_ALONE[s] for s in range(4) if s != turned]
    return tuple(calls)


def auction_options(rules: Rules) -> tuple[tuple[tuple[Action, ...], tuple[Action, ...]], ...]:
    """The auction's options (R26) by the first level still open, and by whether the dealer is to act
    with no bid yet (stuck, where the rules stick the dealer): every higher bid, and pass."""
    levels = (tuple(a for level in A.BIDS[first:] for a in level) for first in range(len(A.BIDS) + 1))
    return tuple(
        (
            (A.PASS, *bids),
            bids if rules.stick_the_dealer else (A.PASS, *bids),
        )
        for bids in levels
    )


__all__ = ["Plan", "auction_options", "plan_for", "round_1_options", "round_2_options"]

"""Card play and discards judged by expected points, double dummy over sampled deals.

From a seat's view, the unseen cards are dealt ``samples`` times consistently with what the
seat has seen, and every legal card is solved in every deal. From a full
:class:`~euchre_teach.state.HandState` (the teacher's view) nothing is hidden, and one exact
solve gives each card's value.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=1)
>>> for action in ("order up", "discard 9C", "pass", "pass"):
...     _ = hand.apply(action)
>>> advice = advise_play(hand)  # every hand face up: exact
>>> advice.samples, advice.best.action
(0, Action('play TC'))
>>> print(advice.reason)  # doctest: +ELLIPSIS
play 10♣: your side takes 3.0 more tricks and scores +1.00 points...
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from euchre_teach.actions import DISCARD, PLAY, Action, Kind
from euchre_teach.analysis.double_dummy import Solver, analyse
from euchre_teach.analysis.position import Position
from euchre_teach.analysis.sampling import bidding_fit, deal_fitting, knowledge, sampled_positions
from euchre_teach.analysis.words import signed
from euchre_teach.errors import EuchreError
from euchre_teach.rules import Bidding
from euchre_teach.scoring import score_auction, score_hand
from euchre_teach.state import HandState
from euchre_teach.table import Phase, opening_leader
from euchre_teach.views import SeatView


@dataclass(frozen=True, slots=True)
class ActionValue:
    """One action's value for the acting seat's side, averaged over the deals examined."""

    action: Action
    expected: float  # points for the acting side (negative: the other side scores)
    error: float  # standard error of ``expected`` (0 when exact)
    tricks: float  # tricks the acting side takes from here on, on average

    def describe(self, exact: bool) -> str:
        """'your side takes 3.4 more tricks on average and expects +1.20 points'."""
        if exact:
            return f"your side takes {self.tricks:.1f} more tricks and scores {signed(self.expected)} points"
        return (f"your side takes {self.tricks:.1f} more tricks on average and expects "
                f"{signed(self.expected)} points (±{self.error:.2f})")


@dataclass(frozen=True)
class PlayAdvice:
    """The value of every legal card (or discard) for the seat to act; ``samples`` is 0 when exact."""

    seat: int
    options: tuple[ActionValue, ...]
    samples: int

    @property
    def ranked(self) -> tuple[ActionValue, ...]:
        """Best first: the most expected points, then the most tricks, then the lower card."""
        return tuple(sorted(self.options, key=lambda o: (-round(o.expected, 9), -round(o.tricks, 9),
                                                         o.action.the_card.rank)))

    @property
    def best(self) -> ActionValue:
        """The best action."""
        return self.ranked[0]

    def option(self, action: Action | str) -> ActionValue:
        """The value of one action."""
        wanted = Action.parse(action)
        for option in self.options:
            if option.action == wanted:
                return option
        raise EuchreError(f"{wanted} is not legal here: choose one of {', '.join(str(o.action) for o in self.options)}")

    @property
    def reason(self) -> str:
        """The advice in a sentence."""
        exact = self.samples == 0
        best, *rest = self.ranked
        where = "" if exact else f" (over {self.samples} deals that fit what you have seen)"
        text = f"{action_words(best.action)}: {best.describe(exact)}{where}"
        worse = [o for o in rest if o.expected < best.expected - 1e-9]
        if worse:
            text += f"; {action_words(worse[0].action)} would give {signed(worse[0].expected)}"
        return text


def action_words(action: Action) -> str:
    """'play 10♣', 'discard 9♠'."""
    return f"{action.kind.value} {action.card}"


def points_for(view: SeatView, makers_total: int, ours_makers: bool) -> int:
    """The hand's points for the viewer's side (negative: the other side's) if the makers take ``makers_total``."""
    rules = view.rules
    if rules.bidding is Bidding.AUCTION:
        bid = max((a for _, a in view.history if a is not None and a.kind is Kind.BID), default=None)
        if bid is None:
            raise EuchreError("an auction hand is scored from its winning bid, and nobody has bid yet")
        _, makers_score, points, _ = score_auction(bid.the_bid, makers_total)
    else:
        joker = rules.best_bower is not None and view.upcard == rules.best_bower
        _, makers_score, points, _ = score_hand(rules, makers_total, view.alone, view.lone_defender is not None, joker)
    return points if makers_score == ours_makers else -points


class _Sums:
    def __init__(self) -> None:
        self.points: list[float] = []
        self.tricks = 0

    def value(self, action: Action) -> ActionValue:
        n = len(self.points)
        mean = sum(self.points) / n
        spread = math.sqrt(sum((p - mean) ** 2 for p in self.points) / (n - 1)) if n > 1 else 0.0
        return ActionValue(action, mean, spread / math.sqrt(n), self.tricks / n)


def advise_play(source: SeatView | HandState, samples: int = 100, seed: int | random.Random | None = 0,
                bidding: bool = False) -> PlayAdvice:
    """Every legal card of the seat to play, valued in expected points for its side.

    A :class:`SeatView` is sampled ``samples`` times (with ``bidding``, deals that fit the other
    seats' bids, :func:`.sampling.bidding_fit`); a :class:`HandState` is solved exactly.
    """
    state, view = (source, source.table_view()) if isinstance(source, HandState) else (None, source)
    if view.phase is not Phase.PLAY or view.to_act is None or (state is None and view.to_act != view.seat):
        raise EuchreError("play advice needs a hand in play and the view of the seat to play")
    seat = view.to_act
    if state is not None:
        positions = [Position.from_state(state)]
    else:
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        positions = list(sampled_positions(view, samples, rng, bidding))
    sums: dict[int, _Sums] = {}
    for position in positions:
        won = sum(view.tricks_won[s] for s in position.makers)
        ours = seat in position.makers
        for card, tricks in analyse(position).values.items():
            entry = sums.setdefault(card, _Sums())
            entry.points.append(points_for(view, won + tricks, ours))
            entry.tricks += tricks if ours else position.tricks_left - tricks
    options = tuple(sums[c].value(PLAY[c]) for c in sorted(sums))
    return PlayAdvice(seat, options, 0 if state is not None else samples)


def advise_discard(view: SeatView, samples: int = 100, seed: int | random.Random | None = 0,
                   bidding: bool = False, actions: Sequence[Action] | None = None) -> PlayAdvice:
    """Every legal discard (or those in ``actions``) of the dealer after picking up the upcard,
    valued by solving the whole play in sampled deals (the four-hand game, cutthroat and
    two-handed); with ``bidding``, deals that fit the other seats' bids."""
    rules, seat = view.rules, view.seat
    if view.phase is not Phase.DISCARD or seat is None or view.to_act != seat or rules.bidding is Bidding.AUCTION:
        raise EuchreError("discard advice needs the dealer's view at the discard after picking up the upcard")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    maker = view.maker
    assert view.trump is not None and maker is not None  # the dealer discards once trump is made
    trump = int(view.trump)
    partner = rules.partner(maker) if rules.partners_opposite else None
    out = set(view.sitting_out)
    order = tuple(s for s in range(rules.players) if s not in out)
    leader = opening_leader(rules, view.dealer, maker, view.alone, out)
    makers = frozenset(s for s in (maker, partner) if s is not None and s not in out)
    ours = seat in {maker, partner}
    facts = knowledge(view)
    fit = bidding_fit(view) if bidding else None
    sums: dict[int, _Sums] = {}
    for _ in range(samples):
        hands = deal_fitting(facts, rng, fit)
        for action in view.legal if actions is None else actions:
            card = action.the_card.id
            kept = {**hands, seat: hands[seat] & ~(1 << card)}
            position = Position(rules, trump, {s: kept[s] for s in order}, order, leader, makers)
            tricks = Solver(position).tricks()
            entry = sums.setdefault(card, _Sums())
            entry.points.append(points_for(view, tricks, ours))
            entry.tricks += tricks if ours else rules.hand_size - tricks
    return PlayAdvice(seat, tuple(sums[c].value(DISCARD[c]) for c in sorted(sums)), samples)

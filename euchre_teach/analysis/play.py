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
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from euchre_teach.actions import ALLY, DISCARD, PLAY, Action, Kind
from euchre_teach.analysis import arguments as read
from euchre_teach.analysis.double_dummy import Solver, analyse
from euchre_teach.analysis.heuristics import choose_discard
from euchre_teach.analysis.position import Position
from euchre_teach.analysis.sampling import bidding_fit, deal_fitting, knowledge, sampled_positions
from euchre_teach.analysis.strength import match_chance
from euchre_teach.analysis.words import signed
from euchre_teach.cards import mask_of
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import number, percent, say, say_plural
from euchre_teach.ranking import tables
from euchre_teach.rules import Bidding, Rules
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
    tricks: float  # tricks the acting side takes from here on, on average (0 when only ``made`` was searched)
    made: float | None = None  # the chance to make the auction bid, where only that was searched
    win: float | None = None  # the chance to win the match after this hand (when the score was given)

    def describe(self, exact: bool) -> str:
        """'your side takes 3.4 more tricks on average and expects +1.20 points (±0.15)', in the learner's language."""
        points, error = signed(self.expected), number(self.error, 2)
        if self.made is not None:
            # Translators: {share} is a percentage ("72%"); {points} signed points ("+0.45"); {error} points ("0.15").
            return say("your side makes its bid in {share} of the deals and expects {points} points (±{error})",
                       share=percent(self.made), points=points, error=error)
        tricks = number(self.tricks, 1)
        if exact:
            # Translators: {tricks} is a number with one decimal ("3.0"); {points} signed points ("+1.00").
            return say("your side takes {tricks} more tricks and scores {points} points", tricks=tricks, points=points)
        # Translators: {tricks} is an average with one decimal ("3.4"); {points} signed points; {error} points.
        return say("your side takes {tricks} more tricks on average and expects {points} points (±{error})",
                   tricks=tricks, points=points, error=error)


@dataclass(frozen=True)
class PlayAdvice:
    """The value of every legal card (or discard) for the seat to act; ``samples`` is 0 when exact."""

    seat: int
    options: tuple[ActionValue, ...]
    samples: int
    prefer: Action | None = None  # the rule of thumb's choice, which wins a tie

    @property
    def ranked(self) -> tuple[ActionValue, ...]:
        """Best first: the best chance to win the match (when the score was given), the most expected
        points, then the most tricks, then ``prefer``, then the lower card."""
        return tuple(sorted(self.options, key=lambda o: (-round(o.win or 0.0, 9), -round(o.expected, 9),
                                                         -round(o.tricks, 9), o.action != self.prefer,
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
        best, *rest = self.ranked
        values = {"move": action_words(best.action), "numbers": best.describe(self.samples == 0)}
        worse = [o for o in rest if o.expected < best.expected - 1e-9]
        if worse:
            values.update(other=action_words(worse[0].action), points=signed(worse[0].expected))
        if self.samples == 0:
            # Translators: {move} is a move ("play 10♣"); {numbers} what it scores; {other} the next best move and
            # {points} its signed points ("+0.45").
            return say("{move}: {numbers}; {other} would give {points}", **values) if worse else say(
                "{move}: {numbers}", **values)
        if worse:
            return say_plural("{move}: {numbers} (over {count} deal that fits what you have seen); {other} would give "
                              "{points}", "{move}: {numbers} (over {count} deals that fit what you have seen); {other} "
                              "would give {points}", self.samples, **values)
        return say_plural("{move}: {numbers} (over {count} deal that fits what you have seen)",
                          "{move}: {numbers} (over {count} deals that fit what you have seen)", self.samples, **values)


def action_words(action: Action) -> str:
    """'play 10♣', 'discard 9♠', 'name the J♠ as your ally', in the learner's language."""
    # Translators: {card} is a card's code ("10♣").
    if action.kind is Kind.ALLY:
        return say("name the {card} as your ally", card=action.card)
    if action.kind is Kind.DISCARD:
        return say("discard {card}", card=action.card)
    if action.kind is Kind.PLAY:
        return say("play {card}", card=action.card)
    return action.said  # no other move is valued here


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
    def __init__(self, win: Callable[[int], float] | None = None) -> None:
        self.points: list[float] = []
        self.tricks = 0
        self.made = 0
        self.win = win
        self.wins = 0.0

    def add(self, points: int) -> None:
        self.points.append(points)
        if self.win is not None:
            self.wins += self.win(points)

    def value(self, action: Action, made: bool = False) -> ActionValue:
        n = len(self.points)
        mean = sum(self.points) / n
        spread = math.sqrt(sum((p - mean) ** 2 for p in self.points) / (n - 1)) if n > 1 else 0.0
        return ActionValue(action, mean, spread / math.sqrt(n), self.tricks / n, self.made / n if made else None,
                           None if self.win is None else self.wins / n)


def _match_chance(view: SeatView, seat: int, score: tuple[int, int] | None) -> Callable[[int], float] | None:
    """The chance to win the match after the hand's points for ``seat``'s side (see :func:`.strength.match_chance`)."""
    return match_chance(view.rules, score, view.dealer, seat)


def advise_play(source: SeatView | HandState, samples: int = 100, seed: int | random.Random | None = 0,
                bidding: bool = False, score: Sequence[int] | None = None) -> PlayAdvice:
    """Every legal card of the seat to play, valued in expected points for its side.

    A :class:`SeatView` is sampled ``samples`` times (with ``bidding``, deals that fit the other
    seats' bids, :func:`.sampling.bidding_fit`); a :class:`HandState` is solved exactly. With
    ``score`` (our points, their points before this hand, the four-hand partnership game), the
    best card is the one with the best chance to win the match (``win``), then the most points.
    ``samples`` is a whole number from 1 to :data:`~.arguments.MAX_PLAY_SAMPLES` (10,000).
    """
    source = read.source(source)
    state, view = (source, source.table_view()) if isinstance(source, HandState) else (None, source)
    if view.phase is not Phase.PLAY or view.to_act is None or (state is None and view.to_act != view.seat):
        raise EuchreError("play advice needs a hand in play and the view of the seat to play")
    seat = view.to_act
    samples, pair = read.samples(samples, read.MAX_PLAY_SAMPLES), read.score(score, view.rules)
    bidding, rng = read.flag(bidding, "bidding"), read.rng(seed)
    if state is not None:
        positions = [Position.from_state(state)]
    else:
        positions = list(sampled_positions(view, samples, rng, bidding))
    win = _match_chance(view, seat, pair)
    sums: dict[int, _Sums] = {}
    for position in positions:
        won = sum(view.tricks_won[s] for s in position.makers)
        ours = seat in position.makers
        for card, tricks in analyse(position).values.items():
            entry = sums.setdefault(card, _Sums(win))
            entry.add(points_for(view, won + tricks, ours))
            entry.tricks += tricks if ours else position.tricks_left - tricks
    options = tuple(sums[c].value(PLAY[c]) for c in sorted(sums))
    return PlayAdvice(seat, options, 0 if state is not None else samples)


def advise_discard(view: SeatView, samples: int = 100, seed: int | random.Random | None = 0,
                   bidding: bool = False, actions: Sequence[Action] | None = None,
                   score: Sequence[int] | None = None) -> PlayAdvice:
    """Every legal discard (or those in ``actions``) of the dealer after picking up the upcard,
    valued by solving the whole play in sampled deals (the four-hand game, cutthroat and
    two-handed); with ``bidding``, deals that fit the other seats' bids; with ``score``, ranked
    by the chance to win the match as :func:`advise_play` is. ``samples`` is a whole number from 1
    to :data:`~.arguments.MAX_DISCARD_SAMPLES` (2,000)."""
    view = read.view(view)
    rules, seat = view.rules, view.seat
    if view.phase is not Phase.DISCARD or seat is None or view.to_act != seat or rules.bidding is Bidding.AUCTION:
        raise EuchreError("discard advice needs the dealer's view at the discard after picking up the upcard")
    samples, pair = read.samples(samples, read.MAX_DISCARD_SAMPLES), read.score(score, rules)
    judged = read.choices(actions, view.legal) or view.legal
    bidding, rng = read.flag(bidding, "bidding"), read.rng(seed)
    facts = knowledge(view)
    fit = bidding_fit(view) if bidding else None
    win = _match_chance(view, seat, pair)
    sums: dict[int, _Sums] = {}
    for _ in range(samples):
        start = discard_deal(view, deal_fitting(facts, rng, fit))  # one solver for every discard
        search, ours = Solver(start), seat in start.makers
        for action in judged:
            card = action.the_card.id
            tricks = search.tricks_without(card)
            entry = sums.setdefault(card, _Sums(win))
            entry.add(points_for(view, tricks, ours))
            entry.tricks += tricks if ours else rules.hand_size - tricks
    return PlayAdvice(seat, tuple(sums[c].value(DISCARD[c]) for c in sorted(sums)), samples)


def discard_deal(view: SeatView, hands: dict[int, int]) -> Position:
    """The first lead of a sampled deal (``hands``, every seat's cards) at the dealer's discard, the dealer
    still holding the card it will discard: :meth:`~.double_dummy.Solver.tricks_without` values each
    discard on it, and the problems' layouts play one out without it."""
    rules, maker = view.rules, view.maker
    assert view.trump is not None and maker is not None  # the dealer discards once trump is made
    partner = rules.partner(maker) if rules.partners_opposite else None
    out = set(view.sitting_out)
    order = tuple(s for s in range(rules.players) if s not in out)
    leader = opening_leader(rules, view.dealer, maker, view.alone, out)
    makers = frozenset(s for s in (maker, partner) if s is not None and s not in out)
    return Position.trusted(rules, int(view.trump), {s: hands[s] for s in order}, order, leader, makers)


def advise_exchange(view: SeatView, samples: int = 40, seed: int | random.Random | None = 0,
                    actions: Sequence[Action] | None = None) -> PlayAdvice:
    """The auction maker's exchange with the widow: every legal discard (or those in ``actions``),
    or, once the discards are made, every ally to name, valued by solving the play in sampled deals.

    The maker knows the widow it took and the cards it put down; the others' hands are dealt
    from the cards it has not seen. What follows the choice is by rule of thumb: the other
    discards (a short side suit first, never a trump or an ace) and the ally (the best trump
    the maker lacks). A deal is searched only for "do the makers take the tricks bid?",
    so each option has the chance to make the bid (``made``) rather than a trick count.
    ``samples`` is a whole number from 1 to :data:`~.arguments.MAX_EXCHANGE_SAMPLES` (200).
    """
    view = read.view(view)
    rules, seat = view.rules, view.seat
    if (rules.bidding is not Bidding.AUCTION or seat is None or view.to_act != seat or view.hand is None
            or view.phase not in (Phase.DISCARD, Phase.PARTNER)):
        raise EuchreError("exchange advice needs the auction maker's view at the widow's discards or the ally")
    samples = read.samples(samples, read.MAX_EXCHANGE_SAMPLES)
    chosen = list(read.choices(actions, view.legal) or view.legal)
    rng = read.rng(seed)
    trump = int(view.trump_suit)
    own, gone = mask_of(view.hand), mask_of(view.discards)
    plans = {action: _exchange_plan(view, action, own, gone, trump) for action in chosen}
    if view.phase is Phase.DISCARD:
        prefer: Action | None = DISCARD[choose_discard(rules, own, trump)[0]]
    else:
        ally = _best_lacking(rules, own, gone, trump)
        prefer = None if ally is None else ALLY[ally]
    facts = knowledge(view)
    sums = {action: _Sums() for action in chosen}
    for _ in range(samples):
        _exchange_deal(view, plans, deal_fitting(facts, rng, None), sums)
    return PlayAdvice(seat, tuple(sums[a].value(a, made=True) for a in chosen), samples, prefer)


def _exchange_deal(view: SeatView, plans: dict[Action, tuple[int, int | None]], hands: dict[int, int],
                   sums: dict[Action, _Sums]) -> None:
    """Add one sampled deal to every choice's sums: do the makers (the maker, and the ally's holder)
    take the tricks bid? Choices that leave the same hand and the same makers share a search."""
    rules, seat, trump = view.rules, view.own_seat, int(view.trump_suit)
    bid = view.bid
    assert bid is not None  # the maker acts only after the auction was won
    needed, order = min(bid.the_bid, 5), tuple(s for s in range(rules.players) if s not in view.sitting_out)
    leader = opening_leader(rules, view.dealer, seat, view.alone, set(view.sitting_out))
    known: dict[tuple[int, frozenset[int]], bool] = {}
    for action, (kept, ally) in plans.items():
        holder = next((s for s, h in hands.items() if s != seat and ally is not None and h >> ally & 1), None)
        makers = frozenset({seat} if holder is None else {seat, holder})
        key = (kept, makers)
        if key not in known:
            dealt = {s: kept if s == seat else hands[s] for s in order}
            known[key] = Solver(Position.trusted(rules, trump, dealt, order, leader, makers)).at_least(needed)
        entry = sums[action]
        entry.add(points_for(view, needed if known[key] else 0, True))
        entry.made += known[key]


def _exchange_plan(view: SeatView, action: Action, own: int, gone: int, trump: int) -> tuple[int, int | None]:
    """The maker's hand for the play and the ally's card (None: no ally) after ``action``, the rest by rule of thumb."""
    rules = view.rules
    if action.kind is Kind.ALLY:
        return own, action.the_card.id
    kept = own & ~(1 << action.the_card.id)
    gone |= 1 << action.the_card.id
    while kept.bit_count() > rules.hand_size:
        card, _ = choose_discard(rules, kept, trump)
        kept &= ~(1 << card)
        gone |= 1 << card
    return kept, None if view.alone else _best_lacking(rules, kept, gone, trump)


def _best_lacking(rules: Rules, kept: int, gone: int, trump: int) -> int | None:
    """The rule of thumb's ally: the best trump neither in the maker's hand nor put down."""
    tab = tables(rules)
    free = rules.pack_mask & ~kept & ~gone
    lacking = [c for c in range(free.bit_length()) if free >> c & 1 and tab.effective_suit[trump][c] == trump]
    return max(lacking, key=lambda c: tab.strength[trump][trump][c], default=None)

"""Hand strength in the bidding: what each legal bid is worth, estimated by sampling.

For one seat's view, the unseen cards are dealt many times (:mod:`.sampling`); in every deal
each bid is played out double dummy (:mod:`.double_dummy`): the makers' tricks with best
play, scored by the engine's own table. Passing is played out too: the other seats (and
this seat, later) bid by the rule-of-thumb point count (:mod:`.heuristics`), and whatever
contract results is solved the same way, or scores 0 when the hand is thrown in. Every bid
is judged on the same deals, so their differences are sharper than their standard errors.

A double-dummy deal shows every card, so the figures are a little kind to the side that
knows less in real play: they teach which bids win points, not exact odds at the table.
The score matters only through the target: points beyond what wins the game do not count.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=22)
>>> view = hand.view(hand.current_player())
>>> view.hand, view.upcard
((AS, QS, JS, TC, KD), TS)
>>> advice = advise_bid(view, samples=200, seed=1)
>>> print(advice.reason)  # doctest: +NORMALIZE_WHITESPACE
Order it up: you make it 93% of the time (a march 28%) and expect +1.07 points (±0.10);
passing +0.30, ordering up alone +0.01.
>>> advice.samples, round(advice.margin, 2), round(advice.margin_error, 2)  # stopped early: 0.77 > 3 × 0.18
(100, 0.77, 0.18)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from euchre_teach.actions import Action, Kind
from euchre_teach.analysis import arguments as read
from euchre_teach.analysis.double_dummy import Solver
from euchre_teach.analysis.equity import chance
from euchre_teach.analysis.heuristics import bid, choose_discard, trump_count
from euchre_teach.analysis.position import Position
from euchre_teach.analysis.sampling import Fit, Knowledge, bidding_fit, deal_fitting, knowledge
from euchre_teach.analysis.words import signed
from euchre_teach.cards import SUIT_WIDTH, mask_of
from euchre_teach.errors import EuchreError
from euchre_teach.explain import listed
from euchre_teach.i18n import mark_in, number, percent, say, say_in
from euchre_teach.rules import Partnership, Rules
from euchre_teach.scoring import score_hand
from euchre_teach.table import Phase, opening_leader, upcard_stays
from euchre_teach.views import SeatView


@dataclass(frozen=True, slots=True)
class Contract:
    """Who made which trump, alone or not, and whether the dealer picks up the upcard."""

    maker: int
    trump: int
    alone: bool
    round_one: bool


@dataclass(frozen=True, slots=True)
class BidOption:
    """One bid's numbers over the samples, for the bidder's side.

    ``expected`` is the mean points won (negative: the opponents score) and ``error`` its
    standard error; the probabilities are those of the makers' outcome when this bid makes
    trump (None for a pass, which may end in anyone's contract).
    """

    action: Action
    expected: float
    error: float
    p_make: float | None
    p_march: float | None
    p_euchred: float | None
    win: float | None = None  # the chance to win the match after this bid (when the score was given)

    @property
    def gerund(self) -> str:
        """The bid as a learner says it: 'passing', 'ordering up alone', 'calling hearts'."""
        action = self.action
        if action.kind is Kind.PASS:
            return say("passing")
        if action.kind is Kind.ORDER_UP:
            return say("ordering up alone") if action.alone else say("ordering up")
        # Translators: {suit} is a suit's name ("hearts"): the bid that makes it trump in round 2.
        if action.alone:
            return say("calling {suit} alone", suit=action.the_suit.said)
        return say("calling {suit}", suit=action.the_suit.said)

    def describe(self) -> str:
        """The numbers in a sentence: 'ordering up makes it 78% of the time and expects +0.90 points'."""
        return numbers_sentence(self.gerund, self)


def numbers_sentence(move: str, option: BidOption) -> str:
    """'{move} makes it 78% of the time (a march 13%) and expects +0.90 points (±0.07)': a bid's numbers."""
    values = {"move": move, "points": signed(option.expected), "error": _plain(option.error)}
    if option.p_make is None:
        # Translators: {move} is a bid ("passing", or a button's words: "pass"); {points} is signed ("+0.30").
        return say("{move} expects {points} points (±{error})", **values)
    if option.p_march:
        # Translators: {make} and {march} are percentages ("93%"), of the sampled deals.
        return say("{move} makes it {make} of the time (a march {march}) and expects {points} points (±{error})",
                   make=percent(option.p_make), march=percent(option.p_march), **values)
    return say("{move} makes it {make} of the time and expects {points} points (±{error})",
               make=percent(option.p_make), **values)


def _plain(value: float) -> str:
    return number(value, 2)


def _title(action: Action) -> str:
    """The advice's opening words: 'Pass', 'Order it up alone', 'Call hearts'."""
    if action.kind is Kind.PASS:
        return say("Pass")
    if action.kind is Kind.ORDER_UP:
        return say("Order it up alone") if action.alone else say("Order it up")
    if action.alone:
        return say("Call {suit} alone", suit=action.the_suit.said)
    return say("Call {suit}", suit=action.the_suit.said)


def bid_words(action: Action) -> str:
    """A bid as its action is written ('order up', 'pass', 'call hearts alone'), in the learner's language
    (any other move as its action text)."""
    if action.kind is Kind.PASS:
        return say("pass")
    if action.kind is Kind.ORDER_UP:
        return say("order up alone") if action.alone else say("order up")
    if action.kind is Kind.CALL:
        # Translators: {suit} is a suit's name ("hearts"): the bid that makes it trump in round 2.
        if action.alone:
            return say("call {suit} alone", suit=action.the_suit.said)
        return say("call {suit}", suit=action.the_suit.said)
    return str(action)


class RankedOptions:
    """Bids with their numbers: best first in ``ranked``, one found by its action (the double-dummy
    advice and the hidden-card estimate share this)."""

    options: tuple[BidOption, ...]

    @property
    def ranked(self) -> tuple[BidOption, ...]:
        """The options from the highest expected points down."""
        return tuple(sorted(self.options, key=lambda o: -o.expected))

    @property
    def best(self) -> BidOption:
        """The bid with the highest expected points."""
        return self.ranked[0]

    def option(self, action: Action | str) -> BidOption:
        """The numbers of one bid (``'order up'``, ``Action``...)."""
        wanted = Action.parse(action)
        for option in self.options:
            if option.action == wanted:
                return option
        allowed = ", ".join(str(o.action) for o in self.options)
        raise EuchreError(f"{wanted} was not considered here: choose one of {allowed}")


@dataclass(frozen=True)
class BidAdvice(RankedOptions):
    """Every legal bid's numbers for one seat, best first in ``ranked``.

    ``samples`` is the number of deals used: sampling stops once the best bid leads the next
    by the asked number of standard errors. ``margin`` is that lead in points and
    ``margin_error`` its standard error (the bids are judged on the same deals, so the
    error is that of the per-deal differences).
    """

    seat: int
    options: tuple[BidOption, ...]
    samples: int
    nodes: int = 0  # positions the double-dummy searches visited, all samples together
    margin: float = 0.0
    margin_error: float = 0.0

    @property
    def confident(self) -> bool:
        """True when the best bid leads the next by at least 3 standard errors (about 99.9% sure)."""
        return len(self.options) < 2 or self.margin > CONFIDENCE * self.margin_error

    @property
    def reason(self) -> str:
        """The advice in one sentence a learner can act on.

        'Order it up: you make it 92% of the time (a march 28%) and expect +1.05 points
        (±0.07); passing expects +0.23, ordering up alone −0.02.'
        """
        return self.explain(self.best)

    def explain(self, best: BidOption) -> str:
        """One bid advised in the words of :attr:`reason` (the match's best may not have the most points)."""
        rest = [o for o in self.ranked if o is not best]
        others = listed(say("{move} {value}", move=o.gerund, value=signed(o.expected)) for o in rest[:3])
        values = {"title": _title(best.action), "points": signed(best.expected), "error": _plain(best.error),
                  "others": others}
        if best.p_make is None:
            if others:
                # Translators: {title} is the advice ("Pass"); {others} lists the other bids with their points.
                return say("{title}: {move} expects {points} points (±{error}); {others}.", move=best.gerund, **values)
            return say("{title}: {move} expects {points} points (±{error}).", move=best.gerund, **values)
        values["make"] = percent(best.p_make)
        if best.p_march:
            values["march"] = percent(best.p_march)
            if others:
                return say("{title}: you make it {make} of the time (a march {march}) and expect {points} points "
                           "(±{error}); {others}.", **values)
            return say("{title}: you make it {make} of the time (a march {march}) and expect {points} points "
                       "(±{error}).", **values)
        if others:
            return say("{title}: you make it {make} of the time and expect {points} points (±{error}); {others}.",
                       **values)
        return say("{title}: you make it {make} of the time and expect {points} points (±{error}).", **values)


#: A hand's points for one side as (chance, points) pairs (see :func:`_value`).
Points = tuple[tuple[float, int], ...]
#: No correction of double dummy's optimism: (share of its marches only made, share of its makes euchred).
NO_ALLOWANCE = (0.0, 0.0)
#: Sampling stops once the best bid leads the next by this many standard errors.
CONFIDENCE = 3.0
#: Deals in the first round of sampling, and in each round after it.
FIRST_ROUND, ROUND = 50, 50


def _partner(rules: Rules, maker: int) -> int | None:
    return rules.partner(maker) if rules.partners_opposite else None


def _value(rules: Rules, contract: Contract, tricks: int, me: int, score: tuple[int, int] | None,
           optimism: tuple[float, float] = NO_ALLOWANCE) -> tuple[Points, str]:
    """The hand's points for ``me``'s side (negative when the other side scores) as (chance, points)
    pairs, and the double-dummy outcome word.

    With an ``optimism`` allowance (q_march, q_make), a double-dummy march counts as a march
    only 1 − q_march of the time (else as made), and a double-dummy make is euchred q_make of
    the time: the expected points of a table where nobody sees the others' cards.
    """
    def points_at(taken: int) -> int:
        _, makers_score, points, _ = score_hand(rules, taken, contract.alone, False, False)
        ours = (me in (contract.maker, _partner(rules, contract.maker))) == makers_score
        if score is not None:
            points = min(points, max(rules.target - (score[0] if ours else score[1]), 0))
        return points if ours else -points

    outcome = score_hand(rules, tricks, contract.alone, False, False)[0]
    q_march, q_make = optimism
    shift = {"march": (q_march, 3), "made": (q_make, 2)}.get(outcome)
    if shift is not None and shift[0]:
        return ((1 - shift[0], points_at(tricks)), (shift[0], points_at(shift[1]))), outcome
    return ((1.0, points_at(tricks)),), outcome


def contract_position(rules: Rules, hands: dict[int, int], dealer: int, upcard: int, contract: Contract) -> Position:
    """The first lead of a contract made in two-round bidding; the dealer discards by rule of thumb."""
    n = rules.players
    maker, trump = contract.maker, contract.trump
    partner = _partner(rules, maker)
    out = {partner} if contract.alone and partner is not None else set()
    if contract.round_one and not upcard_stays(rules, dealer, maker, contract.alone):
        held = hands[dealer] | 1 << upcard
        allowed = held if rules.dealer_may_discard_upcard else held & ~(1 << upcard)
        discard, _ = choose_discard(rules, held, trump, allowed)
        hands = {**hands, dealer: held & ~(1 << discard)}
    order = tuple(s for s in range(n) if s not in out)
    makers = frozenset({maker} if partner is None or contract.alone else {maker, partner})
    leader = opening_leader(rules, dealer, maker, contract.alone, out)
    return Position.trusted(rules, trump, {s: hands[s] for s in order}, order, leader, makers)


class SampledDeal:
    """One sampled deal and the contracts solved on it; contracts with the same cards share a search.

    Scoring needs only thresholds (3 tricks, all 5, and none at all under the super-euchre
    option), so each contract costs a few yes/no searches rather than an exact count;
    ``tricks`` returns a count that scores the same as the true one. A partnership's
    contract and the other partnership's on the same trump are one search, seen from both sides.
    """

    def __init__(self, rules: Rules, hands: dict[int, int], dealer: int, upcard: int) -> None:
        self.rules, self.hands, self.dealer, self.upcard = rules, hands, dealer, upcard
        self.searches: dict[tuple[int, bool, int], tuple[Solver, int, dict[int, bool]]] = {}

    def tricks(self, contract: Contract) -> int:
        shared = self.rules.partners_opposite and not contract.alone
        key = (contract.trump, contract.round_one, -1 if shared else contract.maker)
        entry = self.searches.get(key)
        if entry is None:
            position = contract_position(self.rules, self.hands, self.dealer, self.upcard, contract)
            entry = self.searches[key] = (Solver(position), contract.maker % 2, {})
        solver, side, known = entry
        flip = shared and contract.maker % 2 != side
        size = self.rules.hand_size

        def makers_take(k: int) -> bool:
            test = size + 1 - k if flip else k  # the others take k or more <=> these take size - k or fewer
            if test not in known:
                known[test] = solver.at_least(test)
            return not known[test] if flip else known[test]

        if makers_take(3):
            return 5 if makers_take(5) else 3
        if self.rules.super_euchre_points is not None and not makers_take(1):
            return 0
        return 2


def _after_pass(rules: Rules, hands: dict[int, int], dealer: int, upcard: int, me: int,
                round_two: bool) -> Contract | None:
    """The contract the rule-of-thumb bidding reaches after ``me`` passes (None: thrown in)."""
    order = list(rules.seats_from(rules.left(dealer)))
    rest = order[order.index(me) + 1:]
    rounds = [(True, rest)] if round_two else [(False, rest), (True, order)]
    loner = rules.partners_opposite and rules.dealer_partner_must_go_alone
    for second, seats in rounds:
        for seat in seats:
            trump, _, alone, _ = bid(
                rules, hands[seat], upcard, seat, dealer, second,
                stuck=second and rules.stick_the_dealer and seat == dealer,
                alone_only=not second and loner and seat == rules.partner(dealer), explain=False,
            )
            if trump >= 0:
                return Contract(seat, trump, alone, not second)
    return None


def _contract_of(action: Action, seat: int, upcard: int) -> Contract:
    if action.kind is Kind.ORDER_UP:
        return Contract(seat, upcard // SUIT_WIDTH, action.alone, True)
    return Contract(seat, int(action.the_suit), action.alone, False)


def bid_outcome(deal: SampledDeal, action: Action, me: int, round_two: bool, score: tuple[int, int] | None,
                optimism: tuple[float, float] = NO_ALLOWANCE) -> tuple[Contract | None, Points, str]:
    """What ``me``'s bid ``action`` leads to on one sampled deal, as the advice counts it: the contract
    (after a pass, the one the rule-of-thumb bidders reach; None: thrown in), its points for ``me``'s
    side as (chance, points) pairs (:func:`_value`) and the outcome word. The problems' layouts show
    one such deal played out."""
    contract = (_after_pass(deal.rules, deal.hands, deal.dealer, deal.upcard, me, round_two)
                if action.kind is Kind.PASS else _contract_of(action, me, deal.upcard))
    if contract is None:
        return None, ((1.0, 0),), "thrown in"
    points, outcome = _value(deal.rules, contract, deal.tricks(contract), me, score, optimism)
    return contract, points, outcome


class _Tally:
    """Running sums for one bid: each deal's expected points and, when the score counts, its
    chance to win the match."""

    def __init__(self) -> None:
        self.values: list[float] = []
        self.wins: list[float] = []
        self.outcomes: dict[str, int] = {}

    def add(self, points: Sequence[tuple[float, int]], outcome: str, win: Callable[[int], float] | None) -> None:
        self.values.append(sum(chance * p for chance, p in points))
        if win is not None:
            self.wins.append(sum(chance * win(p) for chance, p in points))
        self.outcomes[outcome] = self.outcomes.get(outcome, 0) + 1

    def option(self, action: Action) -> BidOption:
        n = len(self.values)
        mean = sum(self.values) / n
        spread = math.sqrt(sum((v - mean) ** 2 for v in self.values) / (n - 1)) if n > 1 else 0.0
        win = sum(self.wins) / n if self.wins else None
        if action.kind is Kind.PASS:
            return BidOption(action, mean, spread / math.sqrt(n), None, None, None, win)
        made = self.outcomes.get("made", 0) + self.outcomes.get("march", 0)
        euchred = self.outcomes.get("euchred", 0) + self.outcomes.get("super-euchre", 0)
        return BidOption(action, mean, spread / math.sqrt(n), made / n, self.outcomes.get("march", 0) / n,
                         euchred / n, win)


def lead(values: Sequence[Sequence[float]]) -> tuple[float, float]:
    """The best action's lead over the next (mean values over the same deals) and its standard
    error; a single action leads by infinity (the bids here, the hidden-card play-outs of :mod:`.realistic`)."""
    if len(values) < 2:
        return math.inf, 0.0
    n = len(values[0])
    first, second = sorted(values, key=lambda v: -sum(v))[:2]
    diffs = [a - b for a, b in zip(first, second, strict=True)]
    mean = sum(diffs) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else math.inf
    return mean, spread / math.sqrt(n)


def advise_bid(view: SeatView, samples: int = 1000, seed: int | random.Random | None = 0,
               score: Sequence[int] | None = None, *, confidence: float | None = CONFIDENCE,
               rounds: tuple[int, int] = (FIRST_ROUND, ROUND), bidding: bool = False,
               actions: Sequence[Action] | None = None, optimism: tuple[float, float] = NO_ALLOWANCE) -> BidAdvice:
    """The expected points of every legal bid for the seat to bid, from at most ``samples`` deals.

    The deals come in rounds (``rounds``: the first, then each after it); sampling stops as soon
    as the best bid leads the next by ``confidence`` standard errors (``None``: use every deal).
    ``score`` is (our points, their points) when the match score should count: points past
    the target are worth nothing. With ``bidding``, the deals fit the passes before this
    seat's turn (:func:`.sampling.bidding_fit`). ``actions`` limits the bids judged (default:
    every legal one). ``optimism`` corrects double dummy's kindness to the makers (:func:`_value`):
    (the share of its marches that are only made, the share of its makes that are euchred) at a
    table with hidden cards; the default corrects nothing.

    Every argument is read first (:mod:`.arguments`): ``samples`` is a whole number from 1 to
    :data:`~.arguments.MAX_BID_SAMPLES` (10,000), ``score`` two whole numbers below the target; a
    bad one is refused with a EuchreError before any deal is drawn.
    """
    view = read.view(view)
    if not view.phase.is_bidding_round or view.seat is None or view.to_act != view.seat:
        raise EuchreError("bid advice needs the view of the seat whose turn it is to bid in round 1 or 2")
    if view.rules.partnership is Partnership.CALLED:
        raise EuchreError("bid advice does not cover call-ace yet: the partner is only known after the call")
    samples = read.samples(samples, read.MAX_BID_SAMPLES)
    pair, confidence = read.score(score, view.rules), read.confidence(confidence)
    chosen = read.choices(actions, view.legal) or view.legal
    rounds, optimism = read.rounds(rounds), read.optimism(optimism)
    bidding = read.flag(bidding, "bidding")
    rng = read.rng(seed)
    me, dealer, upcard = view.own_seat, view.dealer, view.the_upcard.id
    round_two = view.phase is Phase.ROUND_2
    facts = knowledge(view)
    fit = bidding_fit(view) if bidding else None
    tallies = {action: _Tally() for action in chosen}
    win = match_chance(view.rules, pair, dealer, me)
    nodes = done = 0
    while done < samples:
        batch = min(samples - done, rounds[1] if done else rounds[0])
        nodes += _sample(tallies, batch, (facts, fit), rng, (dealer, upcard, me), round_two, (pair, optimism, win))
        done += batch
        if confidence is not None and done < samples:  # sure of the best by the match when it counts
            margin, error = lead([t.wins if win else t.values for t in tallies.values()])
            if margin > confidence * error:
                break
    options = tuple(t.option(a) for a, t in tallies.items())
    margin, error = lead([t.values for t in tallies.values()])
    return BidAdvice(me, options, done, nodes, 0.0 if math.isinf(margin) else margin, error)


#: The fewest trumps (the upcard counted for the dealer in round 1) with which a lone bid, and a call of a
#: suit in round 2, is worth solving: with fewer it is hardly ever the best bid, so advice leaves it out.
LONE_TRUMPS, CALL_TRUMPS = 3, 2
_NUMBERS = ("no", "one", "two", "three", "four", "five")
#: How many trumps, in words, as the learner's language says them ("one trump", fi "yksi valtti").
_TRUMPS_SAID = (mark_in("trumps held", "no trumps"), mark_in("trumps held", "one trump"),
                mark_in("trumps held", "two trumps"), mark_in("trumps held", "three trumps"),
                mark_in("trumps held", "four trumps"), mark_in("trumps held", "five trumps"))


def unlikely_bid(view: SeatView, action: Action) -> str | None:
    """Why a legal bid is not worth solving, in card terms ('alone with one trump', 'with no trumps'),
    or None when it is: a lone bid wants :data:`LONE_TRUMPS` trumps, a round-2 call :data:`CALL_TRUMPS`
    unless the dealer is stuck with it; a pass and a plain order-up are always worth solving."""
    short = short_trumps(view, action)
    if short is None:
        return None
    return f"alone with {_trumps(short)}" if action.alone else f"with {_trumps(short)}"


def short_trumps(view: SeatView, action: Action) -> int | None:
    """The trumps a bid too short to solve holds (see :func:`unlikely_bid`), None for a bid worth solving."""
    if action.kind is Kind.PASS:
        return None
    upcard = view.the_upcard.id
    held = mask_of(view.own_hand) | (1 << upcard if view.seat == view.dealer and view.phase is Phase.ROUND_1 else 0)
    suit = upcard // SUIT_WIDTH if action.kind is Kind.ORDER_UP else int(action.the_suit)
    count = trump_count(view.rules, held, suit)
    stuck = all(a.kind is not Kind.PASS for a in view.legal)
    if action.alone and count < LONE_TRUMPS:
        return count
    if count < CALL_TRUMPS and not stuck and action.kind is not Kind.ORDER_UP:
        return count
    return None


def _trumps(count: int) -> str:
    return f"{_NUMBERS[count]} trump{'' if count == 1 else 's'}"


def trumps_said(count: int) -> str:
    """'one trump', 'no trumps' (up to five) in the learner's language, a phrase that stands on its own."""
    return say_in("trumps held", _TRUMPS_SAID[count]) if 0 <= count < len(_TRUMPS_SAID) else str(count)


def trump_rule(view: SeatView, actions: Sequence[Action]) -> str:
    """The trumps wanted by those of ``actions`` that :func:`unlikely_bid` rules out, in words: 'a lone
    bid wants three trumps or more, a call in round 2 wants two or more' (empty if it rules out none)."""
    short = [a for a in actions if unlikely_bid(view, a)]
    # Translators: {trumps} is a number of trumps in words ("three trumps").
    wants = [say("a lone bid wants {trumps} or more", trumps=trumps_said(LONE_TRUMPS))] if any(
        a.alone for a in short) else []
    if any(not a.alone for a in short):
        wants.append(say("a call in round 2 wants {trumps} or more", trumps=trumps_said(CALL_TRUMPS)))
    return listed(wants)


def bid_candidates(view: SeatView) -> list[Action]:
    """The legal bids worth solving, in the legal order: every one that :func:`unlikely_bid` does not
    rule out (all of them if it rules out every one)."""
    return [a for a in view.legal if unlikely_bid(view, a) is None] or list(view.legal)


def match_chance(rules: Rules, score: tuple[int, int] | None, dealer: int, me: int) -> Callable[[int], float] | None:
    """The chance to win the match after a hand that gives ``me``'s side some points (negative:
    the other side's), from the match-equity table (:func:`~euchre_teach.analysis.equity.win_chance`);
    None without a score or outside the four-hand partnership game."""
    if score is None or not rules.partners_opposite or rules.players != 4:
        return None
    ours, theirs = score
    we_deal_next = rules.left(dealer) in (me, rules.partner(me))
    return lambda points: chance(rules, ours + max(points, 0), theirs + max(-points, 0), we_deal_next)


def _sample(tallies: dict[Action, _Tally], count: int, known: tuple[Knowledge, Fit | None], rng: random.Random,
            seats: tuple[int, int, int], round_two: bool,
            scoring: tuple[tuple[int, int] | None, tuple[float, float], Callable[[int], float] | None]) -> int:
    """Deal the unseen cards ``count`` times and score every bid on each deal; returns the nodes searched.

    ``known`` is what the seat knows and the bidding test of a deal; ``seats`` is (the dealer,
    the upcard's id, the seat bidding); ``scoring`` is the match score (or None), the optimism
    allowance and the match chance after the hand's points (or None).
    """
    facts, fit = known
    pair, optimism, win = scoring
    rules = facts.rules
    dealer, upcard, me = seats
    nodes = 0
    for _ in range(count):
        deal = SampledDeal(rules, deal_fitting(facts, rng, fit), dealer, upcard)
        for action, tally in tallies.items():
            _, points, outcome = bid_outcome(deal, action, me, round_two, pair, optimism)
            tally.add(points, outcome, win)
        nodes += sum(solver.nodes for solver, _, _ in deal.searches.values())
    return nodes

"""Grade a learner's bid, discard or card against the best choice by expected points.

The loss is how many expected points the choice gives away against the best one; the
grade names the size of the loss as chess software does:

====================  ==============================
grade                 loss in expected points
====================  ==============================
best                  the top choice, or within 0.02
good                  under 0.05
inaccuracy            under 0.15
mistake               under 0.40
blunder               0.40 or more
====================  ==============================

Not every move is a decision: a move that was the only legal one (:func:`only_move`), or one of
moves that all score the same (cards of equal rank after the cards between them have gone, say),
is "not graded", and a move worth exactly as much as the best is "best" with it ("equally good").
Near the end of a match (within :data:`~.coach.END_GAME` points of the target) a bid is graded by
the chance to win the match it gives away (:data:`MATCH_GRADES`: good under 2 points of win chance,
an inaccuracy under 5, a mistake under 10, a blunder from 10), since there the score matters more
than the points.

A :class:`~euchre_teach.views.SeatView` is judged on what that seat could know (sampled
deals). A :class:`~euchre_teach.state.HandState` is the teacher's view: cards in play are
judged exactly with every hand face up; a bid is still judged on what the bidder could know.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=22)  # West: A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
>>> verdict = grade(hand.view(hand.current_player()), "pass", samples=200, seed=1)
>>> verdict.label, verdict.best, round(verdict.loss, 2)
('blunder', Action('order up'), 0.77)
>>> print(verdict.reason)  # doctest: +NORMALIZE_WHITESPACE
Blunder: passing expects +0.30 points (±0.16). Better, order up: ordering up makes it 93% of the
time (a march 28%) and expects +1.07 points (±0.10): 0.77 points more.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from euchre_teach.actions import Action
from euchre_teach.analysis import arguments as read
from euchre_teach.analysis.play import ActionValue, PlayAdvice, action_words, advise_discard, advise_play
from euchre_teach.analysis.realistic import Estimate
from euchre_teach.analysis.strength import BidAdvice, BidOption, advise_bid, bid_words
from euchre_teach.errors import EuchreError
from euchre_teach.explain import grade_word, sentences
from euchre_teach.i18n import mark_in, number, percent, say, say_in
from euchre_teach.state import HandState
from euchre_teach.table import Phase
from euchre_teach.views import SeatView

#: (grade, the loss it stays under), best first; anything larger is a blunder.
#: A whole hand is worth one to four points, and a hand holds up to eight decisions: a learner who gives
#: away 0.15 points a decision gives away about a point a hand, so that is no longer "good"
#: (``benchmarks/bench_grading.py`` measures how these limits tell random from strong play).
GRADES: tuple[tuple[str, float], ...] = (("best", 0.02), ("good", 0.05), ("inaccuracy", 0.15), ("mistake", 0.40))


@dataclass(frozen=True, kw_only=True)
class Grade:
    """The verdict on one action: its grade, the points it gave away and why."""

    action: Action
    label: str
    loss: float  # expected points given away against the best choice (0 when best)
    error: float  # the standard error of ``loss`` (0 when exact)
    best: Action
    expected: float  # expected points of the chosen action, for the chooser's side
    best_expected: float
    reason: str = ""  # the whole verdict: ``headline``, then ``detail``
    headline: str = ""  # the verdict alone: 'a mistake: it gives away 0.40 expected points (±0.14)...'
    detail: str = ""  # what was better and why (the coach's reason)
    short: str = ""  # ``detail`` in card terms, without the numbers (empty: ``detail`` has none to leave out)


#: Two moves whose values differ by less than this are equal (the same points on every deal examined).
EQUAL = 1e-9
#: The headline of a move that had no other choice, and of one among moves that all score the same
#: (in English: the headline says them in the learner's language).
ONLY_MOVE = mark_in("verdict", "Not graded: it was the only legal move.")
ANY_OF_THESE = mark_in("verdict", "Not graded: any of these does the same here (every choice scores the same).")
#: A grade opening a verdict's headline ("A mistake: it gives away ...").
_GRADE_HEADS = {
    "good": mark_in("grade opening a verdict", "A good"),
    "inaccuracy": mark_in("grade opening a verdict", "An inaccuracy"),
    "mistake": mark_in("grade opening a verdict", "A mistake"),
    "blunder": mark_in("grade opening a verdict", "A blunder"),
}


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def all_equal(options: Sequence[BidOption | ActionValue]) -> bool:
    """True when every choice is worth the same (so choosing among them is no decision)."""
    values = [option.expected for option in options]
    return len(values) > 1 and max(values) - min(values) < EQUAL


def only_move(action: Action | str) -> Grade:
    """The grade of a forced move: not graded, and it says why.

    >>> only_move("play JH").headline
    'Not graded: it was the only legal move.'
    """
    chosen = read_action(action)
    return _graded(_not_graded(chosen, chosen, 0.0, say_in("verdict", ONLY_MOVE), ""))


def label_for(loss: float, is_best: bool) -> str:
    """The grade for a loss in expected points."""
    if is_best:
        return "best"
    shown = round(loss, 2)  # graded as printed: a loss shown as 0.05 is not "under 0.05"
    for label, limit in GRADES:
        if shown < limit:
            return label
    return "blunder"


def grade(source: SeatView | HandState, action: Action | str, samples: int | None = None,
          seed: int | random.Random | None = 0, score: tuple[int, int] | None = None) -> Grade:
    """Grade ``action`` for the seat to act in ``source`` (see the module notes for how).

    ``samples`` defaults to 1000 deals for a bid and 100 for a discard or a card (ceilings: those
    of :func:`~.strength.advise_bid`, :func:`~.play.advise_discard` and :func:`~.play.advise_play`).
    """
    source = read.source(source, "source")
    state = source if isinstance(source, HandState) else None
    if state is not None and state.is_terminal():
        raise EuchreError("the hand is over: there is no move left to grade")
    view = source.view(source.player_to_act()) if isinstance(source, HandState) else source
    chosen = read_action(action)
    if chosen not in view.legal:
        raise EuchreError(f"{chosen} is not a legal choice now: {', '.join(map(str, view.legal)) or 'none'}")
    phase, pair, rng = view.phase, read.score(score, view.rules), read.seed(seed)
    if phase.is_bidding_round:
        deals = read.samples_or_default(samples, 1000, read.MAX_BID_SAMPLES)
        return grade_advice(advise_bid(view, deals, rng, pair), chosen)
    if phase is Phase.DISCARD:
        deals = read.samples_or_default(samples, 100, read.MAX_DISCARD_SAMPLES)
        return grade_advice(advise_discard(view, deals, rng), chosen)
    if phase is Phase.PLAY:
        deals = read.samples_or_default(samples, 100, read.MAX_PLAY_SAMPLES)
        return grade_advice(advise_play(state if state is not None else view, deals, rng), chosen)
    raise EuchreError(f"grading covers bids, the dealer's discard and card play, not the {phase.value} step")


def read_action(action: object) -> Action:
    """The move to grade: an ``Action`` or its text (``'order up'``, ``'play JH'``)."""
    if not isinstance(action, Action | str):
        raise EuchreError(f"action must be a move such as 'pass' or 'play JH', not {type(action).__name__} "
                          f"{action!r:.40}")
    return Action.parse(action)


def grade_advice(advice: BidAdvice | PlayAdvice, action: Action | str) -> Grade:
    """Grade ``action`` from advice already computed: a trainer that shows the numbers anyway
    grades without sampling twice.

    >>> from euchre_teach import new_hand
    >>> from euchre_teach.analysis.strength import advise_bid
    >>> advice = advise_bid(new_hand("standard", seed=22).view(3), samples=200, seed=1)
    >>> grade_advice(advice, "order up").label, grade_advice(advice, "pass").label
    ('best', 'blunder')
    """
    if not isinstance(advice, BidAdvice | PlayAdvice):
        raise EuchreError(f"advice must be a bid's or a card's advice, not {type(advice).__name__}")
    chosen = read_action(action)
    mine: BidOption | ActionValue
    top: BidOption | ActionValue
    if isinstance(advice, BidAdvice):
        bid_mine, bid_top = advice.option(chosen), advice.best
        words_mine = bid_mine.describe()
        words_top = _labelled(bid_words(bid_top.action), bid_top.describe())
        mine, top = bid_mine, bid_top
    else:
        play_mine, play_top = advice.option(chosen), advice.best
        exact = advice.samples == 0
        words_mine = _labelled(action_words(play_mine.action), play_mine.describe(exact))
        words_top = _labelled(action_words(play_top.action), play_top.describe(exact))
        mine, top = play_mine, play_top
    if all_equal(advice.options):
        return _graded(_not_graded(chosen, top.action, top.expected, say_in("verdict", ANY_OF_THESE), ""))
    is_best = mine.action == top.action or top.expected - mine.expected < EQUAL
    loss = 0.0 if is_best else top.expected - mine.expected
    error = 0.0 if is_best else math.hypot(mine.error, top.error)
    label = label_for(loss, is_best)
    if mine.action != top.action and is_best:
        reason = say("Best: {mine}, equal to {best}.", mine=words_mine, best=words_top)
    elif is_best:
        reason = say("Best: {mine}.", mine=words_mine)
    else:
        # Translators: {grade} is a grade ("Mistake"); {mine} and {best} are the two moves with their numbers.
        reason = say("{grade}: {mine}. Better, {best}: {loss} points more.", grade=_capital(grade_word(label)),
                     mine=words_mine, best=words_top, loss=number(loss, 2))
    return Grade(action=chosen, label=label, loss=loss, error=error, best=top.action, expected=mine.expected,
                 best_expected=top.expected, reason=reason)


#: Near the end of a match: (grade, the chance to win the match it stays under), best first.
MATCH_GRADES = (("good", 0.02), ("inaccuracy", 0.05), ("mistake", 0.10))


@dataclass(frozen=True)
class Advice:
    """The coach's word on one decision: the move, why, and the numbers behind it (if any)."""

    seat: int
    action: Action
    reason: str
    numbers: BidAdvice | PlayAdvice | Estimate | None  # None: rule-of-thumb advice, nothing to grade by
    by_match: bool = False  # near the end of a match: judged by the chance to win the match, not points
    #: Works out a bid the numbers leave out (too few trumps to be worth solving) on the same deals: its
    #: numbers, a sentence on why it was left out, and the advice's reason with it among the numbers
    #: (None: the numbers leave nothing out).
    left_out: Callable[[Action], tuple[BidOption, str, str]] | None = field(default=None, repr=False, compare=False)
    #: The reason in card terms, before its numbers: the move and why ('Play the J♥: the J♥ is the right bower;
    #: ...'), and why alone as a sentence (empty: the reason has no numbers to leave out, or says no more).
    words: str = ""
    why: str = ""

    @property
    def graded(self) -> bool:
        """True when the advice has expected points for every choice (so a move can be graded)."""
        return self.numbers is not None


def _judge_by_match(advice: Advice, bids: BidAdvice, chosen: Action) -> Grade:
    """Near the end of a match: the grade by the chance to win the match given away."""
    mine = bids.option(chosen)
    top = max(bids.options, key=lambda o: o.win or 0.0)
    is_best = mine.action == top.action
    loss = 0.0 if is_best else max((top.win or 0.0) - (mine.win or 0.0), 0.0)
    label = "best" if is_best else next((g for g, limit in MATCH_GRADES if round(loss, 2) < limit), "blunder")
    verdict = Grade(action=chosen, label=label, loss=loss, error=0.0, best=top.action, expected=mine.win or 0.0,
                    best_expected=top.win or 0.0)
    if is_best or label == "best":
        return _best(verdict, advice)
    # Translators: {grade} opens the verdict ("A mistake"); {loss} is a percentage ("5%").
    headline = say("{grade}: it gives away {loss} of your chance to win the match.", grade=_grade_head(label),
                   loss=percent(loss))
    return _better(verdict, headline, advice)


def judge(advice: Advice, action: Action | str) -> Grade:
    """Grade ``action`` against the advice's numbers; without numbers the grade is 'not graded'.

    The grade's ``headline`` is the verdict alone; its ``reason`` adds what was better and why."""
    if not isinstance(advice, Advice):
        raise EuchreError(f"advice must be the coach's advice, advise(view), not {type(advice).__name__}")
    chosen = read_action(action)
    bids = advice.numbers
    if isinstance(bids, BidAdvice) and advice.left_out is not None and all(o.action != chosen for o in bids.options):
        option, sentence, reason = advice.left_out(chosen)  # a bid too weak to solve unasked: same deals
        with_it = replace(advice, reason=reason, numbers=replace(bids, options=(*bids.options, option)))
        verdict = judge(with_it, chosen)
        pick = bids.option(advice.action)
        mine, theirs = (option.win, pick.win) if advice.by_match else (option.expected, pick.expected)
        if mine is not None and theirs is not None and mine > theirs + 1e-9:  # rare: the rule of trumps missed
            verdict = replace(verdict, headline=say("Best on these deals: “{chosen}” scores more here than the "
                                                    "coach's pick, “{pick}”.", chosen=bid_words(chosen),
                                                    pick=bid_words(advice.action)))
        return _graded(replace(verdict, headline=sentences(verdict.headline, sentence)))
    numbers = advice.numbers
    if isinstance(numbers, BidAdvice | PlayAdvice | Estimate) and all_equal(numbers.options):
        return _graded(_not_graded(chosen, advice.action, numbers.best.expected, say_in("verdict", ANY_OF_THESE), ""))
    if advice.by_match and isinstance(advice.numbers, BidAdvice):
        return _judge_by_match(advice, advice.numbers, chosen)
    if isinstance(advice.numbers, Estimate):
        return _judge_estimate(advice, advice.numbers, chosen)
    if advice.numbers is not None:
        verdict = grade_advice(advice.numbers, chosen)
        return _points_verdict(replace(verdict, reason=""), advice)
    same = chosen == advice.action
    headline = say("The rule-of-thumb move.") if same else say("Not graded: the coach has no numbers here.")
    detail = "" if same else say("The rule of thumb would rather: {reason}", reason=advice.reason)
    return _graded(_not_graded(chosen, advice.action, 0.0, headline, detail))


def _judge_estimate(advice: Advice, estimate: Estimate, chosen: Action) -> Grade:
    top = estimate.best
    try:
        mine = estimate.option(chosen)
    except EuchreError:
        return _graded(_not_graded(chosen, top.action, top.expected,
                                   say("The coach weighed only the likeliest bids here."), advice.reason))
    is_best = mine.action == top.action
    loss = 0.0 if is_best else max(top.expected - mine.expected, 0.0)
    error = 0.0 if is_best else math.hypot(mine.error, top.error)
    verdict = Grade(action=chosen, label=label_for(loss, is_best), loss=loss, error=error, best=top.action,
                    expected=mine.expected, best_expected=top.expected)
    return _points_verdict(verdict, advice)


def _graded(grade: Grade) -> Grade:
    """The grade with its whole reason: the headline, then the detail."""
    return replace(grade, reason=sentences(grade.headline, grade.detail))


def _grade_head(label: str) -> str:
    """'A mistake', 'An inaccuracy': the grade that opens a verdict's headline."""
    return say_in("grade opening a verdict", _GRADE_HEADS[label])


def _labelled(move: str, numbers: str) -> str:
    """A move with its numbers: 'order up: ordering up makes it 93% of the time ...'."""
    # Translators: {move} is a move ("order up", "play 10♣"); {numbers} what it scores, in a sentence.
    return say("{move}: {numbers}", move=move, numbers=numbers)


def _better(verdict: Grade, headline: str, advice: Advice) -> Grade:
    """The verdict with its headline, and as its detail the better move and why (also without the numbers)."""
    short = say("Better: {reason}", reason=advice.words) if advice.words else ""
    return _graded(replace(verdict, headline=headline, detail=say("Better: {reason}", reason=advice.reason),
                           short=short))


def _not_graded(chosen: Action, top: Action, best_expected: float, headline: str, detail: str) -> Grade:
    return Grade(action=chosen, label="not graded", loss=0.0, error=0.0, best=top, expected=0.0,
                 best_expected=best_expected, headline=headline, detail=detail)


def _best(verdict: Grade, advice: Advice) -> Grade:
    """A best grade: the coach's own pick, or a move as good as it (a tie names both)."""
    if verdict.action == advice.action:
        headline, detail, short = say("Best."), advice.reason, advice.words
    else:
        mine, theirs = (_move_named(a) for a in (verdict.action, advice.action))
        if verdict.loss < 1e-9:
            headline = say("Best: {mine} and {theirs} are equally good here: the same expected points over these "
                           "deals.", mine=mine, theirs=theirs)
        else:
            headline = say("Best: {mine} and {theirs} are as good as each other, within the 0.02 points the grades "
                           "allow.", mine=mine, theirs=theirs)
        # Translators: {move} is a card ("the J♥") or a quoted bid (“order up”).
        detail = say("The coach's words for {move}: {reason}", move=theirs, reason=advice.reason)
        short = say("The coach's words for {move}: {reason}", move=theirs, reason=advice.words) if advice.words else ""
    return _graded(replace(verdict, label="best", reason="", headline=headline, detail=detail, short=short))


def _points_verdict(verdict: Grade, advice: Advice) -> Grade:
    """The verdict by expected points, in words: the loss, its sampling error, what was better."""
    if verdict.label == "best":
        return _best(verdict, advice)
    # Translators: {grade} opens the verdict ("A mistake"); {loss} and {error} are points ("0.40").
    headline = say("{grade}: it gives away {loss} expected points against the best move (±{error}, the sampling "
                   "error of that difference).", grade=_grade_head(verdict.label), loss=number(verdict.loss, 2),
                   error=number(verdict.error, 2))
    if verdict.loss < 2 * verdict.error:
        headline = sentences(headline, say("That is within the sampling error: these deals cannot tell the two moves "
                                           "apart for sure."))
    return _better(verdict, headline, advice)


def _move_named(action: Action) -> str:
    """A move in a verdict: 'the J♥' (a card), '“order up”' (a bid)."""
    if action.card is not None:
        return say("the {card}", card=action.card)
    return say("“{move}”", move=bid_words(action))

"""Grade a learner's bid, discard or card against the best choice by expected points.

The loss is how many expected points the choice gives away against the best one; the
grade names the size of the loss as chess software does:

====================  ==============================
grade                 loss in expected points
====================  ==============================
best                  the top choice, or within 0.05
good                  under 0.15
inaccuracy            under 0.35
mistake               under 0.75
blunder               0.75 or more
====================  ==============================

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
from dataclasses import dataclass

from euchre_teach.actions import Action
from euchre_teach.analysis import arguments as read
from euchre_teach.analysis.play import ActionValue, PlayAdvice, action_words, advise_discard, advise_play
from euchre_teach.analysis.strength import BidAdvice, BidOption, advise_bid
from euchre_teach.errors import EuchreError
from euchre_teach.state import HandState
from euchre_teach.table import Phase
from euchre_teach.views import SeatView

#: (grade, the loss it stays under), best first; anything larger is a blunder.
GRADES: tuple[tuple[str, float], ...] = (("best", 0.05), ("good", 0.15), ("inaccuracy", 0.35), ("mistake", 0.75))


@dataclass(frozen=True)
class Grade:
    """The verdict on one action: its grade, the points it gave away and why."""

    action: Action
    label: str
    loss: float  # expected points given away against the best choice (0 when best)
    error: float  # the standard error of ``loss`` (0 when exact)
    best: Action
    expected: float  # expected points of the chosen action, for the chooser's side
    best_expected: float
    reason: str  # the whole verdict: ``headline``, then ``detail``
    headline: str = ""  # the verdict alone: 'a mistake: it gives away 0.40 expected points (±0.14)...'
    detail: str = ""  # what was better and why (the coach's reason)


def label_for(loss: float, is_best: bool) -> str:
    """The grade for a loss in expected points."""
    if is_best:
        return "best"
    shown = round(loss, 2)  # graded as printed: a loss shown as 0.15 is not "under 0.15"
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
        words_mine, words_top = bid_mine.describe(), f"{bid_top.action}: {bid_top.describe()}"
        mine, top = bid_mine, bid_top
    else:
        play_mine, play_top = advice.option(chosen), advice.best
        exact = advice.samples == 0
        words_mine = f"{action_words(play_mine.action)}: {play_mine.describe(exact)}"
        words_top = f"{action_words(play_top.action)}: {play_top.describe(exact)}"
        mine, top = play_mine, play_top
    is_best = mine.action == top.action
    loss = 0.0 if is_best else max(top.expected - mine.expected, 0.0)
    error = 0.0 if is_best else math.hypot(mine.error, top.error)
    label = label_for(loss, is_best)
    if is_best:
        reason = f"Best: {words_mine}."
    else:
        reason = f"{label.capitalize()}: {words_mine}. Better, {words_top}: {loss:.2f} points more."
    return Grade(chosen, label, loss, error, top.action, mine.expected, top.expected, reason)

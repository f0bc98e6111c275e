"""Worked examples for the lessons: a seeded hand played to a given step, and the face-up figures
beside the hidden-card ones.

>>> hand = played_to("standard", seed=22, steps=2)
>>> len(hand.actions)
2
"""

from __future__ import annotations

from euchre_teach.analysis import arguments as read
from euchre_teach.analysis.realistic import realistic
from euchre_teach.analysis.reasons import move_words
from euchre_teach.analysis.strength import BidOption, advise_bid
from euchre_teach.analysis.words import signed
from euchre_teach.bots.base import computer_players, play_out
from euchre_teach.errors import EuchreError
from euchre_teach.inputs import check_count, check_seed
from euchre_teach.rules import Rules
from euchre_teach.state import HandState, new_hand
from euchre_teach.views import SeatView


def played_to(rules: Rules | str, seed: int, steps: int, level: str = "rule of thumb") -> HandState:
    """The seeded hand after its first ``steps`` actions, every seat played by ``level`` (seat s seeded s):
    a lesson's worked example starts from a position a learner can reach at the table.
    ``steps`` is a whole number from 0 to :data:`~.arguments.MAX_STEPS`."""
    rules, seed = read.rules(rules), check_seed(seed)
    steps, level = check_count(steps, "steps", 0, read.MAX_STEPS), read.level(level)
    hand = new_hand(rules, seed)
    play_out(hand, computer_players(level, 0, hand.rules.players), until=lambda state: len(state.actions) >= steps)
    if len(hand.actions) < steps:
        raise EuchreError(f"the hand from seed {seed} ends after {len(hand.actions)} actions, not {steps}")
    return hand


def side_by_side(view: SeatView, samples: int = 200, seed: int = 1) -> str:
    """Each bid's double-dummy figures beside the figures from the same kind of deals played out
    with hidden cards: the lesson on how far to trust the numbers prints this (``samples``: a whole
    number from 1 to :data:`~.arguments.MAX_REAL_SAMPLES`)."""
    view, samples, seed = read.view(view), read.samples(samples, read.MAX_REAL_SAMPLES), check_seed(seed)
    if not view.phase.is_bidding_round or view.seat is None or view.to_act != view.seat:
        raise EuchreError("side by side figures need the view of the seat whose turn it is to bid in round 1 or 2")
    dd, real = advise_bid(view, samples, seed), realistic(view, samples, seed)
    lines = []
    for option in dd.ranked:
        other = real.option(option.action)
        lines.append(f"{move_words(view, option.action)}:")
        lines.append(f"  every card face up   {_figures(option)}")
        lines.append(f"  hidden cards         {_figures(other)}")
    fit = "all" if real.fitted == real.samples else f"{real.fitted} of {real.samples}"
    early = f" (of at most {samples}: sampling stops once the best bid is clear)"
    counts = [f"{name}: {n} deals{early if n < samples else ''}"
              for name, n in (("Face up", dd.samples), ("hidden cards", real.samples))]
    lines.append(f"{'; '.join(counts)}; {fit} of the hidden-card deals fit the bidding so far.")
    return "\n".join(lines)


def _figures(option: BidOption) -> str:
    points = f"expects {signed(option.expected)} points (±{option.error:.2f})"
    if option.p_make is None:
        return points
    return f"makes it {option.p_make:4.0%}, a march {option.p_march or 0:4.0%}, {points}"

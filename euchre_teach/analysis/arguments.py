"""One reading of what a notebook passes to the analysis: views, sample counts, seeds, scores, rules.

Every public function of :mod:`euchre_teach.analysis` reads its arguments here before it does any
work, so a bad one gets a :class:`~euchre_teach.errors.EuchreError` naming the argument, what was
given and what is allowed, and a refused call changes nothing (not even a passed ``random.Random``).

Every sample count has a ceiling, so that no call a user can make runs for minutes (measured on
one core: a bid's deal about 1 ms, a card's a few ms, a discard's 5 ms, a deal played out with
hidden cards about 10 ms per action, an exchange deal up to 0.1 s).

>>> samples(10**12, MAX_PLAY_SAMPLES)
Traceback (most recent call last):
...
euchre_teach.errors.EuchreError: samples 1000000000000 is too many: give a whole number from 1 to 10,000
>>> seed(1.5)
Traceback (most recent call last):
...
euchre_teach.errors.EuchreError: seed 1.5 is not a whole number: a seed is an int such as 7 or 2024
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from euchre_teach.actions import Action
from euchre_teach.bots.base import LEVELS
from euchre_teach.errors import EuchreError
from euchre_teach.inputs import check_count, check_score, check_seed
from euchre_teach.rules import Rules, as_rules
from euchre_teach.state import HandState
from euchre_teach.views import SeatView

#: Most deals for one bid's advice (:func:`~.strength.advise_bid`): about 10 s at the ceiling.
MAX_BID_SAMPLES = 10_000
#: Most deals for one card's advice (:func:`~.play.advise_play`).
MAX_PLAY_SAMPLES = 10_000
#: Most deals for the dealer's discard (:func:`~.play.advise_discard`): every discard solves the whole play.
MAX_DISCARD_SAMPLES = 2_000
#: Most deals for the auction maker's exchange (:func:`~.play.advise_exchange`): each is a search per choice.
MAX_EXCHANGE_SAMPLES = 200
#: Most deals played out with hidden cards (:func:`~.realistic.realistic`) by rule-of-thumb players.
MAX_REAL_SAMPLES = 2_000
#: Most deals played out by strong players, who search at every decision (seconds a deal).
MAX_STRONG_REAL_SAMPLES = 10
#: Most self-play hands for the match-equity table (:func:`~.equity.hand_outcomes`): about 25 s with
#: rule-of-thumb players, and with strong players, who take about 0.3 s a hand.
MAX_HANDS, MAX_STRONG_HANDS = 50_000, 100
#: Most points a side may have in a match score read by :func:`~.equity.win_chance` (past any target).
MAX_POINTS = 1_000
#: Most actions played into a worked example (:func:`~.coach.played_to`): longer than any hand.
MAX_STEPS = 1_000


def samples(value: object, ceiling: int, what: str = "samples") -> int:
    """A count of deals: a whole number from 1 to ``ceiling`` (not ``True``, ``1.5``, ``nan`` or ``inf``)."""
    return check_count(value, what, 1, ceiling)


def samples_or_default(value: object, default: int, ceiling: int) -> int:
    """``samples`` where ``None`` means the function's own default."""
    return default if value is None else samples(value, ceiling)


def seed(value: object) -> int | random.Random | None:
    """A seed: a whole number (see :func:`~euchre_teach.inputs.check_seed`), a ``random.Random`` to
    draw from (a bot passes its own), or ``None`` for fresh randomness."""
    if value is None or isinstance(value, random.Random):
        return value
    return check_seed(value)


def rng(value: object) -> random.Random:
    """The random source a seed names (a passed ``random.Random`` is used as it is)."""
    checked = seed(value)
    return checked if isinstance(checked, random.Random) else random.Random(checked)


def view(value: object, what: str = "view") -> SeatView:
    """One seat's view (``hand.view(seat)``); anything else is refused, naming the argument."""
    if not isinstance(value, SeatView):
        raise EuchreError(f"{what} must be a seat's view such as hand.view('South'), not {_short(value)}")
    return value


def source(value: object, what: str = "view") -> SeatView | HandState:
    """A seat's view, or a whole hand (the teacher's view, every card face up)."""
    if not isinstance(value, SeatView | HandState):
        raise EuchreError(f"{what} must be a seat's view such as hand.view('South') or a hand, not {_short(value)}")
    return value


def score(value: object, rules: Rules) -> tuple[int, int] | None:
    """A match score before this hand: ``None``, or two whole numbers below the target."""
    return None if value is None else check_score(value, rules.target)


def rules(value: object) -> Rules:
    """Rules, or a preset's name as :func:`~euchre_teach.rules.find_variant` reads it (``' Standard '``)."""
    return as_rules(value)


def level(value: object) -> str:
    """A computer players' level by name (``'random'``, ``'rule of thumb'``, ``'strong'``)."""
    if not isinstance(value, str) or value not in LEVELS:
        raise EuchreError(f"level must be one of {', '.join(map(repr, LEVELS))}, not {_short(value)}")
    return value


def flag(value: object, what: str) -> bool:
    """A yes/no argument: ``True`` or ``False`` only (``0``, ``None`` and ``'no'`` are refused)."""
    if type(value) is not bool:
        raise EuchreError(f"{what} must be True or False, not {_short(value)}")
    return value


def confidence(value: object) -> float | None:
    """Standard errors the best choice must lead by to stop early: ``None`` (use every deal) or a
    number from 0 to 100."""
    if value is None:
        return None
    if not (isinstance(value, int | float) and type(value) is not bool and 0 <= value <= 100):  # nan: out of range
        raise EuchreError(f"confidence must be a number from 0 to 100 (or None), not {_short(value)}")
    return float(value)


def rounds(value: object) -> tuple[int, int]:
    """Deals in the first round and in each round after it: two whole numbers from 1 to the ceiling."""
    if not isinstance(value, tuple) or len(value) != 2:
        raise EuchreError(f"rounds must be two whole numbers (the first round's deals, then each round's), "
                          f"not {value!r:.60}")
    return samples(value[0], MAX_BID_SAMPLES, "rounds"), samples(value[1], MAX_BID_SAMPLES, "rounds")


def optimism(value: object) -> tuple[float, float]:
    """The optimism allowance: two shares from 0 to 1."""
    if (not isinstance(value, tuple) or len(value) != 2
            or not all(isinstance(share, int | float) and type(share) is not bool and 0 <= share <= 1
                       for share in value)):
        raise EuchreError(f"optimism must be two shares from 0 to 1, such as (0.1, 0.05), not {value!r:.60}")
    return float(value[0]), float(value[1])


def choices(value: object, legal: Sequence[Action], what: str = "actions") -> tuple[Action, ...] | None:
    """Actions to judge: ``None`` (every legal one) or a non-empty list of legal actions (text or ``Action``)."""
    if value is None:
        return None
    if isinstance(value, str | bytes) or not isinstance(value, Sequence) or not value or len(value) > len(legal):
        raise EuchreError(f"{what} must be legal choices here, a list of some of {_legal(legal)}; not {_short(value)}")
    parsed = tuple(Action.parse(item) if isinstance(item, str | Action) else None for item in value)
    if any(action not in legal for action in parsed):
        raise EuchreError(f"{what} must be legal choices here, some of {_legal(legal)}; not {_short(value)}")
    return parsed  # type: ignore[return-value]


def _legal(legal: Sequence[Action]) -> str:
    return ", ".join(str(a) for a in legal)


def _short(value: object) -> str:
    text = f"{type(value).__name__} {value!r}"
    return text if len(text) <= 60 else text[:57] + "..."

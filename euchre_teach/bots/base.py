"""What every bot is: a :class:`Decision`, the :class:`Bot` protocol, the random baseline and the levels.

:data:`LEVELS` is the one registry of the levels: each by name, with the module and class that make
it. A level's module (and the analysis behind it) is imported when the first bot of that level is
made, so every level is known by name from the start and a check of a name costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import Protocol

from euchre_teach.actions import Action
from euchre_teach.errors import EuchreError
from euchre_teach.explain import listed
from euchre_teach.i18n import say, say_plural
from euchre_teach.inputs import MAX_SEED_DIGITS, check_count
from euchre_teach.state import HandState
from euchre_teach.views import SeatView


@dataclass(frozen=True, slots=True)
class Decision:
    """A bot's choice and why it made it."""

    action: Action
    reason: str


class Bot(Protocol):
    """Anything that picks a legal action from a seat view."""

    name: str

    def decide(self, view: SeatView) -> Decision:
        """Choose one of ``view.legal``."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every other bot must beat."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(bot_seed(seed))

    def decide(self, view: SeatView) -> Decision:
        """A random legal action."""
        if not view.legal:
            raise EuchreError(say("this seat has nothing to decide now"))
        action = self._rng.choice(view.legal)
        return Decision(action, say_plural("chosen at random from {count} legal action",
                                           "chosen at random from {count} legal actions", len(view.legal)))


class Levels(Mapping[str, Callable[[int | None], Bot]]):
    """Bot levels by name, each made by a class imported from its module (under this package) when
    first asked for; :func:`register` adds a level made by any factory."""

    def __init__(self, homes: dict[str, tuple[str, str]]) -> None:
        self._homes = homes  # level -> (module under euchre_teach.bots, class name)
        self._made: dict[str, Callable[[int | None], Bot]] = {}

    def __getitem__(self, name: str) -> Callable[[int | None], Bot]:
        if name not in self._made:
            module, cls = self._homes[name]
            self._made[name] = getattr(import_module(f"euchre_teach.bots.{module}"), cls)
        return self._made[name]

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys([*self._homes, *self._made]))

    def __len__(self) -> int:
        return len(dict.fromkeys([*self._homes, *self._made]))

    def __contains__(self, name: object) -> bool:
        return name in self._homes or name in self._made

    def add(self, name: str, factory: Callable[[int | None], Bot]) -> None:
        """Register ``factory`` under ``name``."""
        self._made[name] = factory


#: Every bot level by name: the one place a level is registered.
LEVELS = Levels({"random": ("base", "RandomBot"), "rule of thumb": ("rule_of_thumb", "RuleOfThumbBot"),
                 "strong": ("strong", "StrongBot")})


#: Bots' seeds are derived from a learner's seed (``seed * 10 + seat``), so they may be a few digits longer.
BOT_SEED_DIGITS = MAX_SEED_DIGITS + 10


def bot_seed(seed: object) -> int | None:
    """A bot's seed: a whole number of at most :data:`BOT_SEED_DIGITS` digits, or None for fresh randomness."""
    if seed is None:
        return None
    if type(seed) is not int:
        # Translators: {seed} is what was given, as Python writes it ("'seven'").
        raise EuchreError(say("seed {seed} is not a whole number: a seed is an int such as 7 or 2024",
                              seed=f"{seed!r:.60}"))
    if not -(10**BOT_SEED_DIGITS) < seed < 10**BOT_SEED_DIGITS:
        raise EuchreError(say("a bot's seed has more than {digits} digits: choose a smaller whole number",
                              digits=BOT_SEED_DIGITS))
    return seed


def register(name: str, factory: Callable[[int | None], Bot]) -> None:
    """Make a bot level available to :func:`get_bot` (and so to widgets and lessons)."""
    LEVELS.add(name, factory)


def get_bot(level: str = "random", seed: int | None = None) -> Bot:
    """A bot of the named level, seeded (``seed``: a whole number, or None)."""
    if not isinstance(level, str) or level not in LEVELS:
        # Translators: {level} is what was given, as Python writes it ("'expert'"); {levels} the levels' names,
        # which a learner types as they are ("random, rule of thumb, strong"): keep them untranslated.
        raise EuchreError(say("no bot level {level}; choose one of {levels}", level=f"{level!r:.60}",
                              levels=listed(LEVELS)))
    return LEVELS[level](bot_seed(seed))


def computer_players(level: str, seed: int, seats: int) -> list[Bot]:
    """One bot of ``level`` for each of ``seats`` seats, seat ``s`` seeded ``seed + s``: the
    computer players every lesson, widget and review seats, so a seed always plays the same way.
    ``seed`` is any whole number: widgets derive their players' seeds from a learner's seed (``seed * 10``),
    which may pass the largest seed a learner may give."""
    first, seats = bot_seed(seed), check_count(seats, "seats", 2, 7)
    if first is None:
        raise EuchreError("computer players need a seed (a whole number), so that a seed always plays the same way")
    return [get_bot(level, first + seat) for seat in range(seats)]


def play_out(
    hand: HandState,
    players: Sequence[Bot],
    *,
    until: Callable[[HandState], bool] | None = None,
    ask_when_forced: bool = True,
) -> HandState:
    """Let ``players[seat]`` act for each seat in turn, from that seat's view, until the hand ends
    (or ``until(hand)`` is true); returns ``hand``, played on in place.

    The one loop that plays a hand out with given players (the coach, equity, the realistic
    estimate, the history and the widgets all use it). With ``ask_when_forced=False`` a seat with a
    single legal action plays it without asking its player (the estimates use this: it is quicker,
    and the seat has nothing to decide). The loop ends: every action moves the hand towards its end.

    >>> from euchre_teach import new_hand
    >>> hand = play_out(new_hand("standard", seed=3), computer_players("random", 0, 4))
    >>> hand.is_terminal()
    True
    """
    if len(players) != hand.rules.players:
        raise EuchreError(f"play_out needs one player for each of the {hand.rules.players} seats, not {len(players)}")
    while not hand.is_terminal() and not (until is not None and until(hand)):
        seat = hand.player_to_act()
        if not ask_when_forced:
            legal = hand.legal_actions()
            if len(legal) == 1:
                hand.apply(legal[0])
                continue
        hand.apply(players[seat].decide(hand.view(seat)).action)
    return hand

"""The analysis fuzz: every public function of ``euchre_teach.analysis`` (and the bots it plays with)
attacked with hostile sample counts, seeds, scores, views, levels and presets.

Each case is seeded and runs under a time limit; an argument is either read (the call returns) or
refused with a ``EuchreError`` — never a bare Python error, never a hang — and a refused call changes
nothing (a passed ``random.Random`` is not drawn from, a passed hand is not moved). The cases tried
per function go to ``COUNTS``; the distinct failure shapes are collected and must be none.

At the suite's scale it runs in well under a minute; ``EUCHRE_FUZZ_SCALE=10`` runs ten times as many
cases (``EUCHRE_FUZZ_SCALE=10 pytest tests/test_fuzz_analysis.py -s`` prints the counts).
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Callable
from typing import Any

import pytest
from fuzzing import COUNTS, HOSTILE_OBJECTS, refuses, snapshot, time_limit, walk

from euchre_teach import PRESETS, EuchreError, HandState, new_hand
from euchre_teach import analysis as an
from euchre_teach.analysis import equity
from euchre_teach.analysis.coach import played_to
from euchre_teach.analysis.play import advise_exchange
from euchre_teach.bots import computer_players, get_bot
from euchre_teach.bots.strong import StrongBot
from euchre_teach.table import Phase
from euchre_teach.views import SeatView

SCALE = int(os.environ.get("EUCHRE_FUZZ_SCALE", "1"))
LIMIT = 60.0  # seconds a case may take: far beyond any bounded call, short enough that a hang fails
CASES = 1000  # hostile calls at scale 1 (a few seconds)

#: Sample counts a careless or hostile user might pass (the small valid ones run for real).
HOSTILE_SAMPLES: tuple[object, ...] = (
    0, -5, False, True, 1.5, math.nan, math.inf, -math.inf, "10", 10**12, 10**40, [], None, 1, 3, b"4",
)
HOSTILE_SEEDS: tuple[object, ...] = (1.5, [1], "7", True, math.nan, 10**40, -(10**31), b"1", object(), -1, 0, 2**64)
HOSTILE_SCORES: tuple[object, ...] = (
    7, "ab", (1.5, 2.5), (1,), (1, 2, 3), (-1, 0), (10, 0), (0, 99), (True, 0), [3, 4], None, (3, 5), "35", {},
)
HOSTILE_LEVELS: tuple[object, ...] = ("", "Strong", "rule-of-thumb", None, 1, b"random", "random", "rule of thumb")
HOSTILE_PRESETS: tuple[object, ...] = (
    " Standard ", "STANDARD", "x", "", None, 5, b"standard", "finnish euchres", "two-handed", "auction 7", [],
)


def _views(rng: random.Random, count: int) -> list[HandState]:
    """Seeded hands part-played on every preset, at every step of a hand, with someone to act."""
    hands = []
    names = sorted(PRESETS)
    while len(hands) < count:
        hand = walk(PRESETS[names[len(hands) % len(names)]], rng.randrange(10**6), rng.randrange(40))
        if not hand.is_terminal():
            hands.append(hand)
    return hands


def _phase_hand(phase: Phase, seed: int, preset: str = "standard") -> HandState:
    """A hand of ``preset`` stopped at ``phase`` (the seat to act chooses), from seed ``seed`` on."""
    for offset in range(200):
        rng = random.Random(seed + offset)
        hand = new_hand(preset, seed=seed + offset)
        while not hand.is_terminal() and hand.phase is not phase:
            hand.apply(rng.choice(hand.legal_actions()))
        if not hand.is_terminal() and len(hand.legal_actions()) > 1:
            return hand
    raise AssertionError(f"no {preset} hand reached {phase}")


class Fuzz:
    """One seeded run: a pool of hands, the functions under attack, the failure shapes found."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.hands = _views(self.rng, 12 * SCALE)
        self.bid = _phase_hand(Phase.ROUND_1, seed)
        self.play = _phase_hand(Phase.PLAY, seed)
        self.discard = _phase_hand(Phase.DISCARD, seed)
        self.exchange = _phase_hand(Phase.DISCARD, seed, "auction 5")
        self.shapes: dict[str, str] = {}

    def view(self) -> object:
        """A view to attack with: usually a real seat's view, sometimes a hostile stand-in for one."""
        roll = self.rng.random()
        if roll < 0.15:
            return self.rng.choice([*HOSTILE_OBJECTS, self.rng.choice(self.hands)])
        if roll < 0.25:
            return self.rng.choice(self.hands).table_view()  # the teacher's view: no seat
        hand = self.rng.choice([self.bid, self.play, self.discard, *self.hands])
        seat = hand.player_to_act() if roll < 0.9 else self.rng.randrange(hand.rules.players)
        return hand.view(seat)

    def attack(self, name: str, call: Callable[[], Any], *, passed: random.Random | None = None,
               hand: HandState | None = None) -> None:
        """Run one case: a refusal must be a EuchreError and change nothing; anything else is a shape."""
        before_rng = passed.getstate() if passed is not None else None
        before_hand = snapshot(hand) if hand is not None else None
        try:
            with time_limit(LIMIT):
                error = refuses(call, f"analysis: {name}")
        except Exception as failure:  # every non-EuchreError is a failure shape, recorded
            self.shapes.setdefault(f"{name}: {type(failure).__name__}", f"{failure!s:.200}")
            return
        if error is not None:
            COUNTS[f"analysis: {name} (refused)"] += 1
        if error is not None and passed is not None and passed.getstate() != before_rng:
            self.shapes.setdefault(f"{name}: a refused call drew from the passed random.Random", str(error))
        if hand is not None and snapshot(hand) != before_hand:
            self.shapes.setdefault(f"{name}: the hand changed", str(error))

    def pick(self, values: tuple[object, ...]) -> object:
        return self.rng.choice(values)

    def one_case(self) -> None:
        """One hostile call of one function, the other arguments valid and small."""
        name, case = self.rng.choice(list(self.cases().items()))
        case()
        COUNTS["analysis cases"] += 1
        assert name

    def cases(self) -> dict[str, Callable[[], None]]:
        return {
            "advise": self._advise, "advise_bid": self._advise_bid, "advise_play": self._advise_play,
            "advise_discard": self._advise_discard, "advise_exchange": self._advise_exchange,
            "realistic": self._realistic, "grade": self._grade, "judge": self._judge,
            "win_chance": self._win_chance, "side_by_side": self._side_by_side, "played_to": self._played_to,
            "knowledge and deal_unseen": self._sampling, "hand_outcomes": self._hand_outcomes,
            "bots": self._bots,
        }

    # -- the functions under attack ---------------------------------------------------------------
    def _samples_seed_score(self) -> tuple[object, object, object]:
        """One of samples, seed and score hostile, the other two valid and small."""
        slot = self.rng.randrange(3)
        samples = self.pick(HOSTILE_SAMPLES) if slot == 0 else 3
        seed = self.pick(HOSTILE_SEEDS) if slot == 1 else self.rng.randrange(100)
        score = self.pick(HOSTILE_SCORES) if slot == 2 else None
        return samples, seed, score

    def _advise(self) -> None:
        samples, seed, score = self._samples_seed_score()
        view = self.view()
        self.attack("advise", lambda: an.advise(view, samples, seed, score))  # type: ignore[arg-type]

    def _advise_bid(self) -> None:
        samples, seed, score = self._samples_seed_score()
        view = self.bid.view(self.bid.player_to_act()) if self.rng.random() < 0.7 else self.view()
        passed = random.Random(1)
        extra: dict[str, object] = self.rng.choice([
            {}, {"confidence": self.pick((math.nan, -1, True, "3", 1e9, None, 2))},
            {"rounds": self.pick(((0, 1), (1.5, 2), 5, (2, 2), (10**9, 1)))},
            {"actions": self.pick(([], ["zzz"], ["play JH"], "pass", [None], ["pass"], 5))},
            {"optimism": self.pick(((2, 0), (math.nan, 0), "ab", (0.1, 0.1)))},
            {"bidding": self.pick((0, None, "yes", True))},
        ])
        if samples is None:
            samples = 2
        self.attack("advise_bid", lambda: an.advise_bid(view, samples, passed if seed == 0 else seed, score,
                                                        **extra), passed=passed)  # type: ignore[arg-type]

    def _advise_play(self) -> None:
        samples, seed, score = self._samples_seed_score()
        source = self.play if self.rng.random() < 0.3 else (
            self.play.view(self.play.player_to_act()) if self.rng.random() < 0.7 else self.view())
        samples = 2 if samples is None else samples
        passed = random.Random(2)
        hand = source if isinstance(source, HandState) else None
        self.attack("advise_play", lambda: an.advise_play(source, samples, passed if seed == 0 else seed,  # type: ignore[arg-type]
                                                          score=score), passed=passed, hand=hand)

    def _advise_discard(self) -> None:
        samples, seed, score = self._samples_seed_score()
        view = self.discard.view(self.discard.player_to_act()) if self.rng.random() < 0.7 else self.view()
        samples = 2 if samples is None else samples
        actions = self.pick((None, None, [], ["discard ZZ"], ["pass"], "discard 9S"))
        self.attack("advise_discard", lambda: an.advise_discard(view, samples, seed, actions=actions,  # type: ignore[arg-type]
                                                                score=score))

    def _advise_exchange(self) -> None:
        samples, seed, _ = self._samples_seed_score()
        samples = 2 if samples is None else samples
        view = self.exchange.view(self.exchange.player_to_act()) if self.rng.random() < 0.6 else self.view()
        self.attack("advise_exchange", lambda: advise_exchange(view, samples, seed))  # type: ignore[arg-type]

    def _realistic(self) -> None:
        samples, seed, _ = self._samples_seed_score()
        samples = 2 if samples is None else samples
        level = self.pick(HOSTILE_LEVELS) if self.rng.random() < 0.3 else "rule of thumb"
        view = self.bid.view(self.bid.player_to_act()) if self.rng.random() < 0.6 else self.view()
        passed = random.Random(3)
        self.attack("realistic", lambda: an.realistic(view, samples, passed if seed == 0 else seed,  # type: ignore[arg-type]
                                                      level, confidence=self.pick((None, math.nan, 3))),
                    passed=passed)

    def _grade(self) -> None:
        samples, seed, score = self._samples_seed_score()
        source = self.rng.choice([self.view(), self.play, self.rng.choice(self.hands)])
        action = self.pick(("pass", "order up", "play JH", "", None, 5, "zzz", "discard 9S"))
        hand = source if isinstance(source, HandState) else None
        self.attack("grade", lambda: an.grade(source, action, samples, seed, score), hand=hand)  # type: ignore[arg-type]

    def _judge(self) -> None:
        view = self.bid.view(self.bid.player_to_act())
        advice = an.advise(view, samples=3, seed=1) if self.rng.random() < 0.7 else self.pick(HOSTILE_OBJECTS)
        action = self.pick(("pass", "order up", "order up alone", "play JH", "", None, 5, "zzz"))
        self.attack("judge", lambda: an.judge(advice, action))  # type: ignore[arg-type]

    def _win_chance(self) -> None:
        rules = self.pick((*HOSTILE_PRESETS, PRESETS["standard"], PRESETS["standard"]))
        ours, theirs = self.pick((0, 9, 10, 13, -1, 1.5, None, "3", True, 10**9)), self.rng.randrange(10)
        we_deal = self.pick((True, False, None, 0, "yes"))
        self.attack("win_chance", lambda: an.win_chance(rules, ours, theirs, we_deal))  # type: ignore[arg-type]

    def _side_by_side(self) -> None:
        samples, seed, _ = self._samples_seed_score()
        samples = 2 if samples is None else samples
        view = self.bid.view(self.bid.player_to_act()) if self.rng.random() < 0.6 else self.view()
        self.attack("side_by_side", lambda: an.side_by_side(view, samples, seed))  # type: ignore[arg-type]

    def _played_to(self) -> None:
        rules = self.pick((*HOSTILE_PRESETS, "standard"))
        seed = self.pick(HOSTILE_SEEDS) if self.rng.random() < 0.3 else self.rng.randrange(100)
        steps = self.pick((0, 3, -1, 1.5, None, 10**9, True, "3", 40))
        level = self.pick(HOSTILE_LEVELS) if self.rng.random() < 0.3 else "random"
        self.attack("played_to", lambda: played_to(rules, seed, steps, level))  # type: ignore[arg-type]

    def _sampling(self) -> None:
        view = self.view()
        self.attack("knowledge", lambda: an.knowledge(view))  # type: ignore[arg-type]
        if isinstance(view, SeatView) and view.seat is not None:
            facts = an.knowledge(view)
            rng = self.pick((*HOSTILE_SEEDS, random.Random(4)))
            self.attack("deal_unseen", lambda: an.deal_unseen(facts, rng))  # type: ignore[arg-type]
        self.attack("deal_unseen", lambda: an.deal_unseen(self.pick(HOSTILE_OBJECTS), 1))  # type: ignore[arg-type]

    def _hand_outcomes(self) -> None:
        rules = self.pick((*HOSTILE_PRESETS, "standard"))
        hands = self.pick((0, -1, 1.5, None, 10**9, True, "3", 2, 5))
        level = self.pick(HOSTILE_LEVELS)
        self.attack("hand_outcomes", lambda: equity.hand_outcomes(rules, hands, level=level))  # type: ignore[arg-type]

    def _bots(self) -> None:
        level, seed = self.pick(HOSTILE_LEVELS), self.pick(HOSTILE_SEEDS)
        self.attack("get_bot", lambda: get_bot(level, seed))  # type: ignore[arg-type]
        seats = self.pick((4, 0, -1, 1.5, None, 10**9, "4", 7))
        self.attack("computer_players", lambda: computer_players("random", 1, seats))  # type: ignore[arg-type]
        setting = self.pick(({"bid_samples": 10**12}, {"play_samples": math.inf}, {"rounds": (0, 0)},
                             {"confidence": math.nan}, {"optimism": (5, 5)}, {"bidding": "no"}, {"seed": 1.5}, {}))
        self.attack("StrongBot", lambda: StrongBot(**setting))  # type: ignore[arg-type]


@pytest.fixture(scope="module", autouse=True)
def _print_counts() -> Any:
    yield
    tried = {k: v for k, v in COUNTS.items() if k.startswith("analysis")}
    print("\nanalysis fuzz inputs tried:", sum(v for k, v in tried.items() if k != "analysis cases" and "(" not in k))
    for where, count in sorted(tried.items()):
        print(f"  {where}: {count}")


def test_every_analysis_function_refuses_hostile_arguments_with_a_euchre_error() -> None:
    fuzz = Fuzz(seed=2026)
    for _ in range(CASES * SCALE):
        fuzz.one_case()
    assert not fuzz.shapes, "failure shapes:\n" + "\n".join(f"{k}: {v}" for k, v in sorted(fuzz.shapes.items()))


def test_the_calls_that_hung_are_refused_at_once() -> None:
    """``realistic(view, samples=inf)`` and ``advise_play(view, samples=10**12)`` ran for ever."""
    hand = new_hand("standard", seed=22)
    view = hand.view(hand.player_to_act())
    play = _phase_hand(Phase.PLAY, 5)
    with time_limit(5), pytest.raises(EuchreError, match="samples inf is not a whole number"):
        an.realistic(view, samples=math.inf)  # type: ignore[arg-type]
    with time_limit(5), pytest.raises(EuchreError, match="samples 1000000000000 is too many"):
        an.advise_play(play.view(play.player_to_act()), samples=10**12)
    with pytest.raises(EuchreError, match="we_deal must be True or False"):
        an.win_chance(PRESETS["standard"], 0, 0, None)  # type: ignore[arg-type]

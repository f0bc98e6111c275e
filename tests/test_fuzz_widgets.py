"""The widgets' fuzz suite: every widget attacked as a careless or hostile notebook user would.

- every widget's constructor and public methods get hostile arguments (wrong types, out of range,
  presets spelt oddly, seeds at the limits): each call either works or is refused with a
  ``EuchreError``, and **a refused call changes nothing** (the widget's state is compared before
  and after: its engine values, every control's value, its buttons);
- seeded **monkeys** call the click handlers directly (``button.click()``, disabled buttons
  included) and turn every dropdown, toggle and number box: no click lets any exception out (an
  engine error is shown in the widget), a click on a disabled button changes nothing, and each
  widget's own invariants hold after every click;
- every case runs under a time limit (:func:`fuzzing.time_limit`), so a hang fails.

Failures are gathered by shape (where, and the exception's type) and reported together. The suite's
size is scaled by ``EUCHRE_FUZZ_SCALE`` (1 in the test suite, well under 90 s on one core;
``EUCHRE_FUZZ_SCALE=10 pytest -s tests/test_fuzz_widgets.py`` runs ten times as many inputs and
prints how many each widget got).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as W
from fuzzing import COUNTS, HOSTILE_OBJECTS, HOSTILE_SEATS, snapshot, time_limit

from euchre_teach import STANDARD, Card, EuchreError, HandState, Match, Record, Suit, new_hand
from euchre_teach.history import ERAS
from euchre_teach.inputs import MAX_SEED_DIGITS
from euchre_teach.rules import Bidding, find_variant, variant_names
from euchre_teach.widgets import (
    BiddingRound,
    BowerExplorer,
    DealAnimation,
    Exercise,
    HandStepper,
    HistoryStepper,
    HistoryTimeline,
    PlayTable,
    ScoreQuiz,
    TrickQuiz,
    VariantExplorer,
)
from euchre_teach.widgets.selfcheck import SelfCheck
from euchre_teach.widgets.trainer import BidTrainer

SCALE = int(os.environ.get("EUCHRE_FUZZ_SCALE", "1"))
LIMIT = 30.0  # seconds a case may take: far beyond any real one (well under a second); a hang fails
LARGEST_SEED = 10**MAX_SEED_DIGITS - 1
PRESETS = tuple(variant_names())
TWO_ROUNDS = tuple(name for name in PRESETS if find_variant(name).bidding is Bidding.TWO_ROUNDS)
#: The variants the score quiz scores: partners opposite, counted in points.
SCORED = tuple(name for name in PRESETS
               if find_variant(name).partners_opposite and find_variant(name).scoring.value == "points")
#: The attributes a widget speaks through: a refusal may put its reason there.
STATUS = ("message", "feedback", "verdict", "status", "narration")

#: Values no argument of a widget expects, or expects only at its limits.
HOSTILE: tuple[object, ...] = (
    *HOSTILE_OBJECTS, *HOSTILE_SEATS, "", " Standard ", "auction 7", "no such thing", "x" * 20_000, "²5",
    LARGEST_SEED, -LARGEST_SEED, LARGEST_SEED + 1, 0, 1, 2, 5, 4.0, float("inf"), "North", "hearts", "♥", "JH",
    "pass", "3", Suit.HEARTS, STANDARD, Card.parse("JH"), new_hand("standard", seed=1),
)


def hostile(rng: random.Random) -> object:
    """A hostile value: one of :data:`HOSTILE`, or a random whole number, float or text."""
    kind = rng.randrange(5)
    if kind == 0:
        return rng.randint(-10**6, 10**6)
    if kind == 1:
        return rng.uniform(-1e6, 1e6)
    if kind == 2:
        return "".join(rng.choice("abcXYZ 019²٣♠♥JQKAhs-\x00\n") for _ in range(rng.randrange(12)))
    return rng.choice(HOSTILE)


def seed_for(rng: random.Random) -> int:
    """A widget's seed: small, or at the top of the range (so "New deal" passes the largest seed)."""
    return LARGEST_SEED - rng.randrange(3) if rng.random() < 0.25 else rng.randrange(1000)


# -- the widgets, each made from a seeded random generator ---------------------------------------
def _exercise(rng: random.Random) -> Exercise:
    finder = rng.choice([Exercise.lead, Exercise.finish, Exercise.discard, Exercise.order_up])
    return finder(rng.choice(("standard", "british", "finnish", "32-card")), rng.randrange(100), samples=20)


def _self_check(rng: random.Random) -> SelfCheck:
    answers = {f"answer {n}": f"why {n}" for n in range(rng.randrange(2, 5))}
    return SelfCheck("Which one?", answers, rng.choice(list(answers)))


def _history_stepper(rng: random.Random) -> HistoryStepper:
    return HistoryStepper(rng.randrange(len(ERAS)), style=rng.choice(("classic", "projector")))


#: Each widget made with valid, seeded random arguments.
MAKERS: dict[str, Callable[[random.Random], W.Widget]] = {
    "PlayTable": lambda rng: PlayTable(rng.choice(PRESETS), seed=seed_for(rng), seat=rng.randrange(2),
                                       match=rng.random() < 0.5, grading=rng.random() < 0.3, samples=20),
    "BiddingRound": lambda rng: BiddingRound(rng.choice(PRESETS), seed=seed_for(rng), seat=rng.randrange(2)),
    "TrickQuiz": lambda rng: TrickQuiz(rng.choice(PRESETS), seed=seed_for(rng), full_tricks=rng.random() < 0.5),
    "ScoreQuiz": lambda rng: ScoreQuiz(rng.choice(SCORED), seed=seed_for(rng)),
    "BidTrainer": lambda rng: BidTrainer(rng.choice(TWO_ROUNDS), seed=seed_for(rng), seat=rng.randrange(2),
                                         samples=20, hidden_samples=8),
    "BowerExplorer": lambda rng: BowerExplorer(rng.choice(PRESETS), seed=seed_for(rng), trump=rng.choice(list(Suit))),
    "HandStepper": lambda rng: HandStepper.from_seed(rng.choice(PRESETS), seed_for(rng), seat=rng.choice((None, 0, 1))),
    "HistoryStepper": _history_stepper,
    "HistoryTimeline": lambda rng: HistoryTimeline(_history_stepper(rng) if rng.random() < 0.7 else None),
    "VariantExplorer": lambda rng: VariantExplorer(rng.choice(PRESETS), seed=seed_for(rng)),
    "DealAnimation": lambda rng: DealAnimation(rules=rng.choice(PRESETS), seed=seed_for(rng), frame_ms=0,
                                               use_canvas=rng.random() < 0.5),
    "SelfCheck": _self_check,
    "Exercise": _exercise,
}

_RECORD = Record.of(new_hand("standard", seed=3))
_HAND = new_hand("standard", seed=4)
#: Each constructor as a function of keyword arguments (the valid ones by default) and its arguments.
CONSTRUCTORS: dict[str, tuple[Callable[..., W.Widget], tuple[str, ...]]] = {
    "PlayTable": (lambda **kw: PlayTable(**{"samples": 20, **kw}),
                  ("rules", "seed", "seat", "level", "match", "hints", "grading", "samples", "style")),
    "BiddingRound": (lambda **kw: BiddingRound(**kw), ("rules", "seed", "seat", "level", "style")),
    "TrickQuiz": (lambda **kw: TrickQuiz(**kw), ("rules", "seed", "level", "full_tricks", "style")),
    "ScoreQuiz": (lambda **kw: ScoreQuiz(**kw), ("rules", "seed")),
    "BidTrainer": (lambda **kw: BidTrainer(**{"samples": 20, "hidden_samples": 8, **kw}),
                   ("rules", "seed", "seat", "samples", "hidden_samples", "level", "style")),
    "BowerExplorer": (lambda **kw: BowerExplorer(**kw), ("rules", "trump", "seed", "style")),
    "HandStepper": (lambda **kw: HandStepper(**{"record": _RECORD, **kw}),
                    ("record", "cursor", "seat", "style", "level", "seed")),
    "HandStepper.from_seed": (lambda **kw: HandStepper.from_seed(**kw),
                              ("rules", "seed", "level", "cursor", "seat", "style")),
    "HistoryStepper": (lambda **kw: HistoryStepper(**kw), ("era", "deal", "level", "style")),
    "HistoryTimeline": (lambda **kw: HistoryTimeline(**kw), ("stepper",)),
    "VariantExplorer": (lambda **kw: VariantExplorer(**kw), ("variant", "seed", "style")),
    "DealAnimation": (lambda **kw: DealAnimation(**{"frame_ms": 0, **kw}),
                      ("hand", "rules", "seed", "style", "use_canvas", "frame_ms")),
    "SelfCheck": (lambda **kw: SelfCheck(**{"question": "Q?", "answers": {"a": "A", "b": "B"}, "correct": "a",
                                            **kw}), ("question", "answers", "correct")),
    "Exercise": (lambda **kw: Exercise(**{"hand": _HAND, "question": "Q?", "samples": 20, **kw}),
                 ("hand", "question", "seat", "to_the_end", "show_all", "samples", "seed", "level", "style")),
    "Exercise.lead": (lambda **kw: Exercise.lead(**{"samples": 20, **kw}),
                      ("rules", "seed", "seat", "trick", "alone", "show_all", "samples", "level", "style")),
    "Exercise.finish": (lambda **kw: Exercise.finish(**{"samples": 20, **kw}),
                        ("rules", "seed", "seat", "tricks", "alone", "show_all", "samples", "level", "style")),
    "Exercise.discard": (lambda **kw: Exercise.discard(**{"samples": 20, **kw}),
                         ("rules", "seed", "seat", "alone", "show_all", "samples", "level", "style")),
    "Exercise.order_up": (lambda **kw: Exercise.order_up(**{"samples": 20, **kw}),
                          ("rules", "seed", "seat", "show_all", "samples", "level", "style")),
}

#: Each widget's public methods that take an argument.
METHODS: dict[str, tuple[str, ...]] = {
    "PlayTable": ("new_game", "act", "click_card", "costliest"),
    "BiddingRound": ("deal", "choose"),
    "TrickQuiz": ("load", "answer"),
    "ScoreQuiz": ("load", "answer"),
    "BidTrainer": ("deal", "decide"),
    "BowerExplorer": ("answer",),
    "HandStepper": ("go",),
    "HistoryStepper": ("show_era", "step", "predict_winner", "predict_march"),
    "HistoryTimeline": ("open_era",),
    "VariantExplorer": (),
    "DealAnimation": ("choose_trump",),
    "SelfCheck": ("choose",),
    "Exercise": ("choose",),
}


#: Each widget's public methods without arguments: the monkeys call them directly too, as a notebook
#: cell may, whatever the widget's buttons allow at that moment.
NO_ARGUMENTS: dict[str, tuple[str, ...]] = {
    "PlayTable": ("hint", "undo", "retry", "next_hand", "review_text", "summary", "status", "log_shown"),
    "BiddingRound": ("next_seat", "finish", "summary"),
    "TrickQuiz": ("next",),
    "ScoreQuiz": ("next",),
    "BidTrainer": (),
    "BowerExplorer": ("new_question", "rank_rows"),
    "HandStepper": ("narration_text",),
    "HistoryStepper": ("reveal",),
    "HistoryTimeline": (),
    "VariantExplorer": ("deal_sample", "play", "close_table"),
    "DealAnimation": ("play_deal", "redraw", "picture"),
    "SelfCheck": (),
    "Exercise": ("reset",),
}

#: Methods that show a refusal's reason in the widget and return False (a False from the others,
#: such as a quiz's answer, is a wrong answer, which counts).
REFUSED_WHEN_FALSE = {"PlayTable.act", "PlayTable.click_card", "BiddingRound.choose", "HistoryStepper.step"}


# -- the widget's state, to see that a refused call changes nothing --------------------------------
def state_of(widget: W.Widget, *, speech: bool = False) -> dict[str, object]:
    """The widget's values: its engine objects, plain fields and controls (values, buttons,
    descriptions), copied; its status lines only with ``speech`` (a refusal may speak there)."""
    skip = set() if speech else {id(getattr(widget, name)) for name in STATUS if hasattr(widget, name)}
    state = {name: _freeze(value, skip) for name, value in vars(widget).items()
             if (not name.startswith("_") or name == "_drawings") and id(value) not in skip}
    state["children"] = _freeze(widget.children, skip)
    return state


def _freeze(value: object, skip: set[int], depth: int = 0) -> object:
    if isinstance(value, HandState):
        return ("hand", snapshot(value))
    if isinstance(value, Match):
        return ("match", tuple(value.scores), len(value.records), snapshot(value.hand))
    if isinstance(value, W.Widget):
        return _freeze_widget(value, skip, depth)
    if isinstance(value, list | tuple):
        return tuple(_freeze(item, skip, depth) for item in value)
    if isinstance(value, dict):
        return tuple((key, _freeze(item, skip, depth)) for key, item in value.items())
    if isinstance(value, set):
        return frozenset(value)
    if isinstance(value, random.Random):
        return value.getstate()
    return value


def _freeze_widget(widget: W.Widget, skip: set[int], depth: int) -> object:
    if id(widget) in skip:
        return "status"
    parts: list[object] = [id(widget)]
    for trait in ("value", "disabled", "description", "selected_index"):
        if widget.has_trait(trait):
            parts.append(getattr(widget, trait))
    if widget.has_trait("layout"):
        parts.append(widget.layout.display)
    if depth < 8 and widget.has_trait("children"):
        parts.append(tuple(_freeze_widget(child, skip, depth + 1) for child in widget.children))
    return tuple(parts)


def controls(widget: W.Widget) -> Iterator[W.Widget]:
    """Every button, choice and number box in the widget's tree (hidden and disabled ones too)."""
    for child in getattr(widget, "children", ()):
        if isinstance(child, W.Button | W.Dropdown | W.ToggleButtons | W.BoundedIntText):
            yield child
        yield from controls(child)


# -- the invariants each widget keeps after every click ---------------------------------------------
def _play_table(table: PlayTable) -> None:
    hand = table.hand
    assert Record(table.rules, hand.deal, hand.actions).final.actions == hand.actions
    assert len(table.lines) == len(table.reasons) == len(hand.actions)
    assert [d.step for d in table.decisions] == [i for i, (s, _) in enumerate(hand.history) if s == table.seat]
    assert table.next_button.disabled == (not hand.is_terminal())
    assert hand.is_terminal() or table.learners_turn


INVARIANTS: dict[str, Callable[[Any], None]] = {
    "PlayTable": _play_table,
    "BiddingRound": lambda w: (len(w.lines) == len(w.hand.actions)) or _fail("a line per action"),
    "TrickQuiz": lambda w: (0 <= w.score[0] <= w.score[1] <= w.number) or _fail(f"score {w.score} of {w.number}"),
    "ScoreQuiz": lambda w: (0 <= w.score[0] <= w.score[1] <= w.number) or _fail(f"score {w.score} of {w.number}"),
    "BidTrainer": lambda w: (w.decision is None or all(c.disabled for c in w.choices.children)) or _fail("open"),
    "BowerExplorer": lambda w: (0 <= w.score[0] <= w.score[1]) or _fail(f"score {w.score}"),
    "HandStepper": lambda w: (0 <= w.cursor <= len(w.record)) or _fail(f"cursor {w.cursor}"),
    "HistoryStepper": lambda w: (0 <= w.index < len(ERAS) and w.score[0] <= w.score[1]) or _fail("era or score"),
    "HistoryTimeline": lambda w: None,
    "VariantExplorer": lambda w: (w.rules == find_variant(w.choice.value)) or _fail("rules"),
    "DealAnimation": lambda w: (w.trump == (None if isinstance(w.trump_choice.value, str) else w.trump_choice.value))
    or _fail("trump"),
    "SelfCheck": lambda w: (w.chosen is None or w.chosen in w.answers) or _fail(f"chosen {w.chosen!r}"),
    "Exercise": lambda w: (Record(w.hand.rules, w.hand.deal, w.hand.actions).final.actions == w.hand.actions)
    or _fail("replay"),
}


def _fail(what: str) -> None:
    raise AssertionError(what)


# -- running cases, gathering failure shapes -------------------------------------------------------
class Shapes:
    """Failures by shape (where, exception type): reported together at the end of a test."""

    def __init__(self) -> None:
        self.seen: dict[tuple[str, str], str] = {}

    def run(self, where: str, call: Callable[[], object]) -> tuple[bool, object]:
        """Run ``call`` under the time limit; (True, result), (False, EuchreError), or a shape noted."""
        COUNTS[where] += 1
        try:
            with time_limit(LIMIT):
                return True, call()
        except EuchreError as error:
            if not str(error):
                self.note(where, "a EuchreError without a message")
            return False, error
        except Exception as error:  # every other exception is a failure shape
            self.note(where, f"{type(error).__name__}: {str(error)[:120]}")
            return False, None

    def note(self, where: str, what: str) -> None:
        self.seen.setdefault((where, what.split(":")[0]), what)

    def check(self) -> None:
        assert not self.seen, "\n".join(f"{where}: {what}" for (where, _), what in sorted(self.seen.items()))


@pytest.fixture(scope="module", autouse=True)
def report_counts() -> Iterator[None]:
    yield
    inputs = sum(n for where, n in COUNTS.items() if not where.endswith((" made", " invariants")))
    print("\nwidget fuzz inputs tried (constructor and method calls, clicks):", inputs)
    for where, count in sorted(COUNTS.items()):
        print(f"  {where}: {count}")


@pytest.mark.parametrize("name", CONSTRUCTORS)
def test_fuzz_widget_constructors_refuse_hostile_arguments_with_euchre_errors(name: str) -> None:
    make, arguments = CONSTRUCTORS[name]
    rng = random.Random(f"constructor {name}")
    shapes = Shapes()
    for _ in range(60 * SCALE):
        changed = {key: hostile(rng) for key in rng.sample(arguments, min(len(arguments), rng.choice((1, 1, 2))))}
        shapes.run(f"{name}(...)", lambda: make(**changed))  # noqa: B023 - called at once
    shapes.check()


@pytest.mark.parametrize("name", [name for name, methods in METHODS.items() if methods])
def test_fuzz_widget_methods_refuse_hostile_arguments_and_change_nothing(name: str) -> None:
    rng = random.Random(f"methods {name}")
    shapes = Shapes()
    for _ in range(4 * SCALE):
        ok, widget = shapes.run(f"{name} made", lambda: MAKERS[name](rng))
        if not ok:
            continue
        for _ in range(20):
            method = rng.choice(METHODS[name])
            value = hostile(rng)
            before = state_of(widget)
            ok, result = shapes.run(f"{name}.{method}", lambda: getattr(widget, method)(value))  # noqa: B023
            refused = not ok or (result is False and f"{name}.{method}" in REFUSED_WHEN_FALSE)
            if refused and state_of(widget) != before:
                shapes.note(f"{name}.{method}", f"a refused call changed the widget: {value!r:.40}")
    shapes.check()


@pytest.mark.parametrize("name", MAKERS)
def test_fuzz_monkeys_click_every_control_and_nothing_escapes(name: str) -> None:
    rng = random.Random(f"monkey {name}")
    shapes = Shapes()
    for _ in range(4 * SCALE):
        ok, widget = shapes.run(f"{name} made", lambda: MAKERS[name](rng))
        if not ok:
            continue
        for _ in range(40):
            if NO_ARGUMENTS[name] and rng.random() < 0.2:
                _call_directly(widget, rng.choice(NO_ARGUMENTS[name]), shapes, f"{name} direct calls")
                continue
            found = list(controls(widget))
            if not found:
                break
            control = rng.choice(found)
            before = state_of(widget, speech=True) if getattr(control, "disabled", False) else None
            ok, error = shapes.run(f"{name} clicks", lambda: _work(control, rng))  # noqa: B023
            if isinstance(error, EuchreError):
                shapes.note(f"{name} clicks", f"a EuchreError escaped a click: on {control.description!r}")
            elif before is not None and state_of(widget, speech=True) != before:
                shapes.note(f"{name} clicks", f"a disabled button's click changed the widget: {control.description!r}")
            shapes.run(f"{name} invariants", lambda: INVARIANTS[name](widget))  # noqa: B023
    shapes.check()


def _call_directly(widget: W.Widget, method: str, shapes: Shapes, where: str) -> None:
    """Call a method without arguments: it works, or is refused with a EuchreError that changes nothing."""
    before = state_of(widget, speech=True)
    ok, _ = shapes.run(where, getattr(widget, method))
    if not ok and state_of(widget, speech=True) != before:
        shapes.note(where, f"a refused call changed the widget: {method}")


def _work(control: W.Widget, rng: random.Random) -> None:
    """What a user does with a control: click a button, choose an option, type a number."""
    if isinstance(control, W.Button):
        # the handlers themselves, as a click from the browser runs them: Button.click() would log
        # an escaped exception instead of raising it
        for handler in control._click_handlers.callbacks:
            handler(control)
    elif isinstance(control, W.BoundedIntText):
        control.value = rng.randint(control.min - 2, control.max + 2)  # the box clamps, as in a browser
    else:
        options = control.options
        if options:
            choice = rng.choice(options)
            control.value = choice[1] if isinstance(choice, tuple) else choice

"""Every widget constructor refuses a bad seed, rules, seat, level or sample count with an EuchreError."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from euchre_teach import new_hand
from euchre_teach.errors import EuchreError
from euchre_teach.record import Record
from euchre_teach.widgets import (
    BiddingRound,
    BowerExplorer,
    DealAnimation,
    Exercise,
    HandStepper,
    HistoryStepper,
    HistoryTimeline,
    PlayTable,
    TrickQuiz,
    VariantExplorer,
)
from euchre_teach.widgets.selfcheck import SelfCheck
from euchre_teach.widgets.trainer import BidTrainer

BAD_SEEDS: list[Any] = ["7", 1.5, True, None, 10**40, [1]]
BAD_RULES: list[Any] = [42, None, "no such variant", ["standard"]]
BAD_LEVELS: list[Any] = ["grandmaster", 3, None]

#: name -> a constructor taking keyword overrides
SEEDED: dict[str, Callable[..., object]] = {
    "PlayTable": lambda **kw: PlayTable(**kw),
    "BiddingRound": lambda **kw: BiddingRound(**kw),
    "TrickQuiz": lambda **kw: TrickQuiz(**kw),
    "BidTrainer": lambda **kw: BidTrainer(**{"samples": 20, **kw}),
    "BowerExplorer": lambda **kw: BowerExplorer(**kw),
    "DealAnimation": lambda **kw: DealAnimation(**kw),
}
WITH_LEVEL = ("PlayTable", "BiddingRound", "TrickQuiz", "BidTrainer")


@pytest.mark.parametrize("name", SEEDED)
@pytest.mark.parametrize("seed", BAD_SEEDS, ids=repr)
def test_widget_refuses_a_bad_seed(name: str, seed: Any) -> None:
    with pytest.raises(EuchreError):
        SEEDED[name](seed=seed)


@pytest.mark.parametrize("name", SEEDED)
@pytest.mark.parametrize("rules", BAD_RULES, ids=repr)
def test_widget_refuses_bad_rules(name: str, rules: Any) -> None:
    with pytest.raises(EuchreError):
        SEEDED[name](rules=rules)


@pytest.mark.parametrize("name", WITH_LEVEL)
@pytest.mark.parametrize("level", BAD_LEVELS, ids=repr)
def test_widget_refuses_a_bad_level(name: str, level: Any) -> None:
    with pytest.raises(EuchreError):
        SEEDED[name](level=level)


@pytest.mark.parametrize("samples", [0, -3, "10", 2.5])
def test_coached_widgets_refuse_a_bad_sample_count(samples: Any) -> None:
    with pytest.raises(EuchreError):
        PlayTable(samples=samples)
    with pytest.raises(EuchreError):
        BidTrainer(samples=samples)


@pytest.mark.parametrize("seat", [7, -1, True, "Nowhere", 1.5])
def test_seated_widgets_refuse_a_bad_seat(seat: Any) -> None:
    for make in (PlayTable, BiddingRound, BidTrainer):
        with pytest.raises(EuchreError):
            make(seat=seat)


def test_the_other_widgets_refuse_bad_inputs() -> None:
    hand = new_hand("standard", seed=3)
    cases: list[Callable[[], object]] = [
        lambda: HistoryStepper(99), lambda: HistoryStepper("no era"), lambda: HistoryStepper(level="nope"),
        lambda: HistoryTimeline(stepper="not a stepper"),  # type: ignore[arg-type]
        lambda: VariantExplorer("no such variant"), lambda: VariantExplorer(seed="1"),  # type: ignore[arg-type]
        lambda: HandStepper("not a record"), lambda: HandStepper(Record.of(hand), seed=1.5),  # type: ignore[arg-type]
        lambda: Exercise("not a hand", "Q?"), lambda: Exercise(hand, "Q?", seed=None),  # type: ignore[arg-type]
        lambda: Exercise(hand, "Q?", level="nope"), lambda: Exercise(hand, "Q?", samples=0),
        lambda: DealAnimation("not a hand"),  # type: ignore[arg-type]
        lambda: SelfCheck("Q?", {"a": "A", "b": "B", "c": "C"}, "d"),
    ]
    for make in cases:
        with pytest.raises(EuchreError):
            make()


def test_odd_arguments_get_a_euchre_error_naming_the_argument() -> None:
    record = Record.of(new_hand("standard", seed=3))
    check = SelfCheck("Q?", {"a": "A", "b": "B"}, "a")
    stepper = HandStepper(record)
    cases: dict[str, Callable[[], object]] = {
        "seat": lambda: HandStepper(record, seat=6),
        "seed": lambda: HandStepper.from_seed("standard", None),  # type: ignore[arg-type]
        "answers": lambda: SelfCheck("Q", "abc", "a"),  # type: ignore[arg-type]
        "deal": lambda: HistoryStepper(deal="the 1868 deal"),  # type: ignore[arg-type]
        "step": lambda: stepper.go("3"),  # type: ignore[arg-type]
        "not one of the answers": lambda: check.choose("zzz"),
        "hints": lambda: PlayTable(hints="yes"),  # type: ignore[arg-type]
        "trump": lambda: BowerExplorer(trump="purple"),  # type: ignore[arg-type]
        "frame_ms": lambda: DealAnimation(frame_ms=-1),
    }
    for words, make in cases.items():
        with pytest.raises(EuchreError, match=words):
            make()
    assert stepper.cursor == 0 and check.chosen is None


def test_any_name_find_variant_reads_opens_the_explorer_and_every_pack_is_offered() -> None:
    assert VariantExplorer(" Standard ").choice.value == "standard"
    explorer = BowerExplorer("auction 7")
    assert explorer.pack_choice.value == 36 and "✗" not in explorer.message.value


def test_the_bidding_trainer_refuses_an_auction_at_once() -> None:
    with pytest.raises(EuchreError, match="ordering up"):
        BidTrainer("auction 5", seat=0)


@pytest.mark.parametrize("make, call", [
    (lambda: PlayTable(grading=False, hints=False), lambda w: w.new_game("x")),
    (lambda: PlayTable(match=True, grading=False, hints=False), lambda w: w.new_game(10**40)),
    (lambda: BiddingRound(), lambda w: w.deal("x")),
    (lambda: TrickQuiz(), lambda w: w.load("x")),
    (lambda: BidTrainer(samples=20), lambda w: w.deal(None)),
], ids=["PlayTable", "PlayTable match", "BiddingRound", "TrickQuiz", "BidTrainer"])
def test_a_refused_new_deal_keeps_the_seed_and_the_hand(make: Callable[[], Any], call: Callable[[Any], object]) -> None:
    widget = make()
    seed, hand = widget.seed, widget.hand
    with pytest.raises(EuchreError):
        call(widget)
    assert widget.seed == seed and widget.hand is hand

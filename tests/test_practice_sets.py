"""Practice sets: stored answers still the analysis' own, the answers balanced, guessing does not pay."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from euchre_teach.analysis.practice import SETS, TAGS, PracticeSet, Question, check, practice_set
from euchre_teach.errors import EuchreError
from euchre_teach.record import Record
from euchre_teach.rules import as_rules
from euchre_teach.widgets import BiddingRound, Exercise
from euchre_teach.widgets.trainer import BidTrainer

NAMES = sorted(SETS)
#: The trainer's grades that count as a right answer (as its verdict's colour does).
RIGHT = ("best", "good")


@pytest.mark.parametrize("name", NAMES)
def test_every_stored_answer_is_still_what_the_analysis_says(name: str) -> None:
    assert check(SETS[name]) == []


@pytest.mark.parametrize("name", NAMES)
def test_each_set_balances_its_answers_and_holds_close_calls(name: str) -> None:
    chosen = SETS[name]
    counts, size = chosen.counts(), len(chosen.questions)
    assert set(counts) == set(TAGS)
    assert all(size / 6 <= counts[tag] <= size / 3 for tag in TAGS), counts
    assert sum(q.close for q in chosen.questions) >= len(TAGS)
    assert len({q.seed for q in chosen.questions}) == size  # no hand twice
    assert chosen.mix().startswith("This set: ") and f"{counts['pass']} pass" in chosen.mix()


def _graded_right(trainer: BidTrainer, number: int, pick: Callable[[list[Any]], Any]) -> bool:
    """Deal the set's hand ``number``, click the button ``pick`` chooses: True when the trainer grades it right."""
    trainer.deal(number)
    pick(list(trainer.choices.children)).click()
    assert trainer.decision is not None
    return trainer.decision.label in RIGHT


def _first(buttons: list[Any]) -> Any:
    return buttons[0]


def _pass(buttons: list[Any]) -> Any:
    return next(b for b in buttons if b.description == "pass")


@pytest.mark.parametrize("name", NAMES)
def test_always_passing_or_clicking_the_first_button_scores_half_or_less(name: str) -> None:
    trainer = BidTrainer.practice(name, hidden_samples=1)  # the grade is the face-up one: the hidden deals do not count
    size = len(SETS[name].questions)
    first = passing = 0
    for number in range(size):
        right = _graded_right(trainer, number, _first)
        first += right
        same = _first(list(trainer.choices.children)) is _pass(list(trainer.choices.children))
        passing += right if same else _graded_right(trainer, number, _pass)  # one click when pass comes first
    assert passing / size <= 0.5 and first / size <= 0.5, (passing, first, size)


def test_the_trainer_deals_the_set_in_order_and_says_its_mix() -> None:
    trainer = BidTrainer.practice("first bids", hidden_samples=4)
    chosen = practice_set("first bids")
    first = chosen.question(0)
    assert trainer.seed == first.seed and trainer.rules == as_rules("no defending alone")
    assert chosen.mix() in trainer.prompt.value and "Practice hand 1 of" in trainer.prompt.value
    trainer.next_button.click()
    assert trainer.number == 1 and trainer.seed == chosen.question(1).seed
    assert Record.of(trainer.hand) == Record.of(chosen.position(1))
    trainer.deal(len(chosen.questions))  # past the end: round again
    assert trainer.seed == first.seed


def test_the_exercise_and_the_bidding_round_ask_the_sets_hands() -> None:
    chosen = practice_set("first bids")
    for number, question in enumerate(chosen.questions[:4]):
        exercise = Exercise.practice("first bids", number, samples=300)
        assert exercise.seed == question.seed and "What do you say?" in exercise.question
        assert exercise.choose(question.answer), exercise.feedback.value  # the stored answer is graded right
    auction = BiddingRound.practice("first bids", 2)
    auction.finish()
    question = chosen.question(2)
    if question.round == 1:
        assert Record.of(auction.hand) == Record.of(chosen.position(2))
    assert auction.seed == question.seed and auction.learners_turn
    auction.new_button.click()
    assert auction.number == 3 and auction.seed == chosen.question(3).seed


def test_a_set_is_refused_where_its_answers_would_not_hold() -> None:
    with pytest.raises(EuchreError, match="no practice set"):
        practice_set("easy ones")
    with pytest.raises(EuchreError, match=r"BidTrainer\.practice"):
        BidTrainer("standard", practice=practice_set("first bids"))
    with pytest.raises(EuchreError, match=r"BiddingRound\.practice"):
        BiddingRound("no defending alone", seat="South", level="random", practice=practice_set("first bids"))
    with pytest.raises(EuchreError, match="practice set"):
        BidTrainer(practice="first bids")  # type: ignore[arg-type]


def test_a_mix_counts_every_kind_of_answer() -> None:
    tiny = PracticeSet("tiny", "standard", (Question(1, "South", 1, "order up alone"),
                                            Question(2, "South", 2, "call hearts", close=True),
                                            Question(3, "South", 2, "pass")))
    assert [q.tag for q in tiny.questions] == ["alone", "round 2", "pass"]
    assert tiny.mix() == "This set: 0 order up, 1 pass, 1 alone, 1 round 2 (1 of them a close call)."


def test_lessons_3_and_8_practise_on_the_sets() -> None:
    notebooks = Path(__file__).parent.parent / "notebooks"
    lesson_3 = (notebooks / "03_deal_and_bidding.ipynb").read_text(encoding="utf-8")
    lesson_8 = (notebooks / "08_strategy_order_it_up.ipynb").read_text(encoding="utf-8")
    found = re.search(r'Exercise\.order_up\(\\"no defending alone\\", seed=(\d+)\)', lesson_3)
    assert found, "lesson 3's order-up exercise keeps to the rules of the first lessons"
    exercise = Exercise.order_up("no defending alone", seed=int(found[1]))
    question = next(q for q in practice_set("first bids").questions if q.seed == exercise.start.deal.seed)
    assert question.round == 1 and (question.tag == "order up" or question.close)  # not a clear pass
    assert 'BiddingRound.practice(\\"first bids\\")' in lesson_3
    assert practice_set("first bids").rules == "no defending alone"  # lessons 0-3: nobody defends alone
    assert 'BidTrainer.practice(\\"order it up\\")' in lesson_8

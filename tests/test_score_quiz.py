"""The score quiz (lesson 5): finished hands of every kind of result, answered once each, in words."""

from __future__ import annotations

import pytest

from euchre_teach import STANDARD, EuchreError, find_variant
from euchre_teach.widgets.scoring import KINDS, ScoreQuiz, scoring_hand


def right_answer(quiz: ScoreQuiz) -> int:
    result = quiz.hand.result
    return next(i for i, (side, points) in enumerate(quiz.options)
                if set(side) == set(result.scorers) and points == result.points)


def test_the_kinds_of_result_come_round_in_turn() -> None:
    for seed in range(2 * len(KINDS)):
        hand = scoring_hand(STANDARD, seed)
        _name, wanted = KINDS[seed % len(KINDS)]
        assert hand.is_terminal() and wanted(hand)


def test_a_right_answer_scores_and_closes_the_hand() -> None:
    quiz = ScoreQuiz(seed=2)  # euchred: the defenders score
    assert quiz.answer(right_answer(quiz)) is True
    assert "Right!" in quiz.message.value and "euchred" in quiz.message.value and "1 of 1" in quiz.message.value
    assert all(button.disabled for button in quiz.answers.children)
    with pytest.raises(EuchreError, match="Next hand"):
        quiz.answer(0)
    assert quiz.score == [1, 1]


def test_a_wrong_answer_says_the_rule() -> None:
    quiz = ScoreQuiz(seed=4)  # a lone march: 4 points
    wrong = (right_answer(quiz) + 1) % len(quiz.options)
    assert quiz.answer(wrong) is False
    assert "Not quite." in quiz.message.value and "lone hand" in quiz.message.value


def test_always_the_first_answer_scores_at_most_half() -> None:
    quiz, right = ScoreQuiz(seed=0), 0
    for _ in range(3 * len(KINDS)):
        right += quiz.answer(0)
        quiz.next()
    assert right <= 3 * len(KINDS) / 2


def test_refused_arguments_change_nothing() -> None:
    with pytest.raises(EuchreError, match="partnership game"):
        ScoreQuiz(find_variant("cutthroat"))
    with pytest.raises(EuchreError, match="seed"):
        ScoreQuiz(seed="seven")  # type: ignore[arg-type]
    quiz = ScoreQuiz(seed=1)
    before = (quiz.number, quiz.seed, quiz.hand, quiz.prompt.value)
    with pytest.raises(EuchreError):
        quiz.load(1.5)  # type: ignore[arg-type]
    with pytest.raises(EuchreError, match="answer"):
        quiz.answer(7)
    assert (quiz.number, quiz.seed, quiz.hand, quiz.prompt.value) == before and quiz.score == [0, 0]

"""Exercises and the lesson helpers, headless: every choice is the engine's, every verdict has its reason."""

from __future__ import annotations

import pytest

from euchre_teach import STANDARD, Deal, EuchreError, Phase
from euchre_teach.analysis import advise_play
from euchre_teach.widgets import (
    Exercise,
    TrickQuiz,
    choices_words,
    order_words,
    score_words,
    start_play,
    suit_words,
)
from euchre_teach.widgets.quiz import quiz_position

DEAL = Deal.from_hands(STANDARD, {"N": "KH AH 9S TS JS", "E": "9D QD QC KC AC",
                                  "S": "JD TD 9C TC JC", "W": "KD AD 9H TH QH"}, upcard="JH", dealer="N")


def labels(exercise: Exercise) -> list[str]:
    return [b.description for b in exercise.choices.children]


def test_a_lead_exercise_grades_the_best_card_right_and_names_the_better_one() -> None:
    exercise = Exercise.lead("standard", seed=1)
    hand = exercise.start
    assert hand.phase is Phase.PLAY and hand.current_trick is None and not hand.sitting_out
    advice = advise_play(hand)
    best = advice.best.action
    worst = advice.ranked[-1].action
    assert advice.ranked[-1].expected < advice.best.expected  # the choice matters
    assert labels(exercise) == [f"play {c}" for c in hand.hand(exercise.seat)]
    assert not exercise.choose(worst)
    assert "Not the best" in exercise.feedback.value and f"Better, play {best.card}" in exercise.feedback.value
    assert exercise.finished and exercise.choices.children == ()
    assert "best choice 0 times out of 1" in exercise.reason.value
    exercise.again_button.click()
    assert exercise.hand == hand and exercise.feedback.value == ""
    assert len(labels(exercise)) == len(hand.hand(exercise.seat))
    assert exercise.choose(best) and "Right!" in exercise.feedback.value


def test_an_illegal_card_shows_the_engines_reason_and_changes_nothing() -> None:
    hand = start_play(DEAL, "East", discard="9S")
    hand.apply("play 9D")  # East leads a diamond; South holds the J♦ (a heart now) and the 10♦
    exercise = Exercise(hand, "You are South. Which card may you play?")
    assert exercise.seat == 2 and "play J♦" in labels(exercise)
    assert not exercise.choose("play JD")
    assert "J♦" in exercise.feedback.value and "left bower" in exercise.feedback.value
    assert exercise.hand == hand and exercise.grades == [] and not exercise.finished
    assert exercise.choose("play TD")  # the only legal card is also the best
    assert "Right!" in exercise.feedback.value


def test_finishing_the_last_two_tricks_plays_to_the_end_with_a_summary() -> None:
    exercise = Exercise.finish("standard", seed=3, tricks=2)
    assert len(exercise.start.tricks) == 3 and exercise.best_tricks is not None
    while not exercise.finished:
        exercise.choices.children[-1].click()  # click the learner's last card each time (an illegal one is explained)
        if "✗" in exercise.feedback.value and not exercise.grades[-1:]:
            exercise.choices.children[0].click()
    assert exercise.hand.is_terminal() and len(exercise.grades) >= 1
    assert "Your side took" in exercise.reason.value and "with best play by everyone" in exercise.reason.value


def test_discard_and_order_up_are_judged_on_what_the_learner_sees() -> None:
    discard = Exercise.discard("standard", seed=2, samples=40)
    assert discard.start.phase is Phase.DISCARD and discard.start.dealer == discard.seat
    assert "discard" in discard.question and len(labels(discard)) == 6
    assert "South's view" in discard.picture.value  # the learner's own view, not every hand
    discard.choices.children[0].click()
    assert "expects" in discard.feedback.value and "deals" not in discard.context.value
    bid = Exercise.order_up("standard", seed=1, samples=40)
    assert bid.start.phase is Phase.ROUND_1 and labels(bid)[0] == "pass" and len(labels(bid)) == 3
    bid.choices.children[1].click()
    assert "ordering up" in bid.feedback.value and bid.finished


def test_exercises_refuse_a_finished_hand_and_a_wrong_seat() -> None:
    hand = start_play(DEAL, "East", discard="9S")
    with pytest.raises(EuchreError, match="East's turn, not South's"):
        Exercise(hand, "?", seat="South")


def test_the_lesson_helpers_speak_in_words() -> None:
    assert order_words("hearts") == "J♥ > J♦ > A♥ > K♥ > Q♥ > 10♥ > 9♥"
    assert suit_words("diamonds", "hearts") == "A♦ > K♦ > Q♦ > 10♦ > 9♦"
    assert score_words(3) == "The makers take 3 tricks: 1 point for 3 or 4."
    assert score_words(2) == "The makers take only 2 tricks: euchred, the defenders score 2 points."
    assert score_words(5, alone=True) == "A lone hand that takes all five tricks scores 4 points."
    with pytest.raises(EuchreError, match="between 0 and 5"):
        score_words(6)
    hand = start_play(DEAL, "East", discard="9S")
    assert hand.trump.plural == "hearts" and hand.maker == 1 and hand.discarded.code == "9S"
    assert choices_words(hand) == "East may: play Q♣, play K♣, play A♣, play 9♦, play Q♦"


def test_quiz_positions_are_full_tricks_numbered_from_one_until_going_alone_is_taught() -> None:
    for seed in range(40):
        hand, trick = quiz_position(STANDARD, seed)
        assert not hand.sitting_out and len(trick.plays) == 4
    quiz = TrickQuiz(seed=4)
    assert "Position 1:" in quiz.prompt.value and len(quiz.answers.children) == 4
    quiz.next_button.click()
    assert "Position 2:" in quiz.prompt.value
    short = next(s for s in range(200) if quiz_position(STANDARD, s, full_tricks=False)[0].sitting_out)
    lone = TrickQuiz(seed=short, full_tricks=False)
    assert "sits out" in lone.prompt.value and len(lone.answers.children) < 4

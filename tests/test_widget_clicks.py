"""Clicks on every widget: a disabled button is refused in Python too, and no click ends in a traceback."""

from __future__ import annotations

import pytest

from euchre_teach.history import ERAS
from euchre_teach.inputs import MAX_SEED_DIGITS
from euchre_teach.widgets import BiddingRound, BowerExplorer, HistoryStepper, TrickQuiz, VariantExplorer
from euchre_teach.widgets.selfcheck import SelfCheck

LARGEST_SEED = 10**MAX_SEED_DIGITS - 1


def test_clicks_on_a_disabled_answer_are_ignored() -> None:
    quiz = TrickQuiz("finnish euchres")
    first = quiz.answers.children[0]
    first.click()
    first.click()  # late clicks: the button was disabled by the first one
    quiz.answers.children[1].click()
    assert quiz.score[1] == 1
    quiz.next_button.click()
    quiz.answers.children[0].click()
    assert quiz.score[1] == 2 and quiz.number == 2


def test_answering_twice_in_python_is_refused_as_the_disabled_buttons_are() -> None:
    from euchre_teach.errors import EuchreError

    quiz = TrickQuiz()
    seat = quiz.trick.plays[0][0]
    quiz.answer(seat)
    with pytest.raises(EuchreError, match="answered"):
        quiz.answer(seat)
    bower = BowerExplorer()
    bower.mode.value = "Which card is higher?"
    assert bower.question is not None
    bower.answer(bower.question[0])
    with pytest.raises(EuchreError):
        bower.answer(bower.question[0])
    assert quiz.score == [quiz.score[0], 1] and bower.score[1] == 1


def test_the_history_stepper_ignores_a_double_click_past_the_last_era() -> None:
    stepper = HistoryStepper(len(ERAS) - 2)
    stepper.next_button.click()
    stepper.next_button.click()  # the second click of a double click, on a button now disabled
    assert stepper.index == len(ERAS) - 1
    assert not stepper.step(+1) and "the last era" in stepper.message.value
    stepper.show_era(0)
    stepper.back_button.click()
    assert stepper.index == 0 and not stepper.step(-1) and "the first era" in stepper.message.value


@pytest.mark.parametrize("make", [
    lambda: BiddingRound(seed=LARGEST_SEED),
    lambda: VariantExplorer(seed=LARGEST_SEED),
    lambda: TrickQuiz(seed=LARGEST_SEED),
], ids=["BiddingRound", "VariantExplorer", "TrickQuiz"])
def test_a_new_deal_past_the_largest_seed_shows_the_reason_and_changes_nothing(make) -> None:
    widget = make()
    button = getattr(widget, "new_button", None) or getattr(widget, "deal_button", None) or widget.next_button
    seed = widget.seed
    button.click()  # no traceback: the engine's reason is shown in the widget
    assert widget.seed == seed
    message = widget.message
    assert "✗" in message.value and "seed" in message.value


def test_a_self_check_answer_is_clicked_once_per_button() -> None:
    check = SelfCheck("Which is higher?", {"J♥": "The left bower.", "A♦": "Only third."}, "J♥")
    next(b for b in check.buttons if b.description == "A♦").click()
    assert check.chosen == "A♦" and "Not quite" in check.feedback.value


def test_a_new_pack_closes_the_bower_question_and_a_late_answer_is_refused_in_words() -> None:
    bower = BowerExplorer("32-card", seed=3)
    bower.mode.value = "Which card is higher?"
    late = bower.answer_buttons.children[0]
    bower.pack_choice.value = 24  # the question's cards may not be in the new pack
    bower.mode.value = "Rank order"
    for handler in late._click_handlers.callbacks:  # the click as the browser sends it, late
        handler(late)
    assert bower.question is None and bower.score == [0, 0]
    assert "no open question" in bower.message.value

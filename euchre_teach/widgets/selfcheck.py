"""A self-check question: the learner picks an answer and reads why it is right or wrong.

Every option carries its own explanation, so a wrong answer teaches as much as a right one.
The question and explanations are written in the lesson; the facts they rest on are asserted
from the engine in the lesson's next cell.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Mapping, Sequence
from functools import partial

import ipywidgets as W

from euchre_teach.errors import EuchreError
from euchre_teach.i18n import say
from euchre_teach.progress import ProgressFile
from euchre_teach.widgets.base import button, message_html, paragraph, read_question, show_message
from euchre_teach.widgets.css import answers_row, answers_style

#: The most answers a question may offer (one button each).
MAX_ANSWERS = 12


def _read_answers(answers: object) -> dict[str, str]:
    """The answers: a mapping of 2 to 12 answers (text) to their explanations (text)."""
    if not isinstance(answers, Mapping) or not 2 <= len(answers) <= MAX_ANSWERS:
        raise EuchreError(f"answers is {answers!r:.60}: give a dict of 2 to {MAX_ANSWERS} answers, "
                          "each mapped to its explanation, e.g. {'Yes': 'Because…', 'No': 'Because…'}")
    return {read_question(answer, "an answer"): read_question(why, f"the explanation of {answer!r:.30}")
            for answer, why in answers.items()}


def answer_order(question: str, answers: Sequence[str]) -> list[str]:
    """The answers in the order they are shown, on screen and on paper: shuffled by the question's own
    text, so every learner and every printout sees the same order, and the right answer's place does
    not follow the order the lesson lists them in (there it is often first).

    >>> answer_order("Which card is higher?", ["J♥", "A♦", "9♥"])
    ['9♥', 'A♦', 'J♥']
    """
    order = list(answers)
    random.Random(zlib.crc32(question.encode("utf-8"))).shuffle(order)
    return order


class SelfCheck(W.VBox):
    """A question with one button per answer; clicking shows that answer's explanation."""

    def __init__(self, question: str, answers: Mapping[str, str], correct: str) -> None:
        self.question, self.answers = read_question(question), _read_answers(answers)
        if not isinstance(correct, str) or correct not in self.answers:
            raise EuchreError(f"the correct answer {correct!r:.60} is not among the answers "
                              f"({', '.join(map(repr, self.answers))})")
        self.correct = correct
        self.chosen: str | None = None
        self.feedback = message_html()
        self.shown = answer_order(self.question, list(self.answers))
        self.buttons = [
            # Translators: an answer button's tooltip; {answer} is the answer's text, as the lesson wrote it.
            button(answer, say("Answer: {answer}", answer=answer), partial(self.choose, answer), self.feedback)
            for answer in self.shown
        ]
        prompt = W.HTML(paragraph(question, bold=True))
        super().__init__([answers_style(), prompt, answers_row(self.buttons), self.feedback])
        self.add_class("euchre-selfcheck")  # for page styles and browser tests

    def choose(self, answer: str) -> str:
        """Pick an answer (as a click does) and return its explanation; one that is not among the
        answers is refused with a ``EuchreError`` and changes nothing."""
        if not isinstance(answer, str) or answer not in self.answers:
            raise EuchreError(f"{answer!r:.60} is not one of the answers: choose one of "
                              f"{', '.join(map(repr, self.answers))}")
        first = self.chosen is None
        self.chosen = answer
        right = answer == self.correct
        if first:  # the first answer counts in the learner's progress file; trying the others afterwards does not
            ProgressFile().record("self-check", "self-checks", self.question, right=right)
        # Translators: {why} is the lesson's explanation of the answer chosen.
        text = (say("Right: {why}", why=self.answers[answer]) if right else
                say("Not quite: {why}", why=self.answers[answer]))
        show_message(self.feedback, text, "good" if right else "error")
        return text

"""A self-check question: the learner picks an answer and reads why it is right or wrong.

Every option carries its own explanation, so a wrong answer teaches as much as a right one.
The question and explanations are written in the lesson; the facts they rest on are asserted
from the engine in the lesson's next cell.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

import ipywidgets as W

from euchre_teach.errors import EuchreError
from euchre_teach.widgets.base import button, message_html, paragraph, show_message


class SelfCheck(W.VBox):
    """A question with one button per answer; clicking shows that answer's explanation."""

    def __init__(self, question: str, answers: Mapping[str, str], correct: str) -> None:
        if correct not in answers:
            raise EuchreError(f"the correct answer {correct!r} is not among the answers")
        self.question, self.answers, self.correct = question, dict(answers), correct
        self.chosen: str | None = None
        self.feedback = message_html()
        self.buttons = [
            button(answer, f"Answer: {answer}", partial(self.choose, answer)) for answer in self.answers
        ]
        prompt = W.HTML(paragraph(question, bold=True))
        super().__init__([prompt, W.HBox(self.buttons), self.feedback])
        self.add_class("euchre-selfcheck")  # for page styles and browser tests

    def choose(self, answer: str) -> str:
        """Pick an answer (as a click does) and return its explanation."""
        self.chosen = answer
        right = answer == self.correct
        verdict = "Right: " if right else "Not quite: "
        text = verdict + self.answers[answer]
        show_message(self.feedback, text, "good" if right else "error")
        return text

"""Score quiz: a finished hand is shown; the learner says who scores and how many points.

The hands are played by rule-of-thumb players from a seed and chosen so that the kinds of
result come round in turn (made with three tricks, made with four, a march, euchred, a lone hand
made, a lone march), so a learner meets every line of the scoring table, not mostly one. The
score and its reason are the engine's (``HandState.result``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import ipywidgets as W

from euchre_teach.bots import computer_players, play_out
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import mark_in, say, say_in
from euchre_teach.inputs import check_seed
from euchre_teach.rules import Rules, Scoring
from euchre_teach.scoring import hand_scores
from euchre_teach.state import HandState, new_hand
from euchre_teach.widgets.base import button, message_html, paragraph, read_rules, show_message
from euchre_teach.widgets.css import answers_row, answers_style

#: Hands looked through for each kind of result before the quiz moves on to the next kind.
SEARCH = 400

#: The kinds of result, in the order they come round: a name and a test on a finished hand.
KINDS: tuple[tuple[str, Callable[[HandState], bool]], ...] = (
    ("made with three tricks", lambda h: h.result.outcome == "made" and h.result.maker_tricks == 3 and not h.alone),
    ("a march", lambda h: h.result.outcome == "march" and not h.alone),
    ("euchred", lambda h: h.result.outcome == "euchred" and not h.alone),
    ("made with four tricks", lambda h: h.result.outcome == "made" and h.result.maker_tricks == 4 and not h.alone),
    ("a lone march", lambda h: h.result.outcome == "march" and h.alone),
    ("a lone hand made", lambda h: h.result.outcome == "made" and h.alone),
)


# Translators: {number} counts the quiz's hands; {question} is the question about the hand, sentences of their own.
HAND = mark_in("score quiz", "Hand {number}: {question}")
# Translators: {rule} is the engine's sentence on how the hand scores; {right} of {asked} the learner's score.
RIGHT = mark_in("score quiz", "Right! {rule}. Score: {right} of {asked}.")
WRONG = mark_in("score quiz", "Not quite. {rule}. Score: {right} of {asked}.")
# Translators: {maker} is the seat that made trump ("West"), {trump} the trump suit (context "suit"), {makers} the
# makers' side ("East–West"), {taken} how many tricks they took.
PROMPT = mark_in("score quiz", "{maker} made {trump} trump. The makers, {makers}, took {taken} of the five tricks. "
                               "Who scores, and how many points?")
PROMPT_ALONE = mark_in("score quiz", "{maker} made {trump} trump and played alone. The makers, {makers}, took "
                                     "{taken} of the five tricks. Who scores, and how many points?")


def scoring_hand(rules: Rules, seed: int) -> HandState:
    """A finished hand for question ``seed``: its kind is ``KINDS[seed % len(KINDS)]``, found in at most
    :data:`SEARCH` hands drawn from the seed (the next kind is tried when the rules never give one)."""
    for turn in range(len(KINDS)):
        _name, wanted = KINDS[(seed + turn) % len(KINDS)]
        rng = random.Random(seed)
        for _ in range(SEARCH):
            hand = new_hand(rules, rng.getrandbits(32))
            play_out(hand, computer_players("rule of thumb", rng.getrandbits(32), rules.players))
            if hand.result.outcome != "thrown in" and wanted(hand):
                return hand
    raise EuchreError(f"no finished hand to score in {SEARCH} hands drawn from seed {seed}: try another seed")


def side_name(hand: HandState, seats: tuple[int, ...]) -> str:
    """'North–South', or a single seat's name."""
    return "–".join(hand.seat_name(seat) for seat in seats)


def score_question(hand: HandState) -> str:
    """The question asked about a finished hand: who made trump, alone or not, and the makers' tricks."""
    makers = tuple(sorted(hand.makers))
    assert hand.maker is not None and hand.trump is not None  # a hand played out has a maker
    facts = {"maker": hand.seat_name(hand.maker), "trump": hand.trump.said,
             "makers": side_name(hand, makers), "taken": hand.result.maker_tricks}
    return say_in("score quiz", PROMPT_ALONE if hand.alone else PROMPT, **facts)


def score_options(hand: HandState) -> list[tuple[tuple[int, ...], int]]:
    """The answers offered: each side with each of the rules' own scores (not amounts written here)."""
    makers = tuple(sorted(hand.makers))
    defenders = tuple(s for s in range(hand.rules.players) if s not in makers)
    amounts = sorted(hand_scores(hand.rules) - {0})
    return [(side, points) for side in (makers, defenders) for points in amounts]


def option_words(hand: HandState, option: tuple[tuple[int, ...], int]) -> str:
    """An answer in words: 'North–South score 2'."""
    side, points = option
    # Translators: an answer button: {side} is a side ("North–South") or one seat; {points} a number.
    return say("{side} score {points}", side=side_name(hand, side), points=points)


def is_right(hand: HandState, option: tuple[tuple[int, ...], int]) -> bool:
    """True when ``option`` names the side that scores the hand and its points."""
    side, points = option
    return set(side) == set(hand.result.scorers) and points == hand.result.points


def score_rule(hand: HandState) -> str:
    """The rule that scores the hand, as a sentence's start: 'The makers take only 2 tricks: euchred, ...'."""
    explanation = hand.result.explanation
    return explanation[0].upper() + explanation[1:]


class ScoreQuiz(W.VBox):
    """Who scores this hand, and how much? One answer a hand, then the rule that decides it."""

    def __init__(self, rules: Rules | str = "standard", *, seed: int = 0) -> None:
        self.rules = read_rules(rules)
        if not self.rules.partners_opposite or self.rules.scoring is not Scoring.POINTS:
            raise EuchreError("the score quiz scores the partnership game in points; choose such a variant, "
                              "e.g. 'standard'")
        self.number, self.score = 0, [0, 0]
        self.prompt, self.message = W.HTML(), message_html()
        self.answers = answers_row()
        self.next_button = button(say("Next hand"), say("Another finished hand to score"), self.next, self.message)
        super().__init__([answers_style(), self.prompt, self.answers, self.message, self.next_button])
        self.add_class("euchre-score-quiz")
        self.load(check_seed(seed))

    def next(self) -> None:
        """The next hand (the next seed, so the next kind of result)."""
        self.load(self.seed + 1)

    def load(self, seed: int) -> None:
        """Show the finished hand of ``seed`` with its score hidden. A refused seed changes nothing."""
        hand = scoring_hand(self.rules, check_seed(seed))
        self.hand, self.seed, self.answered = hand, seed, False
        self.number += 1
        self.prompt.value = paragraph(say_in("score quiz", HAND, number=self.number, question=score_question(hand)),
                                      bold=True)
        self.options = score_options(hand)
        self.answers.children = [
            button(option_words(hand, option), say("Answer: {answer}", answer=option_words(hand, option)),
                   partial(self.answer, index), self.message)
            for index, option in enumerate(self.options)
        ]
        show_message(self.message, say_in("quiz", "Score: {right} of {asked}", right=self.score[0],
                                          asked=self.score[1]))

    def answer(self, index: int) -> bool:
        """Answer with option ``index`` (a place in :attr:`options`); shows the rule that scores the hand.
        True when right."""
        if self.answered:
            raise EuchreError(say("Hand {number} is scored: click “Next hand” for another.", number=self.number))
        if type(index) is not int or not 0 <= index < len(self.options):
            raise EuchreError(f"answer is {index!r:.40}: give the number of one of the {len(self.options)} answers")
        right = is_right(self.hand, self.options[index])
        self.answered = True
        self.score[0] += right
        self.score[1] += 1
        for choice in self.answers.children:
            choice.disabled = True
        facts = {"rule": score_rule(self.hand), "right": self.score[0], "asked": self.score[1]}
        show_message(self.message, say_in("score quiz", RIGHT if right else WRONG, **facts),
                     "good" if right else "error")
        return right

"""A problem set: positions of one theme to solve one after another, each answered with a write-up.

The learner sees the table from the problem's seat, drawn at the bottom (the hidden hands face
down), the question and one button for each legal move. A right answer gets the write-up (why, in
card terms, then the numbers); a wrong one first gets a layout of the hidden cards that fits
everything the learner saw, in which the wrong card, bid or discard does worse than the answer, both
played out with every hand face up (:meth:`~euchre_teach.problems.Problem.layout_against`), then the
write-up.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial

import ipywidgets as W

from euchre_teach.actions import Action, Kind
from euchre_teach.errors import EuchreError
from euchre_teach.problems import THEMES, Layout, LineStart, PlayedTrick, Problem, find_problem, problems
from euchre_teach.progress import ProgressFile
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import alone, hand_svg
from euchre_teach.state import HandState
from euchre_teach.widgets.base import button, message_html, paragraph, pictures_row, show_message, svg_html, table_html
from euchre_teach.widgets.css import answers_row, answers_style, focus_style
from euchre_teach.widgets.labels import action_label

_TITLES = {key: title for key, title, _ in THEMES}


class ProblemSet(W.VBox):
    """The problems of ``theme`` (a key of :data:`~euchre_teach.problems.THEMES`, or ``"review"``: the
    problems due again today) at ``level`` (1–3 or None for all), one at a time; ``answer`` and
    ``next`` work from Python as the buttons do. Each answer is recorded in ``progress`` (a
    :class:`~euchre_teach.progress.ProgressFile`, a file path, or None: the default file)."""

    def __init__(self, theme: str = "leads", *, level: int | None = None, progress: ProgressFile | str | None = None,
                 style: Style | str | None = None) -> None:
        self.progress = progress if isinstance(progress, ProgressFile) else ProgressFile(progress)
        if theme == "review":
            due = set(self.progress.due())
            self.problems = tuple(p for p in problems(None, level) if p.key in due)
            if not self.problems:
                raise EuchreError("No problem is due for review today: answer a set's problems, and those you "
                                  "miss come back after 1, 3 and 7 days.")
        else:
            self.problems = problems(theme, level)
        if not self.problems:
            raise EuchreError(f"no problem of the theme {theme!r} at level {level}: try another level")
        self.theme, self.style = theme, get_style(style)
        self.index, self.solved, self.tried = 0, 0, 0
        self.answered = False
        self.heading, self.prompt = W.HTML(), W.HTML()
        self.picture = svg_html()
        self.answers = answers_row()
        self.message = message_html()
        self.layout_text, self.layout_pictures, self.writeup = W.HTML(), W.HTML(), W.HTML()
        self.next_button = button("Next problem", "Go on to the next problem of this set", self.next, self.message)
        self.picture.add_class("euchre-problem-table")
        for below in (self.layout_text, self.layout_pictures):
            below.add_class("euchre-problem-layout")
        super().__init__([answers_style(), focus_style(), self.heading, self.prompt, self.picture, self.answers,
                          self.next_button, self.message, self.writeup, self.layout_text, self.layout_pictures])
        self.add_class("euchre-problems")
        self._show()

    @property
    def problem(self) -> Problem:
        """The problem on screen."""
        return self.problems[self.index]

    def _show(self) -> None:
        problem = self.problem
        hand = problem.hand()
        self.answered = False
        title = _TITLES[problem.theme]
        self.heading.value = paragraph(f"{title}: problem {self.index + 1} of {len(self.problems)} "
                                       f"(level {problem.level}).", bold=True)
        score = ""
        if problem.score is not None:
            ours, theirs = problem.score
            score = (f" The score: your side {ours}, the other side {theirs}; the game is to "
                     f"{hand.rules.target}.")
        self.prompt.value = paragraph(f"You sit {hand.seat_name(problem.seat)}.{score} {problem.question}")
        self.picture.value = table_html(hand, problem.seat, self.style, partial(alone, style=self.style),
                                        bottom_seat=problem.seat)
        self.answers.children = [button(action_label(hand, action), f"Answer: {action_label(hand, action)}",
                                        partial(self.answer, action), self.message) for action in problem.choices()]
        show_message(self.message, self.progress.problem or f"Solved so far: {self.solved} of {self.tried}.")
        self.layout_text.value = self.layout_pictures.value = self.writeup.value = ""

    def answer(self, action: Action | str) -> bool:
        """Answer the problem on screen with ``action``; returns True when it is the answer. A problem is
        answered once: a second answer, or a move that is not legal, is refused and changes nothing."""
        if self.answered:
            raise EuchreError("This problem is answered: click “Next problem” for the next one.")
        result = self.problem.check(action)
        self.answered = True
        self.tried += 1
        self.solved += result.right
        for choice in self.answers.children:
            choice.disabled = True
        self.progress.record("problem", self.problem.theme, self.problem.key, right=result.right)
        hand = self.problem.hand()
        best = action_label(hand, result.answer)
        if result.right:
            show_message(self.message, f"Right: {best}. Solved so far: {self.solved} of {self.tried}.", "good")
        else:
            show_message(self.message, f"Not the best here: the answer is {best}. Solved so far: {self.solved} of "
                                       f"{self.tried}.", "error")
            self._show_layout(result.chosen, result.answer)
        self.writeup.value = paragraph(f"Why: {result.writeup}")
        return result.right

    def _show_layout(self, wrong: Action, right: Action) -> None:
        layout = self.problem.layout_against(wrong)
        if layout is None:
            self.layout_text.value = paragraph("The answer does better on average over the deals that fit what you "
                                               "see, though not on every one of them.")
            return
        hand = self.problem.hand()
        self.layout_text.value = layout_words(layout, hand.seat_name, wrong, right,
                                              label=partial(action_label, hand), who=partial(_who, hand))
        trump = hand.trump
        self.layout_pictures.value = pictures_row(
            [str(hand_svg(cards, trump, hand.rules, self.style, label=f"{hand.seat_name(seat)} holds"))
             for seat, cards in sorted(layout.hands.items())])

    def next(self) -> None:
        """The next problem of the set (after the last, the first again)."""
        self.index = (self.index + 1) % len(self.problems)
        self._show()


def _who(hand: HandState, seat: int) -> str:
    """A seat as the subject of a layout's sentence, seen from the learner's: 'South (you)', 'North (your
    partner)', 'West'."""
    me, rules = hand.player_to_act(), hand.rules
    if seat == me:
        return f"{hand.seat_name(seat)} (you)"
    if rules.partners_opposite and seat == rules.partner(me):
        return f"{hand.seat_name(seat)} (your partner)"
    return hand.seat_name(seat)


class ProblemPicture:
    """A worked example as a cell shows it: the problem's table from the learner's seat, the score if it
    matters, and its question (plain HTML with the picture inline: nothing to click, and the same on paper)."""

    def __init__(self, problem: Problem, style: Style | str | None = None) -> None:
        self.problem, self.style = problem, get_style(style)

    def _repr_html_(self) -> str:
        problem = self.problem
        hand = problem.hand()
        score = ""
        if problem.score is not None:
            score = (f" The score: your side {problem.score[0]}, the other side {problem.score[1]}; the game is to "
                     f"{hand.rules.target}.")
        you = hand.seat_name(problem.seat)
        picture = table_html(hand, problem.seat, self.style, partial(alone, style=self.style), bottom_seat=problem.seat)
        return f"{paragraph(f'You sit {you}.{score} {problem.question}', bold=True)}<div>{picture}</div>"


def show_problem(problem: Problem | str, style: Style | str | None = None) -> ProblemPicture:
    """A worked example: a problem's table from the learner's seat, the score if it matters, and its question
    (``problem``: a :class:`~euchre_teach.problems.Problem` or its name, 'leads-1')."""
    if isinstance(problem, str):
        problem = find_problem(problem)
    if not isinstance(problem, Problem):
        raise EuchreError(f"show_problem needs a problem or its name, such as 'leads-1', not {problem!r:.40}")
    return ProblemPicture(problem, style)


def layout_words(layout: Layout, name: Callable[[int], str], wrong: Action, right: Action, *,
                 label: Callable[[Action], str] = str, who: Callable[[int], str] | None = None) -> str:
    """The layout and the two lines played out, as HTML: for each line, whole sentences (how a bid's line
    begins, the tricks the learner's side takes, the hand's points for it, the match chance where it decides),
    then its tricks as a numbered list, each with its winner. ``name`` names a seat, ``label`` a move as its
    button says it, ``who`` a seat as the subject of a sentence ('South (you)'; default ``name``)."""
    def tricks(line: tuple[PlayedTrick, ...]) -> str:
        items = "".join(
            f"<li>{html.escape(_trick_words(trick, name))}</li>" for trick in line)
        return f"<ol style='margin:2px 0 6px 0'>{items}</ol>" if items else ""

    if wrong.kind is Kind.PLAY:
        return _card_layout_words(layout, wrong, right, tricks)
    intro = ("One layout of the hidden cards that fits everything you have seen: the hidden hands are shown "
             "below.")
    if wrong.kind is Kind.DISCARD:
        how = "Each discard is followed by the play of the hand, with best play on both sides."
    else:
        how = ("After each bid the other seats bid by rule of thumb, as the coach assumes, and the hand is "
               "played out with best play on both sides.")
    if layout.right_win is not None:
        how += (" Near the end of the match the coach judges a bid by your chance to win the match, and in "
                "this layout the answer gives you the better chance.")
    lines = (
        (f"You chose “{label(wrong)}”.", layout.wrong_start, layout.wrong_line, layout.wrong_tricks,
         layout.wrong_points, layout.wrong_win),
        (f"The answer is “{label(right)}”.", layout.right_start, layout.right_line, layout.right_tricks,
         layout.right_points, layout.right_win),
    )
    parts = [paragraph(f"{intro} {how}")]
    for heading, start, line, taken, points, win in lines:
        said = [heading, *_start_words(start, who or name)]
        if line:
            said.append(f"Your side takes {taken} of the {len(line)} tricks.")
        said.append(_points_words(points))
        if win is not None:
            said.append(f"Your chance to win the match after this hand: {win:.0%}.")
        parts.append(paragraph(" ".join(said)) + tricks(line))
    return "".join(parts)


def _card_layout_words(layout: Layout, wrong: Action, right: Action,
                       tricks: Callable[[tuple[PlayedTrick, ...]], str]) -> str:
    """A card play's layout in words: each card's tricks from here and the hand's points, then its tricks."""
    intro = ("One layout that fits everything you have seen: the hidden hands are shown below. "
             "Both lines are played out with best play on both sides.")
    wrong_words = (f"After your {wrong.card}, your side takes {layout.wrong_tricks} of the tricks from here."
                   if layout.wrong_tricks != 1 else f"After your {wrong.card}, your side takes 1 trick from here.")
    right_words = (f"After the {right.card}, your side takes {layout.right_tricks} of the tricks from here."
                   if layout.right_tricks != 1 else f"After the {right.card}, your side takes 1 trick from here.")
    return (paragraph(intro) + paragraph(f"{wrong_words} {_points_words(layout.wrong_points)}")
            + tricks(layout.wrong_line) + paragraph(f"{right_words} {_points_words(layout.right_points)}")
            + tricks(layout.right_line))


def _start_words(start: LineStart | None, who: Callable[[int], str]) -> list[str]:
    """How a bid's line begins, in sentences: who made which trump, alone or not, and the dealer's pick-up."""
    if start is None:
        return []
    if start.maker is None or start.trump is None:
        return ["Every seat passes, and the hand is thrown in."]
    maker, trump = who(start.maker), start.trump.plural
    said = [f"{maker} makes {trump} trump in round 1." if start.round_one else f"{maker} calls {trump} in round 2."]
    if start.alone:
        said.append(f"{maker} plays the hand alone.")
    if start.pickup is not None:
        dealer, upcard, discard = start.pickup
        said.append(f"{who(dealer)} takes up the {upcard} and discards the {discard}.")
    return said


def _points_words(points: int) -> str:
    """The hand's points for the learner's side (negative: the other side's) in a sentence."""
    if points == 0:
        return "Neither side scores."
    if points == 1:
        return "Your side scores 1 point."
    if points == -1:
        return "The other side scores 1 point."
    return f"Your side scores {points} points." if points > 0 else f"The other side scores {-points} points."


def _trick_words(trick: PlayedTrick, name: Callable[[int], str]) -> str:
    """One trick of a line in a sentence: 'South 9♣, West K♣, North Q♣, East 9♦: West wins.'"""
    plays = ", ".join(f"{name(seat)} {card}" for seat, card in trick.plays)
    return f"{plays}: {name(trick.winner)} wins."


__all__ = ["ProblemPicture", "ProblemSet", "layout_words", "show_problem"]

"""Game review: step through a real game's deals and decisions with the coach's grade beside the players' notes.

At each decision the table is drawn from the acting seat's view (never a card the file does not show),
with the coach's verdict (the card reason first, the numbers after) and the players' own annotation
beside it, and the deal's alternative lines say where they lead; a second tab lists each side's
costliest decisions as buttons that jump to that point, and opens another game. The grading is
:func:`euchre_teach.analysis.review.review_game`'s; this widget only shows it. A bad path or a file
that is not an EGN game is a ``EuchreError`` and changes nothing, whether given to the widget, to
:meth:`GameReview.load` or typed in its box.
"""

from __future__ import annotations

import html
from functools import partial
from typing import TYPE_CHECKING

import ipywidgets as W

from euchre_teach.errors import EuchreError
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import table_svg, within
from euchre_teach.widgets.base import (
    button,
    message_html,
    on_change,
    paragraph,
    read_setup,
    show_message,
    svg_html,
    table_html,
)
from euchre_teach.widgets.css import PROJECTOR_TABLE_HEIGHT, focus_style

if TYPE_CHECKING:
    from euchre_teach.analysis.review import AltLine, Decision
    from euchre_teach.analysis.review import GameReview as Reviewed


def _whole(value: object, what: str) -> int:
    if type(value) is not int:
        raise EuchreError(f"{what} is {value!r:.60}: give a whole number")
    return value


#: The table's height: the screen less the page's bars, the title, a row of controls, the tabs and the position.
REVIEW_TABLE_HEIGHT = "100vh - 350px"


class GameReview(W.VBox):
    """A reviewed game (an EGN path, text or :class:`~euchre_teach.egn.EgnGame`, or a review already made)
    and a cursor: deal ``deal`` (from 1), decision ``step`` (from 0) of its main line."""

    def __init__(self, game: object, *, samples: int | None = None, seed: int = 0,
                 style: Style | str | None = None) -> None:
        self.seed, _, self.samples = read_setup(seed, "rule of thumb", samples)
        self.style = get_style(style)
        self.review = self._reviewed(game)
        self.deal, self.step = 1, 0
        self._syncing = False
        self.message = message_html()
        self.first_button = button("« First", "Go to the game's first decision", lambda: self.go(1, 0), self.message)
        self.back_button = button("◀ Back", "The decision before", lambda: self.move(-1), self.message)
        self.forward_button = button("Forward ▶", "The next decision", lambda: self.move(+1), self.message)
        self.last_button = button("Last »", "Go to the game's last decision", self._go_last, self.message)
        self.deal_choice = W.Dropdown(description="Deal")
        self.step_input = W.BoundedIntText(value=1, min=1, max=1, description="Decision",
                                           layout=W.Layout(width="180px"))
        on_change(self.deal_choice, self.message, lambda: self._picked(self.deal_choice.value, 0))
        on_change(self.step_input, self.message, lambda: self._picked(self.deal, self.step_input.value - 1))
        self.path_input = W.Text(description="EGN file", placeholder="a path to an .egn game")
        self.open_button = button("Open", "Review the game in this file", lambda: self.load(self.path_input.value),
                                  self.message)
        self.title, self.about = W.HTML(), W.HTML()
        self.position = W.HTML()
        self.table = svg_html()
        self.coach = W.HTML()
        self.note = W.HTML()
        self.lines = W.HTML()
        self.costliest = W.VBox()
        controls = W.HBox([self.first_button, self.back_button, self.forward_button, self.last_button,
                           self.deal_choice, self.step_input], layout=W.Layout(flex_flow="row wrap"))
        controls.add_class("euchre-controls")
        column = {"flex": "1 1 360px", "min_width": "280px"}
        words = W.VBox([self.coach, self.note, self.lines], layout=W.Layout(**column))
        opener = W.HBox([self.path_input, self.open_button], layout=W.Layout(flex_flow="row wrap"))
        others = W.VBox([self.about, self.costliest, opener])
        if self.style.on_projector:
            # the table takes the screen's height (its text 16 px and up); the rest goes beside it, in tabs
            self.tabs = W.Tab([words, others])
            side = W.VBox([self.title, controls, self.message, self.position, self.tabs],
                          layout=W.Layout(flex="1 1 300px", min_width="0", max_height=f"calc({PROJECTOR_TABLE_HEIGHT})",
                                          overflow_y="auto", padding="0 0 0 8px"))
            children = [focus_style(), W.HBox([self.table, side], layout=W.Layout(align_items="flex-start"))]
        else:
            body = W.HBox([W.VBox([self.position, self.table], layout=W.Layout(**column)), words],
                          layout=W.Layout(flex_flow="row wrap", align_items="flex-start"))
            # the decision in one tab, the costliest list and another game in the next: each fits one screen
            self.tabs = W.Tab([body, others])
            children = [focus_style(), self.title, controls, self.message, self.tabs]
        self.tabs.titles = ("This decision", "Costliest")  # short: a tab cuts a long title
        super().__init__(children)
        self.add_class("euchre-game-review")  # for page styles and browser tests
        self._start()

    def _reviewed(self, game: object) -> Reviewed:
        """The review of ``game`` (a review is kept as it is); a game without a deal is refused.
        The coach is imported here, at the first review, so that a lesson's ``import *`` does not pay for it."""
        from euchre_teach.analysis.review import GameReview as Reviewed
        from euchre_teach.analysis.review import review_game

        reviewed = game if isinstance(game, Reviewed) else review_game(game, samples=self.samples, seed=self.seed)
        if not reviewed.deals or not all(deal.decisions for deal in reviewed.deals):
            raise EuchreError("this game has no decision to review: give an EGN game with played deals")
        return reviewed

    def load(self, game: object) -> None:
        """Review another game and show its first decision; a bad path or a non-EGN file is a
        ``EuchreError`` and the widget keeps the game it shows."""
        if isinstance(game, str) and not game.strip():
            raise EuchreError("give the path of an EGN game (.egn) to open")
        self.review = self._reviewed(game)
        show_message(self.message, "")
        self._start()

    def _start(self) -> None:
        review = self.review
        players = ", ".join(review.seat_words(s) for s in range(len(review.players)))
        self.title.value = f"<h3 style='margin:4px 0'>The coach’s review: {html.escape(review.title)}</h3>"
        self.about.value = paragraph(f"Players: {players or 'not named in the file'}. Source: {review.source}.")
        self._syncing = True
        try:
            self.deal_choice.options = [(f"Deal {d.number}", d.number) for d in review.deals]
        finally:
            self._syncing = False
        self._show_costliest()
        self.go(1, 0)

    def _show_costliest(self) -> None:
        """Each side's costliest decisions as buttons that jump there."""
        rows: list[W.Widget] = [W.HTML(paragraph("Each side’s costliest decisions (click one to see it):",
                                                 bold=True))]
        for side in (0, 1):
            worst = self.review.costliest(side)
            rows.append(W.HTML(paragraph(f"{self.review.side_words(side)}: "
                                         f"{'none that gave anything away' if not worst else ''}")))
            rows += [self._jump(d) for d in worst]
        self.costliest.children = rows

    def _jump(self, decision: Decision) -> W.Button:
        label = (f"Deal {decision.deal}, {decision.when}: {self.review.rules.seat_name(decision.seat)}, "
                 f"{decision.grade.label} ({decision.grade.loss:.2f})")
        return button(label, f"Go to {label}", lambda: self._go_to(decision), self.message)

    def _go_to(self, decision: Decision) -> None:
        """Show ``decision`` in the decision's tab (a costliest decision's button)."""
        self.go(decision.deal, decision.step)
        self.tabs.selected_index = 0

    @property
    def decision(self) -> Decision:
        """The decision shown."""
        return self.review.deals[self.deal - 1].decisions[self.step]

    def go(self, deal: int, step: int = 0) -> None:
        """Show deal ``deal`` (from 1) at decision ``step`` (from 0; clamped to the deal's decisions)."""
        count = len(self.review.deals)
        if not 1 <= _whole(deal, "deal") <= count:
            raise EuchreError(f"deal is {deal}: this game has deals 1 to {count}")
        decisions = self.review.deals[deal - 1].decisions
        self.deal, self.step = deal, max(0, min(len(decisions) - 1, _whole(step, "step")))
        self._syncing = True
        try:
            self.deal_choice.value = deal
            self.step_input.max = len(decisions)
            self.step_input.value = self.step + 1
        finally:
            self._syncing = False
        self._show()

    def move(self, by: int) -> None:
        """One decision on (``by`` +1) or back (-1), across deals."""
        deal, step = self.deal, self.step + _whole(by, "by")
        if step >= len(self.review.deals[deal - 1].decisions) and deal < len(self.review.deals):
            deal, step = deal + 1, 0
        elif step < 0 and deal > 1:
            deal, step = deal - 1, len(self.review.deals[deal - 2].decisions) - 1
        self.go(deal, step)

    def _go_last(self) -> None:
        last = self.review.deals[-1]
        self.go(last.number, len(last.decisions) - 1)

    def _picked(self, deal: int, step: int) -> None:
        if not self._syncing:
            self.go(deal, step)

    def _show(self) -> None:
        review, decision = self.review, self.decision
        deal = review.deal(self.deal)
        self.position.value = paragraph(position_words(review, decision))
        height = PROJECTOR_TABLE_HEIGHT if self.style.on_projector else REVIEW_TABLE_HEIGHT
        self.table.value = table_html(decision.view, None, self.style, partial(within, height=height))
        self.coach.value = coach_html(decision)
        self.note.value = note_html(decision)
        ending = paragraph(deal.outcome) + (paragraph(deal.hidden) if deal.hidden else "")
        self.lines.value = ending + "".join(line_html(review, line, self.step) for line in deal.lines)
        first = self.deal == 1 and self.step == 0
        last = self.deal == len(review.deals) and self.step == len(deal.decisions) - 1
        self.first_button.disabled = self.back_button.disabled = first
        self.forward_button.disabled = self.last_button.disabled = last


def position_words(review: Reviewed, decision: Decision) -> str:
    """Where a decision stands, in a sentence: the deal, the score before it, the decision's place in the
    deal and whose view the table shows."""
    deal = review.deal(decision.deal)
    score = f"{deal.score_before[0]}–{deal.score_before[1]}"
    return (f"Deal {deal.number} of {len(review.deals)} (North–South first, the score was {score}), decision "
            f"{decision.step + 1} of {len(deal.decisions)}, {decision.when}: the table as "
            f"{review.seat_words(decision.seat)} saw it.")


def coach_html(decision: Decision) -> str:
    """The coach's verdict at a decision, as HTML: its grade, the card reason, then the numbers."""
    return (f"<div class='euchre-grade'><b>The coach ({html.escape(decision.grade.label)}):</b> "
            f"{html.escape(decision.verdict)}</div>")


def note_html(decision: Decision) -> str:
    """The players' own annotation at a decision, as HTML (or a sentence saying there is none)."""
    notes = "".join(paragraph(f"“{text}”") for text in decision.notes)
    return (f"<div class='euchre-note'><b>The players’ note:</b>{notes}</div>" if notes else
            paragraph("The players left no note at this decision."))


def line_html(review: Reviewed, line: AltLine, step: int | None = None) -> str:
    """An alternative line as HTML: where it leaves the main line (in bold when that is decision ``step``),
    the move made there and the coach's grade of it, the players' notes along it, and where it leads."""
    here = " (it leaves the main line here)" if line.fork == step else ""
    graded = f" The coach: {line.grade.label}." if line.grade is not None else ""
    said = f"{review.seat_words(line.seat)} instead: {line.words}{graded}" if line.instead else ""
    notes = "".join(paragraph(text) for text in line.notes)
    return (f"<div class='euchre-line' style='border-left:3px solid #5a3a9a;padding-left:6px;margin:4px 0'>"
            f"{paragraph(f'An alternative line from decision {line.fork + 1}{here}. {said}', bold=bool(here))}"
            f"{notes}{paragraph(line.outcome)}</div>")


class ReviewPicture:
    """A part of a review as a cell shows it (plain HTML, pictures inline: nothing to click, the same on paper)."""

    def __init__(self, markup: str) -> None:
        self.markup = markup

    def _repr_html_(self) -> str:
        return self.markup


def _read_decision(review: object, decision: object) -> tuple[Reviewed, Decision]:
    from euchre_teach.analysis.review import Decision
    from euchre_teach.analysis.review import GameReview as Reviewed

    if not isinstance(review, Reviewed) or not isinstance(decision, Decision):
        raise EuchreError("give a review (review_game's) and one of its decisions (review.decision(deal, seat, when))")
    return review, decision


def show_decision(review: Reviewed, decision: Decision, style: Style | str | None = None) -> ReviewPicture:
    """A decision of a reviewed game before the reveal: where it stands and the table from the deciding seat's
    view at that moment (its seat at the bottom), with no verdict, so that a learner can predict first."""
    review, decision = _read_decision(review, decision)
    picture = table_svg(decision.view, None, get_style(style), bottom_seat=decision.seat)
    return ReviewPicture(f"{paragraph(position_words(review, decision), bold=True)}<div>{picture}</div>")


def show_verdict(review: Reviewed, decision: Decision) -> ReviewPicture:
    """The reveal: the coach's verdict at a decision beside the players' own note (side by side where the
    page is wide enough, one above the other on a phone)."""
    review, decision = _read_decision(review, decision)
    column = "flex:1 1 320px;min-width:260px"
    return ReviewPicture(f"<div style='display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start'>"
                         f"<div style='{column}'>{coach_html(decision)}</div>"
                         f"<div style='{column}'>{note_html(decision)}</div></div>")


def show_line(review: Reviewed, line: AltLine) -> ReviewPicture:
    """One of the file's alternative lines: where it leaves the main line, its notes, and where it leads."""
    from euchre_teach.analysis.review import AltLine

    if not isinstance(line, AltLine):
        raise EuchreError("give one of a deal's alternative lines (review.deal(number).lines)")
    moves = paragraph("The line from there: " + " ".join(line.moves))
    return ReviewPicture(line_html(review, line) + moves)


__all__ = ["GameReview", "ReviewPicture", "coach_html", "line_html", "note_html", "position_words", "show_decision",
           "show_line", "show_verdict"]

"""History stepper: each era of euchre, from Jucker to today, shown by a deal its rules change.

At each era the learner first predicts (who wins the key trick? does the maker march?), then
sees the era's showcase deal played by strong computer players under that era's rules: the trump
order, every trick, the result, the double-dummy count and what changed from the rules before, in
card terms true for that deal. Every winner, count and
sentence comes from :mod:`euchre_teach.history` and the engine; this module only shows them.
"""

from __future__ import annotations

import html
from functools import partial

import ipywidgets as W

from euchre_teach.errors import EuchreError
from euchre_teach.history import ERAS, Era, EraHand, HistoryDeal, Step, era_step, find_era
from euchre_teach.ranking import trump_order
from euchre_teach.record import Record
from euchre_teach.render.explain import trick_reason
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import hand_svg, trick_svg, within
from euchre_teach.state import Trick
from euchre_teach.widgets.base import (
    button,
    message_html,
    paragraph,
    read_flag,
    read_setup,
    show_message,
    svg_html,
    table_html,
)
from euchre_teach.widgets.css import focus_style

YES, NO = "Yes, all five tricks", "No, the march is broken"
#: The tabs of the projector layout, in order.
TABS = ("The era", "The table", "Predict", "The answer")


def era_badges(era: Era) -> str:
    """The era's flags as HTML: reconstructed and disputed, each saying what."""
    out = ""
    if era.reconstructed:
        out += (f'<div class="euchre-reconstructed" style="padding:4px 8px;border-left:4px dashed #5a3a9a;'
                f'background:#f1ecfa"><b>Reconstructed:</b> {html.escape(era.reconstructed)}</div>')
    if era.dispute:
        out += (f'<div class="euchre-disputed" style="padding:4px 8px;border-left:4px dashed #a05a00;'
                f'background:#fff4e0"><b>⚑ Disputed:</b> {html.escape(era.dispute)}</div>')
    return out



class HistoryStepper(W.VBox):
    """Each era's showcase deal, era by era: predict, reveal, next era. ``deal`` plays one deal in every era
    instead; ``level`` names the computer players (the strong ones by default, so no era has to excuse a misplay)."""

    def __init__(self, era: int | str = 0, *, deal: HistoryDeal | None = None, level: str = "strong",
                 style: Style | str | None = None) -> None:
        if deal is not None and not isinstance(deal, HistoryDeal):
            raise EuchreError(f"deal is {deal!r:.60}: give a HistoryDeal, or None for each era's own deal")
        self.deal, self.level = deal, read_setup(0, level)[1]
        self.style = get_style(style)
        self.message = message_html()
        self.index = 0
        self.predicted_winner: int | None = None
        self.predicted_march: bool | None = None
        self.revealed = False
        self.score = [0, 0]
        self.back_button = button("◀ Earlier era", "Go back one era", lambda: self.step(-1), self.message)
        self.next_button = button("Next era ▶", "Go on to the next era", lambda: self.step(+1), self.message)
        self.position = W.HTML()
        self.header = W.HTML()
        self.table = svg_html()
        self.trick_prompt = W.HTML()
        self.trick_picture = svg_html()
        self.trick_buttons = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.march_prompt = W.HTML()
        self.march_buttons = W.HBox([button(YES, "Predict: the makers take all five tricks",
                                            lambda: self.predict_march(True), self.message),
                                     button(NO, "Predict: the defenders take at least one trick",
                                            lambda: self.predict_march(False), self.message)])
        self.reveal_button = button("Show the hand played", "Play these hands under this era's rules",
                                    self.reveal, self.message)
        self.verdicts = W.HTML()
        self.order_picture = svg_html()
        self.tricks_text = W.HTML()
        self.result = W.HTML()
        self.changed = W.HTML()
        self.answer_box = W.VBox([self.verdicts, self.order_picture, self.tricks_text, self.result, self.changed])
        nav = W.HBox([self.back_button, self.position, self.next_button], layout=W.Layout(align_items="center"))
        questions = [self.trick_prompt, self.trick_picture, self.trick_buttons, self.march_prompt,
                     self.march_buttons, self.reveal_button, self.message]
        self.tabs: W.Tab | None = None
        if self.on_projector:
            # the verdicts and what changed first: on one screen, the lesson's point before the details
            self.answer_box.children = (self.verdicts, self.changed, self.result, self.order_picture, self.tricks_text)
            # one part at a time, each as large as the screen allows: the table fills it, not a quarter of it
            self.answer_wait = W.HTML(paragraph("Predict first (the Predict tab), then click “Show the hand played”."))
            self.tabs = W.Tab([W.VBox([self.header]), W.VBox([self.table]), W.VBox(questions),
                               W.VBox([self.answer_wait, self.answer_box])])
            self.tabs.titles = TABS
            super().__init__([nav, self.tabs])
        else:
            # the era and its table beside the questions, so that a screen shows the deal and its controls at once;
            # on a narrow screen the questions wrap below the table
            column = {"flex": "1 1 360px", "min_width": "280px"}
            era_column = W.VBox([self.header, self.table], layout=W.Layout(**column))
            columns = W.HBox([era_column, W.VBox(questions, layout=W.Layout(**column))],
                             layout=W.Layout(flex_flow="row wrap", align_items="flex-start"))
            super().__init__([nav, columns, self.answer_box, focus_style()])  # last: the children keep their places
        self.add_class("euchre-history-stepper")  # for page styles and browser tests
        self.show_era(era)

    def bring_into_view(self) -> None:
        """Scroll the browser to the stepper's top row by focusing its first enabled arrow (or, on a projector,
        the tabs): a widget that opens an era from elsewhere on the page shows it where the learner looks."""
        target = self.tabs if self.tabs is not None else (
            self.back_button if not self.back_button.disabled else self.next_button)
        target.focus()

    @property
    def on_projector(self) -> bool:
        """True in a projector style: the era, table, questions and answer then each get a tab and the screen."""
        return self.style.on_projector

    def _fit(self, svg: str) -> str:
        """A picture's height limit: a quarter of the screen beside the others, the whole tab on a projector."""
        return svg if self.on_projector else within(svg, "24vh")

    @property
    def era(self) -> Era:
        """The era shown."""
        return ERAS[self.index]

    @property
    def showcase(self) -> Step:
        """This era's step: its deal under the rules before and under its own (the engine's answer)."""
        return era_step(self.index, self.deal, self.level)

    @property
    def played(self) -> EraHand:
        """The era's deal played under this era's rules."""
        return self.showcase.now

    def step(self, by: int) -> bool:
        """Move ``by`` eras (the arrows' clicks). Past the first or the last era nothing changes and the
        message says so: a double click, sent before the browser sees the button disabled, lands here."""
        if type(by) is not int:
            raise EuchreError(f"by is {by!r:.60}: give a whole number of eras, e.g. 1 or -1")
        index = self.index + by
        if not 0 <= index < len(ERAS):
            where = "the first" if index < 0 else "the last"
            show_message(self.message, f"This is {where} era ({self.era.name}): there is no era "
                                       f"{'before' if index < 0 else 'after'} it.", "info")
            return False
        self.show_era(index)
        return True

    def show_era(self, era: int | str | Era) -> None:
        """Show ``era`` (its index, key or name) with the answers hidden."""
        index = ERAS.index(find_era(era.key if isinstance(era, Era) else era))
        self.index = index
        self.predicted_winner = self.predicted_march = None
        self.revealed = False
        era, played = self.era, self.played
        hand = played.hand
        self.position.value = paragraph(f"Era {index + 1} of {len(ERAS)}", bold=True)
        self.back_button.disabled = index == 0
        self.next_button.disabled = index == len(ERAS) - 1
        self.header.value = (f"<h3 style='margin:4px 0'>{html.escape(era.name)} · {html.escape(era.years)}</h3>"
                             + paragraph(era.changed) + era_badges(era)
                             + paragraph("Sources: " + "; ".join(s.title for s in era.sources)))
        self.table.value = table_html(Record.of(hand).at(0), None, self.style, self._fit)
        self._show_trick_question(played)
        self.march_prompt.value = paragraph(self._march_question(played), bold=True)
        for choice in self.march_buttons.children:
            choice.disabled = False
        self.reveal_button.disabled = True
        show_message(self.message, "Predict first: who wins the trick, and does the maker march?")
        self.answer_box.layout.display = "none"
        if self.tabs is not None:
            self.answer_wait.layout.display = "block"
            self.tabs.selected_index = 0
        for part in (self.verdicts, self.order_picture, self.tricks_text, self.result, self.changed):
            part.value = ""

    def _march_question(self, played: EraHand) -> str:
        hand = played.hand
        if hand.maker is None or hand.trump is None:
            return "Predict: does anyone make trump and march?"
        alone = " alone" if hand.alone else ""
        return (f"Predict: {hand.seat_name(hand.maker)} makes {hand.trump.plural}{alone}. "
                "Does the maker march (take all five tricks)?")

    def _show_trick_question(self, played: EraHand) -> None:
        trick, hand = self.showcase.key_trick, played.hand
        if trick is None or hand.trump is None:
            self.trick_prompt.value = paragraph("Nobody made trump in this era's hand: there is no trick to predict.")
            self.trick_picture.value = ""
            self.trick_buttons.children = []
            self.predicted_winner = -1
            return
        hidden = Trick(trick.number, trick.leader, trick.plays, None)
        self.trick_picture.value = within(trick_svg(hidden, hand.trump, hand.rules, self.style), "24vh")
        self.trick_prompt.value = paragraph(
            f"Predict: trump is {hand.trump.plural}; {hand.seat_name(trick.leader)} leads trick {trick.number}. "
            "Who wins this trick now?", bold=True)
        self.trick_buttons.children = [
            button(hand.seat_name(seat), f"Predict: {hand.seat_name(seat)} wins the trick",
                   partial(self.predict_winner, seat), self.message)
            for seat, _card in trick.plays
        ]

    def predict_winner(self, seat: int | str) -> None:
        """Predict who wins the key trick (a seat number or name of a player in that trick)."""
        self._still_open()
        trick, hand = self.showcase.key_trick, self.played.hand
        chosen = hand.rules.parse_seat(seat)
        if trick is None or hand.trump is None:
            raise EuchreError("Nobody made trump in this era's hand: there is no trick to predict.")
        if chosen not in (s for s, _card in trick.plays):
            raise EuchreError(f"{hand.seat_name(chosen)} did not play to this trick: predict one of the players shown.")
        self.predicted_winner = chosen
        for choice in self.trick_buttons.children:
            choice.disabled = choice.description == self.played.hand.seat_name(self.predicted_winner)
        self._ready()

    def predict_march(self, march: bool) -> None:
        """Predict whether the makers take all five tricks."""
        self._still_open()
        self.predicted_march = read_flag(march, "march")
        for choice in self.march_buttons.children:
            choice.disabled = choice.description == (YES if march else NO)
        self._ready()

    def _still_open(self) -> None:
        """Refuse a prediction once the answer is shown (its buttons are disabled then)."""
        if self.revealed:
            raise EuchreError("The answer is shown: go to another era to predict again.")

    def _ready(self) -> None:
        ready = self.predicted_winner is not None and self.predicted_march is not None
        self.reveal_button.disabled = not ready or self.revealed
        if ready and not self.revealed:
            show_message(self.message, "Now click “Show the hand played” to see the answer.")
        elif not self.revealed:
            show_message(self.message, "One more prediction, then the hand is played.")

    def reveal(self) -> None:
        """Play the hands under this era's rules and show the answers (after both predictions)."""
        if self.predicted_winner is None or self.predicted_march is None:
            show_message(self.message, "Predict first: who wins the trick, and does the maker march?", "error")
            return
        if self.revealed:
            return
        self.revealed = True
        played = self.played
        hand = played.hand
        verdicts = []
        trick = self.showcase.key_trick
        if trick is not None and hand.trump is not None and trick.winner is not None:
            right = self.predicted_winner == trick.winner
            self.score[0] += right
            self.score[1] += 1
            verdicts.append(("Right" if right else "Not quite") + f": {hand.seat_name(trick.winner)} wins trick "
                            f"{trick.number}. " + trick_reason(trick.cards, hand.trump, hand.rules))
            self.trick_picture.value = within(trick_svg(trick, hand.trump, hand.rules, self.style), "24vh")
        right = self.predicted_march == played.marched
        self.score[0] += right
        self.score[1] += 1
        took = "all five tricks: a march" if played.marched else f"{hand.maker_tricks} of the 5 tricks"
        verdicts.append(("Right" if right else "Not quite") + f": the makers take {took}.")
        self.verdicts.value = "".join(paragraph(v) for v in verdicts)
        for choice in (*self.trick_buttons.children, *self.march_buttons.children):
            choice.disabled = True
        self.reveal_button.disabled = True
        show_message(self.message, f"Score: {self.score[0]} of {self.score[1]}", "good")
        if hand.trump is not None:
            order = trump_order(hand.trump, hand.rules)
            label = f"Trump order in this era, high to low: {len(order)} {hand.trump.plural}"
            self.order_picture.value = within(hand_svg(order, hand.trump, hand.rules, self.style, label=label), "24vh")
        lines = [f"Trick {t.number}: " + ", ".join(f"{hand.seat_name(s)} {c}" for s, c in t.plays)
                 + f" — {hand.seat_name(t.winner)} wins" for t in hand.tricks if t.winner is not None]
        self.tricks_text.value = ("<ol class='euchre-history-tricks' style='margin:4px 0'>"
                                  + "".join(f"<li>{html.escape(line)}</li>" for line in lines) + "</ol>")
        self.result.value = paragraph(played.outcome(), bold=True)
        self.changed.value = (f"<div class='euchre-what-changed' style='padding:4px 8px;border-left:4px solid "
                              f"#1d6b3a;background:#eef7f0'><b>What changed:</b> "
                              f"{html.escape(self.showcase.what_changed)}</div>")
        self.answer_box.layout.display = "flex"  # not None: after "none", None leaves it hidden in JupyterLite
        if self.tabs is not None:
            self.answer_wait.layout.display = "none"
            self.tabs.selected_index = TABS.index("The answer")

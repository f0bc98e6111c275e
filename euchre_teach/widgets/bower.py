"""Bower explorer: every card in rank order under a chosen trump, pack and joker, and a quiz.

The left bower is seen leaving its printed suit and joining trump as second-highest; the
"which card is higher?" mode asks which of two cards takes a trick and explains the answer.
Rank orders, winners and roles all come from :mod:`euchre_teach.ranking`.
"""

from __future__ import annotations

import random
from functools import partial

import ipywidgets as W

from euchre_teach.cards import Card, Suit
from euchre_teach.errors import EuchreError
from euchre_teach.ranking import card_role, effective_suit, suit_order, trick_winner
from euchre_teach.render.explain import trick_reason
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import hand_svg, rows_svg
from euchre_teach.rules import Rules
from euchre_teach.widgets.base import (
    button,
    guarded,
    message_html,
    on_change,
    paragraph,
    read_rules,
    read_setup,
    read_suit,
    show_message,
    svg_html,
)

#: The packs offered besides the rules' own: 9 to ace, 8 to ace, 7 to ace.
PACKS = (24, 28, 32)
JOKERS = (("no joker", "none"), ("the joker (best bower)", "joker"), ("the 2♠ as benny", "2S"))
RANK_MODE, QUIZ_MODE = "Rank order", "Which card is higher?"
ORDINALS = ("first", "second", "third", "fourth")


def _packs(own: int) -> list[tuple[str, int]]:
    """The pack choices: the usual three and the rules' own size (36 cards in auction 7)."""
    lowest = {24: "9", 28: "8", 32: "7", 36: "6"}
    return [(f"{size} cards ({lowest.get(size, 'some')} to A)", size) for size in sorted({*PACKS, own})]


class BowerExplorer(W.VBox):
    """Choose trump, pack and joker; see the rank order; or answer "which card is higher?"."""

    def __init__(self, rules: Rules | str = "standard", *, trump: Suit | str = Suit.HEARTS, seed: int = 0,
                 style: Style | str | None = None) -> None:
        base = read_rules(rules)
        seed = read_setup(seed)[0]
        trump = read_suit(trump)
        self.base = base
        self.style = get_style(style)
        self.rng = random.Random(seed)
        self.score = [0, 0]
        joker = "none" if base.best_bower is None else ("joker" if base.best_bower.is_joker else base.best_bower.code)
        self.trump_choice = W.Dropdown(options=[(s.plural, s) for s in Suit], value=trump, description="Trump")
        self.pack_choice = W.Dropdown(options=_packs(base.pack_size), value=base.pack_size, description="Pack")
        values = [value for _, value in JOKERS]
        self.joker_choice = W.Dropdown(options=JOKERS, value=joker if joker in values else "none", description="Joker")
        self.mode = W.ToggleButtons(options=[RANK_MODE, QUIZ_MODE], value=RANK_MODE, description="Mode",
                                    tooltips=["Every card in rank order", "Two cards: which one wins the trick?"],
                                    style={"button_width": "auto"})
        self.message = message_html()
        for control in (self.trump_choice, self.pack_choice, self.joker_choice, self.mode):
            on_change(control, self.message, self._refresh)
        self.picture = svg_html()
        self.notes = W.HTML()
        self.question: tuple[Card, Card] | None = None
        self.answered = False
        self.answer_buttons = W.HBox()
        self.next_button = button("Next question", "Deal two new cards", self.new_question, self.message)
        self.quiz_box = W.VBox([self.answer_buttons, self.next_button])
        self.rules = base
        super().__init__([W.HBox([self.trump_choice, self.pack_choice, self.joker_choice],
                                 layout=W.Layout(flex_flow="row wrap")),
                          self.mode, self.message, self.picture, self.quiz_box, self.notes])
        self.add_class("euchre-bower")  # for page styles and browser tests
        self._refresh()

    @property
    def trump(self) -> Suit:
        """The chosen trump suit."""
        return self.trump_choice.value

    def _rules(self) -> Rules:
        joker = self.joker_choice.value
        return self.base.replace(pack_size=self.pack_choice.value, best_bower=None if joker == "none" else joker)

    def _refresh(self) -> None:
        # a question belongs to the choices it was asked under: a new trump, pack or joker closes it
        self.question = None
        self.answer_buttons.children = []
        show_message(self.message, "")
        if not guarded(self.message, self._apply_choices):
            self.picture.value = ""
            return
        quiz = self.mode.value == QUIZ_MODE
        # An explicit value: "display = None" after "none" leaves the box hidden in JupyterLite.
        self.quiz_box.layout.display = "flex" if quiz else "none"
        if quiz:
            self.new_question()
        else:
            self._show_ranks()

    def _apply_choices(self) -> None:
        self.rules = self._rules()

    def rank_rows(self) -> list[tuple[str, tuple[Card, ...]]]:
        """Each effective suit in rank order under the chosen trump, trump first (R2–R4)."""
        trump = self.trump
        others = [trump.cross[0], trump.same_colour, trump.cross[1]]
        rows = [(f"Trump: {trump.plural}\n{len(suit_order(trump, trump, self.rules))} cards",
                 suit_order(trump, trump, self.rules))]
        for suit in others:
            cards = suit_order(suit, trump, self.rules)
            rows.append((f"{suit.plural.capitalize()}\n{len(cards)} cards", cards))
        return rows

    def _show_ranks(self) -> None:
        trump, rules = self.trump, self.rules
        self.picture.value = rows_svg(self.rank_rows(), trump, rules, self.style,
                                      title=f"Every card in rank order, high to low, with {trump.plural} as trump")
        left = next(c for c in rules.pack if card_role(c, trump, rules) == "left bower")
        trumps = suit_order(trump, trump, rules)
        place = ORDINALS[trumps.index(left)]
        above = "the best bower and the right bower" if rules.best_bower is not None else "the right bower"
        assert left.suit is not None, "the left bower is a jack, and every jack has a suit"
        notes = [f"The {left} is the left bower: it leaves {left.suit.plural} and ranks {place} in "
                 f"{trump.plural}, below {above} and above the ace. It follows suit as a "
                 f"{trump.plural[:-1]}.",
                 f"{trump.same_colour.plural.capitalize()} (next: the same colour as trump) are one card short; "
                 f"{' and '.join(s.plural for s in trump.cross)} (cross: the other colour) keep their jacks."]
        best = rules.best_bower
        if best is not None:
            notes.insert(0, f"The {best} is the best bower: the highest trump, whatever trump is.")
        self.notes.value = "".join(paragraph(n) for n in notes)

    def new_question(self) -> None:
        """Two different cards from the pack: the first is led, the second follows."""
        led, other = self.rng.sample(list(self.rules.pack), 2)
        self.question = (led, other)
        self.answered = False
        self.picture.value = hand_svg([led, other], self.trump, self.rules, self.style,
                                      label=f"Trump {self.trump.plural}: the {led} is led, then the {other} is played")
        self.notes.value = paragraph(f"Trump is {self.trump.plural}. The {led} is led and the {other} follows. "
                                     "Which card wins the trick?")
        self.answer_buttons.children = [
            button(f"the {card}", f"Answer: the {card} wins", partial(self.answer, card), self.message)
            for card in (led, other)
        ]
        show_message(self.message, f"Score: {self.score[0]} of {self.score[1]}")

    def answer(self, card: Card | str) -> bool:
        """Answer the question; shows whether it is right and why. Returns True when right.

        A question is answered once (its buttons are then disabled): a second answer, or one naming
        neither card, is refused with a ``EuchreError`` and changes nothing."""
        if self.question is None or self.answered:
            raise EuchreError("There is no open question: click “Next question” for two new cards.")
        card = Card.parse(card)
        cards = list(self.question)
        if card not in cards:
            raise EuchreError(f"The {card} is not one of the two cards: answer the {cards[0]} or the {cards[1]}.")
        self.answered = True
        winner = cards[trick_winner(cards, self.trump, self.rules)]
        right = card == winner
        for choice in self.answer_buttons.children:
            choice.disabled = True
        self.score[0] += right
        self.score[1] += 1
        verdict = "Right!" if right else f"Not quite: the {winner} wins."
        show_message(self.message, f"{verdict} Score: {self.score[0]} of {self.score[1]}", "good" if right else "error")
        led_suit = effective_suit(cards[0], self.trump, self.rules)
        self.picture.value = hand_svg(cards, self.trump, self.rules, self.style, marks={winner: "winner"},
                                      label=f"{led_suit.plural.capitalize()} led; the {winner} wins")
        self.notes.value = paragraph(trick_reason(cards, self.trump, self.rules))
        return right

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
from euchre_teach.explain import sentences
from euchre_teach.i18n import mark_in, say, say_in, say_plural
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
JOKERS = ((mark_in("joker choice", "no joker"), "none"), (mark_in("joker choice", "the joker (best bower)"), "joker"),
          (mark_in("joker choice", "the 2♠ as benny"), "2S"))
#: The two modes (the toggle's values; its labels are in the learner's language).
RANK_MODE, QUIZ_MODE = mark_in("bower mode", "Rank order"), mark_in("bower mode", "Which card is higher?")
#: The sentence that follows the left bower's, per trump suit: the left bower follows suit as a card of trump.
# Translators: the left bower counts as a card of the trump suit when players follow suit.
FOLLOWS = {
    Suit.CLUBS: mark_in("left bower", "It follows suit as a club."),
    Suit.DIAMONDS: mark_in("left bower", "It follows suit as a diamond."),
    Suit.HEARTS: mark_in("left bower", "It follows suit as a heart."),
    Suit.SPADES: mark_in("left bower", "It follows suit as a spade."),
}


def _packs(own: int) -> list[tuple[str, int]]:
    """The pack choices: the usual three and the rules' own size (36 cards in auction 7)."""
    lowest = {24: "9", 28: "8", 32: "7", 36: "6"}
    # Translators: a pack's size and its lowest card: "24 cards (9 to A)".
    return [(say("{size} cards ({lowest} to A)", size=size, lowest=lowest[size]) if size in lowest else
             say("{size} cards (some to A)", size=size), size) for size in sorted({*PACKS, own})]


def _card(card: Card) -> str:
    """A card as the explorer writes it: its symbols (J♠), the joker by its name."""
    return card.name if card.is_joker else str(card)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


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
        self.trump_choice = W.Dropdown(options=[(s.said, s) for s in Suit], value=trump,
                                       description=say_in("control", "Trump"))
        self.pack_choice = W.Dropdown(options=_packs(base.pack_size), value=base.pack_size,
                                      description=say_in("control", "Pack"))
        values = [value for _, value in JOKERS]
        self.joker_choice = W.Dropdown(options=[(say_in("joker choice", label), value) for label, value in JOKERS],
                                       value=joker if joker in values else "none",
                                       description=say_in("control", "Joker"))
        self.mode = W.ToggleButtons(options=[(say_in("bower mode", mode), mode) for mode in (RANK_MODE, QUIZ_MODE)],
                                    value=RANK_MODE, description=say_in("control", "Mode"),
                                    tooltips=[say("Every card in rank order"),
                                              say("Two cards: which one wins the trick?")],
                                    style={"button_width": "auto"})
        self.message = message_html()
        for control in (self.trump_choice, self.pack_choice, self.joker_choice, self.mode):
            on_change(control, self.message, self._refresh)
        self.picture = svg_html()
        self.notes = W.HTML()
        self.question: tuple[Card, Card] | None = None
        self.answered = False
        self.answer_buttons = W.HBox()
        self.next_button = button(say("Next question"), say("Deal two new cards"), self.new_question, self.message)
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
        # Translators: a row's label in the rank-order picture, on two lines: the suit, then how many cards it has.
        rows = [(say_plural("Trump: {suit}\n{count} card", "Trump: {suit}\n{count} cards",
                            len(suit_order(trump, trump, self.rules)), suit=trump.said),
                 suit_order(trump, trump, self.rules))]
        for suit in others:
            cards = suit_order(suit, trump, self.rules)
            rows.append((_capital(say_plural("{suit}\n{count} card", "{suit}\n{count} cards", len(cards),
                                             suit=suit.said)), cards))
        return rows

    def _show_ranks(self) -> None:
        trump, rules = self.trump, self.rules
        self.picture.value = rows_svg(self.rank_rows(), trump, rules, self.style,
                                      title=say("Every card in rank order, high to low, with {suit} as trump",
                                                suit=trump.said))
        left = next(c for c in rules.pack if card_role(c, trump, rules) == "left bower")
        assert left.suit is not None, "the left bower is a jack, and every jack has a suit"
        best = rules.best_bower
        # Translators: {card} is the left bower ("J♦"); {suit} its printed suit and {trump} the trump suit (suit
        # names, context "suit").
        if best is None:
            first = say("The {card} is the left bower: it leaves {suit} and ranks second in {trump}, below the right "
                        "bower and above the ace.", card=left, suit=left.suit.said, trump=trump.said)
        else:
            first = say("The {card} is the left bower: it leaves {suit} and ranks third in {trump}, below the best "
                        "bower and the right bower and above the ace.", card=left, suit=left.suit.said,
                        trump=trump.said)
        cross = trump.cross
        # Translators: {next} is the other suit of trump's colour, {first} and {second} the suits of the other colour
        # (suit names, context "suit").
        notes = [sentences(first, say_in("left bower", FOLLOWS[trump])),
                 _capital(say("{next} (next: the same colour as trump) are one card short; {first} and {second} "
                              "(cross: the other colour) keep their jacks.", next=trump.same_colour.said,
                              first=cross[0].said, second=cross[1].said))]
        if best is not None:
            notes.insert(0, say("The {card} is the best bower: the highest trump, whatever trump is.",
                                card=_card(best)))
        self.notes.value = "".join(paragraph(n) for n in notes)

    def new_question(self) -> None:
        """Two different cards from the pack: the first is led, the second follows."""
        led, other = self.rng.sample(list(self.rules.pack), 2)
        self.question = (led, other)
        self.answered = False
        # Translators: {suit} is the trump suit (context "suit"); {led} and {other} are cards ("J♦", "joker").
        self.picture.value = hand_svg([led, other], self.trump, self.rules, self.style,
                                      label=say("Trump {suit}: the {led} is led, then the {other} is played",
                                                suit=self.trump.said, led=_card(led), other=_card(other)))
        self.notes.value = paragraph(say("Trump is {suit}. The {led} is led and the {other} follows. Which card wins "
                                         "the trick?", suit=self.trump.said, led=_card(led), other=_card(other)))
        self.answer_buttons.children = [
            button(say("the {card}", card=_card(card)), say("Answer: the {card} wins", card=_card(card)),
                   partial(self.answer, card), self.message)
            for card in (led, other)
        ]
        show_message(self.message, say_in("quiz", "Score: {right} of {asked}", right=self.score[0],
                                          asked=self.score[1]))

    def answer(self, card: Card | str) -> bool:
        """Answer the question; shows whether it is right and why. Returns True when right.

        A question is answered once (its buttons are then disabled): a second answer, or one naming
        neither card, is refused with a ``EuchreError`` and changes nothing."""
        if self.question is None or self.answered:
            raise EuchreError(say("There is no open question: click “Next question” for two new cards."))
        card = Card.parse(card)
        cards = list(self.question)
        if card not in cards:
            raise EuchreError(say("The {card} is not one of the two cards: answer the {first} or the {second}.",
                                  card=_card(card), first=_card(cards[0]), second=_card(cards[1])))
        self.answered = True
        winner = cards[trick_winner(cards, self.trump, self.rules)]
        right = card == winner
        for choice in self.answer_buttons.children:
            choice.disabled = True
        self.score[0] += right
        self.score[1] += 1
        score = {"right": self.score[0], "asked": self.score[1]}
        show_message(self.message, say_in("quiz", "Right! Score: {right} of {asked}", **score) if right else
                     say_in("quiz", "Not quite: the {card} wins. Score: {right} of {asked}", card=_card(winner),
                            **score), "good" if right else "error")
        led_suit = effective_suit(cards[0], self.trump, self.rules)
        # Translators: {suit} is the suit led (context "suit"), {card} the winning card.
        self.picture.value = hand_svg(cards, self.trump, self.rules, self.style, marks={winner: "winner"},
                                      label=_capital(say("{suit} led; the {card} wins", suit=led_suit.said,
                                                         card=_card(winner))))
        self.notes.value = paragraph(trick_reason(cards, self.trump, self.rules))
        return right

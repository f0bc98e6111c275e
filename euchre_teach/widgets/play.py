"""Play table: play a hand, or a whole match, as one seat against computer players.

Every click is an engine call: the learner's cards are all clickable, and an illegal card
shows the engine's reason and changes nothing. Bidding choices are the engine's legal
actions. After the learner acts, the computer players act until it is the learner's turn.
"""

from __future__ import annotations

import html

import ipywidgets as W

from euchre_teach import actions as A
from euchre_teach.actions import Action, Kind
from euchre_teach.cards import Card
from euchre_teach.match import Match
from euchre_teach.ranking import card_role
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import table_svg
from euchre_teach.rules import Rules, find_variant
from euchre_teach.state import HandState, Phase, new_hand
from euchre_teach.widgets.base import button, guarded, make_bot, message_html, show_message, svg_html
from euchre_teach.widgets.labels import action_label


class PlayTable(W.VBox):
    """The learner plays ``seat``; with ``match=True`` hands continue to the target score."""

    def __init__(self, rules: Rules | str = "standard", *, seed: int = 0, seat: int | str = 2,
                 level: str = "rule of thumb", match: bool = False, hints: bool = False, grading: bool = False,
                 style: Style | str | None = None) -> None:
        self.rules = find_variant(rules) if isinstance(rules, str) else rules
        self.seat = self.rules.parse_seat(seat)
        self.level, self.hints, self.grading = level, hints, grading
        self.grade = W.HTML()
        self.style = get_style(style)
        self.table = svg_html()
        self.message = message_html()
        self.bids = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.cards = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.history_log = W.HTML()
        self.score = W.HTML()
        self.next_button = button("Next hand ▶", "Deal the next hand", self.next_hand)
        super().__init__([self.score, self.message, self.bids, self.cards, self.grade, self.next_button,
                          self.table, self.history_log])
        self.match_mode = match
        self.new_game(seed)

    def new_game(self, seed: int) -> None:
        """Start a new hand (or a new match) from ``seed``."""
        self.seed = seed
        self.match: Match | None = Match(self.rules, seed) if self.match_mode else None
        self.bots = [make_bot(self.level, seed * 10 + s) for s in range(self.rules.players)]
        self.hand: HandState = self.match.hand if self.match is not None else new_hand(self.rules, seed)
        self.lines: list[str] = []
        show_message(self.message, "")
        self._bots_play()

    @property
    def learners_turn(self) -> bool:
        """True when the learner must act."""
        return not self.hand.is_terminal() and self.hand.current_player() == self.seat

    def act(self, action: Action | str) -> bool:
        """The learner's action. Illegal: the engine's reason is shown and nothing changes."""
        def apply() -> None:
            chosen = self.hand.verify(action, self.seat)
            said = self.hand.narrate(chosen, self.seat)
            verdict = self._grade(chosen)
            self._apply(chosen, self.seat)
            self.lines.append(said)
            self.grade.value = verdict

        done = guarded(self.message, apply)
        if done:
            show_message(self.message, "")
            self._bots_play()
        return done

    def _grade(self, action: Action) -> str:
        """With ``grading=True``: the engine's verdict on the learner's bid, discard or card."""
        from euchre_teach.analysis import grade

        if not self.grading or not (self.hand.phase.is_bidding_round or self.hand.phase in (Phase.DISCARD, Phase.PLAY)):
            return ""
        verdict = grade(self.hand.view(self.seat), action, seed=self.seed)
        colour = "#0b6b2b" if verdict.label in ("best", "good") else "#a40000"
        return (f"<div class='euchre-grade' style='color:{colour}'><b>{verdict.label.capitalize()}</b> — "
                f"{html.escape(verdict.reason)}</div>")

    def click_card(self, card: Card | str) -> bool:
        """A click on one of the learner's cards: a play, or the dealer's discard."""
        card = Card.parse(card)
        discard = self.hand.phase is Phase.DISCARD
        return self.act(A.discard(card) if discard else A.play(card))

    def _apply(self, action: Action | str, seat: int | None = None) -> None:
        if self.match is not None:
            self.match.apply(action, seat)
        else:
            self.hand.apply(action, seat)

    def _bots_play(self) -> None:
        while not self.hand.is_terminal() and self.hand.current_player() != self.seat:
            seat = self.hand.current_player()
            bot = self.bots[seat]  # type: ignore[index]
            decision = bot.decide(self.hand.view(seat))  # type: ignore[arg-type]
            said = self.hand.narrate(decision.action, self.seat)
            self._apply(decision.action)
            self.lines.append(said)
        self._show()

    def next_hand(self) -> None:
        """After a finished hand: the match's next hand, or a new single hand."""
        if not self.hand.is_terminal():
            show_message(self.message, "Finish this hand first.", "error")
            return
        if self.match is not None and not self.match.is_terminal():
            self.hand = self.match.hand
            self.lines = []
            show_message(self.message, "")
            self._bots_play()
        else:
            self.new_game(self.seed + 1)

    def _show(self) -> None:
        hand = self.hand
        self.table.value = table_svg(hand, self.seat, self.style, hints=self.hints)
        if self.learners_turn and hand.phase is not Phase.PLAY:
            self.bids.children = [
                button(action_label(hand, a), f"Say: {a}", lambda a=a: self.act(a))
                for a in hand.legal_actions() if a.kind not in (Kind.PLAY, Kind.DISCARD)
            ]
        else:
            self.bids.children = []
        verb = "Discard" if hand.phase is Phase.DISCARD else "Play"
        self.cards.children = [self._card_button(card, verb) for card in hand.hand(self.seat)]
        self.next_button.disabled = not hand.is_terminal()
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.lines[-12:])
        self.history_log.value = f"<ol class='euchre-log'>{items}</ol>"
        self.score.value = (f"<div role='status' aria-live='polite' class='euchre-score'>"
                            f"<b>{html.escape(self.status())}</b></div>")

    def _card_button(self, card: Card, verb: str) -> W.Button:
        role = card_role(card, self.hand.trump, self.rules)
        widget = button(str(card), f"{verb} the {card}" + (f" ({role})" if role else ""),
                        lambda: self.click_card(card), width="64px")
        widget.style.font_weight = "bold"
        widget.style.font_size = "18px"
        widget.style.text_color = self.style.suit_colour(card.suit is not None and card.suit.is_red)
        return widget

    def status(self) -> str:
        """Whose turn it is, the hand's result, and the match score."""
        hand, you = self.hand, self.rules.seat_name(self.seat)
        if hand.is_terminal():
            text = f"Hand over: {hand.result.explanation}."
        elif self.learners_turn:
            text = f"Your turn ({you}): {hand.phase.value}."
        else:
            text = f"{hand.seat_name(hand.current_player())} to act."  # type: ignore[arg-type]
        if self.match is not None:
            text += f" Match: {self.match.summary()}."
        return text

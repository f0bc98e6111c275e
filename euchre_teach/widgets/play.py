"""Play table: a learning table where one seat plays a hand, or a whole match, with a coach.

Every click is an engine call: the learner's cards are buttons drawn as cards, an illegal
click shows the engine's reason and changes nothing, and the bidding choices are the
engine's legal actions in the words a player says. After the learner acts, the computer
players act until it is the learner's turn again; their reasons are shown once the hand is over
(during it they would tell the learner about cards still hidden).

The coach (:mod:`euchre_teach.analysis.coach`) gives a **Hint** (the best move and why, in
card terms), grades each of the learner's decisions (best … blunder, with the better move),
and after each hand reviews the one to three costliest decisions. **Undo** takes back the
learner's last decision, **Retry this deal** starts the hand again (in a match, only while the
hand is in play: a scored hand is final), and a match ends in a "match over" state with a summary.

A card or bid button answers only for the drawing it belongs to: a click that reaches the kernel
after the table has been drawn again (the second click of a double click, a click sent while the computer
players moved, an old button after Undo or Retry) is ignored and changes nothing.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import ipywidgets as W

from euchre_teach import actions as A
from euchre_teach.actions import Action, Kind
from euchre_teach.bots import get_bot
from euchre_teach.cards import Card
from euchre_teach.errors import EuchreError
from euchre_teach.explain import grade_word, listed, sentences
from euchre_teach.i18n import mark_in, number, percent, say, say_in, say_plural
from euchre_teach.inputs import check_count, check_seed
from euchre_teach.match import Match
from euchre_teach.narration import narrate
from euchre_teach.progress import ProgressFile
from euchre_teach.ranking import card_role, role_label
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import within
from euchre_teach.rules import Partnership, Rules
from euchre_teach.share import Shared, from_code
from euchre_teach.state import HandState, Phase
from euchre_teach.widgets.base import (
    button,
    guarded,
    message_html,
    read_flag,
    read_rules,
    read_setup,
    show_message,
    svg_html,
    table_html,
)
from euchre_teach.widgets.css import PLAY_TABLE_CSS, PLAY_TABLE_HEIGHT, PROJECTOR_TABLE_HEIGHT
from euchre_teach.widgets.labels import action_label
from euchre_teach.widgets.matches import OneHand, match_stats

if TYPE_CHECKING:  # the coach and its samplers are imported with the first hint or verdict
    from euchre_teach.analysis.coach import Advice
    from euchre_teach.analysis.grading import Grade

_GOOD = ("best", "good", "not graded")
#: The most words a grade shows before "The numbers" is opened.
GRADE_WORDS = 40


def card_words(grade: Grade, advice: Advice | None) -> str:
    """A grade's reason without its numbers: the card reason the coach gave apart from them (after the move's
    name when the learner's move was the coach's own, which is said already)."""
    if advice is not None and grade.label == "best" and grade.action == advice.action:
        return advice.why or advice.words or grade.detail or grade.reason
    return grade.short or grade.detail or grade.reason


def fit_words(text: str, most: int) -> str:
    """``text`` in at most ``most`` words: whole clauses (parted as the language parts them: '; ') while they fit,
    else cut with '…'.

    >>> fit_words("one two; three four; five", 4)
    'one two; three four.'
    """
    between = say_in("clauses", "; ")
    body = text.rstrip(".。")
    stop = text[len(body):][:1] or "."
    kept: list[str] = []
    for clause in body.split(between):
        if len(" ".join([*kept, clause]).split()) > most:
            break
        kept.append(clause)
    if not kept:
        return " ".join(text.split()[:most]) + "…"
    return between.join(kept) + stop


@dataclass(frozen=True)
class Decision:
    """One decision the learner took: when, what, and the coach's grade (None: not graded)."""

    step: int  # the action's index in the hand
    when: str  # 'the bidding (round 1)', 'the discard', 'trick 3': English, the progress file's key
    said_when: str  # the same in the learner's words
    words: str  # what the learner did, in the buttons' words
    grade: Grade | None
    advice: Advice | None
    note: str = ""  # why an ungraded decision is not graded ("the only legal move", "any of these does the same")


class PlayTable(W.VBox):
    """The learner plays ``seat``; with ``match=True`` hands continue to the target score.

    ``hints`` shows the Hint button (and rings the legal cards), ``grading`` grades every
    decision; both are on by default. ``samples`` overrides the coach's deals per decision.
    ``code`` (a shared deal's code, :mod:`euchre_teach.share`) starts a single hand of that deal, with
    the code's rules, at the step it names.
    """

    def __init__(self, rules: Rules | str = "standard", *, seed: int = 0, seat: int | str = 2,
                 level: str = "rule of thumb", match: bool = False, hints: bool = True, grading: bool = True,
                 samples: int | None = None, style: Style | str | None = None, code: str | None = None) -> None:
        shared = self._read_code(code, match)
        self.rules = read_rules(rules) if shared is None else shared.record.rules
        self.seat = self.rules.parse_seat(seat)
        seed, self.level, self.samples = read_setup(seed, level, samples)
        self.hints, self.grading = read_flag(hints, "hints"), read_flag(grading, "grading")
        self.match_mode = read_flag(match, "match")
        self.progress = ProgressFile()  # the learner's graded decisions, kept on this machine
        self.style = get_style(style)
        self.message = message_html()
        self.message.add_class("euchre-message")
        self.score = W.HTML()
        self.table = svg_html()
        self.table.add_class("euchre-play-picture")
        self.hint_text = W.HTML()
        self.grade = W.HTML()
        self.history_log = W.HTML()
        coach = W.VBox([self.hint_text, self.grade, self.history_log])
        coach.add_class("euchre-coach")
        self.cards = W.HBox(layout=W.Layout(flex_flow="row wrap", align_items="flex-end"))
        self.bids = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.cards.add_class("euchre-cards")
        self.bids.add_class("euchre-bids")
        self.hint_button = button(say("Hint"), say("The coach's best move here, and why"), self.hint, self.message)
        self.undo_button = button(say("Undo"), say("Take back your last decision"), self.undo, self.message)
        self.retry_button = button(say("Retry this deal"), say("Play this hand again from the deal"), self.retry,
                                   self.message)
        self.next_button = button(say("Next hand ▶"), say("Deal the next hand"), self.next_hand, self.message)
        self.hint_button.layout.display = "inline-flex" if hints else "none"
        controls = W.HBox([self.hint_button, self.undo_button, self.retry_button, self.next_button],
                          layout=W.Layout(flex_flow="row wrap", align_items="center"))
        controls.add_class("euchre-controls")
        # the cards, the bids and the controls share one row where it fits (one screen on a small display)
        choices = W.HBox([self.cards, self.bids, controls],
                         layout=W.Layout(flex_flow="row wrap", align_items="flex-end"))
        choices.add_class("euchre-choices")
        self.review = W.HTML()
        if self.style.on_projector:
            # the table takes the screen's height (its text 16 px and up) and everything else goes beside it
            side = W.VBox([choices, self.message, self.review, coach])
            side.add_class("euchre-side")
            top = W.HBox([self.table, side], layout=W.Layout(flex_flow="row nowrap", align_items="flex-start"))
            children = [W.HTML(PLAY_TABLE_CSS), self.score, top]
        else:
            top = W.HBox([self.table, coach], layout=W.Layout(flex_flow="row wrap", align_items="flex-start"))
            children = [W.HTML(PLAY_TABLE_CSS), self.score, top, choices, self.message, self.review]
        top.add_class("euchre-top")
        super().__init__(children)
        self.add_class("euchre-play")
        if self.style.on_projector:
            self.add_class("euchre-projector")
        self._drawings = 0  # how many times the buttons were drawn: a button answers for its own drawing
        if shared is None:
            self.new_game(seed)
        else:
            self.open_shared(shared)

    @staticmethod
    def _read_code(code: str | None, match: bool) -> Shared | None:
        """A shared deal's code (see :mod:`euchre_teach.share`), read before anything is built."""
        if code is None:
            return None
        if match is not False:
            raise EuchreError("a shared deal is played as a single hand: leave out match=True when you give a code")
        return from_code(code)

    # -- starting ---------------------------------------------------------------------------
    def new_game(self, seed: int) -> None:
        """Start a new hand (or a new match) from ``seed`` (a refused seed changes nothing)."""
        match = (Match if self.match_mode else OneHand)(self.rules, check_seed(seed))
        self.seed = seed
        self.match: Match = match  # a single hand is a match of one
        self.hand: HandState = match.hand  # the hand shown: a finished one stays until "Next hand"
        self.all_decisions: list[Decision] = []  # the finished hands' decisions, for the match summary
        self._start_hand()

    def open_shared(self, shared: Shared) -> None:
        """Start the table at a shared deal, at the step its code names (else at the deal); the actions
        before that step are taken as the code says and shown in the log. A finished hand starts at the deal."""
        record, step = shared
        start = 0 if step is None or record.at(step).is_terminal() else step
        self.seed = record.deal.seed or 0  # "Next hand" after it deals seeded hands from here
        self.match = OneHand.of_deal(record.rules, record.deal)
        self.hand = self.match.hand
        self.all_decisions = []
        self._start_hand(record.actions[:start])
        you = self.rules.seat_name(self.seat)
        # Translators: {seat} is the learner's seat ("South"); {count} the actions taken before the learner starts.
        show_message(self.message, say("A shared deal: you play {seat} from the deal.", seat=you) if start == 0 else
                     say_plural("A shared deal: you play {seat}. The first {count} actions are taken as the shared "
                                "code gives them, and the hand goes on from there.",
                                "A shared deal: you play {seat}. The first {count} actions are taken as the shared "
                                "code gives them, and the hand goes on from there.", start, seat=you), "info")

    def _start_hand(self, given: tuple[Action, ...] = ()) -> None:
        self.decisions: list[Decision] = []
        self.lines: list[str] = []  # one per action of the hand, as the learner may hear it
        self.reasons: list[str] = []  # the same with the computer players' whole reasons, shown after the hand
        self.quiet: set[int] = set()  # steps left out of the log: a defender's "no" when nobody went alone
        self._advice: dict[tuple[Action, ...], Advice] = {}
        self.hint_text.value = self.grade.value = self.review.value = ""
        show_message(self.message, "")
        for action in given:  # a shared deal's actions before its step, as any player's are logged
            line = self._narrate(action, "")
            self.match.apply(action)
            self.lines.append(line)
            self.reasons.append(line)
        self._bots_play()

    @property
    def hand_number(self) -> int:
        """1 for the first hand of the match (always 1 for a single hand)."""
        return len(self.match.records) + (0 if self.hand.is_terminal() else 1)

    @property
    def learners_turn(self) -> bool:
        """True when the learner must act."""
        return not self.hand.is_terminal() and self.hand.current_player() == self.seat

    @property
    def match_over(self) -> bool:
        """True once the match has a winner (a single hand: once it is over)."""
        return self.match.is_terminal()

    # -- the learner's moves --------------------------------------------------------------------
    def act(self, action: Action | str) -> bool:
        """The learner's action. Illegal: the engine's reason is shown and nothing changes."""
        def apply() -> None:
            chosen = self.hand.verify(action, self.seat)
            step = len(self.hand.actions)
            said = self.hand.narrate(chosen, self.seat)
            decision = self._judge(chosen, step)
            self.match.apply(chosen, self.seat)
            # Translators: a line of the hand's log: {said} is what the learner did, in the narration's words;
            # {grade} the coach's grade of it ("best", "mistake").
            self.lines.append(say("You: {said}", said=said) if decision.grade is None else
                              say("You: {said} [{grade}]", said=said, grade=grade_word(decision.grade.label)))
            self.reasons.append(self.lines[-1])
            self.decisions.append(decision)
            if decision.grade is not None:  # a graded decision goes to the learner's progress file
                self.progress.record("table", "the learning table", decision.when,
                                     right=decision.grade.label in _GOOD)
            self.grade.value = self._grade_html(decision)
            self.hint_text.value = ""

        done = guarded(self.message, apply)
        if done:
            show_message(self.message, "")
            self._bots_play()
            self._focus_next()
        return done

    def _focus_next(self) -> None:
        """After the learner's move the buttons are drawn anew: the keyboard goes on from the next
        choice (a legal card, else the first card or bid), or from "Next hand ▶" once the hand is over."""
        cards = list(self.cards.children)
        playable = {a.card for a in self.hand.legal_actions()} if self.learners_turn else set()
        legal = [b for b, card in zip(cards, self.hand.hand(self.seat), strict=True) if card in playable]
        choices = [*legal, *self.bids.children] if self.learners_turn else []
        target = choices[0] if choices else self.next_button
        if not target.disabled:
            target.focus()

    def _clicked(self, drawn: int, do: Callable[[], bool]) -> bool:
        """A drawn button's click. One from an earlier drawing (the second click of a double click,
        a click queued while the computer players moved, an old button after Undo or Retry) is
        ignored: it changes nothing. A click on a button shown now always counts.

        Drawings are counted rather than compared by position: after Retry the computer players
        replay the same moves, so an old card button would otherwise match the new moment."""
        if drawn != self._drawings:
            show_message(self.message, say("That click was on a button from before the table was last drawn, "
                                           "so it was ignored: choose from the buttons shown now."), "info")
            return False
        return do()

    def click_card(self, card: Card | str) -> bool:
        """A click on one of the learner's cards: a play, or the dealer's discard."""
        card = Card.parse(card)
        hand = self.hand
        if not hand.is_terminal() and self.learners_turn and hand.phase not in (Phase.PLAY, Phase.DISCARD):
            words = listed(action_label(hand, a) for a in hand.legal_actions())
            # Translators: {buttons} lists the bid buttons' words ("pass, order it up (hearts)").
            show_message(self.message, say("It is your turn to bid, not to play a card: choose one of the bid "
                                           "buttons ({buttons}).", buttons=words), "error")
            return False
        return self.act(A.discard(card) if hand.phase is Phase.DISCARD else A.play(card))

    def hint(self) -> Advice | None:
        """The coach's best move for the learner now, shown under the table."""
        if not self.learners_turn:
            show_message(self.message, say("No hint now: it is not your turn to decide."), "info")
            return None
        advice = self._advise()
        self.hint_text.value = (f"<div class='euchre-hint'><b>{html.escape(say('Hint:'))}</b> "
                                f"{html.escape(advice.reason)}</div>")
        return advice

    def undo(self) -> bool:
        """Take back the learner's last decision (and the computer players' moves after it)."""
        mine = [i for i, (s, _) in enumerate(self.hand.history) if s == self.seat]
        if not mine:
            show_message(self.message, say("Nothing to undo: you have not made a decision in this hand yet."), "error")
            return False
        if not self._rewind(mine[-1]):
            return False
        show_message(self.message, say("Your last decision is taken back: decide again."), "info")
        return True

    def retry(self) -> bool:
        """Play this deal again from the start (in a match, only while the hand is in play)."""
        if not self.hand.actions:
            show_message(self.message, say("Nothing to retry: no one has acted in this hand yet."), "error")
            return False
        if not self._rewind(0):
            return False
        show_message(self.message, say("The same deal again, from the start."), "info")
        return True

    @property
    def _scored(self) -> bool:
        """True when the hand shown is over and counted in a match's score (so it is final; a
        single hand may be taken back)."""
        return self.match_mode and self.hand.is_terminal()

    def _rewind(self, step: int) -> bool:
        """Go back to the state before action number ``step`` of this hand; False (and the reason
        shown) when it cannot be: in a match a scored hand is final."""
        if self._scored:
            show_message(self.message, say("This hand is scored, and a scored hand in a match is final: "
                                           "“Next hand ▶” deals the next one."), "error")
            return False
        self.match.rewind(step)  # replays this hand only
        self.hand = self.match.hand
        self.decisions = [d for d in self.decisions if d.step < step]
        self.lines, self.reasons = self.lines[:step], self.reasons[:step]
        self.quiet = {q for q in self.quiet if q < step}
        self.grade.value = self._grade_html(self.decisions[-1]) if self.decisions else ""
        self.hint_text.value = self.review.value = ""
        self._bots_play()
        return True

    def next_hand(self) -> None:
        """After a finished hand: the match's next hand; after the match (or a single hand): a new one."""
        if not self.hand.is_terminal():
            show_message(self.message, say("Finish this hand first."), "error")
            return
        self.all_decisions += self.decisions
        if not self.match.is_terminal():
            self.hand = self.match.hand
            self._start_hand()
        else:
            self.new_game(self.seed + 1)

    # -- the coach ------------------------------------------------------------------------------
    def _advise(self) -> Advice:
        """The coach's advice for the learner's decision now (once per position)."""
        from euchre_teach.analysis.coach import advise
        key = self.hand.actions
        if key not in self._advice:
            view = self.hand.view(self.seat)
            self._advice[key] = advise(view, self.samples, self._seed_at(len(key)), self._score())
        return self._advice[key]

    def _seed_at(self, step: int) -> int:
        """The seed of the coach's deals, or of a computer player, at action ``step`` of this hand."""
        return self.seed * 7919 + self.hand_number * 101 + step

    def _score(self) -> tuple[int, int] | None:
        """The learner's side's score and the best other one, for the coach (None: a single hand)."""
        if not self.match_mode:
            return None
        scores = self.match.scores
        ours = scores[self.seat]
        side = self._side()
        theirs = max((s for i, s in enumerate(scores) if i not in side), default=0)
        return ours, theirs

    def _judge(self, action: Action, step: int) -> Decision:
        hand = self.hand
        when, said_when = _when(hand)
        words = str(action) if action.kind is Kind.BID else action_label(hand, action)  # "bid 4 hearts", not "4♥"
        if not self.grading:
            return Decision(step, when, said_when, words, None, None)
        from euchre_teach.analysis.grading import judge, only_move

        if len(hand.legal_actions()) < 2:
            return Decision(step, when, said_when, words, None, None, only_move(action).headline)
        advice = self._advise()
        verdict = judge(advice, action)
        if verdict.label == "not graded":
            return Decision(step, when, said_when, words, None, advice, verdict.headline)
        return Decision(step, when, said_when, words, verdict, advice)

    def _grade_html(self, decision: Decision) -> str:
        """The grade in at most :data:`GRADE_WORDS` words, the card reason first; the numbers (the loss, its
        sampling error, every choice's expected points) one click away, under "The numbers"."""
        grade = decision.grade
        if grade is None:
            # Translators: {words} is the learner's move in the buttons' words ("play J♠", "pass"); a coach's note
            # on why it is not graded follows.
            return (f"<div class='euchre-grade'><b>{html.escape(say('Your {words}:', words=decision.words))}</b> "
                    f"{html.escape(decision.note)}</div>") if decision.note else ""
        colour = "#0b6b2b" if grade.label in _GOOD else "#a40000"
        # Translators: {words} is the learner's move in the buttons' words ("play J♠"); {grade} the coach's grade.
        said = say("Your {words}: {grade}.", words=decision.words, grade=grade_word(grade.label))
        reason = card_words(grade, decision.advice)
        short = fit_words(reason[:1].upper() + reason[1:], GRADE_WORDS - len(said.split()))
        numbers = sentences(grade.headline.removeprefix(say("Best.")).strip(), grade.detail)
        return (f"<div class='euchre-grade' style='color:{colour}'><b>{html.escape(said)}</b> {html.escape(short)}"
                f"<details><summary>{html.escape(say('The numbers'))}</summary>{html.escape(numbers or grade.reason)}"
                "</details></div>")

    def costliest(self, decisions: list[Decision] | None = None, most: int = 3) -> list[Decision]:
        """The learner's ``most`` (1 to 10) costliest graded decisions (those that gave points away), of
        ``decisions`` (a list of :class:`Decision`; this hand's by default)."""
        most = check_count(most, "most", 1, 10)
        chosen = self.decisions if decisions is None else decisions
        if not isinstance(chosen, list) or not all(isinstance(d, Decision) for d in chosen):
            raise EuchreError(f"decisions is {chosen!r:.60}: give a list of the table's Decision values (or None)")
        graded = [d for d in chosen if d.grade is not None and d.grade.label not in _GOOD]
        return sorted(graded, key=lambda d: -d.grade.loss if d.grade is not None else 0.0)[:most]

    def review_text(self) -> str:
        """The after-hand review: the costliest decisions, what was better and why."""
        worst = self.costliest()
        if not any(d.grade is not None for d in self.decisions):
            return say("No graded decisions in this hand.")
        if not worst:
            return say("Every decision you made in this hand was the best one, or within {margin} points of it.",
                       margin=number(0.05))
        return "\n".join(_costly_line(d) for d in worst)

    def summary(self) -> str:
        """The match (or hand) in numbers: hands won, euchres, loners, the learner's grades."""
        stats = match_stats(list(self.match.records), self._side(), self.rules)
        grades: dict[str, int] = {}
        for decision in [*self.all_decisions, *self.decisions]:
            if decision.grade is not None:
                grades[decision.grade.label] = grades.get(decision.grade.label, 0) + 1
        graded = listed(count(grades[g]) for g, count in _GRADE_COUNTS.items() if g in grades) or say("none graded")
        loners = self.rules.partnership is not Partnership.NONE  # without partners every maker plays alone
        template = _SUMMARIES[loners, bool(stats.defences)]
        return say_in("summary", template, result=self.match.summary(), won=stats.won, hands=stats.hands,
                   times=say_plural("{count} time", "{count} times", stats.euchred_them),
                   euchred=stats.euchred_us, graded=graded,
                   loners=say_plural("{count} lone hand", "{count} lone hands", stats.loners),
                   made=stats.loners_made,
                   defences=say_plural("{count} lone defence", "{count} lone defences", stats.defences),
                   defended=stats.defences_won)

    def _side(self) -> set[int]:
        return {self.seat, self.rules.partner(self.seat)} if self.rules.partners_opposite else {self.seat}

    # -- the computer players ----------------------------------------------------------------
    def _bots_play(self) -> None:
        while not self.hand.is_terminal() and self.hand.current_player() != self.seat:
            seat = self.hand.current_player()
            assert seat is not None
            step = len(self.hand.actions)
            # the match's view: with the match score in a match (a strong bot plays for the match)
            decision = get_bot(self.level, self._seed_at(step)).decide(self.match.view(seat))
            phase = self.hand.phase
            secret = phase is Phase.DISCARD  # the reason would name the card laid away
            if phase is Phase.DEFENDING and decision.action.kind is Kind.PASS and not self.hand.alone:
                self.quiet.add(step)  # asked by the rules at every hand; a "no" tells nothing
            # During the hand a player's reason is not said: it rests on cards the learner cannot see
            # (a partner's count, a hidden card the strong player weighed). The review tells them all.
            public = self._narrate(decision.action, "")
            whole = public if secret else self._narrate(decision.action, decision.reason)
            self.match.apply(decision.action)
            self.lines.append(public)
            self.reasons.append(whole)
        self._show()

    def _narrate(self, action: Action, why: str) -> str:
        """The action in words as the learner may hear it, with the player's reason right after the move."""
        after = self.hand.clone()
        after.apply(action)
        return narrate(self.hand.table_view(), action, after.table_view(), self.seat, why)

    # -- what the learner sees ------------------------------------------------------------------
    def _show(self) -> None:
        hand = self.hand
        self._drawings += 1
        guard = partial(self._clicked, self._drawings)  # these buttons answer for this drawing only
        # the table, the learner's cards and the choices on one screen: the table's height leaves room for them
        height = PROJECTOR_TABLE_HEIGHT if self.style.on_projector else PLAY_TABLE_HEIGHT
        self.table.value = table_html(hand, self.seat, self.style, partial(within, height=height), hints=self.hints)
        if self.learners_turn and hand.phase not in (Phase.PLAY, Phase.DISCARD):
            self.bids.children = [
                # Translators: a bid button's tooltip; {words} is the bid ("bid 4 hearts", "pass").
                button(action_label(hand, a), say("Say: {words}", words=a if a.kind is Kind.BID else
                                                  action_label(hand, a)),
                       partial(guard, partial(self.act, a)), self.message)
                for a in hand.legal_actions() if a.kind not in (Kind.PLAY, Kind.DISCARD)
            ]
        else:
            self.bids.children = []
        self.cards.children = [self._card_button(card, guard) for card in hand.hand(self.seat)]
        for box in (self.cards, self.bids):  # an empty box would still take its gap in the row
            box.layout.display = "flex" if box.children else "none"
        over = hand.is_terminal()
        self.hint_button.disabled = not self.learners_turn
        self.undo_button.disabled = self._scored or not any(s == self.seat for s, _ in hand.history)
        self.retry_button.disabled = self._scored or not hand.actions
        self.next_button.disabled = not over
        self.next_button.description = (say("New match ▶") if over and self.match_over and self.match_mode else
                                        say("Next hand ▶"))
        items = "".join(f"<li value='{n}'>{html.escape(line)}</li>" for n, line in self.log_shown())
        title = say("The whole hand, with the computer players' reasons in full") if over else say("This hand so far")
        # the box scrolls, so a keyboard must reach it (tabindex) and a screen reader hears it as a log
        self.history_log.value = (f"<b>{title}</b><div class='euchre-log-box' tabindex='0' role='log' "
                                  f"aria-label='{html.escape(title, quote=True)}'><div><ol class='euchre-log'>"
                                  f"{items}</ol></div></div>" if items else "")
        self.score.value = (f"<div role='status' aria-live='polite' class='euchre-score'>"
                            f"<b>{html.escape(self.status())}</b></div>")
        if over:
            self._show_review()

    def log_shown(self) -> list[tuple[int, str]]:
        """The log's lines as shown, numbered from the hand's start (its first action is 1): the whole
        hand, with the computer players' reasons in full once it is over. A defender's "no" to a lone
        defence when nobody went alone tells nothing, so it is left out and the numbers run on without it."""
        lines = self.reasons if self.hand.is_terminal() else self.lines
        return list(enumerate((line for step, line in enumerate(lines) if step not in self.quiet), 1))

    def _show_review(self) -> None:
        review = "".join(f"<li>{html.escape(line)}</li>" for line in self.review_text().splitlines())
        body = f"<div class='euchre-review'><b>{html.escape(say('Review of this hand'))}</b><ul>{review}</ul></div>"
        if self.match_over:
            title = say("Match over.") if self.match_mode else say("Hand over.")
            body = (f"<div class='euchre-match-over' style='border:2px solid #0b6b2b;padding:4px 8px'>"
                    f"<b>{html.escape(title)}</b> {html.escape(self.summary())}</div>{body}")
        self.review.value = body

    def _card_button(self, card: Card, guard: Callable[[Callable[[], bool]], bool]) -> W.Button:
        hand = self.hand
        role = card_role(card, hand.trump, self.rules)
        # Translators: a card button's tooltip; {card} is the card ("J♠"), {role} what it is under trump
        # ("left bower", "trump").
        if hand.phase is Phase.DISCARD:
            tip = say("Discard the {card} ({role})", card=card, role=role_label(role)) if role else \
                say("Discard the {card}", card=card)
        else:
            tip = say("Play the {card} ({role})", card=card, role=role_label(role)) if role else \
                say("Play the {card}", card=card)
        widget = button(str(card), tip,
                        partial(guard, partial(self.click_card, card)), self.message)
        widget.add_class("euchre-card-button")
        widget.style.text_color = self.style.suit_colour(card.suit is not None and card.suit.is_red)
        widget.disabled = hand.is_terminal()
        if self.hints and self.learners_turn and hand.phase in (Phase.PLAY, Phase.DISCARD) and \
                any(a.card == card for a in hand.legal_actions()):
            widget.add_class("euchre-legal")
        return widget

    def status(self) -> str:
        """Whose turn it is, the hand's result, and the match score."""
        hand, you = self.hand, self.rules.seat_name(self.seat)
        if self.match.is_terminal():
            # Translators: {result} is the match's (or the hand's) result in a sentence of its own.
            return (say("Match over: {result}.", result=self.match.summary()) if self.match_mode else
                    say("Hand over: {result}.", result=self.match.summary()))
        if hand.is_terminal():
            text = say("Hand over: {result}.", result=_capital(hand.result.explanation))
        elif self.learners_turn:
            # Translators: {seat} is the learner's seat ("South"); {phase} where the hand is ("round 1", "play").
            text = say("Your turn ({seat}): {phase}.", seat=you, phase=hand.phase.label)
        else:
            text = say("{seat} to act.", seat=hand.seat_name(hand.player_to_act()))
        if self.match_mode:
            # Translators: {number} counts the match's hands; {score} is the match score ("North–South 0,
            # East–West 0 (playing to 10)").
            text = sentences(text, say("Hand {number}. Match: {score}.", number=self.hand_number,
                                       score=self.match.summary()))
        return text


def _capital(text: str) -> str:
    """The engine's words at the start of a sentence."""
    return text[:1].upper() + text[1:]


#: The grades a summary counts, in order, each counted in the learner's words (English says "2 inaccuracy").
_GRADE_COUNTS: dict[str, Callable[[int], str]] = {
    "best": lambda n: say_plural("{count} best", "{count} best", n),
    "good": lambda n: say_plural("{count} good", "{count} good", n),
    "inaccuracy": lambda n: say_plural("{count} inaccuracy", "{count} inaccuracy", n),
    "mistake": lambda n: say_plural("{count} mistake", "{count} mistake", n),
    "blunder": lambda n: say_plural("{count} blunder", "{count} blunder", n),
}
# Translators: a match's summary. {result} is the match's result as a sentence ("North–South win, ..."); {won}
# and {hands} count hands; {times} says how often ("2 times"); {euchred} is a number; {loners} and {defences}
# count lone hands and lone defences ("1 lone hand"), {made} and {defended} how many of them succeeded;
# {graded} lists the learner's grades ("3 best, 1 mistake").
_SUMMARIES = {
    (False, False): mark_in("summary", "{result}. Your side won {won} of {hands} hands; you euchred the other side "
                                       "{times} and were euchred {euchred}. Your decisions: {graded}."),
    (True, False): mark_in("summary", "{result}. Your side won {won} of {hands} hands; you euchred the other side "
                                      "{times} and were euchred {euchred}; {loners} ({made} made). Your decisions: "
                                      "{graded}."),
    (True, True): mark_in("summary", "{result}. Your side won {won} of {hands} hands; you euchred the other side "
                                     "{times} and were euchred {euchred}; {loners} ({made} made), {defences} "
                                     "({defended} won). Your decisions: {graded}."),
    (False, True): mark_in("summary", "{result}. Your side won {won} of {hands} hands; you euchred the other side "
                                      "{times} and were euchred {euchred}, {defences} ({defended} won). Your "
                                      "decisions: {graded}."),
}


def _when(hand: HandState) -> tuple[str, str]:
    """When a decision is taken, in English (the progress file's key: 'trick 3', 'the discard',
    'the bidding (round 1)') and in the learner's words."""
    if hand.phase is Phase.PLAY:
        number = len(hand.tricks) + 1
        return f"trick {number}", say_in("decision", "trick {number}", number=number)
    if hand.phase is Phase.DISCARD:
        return "the discard", say_in("decision", "the discard")
    return (f"the bidding ({hand.phase.value})",
            say_in("decision", "the bidding ({phase})", phase=hand.phase.label))


def _costly_line(decision: Decision) -> str:
    """One line of the review: a costly decision, what it gave away, and what was better."""
    grade, advice = decision.grade, decision.advice
    assert grade is not None and advice is not None, "costliest() keeps graded decisions, graded by advice"
    # Translators: {when} is when it happened ("trick 3", "the bidding (round 1)"); {words} the learner's move in
    # the buttons' words; {grade} the grade with its article ("an inaccuracy"); {reason} the coach's reason.
    values = {"when": decision.said_when, "words": decision.words, "grade": _graded(grade.label),
              "reason": advice.reason, "loss": number(grade.loss), "error": number(grade.error)}
    if advice.by_match:
        return say("In {when}, your {words} was {grade} (it gave away {share} of your chance to win the match). "
                   "Better: {reason}", share=percent(grade.loss), **values)
    if not grade.error:
        return say("In {when}, your {words} was {grade} (it gave away {loss} points). Better: {reason}", **values)
    if grade.loss < 2 * grade.error:
        return say("In {when}, your {words} was {grade} (it gave away {loss} points ±{error}, within the sampling "
                   "error). Better: {reason}", **values)
    return say("In {when}, your {words} was {grade} (it gave away {loss} points ±{error}). Better: {reason}",
               **values)


#: A costly grade with its article, as the review says it.
_WITH_ARTICLE = {
    "inaccuracy": mark_in("coach grade", "an inaccuracy"),
    "mistake": mark_in("coach grade", "a mistake"),
    "blunder": mark_in("coach grade", "a blunder"),
}


def _graded(label: str) -> str:
    found = _WITH_ARTICLE.get(label)
    if found is None:
        return ("an " if label[:1] in tuple("aeiou") else "a ") + label
    return say_in("coach grade", found)


__all__ = ["Decision", "PlayTable"]

"""The coach reviews a real game: every decision of every seat graded from that seat's view.

:func:`review_game` replays each deal of an EGN game (:mod:`euchre_teach.egn`) along its main line. At
every decision (a bid, the dealer's discard, a card) the coach advises the seat to act from its own view
(:func:`~.coach.advise`, given the match score, so near the end of a match a bid is judged by the chance to
win the match) and judges the move made (:func:`~.grading.judge`): a forced move is not graded
(:func:`~.grading.only_move`), nor one of moves that all score the same. The players' own annotations sit
beside the coach's verdict at the same decision, and each alternative line of the file is replayed to its
end (or played on by strong computer players when the file stops it early and every card is known) to
show the score it leads to, next to the main line's.

Cards the file does not show are never used as fact. The reader fills them in (a lone hand's partner's
hand, a discard the file leaves out) and lists their seats; here a decision taken while holding such a
card is not graded and that hand is not drawn, an unrecorded discard is neither graded nor named, and
the dealer's later cards are judged from a view without it (as if any unseen card could have been the
discard). The other seats never see those cards anyway.

Work is bounded: one advice per decision, reused for the alternative move at a fork (the same view);
``samples`` deals per advice (the coach's own numbers by default); at most 100 deals of at most 40
decisions each.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from euchre_teach.actions import Action, Kind
from euchre_teach.analysis.coach import advise
from euchre_teach.analysis.grading import Advice, Grade, judge, only_move
from euchre_teach.bots.base import computer_players, play_out
from euchre_teach.cards import Card
from euchre_teach.egn.game import EgnBranch, EgnDeal, EgnGame, Notes
from euchre_teach.egn.reader import read_game
from euchre_teach.errors import EuchreError
from euchre_teach.inputs import check_count, check_seed
from euchre_teach.narration import side_name
from euchre_teach.rules import Rules
from euchre_teach.state import HandState, Phase
from euchre_teach.views import SeatView

#: The most deals the coach may sample for one decision (a whole game then takes minutes, not hours).
MAX_REVIEW_SAMPLES = 2_000
#: Grades from the least to the most costly; a grade outside the list (not graded) costs nothing.
SEVERITY = ("best", "good", "inaccuracy", "mistake", "blunder")
#: How many decisions each side's list of costliest decisions names.
COSTLIEST = 5
#: The headline of a decision taken while holding a card the file does not show.
HIDDEN_HAND = ("Not graded: the file does not show every card {who} held then, and the coach judges only "
               "from what the seat could see.")
HIDDEN_DISCARD = "Not graded: the file does not say which card the dealer discarded."


@dataclass(frozen=True)
class Decision:
    """One decision of the main line, graded from the acting seat's view (``view``, as it may be drawn)."""

    deal: int  # the deal's number, from 1
    step: int  # the action's index in the deal's main line
    seat: int
    action: Action
    when: str  # 'round 1 of the bidding', 'the discard', 'trick 3'
    words: str  # the move as the table heard it
    grade: Grade
    view: SeatView
    notes: tuple[str, ...] = ()  # the players' own annotations here
    by_match: bool = False  # judged by the chance to win the match, not by points

    @property
    def graded(self) -> bool:
        """True when the coach graded the move (not forced, not one of equal moves, no hidden cards)."""
        return self.grade.label in SEVERITY

    @property
    def cost(self) -> tuple[int, float]:
        """The order of costliness: the grade first (so a loss in win chance and one in points compare by
        what each grade means), then the loss."""
        return (SEVERITY.index(self.grade.label) if self.graded else -1, self.grade.loss)

    @property
    def verdict(self) -> str:
        """The coach's verdict in whole sentences: the move, the card reason, then the numbers."""
        grade = self.grade
        if not self.graded or grade.label == "best":
            return f"{self.words} {grade.reason}"
        numbers = grade.headline.split(": ", 1)[-1]
        called = {"good": "good, not the best", "inaccuracy": "an inaccuracy"}.get(grade.label, f"a {grade.label}")
        return (f"{self.words} The coach calls it {called}. {grade.detail} "
                f"{numbers[:1].upper()}{numbers[1:]}")


@dataclass(frozen=True)
class AltLine:
    """An alternative line of the file: where it leaves the main line and the score it leads to."""

    deal: int
    fork: int  # the index of the first action that differs from the main line
    seat: int
    instead: Action | None  # the line's move there (None: the line repeats the main line)
    words: str  # that move in words
    grade: Grade | None  # the coach's grade of that move, from the same view as the main line's
    notes: tuple[str, ...]  # the players' annotations along the line, each saying where
    moves: tuple[str, ...]  # the line's moves from the fork on, in words
    points: tuple[int, int] | None  # each team's points under this line (None: not played out)
    outcome: str  # where the line leads, in a sentence


@dataclass(frozen=True)
class DealReview:
    """One deal reviewed: its decisions, its alternative lines and its result."""

    number: int
    dealer: int
    upcard: Card
    score_before: tuple[int, int]  # team 0 (North–South), team 1
    points: tuple[int, int]
    outcome: str
    decisions: tuple[Decision, ...]
    lines: tuple[AltLine, ...] = ()
    hidden: str = ""  # a sentence on the hands the file does not show, if any
    other_notes: tuple[str, ...] = ()  # annotations the file keys past the line's decisions


@dataclass(frozen=True)
class GameReview:
    """A whole game reviewed: who played it, where it comes from, and every deal."""

    rules: Rules
    title: str
    players: tuple[str, ...]
    source: str
    description: str
    initial_score: tuple[int, int]
    final_score: tuple[int, int]
    samples: int | None
    seed: int
    deals: tuple[DealReview, ...] = field(default=())

    @property
    def decisions(self) -> tuple[Decision, ...]:
        """Every decision of every deal, in the order played."""
        return tuple(d for deal in self.deals for d in deal.decisions)

    def seat_words(self, seat: int) -> str:
        """A seat and its player as the file names them: 'North (WWMM)'."""
        name = self.rules.seat_name(seat)
        player = self.players[seat] if seat < len(self.players) and self.players[seat] else ""
        return f"{name} ({player})" if player else name

    def side_words(self, side: int) -> str:
        """A side and its players: 'North–South (WWMM and Euchrazy1)'."""
        seats = (side, side + 2)
        names = [self.players[s] for s in seats if s < len(self.players) and self.players[s]]
        who = f" ({' and '.join(names)})" if names else ""
        return f"{side_name(self.rules, seats)}{who}"

    def deal(self, number: int) -> DealReview:
        """Deal ``number`` (from 1) as reviewed."""
        numbers = [d.number for d in self.deals]
        if type(number) is not int or number not in numbers:
            raise EuchreError(f"deal is {number!r:.20}: this review has deals {numbers[0]} to {numbers[-1]}"
                              if numbers else "this review has no deal")
        return self.deals[numbers.index(number)]

    def decision(self, deal: int, seat: int | str, when: str) -> Decision:
        """The first decision of deal ``deal`` (from 1) made by ``seat`` (a number or a name) at ``when``
        ('round 2 of the bidding', 'the discard', 'trick 3'), as :func:`when_words` says it."""
        reviewed, mover = self.deal(deal), self.rules.parse_seat(seat)
        found = [d for d in reviewed.decisions if d.seat == mover and d.when == when]
        if not found:
            raise EuchreError(f"{self.rules.seat_name(mover)} made no decision at {str(when)[:40]!r} in deal {deal}")
        return found[0]

    def costliest(self, side: int, limit: int = COSTLIEST) -> tuple[Decision, ...]:
        """The side's (0: North–South, 1: East–West) costliest graded decisions, costliest first; moves
        graded best cost nothing and are left out."""
        if side not in (0, 1):
            raise EuchreError(f"side is {side!r:.20}: 0 for North–South or 1 for East–West")
        flawed = [d for d in self.decisions if d.seat % 2 == side and d.graded and d.grade.label != "best"]
        return tuple(sorted(flawed, key=lambda d: d.cost, reverse=True)[:check_count(limit, "limit", 1, 100)])


def _read_source(game: object) -> tuple[EgnGame, str]:
    """The game and where it came from (a file's name, or 'EGN data')."""
    if isinstance(game, EgnGame):
        return game, "EGN data"
    read = read_game(game)
    text = str(game) if isinstance(game, str | Path) else ""
    return read, (Path(text).name if text and not text.lstrip().startswith(("{", "[")) else "EGN data")


def review_game(game: object, *, samples: int | None = None, seed: int = 0, source: str | None = None) -> GameReview:
    """Review every deal of ``game`` (an :class:`EgnGame`, or a path, text or JSON :func:`read_game` reads).

    ``samples`` is the coach's deals per decision (None: its own, 150 for a bid and 40 for a discard or a
    card; at most :data:`MAX_REVIEW_SAMPLES`); ``seed`` makes the review repeat exactly; ``source`` names
    where the game comes from (by default the file's name).
    """
    if samples is not None:
        samples = check_count(samples, "samples", 1, MAX_REVIEW_SAMPLES)
    seed = check_seed(seed)
    if source is not None and not (isinstance(source, str) and 0 < len(source) <= 200):
        raise EuchreError(f"source is {source!r:.60}: name where the game comes from in at most 200 characters")
    egn, found = _read_source(game)
    source = source or found
    info = egn.info
    score = egn.initial_score
    deals = []
    for number, deal in enumerate(egn.deals, start=1):
        reviewed = review_deal(egn.rules, deal, number, score, samples=samples, seed=seed)
        deals.append(reviewed)
        score = (score[0] + reviewed.points[0], score[1] + reviewed.points[1])
    return GameReview(egn.rules, str(info.get("title", "")) or "An EGN game", egn.players, source,
                      str(info.get("description", "")), egn.initial_score, score, samples, seed, tuple(deals))


def guessed_cards(rules: Rules, egn: EgnDeal) -> dict[int, frozenset[Card]]:
    """Each unknown seat's cards that no line of the file shows (the reader filled them in)."""
    shown: dict[int, set[Card]] = {}
    lines = [(egn.actions, egn.discard_known), *((b.actions, line_discard_known(egn, b)) for b in egn.branches)]
    for actions, discard_known in lines:
        state = HandState(rules, egn.deal)
        for action in actions:
            seat = state.player_to_act()
            if action.kind is Kind.PLAY or (action.kind is Kind.DISCARD and discard_known):
                shown.setdefault(seat, set()).add(action.the_card)
            state.apply(action, seat)
    return {seat: frozenset(set(egn.deal.hands[seat]) - shown.get(seat, set())) for seat in egn.unknown}


def line_discard_known(egn: EgnDeal, branch: EgnBranch) -> bool:
    """Whether the file shows a line's discard: a line that re-bids gives its own, or none; a line that
    leaves in the play keeps the main line's."""
    return branch.discard_known if branch.step < _calls(egn.actions) else egn.discard_known


def honest_view(view: SeatView, guessed: frozenset[Card]) -> tuple[SeatView, bool]:
    """The view with no filled-in card as fact, and whether the coach may judge from it: a hand holding
    such a card is hidden (and not judged); a filled-in discard is left out (any unseen card may be it)."""
    seat = view.own_seat
    if set(view.own_hand) & guessed:
        return view.replace(hands=tuple(None if s == seat else h for s, h in enumerate(view.hands))), False
    if set(view.discards) & guessed:
        return view.replace(discards=tuple(c for c in view.discards if c not in guessed)), True
    return view, True


def when_words(state: HandState) -> str:
    """Where the hand stands: 'round 1 of the bidding', 'the discard', 'trick 3'."""
    if state.phase is Phase.PLAY:
        return f"trick {len(state.tricks) + 1}"
    if state.phase is Phase.DISCARD:
        return "the discard"
    return f"{state.phase.value} of the bidding"


def _notes_at(actions: tuple[Action, ...], call_notes: Notes, play_notes: Notes, call_from: int = 0,
              card_from: int = 0) -> tuple[dict[int, tuple[str, ...]], tuple[str, ...]]:
    """EGN's notes (calls and cards counted from ``call_from`` and ``card_from``) keyed by action index,
    and the texts of notes keyed past the line's last call or card."""
    calls = [i for i, a in enumerate(actions) if a.kind not in (Kind.PLAY, Kind.DISCARD)][call_from:]
    cards = [i for i, a in enumerate(actions) if a.kind is Kind.PLAY][card_from:]
    placed: dict[int, tuple[str, ...]] = {}
    left: list[str] = []
    for indexes, notes in ((calls, call_notes), (cards, play_notes)):
        for index, texts in notes:
            if index < len(indexes):
                placed[indexes[index]] = placed.get(indexes[index], ()) + texts
            else:
                left.extend(texts)
    return placed, tuple(left)


@dataclass
class _Deal:
    """What reviewing one deal needs at every decision."""

    rules: Rules
    egn: EgnDeal
    number: int
    score: tuple[int, int]
    samples: int | None
    seed: int
    guessed: dict[int, frozenset[Card]]
    advice: dict[int, Advice] = field(default_factory=dict)  # by step: reused for a fork's other move

    def hidden(self, seat: int) -> frozenset[Card]:
        return self.guessed.get(seat, frozenset())

    def words(self, state: HandState, action: Action, seat: int, known: bool) -> str:
        """The move as the table heard it; an unrecorded discard is told as the other seats heard it."""
        return state.narrate(action, seat if known else self.rules.left(seat))

    def seed_at(self, step: int) -> int:
        return (self.seed * 1_000_003 + self.number * 1_009 + step) % 2**61

    def judge(self, state: HandState, step: int, action: Action) -> tuple[Grade, SeatView, bool]:
        """The grade of ``action`` at ``step`` from the acting seat's honest view, and that view."""
        seat = state.player_to_act()
        view, fair = honest_view(state.view(seat), self.hidden(seat))
        if action.kind is Kind.DISCARD and not self.egn.discard_known:
            return _unjudged(action, HIDDEN_DISCARD), view, False
        if not fair:
            return _unjudged(action, HIDDEN_HAND.format(who=self.rules.seat_name(seat))), view, False
        if len(view.legal) < 2:
            return only_move(action), view, False
        if step not in self.advice:
            side = seat % 2
            ours, theirs = self.score[side], self.score[1 - side]
            self.advice[step] = advise(view, self.samples, self.seed_at(step), (ours, theirs))
        advice = self.advice[step]
        return judge(advice, action), view, advice.by_match


def _unjudged(action: Action, why: str) -> Grade:
    return Grade(action=action, label="not graded", loss=0.0, error=0.0, best=action, expected=0.0,
                 best_expected=0.0, reason=why, headline=why)


def review_deal(rules: Rules, egn: EgnDeal, number: int, score: tuple[int, int], *, samples: int | None = None,
                seed: int = 0) -> DealReview:
    """Review one deal: ``score`` is the match score before it (team 0, team 1)."""
    work = _Deal(rules, egn, number, score, samples, seed, guessed_cards(rules, egn))
    notes, left = _notes_at(egn.actions, egn.call_notes, egn.play_notes)
    state = HandState(rules, egn.deal)
    decisions = []
    for step, action in enumerate(egn.actions):
        seat = state.player_to_act()
        grade, view, by_match = work.judge(state, step, action)
        known = action.kind is not Kind.DISCARD or egn.discard_known
        decisions.append(Decision(number, step, seat, action, when_words(state), work.words(state, action, seat, known),
                                  grade, view, notes.get(step, ()), by_match))
        state.apply(action, seat)
    points = (state.points()[0], state.points()[1])
    lines = tuple(_line(work, branch, points) for branch in egn.branches)
    return DealReview(number, egn.deal.dealer, egn.deal.upcard, score, points, outcome_words(rules, state),
                      tuple(decisions), lines, _hidden_words(rules, egn), left)


def outcome_words(rules: Rules, state: HandState) -> str:
    """How a finished hand scored, in a sentence; how far an unfinished one got."""
    if not state.is_terminal():
        return f"The line stops at {when_words(state)}, before the hand is over."
    result = state.result
    if not result.scorers:
        return f"Nobody scores: {result.explanation}."
    side = side_name(rules, tuple(sorted(result.scorers)))
    plural = "s" if result.points != 1 else ""
    return f"{side} score {result.points} point{plural}: {result.explanation}."


def _hidden_words(rules: Rules, egn: EgnDeal) -> str:
    """Whose cards the file does not show, and why, in a sentence (empty when it shows them all)."""
    why = [f"{rules.seat_name(seat)}'s discard" if seat == egn.deal.dealer and not egn.discard_known
           else f"{rules.seat_name(seat)}'s hand (a lone hand's partner plays no card)" for seat in sorted(egn.unknown)]
    if not why:
        return ""
    return (f"The file does not show {' nor '.join(why)}: the review never draws, names or judges from "
            "those cards.")


def _line(work: _Deal, branch: EgnBranch, main_points: tuple[int, int]) -> AltLine:
    """An alternative line: where it leaves the main line, the coach's grade of its move there, its notes
    and the score it leads to."""
    rules, main = work.rules, work.egn.actions
    fork = next((i for i, (a, b) in enumerate(zip(main, branch.actions, strict=False)) if a != b),
                min(len(main), len(branch.actions)))
    state = HandState(rules, work.egn.deal)
    in_bidding = branch.step < _calls(main)  # EGN counts a line's calls, or its cards, from its branchIndex
    notes, left = _notes_at(branch.actions, branch.call_notes, branch.play_notes,
                            branch.step if in_bidding else 0, 0 if in_bidding else branch.step - _calls(main))
    said: list[str] = []
    moves: list[str] = []
    seat, instead, words, grade = state.player_to_act(), None, "", None
    for step, action in enumerate(branch.actions):
        mover = state.player_to_act()
        known = action.kind is not Kind.DISCARD or line_discard_known(work.egn, branch)
        heard = work.words(state, action, mover, known)
        if step == fork:
            seat, instead, words = mover, action, heard
            grade = _graded_instead(work, state, step, action)
        if step >= fork:
            moves.append(heard)
        said.extend(f"At “{heard}” the players note: “{text}”" for text in notes.get(step, ()))
        state.apply(action, mover)
    outcome, points = _played_on(work, state, branch, main_points)
    return AltLine(work.number, fork, seat, instead, words, grade, (*said, *left), tuple(moves), points, outcome)


def _calls(actions: tuple[Action, ...]) -> int:
    return sum(1 for a in actions if a.kind not in (Kind.PLAY, Kind.DISCARD))


def _graded_instead(work: _Deal, state: HandState, step: int, action: Action) -> Grade | None:
    """The coach's grade of the line's move at the fork, on the advice the main line's move had there."""
    if step >= len(work.egn.actions):
        return None
    grade, _, _ = work.judge(state, step, action)
    return grade if grade.label in SEVERITY else None


def _played_on(work: _Deal, state: HandState, branch: EgnBranch,
               main_points: tuple[int, int]) -> tuple[str, tuple[int, int] | None]:
    """Where the line leads: its score against the main line's, playing a cut-short line on with strong
    computer players when every card is known."""
    rules = work.rules
    how = "The file plays this line to the end."
    if not state.is_terminal():
        if work.egn.unknown:
            return (f"{outcome_words(rules, state)} The file does not show every hand, so the coach does not "
                    "play it on.", None)
        play_out(state, computer_players("strong", work.seed_at(len(branch.actions)), rules.players))
        how = "The file stops this line early; strong computer players played it on from there."
    points = (state.points()[0], state.points()[1])
    before = work.score
    after, instead = (before[0] + points[0], before[1] + points[1]), (before[0] + main_points[0],
                                                                     before[1] + main_points[1])
    compare = ("the same as the main line" if points == main_points else
               f"instead of {instead[0]}–{instead[1]} after the main line")
    return (f"{how} {outcome_words(rules, state)} The score would be {after[0]}–{after[1]}, {compare}.",
            points)


__all__ = ["COSTLIEST", "MAX_REVIEW_SAMPLES", "AltLine", "DealReview", "Decision", "GameReview",
           "guessed_cards", "honest_view", "review_deal", "review_game"]

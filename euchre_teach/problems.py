"""Problem sets: curated positions to solve, by theme and level, each checked by the coach.

A problem is a moment of a seeded hand (played by rule-of-thumb players up to that step) where one
seat, the learner's, must decide: a lead, a card to a trick, a discard or a bid. The learner sees
the table from that seat, drawn at the bottom as at the learning table. Its answer is the best move
from what that seat can see, under hidden-card sampling, by a clear margin (at least 0.2 expected points,
or 5 points of the chance to win the match in the score theme) on two different sets of deals;
``tests/test_problems.py`` checks every problem so. The problems were found by
``scripts/find_problems.py``, which scans seeded hands for such moments.

After a wrong answer, :meth:`Problem.layout_against` finds a layout of the hidden cards that fits
everything the learner saw, in which the wrong move does worse than the right one, with both played out
(every hand face up, best play on both sides). For a bid or a discard the layout is one deal the coach
could have sampled for that decision, valued as the coach values it there: after a pass, the other seats
bid by rule of thumb; near the end of a match a bid is judged by the chance to win the match.

>>> problem = find_problem("leads-1")
>>> problem.theme, problem.view().seat == problem.seat
('leads', True)
>>> problem.check(problem.answer).right
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from euchre_teach.actions import Action
from euchre_teach.bots.base import computer_players, play_out
from euchre_teach.cards import CARDS, Card, Suit, ids_of_mask
from euchre_teach.errors import EuchreError
from euchre_teach.ranking import tables
from euchre_teach.state import HandState
from euchre_teach.table import Phase, upcard_stays
from euchre_teach.tricks import winning
from euchre_teach.views import SeatView

if TYPE_CHECKING:  # the analysis loads with the first problem asked, not with a lesson's imports
    from euchre_teach.analysis.coach import Advice
    from euchre_teach.analysis.position import Position
    from euchre_teach.analysis.strength import Contract

#: The themes, in the order a learner meets them: (key, title, what the theme practises).
THEMES: tuple[tuple[str, str, str], ...] = (
    ("leads", "Opening leads", "which card to lead to the first trick"),
    ("second and third hand", "Second, third and last hand", "which card to play when someone else has led"),
    ("ruffing", "Trumping or not", "whether to trump a trick, and with which trump, when you cannot follow suit"),
    ("discards", "The dealer's discard", "which card the dealer throws away after taking up the upcard"),
    ("round 2", "Round 2 calls", "which suit to call, or whether to pass, once the upcard is turned down"),
    ("loner play", "Playing a lone hand", "the lone maker's leads and plays"),
    ("loner defence", "Defending against a lone hand", "what to play and keep when an opponent goes alone"),
    ("score", "Playing to the score", "bids near the end of a match, judged by the chance to win it"),
)
THEME_KEYS = tuple(key for key, _, _ in THEMES)
LEVELS = (1, 2, 3)
SOUTH = 2
#: Deals sampled to check an answer and to write it up (a bid needs more: its outcomes vary more).
PLAY_SAMPLES, BID_SAMPLES = 200, 600
#: The least margin of the answer over the next best move: expected points, or chance to win the match.
MARGIN, MATCH_MARGIN = 0.2, 0.05
#: Deals tried when looking for a layout in which a wrong move does worse than the answer.
LAYOUT_TRIES = 200


@dataclass(frozen=True)
class PlayedTrick:
    """A trick of a layout's line: (seat, card) in playing order (a trick begun before the position with
    its cards already played), and the seat that wins it."""

    plays: tuple[tuple[int, Card], ...]
    winner: int


@dataclass(frozen=True)
class LineStart:
    """How a bid's line begins: the seat that made trump and the trump (None for both: every seat passed
    and the hand is thrown in), alone or not, in round 1 (the upcard's suit) or round 2, and
    (the dealer, the upcard, the dealer's discard) when the dealer takes up the upcard."""

    maker: int | None
    trump: Suit | None
    alone: bool = False
    round_one: bool = False
    pickup: tuple[int, Card, Card] | None = None


@dataclass(frozen=True)
class Layout:
    """One layout of the hidden cards that fits what the learner saw (``hands``: each hidden hand), with
    the wrong and the right move each played out with every hand face up, trick by trick, the tricks the
    learner's side takes from the position on and the hand's points for that side (negative: the other
    side's). For a bid, how each line begins (``*_start``); where the match decides, the chance to win it
    after each line (``*_win``)."""

    hands: dict[int, tuple[Card, ...]]
    wrong_line: tuple[PlayedTrick, ...]
    right_line: tuple[PlayedTrick, ...]
    wrong_tricks: int
    right_tricks: int
    wrong_points: int = 0
    right_points: int = 0
    wrong_start: LineStart | None = None
    right_start: LineStart | None = None
    wrong_win: float | None = None
    right_win: float | None = None


@dataclass(frozen=True)
class Result:
    """The verdict on an answer: right or not, the answer, and the write-up in card terms."""

    right: bool
    chosen: Action
    answer: Action
    writeup: str


@dataclass(frozen=True)
class Problem:
    """A position South must decide in, and its answer (see the module notes)."""

    key: str
    theme: str
    level: int
    preset: str
    seed: int
    steps: int
    answer_text: str
    score: tuple[int, int] | None = None  # (the learner's side, the other side), for the score theme
    seat: int = SOUTH  # the learner's seat
    alone_at: int | None = None  # the step whose bid is made alone (the players' own bid, alone): a lone hand

    @property
    def answer(self) -> Action:
        """The best move, as an action."""
        return Action.parse(self.answer_text)

    def hand(self) -> HandState:
        """The hand at the problem's moment (a fresh copy: the caller may play on)."""
        return position(self.preset, self.seed, self.steps, self.alone_at)

    def view(self) -> SeatView:
        """What the learner's seat sees at the problem's moment."""
        return self.hand().view(self.seat)

    @property
    def question(self) -> str:
        """The question, in a sentence."""
        view = self.view()
        if view.phase.is_bidding_round:
            return "It is your turn to bid. What do you do?"
        if view.phase is Phase.DISCARD:
            return "You have taken up the upcard. Which card do you discard?"
        if view.current_trick is None:
            return "It is your lead. Which card do you lead?"
        return "Which card do you play to this trick?"

    def choices(self) -> tuple[Action, ...]:
        """The learner's legal moves."""
        return self.view().legal

    def advice(self, seed: int = 1, samples: int | None = None) -> Advice:
        """The coach's advice on the problem, on the deals drawn with ``seed``."""
        from euchre_teach.analysis.coach import advise

        view = self.view()
        wanted = samples or (BID_SAMPLES if view.phase.is_bidding_round else PLAY_SAMPLES)
        return advise(view, wanted, seed, self.score)

    @cached_property
    def writeup(self) -> str:
        """Why the answer is best, in card terms, then the numbers (the coach's reason)."""
        return self.advice().reason

    def check(self, action: Action | str) -> Result:
        """Whether ``action`` is the answer; a move that is not legal here is refused."""
        view = self.view()
        try:
            chosen = action if isinstance(action, Action) else Action.parse(action)
        except (EuchreError, TypeError, ValueError) as error:
            raise EuchreError(f"{action!r:.40} is not a move: give one of {', '.join(map(str, view.legal))}") from error
        if chosen not in view.legal:
            raise EuchreError(f"{chosen} is not a legal move here: give one of {', '.join(map(str, view.legal))}")
        return Result(chosen == self.answer, chosen, self.answer, self.writeup)

    def layout_against(self, wrong: Action | str, seed: int = 0) -> Layout | None:
        """A layout of the hidden cards, fitting what the learner saw, in which the ``wrong`` move does worse
        for the learner's side than the answer, both played out with best play: a card takes fewer tricks, a
        bid or a discard scores fewer points (or, where the match decides a bid, gives less chance to win
        it). None for the answer itself, or when none of :data:`LAYOUT_TRIES` deals shows it."""
        view = self.view()
        chosen = self.check(wrong).chosen
        rng = random.Random(seed)
        if chosen == self.answer:
            return None
        if view.phase.is_bidding_round:
            return _bid_layout(view, (chosen, self.answer), self.score, rng)
        if view.phase is Phase.DISCARD:
            return _discard_layout(view, (chosen, self.answer), rng)
        if view.phase is Phase.PLAY and chosen.card is not None and self.answer.card is not None:
            return _play_layout(view, (chosen.card.id, self.answer.card.id), rng)
        return None


def position(preset: str, seed: int, steps: int, alone_at: int | None = None) -> HandState:
    """The seeded hand after ``steps`` actions of rule-of-thumb players (as :func:`~.examples.played_to`);
    with ``alone_at``, the bid at that step is the players' own bid made alone, so that the hand is a
    lone hand (the rule-of-thumb players seldom go alone, and lone hands are two of the themes)."""
    from euchre_teach.analysis.examples import played_to

    if alone_at is None:
        return played_to(preset, seed, steps)
    hand = played_to(preset, seed, alone_at)
    bid = computer_players("rule of thumb", 0, hand.rules.players)[hand.player_to_act()].decide(
        hand.view(hand.player_to_act())).action
    alone = next((a for a in hand.legal_actions() if a.alone and a.kind is bid.kind and a.suit == bid.suit), None)
    if alone is None:
        raise EuchreError(f"the bid at step {alone_at} of seed {seed} ({bid}) cannot be made alone")
    hand.apply(alone)
    players = computer_players("rule of thumb", 0, hand.rules.players)
    return play_out(hand, players, until=lambda state: len(state.actions) >= steps)


def _side(view: SeatView) -> set[int]:
    """The learner's side: the seat and its partner."""
    seat = view.own_seat
    return {seat, view.rules.partner(seat)} if view.rules.partners_opposite else {seat}


def _hidden(view: SeatView, hands: Mapping[int, int]) -> dict[int, tuple[Card, ...]]:
    """The hands the learner cannot see, as cards."""
    return {s: tuple(CARDS[c] for c in ids_of_mask(m)) for s, m in hands.items() if s != view.seat}


def _deals(view: SeatView, rng: random.Random) -> Iterator[dict[int, int]]:
    """Up to :data:`LAYOUT_TRIES` deals of the hidden cards as the coach samples them for a bid or a discard
    (:func:`~.sampling.knowledge`), kept only when the other seats' bids fit them (:func:`~.sampling.bidding_fit`):
    a layout should not show a partner who passed with both bowers."""
    from euchre_teach.analysis.sampling import bidding_fit, deal_fitting, knowledge

    facts, fit = knowledge(view), bidding_fit(view)
    for _ in range(LAYOUT_TRIES):
        hands = deal_fitting(facts, rng, fit)
        if fit is None or fit(hands):
            yield hands


def _play_layout(view: SeatView, cards: tuple[int, int], rng: random.Random) -> Layout | None:
    """A card play's layout: the wrong card (``cards``: the wrong, then the answer) takes fewer tricks."""
    from euchre_teach.analysis.play import points_for
    from euchre_teach.analysis.sampling import sampled_positions

    ours = _side(view)
    for position in sampled_positions(view, LAYOUT_TRIES, rng, bidding=True):
        (bad, bad_tricks), (right, right_tricks) = (_line(position, card, ours) for card in cards)
        if right_tricks > bad_tricks:
            won = sum(view.tricks_won[s] for s in position.makers)
            mine = view.own_seat in position.makers
            bad_points, right_points = (
                points_for(view, won + (t if mine else position.tricks_left - t), mine)
                for t in (bad_tricks, right_tricks))
            return Layout(_hidden(view, position.hands), bad, right, bad_tricks, right_tricks, bad_points,
                          right_points)
    return None


def _bid_layout(view: SeatView, moves: tuple[Action, Action], score: tuple[int, int] | None,
                rng: random.Random) -> Layout | None:
    """A bid's layout (``moves``: the wrong bid, then the answer): a deal on which the answer scores more
    for the learner's side, as the coach counts it (:func:`~.strength.bid_outcome`), or gives a better
    chance to win the match where the match decides the bid (:func:`~.coach.match_decides`)."""
    from euchre_teach.analysis.coach import match_decides
    from euchre_teach.analysis.strength import SampledDeal, bid_outcome, match_chance

    rules, me, dealer, upcard = view.rules, view.own_seat, view.dealer, view.the_upcard.id
    round_two = view.phase is Phase.ROUND_2
    win = match_chance(rules, score, dealer, me) if match_decides(view, score) else None
    for hands in _deals(view, rng):
        deal = SampledDeal(rules, hands, dealer, upcard)
        (bad, bad_pairs, _), (right, right_pairs, _) = (bid_outcome(deal, m, me, round_two, score) for m in moves)
        # one (chance, points) pair each: the coach's bids allow nothing for double dummy's optimism
        bad_points, right_points = (round(sum(c * p for c, p in pairs)) for pairs in (bad_pairs, right_pairs))
        chances = None if win is None else (win(bad_points), win(right_points))
        if right_points > bad_points if chances is None else chances[1] > chances[0]:
            (bad_line, bad_tricks, bad_start), (right_line, right_tricks, right_start) = (
                _contract_line(view, hands, contract) for contract in (bad, right))
            bad_win, right_win = chances or (None, None)
            return Layout(_hidden(view, hands), bad_line, right_line, bad_tricks, right_tricks, bad_points,
                          right_points, bad_start, right_start, bad_win, right_win)
    return None


def _contract_line(view: SeatView, hands: dict[int, int], contract: Contract | None,
                   ) -> tuple[tuple[PlayedTrick, ...], int, LineStart]:
    """A contract played out from the first lead with best play (no tricks when the hand is thrown in), the
    tricks the learner's side takes, and how the line begins."""
    from euchre_teach.analysis.strength import contract_position

    if contract is None:
        return (), 0, LineStart(None, None)
    rules, dealer, upcard = view.rules, view.dealer, view.the_upcard.id
    start = contract_position(rules, hands, dealer, upcard, contract)
    pickup = None
    if contract.round_one and dealer in start.hands and not upcard_stays(rules, dealer, contract.maker, contract.alone):
        gone = (hands[dealer] | 1 << upcard) & ~start.hands[dealer]
        pickup = (dealer, CARDS[upcard], CARDS[gone.bit_length() - 1])
    line, taken = _line(start, None, _side(view))
    return line, taken, LineStart(contract.maker, Suit(contract.trump), contract.alone, contract.round_one, pickup)


def _discard_layout(view: SeatView, moves: tuple[Action, Action], rng: random.Random) -> Layout | None:
    """A discard's layout (``moves``: the wrong discard, then the answer): a deal on which the answer scores
    more points for the learner's side, each discard valued as the coach values it
    (:func:`~.play.discard_deal`, :meth:`~.double_dummy.Solver.tricks_without`, :func:`~.play.points_for`)."""
    from euchre_teach.analysis.double_dummy import Solver
    from euchre_teach.analysis.play import discard_deal, points_for

    me = view.own_seat
    for hands in _deals(view, rng):
        start = discard_deal(view, hands)
        search, mine = Solver(start), me in start.makers
        bad_points, right_points = (points_for(view, search.tricks_without(m.the_card.id), mine) for m in moves)
        if right_points > bad_points:
            (bad, bad_tricks), (right, right_tricks) = (
                _line(_without(start, me, m.the_card.id), None, _side(view)) for m in moves)
            return Layout(_hidden(view, hands), bad, right, bad_tricks, right_tricks, bad_points, right_points)
    return None


def _without(position: Position, seat: int, card: int) -> Position:
    """The position with ``card`` gone from ``seat``'s hand (the dealer's discard)."""
    hands = {**position.hands, seat: position.hands[seat] & ~(1 << card)}
    return type(position).trusted(position.rules, position.trump, hands, position.order, position.leader,
                                  position.makers, position.trick)


def _line(position: Position, first: int | None, side: set[int]) -> tuple[tuple[PlayedTrick, ...], int]:
    """The play from ``position`` once its seat plays ``first`` (None: its best card), then best play by
    every seat: trick by trick, and the tricks ``side`` takes from there."""
    from euchre_teach.analysis.double_dummy import analyse

    order = position.order
    start = order.index(position.leader)
    plays = [(order[(start + i) % len(order)], CARDS[card]) for i, card in enumerate(position.trick)]
    tricks: list[PlayedTrick] = []
    won = 0
    card: int | None = first
    while position.tricks_left:
        if card is None:
            card = analyse(position).best[0]
        plays.append((position.to_play, CARDS[card]))
        closes = len(position.trick) + 1 == len(order)
        position = _after(position, card)
        if closes:  # a finished trick: its winner leads the next
            tricks.append(PlayedTrick(tuple(plays), position.leader))
            won += position.leader in side
            plays = []
        card = None
    return tuple(tricks), won


def _after(position: Position, card: int) -> Position:
    """The position once its seat to play plays ``card``."""
    seat, order = position.to_play, position.order
    hands = {**position.hands, seat: position.hands[seat] & ~(1 << card)}
    trick = (*position.trick, card)
    leader = position.leader
    if len(trick) == len(order):
        tab = tables(position.rules)
        led = tab.effective_suit[position.trump][trick[0]]
        start = order.index(leader)
        leader = order[(start + winning(list(trick), tab.strength[position.trump][led])) % len(order)]
        trick = ()
    return type(position).trusted(position.rules, position.trump, hands, order, leader, position.makers, trick)


def _p(key: str, theme: str, level: int, seed: int, steps: int, answer: str,
       score: tuple[int, int] | None = None, seat: int = SOUTH, alone_at: int | None = None) -> Problem:
    return Problem(key, theme, level, "standard", seed, steps, answer, score, seat, alone_at)


#: Every problem (found by ``scripts/find_problems.py``; checked by ``tests/test_problems.py``).
PROBLEMS: tuple[Problem, ...] = (
    _p("leads-1", "leads", 2, 7, 7, "play AC"),
    _p("leads-2", "leads", 2, 57, 7, "play AH"),
    _p("leads-3", "leads", 2, 1257, 7, "play JC", seat=3),
    _p("leads-4", "leads", 2, 1277, 8, "play AH", seat=3),
    _p("leads-5", "leads", 2, 1368, 7, "play JC"),
    _p("leads-6", "leads", 2, 1498, 7, "play AC", seat=1),
    _p("leads-7", "leads", 2, 5004, 4, "play JS"),
    _p("leads-8", "leads", 3, 1270, 7, "play JC", seat=1),
    _p("leads-9", "leads", 3, 1410, 8, "play JS", seat=1),
    _p("leads-10", "leads", 3, 1418, 7, "play JH", seat=0),
    _p("leads-11", "leads", 3, 5175, 5, "play JD", seat=3),
    _p("leads-12", "leads", 3, 5243, 7, "play AC", seat=1),
    _p("second-third-1", "second and third hand", 1, 5, 12, "play JC"),
    _p("second-third-2", "second and third hand", 1, 65, 18, "play KC"),
    _p("second-third-3", "second and third hand", 1, 400, 20, "play AS", seat=0),
    _p("second-third-4", "second and third hand", 1, 404, 14, "play TH", seat=0),
    _p("second-third-5", "second and third hand", 1, 801, 14, "play TS"),
    _p("second-third-6", "second and third hand", 2, 39, 14, "play TC"),
    _p("second-third-7", "second and third hand", 2, 66, 16, "play AS", seat=1),
    _p("second-third-8", "second and third hand", 2, 402, 9, "play TD"),
    _p("second-third-9", "second and third hand", 2, 802, 11, "play 9D", seat=1),
    _p("second-third-10", "second and third hand", 3, 11, 18, "play KD"),
    _p("second-third-11", "second and third hand", 3, 19, 16, "play AH"),
    _p("second-third-12", "second and third hand", 3, 806, 8, "play AS"),
    _p("ruffing-1", "ruffing", 1, 6, 16, "play KD"),
    _p("ruffing-2", "ruffing", 1, 12, 10, "play KH"),
    _p("ruffing-3", "ruffing", 1, 16, 11, "play QD"),
    _p("ruffing-4", "ruffing", 1, 25, 8, "play KD"),
    _p("ruffing-5", "ruffing", 1, 42, 8, "play TD"),
    _p("ruffing-6", "ruffing", 2, 2, 20, "play QD"),
    _p("ruffing-7", "ruffing", 2, 3, 16, "play JC"),
    _p("ruffing-8", "ruffing", 2, 10, 13, "play TS"),
    _p("ruffing-9", "ruffing", 2, 50, 8, "play TS"),
    _p("ruffing-10", "ruffing", 3, 61, 21, "play 9H", seat=3),
    _p("ruffing-11", "ruffing", 3, 64, 19, "play AS"),
    _p("ruffing-12", "ruffing", 3, 805, 10, "play KH", seat=1),
    _p("discards-1", "discards", 1, 35, 4, "discard QD"),
    _p("discards-2", "discards", 1, 1200, 4, "discard 9D", seat=0),
    _p("discards-3", "discards", 1, 1212, 2, "discard JS", seat=0),
    _p("discards-4", "discards", 1, 1222, 4, "discard 9C"),
    _p("discards-5", "discards", 2, 2, 4, "discard JS"),
    _p("discards-6", "discards", 2, 22, 1, "discard QD"),
    _p("discards-7", "discards", 2, 67, 4, "discard 9C", seat=3),
    _p("discards-8", "discards", 2, 801, 4, "discard TD", seat=3),
    _p("discards-9", "discards", 2, 1208, 2, "discard QS"),
    _p("discards-10", "discards", 2, 1211, 4, "discard 9S", seat=1),
    _p("discards-11", "discards", 2, 1217, 2, "discard 9H"),
    _p("discards-12", "discards", 2, 1221, 2, "discard QC", seat=3),
    _p("round-2-1", "round 2", 2, 61, 4, "call hearts", seat=3),
    _p("round-2-2", "round 2", 2, 400, 5, "pass", seat=3),
    _p("round-2-3", "round 2", 2, 402, 4, "call diamonds", seat=0),
    _p("round-2-4", "round 2", 2, 405, 4, "pass"),
    _p("round-2-5", "round 2", 2, 3000, 5, "pass", seat=1),
    _p("round-2-6", "round 2", 3, 9, 4, "call clubs"),
    _p("round-2-7", "round 2", 3, 400, 4, "call spades"),
    _p("round-2-8", "round 2", 3, 3003, 6, "call spades", seat=1),
    _p("round-2-9", "round 2", 1, 3010, 4, "call diamonds alone"),
    _p("round-2-10", "round 2", 1, 3023, 6, "call diamonds"),
    _p("round-2-11", "round 2", 1, 3026, 6, "call spades", seat=0),
    _p("round-2-12", "round 2", 1, 7006, 4, "call clubs", seat=3),
    _p("loner-play-1", "loner play", 1, 0, 14, "play TD", alone_at=1),
    _p("loner-play-2", "loner play", 1, 11, 15, "play AD", seat=3, alone_at=6),
    _p("loner-play-3", "loner play", 1, 32, 13, "play AS", seat=3, alone_at=0),
    _p("loner-play-4", "loner play", 1, 35, 10, "play JS"),
    _p("loner-play-5", "loner play", 2, 21, 11, "play QS", seat=1, alone_at=1),
    _p("loner-play-6", "loner play", 2, 22, 6, "play QS", seat=3, alone_at=0),
    _p("loner-play-7", "loner play", 2, 31, 8, "play TS", seat=3, alone_at=2),
    _p("loner-play-8", "loner play", 2, 31, 15, "play QS", seat=3, alone_at=2),
    _p("loner-play-9", "loner play", 3, 21, 13, "play KD", seat=1, alone_at=1),
    _p("loner-play-10", "loner play", 3, 23, 16, "play QC", seat=0, alone_at=4),
    _p("loner-play-11", "loner play", 3, 30, 10, "play QH", seat=1, alone_at=0),
    _p("loner-play-12", "loner play", 3, 44, 16, "play AC"),
    _p("loner-defence-1", "loner defence", 1, 30, 12, "play 9C", seat=0, alone_at=0),
    _p("loner-defence-2", "loner defence", 1, 31, 16, "play TH", seat=0, alone_at=2),
    _p("loner-defence-3", "loner defence", 1, 58, 11, "play 9C", seat=1, alone_at=4),
    _p("loner-defence-4", "loner defence", 2, 22, 8, "play KS", seat=0, alone_at=0),
    _p("loner-defence-5", "loner defence", 2, 29, 13, "play KC", seat=0, alone_at=1),
    _p("loner-defence-6", "loner defence", 2, 32, 11, "play QC", seat=0, alone_at=0),
    _p("loner-defence-7", "loner defence", 2, 32, 15, "play QH", alone_at=0),
    _p("loner-defence-8", "loner defence", 2, 38, 14, "play 9D"),
    _p("loner-defence-9", "loner defence", 3, 3, 8, "play JC", alone_at=1),
    _p("loner-defence-10", "loner defence", 3, 11, 13, "play JC", seat=0, alone_at=6),
    _p("loner-defence-11", "loner defence", 3, 24, 17, "play QH", seat=0, alone_at=3),
    _p("loner-defence-12", "loner defence", 3, 35, 16, "play KH", seat=3, alone_at=3),
    _p("score-1", "score", 2, 67, 3, "order up", score=(8, 9), seat=3),
    _p("score-2", "score", 2, 801, 3, "order up", score=(8, 9), seat=3),
    _p("score-3", "score", 2, 3000, 4, "pass", score=(9, 8), seat=0),
    _p("score-4", "score", 2, 3008, 1, "order up alone", score=(6, 9), seat=3),
    _p("score-5", "score", 3, 402, 2, "order up", score=(8, 9)),
    _p("score-6", "score", 3, 804, 1, "order up", score=(8, 9)),
    _p("score-7", "score", 3, 3000, 6, "call hearts alone", score=(6, 9)),
    _p("score-8", "score", 2, 3020, 4, "call clubs", score=(8, 9)),
    _p("score-9", "score", 2, 7018, 0, "order up", score=(8, 9)),
    _p("score-10", "score", 3, 7003, 4, "call diamonds", score=(8, 9)),
    _p("score-11", "score", 3, 7015, 4, "call hearts", score=(8, 9)),
    _p("score-12", "score", 2, 7016, 3, "order up", score=(8, 9), seat=0),
)


def problems(theme: str | None = None, level: int | None = None) -> tuple[Problem, ...]:
    """The problems of ``theme`` (a key of :data:`THEMES`, or None for all) at ``level`` (1–3, or None)."""
    if theme is not None and theme not in THEME_KEYS:
        raise EuchreError(f"no problem theme {theme!r:.60}; the themes are: {', '.join(THEME_KEYS)}")
    if level is not None and (type(level) is not int or level not in LEVELS):
        raise EuchreError(f"level is {level!r:.30}: give 1, 2 or 3 (or None for every level)")
    return tuple(p for p in PROBLEMS if (theme is None or p.theme == theme) and (level is None or p.level == level))


def find_problem(key: str) -> Problem:
    """The problem called ``key`` ('leads-1')."""
    for problem in PROBLEMS:
        if problem.key == key:
            return problem
    raise EuchreError(f"no problem called {key!r:.60}: problems are named like 'leads-1'")


__all__ = [
    "LEVELS",
    "PROBLEMS",
    "THEMES",
    "Layout",
    "LineStart",
    "PlayedTrick",
    "Problem",
    "Result",
    "find_problem",
    "problems",
]

"""Practice sets: chosen bidding hands whose right answer varies, each tagged with that answer.

Seeded hands dealt one after another are mostly a pass, so a learner who always passes looks
right most of the time. A practice set is a list of hands picked, once and offline, by a bounded
search over seeds (:func:`search`) so that ordering up, passing, going alone and calling in round
2 come in about equal shares, close calls included. Each hand is stored as data (seed, seat, round)
with the answer the analysis gives; :func:`check` works that answer out again, so a test sees at
once when a change to the engine, the computer players or the analysis moves one.

The answer is the trainer's: the best bid by :func:`~euchre_teach.analysis.strength.advise_bid`
over :data:`SAMPLES` deals of the unseen cards, seeded by the hand's seed.

>>> first = practice_set("first bids")
>>> first.rules, len(first.questions) == sum(first.counts().values())
('no defending alone', True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from euchre_teach import analysis  # lazy (PEP 562): a widget's import does not load the samplers
from euchre_teach.actions import Action, Kind
from euchre_teach.bots.base import computer_players, play_out
from euchre_teach.errors import EuchreError
from euchre_teach.rules import Bidding, Rules, as_rules
from euchre_teach.state import HandState, Phase, new_hand

TYPE_CHECKING = False
if TYPE_CHECKING:
    from euchre_teach.analysis.strength import BidAdvice

#: The deals of the unseen cards that judge a practice hand (the trainer's own number).
SAMPLES = 300
#: A runner-up that gives away less than this many expected points makes the hand a close call.
CLOSE = 0.35
#: The answers a set balances, in the order a set's mix names them.
TAGS = ("order up", "pass", "alone", "round 2")
#: The computer players who speak before the learner in every practice hand.
LEVEL = "rule of thumb"


@dataclass(frozen=True)
class Question:
    """One practice hand: the seed dealt, the learner's seat and round, and the analysis' answer."""

    seed: int
    seat: str
    round: int
    answer: str  # the best bid in the analysis' words: 'order up', 'pass', 'call hearts alone'
    close: bool = False  # the runner-up is within :data:`CLOSE` points: a close call

    @property
    def tag(self) -> str:
        """Which kind of answer this hand teaches: one of :data:`TAGS`."""
        return tag_of(Action.parse(self.answer))


@dataclass(frozen=True)
class PracticeSet:
    """A named list of practice hands, all under one preset's rules."""

    name: str
    rules: str
    questions: tuple[Question, ...]

    def counts(self) -> Counter[str]:
        """How many hands teach each answer (:data:`TAGS`)."""
        return Counter(question.tag for question in self.questions)

    def mix(self) -> str:
        """The set's mix in a sentence a lesson can show.

        >>> PracticeSet("tiny", "standard", (Question(1, "South", 1, "pass", close=True),)).mix()
        'This set: 0 order up, 1 pass, 0 alone, 0 round 2 (1 of them a close call).'
        """
        counts, close = self.counts(), sum(question.close for question in self.questions)
        kinds = ", ".join(f"{counts[tag]} {tag}" for tag in TAGS)
        calls = "a close call" if close == 1 else "close calls"
        return f"This set: {kinds} ({close} of them {calls})."

    def question(self, number: int) -> Question:
        """The hand numbered ``number`` (counted from 0, going round the set again past its end)."""
        return self.questions[number % len(self.questions)]

    def position(self, number: int) -> HandState:
        """The hand numbered ``number``, dealt and bid by the computer players up to the learner's turn."""
        question = self.question(number)
        hand = bidding_turn(as_rules(self.rules), question.seed, question.seat, question.round)
        if hand is None:
            raise EuchreError(f"practice hand {number} of {self.name!r} no longer reaches "
                              f"{question.seat}'s turn in round {question.round}")
        return hand


def tag_of(action: Action) -> str:
    """The kind of answer a best bid is: 'pass', 'alone', 'round 2' (a call), else 'order up'."""
    if action.kind is Kind.PASS:
        return "pass"
    if action.alone:
        return "alone"
    return "round 2" if action.kind is Kind.CALL else "order up"


def bidding_turn(rules: Rules, seed: int, seat: int | str, round_: int | None = None,
                 level: str = LEVEL) -> HandState | None:
    """The hand of ``seed`` played by ``level`` players up to ``seat``'s turn to bid (in round ``round_``
    when given, else its first turn), or None when the bidding ends before that turn."""
    if rules.bidding is not Bidding.TWO_ROUNDS:
        raise EuchreError(f"bidding practice is for ordering up and calling trump; these rules bid by "
                          f"{rules.bidding.value}: choose a variant such as 'standard'")
    target = rules.parse_seat(seat)
    phase = None if round_ is None else (Phase.ROUND_1, Phase.ROUND_2)[round_ - 1]

    def stops(hand: HandState) -> bool:
        if not hand.phase.is_bidding_round:
            return True
        return hand.current_player() == target and phase in (None, hand.phase)

    hand = play_out(new_hand(rules, seed), computer_players(level, seed * 10, rules.players), until=stops)
    return hand if hand.phase.is_bidding_round else None


def advice_for(hand: HandState, seed: int, samples: int = SAMPLES) -> BidAdvice:
    """The analysis that judges a practice hand: the learner's view, the hand's seed, ``samples`` deals."""
    return analysis.advise_bid(hand.view(hand.player_to_act()), samples, seed)


def judge(rules: Rules, seed: int, seat: str, round_: int) -> Question | None:
    """The practice question the hand of ``seed`` makes for ``seat`` in round ``round_`` (None: no turn)."""
    hand = bidding_turn(rules, seed, seat, round_)
    if hand is None:
        return None
    ranked = advice_for(hand, seed).ranked
    close = len(ranked) > 1 and ranked[0].expected - ranked[1].expected < CLOSE
    return Question(seed, seat, round_, str(ranked[0].action), close)


def search(rules: Rules | str, seeds: Iterable[int], seat: str = "South") -> Iterator[Question]:
    """Every practice question the given seeds make for ``seat``, round 1 then round 2 (offline use:
    half a second a hand; the sets below were chosen from its output)."""
    checked = as_rules(rules)
    for seed in seeds:
        for round_ in (1, 2):
            question = judge(checked, seed, seat, round_)
            if question is not None:
                yield question


def check(chosen: PracticeSet) -> list[str]:
    """Each stored answer the analysis no longer gives, in words (empty when every one still holds)."""
    rules = as_rules(chosen.rules)
    wrong = []
    for stored in chosen.questions:
        now = judge(rules, stored.seed, stored.seat, stored.round)
        if now != stored:
            wrong.append(f"{chosen.name} seed {stored.seed}: stored {stored}, the analysis now gives {now}")
    return wrong


def read_practice(practice: object, rules: Rules, seat: int, level: str, widget: str) -> PracticeSet | None:
    """A widget's practice set (or None): its hands must be dealt in the widget's rules and seat and bid
    by the widget's computer players, or the stored answers would not be theirs."""
    if practice is None:
        return None
    if not isinstance(practice, PracticeSet):
        raise EuchreError(f"practice must be a practice set ({widget}.practice takes its name), not {practice!r:.60}")
    if (as_rules(practice.rules) != rules or level != LEVEL
            or any(rules.parse_seat(q.seat) != seat for q in practice.questions)):
        raise EuchreError(f"the practice set {practice.name!r} is dealt under the rules {practice.rules!r} for "
                          f"{practice.question(0).seat}, against {LEVEL} players: "
                          f"use {widget}.practice({practice.name!r})")
    return practice


#: The sets by name. "first bids" keeps to the rules of the first lessons (nobody defends alone);
#: "order it up" is the standard game, for the strategy lesson. Chosen from ``search("standard",
#: range(485))`` (each set is checked under its own rules, and no answer differs): four hands of each
#: answer, some clear and some close, South dealing, first to speak, or in between; the first of
#: "first bids" is a plain order-up, for lesson 3.
SETS: Mapping[str, PracticeSet] = MappingProxyType({
    "first bids": PracticeSet("first bids", "no defending alone", (
        Question(175, "South", 1, "order up"),
        Question(5, "South", 1, "pass"),
        Question(80, "South", 2, "call clubs"),
        Question(35, "South", 1, "order up alone"),
        Question(63, "South", 1, "order up"),
        Question(39, "South", 1, "pass"),
        Question(138, "South", 2, "call spades"),
        Question(136, "South", 1, "order up alone"),
        Question(166, "South", 1, "order up", close=True),
        Question(36, "South", 1, "pass", close=True),
        Question(77, "South", 2, "call hearts", close=True),
        Question(188, "South", 1, "order up alone", close=True),
        Question(390, "South", 1, "order up", close=True),
        Question(130, "South", 2, "pass"),
        Question(243, "South", 2, "call hearts", close=True),
        Question(111, "South", 2, "call clubs alone"),
    )),
    "order it up": PracticeSet("order it up", "standard", (
        Question(313, "South", 1, "order up"),
        Question(14, "South", 1, "pass"),
        Question(9, "South", 2, "call clubs"),
        Question(120, "South", 1, "order up alone"),
        Question(43, "South", 1, "order up"),
        Question(156, "South", 1, "pass", close=True),
        Question(203, "South", 2, "call diamonds", close=True),
        Question(434, "South", 1, "order up alone"),
        Question(370, "South", 1, "order up", close=True),
        Question(183, "South", 1, "pass"),
        Question(223, "South", 2, "call spades", close=True),
        Question(193, "South", 1, "order up alone", close=True),
        Question(263, "South", 1, "order up", close=True),
        Question(415, "South", 2, "pass", close=True),
        Question(366, "South", 2, "call spades"),
        Question(364, "South", 1, "order up alone"),
    )),
})


def practice_set(name: str) -> PracticeSet:
    """The practice set called ``name`` (an unknown name is a EuchreError listing the sets)."""
    if not isinstance(name, str) or name not in SETS:
        raise EuchreError(f"no practice set {name!r:.60}; choose one of {', '.join(SETS)}")
    return SETS[name]

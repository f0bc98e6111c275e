"""Differential test: our engine against OpenSpiel's ``euchre`` on the same deals and choices.

Three runs, each a few thousand random hands dealt from a seeded ``random.Random``:

==================  =============================================  ===========================================
run                 OpenSpiel game                                  our rules
==================  =============================================  ===========================================
``openspiel``       ``load_game("euchre")`` (defaults:              ``find_variant("openspiel")``
                    allow_lone_defender=False, stick_the_dealer)
``lone defender``   ``allow_lone_defender=True``                    the same with ``defend_alone="always"``,
                                                                    ``lone_defender_euchre_points=4``
``no stick``        ``stick_the_dealer=False``                      the same with ``stick_the_dealer=False``
==================  =============================================  ===========================================

How a hand is driven. OpenSpiel deals by chance actions: the dealer seat, then 20 cards one
at a time to seat ``(dealer + i) % 4``, then the upcard. We draw those from our generator,
apply them to OpenSpiel, and build the same deal with ``Deal.from_hands``. Then at every
decision one engine (chosen at random, step by step) picks a random legal action and it is
translated to the other. In the bidding a pass is picked with probability 0.6, so that round 2
and throw-ins are reached often; otherwise choices are uniform.

What is compared, at every step (R-numbers are the rule ids of docs/rules.md; each test below reports the
disagreements of its rules):

- R6, R7: the deal: every card's holder and the upcard, read back from OpenSpiel.
- R9, R11, R12: whose turn it is and the set of legal bids in both rounds, including stick the
  dealer (the dealer may not pass in round 2), and a throw-in after eight passes (no-stick run).
- R14: the dealer's pick-up and the set of legal discards (the upcard may not be discarded).
- R15, R16, R17: going alone, the defenders' legal "defend alone" decisions and their order,
  who sits out, and who leads the first trick (the dealer's left, skipping a seat that sits out).
- R18: the set of legal cards at every play (following the effective suit, left bower included).
- R19: every trick's leader, cards and winner.
- R20: the points (OpenSpiel's zero-sum returns against ours, see below), and at the end the
  maker, trump, the discard, the lone maker and lone defender flags and the active seats.

Structural differences, translated rather than compared:

- Going alone. Ours: part of the bid (``order up alone``, ``call hearts alone``). OpenSpiel: a
  separate decision (``Alone`` / ``Partner``) by the maker after trump is fixed and after the
  dealer's discard. So a bid of ours maps to OpenSpiel's suit action, and the "alone" part is
  replayed at OpenSpiel's go-alone step. What is compared there: every bid we allow comes with
  and without "alone", as OpenSpiel always offers both; its go-alone step comes to the maker.
  Not compared: OpenSpiel's extra step has no counterpart step of ours. Because OpenSpiel's
  discard comes before the go-alone decision, its dealer always picks up, also when the
  dealer's partner goes alone: our preset says so (``dealer_picks_up_when_partner_alone``),
  and the dealer then sits out holding the upcard.
- Round 1. OpenSpiel's acceptance of the upcard is the suit action of the upcard's suit
  (``Hearts`` when the upcard is a heart); ours is ``order up``. Round 2: ``Clubs`` ... map to
  ``call clubs`` ...; ``Pass`` to ``pass``.
- Defending alone. OpenSpiel reuses ``Alone`` / ``Partner`` for the defenders; ours is
  ``defend alone`` / ``pass``. OpenSpiel asks the defenders (from the dealer's left) whether
  or not the maker is alone, so our lone-defender run uses ``defend_alone="always"``.
- Cards. OpenSpiel's ids 0..23 print suit first (``C9``, ``DT``, ``HJ``, ``SA``); they are read
  with ``Card.parse`` after swapping the two letters (``9C``).
- Points. OpenSpiel's returns are zero-sum (makers +x, defenders -x; both defenders get the
  full amount, also the one sitting out); so are ours (``returns()``; the non-negative points
  each seat adds to its score are ``points()``). The two are compared as they are.
  OpenSpiel gives -2 (not a super-euchre -4) to makers who take no trick, and -4 when a lone
  defender took part; our ``openspiel`` preset has no super-euchre and the lone-defender run
  sets ``lone_defender_euchre_points=4``.
- Throw-in. Under stick the dealer neither engine can throw in. Without it (no-stick run) both
  end the hand after eight passes: OpenSpiel with all-zero returns, ours with
  ``result.outcome == 'thrown in'``.

Not compared: action ids (ours and OpenSpiel's differ, only the translation is checked); the
order of legal actions (sets are compared); texts, observations and information states;
anything on OpenSpiel's side that needs an illegal action (its ``apply_action`` accepts them);
the joker, the benny, 32-card packs and the other options OpenSpiel lacks.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from functools import cache

import pytest

from euchre_teach import Card, Deal, HandState, Kind, Phase, Rules, Suit, find_variant
from euchre_teach import actions as A

pyspiel = pytest.importorskip("pyspiel")

OS_PASS, OS_CLUBS, OS_ALONE, OS_PARTNER = 24, 25, 29, 30
_OS_PHASE = pyspiel.euchre.Phase
_PHASE_OF_OURS = {
    Phase.ROUND_1: _OS_PHASE.BIDDING,
    Phase.ROUND_2: _OS_PHASE.BIDDING,
    Phase.DISCARD: _OS_PHASE.DISCARD,
    Phase.DEFENDING: _OS_PHASE.GO_ALONE,
    Phase.PLAY: _OS_PHASE.PLAY,
    Phase.OVER: _OS_PHASE.GAME_OVER,
}
PASS_BIAS = 0.6

OPENSPIEL = find_variant("openspiel")
RUNS: dict[str, tuple[dict[str, bool], Rules, int, int]] = {
    # name: (OpenSpiel parameters, our rules, hands, seed)
    "openspiel": ({}, OPENSPIEL, 3000, 20250101),
    "lone defender": (
        {"allow_lone_defender": True},
        OPENSPIEL.replace(defend_alone="always", lone_defender_euchre_points=4),
        3000,
        20250202,
    ),
    "no stick": ({"stick_the_dealer": False}, OPENSPIEL.replace(stick_the_dealer=False), 1500, 20250303),
}


def _openspiel_cards() -> tuple[Card, ...]:
    """OpenSpiel's card ids 0..23 as our cards (its text is suit first: 'C9' is our 9C)."""
    state = pyspiel.load_game("euchre").new_initial_state()
    state.apply_action(0)  # pick a dealer, so that actions print as cards
    cards = []
    for os_id in range(24):
        text = state.action_to_string(0, os_id)
        cards.append(Card.parse(text[1] + text[0]))
    names = [state.action_to_string(0, a) for a in range(OS_PASS, OS_PARTNER + 1)]
    assert names == ["Pass", "Clubs", "Diamonds", "Hearts", "Spades", "Alone", "Partner"], names
    return tuple(cards)


OS_CARD = _openspiel_cards()
OS_ID = {card.id: os_id for os_id, card in enumerate(OS_CARD)}


# -- translation ---------------------------------------------------------------------------------
def to_openspiel(action: A.Action, hand: HandState) -> int:
    """Our action in ``hand`` as OpenSpiel's action (going alone is dropped: see the docstring)."""
    kind = action.kind
    if kind is Kind.PLAY or kind is Kind.DISCARD:
        return OS_ID[action.card.id]
    if kind is Kind.PASS:
        return OS_PARTNER if hand.phase is Phase.DEFENDING else OS_PASS
    if kind is Kind.ORDER_UP:
        return OS_CLUBS + int(hand.upcard.suit)
    if kind is Kind.CALL:
        return OS_CLUBS + int(action.suit)
    assert kind is Kind.DEFEND_ALONE
    return OS_ALONE


def from_openspiel(os_action: int, hand: HandState, alone: bool) -> A.Action:
    """OpenSpiel's action as ours; ``alone`` says whether a bid goes alone."""
    phase = hand.phase
    if os_action < 24:
        card = OS_CARD[os_action]
        return A.discard(card) if phase is Phase.DISCARD else A.play(card)
    if phase is Phase.DEFENDING:
        return A.DEFEND_ALONE if os_action == OS_ALONE else A.PASS
    if os_action == OS_PASS:
        return A.PASS
    if phase is Phase.ROUND_1:
        return A.ORDER_UP_ALONE if alone else A.ORDER_UP
    return A.call(Suit(os_action - OS_CLUBS), alone)


def _category(hand: HandState) -> str:
    """Which rules a disagreement found now belongs to (by our phase)."""
    phase = hand.phase
    if phase in (Phase.ROUND_1, Phase.ROUND_2):
        return "bidding"
    if phase is Phase.DISCARD:
        return "discard"
    if phase is Phase.DEFENDING:
        return "lone"
    if phase is Phase.PLAY:
        return "lone" if not hand.tricks and hand.current_trick is None else "play"
    return "bidding" if hand.thrown_in else "play"


# -- one hand ------------------------------------------------------------------------------------
class Disagreement(AssertionError):
    def __init__(self, category: str, message: str) -> None:
        super().__init__(message)
        self.category = category
        self.message = message


@dataclass
class Outcome:
    hand: HandState
    os_history: list[int]
    stats: Counter = field(default_factory=Counter)
    disagreement: Disagreement | None = None


def _fail(category: str, message: str) -> None:
    raise Disagreement(category, message)


def _check(ok: bool, category: str, message) -> None:
    """Raise a disagreement unless ``ok``; ``message`` is text or a function giving it (built only on failure)."""
    if not ok:
        raise Disagreement(category, message() if callable(message) else message)


def _pick(rng: random.Random, options, passing, bidding: bool):
    if bidding and passing in options and rng.random() < PASS_BIAS:
        return passing
    others = [o for o in options if o != passing] if bidding and passing in options else list(options)
    return rng.choice(others)


def play_one(game, rules: Rules, rng: random.Random) -> Outcome:
    """Deal one hand in both engines and play it out, raising nothing: see ``Outcome``."""
    state = game.new_initial_state()
    dealer = rng.randrange(4)
    order = list(range(24))
    rng.shuffle(order)
    hands: list[list[Card]] = [[] for _ in range(4)]
    state.apply_action(dealer)
    for i, os_card in enumerate(order[:20]):
        state.apply_action(os_card)
        hands[(dealer + i) % 4].append(OS_CARD[os_card])
    state.apply_action(order[20])
    deal = Deal.from_hands(rules, hands, upcard=OS_CARD[order[20]], dealer=dealer)
    hand = HandState(rules, deal)
    deal_length = len(state.history())
    outcome = Outcome(hand, [])
    try:
        _drive(state, hand, rng, outcome.stats)
    except Disagreement as exc:
        outcome.disagreement = exc
    outcome.os_history = state.history()[deal_length:]
    return outcome


def _drive(state, hand: HandState, rng: random.Random, stats: Counter) -> None:
    holders = state.card_holder()
    for seat in range(4):
        ours = {OS_ID[c.id] for c in hand.hand(seat)}
        theirs = {c for c, holder in enumerate(holders) if holder == seat}
        _check(ours == theirs, "deal", f"seat {seat} holds {sorted(ours)} here, {sorted(theirs)} in OpenSpiel")
    _check(OS_ID[hand.upcard.id] == state.upcard(), "deal", f"upcard {hand.upcard} vs {state.upcard()}")
    _check(hand.dealer == state.dealer(), "deal", f"dealer {hand.dealer} vs {state.dealer()}")

    while True:
        os_phase = state.current_phase()
        if os_phase == _OS_PHASE.GO_ALONE and state.declarer_go_alone() is None:
            # OpenSpiel's separate go-alone decision: replay the "alone" of our bid.
            if state.current_player() != hand.maker or sorted(state.legal_actions()) != [OS_ALONE, OS_PARTNER]:
                _fail(
                    "lone",
                    f"OpenSpiel asks seat {state.current_player()} to go alone ({state.legal_actions()}); "
                    f"our maker is {hand.maker}",
                )
            state.apply_action(OS_ALONE if hand.alone else OS_PARTNER)
            continue
        phase = hand.phase
        if _PHASE_OF_OURS[phase] != os_phase:
            _fail(_category(hand), f"our phase is {phase.value}, OpenSpiel's {os_phase.name}")
        if phase is Phase.OVER:
            break
        seat = hand.current_player()
        if seat != state.current_player():
            _fail(_category(hand), f"seat {seat} to act here, {state.current_player()} there")
        legal = hand.legal_actions()
        os_legal = state.legal_actions()
        translated = {to_openspiel(a, hand) for a in legal}
        if translated != set(os_legal) or len(translated) != len(os_legal):
            _fail(
                _category(hand),
                f"legal here {[str(a) for a in legal]} = OpenSpiel {sorted(translated)}; "
                f"OpenSpiel's own {sorted(os_legal)}",
            )
        bidding = phase is Phase.ROUND_1 or phase is Phase.ROUND_2
        if bidding:
            bids = {(to_openspiel(a, hand), a.alone) for a in legal if a.kind is not Kind.PASS}
            if bids != {(b, alone) for b, _ in bids for alone in (False, True)}:
                _fail("bidding", f"each bid should come with and without 'alone' (OpenSpiel asks later): {legal}")
        if rng.random() < 0.5:
            action = _pick(rng, legal, A.PASS, bidding)
            os_action = to_openspiel(action, hand)
            stats["chosen by ours"] += 1
        else:
            os_action = _pick(rng, os_legal, OS_PASS, bidding)
            action = from_openspiel(os_action, hand, rng.random() < 0.5)
            stats["chosen by OpenSpiel"] += 1
        hand.apply(action)
        state.apply_action(os_action)
        if phase is Phase.PLAY and hand.current_trick is None:
            _check_trick(state, hand)
    _check(state.is_terminal(), "score", "our hand is over, OpenSpiel's is not")
    _check_end(state, hand, stats)


def _check_trick(state, hand: HandState) -> None:
    number = len(hand.tricks)
    ours = hand.tricks[-1]
    theirs = state.tricks()[number - 1]
    _check(
        (ours.leader, [OS_ID[c.id] for _, c in ours.plays]) == (theirs.leader(), list(theirs.cards())),
        "tricks",
        lambda: (
            f"trick {number}: led by {ours.leader} with {ours.cards} here; by {theirs.leader()} with "
            f"{[OS_CARD[c] for c in theirs.cards()]} in OpenSpiel"
        ),
    )
    _check(
        ours.winner == theirs.winner(),
        "tricks",
        lambda: f"trick {number} {ours.cards}: won by seat {ours.winner} here, by {theirs.winner()} in OpenSpiel",
    )


def _check_end(state, hand: HandState, stats: Counter) -> None:
    ours = hand.returns()
    theirs = state.returns()
    result = hand.result
    _check(
        ours == list(theirs),
        "score",
        f"{result.outcome} ({result.explanation}): ours {ours} (points {hand.points()}), OpenSpiel {theirs}",
    )
    stats[f"{result.outcome}, {result.points}"] += 1
    if hand.thrown_in:
        _check(state.declarer() < 0, "bidding", f"thrown in here, OpenSpiel's maker is {state.declarer()}")
        stats["thrown in"] += 1
        return
    stats["round 1" if hand.upcard_taken else "round 2"] += 1
    stats["maker alone"] += hand.alone
    stats["lone defender"] += hand.lone_defender is not None
    stats["lone maker against a lone defender"] += hand.alone and hand.lone_defender is not None
    lone_defender = -1 if hand.lone_defender is None else hand.lone_defender
    discard = -1 if hand.discarded is None else OS_ID[hand.discarded.id]
    active = [seat not in hand.sitting_out for seat in range(4)]
    ours_facts = (hand.maker, int(hand.trump), discard, hand.alone, lone_defender, active)
    their_facts = (
        state.declarer(),
        state.trump_suit(),
        state.discard(),
        state.declarer_go_alone(),
        max(state.lone_defender(), -1),
        list(state.active_players()),
    )
    _check(
        ours_facts == their_facts,
        "lone",
        f"(maker, trump, discard, alone, lone defender, active seats): ours {ours_facts}, OpenSpiel {their_facts}",
    )


# -- runs ----------------------------------------------------------------------------------------
@dataclass
class Run:
    name: str
    hands: int
    stats: Counter
    disagreements: list[tuple[Disagreement, str]]

    def failures(self, *categories: str) -> str:
        found = [(d, repro) for d, repro in self.disagreements if d.category in categories]
        if not found:
            return ""
        shown = "\n\n".join(f"[{d.category}] {d.message}\n{repro}" for d, repro in found[:3])
        return f"{len(found)} of {self.hands} hands disagree in run {self.name!r}; the first ones:\n\n{shown}"


def reproducer(run: str, outcome: Outcome) -> str:
    """Python that deals the hand again in both engines and replays the actions up to the disagreement."""
    hand = outcome.hand
    deal = hand.deal
    os_params, _, _, _ = RUNS[run]
    hands = {hand.seat_name(s): " ".join(c.code for c in cards) for s, cards in enumerate(deal.hands)}
    chance = [deal.dealer] + [OS_ID[deal.hands[(deal.dealer + i) % 4][i // 4].id] for i in range(20)]
    chance.append(OS_ID[deal.upcard.id])
    return (
        f"rules = RUNS[{run!r}][1]\n"
        f"deal = Deal.from_hands(rules, {hands!r}, upcard={deal.upcard.code!r}, "
        f"dealer={hand.seat_name(deal.dealer)!r})\n"
        f"actions = {[str(a) for a in hand.actions]!r}\n"
        f"openspiel = pyspiel.load_game('euchre', {os_params!r}); chance actions {chance}; "
        f"then {outcome.os_history}"
    )


@cache
def run(name: str) -> Run:
    os_params, rules, count, seed = RUNS[name]
    game = pyspiel.load_game("euchre", os_params)
    rng = random.Random(seed)
    stats: Counter = Counter()
    disagreements = []
    for _ in range(count):
        outcome = play_one(game, rules, rng)
        stats.update(outcome.stats)
        if outcome.disagreement is not None:
            disagreements.append((outcome.disagreement, reproducer(name, outcome)))
    return Run(name, count, stats, disagreements)


RUN_NAMES = list(RUNS)


@pytest.mark.parametrize("name", RUN_NAMES)
def test_R6_R7_deal_translation_matches_openspiel(name: str) -> None:
    failures = run(name).failures("deal")
    assert not failures, failures


@pytest.mark.parametrize("name", RUN_NAMES)
def test_R9_R11_R12_bidding_turns_and_legal_bids_match_openspiel(name: str) -> None:
    failures = run(name).failures("bidding")
    assert not failures, failures


@pytest.mark.parametrize("name", RUN_NAMES)
def test_R14_dealer_pick_up_and_legal_discards_match_openspiel(name: str) -> None:
    failures = run(name).failures("discard")
    assert not failures, failures


@pytest.mark.parametrize("name", RUN_NAMES)
def test_R15_R16_R17_going_alone_defending_alone_and_opening_lead_match_openspiel(name: str) -> None:
    failures = run(name).failures("lone")
    assert not failures, failures


@pytest.mark.parametrize("name", RUN_NAMES)
def test_R18_R19_legal_moves_and_trick_winners_match_openspiel(name: str) -> None:
    failures = run(name).failures("play", "tricks")
    assert not failures, failures


@pytest.mark.parametrize("name", RUN_NAMES)
def test_R20_points_match_openspiel(name: str) -> None:
    failures = run(name).failures("score")
    assert not failures, failures


@pytest.mark.parametrize("name", RUN_NAMES)
def test_differential_run_reaches_every_situation_it_compares(name: str) -> None:
    """The comparisons above are not vacuous: each run meets lone hands, euchres and marches."""
    stats = run(name).stats
    assert stats["chosen by ours"] > 1000 and stats["chosen by OpenSpiel"] > 1000, stats
    for situation in ("round 1", "round 2", "maker alone", "made, 1", "march, 2", "march, 4", "euchred, 2"):
        assert stats[situation] >= 10, (situation, stats)
    if name == "lone defender":
        for situation in ("lone defender", "lone maker against a lone defender", "euchred, 4"):
            assert stats[situation] >= 10, (situation, stats)
    else:
        assert stats["lone defender"] == 0, stats
    if name == "no stick":
        assert stats["thrown in"] >= 5, stats
    else:
        assert stats["thrown in"] == 0, stats


def test_translation_round_trips_every_action_kind() -> None:
    """Each of our actions maps to OpenSpiel's and back (the alone flag travels apart)."""
    rules = RUNS["lone defender"][1]
    hand = HandState(rules, Deal.from_seed(rules, 5))
    rng = random.Random(7)
    seen = set()
    while not hand.is_terminal():
        for action in hand.legal_actions():
            back = from_openspiel(to_openspiel(action, hand), hand, action.alone)
            assert back == action, (action, back)
            seen.add(action.kind)
        hand.apply(rng.choice(hand.legal_actions()))
    assert {Kind.PASS, Kind.PLAY, Kind.DEFEND_ALONE} <= seen

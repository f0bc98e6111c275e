"""Shared tools of the fuzz suite (``test_fuzz.py``) and the tests of bad input (``test_action_input.py``,
``test_record_files.py``, ``test_seats.py``, ...).

- :func:`time_limit`: a per-case limit (SIGALRM), so that a hang fails instead of blocking CI;
- :func:`refuses`: call, and insist on a ``EuchreError`` subclass (never a bare Python error);
- :data:`COUNTS`: inputs tried per entry point, printed at the end of a run;
- :func:`rules_mixes`: presets with random option changes (valid mixes kept, refusals checked);
- :func:`twin`: the same public history with the hidden cards shuffled, for the view check.
"""

from __future__ import annotations

import contextlib
import random
import signal
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from hypothesis import strategies as st

from euchre_teach import PRESETS, Card, Deal, EuchreError, HandState, Rules, new_hand
from euchre_teach.actions import Kind
from euchre_teach.rules import Bidding

#: Inputs tried, by entry point (the fuzz suite prints them; the report quotes them).
COUNTS: Counter = Counter()


class Hang(Exception):
    """A case ran past its time limit."""


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Fail a case that runs longer than ``seconds`` (a hang guard, not a speed test)."""

    def stop(signum: int, frame: object) -> None:
        raise Hang(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def refuses(call: Callable[[], Any], where: str, *allowed: type[EuchreError]) -> EuchreError | None:
    """Run ``call``; a refusal must be a ``EuchreError`` (of ``allowed`` if given). Returns it, or None."""
    COUNTS[where] += 1
    try:
        call()
    except EuchreError as error:
        if allowed and not isinstance(error, allowed):
            raise AssertionError(f"{where}: {type(error).__name__} ({error}), expected {allowed}") from error
        assert str(error), f"{where}: an error without a message"
        return error
    return None


#: A hand's fields that only keep what its other fields already say: its legal moves, its closed
#: tricks as a view shows them, and what each seat's view knows of the bidding (both made when a
#: view is first asked for, an error explained too).
CACHES = ("_legal", "_shown", "_known", "_teacher_view")


def snapshot(state: HandState) -> tuple[object, ...]:
    """Every internal field but the caches, copied, so that any change is seen."""
    return tuple(
        tuple(value) if isinstance(value, list) else value
        for value in (getattr(state, name) for name in HandState.__slots__ if name not in CACHES)
    )


#: Values that are not what an entry point expects; each must be refused with a EuchreError.
HOSTILE_OBJECTS: tuple[object, ...] = (
    None, True, False, 1.5, float("nan"), -1, 99, 10**40, [], {}, (), [1], b"pass", object(), Card.parse("JH"),
)
#: Text a user might type by mistake, or an attacker on purpose.
HOSTILE_TEXT: tuple[str, ...] = (
    "", " ", "\t\n", ":", "West:", ": pass", "pass:", "bid ² hearts", "bid 3", "bid -3 hearts", "bid 3 purple",
    "bid 99999999999999999999999999999999 hearts", "call", "call purple", "call ace", "call ace clubs alone",
    "bid 3 hearts alone", "discard", "discard ZZ", "discard 9c alone", "play", "play 1", "play joker joker",
    "ally", "ally KC", "give", "order up alone alone", "alone", "lone", "\x00", "\ufeffpass", "PASS!!!",
    "pass " * 50, "x" * 20_000, "1" * 5000, "♠", "J♥♥", "10", "Ⅻ", "٣", "²5",
)
#: Never a seat, in any game (``None`` is the teacher's view where a seat is optional).
BAD_SEATS: tuple[object, ...] = (None, True, 1.5, [], "", " ", -1, 99, b"N", object())
#: Not seats in most games, though a custom name may make one valid.
HOSTILE_SEATS: tuple[object, ...] = (*BAD_SEATS, "Q", "north ", "NorthEast", "0")

action_text = st.one_of(
    st.sampled_from(HOSTILE_TEXT),
    st.text(max_size=40),
    st.builds(lambda a, b: f"{a} {b}", st.sampled_from(
        ["pass", "order up", "call", "call ace", "bid", "discard", "play", "give", "ally", "go", "defend", "throw"]),
        st.text(alphabet="0123456789 ²³¹٣ cdhsCDHS♠♥♦♣jqkatJQKAT-alone", max_size=20)),
)

_NAME = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=0, max_size=14)


@st.composite
def rules_mixes(draw: st.DrawFn) -> Rules:
    """A preset with some options changed; mixes the rules refuse are checked and replaced by the preset."""
    preset = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    choices: dict[str, st.SearchStrategy[Any]] = {
        "stick_the_dealer": st.booleans(),
        "dealer_partner_must_go_alone": st.booleans(),
        "dealer_picks_up_when_partner_alone": st.booleans(),
        "dealer_may_discard_upcard": st.booleans(),
        "calling_for_best": st.booleans(),
        "farmers_hand": st.booleans(),
        "no_ace_no_face": st.booleans(),
        "defend_alone": st.sampled_from([None, "always", "against a loner", "never"]),
        "opening_lead": st.sampled_from(["loner's left", "dealer's left"]),
        "super_euchre_points": st.sampled_from([None, 2, 4]),
        "best_bower": st.sampled_from([None, "joker", "2S"]),
        "pack_size": st.sampled_from([24, 28, 32, 36]),
        "deal_packets": st.sampled_from([(3, 2), (2, 3)]),
        "joker_upcard": st.sampled_from(["dealer names trump", "agreed suit"]),
        "joker_agreed_suit": st.sampled_from(["clubs", "spades"]),
        "scoring": st.sampled_from(["points", "euchres"]),
        "target": st.integers(1, 30),
        "make_points": st.integers(0, 3),
        "march_points": st.integers(0, 3),
        "euchre_points": st.integers(0, 4),
        "lone_defender_euchre_points": st.sampled_from([None, 2, 4]),
        "lone_hand_euchre_points": st.sampled_from([None, 2, 4]),
        "widow": st.integers(1, 4),
        "players": st.integers(2, 7),
        "partnership": st.sampled_from(["partners opposite", "every player for himself", "silent partner called"]),
        "seat_names": st.lists(_NAME, min_size=2, max_size=7).map(tuple),
    }
    keys = draw(st.lists(st.sampled_from(sorted(choices)), max_size=5, unique=True))
    changes = {key: draw(choices[key]) for key in keys}
    COUNTS["Rules mixes"] += 1
    try:
        return preset.replace(**changes)
    except EuchreError:  # only EuchreError may refuse a mix (anything else fails the test here)
        COUNTS["Rules mixes refused"] += 1
        return preset


def walk(rules: Rules, seed: int, steps: int) -> HandState:
    """A seeded hand after up to ``steps`` random legal actions."""
    rng = random.Random(seed)
    hand = new_hand(rules, seed=seed)
    for _ in range(steps):
        if hand.is_terminal():
            break
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def _known_cards(state: HandState, seat: int) -> set[int]:
    """Card ids ``seat`` has seen: its own dealt cards, the face-up upcard, every card played,
    its own discards and gifts, a widow it took, the cards it got by going under."""
    rules, deal = state.rules, state.deal
    known = {c.id for c in deal.hands[seat]}
    if rules.bidding is Bidding.TWO_ROUNDS:
        known.add(deal.kitty[0].id)
    for trick in (*state.tricks, *([state.current_trick] if state.current_trick else [])):
        known.update(c.id for c in trick.cards)
    maker = state.maker
    for actor, action in state.history:
        card = action.card
        if action.kind is Kind.DISCARD and actor == seat:
            known.add(card.id)  # type: ignore[union-attr]
        if action.kind is Kind.GIVE and seat in (actor, maker):
            known.add(card.id)  # type: ignore[union-attr]
        if action.kind is Kind.GO_UNDER and actor == seat:
            known.update(c.id for c in deal.kitty[1:4])
    if rules.bidding is Bidding.AUCTION and maker == seat and state.upcard_taken:
        known.update(c.id for c in deal.kitty[: rules.widow])
    return known


def twin(state: HandState, seat: int, rng: random.Random) -> HandState | None:
    """The same hand with every card ``seat`` has not seen shuffled among the places they lie in
    (other hands, the kitty), replayed with the same public actions; None if the shuffle makes
    one of them illegal (a void shown by play, a farmer's hand, ...)."""
    rules, deal = state.rules, state.deal
    known = _known_cards(state, seat)
    places = [(s, i) for s in range(rules.players) for i in range(len(deal.hands[s]))]
    places += [(-1, i) for i in range(len(deal.kitty))]

    def card_at(place: tuple[int, int]) -> Card:
        s, i = place
        return deal.kitty[i] if s < 0 else deal.hands[s][i]

    hidden = [p for p in places if card_at(p).id not in known]
    moved = [card_at(p) for p in hidden]
    rng.shuffle(moved)
    new = {p: card_at(p) for p in places} | dict(zip(hidden, moved, strict=True))
    sigma = {card_at(p).id: new[p] for p in hidden}
    hands = tuple(tuple(new[(s, i)] for i in range(len(deal.hands[s]))) for s in range(rules.players))
    kitty = tuple(new[(-1, i)] for i in range(len(deal.kitty)))
    other = HandState(rules, Deal(deal.dealer, hands, kitty))
    for actor, action in state.history:
        card = action.card
        private = action.kind in (Kind.DISCARD, Kind.GIVE) and card is not None and card.id in sigma
        text = f"{action.kind.value} {sigma[card.id].code}" if private else action  # type: ignore[union-attr]
        if not other.can(text, actor):
            return None
        other.apply(text, actor)
    return other

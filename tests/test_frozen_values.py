"""The engine's values (cards, rules, deals, tricks, results, views, score lines) are frozen, slotted
dataclasses that compare, hash, pickle and copy as values; and the text readers that do not use ``re``
read exactly what the old patterns read.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_teach import Card, Deal, EuchreError, HandState, Match, Rules, RulesError, SeatView, Trick, new_hand
from euchre_teach import actions as A
from euchre_teach.cards import JOKER
from euchre_teach.inputs import whole_number
from euchre_teach.match import ScoreLine
from euchre_teach.rules import _DEFAULTS, OPTIONS, STANDARD, find_variant
from euchre_teach.scoring import HandResult

VALUE_CLASSES = (Card, Rules, Deal, Trick, HandResult, SeatView, ScoreLine)


def finished_match() -> Match:
    match = Match("standard", seed=4)
    while not match.records:
        match.apply(match.legal_actions()[-1])
    return match


def samples() -> list[object]:
    """One value of each class, from a played hand."""
    hand = new_hand("standard", seed=9)
    for _ in range(12):
        hand.apply(hand.legal_actions()[-1])
    match = finished_match()
    view = hand.view(hand.current_player())
    values = [Card.parse("JH"), find_variant("railroad"), hand.deal, hand.tricks[0], match.history[0].result, view,
              match.history[0], match.view(0)]
    assert {type(v) for v in values} == set(VALUE_CLASSES)
    return values


@pytest.mark.parametrize("cls", VALUE_CLASSES, ids=lambda c: c.__name__)
def test_a_value_class_is_a_frozen_dataclass_with_slots(cls: type) -> None:
    assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
    value = next(v for v in samples() if type(v) is cls)
    assert not hasattr(value, "__dict__")  # nothing can be stashed in a value


def test_values_compare_and_hash_by_their_fields() -> None:
    for value in samples():
        again = copy.copy(value)
        assert again == value and (again != value) is False and hash(again) == hash(value)
        assert value != 1


def test_values_are_frozen() -> None:
    for value in samples():
        for field in dataclasses.fields(value):  # type: ignore[arg-type]
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(value, field.name, None)
        with pytest.raises((AttributeError, TypeError)):  # (TypeError: a frozen slotted dataclass on Python 3.11)
            value.not_a_field = 1  # type: ignore[attr-defined]
        assert not hasattr(value, "not_a_field")


def test_values_pickle_and_copy_to_equal_values_and_a_card_to_itself() -> None:
    for value in samples():
        for twin in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
            assert twin == value and repr(twin) == repr(value) and hash(twin) == hash(value)
    card = Card.parse("10S")
    assert pickle.loads(pickle.dumps(card)) is card and copy.deepcopy(card) is card
    rules = pickle.loads(pickle.dumps(find_variant("british")))
    assert rules == find_variant("british") and rules.pack == find_variant("british").pack
    hand = HandState(rules, pickle.loads(pickle.dumps(Deal.from_seed(rules, 5))))
    assert hand == HandState(find_variant("british"), Deal.from_seed(find_variant("british"), 5))


def test_rules_replace_checks_as_new_rules_do() -> None:
    assert STANDARD.replace(target=5).target == 5 and STANDARD.replace() == STANDARD
    assert STANDARD.replace(players=3, partnership="every player for himself", defend_alone="never").seat_names == (
        "North", "East", "West")
    for bad in ({"target": 0}, {"foo": 1}, {"pack_size": 30}, {"stick_the_dealer": "yes"}):
        with pytest.raises(RulesError) as replaced:
            STANDARD.replace(**bad)
        with pytest.raises(RulesError) as built:
            Rules(**bad)
        assert str(replaced.value) == str(built.value)
    with pytest.raises(RulesError, match="give rules options by name"):
        Rules(4)  # type: ignore[misc]


def test_the_options_are_the_fields_with_their_defaults() -> None:
    given = tuple(field.name for field in dataclasses.fields(Rules) if field.init)
    assert OPTIONS == given == tuple(_DEFAULTS) and len(OPTIONS) == 28
    assert "pack=" not in repr(STANDARD) and STANDARD.pack_mask.bit_count() == STANDARD.pack_cards == 24
    assert Rules().to_dict() == {} and Rules() == STANDARD and hash(Rules()) == hash(STANDARD)
    assert Rules.from_dict(find_variant("railroad").to_dict()) == find_variant("railroad")


def test_a_match_view_is_a_seat_view_with_the_score() -> None:
    match = finished_match()
    assert match.view(1) == match.hand.view(1).replace(scores=tuple(match.scores))


# -- the text readers, against the patterns they replaced ----------------------------------------
OLD_CARD = r"(10|[2-9tjqka])(?:of)?([cdhs♣♦♥♠♧♢♡♤]|clubs|diamonds|hearts|spades)"
OLD_ORDER = r"(i )?(order|ordered)( it)? up|up|assist|take( it)? up|pick( it)? up|accept"
OLD_ALONE = r"\s*\b(alone|going alone|go alone|and go alone|lone)$"
OLD_DIGITS = r"-?[0-9]{1,30}"
RANK_WORDS = {"2", "6", "7", "8", "9", "10", "t", "j", "q", "k", "a"}

#: Pieces a player might type, and characters that trip readers up (Unicode spaces, digits and letters).
PIECES = ["10", "1", "0", "2", "3", "5", "9", "t", "j", "Q", "k", "a", "of", "o", "f", "c", "D", "h", "s", "♣", "♦",
          "♥", "♠", "♧", "♢", "♡", "♤", "clubs", "hearts", "Diamonds", "spades", "heart", "club", " ", "  ", "\t",
          "\u00a0", "\u2003", "\n", "-", "_", "²", "٣", "é", "İ", "x", "!", ".", ",", "order", "ordered", "it", "up",
          "i", "take", "pick", "assist", "accept", "alone", "lone", "going", "go", "and", "call", "play", "joker"]
typed = st.lists(st.sampled_from(PIECES), max_size=8).map("".join)


def old_card(text: str) -> Card | None:
    key = text.strip().lower().replace(" ", "")
    if key in ("joker", "jk", "jo", "🃏", "bestbower", "benny"):
        return JOKER
    match = re.fullmatch(OLD_CARD, key)
    if match is None or match.group(1) not in RANK_WORDS:
        return None
    return Card.parse(match.group(1) + match.group(2))


def new_card(text: str) -> Card | None:
    try:
        return Card.parse(text)
    except EuchreError:
        return None


@settings(max_examples=500, deadline=None)
@given(typed)
def test_cards_are_read_as_the_pattern_read_them(text: str) -> None:
    assert new_card(text) == old_card(text)


def test_every_card_text_and_near_miss_is_read_as_the_pattern_read_it() -> None:
    suits = ["c", "d", "h", "s", "♣", "♦", "♥", "♠", "♧", "♢", "♡", "♤", "clubs", "diamonds", "hearts", "spades",
             "club", "x", "", "ofs", "of", "sof", "cc"]
    ranks = [*RANK_WORDS, "1", "3", "4", "5", "11", "100", "", "x", "٣"]
    for rank in ranks:
        for suit in suits:
            for text in (rank + suit, rank + "of" + suit, rank + " of " + suit, f" {rank.upper()}{suit.upper()} "):
                assert new_card(text) == old_card(text), text


@settings(max_examples=500, deadline=None)
@given(typed)
def test_actions_are_normalised_and_read_alone_and_order_up_as_the_patterns_did(raw: str) -> None:
    old = re.sub(r"\s+", " ", re.sub(r"[!.,]", "", raw.strip().lower())).strip()
    assert A._normalised(raw) == old
    found = re.search(OLD_ALONE, old)
    assert A._alone_at(old) == (found.start() if found and found.start() > 0 else 0)
    assert (old in A._ORDER_WORDS) == bool(re.fullmatch(OLD_ORDER, old))


def test_every_character_is_a_word_character_or_space_as_the_patterns_say() -> None:
    every = "".join(map(chr, range(0x110000)))
    assert {c for c in every if A._is_word(c)} == set(re.findall(r"\w", every))
    assert {c for c in every if c.isspace()} == set(re.findall(r"\s", every))


@settings(max_examples=300, deadline=None)
@given(st.one_of(typed, st.text(alphabet="-0123456789 ²٣", max_size=34)))
def test_whole_numbers_are_read_as_the_pattern_read_them(text: str) -> None:
    raw = text.strip()
    try:
        got: int | None = whole_number(text, "n")
    except EuchreError:
        got = None
    assert got == (int(raw) if re.fullmatch(OLD_DIGITS, raw) else None)

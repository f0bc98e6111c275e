"""R1–R5: packs, trump order, plain-suit order, effective suit, next and cross."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from euchre_teach import (
    Card,
    EuchreError,
    InvalidCardError,
    Rules,
    RulesError,
    Suit,
    find_variant,
    parse_cards,
)
from euchre_teach.ranking import effective_suit, is_trump, suit_order, trick_winner, trump_order
from euchre_teach.rules import STANDARD


def codes(cards: tuple[Card, ...]) -> str:
    return " ".join(c.code for c in cards)


def test_R1_packs_24_28_32_and_joker() -> None:
    assert len(Rules(pack_size=24).pack) == 24
    assert {c.rank.label for c in Rules(pack_size=24).pack} == {"9", "10", "J", "Q", "K", "A"}
    assert {c.rank.label for c in Rules(pack_size=28).pack} - {c.rank.label for c in STANDARD.pack} == {"8"}
    assert len(Rules(pack_size=32).pack) == 32
    assert Rules(best_bower="joker").pack_cards == 25
    assert Card.parse("joker") in Rules(best_bower="joker").pack


def test_R1_benny_stand_in_card_is_the_2_of_spades_by_default() -> None:
    assert Rules(best_bower="benny").best_bower == Card.parse("2S")
    assert find_variant("british").best_bower == Card.parse("2S")
    finnish_black_two = Rules(best_bower="2C")
    assert Card.parse("2C") in finnish_black_two.pack
    assert trump_order(Suit.DIAMONDS, finnish_black_two)[0] == Card.parse("2C")


def test_R1_stand_in_must_come_from_outside_the_pack() -> None:
    with pytest.raises(RulesError, match="already in the 24-card pack"):
        Rules(best_bower="9S")
    with pytest.raises(RulesError, match="already in the 32-card pack"):
        Rules(pack_size=32, best_bower="7S")


def test_R1_card_parsing_is_forgiving_and_strict_about_nonsense() -> None:
    assert [Card.parse(t) for t in ("JH", "jh", "J♥", "j of hearts")] == [Card.parse("JH")] * 4
    assert Card.parse("10S") == Card.parse("TS") == Card.parse("10♠")
    assert Card.parse("joker").is_joker
    assert repr(Card.parse("10S")) == "TS" and str(Card.parse("10S")) == "10♠"
    for bad in ("ZZ", "", "11H", "JX", "1S"):
        with pytest.raises(InvalidCardError, match="is not a card"):
            Card.parse(bad)


def test_R2_trump_order_with_best_bower() -> None:
    assert codes(trump_order(Suit.HEARTS)) == "JH JD AH KH QH TH 9H"
    assert codes(trump_order(Suit.CLUBS, Rules(best_bower="joker"))) == "joker JC JS AC KC QC TC 9C"
    assert codes(trump_order(Suit.SPADES, Rules(pack_size=32))) == "JS JC AS KS QS TS 9S 8S 7S"


def test_R3_plain_suits_rank_A_K_Q_J_10_9_without_the_left_bower() -> None:
    assert codes(suit_order(Suit.CLUBS, Suit.HEARTS)) == "AC KC QC JC TC 9C"
    assert codes(suit_order(Suit.DIAMONDS, Suit.HEARTS)) == "AD KD QD TD 9D"  # J♦ went to hearts
    assert codes(suit_order(Suit.DIAMONDS, Suit.HEARTS, Rules(pack_size=28))) == "AD KD QD TD 9D 8D"


def test_R4_left_bower_and_benny_belong_to_trump() -> None:
    left = Card.parse("JD")
    assert effective_suit(left, Suit.HEARTS) == Suit.HEARTS
    assert effective_suit(left, Suit.DIAMONDS) == Suit.DIAMONDS
    assert effective_suit(left, Suit.CLUBS) == Suit.DIAMONDS
    benny = find_variant("british")
    assert effective_suit(Card.parse("2S"), Suit.HEARTS, benny) == Suit.HEARTS
    assert is_trump(Card.parse("joker"), Suit.CLUBS, Rules(best_bower="joker"))
    # identity never changes: the same object, different roles under different trumps
    assert Card.parse("JD") is left


def test_R4_left_bower_wins_over_the_ace_of_trump_and_loses_to_the_right() -> None:
    trick = parse_cards("AH JD JH")
    assert trick_winner(trick, Suit.HEARTS) == 2
    assert trick_winner(trick[:2], Suit.HEARTS) == 1


def test_R5_next_and_cross() -> None:
    assert Suit.HEARTS.same_colour == Suit.DIAMONDS
    assert Suit.CLUBS.same_colour == Suit.SPADES
    assert set(Suit.HEARTS.cross) == {Suit.CLUBS, Suit.SPADES}
    assert all(s.is_red != Suit.SPADES.is_red for s in Suit.SPADES.cross)


def test_rules_are_frozen_and_replaceable() -> None:
    with pytest.raises(FrozenInstanceError):
        STANDARD.target = 5
    assert STANDARD.replace(target=5).target == 5


def test_trump_order_reads_suit_names_and_refuses_junk() -> None:
    hearts = trump_order(Suit.HEARTS)
    assert [c.code for c in hearts] == ["JH", "JD", "AH", "KH", "QH", "TH", "9H"]
    assert trump_order("hearts") == trump_order("H") == trump_order(" ♥ ") == hearts
    british = find_variant("british")
    assert trump_order("spades", "british") == trump_order(Suit.SPADES, british)
    assert trump_order("spades", "british")[0].code == "2S"
    assert suit_order("clubs", "hearts") == suit_order(Suit.CLUBS, Suit.HEARTS)
    for junk in ("purple", "", None, 2, True, 1.5):
        with pytest.raises(EuchreError, match="is not a suit: expected clubs, diamonds, hearts or spades"):
            trump_order(junk)  # type: ignore[arg-type]
        with pytest.raises(EuchreError, match="is not a suit"):
            suit_order(junk, Suit.HEARTS)  # type: ignore[arg-type]
    for junk_rules in ("no such game", None, 5):
        with pytest.raises(RulesError):
            trump_order(Suit.HEARTS, junk_rules)  # type: ignore[arg-type]

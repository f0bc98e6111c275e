"""Bots: three levels by name, legal and explained decisions on every preset, seat views only."""

from __future__ import annotations

import random
import re

import pytest

from euchre_teach import PRESETS, Deal, EuchreError, HandState, Phase, find_variant, new_hand
from euchre_teach.analysis.heuristics import bid_points, choose_play, trump_count
from euchre_teach.bots import LEVELS, Bot, Decision, RandomBot, get_bot
from euchre_teach.bots.strong import StrongBot
from euchre_teach.cards import Card, mask_of, parse_cards
from euchre_teach.rules import STANDARD


def ids(text: str) -> int:
    return mask_of(parse_cards(text))


def card(text: str) -> int:
    return Card.parse(text).id


def play_out(hand: HandState, bots: list[Bot]) -> list[Decision]:
    decisions = []
    while not hand.is_terminal():
        seat = hand.current_player()
        decision = bots[seat].decide(hand.view(seat))
        assert decision.action in hand.legal_actions()
        assert decision.reason and decision.reason[0] not in " .;"
        decisions.append(decision)
        hand.apply(decision.action)
    return decisions


def test_the_three_levels_are_registered_by_name() -> None:
    assert {"random", "rule of thumb", "strong"} <= set(LEVELS)
    assert isinstance(get_bot("random", 1), RandomBot)
    assert get_bot("rule of thumb", 1).name == "rule of thumb" and get_bot("strong", 1).name == "strong"
    with pytest.raises(EuchreError, match="no bot level"):
        get_bot("grandmaster")


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_rule_of_thumb_plays_every_preset_legally_with_reasons(preset: str) -> None:
    for seed in range(8):
        hand = new_hand(preset, seed=seed)
        play_out(hand, [get_bot("rule of thumb", seed * 10 + s) for s in range(hand.rules.players)])


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_strong_plays_every_preset_legally_with_reasons(preset: str) -> None:
    hand = new_hand(preset, seed=3)
    bots: list[Bot] = [StrongBot(s, bid_samples=12, play_samples=3) for s in range(hand.rules.players)]
    if hand.rules.players > 5:  # a search over six or seven hands is slow: let the strong bot finish the hand
        rng = random.Random(3)
        while hand.phase is not Phase.PLAY or len(hand.tricks) < 3:
            hand.apply(rng.choice(hand.legal_actions()))
            if hand.is_terminal():
                return
    decisions = play_out(hand, bots)
    assert any("expects" in d.reason or "rule of thumb" in d.reason or "only legal" in d.reason for d in decisions)


@pytest.mark.parametrize("level", ["rule of thumb", "strong"])
def test_a_bot_decides_on_its_view_alone(level: str) -> None:
    """Swap the two hands the first bidder cannot see: its decision and reason stay the same."""
    rules = find_variant("standard")
    for seed in (2, 22, 40):
        deal = new_hand(rules, seed=seed).deal
        first = (deal.dealer + 1) % 4
        a, b = [s for s in range(4) if s != first][:2]
        hands = list(deal.hands)
        hands[a], hands[b] = hands[b], hands[a]
        swapped = Deal(deal.dealer, tuple(hands), deal.kitty)
        seen = []
        for this in (deal, swapped):
            bot = StrongBot(5, bid_samples=40) if level == "strong" else get_bot(level, 5)
            seen.append(bot.decide(HandState(rules, this).view(first)))
        assert seen[0] == seen[1]


def test_the_point_count_matches_its_published_example() -> None:
    """euchrestrategy.info: Q♣ J♦ A♣ Q♥ K♦, the opponents turn up the 9♥: hearts 6 (pass); diamonds 8 (call)."""
    hand = ids("QC JD AC QH KD")
    hearts, _ = bid_points(STANDARD, hand, 2, upcard=card("9H"), our_deal=False)
    diamonds, words = bid_points(STANDARD, hand, 1)
    assert (hearts, diamonds) == (6, 8)
    assert words == "right bower 4, king of trump 2, off-suit ace 2"


def test_the_maxims_of_play() -> None:
    spades = 3
    side = frozenset({0, 2})
    unseen = STANDARD.pack_mask

    def play(hand: str, trick: list[tuple[int, str]], seat: int, made: bool = False) -> tuple[str, str]:
        mask = ids(hand)
        if trick:
            led = {card(trick[0][1]) // 10}
            follow = mask & sum(1 << c for c in range(mask.bit_length()) if c // 10 in led and mask >> c & 1)
            legal = follow or mask
        else:
            legal = mask
        chosen, why = choose_play(STANDARD, spades, mask, legal, [(s, card(c)) for s, c in trick], seat, side,
                                  made, unseen & ~mask, 4)
        return Card.from_id(chosen).code, why

    assert play("AH 9H KC", [(1, "TH")], 2) == (
        "9H", "second hand low: play the 9♥ and leave the trick to your partner")
    assert play("AH 9H KC", [(0, "TH"), (1, "QH")], 2)[0] == "AH"  # third hand high
    assert "third hand high" in play("AH 9H KC", [(0, "TH"), (1, "QH")], 2)[1]
    assert play("9S KC", [(1, "TH"), (2, "AH"), (3, "9H")], 0) == (
        "KC", "don't trump your partner's winner (A♥): throw the K♣")
    assert play("JS 9S KC", [], 0, made=True)[1].startswith("lead trump when your side made it")
    assert play("JH 9H KC", [(1, "QH"), (2, "9C"), (3, "KH")], 0) == (
        "9H", "you cannot beat the K♥: play your lowest, the 9♥")
    assert play("QH 9H KC", [(1, "TH"), (2, "9C"), (3, "JH")], 0) == (
        "QH", "last to play: win as cheaply as you can with the Q♥")


def test_a_forced_card_says_why() -> None:
    hand = new_hand("standard", seed=22)
    decisions = play_out(hand, [get_bot("rule of thumb", s) for s in range(4)])
    reasons = [d.reason for d in decisions]
    forced = "the only card you may play: you must follow spades with the J♣ (the left bower counts as a spade)"
    assert forced in reasons
    assert "the only card left: the K♦" in reasons


def test_strong_is_seeded_and_speaks_in_card_symbols() -> None:
    """The same seed plays the same hand the same way; every reason names cards as K♦, never KD."""
    runs = []
    for _ in range(2):
        hand = new_hand("standard", seed=40)
        runs.append([(d.action, d.reason) for d in play_out(hand, [StrongBot(7 + s) for s in range(4)])])
    assert runs[0] == runs[1]
    code = re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b")
    assert not any(code.search(reason) or "Action(" in reason for _, reason in runs[0])
    assert any("expects" in reason for _, reason in runs[0])


def test_strong_solves_only_the_plausible_bids() -> None:
    """A lone bid is searched only with three trumps; a round-two suit only with two (the dealer stuck aside)."""
    from euchre_teach.analysis.strength import bid_candidates

    view = new_hand("standard", seed=22).view("West")  # A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up: three spades
    assert set(bid_candidates(view)) == set(view.legal)
    hand = new_hand("standard", seed=22)
    for _ in range(4):
        hand.apply("pass")
    view = hand.view(hand.current_player())
    hand_mask = mask_of(view.own_hand)
    for action in bid_candidates(view):
        if action.suit is not None:
            count = trump_count(STANDARD, hand_mask, int(action.suit))
            assert count >= 2 and (count >= 3 or not action.alone)


def test_the_optimism_allowance_marks_down_the_makers_double_dummy_points() -> None:
    """On the same deals, an allowance (q_march, q_make) takes q_march × (march − make) off each march
    and q_make × (make − euchre) off each make: 1 and 3 points with a partner, 3 and 3 alone."""
    from euchre_teach.analysis import advise_bid

    view = new_hand("standard", seed=22).view("West")
    plain = advise_bid(view, 60, seed=1, confidence=None)
    marked = advise_bid(view, 60, seed=1, confidence=None, optimism=(0.25, 0.1))
    for action, march_loss in (("order up", 1), ("order up alone", 3)):
        was, now = plain.option(action), marked.option(action)
        assert was.p_make is not None and was.p_march is not None
        assert (now.p_make, now.p_march) == (was.p_make, was.p_march)  # the same deals, the same outcomes
        loss = 0.25 * march_loss * was.p_march + 0.1 * 3 * (was.p_make - was.p_march)
        assert now.expected == pytest.approx(was.expected - loss)


def test_the_strong_bot_bids_with_its_allowance() -> None:
    """West's A♠ Q♠ J♠ 10♣ K♦ orders up; a bot told that every make is really euchred passes."""
    view = new_hand("standard", seed=22).view("West")
    assert StrongBot(1, bid_samples=32).decide(view).action.kind.value == "order up"
    assert StrongBot(1, bid_samples=32, optimism=(1.0, 1.0)).decide(view).action.kind.value == "pass"


def test_a_strong_bid_says_its_points_are_marked_down_for_face_up_play() -> None:
    hand = new_hand("standard", seed=22)
    reason = StrongBot(1, bid_samples=32).decide(hand.view(hand.current_player())).reason
    assert "marked down" in reason and "30% of those marches count as plain makes" in reason
    assert "marked down" not in StrongBot(1, bid_samples=32, optimism=(0.0, 0.0)).decide(
        hand.view(hand.current_player())).reason


def test_the_strong_bot_plays_for_the_match_when_it_knows_the_score() -> None:
    """In a match (the view's ``scores``) the strong bot's bids and cards say their chance to win it;
    outside a match they speak of points only."""
    hand = new_hand("standard", seed=22)
    view = hand.view(hand.current_player())
    late = StrongBot(1, bid_samples=32).decide(view.replace(scores=(9, 8, 9, 8)))
    assert late.action.kind.value == "order up" and "At 8–9 it gives your side" in late.reason
    assert "win the match" not in StrongBot(1, bid_samples=32).decide(view).reason
    hand = new_hand("standard", seed=1)
    for action in ("order up", "discard 9C", "pass", "pass"):
        hand.apply(action)
    seat = hand.current_player()
    played = StrongBot(1).decide(hand.view(seat).replace(scores=(2, 7, 2, 7)))
    assert played.action in hand.legal_actions() and "to win the match" in played.reason


def test_at_nine_to_seven_the_strong_bot_orders_up_for_the_match() -> None:
    """West's Q♠ 9♥ A♣ K♣ 10♣ under the J♣ turned to the dealer: by points, ordering up the right
    bower to the other side loses; but at 9–7 one made hand wins the match and a euchre only
    takes the others to 9, so the bot orders up and says why."""
    hand = new_hand("standard", seed=2792726793)
    seat = hand.current_player()
    view = hand.view(seat)
    assert (str(view.upcard), seat, [str(c) for c in view.own_hand]) == ("J♣", 3, ["Q♠", "9♥", "A♣", "K♣", "10♣"])
    assert StrongBot(5).decide(view).action.kind.value == "pass"
    decision = StrongBot(5).decide(view.replace(scores=(7, 9, 7, 9)))
    assert decision.action.kind.value == "order up"
    assert ("At 9–7 the match counts more than the points (your side needs 1 point, the other side 3 points): "
            "ordering up gives your side") in decision.reason

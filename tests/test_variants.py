"""R23–R28: the variants, each playable through the same API; golden hands checked move by move."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest
from conftest import play_all

from euchre_teach import (
    Deal,
    HandState,
    IllegalActionError,
    Match,
    Phase,
    Record,
    Rules,
    RulesError,
    find_variant,
    new_hand,
    parse_cards,
)
from euchre_teach.cards import Suit
from euchre_teach.ranking import trick_winner, trump_order
from euchre_teach.rules import PRESETS

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.txt"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_hand_move_by_move(path: Path) -> None:
    """Replay a worked hand one action at a time: each is legal, tricks and points as worked out."""
    text = path.read_text(encoding="utf-8")
    expected_tricks = re.search(r"# expect tricks: (.*)", text).group(1).split(", ")  # type: ignore[union-attr]
    points_line = re.search(r"# expect points: (.*)", text).group(1)  # type: ignore[union-attr]
    expected_points = {} if points_line == "none" else {
        name: int(value) for name, value in (item.rsplit(" ", 1) for item in points_line.split(", "))
    }
    record = Record.from_text(text)
    state = record.at(0)
    for step, action in enumerate(record.actions):
        assert state.current_player() == record.seat_of(step)
        assert action in state.legal_actions(), f"step {step + 1}: {action} is not legal"
        tricks_before = len(state.tricks)
        state.apply(action)
        if len(state.tricks) > tricks_before:
            number = len(state.tricks)
            winner = state.seat_name(state.tricks[-1].winner)
            assert winner == expected_tricks[number - 1], f"trick {number}"
    assert state.is_terminal()
    points = {state.seat_name(s): p for s, p in enumerate(state.points()) if p}
    assert points == expected_points


def test_R23_cutthroat_three_players_maker_alone_individual_scores() -> None:
    rules = find_variant("cutthroat")
    assert rules.players == 3 and rules.seat_names == ("North", "East", "West")
    hand = new_hand(rules, seed=4)
    assert [str(a) for a in hand.legal_actions()] == ["pass", "order up"]  # no partner: no "alone"
    hand.apply("order up")
    assert len(hand.makers) == 1 and len(hand.defenders) == 2 and hand.sitting_out == ()
    assert "each opponent scores 2" in rules.describe()
    euchred = Record.from_text((Path(__file__).parent / "golden" / "cutthroat_march.txt").read_text())
    assert euchred.final.points() == [0, 2, 0]
    # a euchre pays each opponent
    hands = {"N": "AC KC QC 9D TD", "E": "JH JD AH KH QH", "W": "AS KS QS JS TS"}
    hand = HandState(rules, Deal.from_hands(rules, hands, upcard="9H", dealer="W"))
    play_all(hand, "order up", "discard 9H")  # North makes hearts with no heart at all
    rng = random.Random(1)
    while not hand.is_terminal():
        hand.apply(rng.choice(hand.legal_actions()))
    assert hand.result.outcome == "euchred" and hand.points() == [0, 2, 2]


def test_R24_call_ace_silent_partner_is_secret_until_played() -> None:
    record = Record.from_text((Path(__file__).parent / "golden" / "call_ace_silent_partner.txt").read_text())
    after_call = record.at(3)
    assert after_call.partner == 2 and not after_call.partner_revealed  # South holds the A♣
    assert after_call.view("South").partner == 2  # the partner knows
    for seat in (0, 1, 3):
        assert after_call.view(seat).partner is None and after_call.view(seat).makers == (0,)
    before_ace = record.at(17)
    assert not before_ace.partner_revealed
    after_ace = record.at(18)
    assert after_ace.partner_revealed and after_ace.view("East").makers == (0, 2)
    assert "revealed as North's silent partner" in record.narration(17)


def test_R24_highest_card_in_play_and_maker_as_own_partner() -> None:
    rules = find_variant("call-ace")
    hands = {"N": "JH JD KH 9C 9S", "E": "AH QH TC JC QC", "S": "KC AC 9D TD QD", "W": "KD AD TS JS QS"}
    hand = HandState(rules, Deal.from_hands(rules, hands, upcard="9H", dealer="W"))
    play_all(hand, "order up", "discard TS", "call ace hearts")  # the J♥ is the highest heart: North's own
    assert hand.partner is None and hand.makers == (0,) and not hand.alone
    # the A♠ is undealt (in the kitty): the K♠ is the highest spade in play
    hand = HandState(rules, Deal.from_hands(rules, hands, upcard="9H", dealer="W", kitty="9H TH KS AS"))
    play_all(hand, "order up", "discard TS", "call ace spades")
    assert hand.partner_card.code == "QS" and hand.partner == 3  # K♠ and A♠ undealt, T♠ discarded
    hand = HandState(rules, Deal.from_hands(rules, hands, upcard="9H", dealer="W"))
    play_all(hand, "order up", "discard TS", "go alone")
    assert hand.alone and hand.makers == (0,)


def test_R24_pack_must_fit_the_players() -> None:
    assert find_variant("call-ace 5").pack_size == 32 and find_variant("call-ace 6").players == 6
    with pytest.raises(RulesError, match="6 players need 31 cards: 5 each and an upcard; this pack has 24"):
        Rules(players=6, partnership="silent partner called", pack_size=24)
    assert Rules(players=6, partnership="silent partner called").pack_size == 32  # left out, the pack fits


def test_R25_railroad_bundle_and_each_option() -> None:
    rules = find_variant("railroad")
    assert rules.best_bower.is_joker and rules.stick_the_dealer and rules.calling_for_best
    assert rules.lone_defender_euchre_points == 4 and rules.dealer_partner_must_go_alone
    assert rules.replace(target=5).target == 5


def test_R25_calling_for_best() -> None:
    record = Record.from_text(
        (Path(__file__).parent / "golden" / "railroad_canadian_loner_calls_for_best.txt").read_text()
    )
    state = record.at(2)
    assert state.phase is Phase.CALLING_FOR_BEST and state.current_player() == 3  # West, the partner
    gave = record.at(3)
    assert gave.given.code == "QH" and gave.phase is Phase.DISCARD and len(gave.hand("E")) == 6
    assert gave.view("North").history[-1][1] is None  # passed face down
    assert gave.view("East").history[-1][1].text == "give QH"


def test_R25_farmers_hand_goes_under() -> None:
    rules = STANDARD_RULES.replace(farmers_hand=True)
    hands = {"N": "9C 9D TH TS AC", "E": "KC QC JC TC AD", "S": "KD QD JD TD AH", "W": "KH QH JH 9H AS"}
    hand = HandState(rules, Deal.from_hands(rules, hands, upcard="KS", dealer="W", kitty="KS QS JS 9S"))
    assert hand.phase is Phase.BEFORE_BIDDING and hand.current_player() == 0
    assert [str(a) for a in hand.legal_actions()] == ["pass", "go under"]
    hand.apply("go under")
    assert {c.code for c in hand.hand("N")} == {"QS", "JS", "9S", "TS", "AC"}  # 9♣ 9♦ 10♥ went under
    assert [c.code for c in hand.kitty] == ["KS", "9C", "9D", "TH"]
    for seat in (1, 2, 3):  # every seat is asked in turn; the others may only pass (one exchange a hand)
        assert hand.phase is Phase.BEFORE_BIDDING and hand.current_player() == seat
        assert [str(a) for a in hand.legal_actions()] == ["pass"]
        hand.apply("pass")
    assert hand.phase is Phase.ROUND_1


def test_R25_no_ace_no_face_throw_in() -> None:
    rules = STANDARD_RULES.replace(no_ace_no_face=True)
    hands = {"N": "9C 9D TH TS 9S", "E": "KC QC JC TC AD", "S": "KD QD JD TD AH", "W": "KH QH JH 9H AS"}
    hand = HandState(rules, Deal.from_hands(rules, hands, upcard="KS", dealer="W"))
    assert [str(a) for a in hand.legal_actions()] == ["pass", "throw in"]
    hand.apply("throw in")
    assert hand.is_terminal() and hand.thrown_in and "no ace and no face" in hand.result.explanation


def test_R26_auction_bids_widow_ally_and_scoring() -> None:
    hand = new_hand("auction 5", seed=3)
    assert hand.upcard is None and len(hand.kitty) == 3
    legal = [str(a) for a in hand.legal_actions()]
    assert legal[0] == "pass" and "bid 3 hearts" in legal and "bid 15 spades" in legal
    hand.apply("bid 4 hearts")
    assert "bid 4 spades" not in {str(a) for a in hand.legal_actions()}  # an overcall must be higher
    with pytest.raises(IllegalActionError, match="must bid more"):
        hand.apply("bid 3 clubs")
    play_all(hand, "bid 5 clubs", "pass", "pass", "pass")
    assert hand.maker == 1 and hand.trump is Suit.CLUBS and hand.phase is Phase.DISCARD
    assert len(hand.hand(1)) == 8  # the widow taken
    for card in hand.hand(1)[:3]:
        hand.apply(f"discard {card.code}")
    assert hand.phase is Phase.PARTNER
    assert all(a.card not in hand.hand(1) for a in hand.legal_actions())
    record = Record.from_text((Path(__file__).parent / "golden" / "auction_five_march.txt").read_text())
    assert record.final.result.points == 4  # a bid of 4 scores 4 even with all five tricks


def test_R26_lone_bids_and_pack_arithmetic() -> None:
    hand = play_all(new_hand("auction 6", seed=9), "bid 15 spades", "pass", "pass", "pass", "pass", "pass")
    assert hand.alone and hand.phase is Phase.PLAY and not hand.upcard_taken  # no widow for 15
    hand = play_all(new_hand("auction 6", seed=9), "bid 8 spades", *["pass"] * 5)
    assert hand.alone and hand.phase is Phase.DISCARD
    assert (find_variant("auction 5").pack_cards, find_variant("auction 6").pack_cards) == (28, 33)
    assert find_variant("auction 7").pack_cards == 37 and find_variant("auction 7").widow == 2
    with pytest.raises(RulesError, match="7 players need 38 cards: 5 each and a 3-card widow; this pack has 33"):
        find_variant("auction 6").replace(players=7)
    with pytest.raises(RulesError, match="auction bidding needs a widow"):
        find_variant("auction 5").replace(widow=0)


def test_R27_two_handed() -> None:
    rules = find_variant("two-handed")
    assert rules.players == 2 and rules.target == 5 and rules.pack_size == 24
    hand = new_hand(rules, seed=2)
    assert len(hand.kitty) == 14 and hand.current_player() != hand.dealer
    assert rules.replace(pack_size=32).pack_cards == 32  # the 32-card reading, as an option


def test_R28_thirty_two_card_euchre_low_trumps() -> None:
    rules = find_variant("32-card")
    assert [c.code for c in trump_order(Suit.HEARTS, rules)][-3:] == ["9H", "8H", "7H"]
    assert trick_winner(parse_cards("8H 9H 7H"), Suit.HEARTS, rules) == 1
    assert trick_winner(parse_cards("AS 7H"), Suit.HEARTS, rules) == 1  # the lowest trump beats a plain ace
    assert len(new_hand(rules, seed=1).kitty) == 12


def test_switching_variant_changes_one_rules_value() -> None:
    for name, rules in PRESETS.items():
        hand = new_hand(rules, seed=17)
        rng = random.Random(17)
        while not hand.is_terminal():
            hand.apply(rng.choice(hand.legal_actions()))
        assert sum(hand.points()) >= 0, name
        assert hand.rules.describe()


def test_random_walks_reach_every_feature() -> None:
    """Enough seeded hands reach lone hands, throw-ins, silent partners revealed late, own partners."""
    seen: Counter = Counter()
    extra = find_variant("railroad").replace(farmers_hand=True, no_ace_no_face=True)
    runs = [(rules, 120) for rules in PRESETS.values()] + [(extra, 2000)]  # no ace, no face is rare
    for rules, count in runs:
        for seed in range(count):
            rng = random.Random(seed)
            hand = new_hand(rules, seed=seed)
            revealed_at = None
            while not hand.is_terminal():
                before = hand.partner_revealed
                legal = hand.legal_actions()
                passing = legal[0].kind.value == "pass" and rng.random() < 0.6  # reach throw-ins too
                if hand.phase is Phase.BEFORE_BIDDING:  # every seat is asked; take a rare option when offered
                    passing = len(legal) == 1 or rng.random() < 0.2
                hand.apply(legal[0] if passing else rng.choice(legal))
                if not before and hand.partner_revealed:
                    revealed_at = len(hand.tricks) + (hand.current_trick is not None)
            kinds = {a.kind.value for a in hand.actions}
            seen.update(kinds)
            seen["lone hand"] += hand.alone
            seen["thrown in"] += hand.thrown_in
            seen["revealed in trick 4 or 5"] += bool(revealed_at and revealed_at >= 4)
            seen["own partner"] += bool(hand.partner_card and hand.partner is None)
            seen["lone defender"] += hand.lone_defender is not None
    for feature in ("lone hand", "thrown in", "revealed in trick 4 or 5", "own partner", "lone defender",
                    "give", "go under", "throw in", "ally", "call ace", "go alone", "bid"):
        assert seen[feature] > 0, feature


def test_every_variant_plays_whole_matches() -> None:
    for name, rules in PRESETS.items():
        match = Match(rules, seed=5)
        rng = random.Random(5)
        while not match.is_terminal():
            match.apply(rng.choice(match.legal_actions()))
        assert match.winners() and max(match.scores) >= rules.target, name
        assert Match.from_dict(match.to_dict()).scores == match.scores


STANDARD_RULES = find_variant("standard")

"""A fresh-eyes review of lessons 7 and 8: every reason true of the cards, every number honest.

Each test clicks or asks as a learner does and reads the words the learner then sees.
"""

from __future__ import annotations

import dataclasses
import re

from euchre_teach import new_hand
from euchre_teach.actions import Kind
from euchre_teach.analysis import side_by_side
from euchre_teach.analysis.coach import advise, judge, played_to
from euchre_teach.analysis.grading import label_for
from euchre_teach.analysis.heuristics import bid_points, choose_play
from euchre_teach.analysis.strength import advise_bid
from euchre_teach.bots import get_bot
from euchre_teach.cards import Card, mask_of, parse_cards
from euchre_teach.ranking import tables
from euchre_teach.rules import STANDARD
from euchre_teach.state import HandState, Phase
from euchre_teach.widgets import PlayTable
from euchre_teach.widgets.labels import action_label
from euchre_teach.widgets.play import Decision
from euchre_teach.widgets.trainer import BidTrainer

SPADES, HEARTS = 3, 2


def _text(value: str) -> str:
    return re.sub(r"<[^>]+>", " ", value).replace("&#x27;", "'")


def _play(hand: str, trick: list[tuple[int, str]], seat: int, trump: int = SPADES) -> tuple[str, str]:
    """The rule-of-thumb card and its reason; ``trick`` is (seat, card); seats 0 and 2 are partners."""
    mask = mask_of(parse_cards(hand))
    legal = mask
    if trick:
        eff = tables(STANDARD).effective_suit[trump]
        led = eff[Card.parse(trick[0][1]).id]
        follow = sum(1 << c for c in range(mask.bit_length()) if mask >> c & 1 and eff[c] == led)
        legal = follow or mask
    unseen = STANDARD.pack_mask & ~mask
    chosen, why = choose_play(STANDARD, trump, mask, legal, [(s, Card.parse(c).id) for s, c in trick], seat,
                              frozenset({0, 2}), False, unseen, 4)
    return str(Card.from_id(chosen)), why


def test_no_trump_to_spare_is_not_told_not_to_trump() -> None:
    card, why = _play("9C KD", [(1, "TH"), (2, "AH"), (3, "9H")], 0)
    assert card == "9♣" and "don't trump" not in why and "cannot follow hearts" in why


def test_a_partner_winning_with_a_trump_is_not_trumped_but_overtrumped() -> None:
    card, why = _play("9S KC", [(1, "TH"), (2, "QS"), (3, "9H")], 0)  # partner trumped with the Q♠
    assert card == "K♣" and "don't trump your partner's winner" not in why and "overtrump" in why


def test_a_forced_overtake_of_the_partner_says_so() -> None:
    card, why = _play("KC AC 9D", [(2, "JC"), (3, "9C")], 0, HEARTS)  # must follow clubs: both beat the J♣
    assert card == "K♣" and "play low" not in why and "beats it" in why


def test_second_hand_low_that_still_wins_says_so() -> None:
    card, why = _play("AS JC 9D", [(1, "KS")], 2)  # spades trump: the A♠ and the left bower both beat the K♠
    assert card == "A♠" and "leave the trick to your partner" not in why and "beats the K♠" in why


def test_one_suit_counted_with_the_left_bower_as_trump() -> None:
    _, words = bid_points(STANDARD, mask_of(parse_cards("JH JD AH KH QH")), HEARTS)
    assert "only two suits" not in words and "only one suit, hearts (the J♦ counts as a heart) 1" in words


def test_without_a_called_card_no_one_holds_it() -> None:
    for preset in ("cutthroat", "two-handed"):
        for seed in range(3):
            hand = new_hand(preset, seed=seed)
            bots = [get_bot("rule of thumb", s) for s in range(hand.rules.players)]
            while not hand.is_terminal():
                seat = hand.current_player()
                action = bots[seat].decide(hand.view(seat)).action
                assert "called card" not in hand.narrate(action), (preset, seed)
                hand.apply(action)


def test_side_by_side_prints_the_deals_really_used() -> None:
    west = new_hand("standard", seed=22).view("West")
    used = advise_bid(west, samples=150, seed=1).samples
    text = side_by_side(west, samples=150, seed=1)
    assert used < 150 and f"Face up: {used} deals (of at most 150" in text and "from 150 deals" not in text


def test_a_tie_names_both_cards_as_equally_good_without_a_doubled_best() -> None:
    hand = played_to("standard", seed=0, steps=9)
    advice = advise(hand.view("South"), seed=1)
    grade = judge(advice, "play 10♦")
    assert str(advice.action.card) == "9♦" and grade.label == "best"
    assert grade.headline.startswith("Best: the 10♦ and the 9♦ are equally good")
    table = PlayTable("standard", seed=0, seat="South", samples=None)
    table.hand, table._advice = hand, {hand.actions: advice}
    decision = table._judge(advice.action, len(hand.actions))
    assert "best. Best" not in _text(table._grade_html(decision))


def _to_south(seed: int) -> HandState:
    """The seeded hand, rule-of-thumb players bidding until South's first turn."""
    hand = new_hand("standard", seed=seed)
    while hand.current_player() != 2:
        seat = hand.current_player()
        hand.apply(get_bot("rule of thumb", seat).decide(hand.view(seat)).action)
    return hand


def test_a_pass_with_enough_points_does_not_say_only() -> None:
    hand = _to_south(2)  # South deals and holds the Q♦; the A♦ turned
    reason = advise(hand.view("South"), samples=60, seed=1).reason
    assert "counts only 7" not in reason and "enough by the count (7 or more)" in reason
    assert "your best suit" not in reason  # round 1 offers one suit


def test_negative_points_use_the_minus_sign() -> None:
    reason = advise(_to_south(9).view("South"), samples=60, seed=1).reason
    assert "−1 point " in reason and "-1 point" not in reason


def _near_the_end() -> PlayTable:
    return PlayTable(STANDARD.replace(target=3), seed=7, seat="South", match=True)


def test_match_chances_come_with_their_sampling_error() -> None:
    table = _near_the_end()
    reason = table.hint().reason  # type: ignore[union-attr]
    assert re.search(r"within about ±\d+%, the sampling error of \d+ deals", reason)
    assert "points past 3 count nothing" in reason  # the score caps the points, and it says so


def test_summary_counts_a_lone_defence_and_no_cutthroat_loners() -> None:
    table = PlayTable("railroad", seed=1, seat="South", grading=False, hints=False)
    while not table.hand.is_terminal():
        legal = table.hand.legal_actions()
        table.act(next((a for a in legal if a.kind is Kind.DEFEND_ALONE), legal[0]))
    assert table.hand.lone_defender == 2 and "1 lone defence" in table.summary()
    cut = PlayTable("cutthroat", seed=1, seat=0, grading=False, hints=False)
    while not cut.hand.is_terminal():
        cut.act(cut.hand.legal_actions()[0])
    assert "lone hand" not in cut.summary()
    assert re.search(r"Hand over\. +The makers", _text(cut.review.value))  # the engine's words begin a sentence


def test_ally_and_called_ace_buttons_speak_with_symbols() -> None:
    hand = new_hand("call-ace", seed=1)
    while hand.phase is not Phase.PARTNER:
        seat = hand.current_player()
        hand.apply(get_bot("rule of thumb", seat).decide(hand.view(seat)).action)
    labels = [action_label(hand, a) for a in hand.legal_actions()]
    assert any(label.startswith("call the ace of ") for label in labels) and not any("call ace" in x for x in labels)
    auction = new_hand("auction", seed=0)
    while auction.phase is not Phase.PARTNER:
        seat = auction.current_player()
        auction.apply(get_bot("rule of thumb", seat).decide(auction.view(seat)).action)
    labels = [action_label(auction, a) for a in auction.legal_actions()]
    assert all(re.fullmatch(r"ally (10|[7-9JQKA])[♣♦♥♠]|go alone", label) for label in labels), labels


def test_trainer_tooltips_use_the_buttons_verb() -> None:
    trainer = BidTrainer(seed=10, seat="South", samples=40, hidden_samples=12)
    for choice in trainer.choices.children:
        assert choice.tooltip == f"Decide: {choice.description}"


def test_a_grade_inside_its_noise_says_so_and_explains_the_plus_minus() -> None:
    hand = played_to("standard", seed=38, steps=14)
    advice = advise(hand.view("South"), samples=40)
    worse = [a for a in hand.legal_actions() if judge(advice, a).label != "best"]
    grade = judge(advice, worse[0])
    assert "the sampling error of that difference" in grade.headline
    assert grade.loss >= 2 * grade.error or "within the sampling error" in grade.headline


def test_a_loss_printed_as_0_05_is_not_graded_good() -> None:
    assert label_for(0.049, False) == "inaccuracy" and label_for(0.044, False) == "good"


def test_the_log_skips_defenders_saying_no_when_nobody_went_alone() -> None:
    table = PlayTable("standard", seed=7, seat="South", grading=False)
    while not table.hand.is_terminal():
        table.act(table.hand.legal_actions()[0])
    assert not table.hand.alone
    shown = _text(table.history_log.value)
    assert "North does not defend alone" not in shown and "You: South does not defend alone" in shown
    numbers = [n for n, _ in table.log_shown()]
    assert numbers == list(range(1, len(numbers) + 1))  # no gap where a line was left out


def test_a_bots_reason_follows_its_card_not_the_hands_end() -> None:
    table = PlayTable("standard", seed=7, seat="South", grading=False)
    while not table.hand.is_terminal():
        table.act(table.hand.legal_actions()[0])
    last = table.reasons[-1]
    assert "Hand over" in last and last.index("Why:") < last.index("Hand over")


def test_the_review_gives_each_loss_its_sampling_error() -> None:
    hand = played_to("standard", seed=38, steps=14)
    advice = advise(hand.view("South"), samples=40)
    table = PlayTable("standard", seed=0, seat="South")
    grade = dataclasses.replace(judge(advice, "play K♦"), label="mistake", loss=0.2, error=0.3)
    table.decisions = [Decision(14, "trick 3", "trick 3", "play K♦", grade, advice)]
    review = table.review_text()
    assert "your play K♦ was a mistake (it gave away 0.20 points ±0.30, within the sampling error)" in review

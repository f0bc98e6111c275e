"""History as data and as rules: sourced claims, playable eras, the history deal and its stepper."""

from __future__ import annotations

import random

import pytest

from euchre_teach import EuchreError, HandState, find_variant, new_hand
from euchre_teach.cards import JOKER, Suit
from euchre_teach.history import (
    ERAS,
    EVENTS,
    HISTORY_DEAL,
    HistoryDeal,
    disputed_events,
    era_hand,
    find_era,
    key_trick,
    what_changed,
)
from euchre_teach.ranking import trump_order
from euchre_teach.rules import STANDARD, variant_names
from euchre_teach.widgets import HistoryStepper, HistoryTimeline


def test_every_claim_names_a_source() -> None:
    for claim in (*EVENTS, *ERAS):
        assert claim.sources, claim
        assert all(s.title and s.url.startswith("https://") for s in claim.sources), claim


def test_disputed_events_are_exactly_the_flagged_ones_in_date_order() -> None:
    disputed = disputed_events()
    assert set(disputed) == {e for e in EVENTS if e.dispute} and len(disputed) >= 3
    assert [e.sort_year for e in disputed] == sorted(e.sort_year for e in disputed)
    assert all(e.disputed and len(e.dispute) > 20 for e in disputed)


def test_the_issue_corrections_are_in_the_timeline() -> None:
    text = {e.year: f"{e.title} {e.text} {e.dispute}" for e in EVENTS}
    assert "32 cards" in text["1844"] and "no joker" in text["1844"]
    assert "first to mention" in text["1868"]
    assert "Philadelphia" in text["c. 1863–1865"] and "1865" in text["c. 1863–1865"]
    assert "overclaims" in text["c. 1863–1865"] and "“Highest Trump”" in text["1862"]
    assert "Parlett" in text["1850s"] and "Ambiguous" in text["1861"]
    assert "Britannica calls" in text["1860s"]
    origins = next(e for e in EVENTS if e.title == "Four theories of the origin")
    for theory in ("Jucker", "Triomphe", "Triunfo", "Spoil Five", "écarté"):
        assert theory in origins.text
    jacks = next(e for e in EVENTS if "two top trumps" in e.title)
    assert jacks.disputed and "Bauer beat the ace" in jacks.dispute


def test_eras_are_in_time_order_and_are_presets() -> None:
    assert [e.sort_year for e in ERAS] == sorted(e.sort_year for e in ERAS)
    assert find_variant("jucker") == find_variant("1844") == find_variant("32-card")
    assert find_variant("1868").best_bower == JOKER and find_variant("1868").pack_cards == 33
    assert find_variant("24-card") == STANDARD and find_variant("today").stick_the_dealer
    assert find_variant("british euchre").best_bower.code == "2S"
    assert {"best bower", "stick the dealer"} <= set(variant_names())
    assert ERAS[0].reconstructed and ERAS[0].disputed and not ERAS[1].reconstructed
    for era in ERAS:
        described = era.describe()
        assert era.name in described and era.rules.describe() in described
        assert ("Reconstructed:" in described) == bool(era.reconstructed)


def test_R2_the_best_bower_era_puts_the_joker_above_both_bowers() -> None:
    order = trump_order(Suit.CLUBS, find_era("1868").rules)
    assert [c.code for c in order[:3]] == ["joker", "JC", "JS"] and len(order) == 10
    assert [c.code for c in trump_order(Suit.CLUBS, find_era("1844").rules)[:2]] == ["JC", "JS"]


def test_find_era_by_index_key_or_name_and_bad_names_raise() -> None:
    assert find_era(0) is find_era("jucker") is find_era("Jucker")
    for bad in (-1, len(ERAS), "1999", ""):
        with pytest.raises(EuchreError):
            find_era(bad)


@pytest.mark.parametrize("era", ERAS, ids=[e.key for e in ERAS])
def test_every_era_plays_whole_hands(era) -> None:
    """A seeded property: any legal play under an era's rules ends in a scored or thrown-in hand."""
    rules = era.rules
    for seed in range(60):
        rng = random.Random(seed)
        hand = HandState(rules, HISTORY_DEAL.deal(rules)) if seed == 0 else new_hand(rules, seed)
        steps = 0
        while not hand.is_terminal():
            hand.apply(rng.choice(hand.legal_actions()))
            steps += 1
            assert steps < 60
        assert hand.thrown_in or sum(len(t.plays) for t in hand.tricks) == 5 * (4 - len(hand.sitting_out))
        assert hand.thrown_in or hand.result.points > 0


def test_the_history_deal_is_the_same_cards_in_every_era() -> None:
    core = [set(h) for h in HISTORY_DEAL.deal(STANDARD).hands]
    assert all(card in STANDARD.pack for hand in core for card in hand)
    for era in ERAS:
        deal = HISTORY_DEAL.deal(era.rules)
        for seat, hand in enumerate(deal.hands):
            best = era.rules.best_bower
            expected = core[seat] if best is None or seat != HISTORY_DEAL.holder else (
                core[seat] - {HISTORY_DEAL.stand_in} | {best})
            assert set(hand) == expected, era.key
        assert deal.upcard == HISTORY_DEAL.deal(STANDARD).upcard


def test_the_best_bower_breaks_the_lone_march_of_the_history_deal() -> None:
    hands = {era.key: era_hand(era) for era in ERAS}
    for key, hand in hands.items():
        assert hand.hand.alone and hand.hand.seat_name(hand.hand.maker) == "East", key
        assert hand.marched == (hand.era.rules.best_bower is None), key
        assert hand.double_dummy == (5 if hand.marched else 4), key
        assert HISTORY_DEAL.holder not in hand.hand.makers
    joker = hands["1868"].key_trick
    assert joker is not None and joker.winner == HISTORY_DEAL.holder and JOKER in joker.cards
    assert "North holds the joker in place of the 9♠" in what_changed(2)
    assert "has the 9♠ back" in what_changed(3)
    assert "East made clubs alone" in hands["jucker"].outcome()


def test_a_history_deal_whose_stand_in_is_missing_is_refused() -> None:
    with pytest.raises(EuchreError):
        HistoryDeal(38, JOKER)  # the joker is not dealt from the 24-card core: it cannot stand in


def test_stepper_predict_then_reveal_then_next_era() -> None:
    stepper = HistoryStepper()
    assert stepper.era.key == "jucker" and stepper.back_button.disabled and stepper.reveal_button.disabled
    assert stepper.answer_box.layout.display == "none" and "Predict" in stepper.trick_prompt.value
    stepper.reveal()  # too early: nothing is shown
    assert not stepper.revealed and "Predict first" in stepper.message.value
    stepper.trick_buttons.children[1].click()  # South
    assert stepper.reveal_button.disabled
    stepper.march_buttons.children[0].click()  # yes, a march
    assert not stepper.reveal_button.disabled
    stepper.reveal_button.click()
    assert stepper.revealed and stepper.answer_box.layout.display == "flex"  # not None: JupyterLite kept it hidden
    assert "Not quite: East wins trick 2" in stepper.verdicts.value
    assert "Right: the makers take all five tricks" in stepper.verdicts.value
    assert "Trump order in this era" in stepper.order_picture.value and "What changed" in stepper.changed.value
    assert stepper.tricks_text.value.count("<li>") == 5 and stepper.score == [1, 2]
    assert all(b.disabled for b in (*stepper.trick_buttons.children, *stepper.march_buttons.children))
    stepper.next_button.click()
    assert stepper.era.key == "1844" and not stepper.revealed and stepper.answer_box.layout.display == "none"
    assert "still march" in stepper.march_prompt.value and not stepper.back_button.disabled


def test_stepper_shows_the_joker_breaking_the_march() -> None:
    stepper = HistoryStepper("1868")
    stepper.predict_winner("North")
    stepper.predict_march(True)
    stepper.reveal()
    assert "Right: North wins trick 2" in stepper.verdicts.value
    assert "Not quite: the makers take 3 of the 5 tricks" in stepper.verdicts.value
    assert "With best play by everyone the makers take 4" in stepper.result.value
    assert "in place of the 9♠" in stepper.changed.value
    stepper.show_era(len(ERAS) - 1)
    assert stepper.next_button.disabled and stepper.era.key == "today"


def test_timeline_era_buttons_open_eras_in_the_stepper() -> None:
    stepper = HistoryStepper()
    timeline = HistoryTimeline(stepper=stepper)
    assert [b.description for b in timeline.era_buttons][1] == "1844 · Early American euchre"
    timeline.era_buttons[4].click()
    assert stepper.era.key == "british" and "British euchre" in stepper.header.value
    assert "British euchre and the benny is open in the history stepper" in timeline.status.value
    assert "Disputed" not in stepper.header.value and "2♠" in stepper.header.value
    alone = HistoryTimeline()
    assert alone.children[1].layout.display == "none"  # no stepper: no era buttons
    alone.filter.value = "Disputed claims only"
    assert alone.list.value.count("euchre-event") == len(disputed_events())


def test_history_is_an_engine_module_without_widgets() -> None:
    import subprocess
    import sys

    code = ("import sys, euchre_teach.history; "
            "print(any(m.split('.')[0] in ('ipywidgets', 'IPython') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_the_history_functions_refuse_what_they_cannot_read() -> None:
    with pytest.raises(EuchreError, match="HandState"):
        key_trick(None)  # type: ignore[arg-type]
    for index in (-1, len(ERAS), "1", True, 1.0):
        with pytest.raises(EuchreError, match="not an era's number"):
            what_changed(index)  # type: ignore[arg-type]

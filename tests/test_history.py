"""History as data and as rules: sourced claims, playable eras, the history deal and its stepper."""

from __future__ import annotations

import random

import pytest

from euchre_teach import EuchreError, HandState, find_variant, new_hand
from euchre_teach.cards import JOKER, Card, Rank, Suit
from euchre_teach.history import (
    ERAS,
    EVENTS,
    HistoryDeal,
    disputed_events,
    era_step,
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
        hand = HandState(rules, era.showcase.deal(rules)) if seed == 0 else new_hand(rules, seed)
        steps = 0
        while not hand.is_terminal():
            hand.apply(rng.choice(hand.legal_actions()))
            steps += 1
            assert steps < 60
        assert hand.thrown_in or sum(len(t.plays) for t in hand.tricks) == 5 * (4 - len(hand.sitting_out))
        assert hand.thrown_in or hand.result.points > 0


@pytest.mark.parametrize("index", range(1, len(ERAS)), ids=[e.key for e in ERAS[1:]])
def test_an_eras_deal_differs_from_the_era_befores_only_by_its_swapped_cards(index) -> None:
    era = ERAS[index]
    before = find_era(era.follows or index - 1)
    deal = era.showcase
    core = [set(h) for h in deal.deal(STANDARD).hands]
    for rules in (era.rules, before.rules):
        swaps = deal.swaps(rules)
        hands = [set(h) for h in deal.deal(rules).hands]
        assert hands == [{swaps.get(c, c) for c in hand} for hand in core], era.key
        assert deal.deal(rules).upcard == deal.deal(STANDARD).upcard


def won_with(hand, card):
    """The tricks ``card`` won in ``hand``."""
    return [t for t in hand.tricks if t.winner is not None and dict(t.plays).get(t.winner) == card]


def test_jucker_the_bauer_beats_the_ace_in_a_march() -> None:
    step = era_step(0)
    hand = step.now.hand
    jack, ace = Card(Rank.JACK, hand.trump), Card(Rank.ACE, hand.trump)
    assert any(ace in t.cards for t in won_with(hand, jack)) and step.before is None
    assert step.now.marched and step.now.double_dummy == 5
    assert f"{jack}, the jack of trump, wins trick" in step.what_changed


def test_1844_the_left_bower_wins_a_trick_as_a_trump() -> None:
    step = era_step(1)
    hand = step.now.hand
    left = Card(Rank.JACK, hand.trump.same_colour)
    assert won_with(hand, left)
    assert step.now.era.rules == step.before.era.rules  # the printed rules are the ones Jucker borrowed
    assert f"{left} is the left bower" in step.what_changed


@pytest.mark.parametrize("key", ["1868", "british"])
def test_the_best_bower_breaks_what_was_a_lone_march(key) -> None:
    index = ERAS.index(find_era(key))
    step = era_step(index)
    before, now, best = step.before.hand, step.now.hand, find_era(key).rules.best_bower
    assert before.alone and step.before.marched and step.before.double_dummy == 5
    assert now.alone and now.maker == before.maker and not step.now.marched
    assert won_with(now, best) and step.key_trick in won_with(now, best)
    holder = step.now.deal.holder(step.now.deal.stand_in)
    assert holder not in now.makers and step.key_trick.winner == holder
    assert f"holds the {best} in place of the {step.now.deal.stand_in}" in step.what_changed


def test_the_24_card_game_takes_away_a_7_or_8_that_won_a_trick() -> None:
    step = era_step(ERAS.index(find_era("24-card")))
    lows = [low for _core, low in step.now.deal.low_cards]
    assert lows and not set(lows) & set(find_era("24-card").rules.pack)
    assert any(won_with(step.before.hand, low) for low in lows)  # the 32-card pack dealt it into play
    assert step.before.hand.maker_tricks != step.now.hand.maker_tricks
    assert any(f"holds the {low} in place of" in step.what_changed for low in lows)


def test_stick_the_dealer_forces_a_call_where_everyone_passed() -> None:
    step = era_step(ERAS.index(find_era("today")))
    assert step.before.era.key == "24-card"  # today's house rules change the North American game, not the British
    assert step.before.hand.thrown_in and not step.now.hand.thrown_in
    now = step.now.hand
    assert now.maker == now.dealer and f"{now.seat_name(now.dealer)}, the dealer, must name trump" in step.what_changed
    assert now.maker_tricks < 3 and "are euchred" in step.what_changed  # a weak dealer forced into a euchre


@pytest.mark.parametrize("index", range(len(ERAS)), ids=[e.key for e in ERAS])
def test_the_strong_players_lose_no_trick_best_play_gives_the_makers(index) -> None:
    """Every showcase hand, under its era's rules and the era before's, is played as well as double dummy
    says the makers can: no era has to excuse a misplay, and a march claimed is a march there."""
    step = era_step(index)
    for played in (step.before, step.now):
        if played is not None and not played.hand.thrown_in:
            assert played.hand.maker_tricks == played.double_dummy, (played.era.key, index)


def test_a_history_deal_whose_stand_in_is_missing_is_refused() -> None:
    with pytest.raises(EuchreError):
        HistoryDeal(38, JOKER)  # the joker is not dealt from the 24-card core: it cannot stand in
    with pytest.raises(EuchreError):
        HistoryDeal(38, low_cards=((Card(Rank.NINE, Suit.SPADES), Card(Rank.TEN, Suit.CLUBS)),))  # not a 7 or 8
    with pytest.raises(EuchreError):
        HistoryDeal(79, players="13")  # type: ignore[arg-type]  # a seed is a whole number


def test_stepper_predict_then_reveal_then_next_era() -> None:
    stepper = HistoryStepper()
    assert stepper.era.key == "jucker" and stepper.back_button.disabled and stepper.reveal_button.disabled
    assert stepper.answer_box.layout.display == "none" and "Predict" in stepper.trick_prompt.value
    stepper.reveal()  # too early: nothing is shown
    assert not stepper.revealed and "Predict first" in stepper.message.value
    trick, hand = stepper.showcase.key_trick, stepper.played.hand
    wrong = next(b for b in stepper.trick_buttons.children if b.description != hand.seat_name(trick.winner))
    wrong.click()
    assert stepper.reveal_button.disabled
    stepper.march_buttons.children[0].click()  # yes, a march
    assert not stepper.reveal_button.disabled
    stepper.reveal_button.click()
    assert stepper.revealed and stepper.answer_box.layout.display == "flex"  # not None: JupyterLite kept it hidden
    assert f"Not quite: {hand.seat_name(trick.winner)} wins trick {trick.number}" in stepper.verdicts.value
    assert "Right: the makers take all five tricks" in stepper.verdicts.value
    assert "Trump order in this era" in stepper.order_picture.value and "What changed" in stepper.changed.value
    assert stepper.tricks_text.value.count("<li>") == 5 and stepper.score == [1, 2]
    assert all(b.disabled for b in (*stepper.trick_buttons.children, *stepper.march_buttons.children))
    stepper.next_button.click()
    assert stepper.era.key == "1844" and not stepper.revealed and stepper.answer_box.layout.display == "none"
    assert "Does the maker march" in stepper.march_prompt.value and not stepper.back_button.disabled


def test_stepper_shows_the_joker_breaking_the_march() -> None:
    stepper = HistoryStepper("1868")
    stepper.predict_winner("North")
    stepper.predict_march(True)
    stepper.reveal()
    assert "Right: North wins trick 2" in stepper.verdicts.value
    assert "Not quite: the makers take 4 of the 5 tricks" in stepper.verdicts.value
    assert "With best play by everyone the makers take 4" in stepper.result.value
    assert "North holds the joker in place of the 9♠, and it wins trick 2" in stepper.changed.value
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

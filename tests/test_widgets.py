"""Headless widget tests: click buttons from Python and check the model state and the SVG shown."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from euchre_teach import Action, Card, IllegalActionError, Suit, find_variant, new_hand
from euchre_teach.actions import Kind
from euchre_teach.history import EVENTS
from euchre_teach.ranking import suit_order, trick_winner
from euchre_teach.record import Record
from euchre_teach.render.svg import table_svg, within
from euchre_teach.state import Phase
from euchre_teach.widgets import (
    BiddingRound,
    BowerExplorer,
    DealAnimation,
    HandStepper,
    HistoryTimeline,
    PlayTable,
    TrickQuiz,
    VariantExplorer,
)
from euchre_teach.widgets.base import play_out
from euchre_teach.widgets.css import STEPPER_TABLE_HEIGHT
from euchre_teach.widgets.variants import scoring_table


def text_of(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_stepper_buttons_step_through_the_record() -> None:
    stepper = HandStepper.from_seed("standard", seed=3)
    record = stepper.record
    assert stepper.cursor == 0 and "The deal" in stepper.narration.value
    stepper.forward_button.click()
    assert stepper.cursor == 1
    assert record.narration(0) in text_of(stepper.narration.value).replace("&#x27;", "'")
    assert within(table_svg(record.at(1), None), STEPPER_TABLE_HEIGHT) in stepper.table.value
    stepper.last_button.click()
    assert stepper.cursor == len(record) and stepper.forward_button.disabled
    assert record.at(-1).result.explanation in stepper.table.value
    stepper.back_button.click()
    assert stepper.cursor == len(record) - 1
    stepper.first_button.click()
    assert stepper.cursor == 0 and stepper.back_button.disabled
    stepper.step_input.value = 5  # the Step box is the keyboard control (arrow keys, typing)
    assert within(table_svg(record.at(5), None), STEPPER_TABLE_HEIGHT) in stepper.table.value


def test_stepper_teacher_switch_hides_other_hands() -> None:
    stepper = HandStepper.from_seed("british", seed=4, cursor=2)
    teacher = stepper.table.value
    stepper.view_choice.value = 1
    assert stepper.seat == 1 and within(table_svg(stepper.record.at(2), 1), STEPPER_TABLE_HEIGHT) in stepper.table.value
    assert stepper.table.value.count("a card face down") > teacher.count("a card face down")
    step = next(i for i, a in enumerate(stepper.record.actions) if a.kind is Kind.DISCARD)
    stepper.go(step + 1)
    dealer = stepper.record.at(0).dealer
    expected = stepper.record.narration(step, 1)
    assert ("face down" in expected) == (dealer != 1)


def test_bower_explorer_moves_the_left_bower_into_trump() -> None:
    explorer = BowerExplorer("standard", trump=Suit.HEARTS)
    rows = explorer.rank_rows()
    assert rows[0][1] == suit_order(Suit.HEARTS, Suit.HEARTS, explorer.rules)
    assert [str(c) for c in rows[0][1][:2]] == ["J♥", "J♦"]
    assert "J♦, left bower" in explorer.picture.value
    explorer.trump_choice.value = Suit.CLUBS
    assert [str(c) for c in explorer.rank_rows()[0][1][:2]] == ["J♣", "J♠"]
    explorer.joker_choice.value = "joker"
    explorer.pack_choice.value = 32
    assert str(explorer.rank_rows()[0][1][0]) == "joker" and len(explorer.rules.pack) == 33
    assert "best bower" in explorer.notes.value


def test_bower_quiz_checks_answers_with_the_engine() -> None:
    explorer = BowerExplorer("finnish", seed=2)
    explorer.mode.value = "Which card is higher?"
    for _ in range(6):
        led, other = explorer.question  # type: ignore[misc]
        winner = [led, other][trick_winner([led, other], explorer.trump, explorer.rules)]
        loser = other if winner == led else led
        button = next(b for b in explorer.answer_buttons.children if b.description == f"the {loser}")
        button.click()
        assert "Not quite" in explorer.message.value and f"the {winner} wins" in explorer.message.value
        assert "led" in explorer.notes.value and all(b.disabled for b in explorer.answer_buttons.children)
        explorer.next_button.click()
    assert explorer.score == [0, 6]
    led, other = explorer.question  # type: ignore[misc]
    assert explorer.answer([led, other][trick_winner([led, other], explorer.trump, explorer.rules)])


def test_trick_quiz_hides_then_reveals_the_engines_winner() -> None:
    quiz = TrickQuiz("standard", seed=7)
    assert "(wins)" not in quiz.picture.value and "won by" not in quiz.picture.value
    winner = quiz.hand.seat_name(quiz.trick.winner)
    next(b for b in quiz.answers.children if b.description == winner).click()
    assert "Right!" in quiz.message.value and quiz.score == [1, 1]
    assert f"won by {winner}" in quiz.picture.value and "led" in quiz.reason.value
    seed = quiz.seed
    quiz.next_button.click()
    assert quiz.seed == seed + 1 and quiz.reason.value == ""


def test_bidding_round_offers_only_the_engines_choices() -> None:
    bidding = BiddingRound("standard", seed=11, seat=0)
    bidding.finish_button.click()
    hand = bidding.hand
    if bidding.learners_turn:
        labels = [b.description for b in bidding.choices.children]
        assert len(labels) == len(hand.legal_actions())
        assert all(b.tooltip == f"Say: {b.description}" for b in bidding.choices.children)  # words, not codes
        before = len(hand.history)
        assert not bidding.choose("play 9C")  # not a bid: the engine's reason, nothing changes
        assert len(hand.history) == before and "✗" in bidding.message.value
        bidding.choices.children[0].click()
        assert len(hand.history) == before + 1
    while not bidding.bidding_over:
        if bidding.learners_turn:
            bidding.choices.children[0].click()
        else:
            bidding.next_button.click()
    assert bidding.summary().startswith(("Bidding over", "Everyone passed")) or hand.phase is Phase.OVER
    assert bidding.next_button.disabled
    bidding.new_button.click()
    assert (bidding.seed == 12 and bidding.hand.history == ()) or bidding.hand.current_player() == 0


def test_bidding_round_labels_assist_and_take_up() -> None:
    for seed in range(40):
        bidding = BiddingRound("standard", seed=seed, seat=0)
        bidding.finish()
        if bidding.learners_turn and bidding.hand.phase is Phase.ROUND_1:
            labels = " ".join(b.description for b in bidding.choices.children)
            dealer = bidding.hand.dealer
            word = "take it up" if dealer == 0 else "assist" if dealer == 2 else "order it up"
            assert word in labels
            return
    pytest.fail("no seed gave North a round-1 choice")


def test_play_table_illegal_click_shows_reason_and_changes_nothing() -> None:
    for seed in range(5, 25):
        if _try_an_illegal_card(PlayTable("standard", seed=seed, seat=2)):
            return
    pytest.fail("no deal gave South an illegal card to try")


def _try_an_illegal_card(table: PlayTable) -> bool:
    hand = table.hand
    while not hand.is_terminal():
        if hand.phase is Phase.PLAY:
            legal = {a.card for a in hand.legal_actions()}
            illegal = [c for c in hand.hand(2) if c not in legal]
            if illegal:
                before = (hand.history, table.table.value)
                reason = _reason(hand, Action.parse(f"play {illegal[0].code}"))
                button = next(b for b in table.cards.children if b.description == str(illegal[0]))
                button.click()
                assert (hand.history, table.table.value) == before
                assert reason.split(":")[0] in text_of(table.message.value)
                return True
            next(b for b in table.cards.children if Card.parse(b.description) in legal).click()
        elif table.bids.children:
            table.bids.children[0].click()
        else:
            table.cards.children[0].click()
    return False


def _reason(hand, action: Action) -> str:
    try:
        hand.verify(action, 2)
    except IllegalActionError as error:
        return error.reason
    raise AssertionError("expected an illegal action")


def test_play_table_plays_a_whole_hand_and_a_match() -> None:
    table = PlayTable("standard", seed=1, seat=2, match=True)
    for _ in range(2000):
        if table.match.is_terminal():
            break
        if table.hand.is_terminal():
            assert "Hand over" in table.score.value and not table.next_button.disabled
            table.next_button.click()
            continue
        assert table.learners_turn
        choice = table.bids.children[0] if table.bids.children else table.cards.children[0]
        hand = table.hand
        before = len(hand.history)
        choice.click()
        if len(hand.history) == before:  # an illegal card: try the legal ones
            legal = {a.card for a in hand.legal_actions()}
            next(b for b in table.cards.children if Card.parse(b.description) in legal).click()
    assert table.match.is_terminal() and "win" in table.score.value


def test_variant_explorer_shows_each_presets_engine_facts() -> None:
    explorer = VariantExplorer()
    for name in ("standard", "british", "finnish", "finnish euchres", "openspiel", "auction 5", "two-handed"):
        explorer.choice.value = name
        rules = find_variant(name)
        assert rules.describe().splitlines()[0].split(":")[0] in explorer.description.value
        assert f"The {rules.pack_cards}-card pack" in explorer.pack.value
        assert all(n in explorer.seating.value for n in rules.seat_names)
        assert len(scoring_table(rules)) >= 4 and "<table" in explorer.scores.value
    sample = explorer.sample.value
    explorer.deal_button.click()
    assert explorer.sample.value != sample and explorer.sample.value.startswith("<svg")


def test_history_timeline_marks_disputed_claims_with_sources() -> None:
    timeline = HistoryTimeline()
    assert timeline.list.value.count("euchre-event") == len(EVENTS)
    assert "1792" in timeline.list.value and "Disputed" in timeline.list.value
    assert all(e.source_url in timeline.list.value for e in EVENTS)
    timeline.filter.value = "Disputed claims only"
    assert timeline.list.value.count("euchre-event") == sum(e.disputed for e in EVENTS) >= 3


def test_deal_animation_draws_on_canvas_and_falls_back_to_svg() -> None:
    hand = new_hand("standard", seed=3)
    animated = DealAnimation(hand)
    assert animated.uses_canvas
    animated.deal_button.click()
    animated.trump_choice.value = Suit.SPADES
    assert animated.trump == Suit.SPADES and "spades as trump" in animated.caption.value
    fallback = DealAnimation(hand, use_canvas=False)
    assert not fallback.uses_canvas and fallback.svg in fallback.children
    fallback.choose_trump(Suit.HEARTS)
    assert fallback.trump_choice.value == Suit.HEARTS and "J♥, right bower" in fallback.svg.value


def test_stepper_over_a_whole_hand_narrates_every_step() -> None:
    hand = play_out(new_hand("openspiel", seed=2))
    stepper = HandStepper(hand)
    lines = set()
    for _ in range(len(Record.of(hand))):
        stepper.forward_button.click()
        lines.add(stepper.narration.value)
    assert len(lines) == len(Record.of(hand)) and stepper.cursor == len(Record.of(hand))


def test_bower_quiz_box_gets_an_explicit_display_and_the_joker_moves_the_left_bower_to_third() -> None:
    from euchre_teach.widgets.bower import QUIZ_MODE, RANK_MODE

    explorer = BowerExplorer("standard")
    assert explorer.quiz_box.layout.display == "none"
    explorer.mode.value = QUIZ_MODE
    assert explorer.quiz_box.layout.display == "flex"  # not None: JupyterLite keeps None hidden
    explorer.mode.value = RANK_MODE
    assert "ranks second in hearts, below the right bower" in explorer.notes.value
    explorer.joker_choice.value = "joker"
    assert "ranks third in hearts, below the best bower and the right bower" in explorer.notes.value


def test_a_long_hand_label_wraps_inside_its_picture() -> None:
    from euchre_teach.render.pictures import hand_picture
    from euchre_teach.render.shapes import Text

    label = "Trump hearts: the 10♥ is led, then the 2♠ is played"
    picture = hand_picture([Card.parse("TH"), Card.parse("2S")], Suit.HEARTS, label=label)
    lines = [s.text for s in picture.shapes if isinstance(s, Text)]
    assert " ".join(lines) == label and len(lines) > 1
    assert all(16 + 10.5 * len(line) <= picture.width for line in lines)


def test_the_deal_animation_starts_on_before_trump_is_chosen() -> None:
    animation = DealAnimation(seed=3, use_canvas=False)
    chosen = dict((value, label) for label, value in animation.trump_choice.options)[animation.trump_choice.value]
    assert chosen == "before trump is chosen" and animation.trump is None
    animation.trump_choice.value = Suit.CLUBS  # clubs is 0: still a trump
    assert animation.trump is Suit.CLUBS
    animation.play_deal()
    assert animation.trump is None and animation.trump_choice.label == "before trump is chosen"


def test_a_stepper_on_an_unplayed_hand_plays_it_out_and_says_so() -> None:
    from euchre_teach.state import new_hand

    stepper = HandStepper(Record.of(new_hand("standard", seed=7)))
    assert stepper.record.final.is_terminal() and len(stepper.record) > 0
    assert "was not played yet" in stepper.note.value and not stepper.forward_button.disabled
    assert f"Step 0 of {len(stepper.record)}" in stepper.narration.value
    assert HandStepper.from_seed(seed=3).note.value == ""


def test_every_picture_shrinks_to_its_column() -> None:
    from euchre_teach.render.svg import table_svg
    from euchre_teach.state import new_hand

    svg = table_svg(new_hand("standard", seed=1), style="projector")
    assert 'viewBox="0 0 800 ' in svg
    assert 'style="width:min(1600px, calc((100vh - 230px) * 1.1869));max-width:100%' in svg
    assert 'width="1600"' in svg and "min-width:max(534px, min(712px, 100%))" in svg  # 16 px, 12 px at least


def test_a_picture_on_its_own_takes_the_presenters_screen_in_the_projector_style(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre_teach.state import new_hand

    hand = new_hand("standard", seed=1)
    assert "calc((100vh - 230px) * 1.1869)" in hand._repr_svg_()  # under JupyterLab's bars, beside nothing
    monkeypatch.setenv("EUCHRE_TEACH_STYLE", "projector")
    assert "calc((100vh - 120px) * 1.1869)" in hand._repr_svg_()  # the presenter: no bars, no controls
    # the learning table puts its controls beside the table on a projector, and keeps room for the score line
    assert "calc((100vh - 150px) *" in PlayTable(seed=1).table.value
    assert "calc((100vh - 345px) *" in PlayTable(seed=1, style="classic").table.value  # controls below it

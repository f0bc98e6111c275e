"""The bidding trainer and the play table's grading, driven from Python."""

from __future__ import annotations

from euchre_teach import analysis
from euchre_teach.analysis.words import signed
from euchre_teach.record import Record
from euchre_teach.widgets import PlayTable
from euchre_teach.widgets.trainer import BidTrainer


def test_trainer_deals_to_the_learners_bid_then_shows_numbers_and_verdict() -> None:
    trainer = BidTrainer(seed=5, seat="South", samples=60)
    assert trainer.hand.current_player() == 2 and trainer.hand.phase.value in ("round 1", "round 2")
    labels = [b.description for b in trainer.choices.children]
    assert labels[0] == "pass" and len(labels) == len(trainer.hand.legal_actions())
    before = Record.of(trainer.hand)
    trainer.choices.children[0].click()
    assert Record.of(trainer.hand) == before  # deciding only grades: the hand does not move on
    advice = analysis.advise_bid(trainer.hand.view(2), 60, trainer.seed)
    assert trainer.decision == analysis.grade_advice(advice, trainer.hand.legal_actions()[0])
    assert trainer.decision.label.capitalize() in trainer.verdict.value
    assert all(b.disabled for b in trainer.choices.children)  # answered: the buttons close
    words = {b.description.split(" (")[0] for b in trainer.choices.children}
    assert any(w in trainer.numbers.value for w in words)  # the numbers use the buttons' words
    assert "-0." not in trainer.numbers.value + trainer.verdict.value  # one minus sign: −
    assert "sampling error" in trainer.numbers.value
    hidden = trainer.hidden
    assert hidden is not None and hidden.fitted <= hidden.samples <= trainer.hidden_samples
    for option in advice.ranked:  # each bid's hidden-card figures beside its face-up ones
        assert signed(hidden.option(option.action).expected) in trainer.numbers.value
    for words in ("every card face up", "cards hidden", "every player saw every card", "optimistic"):
        assert words in trainer.numbers.value
    trainer.next_button.click()
    assert trainer.numbers.value == "" and trainer.hand.current_player() == 2
    assert not any(b.disabled for b in trainer.choices.children)


def test_trainer_says_assist_where_the_button_does() -> None:
    for seed in range(40):
        trainer = BidTrainer(seed=seed, seat="South", samples=30)
        labels = [b.description for b in trainer.choices.children]
        if trainer.hand.dealer == 0 and any(label.startswith("assist") for label in labels):
            trainer.choices.children[labels.index(next(x for x in labels if x.startswith("assist")))].click()
            assert "assist" in trainer.verdict.value and "ordering up" not in trainer.verdict.value
            assert "ordering up" not in trainer.numbers.value
            return
    raise AssertionError("no seed gave South an assist to answer")


def test_play_table_grades_the_learners_cards() -> None:
    table = PlayTable("standard", seed=3, seat="South", grading=True, level="rule of thumb")
    graded = 0
    while not table.hand.is_terminal() and graded < 3:
        if table.hand.phase.value == "play":
            choices = table.hand.legal_actions()
            table.act(choices[0])
            if len(choices) > 1:  # a forced card is no decision: it is not graded
                assert "euchre-grade" in table.grade.value
                graded += 1
        else:
            table.act(table.hand.legal_actions()[0])
    assert graded == 3 or table.hand.is_terminal()


def test_trainer_says_where_face_up_and_hidden_cards_disagree() -> None:
    agree = disagree = 0
    for seed in (5, 11, 44, 60):  # 44 and 60: with hidden cards a different bid comes out ahead
        trainer = BidTrainer(seed=seed, seat="South", samples=60, hidden_samples=40)
        trainer.choices.children[0].click()
        assert trainer.hidden is not None
        face_up = analysis.advise_bid(trainer.hand.view(2), 60, trainer.seed).best.action
        if trainer.hidden.best.action != face_up:
            assert "Here the two disagree" in trainer.numbers.value
            disagree += 1
        else:
            assert "disagree" not in trainer.numbers.value
            agree += 1
    assert agree and disagree


def test_a_grade_at_the_table_shows_the_card_reason_in_at_most_40_words_and_the_numbers_a_click_away() -> None:
    import random
    import re

    from euchre_teach.widgets.play import GRADE_WORDS

    rng = random.Random(4)
    table = PlayTable("standard", seed=6, seat="South", grading=True)
    shown = 0
    for _ in range(3):
        while not table.hand.is_terminal():
            table.act(rng.choice(table.hand.legal_actions()))
            if "euchre-grade" not in table.grade.value:
                continue
            visible = re.sub(r"<details>.*?</details>|<[^>]+>", " ", table.grade.value, flags=re.S)
            assert len(visible.split()) <= GRADE_WORDS, visible
            assert "sampled deals" not in visible and "±" not in visible
            if "<details>" in table.grade.value:
                assert "The numbers" in table.grade.value
            shown += 1
        table.next_hand()
    assert shown >= 5

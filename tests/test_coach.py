"""The coach and the learning table, driven from Python: hint, grading, review, match over.

Undo and Retry at the table are tested in test_play_table_undo.py.
"""

from __future__ import annotations

import re

import pytest

from euchre_teach import new_hand
from euchre_teach.actions import Kind
from euchre_teach.analysis.coach import advise, card_facts, judge
from euchre_teach.analysis.sampling import knowledge
from euchre_teach.rules import PRESETS
from euchre_teach.state import Phase
from euchre_teach.widgets import PlayTable


def _decide(table: PlayTable, pick: str = "hint") -> None:
    """One learner decision: the coach's move, or the worst-valued choice ('worst')."""
    advice = table.hint()
    assert advice is not None
    action = advice.action
    if pick == "worst" and advice.numbers is not None:
        action = min(advice.numbers.options, key=lambda o: o.expected).action
    assert table.act(action)


def test_hint_names_the_cards_that_matter() -> None:
    hand = new_hand("standard", seed=22)  # West: A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
    advice = advise(hand.view(hand.current_player()), seed=1)
    assert str(advice.action) == "order up" and advice.graded
    for words in ("right bower", "ace of trump", "3 trumps", "10♠", "sampled deals", "%"):
        assert words in advice.reason
    verdict = judge(advice, "pass")
    assert verdict.label in ("mistake", "blunder") and "Better" in verdict.reason and verdict.loss > 0.35


def test_card_reasons_count_trumps_and_name_the_voids_seen() -> None:
    for seed in range(30):
        table = PlayTable("standard", seed=seed, seat="South", samples=12)
        while not table.hand.is_terminal():
            view = table.hand.view(table.seat)
            if view.phase is Phase.PLAY and knowledge(view).void:
                facts = card_facts(view, view.legal[0])
                assert any("still out, you hold" in f for f in facts)
                assert any(" has no " in f for f in facts)
                return
            _decide(table)
    pytest.fail("no deal showed a void to South")


def test_the_table_offers_hint_and_grades_by_default() -> None:
    table = PlayTable("standard", seed=3, seat="South", samples=30)
    assert table.hints and table.grading and not table.hint_button.disabled
    advice = table.hint()
    assert advice is not None and "Hint:" in table.hint_text.value
    assert html_text(advice.reason)[:20] in html_text(table.hint_text.value)
    _decide(table)
    graded = [d for d in table.decisions if d.grade is not None]
    if graded:
        assert graded[-1].grade.label == "best" and "euchre-grade" in table.grade.value  # type: ignore[union-attr]


def test_review_lists_the_costliest_decisions_with_the_better_move() -> None:
    for seed in range(10, 30):
        table = PlayTable("standard", seed=seed, seat="South", samples=30)
        while not table.hand.is_terminal():
            _decide(table, "worst")
        worst = table.costliest()
        if worst:
            break
    else:
        pytest.fail("no deal let the worst choices cost anything")
    assert 1 <= len(worst) <= 3
    losses = [d.grade.loss for d in worst]  # type: ignore[union-attr]
    assert losses == sorted(losses, reverse=True)
    review = table.review.value
    assert "Review of this hand" in review and "Better:" in review and "gave away" in review
    assert worst[0].words in html_text(review)


def test_a_good_hand_gets_a_short_kind_review() -> None:
    table = PlayTable("standard", seed=2, seat="South", samples=30)
    while not table.hand.is_terminal():
        _decide(table)
    assert table.costliest() == []
    assert "best one" in table.review_text() or "No graded" in table.review_text()


def test_match_over_is_a_state_with_a_summary() -> None:
    table = PlayTable("standard", seed=2024, seat="South", match=True, samples=20)
    for _ in range(40):
        if table.match_over:
            break
        while not table.hand.is_terminal():
            _decide(table)
        if not table.match_over:
            table.next_button.click()
    assert table.match_over and table.status().startswith("Match over")
    assert table.next_button.description == "New match ▶" and not table.next_button.disabled
    summary = table.summary()
    assert re.search(r"won \d+ of \d+ hands", summary) and "euchred" in summary and "lone hand" in summary
    assert "Your decisions:" in summary and "best" in summary
    assert "Match over" in table.review.value and table.hint_button.disabled
    assert all(b.disabled for b in table.cards.children)
    table.next_button.click()
    assert table.match.scores == [0, 0, 0, 0] and not table.match_over  # type: ignore[union-attr]


def test_after_the_hand_the_log_shows_the_whole_hand_bids_and_their_reasons_included() -> None:
    table = PlayTable("standard", seed=6, seat="South", samples=20)
    while not table.hand.is_terminal():
        _decide(table)
    numbers = [int(n) for n in re.findall(r"<li value='(\d+)'>", table.history_log.value)]
    told = len(table.hand.actions) - len(table.quiet)  # a defender's "no" when nobody went alone is left out
    assert numbers == list(range(1, told + 1)) and told > 12  # the first action to the last
    text = html_text(table.history_log.value)
    assert "The whole hand" in text and "points for" in text  # a bid's count, hidden during the hand


def test_a_card_click_in_the_bidding_uses_the_buttons_words() -> None:
    for seed in range(20):
        table = PlayTable("standard", seed=seed, seat="South", samples=20)
        if table.learners_turn and table.bids.children:
            words = [b.description for b in table.bids.children]
            table.cards.children[0].click()
            assert all(w in html_text(table.message.value) for w in words)
            assert "Action(" not in table.message.value
            return
    pytest.fail("no deal gave South a bid")


def test_last_action_shows_symbols_and_one_minus_sign() -> None:
    table = PlayTable("standard", seed=8, seat="South", samples=20)
    while not table.hand.is_terminal():
        _decide(table, "worst")
        svg = table.table.value
        assert not re.search(r"Last action: \w+: play [2-9TJQKA][CDHS]<", svg)
    text = table.review.value + table.grade.value + table.history_log.value
    assert "-0." not in text and "-1." not in text


@pytest.mark.parametrize("name", list(PRESETS))
def test_hint_and_grading_work_at_every_preset(name: str) -> None:
    table = PlayTable(name, seed=1, seat=0, samples=12)
    for _ in range(60):
        if table.hand.is_terminal():
            break
        advice = table.hint()
        assert advice is not None and advice.reason and "Action(" not in advice.reason
        assert advice.action in table.hand.legal_actions()
        assert table.act(advice.action)
    assert table.hand.is_terminal() and "Review of this hand" in table.review.value
    kinds = {d.grade.label for d in table.decisions if d.grade is not None}
    assert kinds <= {"best", "good", "inaccuracy", "mistake", "blunder"}
    assert not any(a.kind is Kind.PLAY and str(a) in table.history_log.value for a in table.hand.actions)


def html_text(value: str) -> str:
    import html

    return html.unescape(re.sub(r"<[^>]+>", "", value))


def test_near_the_end_of_a_match_the_coach_counts_the_chance_to_win_it() -> None:
    view = new_hand("standard", seed=22).view("West")  # A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
    early = advise(view, seed=1, score=(0, 0))
    late = advise(view, seed=1, score=(8, 9))
    assert not early.by_match and "win the match" not in early.reason
    assert late.by_match and "At 8–9 the match counts" in late.reason and str(late.action) == "order up"
    verdict = judge(late, "pass")
    assert verdict.label in ("mistake", "blunder") and "chance to win the match" in verdict.reason
    assert 0 < verdict.loss < 1

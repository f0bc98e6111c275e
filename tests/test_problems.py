"""Problem sets: every problem's answer is the coach's best by a clear margin, on two sets of deals;
a wrong answer meets a layout that fits the learner's view and beats it; the widget answers once."""

from __future__ import annotations

from collections import Counter

import pytest

from euchre_teach import EuchreError
from euchre_teach.problems import LEVELS, MARGIN, MATCH_MARGIN, PROBLEMS, THEME_KEYS, find_problem, problems
from euchre_teach.ranking import effective_suit
from euchre_teach.table import Phase
from euchre_teach.widgets import ProblemSet


def test_the_sets_cover_every_theme_and_level() -> None:
    assert len(PROBLEMS) >= 80
    themes = Counter(p.theme for p in PROBLEMS)
    assert set(themes) == set(THEME_KEYS) and min(themes.values()) >= 5
    assert {p.level for p in PROBLEMS} == set(LEVELS)
    assert len({p.key for p in PROBLEMS}) == len(PROBLEMS)


@pytest.mark.parametrize("problem", PROBLEMS, ids=lambda p: p.key)
def test_every_answer_is_best_by_a_clear_margin_on_two_sets_of_deals(problem) -> None:
    hand = problem.hand()
    assert hand.player_to_act() == problem.seat and problem.answer in hand.legal_actions()
    for seed in (1, 2):
        advice = problem.advice(seed)
        assert advice.action == problem.answer
        numbers = advice.numbers
        assert numbers is not None
        if advice.by_match:
            wins = sorted((o.win or 0.0 for o in numbers.options), reverse=True)
            assert problem.score is not None and wins[0] - wins[1] >= MATCH_MARGIN
        else:
            values = sorted((o.expected for o in numbers.options), reverse=True)
            assert values[0] - values[1] >= MARGIN


def test_a_wrong_card_meets_a_layout_that_fits_what_the_learner_saw_and_beats_it() -> None:
    shown = 0
    for problem in [p for p in PROBLEMS if p.view().phase is Phase.PLAY][:12]:
        view = problem.view()
        for wrong in [a for a in view.legal if a != problem.answer][:2]:
            layout = problem.layout_against(wrong)
            if layout is None:
                continue
            shown += 1
            assert layout.wrong_tricks < layout.right_tricks
            me = problem.seat
            begun = len(view.current_trick.cards) if view.current_trick is not None else 0
            assert layout.wrong_line[0].plays[begun] == (me, wrong.card)
            assert layout.right_line[0].plays[begun] == (me, problem.answer.card)
            for line in (layout.wrong_line, layout.right_line):  # whole tricks, the hidden hands played out
                assert len(line) == len(view.hand or ())
                assert len({len(trick.plays) for trick in line}) == 1
                assert all(len({seat for seat, _ in trick.plays}) == len(trick.plays) for trick in line)
            seen = set(view.hand or ()) | {c for t in view.tricks for c in t.cards}
            if view.current_trick is not None:
                seen |= set(view.current_trick.cards)
            assert me not in layout.hands
            for seat, cards in layout.hands.items():
                assert not seen & set(cards) and len(cards) == view.hand_sizes[seat]
                for trick in view.tricks:  # a seat that did not follow the led suit holds none of it
                    led = effective_suit(trick.cards[0], view.trump_suit, view.rules)
                    for who, card in trick.plays:
                        if who == seat and effective_suit(card, view.trump_suit, view.rules) != led:
                            assert all(effective_suit(c, view.trump_suit, view.rules) != led for c in cards)
    assert shown >= 6


def test_problems_are_found_by_theme_level_and_name_and_bad_names_are_refused() -> None:
    assert all(p.theme == "ruffing" for p in problems("ruffing"))
    assert all(p.level == 1 for p in problems(level=1))
    assert find_problem(PROBLEMS[0].key) is PROBLEMS[0]
    for bad in ("nope", 3, None):
        with pytest.raises(EuchreError):
            find_problem(bad)  # type: ignore[arg-type]
    with pytest.raises(EuchreError):
        problems("nope")
    with pytest.raises(EuchreError):
        problems(level=4)


def test_a_problem_refuses_a_move_that_is_not_legal() -> None:
    problem = PROBLEMS[0]
    with pytest.raises(EuchreError):
        problem.check("play 2C")
    with pytest.raises(EuchreError):
        problem.check(17)  # type: ignore[arg-type]


def test_the_problem_set_answers_once_shows_a_layout_after_a_wrong_card_and_goes_on() -> None:
    widget = ProblemSet("ruffing")
    first = widget.problem
    wrong = next(a for a in first.choices() if a != first.answer)
    assert widget.answer(wrong) is False
    assert "answer is" in widget.message.value and "Why:" in widget.writeup.value
    assert widget.layout_text.value
    assert all(b.disabled for b in widget.answers.children)
    with pytest.raises(EuchreError):
        widget.answer(first.answer)
    widget.next_button.click()
    assert widget.problem is not first and not widget.answered
    widget.answers.children[[*widget.problem.choices()].index(widget.problem.answer)].click()
    assert "Right" in widget.message.value and "Solved so far: 1 of 2" in widget.message.value


def test_the_problem_set_refuses_bad_arguments() -> None:
    for theme, level in (("nope", None), ("leads", 7), (3, None)):
        with pytest.raises(EuchreError):
            ProblemSet(theme, level=level)  # type: ignore[arg-type]

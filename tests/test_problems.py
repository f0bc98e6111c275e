"""Problem sets: every problem's answer is the coach's best by a clear margin, on two sets of deals;
a wrong answer meets a layout that fits the learner's view and beats it; the widget answers once."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest

from euchre_teach import EuchreError
from euchre_teach.actions import Action
from euchre_teach.analysis.play import points_for
from euchre_teach.analysis.sampling import bidding_fit
from euchre_teach.cards import Card, mask_of
from euchre_teach.problems import (
    LEVELS,
    MARGIN,
    MATCH_MARGIN,
    PROBLEMS,
    THEME_KEYS,
    Layout,
    PlayedTrick,
    Problem,
    find_problem,
    problems,
)
from euchre_teach.ranking import effective_suit, trick_winner
from euchre_teach.scoring import score_hand
from euchre_teach.table import Phase
from euchre_teach.views import SeatView
from euchre_teach.widgets import ProblemSet
from euchre_teach.widgets.labels import action_label

#: The problems whose question is a bid or a discard (their layouts start at the first lead).
BIDS_AND_DISCARDS = tuple(p for p in PROBLEMS if p.view().phase is not Phase.PLAY)


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


def _whole_tricks_in_playing_order(line: tuple[PlayedTrick, ...], view: SeatView, trump) -> None:
    """Every trick of a line from the first lead: one card from each seat in play, going left, won by the
    card that takes it, and the winner leads the next."""
    rules = view.rules
    for before, trick in zip((None, *line), line, strict=False):
        seats = [seat for seat, _ in trick.plays]
        assert len(set(seats)) == len(seats) == len(line[0].plays)
        in_play = set(seats)
        for a, b in pairwise(seats):
            nxt = rules.left(a)
            while nxt not in in_play:
                nxt = rules.left(nxt)
            assert b == nxt
        assert trick.winner == seats[trick_winner([card for _, card in trick.plays], trump, rules)]
        assert before is None or seats[0] == before.winner


def _played(line: tuple[PlayedTrick, ...]) -> dict[int, set[Card]]:
    held: dict[int, set[Card]] = {}
    for trick in line:
        for seat, card in trick.plays:
            held.setdefault(seat, set()).add(card)
    return held


def _fits_what_the_learner_saw(problem: Problem, layout: Layout) -> None:
    """The hidden hands: every seat in play but the learner's, each with its number of cards, none holding a
    card the learner has seen (its hand, the upcard, the played cards), no card twice, and the other seats'
    bids as rule-of-thumb bidders holding them would have made them."""
    view = problem.view()
    me = problem.seat
    assert set(layout.hands) == {s for s in range(view.rules.players) if s not in view.sitting_out} - {me}
    seen = set(view.hand or ()) | {c for t in view.tricks for c in t.cards} | set(view.discards)
    if view.upcard is not None:
        seen.add(view.upcard)
    hidden = [card for cards in layout.hands.values() for card in cards]
    assert len(hidden) == len(set(hidden)) and not seen & set(hidden)
    assert all(len(cards) == view.hand_sizes[seat] for seat, cards in layout.hands.items())
    fit = bidding_fit(view)
    if fit is not None:
        assert fit({**{s: mask_of(c) for s, c in layout.hands.items()}, me: mask_of(view.hand or ())})


def _bid_line_is_what_was_counted(problem: Problem, layout: Layout, wrong: bool) -> None:
    """A bid's line: the contract played out from the first lead with the hands shown (the dealer's pick-up
    and discard aside), scored by the table for the learner's side (capped by the match score)."""
    view, me = problem.view(), problem.seat
    start, line, taken, points = ((layout.wrong_start, layout.wrong_line, layout.wrong_tricks, layout.wrong_points)
                                  if wrong else
                                  (layout.right_start, layout.right_line, layout.right_tricks, layout.right_points))
    assert start is not None
    if start.maker is None:
        assert line == () and taken == 0 and points == 0
        return
    rules = view.rules
    hands = {**{s: set(c) for s, c in layout.hands.items()}, me: set(view.hand or ())}
    if start.pickup is not None:
        dealer, upcard, discard = start.pickup
        assert upcard == view.upcard and start.round_one
        hands[dealer] = (hands[dealer] | {upcard}) - {discard}
    played = _played(line)
    assert all(played[s] == hands[s] for s in played) and len(line) == rules.hand_size
    _whole_tricks_in_playing_order(line, view, start.trump)
    ours = {me, rules.partner(me)}
    makers = {start.maker} if start.alone else {start.maker, rules.partner(start.maker)}
    assert taken == sum(t.winner in ours for t in line)
    _, makers_score, value, _ = score_hand(rules, sum(t.winner in makers for t in line), start.alone, False, False)
    side = makers_score == (me in makers)
    if problem.score is not None:
        value = min(value, rules.target - problem.score[0 if side else 1])
    assert points == (value if side else -value)


def _discard_line_is_what_was_counted(problem: Problem, layout: Layout, discard: Action, wrong: bool) -> None:
    """A discard's line: the dealer's hand less the discard and the hidden hands, played out from the first
    lead, scored by the table for the learner's side."""
    view, me = problem.view(), problem.seat
    line, taken, points = ((layout.wrong_line, layout.wrong_tricks, layout.wrong_points) if wrong else
                           (layout.right_line, layout.right_tricks, layout.right_points))
    hands = {**{s: set(c) for s, c in layout.hands.items()}, me: set(view.hand or ()) - {discard.card}}
    assert _played(line) == hands and len(line) == view.rules.hand_size
    _whole_tricks_in_playing_order(line, view, view.trump_suit)
    assert taken == sum(t.winner in {me, view.rules.partner(me)} for t in line)
    makers = set(view.makers)
    assert points == points_for(view, sum(t.winner in makers for t in line), me in makers)


@pytest.mark.parametrize("problem", BIDS_AND_DISCARDS, ids=lambda p: p.key)
def test_a_wrong_bid_or_discard_meets_a_layout_that_fits_and_beats_it_played_out(problem: Problem) -> None:
    view = problem.view()
    for wrong in [a for a in view.legal if a != problem.answer]:
        layout = problem.layout_against(wrong)
        assert layout is not None, f"{problem.key}: no layout against {wrong}"
        _fits_what_the_learner_saw(problem, layout)
        if layout.right_win is not None:  # the match decides: the answer gives the better chance to win it
            assert layout.wrong_win is not None and layout.right_win > layout.wrong_win
        else:
            assert layout.right_points > layout.wrong_points
        for is_wrong, move in ((True, wrong), (False, problem.answer)):
            if view.phase is Phase.DISCARD:
                _discard_line_is_what_was_counted(problem, layout, move, is_wrong)
            else:
                _bid_line_is_what_was_counted(problem, layout, is_wrong)
    assert problem.layout_against(problem.answer) is None


@pytest.mark.parametrize("key", ["round-2-2", "discards-1", "score-7"])
def test_the_problem_set_shows_a_wrong_bid_or_discard_its_layout(key: str) -> None:
    widget = ProblemSet(find_problem(key).theme)
    for _ in range(len(widget.problems)):
        if widget.problem.key == key:
            break
        widget.next()
    problem = widget.problem
    assert problem.key == key
    wrong = next(a for a in problem.choices() if a != problem.answer)
    layout = problem.layout_against(wrong)
    assert layout is not None and widget.answer(wrong) is False
    hand = problem.hand()
    text = widget.layout_text.value
    for move in (wrong, problem.answer):
        assert f"“{action_label(hand, move)}”" in text
    assert "tricks" in text and "scores" in text and "on average" not in text
    assert widget.layout_pictures.value.count("<svg") == len(layout.hands)
    for seat in layout.hands:
        assert f"{hand.seat_name(seat)} holds" in widget.layout_pictures.value


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

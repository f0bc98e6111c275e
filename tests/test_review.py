"""The coach's review of a real EGN game: the grades, the hidden cards, the notes, the lines, the page.

Two deals of the VWEC final (a note in the bidding and in the play, an alternative line that marches),
and its lone hand, with few sampled deals so that the tests take seconds.
"""

from __future__ import annotations

import dataclasses
import html
import json
import re
from pathlib import Path

import pytest

from euchre_teach.actions import Kind
from euchre_teach.analysis import review as review_module
from euchre_teach.analysis.grading import ANY_OF_THESE, ONLY_MOVE
from euchre_teach.analysis.review import (
    HIDDEN_DISCARD,
    SEVERITY,
    GameReview,
    guessed_cards,
    review_game,
)
from euchre_teach.bots import computer_players, play_out
from euchre_teach.classroom import ClassroomError
from euchre_teach.classroom.handout import find_browser
from euchre_teach.classroom.review import key_decisions, review_html, write_review
from euchre_teach.egn import EgnBranch, EgnDeal, EgnGame, read_game, write_game
from euchre_teach.errors import EgnError, EuchreError
from euchre_teach.state import new_hand

DATA = Path(__file__).parent / "data" / "egn"
VWEC = DATA / "vwec_finals_annotated.egn"
SAMPLES = 6


@pytest.fixture(scope="module")
def game() -> EgnGame:
    return read_game(VWEC)


@pytest.fixture(scope="module")
def one_deal_file(game: EgnGame, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The final's first deal alone, as an EGN file."""
    path = tmp_path_factory.mktemp("egn") / "first_deal.egn"
    path.write_text(json.dumps(write_game(dataclasses.replace(game, deals=game.deals[:1]))), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def two_deals(game: EgnGame) -> GameReview:
    return review_game(dataclasses.replace(game, deals=game.deals[:2]), samples=SAMPLES, seed=3, source=VWEC.name)


@pytest.fixture(scope="module")
def lone_hand(game: EgnGame) -> GameReview:
    """Deal 8: East goes alone, so West plays no card and the file does not show West's hand."""
    return review_game(dataclasses.replace(game, deals=(game.deals[7],)), samples=SAMPLES)


def test_every_decision_is_reviewed_and_every_choice_graded_unless_forced_equal_or_hidden(two_deals: GameReview,
                                                                                          game: EgnGame) -> None:
    for deal, egn in zip(two_deals.deals, game.deals, strict=False):
        assert [d.action for d in deal.decisions] == list(egn.actions)
        for decision in deal.decisions:
            choices = len(decision.view.legal)
            if decision.graded:
                assert choices > 1 and decision.grade.label in SEVERITY
            elif choices == 1:
                assert decision.grade.headline == ONLY_MOVE
            else:
                assert decision.grade.headline == ANY_OF_THESE or "the file does not" in decision.grade.headline
    graded = [d for d in two_deals.decisions if d.graded]
    assert len(graded) >= 15


def test_a_dealers_unrecorded_discard_is_neither_graded_nor_named(two_deals: GameReview, game: EgnGame) -> None:
    deal = two_deals.deals[0]
    guessed = guessed_cards(game.rules, game.deals[0])[deal.dealer]
    assert guessed  # the reader filled in South's discard
    discard = next(d for d in deal.decisions if d.action.kind is Kind.DISCARD)
    assert discard.grade.headline == HIDDEN_DISCARD and "a card face down" in discard.words
    for decision in deal.decisions:
        shown = {c for hand in decision.view.hands if hand for c in hand} | set(decision.view.discards)
        assert not shown & guessed
        assert not any(str(card) in decision.verdict for card in guessed if decision.seat == deal.dealer
                       and decision.action.kind is not Kind.PLAY)
    bid = next(d for d in deal.decisions if d.seat == deal.dealer and d.action.kind is Kind.ORDER_UP)
    assert not bid.graded and bid.view.hands[deal.dealer] is None  # its hand held the filled-in card


def test_a_lone_hands_partner_is_never_judged_from_or_drawn(lone_hand: GameReview, game: EgnGame) -> None:
    deal, egn = lone_hand.deals[0], game.deals[7]
    guessed = guessed_cards(game.rules, egn)
    partner = next(s for s in egn.unknown if s != egn.deal.dealer)
    assert len(guessed[partner]) == 5
    for decision in deal.decisions:
        assert all(not (set(hand or ()) & guessed[partner]) for hand in decision.view.hands)
        if decision.seat == partner:
            assert not decision.graded and "does not show every card" in decision.grade.headline
    assert "West's hand (a lone hand's partner plays no card)" in deal.hidden
    assert html.escape(deal.hidden) in review_html(lone_hand)


def test_the_costliest_decisions_are_sorted_and_give_the_card_reason_before_the_numbers(two_deals: GameReview) -> None:
    found = 0
    for side in (0, 1):
        worst = two_deals.costliest(side)
        assert [d.cost for d in worst] == sorted((d.cost for d in worst), reverse=True)
        for decision in worst:
            found += 1
            assert decision.seat % 2 == side and decision.grade.label not in ("best", "not graded")
            text = decision.verdict
            assert text.startswith(decision.words) and "Better: " in text
            better = text.index("Better: ")
            assert re.search(r"[♠♥♦♣]|trump|bower|ace|king|queen", text[better:]), text  # the reason names cards
            assert text.index("It gives away") > better  # the numbers after
            assert re.search(r"\d\.\d\d", text[text.index("It gives away"):])
    assert found
    with pytest.raises(EuchreError, match="side"):
        two_deals.costliest(2)


def test_the_players_note_sits_beside_the_coachs_verdict(two_deals: GameReview) -> None:
    decision = two_deals.deals[1].decisions[4]  # deal 2, call 4: North names clubs
    assert decision.notes and decision.notes[0].startswith("Pretty ambitious next call")
    assert decision.graded or decision.grade.headline
    page = review_html(two_deals)
    row = re.search(r'<tr id="d2-4".*?</tr>', page, re.S)
    assert row is not None
    assert "Pretty ambitious next call" in row.group(0) and "North names clubs" in row.group(0)
    play = two_deals.deals[1].decisions[15]  # deal 2, card 10
    assert play.notes == ("Even if dealer trumps here we get the last two tricks.",)


def test_an_alternative_line_shows_where_it_leads_beside_the_main_line(two_deals: GameReview) -> None:
    deal = two_deals.deals[0]
    assert deal.points == (1, 0)
    (line,) = deal.lines
    assert line.fork == 9 and line.instead is not None and line.instead.kind is Kind.PLAY
    assert line.points == (2, 0) and "march" in line.outcome
    assert "The score would be 2–0, instead of 1–0 after the main line." in line.outcome
    assert any("This line leads to a march" in note for note in line.notes)
    assert line.grade is not None  # graded on the advice the main line's card had there
    assert line.words.startswith("South leads")
    assert html.escape(line.outcome) in review_html(two_deals)


def test_one_advice_per_decision_is_reused_for_a_lines_other_move(game: EgnGame,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[object] = []
    advise = review_module.advise

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(args[0])
        return advise(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(review_module, "advise", counted)
    reviewed = review_game(dataclasses.replace(game, deals=game.deals[:1]), samples=2)
    asked = [d for d in reviewed.decisions if d.graded or d.grade.headline == ANY_OF_THESE]
    assert len(calls) == len(asked)
    assert reviewed.deals[0].lines[0].grade is not None


def test_a_line_the_file_cuts_short_is_played_on_when_every_card_is_known() -> None:
    hand = play_out(new_hand("standard", seed=5), computer_players("rule of thumb", 1, 4))
    other = next(a for a in new_hand("standard", seed=5).legal_actions() if a != hand.actions[0])
    branch = EgnBranch(step=0, fork=0, actions=(other,))
    egn = EgnGame(hand.rules, (EgnDeal(hand.deal, hand.actions, branches=(branch,)),))
    (line,) = review_game(egn, samples=2).deals[0].lines
    assert line.points is not None and "strong computer players played it on" in line.outcome
    hidden = EgnGame(hand.rules, (EgnDeal(hand.deal, hand.actions, frozenset({2}), branches=(branch,)),))
    (line,) = review_game(hidden, samples=2).deals[0].lines
    assert line.points is None and "does not play it on" in line.outcome


def test_the_page_names_the_game_its_players_and_its_source(two_deals: GameReview) -> None:
    page = review_html(two_deals)
    for name in ("VWEC Finals", "WWMM", "Llama", "Euchrazy1", "LeftyKnavey", "vwec_finals_annotated.egn",
                 "Virtual World Euchre Championship", "Each side’s costliest decisions"):
        assert name in page
    assert page.count("<svg") == sum(len(key_decisions(two_deals, d)) for d in two_deals.deals) >= 2


def test_review_arguments_are_checked(game: EgnGame) -> None:
    with pytest.raises(EuchreError, match="samples"):
        review_game(game, samples=0)
    with pytest.raises(EuchreError, match="seed"):
        review_game(game, seed="7")  # type: ignore[arg-type]
    with pytest.raises(EuchreError, match="source"):
        review_game(game, source="")
    with pytest.raises(EgnError):
        review_game('{"fileType": "not EGN"}')


def test_write_review_writes_html_and_refuses_bad_input_writing_nothing(tmp_path: Path, one_deal_file: Path) -> None:
    small = tmp_path / "small.egn"
    small.write_text(one_deal_file.read_text(encoding="utf-8"), encoding="utf-8")
    page = write_review(small, tmp_path / "out" / "review.html", samples=1)
    assert page.is_file() and "LeftyKnavey" in page.read_text(encoding="utf-8")
    with pytest.raises(ClassroomError, match=r"\.html or a \.pdf"):
        write_review(small, tmp_path / "review.txt")
    with pytest.raises(EuchreError):
        write_review(tmp_path / "missing.egn", tmp_path / "missing.html")
    (tmp_path / "notes.egn").write_text("these are not EGN", encoding="utf-8")
    with pytest.raises(EgnError):
        write_review(tmp_path / "notes.egn", tmp_path / "notes.html")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.egn", "out", "small.egn"]


def test_a_pdf_needs_chromium(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_TEACH_CHROMIUM", str(tmp_path / "no-such-browser"))
    with pytest.raises(ClassroomError, match="Chromium"):
        write_review(VWEC, tmp_path / "review.pdf", samples=1)
    assert not list(tmp_path.iterdir())


@pytest.mark.skipif(find_browser() is None, reason="no Chromium or Chrome to print with")
def test_the_review_prints_to_pdf(tmp_path: Path, one_deal_file: Path) -> None:
    pypdf = pytest.importorskip("pypdf")
    pdf = write_review(one_deal_file, tmp_path / "review.pdf", samples=1)
    assert pdf.suffix == ".pdf" and "VWEC Finals" in pypdf.PdfReader(pdf).pages[0].extract_text()

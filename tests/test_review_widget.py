"""The GameReview widget, clicked from Python: stepping, jumping to the costliest decisions, bad input refused."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from euchre_teach.analysis.review import review_game
from euchre_teach.egn import EgnGame, egn_text, read_game
from euchre_teach.errors import EgnError, EuchreError
from euchre_teach.render.svg import table_svg, within
from euchre_teach.widgets import GameReview
from euchre_teach.widgets.review import REVIEW_TABLE_HEIGHT

VWEC = Path(__file__).parent / "data" / "egn" / "vwec_finals_annotated.egn"


def text_of(value: str) -> str:
    return re.sub(r"<[^>]+>", "", value).replace("&#x27;", "'").replace("&quot;", '"')


@pytest.fixture(scope="module")
def game() -> EgnGame:
    return read_game(VWEC)


@pytest.fixture(scope="module")
def reviewed(game: EgnGame) -> object:
    return review_game(dataclasses.replace(game, deals=game.deals[:2]), samples=4, source=VWEC.name)


def _where(widget: GameReview) -> tuple[int, int]:
    return widget.deal, widget.step


def test_the_buttons_step_through_the_decisions_across_deals(reviewed: object) -> None:
    widget = GameReview(reviewed)
    first = widget.review.deals[0]
    assert _where(widget) == (1, 0) and widget.back_button.disabled and widget.first_button.disabled
    assert "VWEC Finals" in widget.title.value and "WWMM" in widget.about.value
    widget.forward_button.click()
    assert _where(widget) == (1, 1) and widget.step_input.value == 2
    assert within(table_svg(widget.decision.view, None, widget.style), REVIEW_TABLE_HEIGHT) in widget.table.value
    assert text_of(widget.coach.value).endswith(widget.decision.verdict)
    widget.go(1, len(first.decisions) - 1)
    widget.forward_button.click()  # on from the deal's last decision: the next deal's first
    assert _where(widget) == (2, 0) and widget.deal_choice.value == 2
    widget.back_button.click()
    assert _where(widget) == (1, len(first.decisions) - 1)
    widget.last_button.click()
    assert _where(widget) == (2, len(widget.review.deals[1].decisions) - 1) and widget.forward_button.disabled
    widget.first_button.click()
    assert _where(widget) == (1, 0)


def test_the_deal_list_and_the_decision_box_go_there(reviewed: object) -> None:
    widget = GameReview(reviewed)
    widget.deal_choice.value = 2
    assert _where(widget) == (2, 0)
    widget.step_input.value = 5
    assert _where(widget) == (2, 4)
    assert "Pretty ambitious next call" in widget.note.value  # the players' note beside the coach's grade
    assert widget.decision.grade.label in text_of(widget.coach.value)
    widget.step_input.value = 1
    assert "no note" in widget.note.value


def test_each_costliest_decision_jumps_to_its_point(reviewed: object) -> None:
    widget = GameReview(reviewed)
    jumps = [child for child in widget.costliest.children if hasattr(child, "click")]
    worst = [d for side in (0, 1) for d in widget.review.costliest(side)]
    assert len(jumps) == len(worst) > 0
    for button, decision in zip(jumps, worst, strict=True):
        button.click()
        assert _where(widget) == (decision.deal, decision.step)
        assert decision.grade.label in button.description


def test_an_alternative_line_is_shown_where_it_leaves_the_main_line(reviewed: object) -> None:
    widget = GameReview(reviewed)
    line = widget.review.deals[0].lines[0]
    widget.go(1, line.fork)
    shown = text_of(widget.lines.value)
    assert "it leaves the main line here" in shown and "The score would be 2–0" in shown


def test_bad_input_is_refused_and_changes_nothing(reviewed: object, tmp_path: Path) -> None:
    widget = GameReview(reviewed)
    widget.go(2, 3)
    before = (widget.review, _where(widget), widget.table.value)
    with pytest.raises(EuchreError):
        widget.load(tmp_path / "missing.egn")
    (tmp_path / "notes.egn").write_text("not a game", encoding="utf-8")
    with pytest.raises(EgnError):
        widget.load(tmp_path / "notes.egn")
    with pytest.raises(EuchreError, match="path"):
        widget.load("  ")
    for bad in (0, 3, "2", True):
        with pytest.raises(EuchreError):
            widget.go(bad, 0)  # type: ignore[arg-type]
    with pytest.raises(EuchreError):
        widget.go(1, 1.5)  # type: ignore[arg-type]
    assert (widget.review, _where(widget), widget.table.value) == before
    widget.path_input.value = str(tmp_path / "notes.egn")
    widget.open_button.click()  # the box: the message says why, the game stays
    assert "not an EGN game" in widget.message.value
    assert (widget.review, _where(widget)) == before[:2]
    with pytest.raises(EuchreError, match="samples"):
        GameReview(reviewed, samples=0)
    with pytest.raises(EuchreError):
        GameReview(tmp_path / "notes.egn")


def test_the_open_box_reviews_another_game(reviewed: object, game: EgnGame, tmp_path: Path) -> None:
    path = tmp_path / "deal_nine.egn"
    path.write_text(egn_text(dataclasses.replace(game, deals=game.deals[8:9])), encoding="utf-8")
    widget = GameReview(reviewed, samples=2)
    widget.go(2, 3)
    widget.path_input.value = str(path)
    widget.open_button.click()
    assert len(widget.review.deals) == 1 and _where(widget) == (1, 0)
    assert widget.review.source == path.name and not widget.message.value
    assert [o[1] for o in widget.deal_choice.options] == [1]

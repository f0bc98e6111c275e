"""``euchre-teach review GAME.egn OUT``: the coach's review of a real game written as a page, bad arguments refused.

What the review says (every decision graded from its seat's view, the costliest, the players' notes) is
tested in ``test_review.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from commands import refused

from euchre_teach import cli

GAMES = Path(__file__).resolve().parent / "data" / "egn"


def test_a_real_game_is_reviewed_into_a_page_naming_its_players(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "review.html"
    assert cli.main(["review", str(GAMES / "six_points_in_two_hands.egn"), str(page), "--samples", "20"]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[0].startswith("Reviewing ") and said[-1] == f"Wrote {page}"
    text = page.read_text(encoding="utf-8")
    assert "The coach’s review" in text and "costliest decisions" in text


@pytest.mark.parametrize(("argv", "message"), [
    (["review", str(GAMES / "partial_deal.egn"), "OUT.txt"], "give an .html or a .pdf file for the review"),
    (["review", "missing.egn", "OUT.html"], "there is no such file"),
    (["review", str(GAMES / "README.md"), "OUT.html"], "not an EGN game"),
    (["review", str(GAMES / "partial_deal.egn"), "OUT.html", "--samples", "0"], "too few"),
])
def test_bad_reviews_say_why_in_one_line_and_write_nothing(argv: list[str], message: str, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert message in refused(argv)  # status 2, one line of message, no traceback
    assert list(tmp_path.iterdir()) == []

"""The 6-and-4 score markers drawn (lesson 5): each score's picture shows as many pips as points."""

from __future__ import annotations

import re

import pytest

from euchre_teach.cards import Suit
from euchre_teach.errors import EuchreError
from euchre_teach.render.markers import PLACES, markers_svg, pips_showing, words


def test_the_markers_for_each_score_show_that_many_pips_none_half_covered() -> None:
    assert [pips_showing(points) for points in range(1, 10)] == list(range(1, 10))


def test_every_score_uses_a_6_and_a_4_one_on_the_other() -> None:
    assert sorted(PLACES) == list(range(1, 10))
    assert {place.under for place in PLACES.values()} == {4, 6}
    assert words(1) == "1 point: the 6 face up, the 4 face down on top of it, 1 pip of the 6 showing."
    assert words(6) == "6 points: the 4 face down, the 6 face up on top of it."


def test_the_picture_names_itself_and_each_score_for_screen_readers() -> None:
    svg = markers_svg(Suit.HEARTS, style="colour-blind")
    assert svg.startswith("<svg") and 'role="img"' in svg and "aria-label=" in svg
    titles = re.findall(r"<title>(.*?)</title>", svg)
    assert titles == ["The 6 and the 4 as score markers, for every score from 1 to 9",
                      *(words(points) for points in range(1, 10))]


def test_its_text_is_at_least_12_px_at_the_size_it_is_shown() -> None:
    svg = markers_svg()
    width = re.search(r'width="([\d.]+)"', svg)
    view = re.search(r'viewBox="0 0 ([\d.]+) [\d.]+"', svg)
    assert width and view and 'class="euchre-keep-size" style="max-width:100%;min-width:' in svg
    shown = float(width.group(1))
    assert shown <= 640  # narrower than a lesson's column and a printed page: shown at this width, never shrunk
    scale = shown / float(view.group(1))
    sizes = [float(size) * scale for size in re.findall(r'font-size="([\d.]+)"', svg)]
    assert len(sizes) == 9 and min(sizes) >= 12
    least = float(re.search(r"min-width:([\d.]+)px", svg).group(1))  # type: ignore[union-attr]
    assert least / float(view.group(1)) * min(float(size) for size in re.findall(r'font-size="([\d.]+)"', svg)) >= 12


def test_on_a_projector_its_text_is_at_least_16_px() -> None:
    svg = markers_svg(style="projector")
    width = re.search(r'width="([\d.]+)"', svg)
    view = re.search(r'viewBox="0 0 ([\d.]+) [\d.]+"', svg)
    assert width and view
    scale = float(width.group(1)) / float(view.group(1))
    assert min(float(size) * scale for size in re.findall(r'font-size="([\d.]+)"', svg)) >= 16


def test_the_picture_is_the_same_every_time() -> None:
    assert markers_svg() == markers_svg()


def test_bad_scores_and_suits_are_refused() -> None:
    for points in (0, 10, "3", 2.0, True):
        with pytest.raises(EuchreError):
            pips_showing(points)  # type: ignore[arg-type]
    with pytest.raises(EuchreError, match="Suit"):
        markers_svg("S")  # type: ignore[arg-type]


def test_no_card_reaches_the_score_written_under_it() -> None:
    import math

    from euchre_teach.render import markers as M

    label_top = M.PANEL_H - 4 - M.LABEL_SIZE
    for points, place in M.PLACES.items():
        turn = math.radians(place.angle)
        reach = M.MARKER_W / 2 * abs(math.sin(turn)) + M.MARKER_H / 2 * abs(math.cos(turn))
        assert M.TOP + place.y + reach < label_top, points
        assert label_top > M.TOP + M.MARKER_H
        assert M.LEFT + place.x - (M.MARKER_W / 2 * abs(math.cos(turn)) + M.MARKER_H / 2 * abs(math.sin(turn))) >= 0

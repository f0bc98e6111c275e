"""Handouts without a browser: widgets as static HTML, and outputs kept for the page.

The whole ``euchre-teach handout`` (a lesson run, HTML and PDF) is ``tests/browser/test_classroom_handout.py``.
"""

from __future__ import annotations

from pathlib import Path

import ipywidgets as W
import nbformat
from commands import refused

from euchre_teach.classroom.handout import WIDGET_VIEW, answer_key, static_outputs
from euchre_teach.classroom.static import widget_html
from euchre_teach.widgets import DealAnimation
from euchre_teach.widgets.selfcheck import SelfCheck


def test_a_self_check_prints_as_tick_boxes_with_its_answer_kept_for_the_key() -> None:
    check = SelfCheck("Which is higher?", {"J♥": "The left bower.", "A♦": "Only third.", "9♥": "Lowest."},
                      correct="J♥")
    shown = widget_html(check)
    assert "Which is higher?" in shown and shown.count("☐") == 3 and "<button" not in shown
    key = shown.split('<div class="euchre-answer" hidden>', 1)[1]
    assert key.startswith("<b>J♥</b>: The left bower.")  # hidden here, gathered into the key
    assert "Only third." not in shown  # the other explanations teach on screen only


def test_the_handout_numbers_self_checks_and_ends_with_their_answer_key() -> None:
    checks = [SelfCheck(f"Question {n}?", {"yes": f"Because {n}.", "no": "No.", "maybe": "Hm."}, correct="yes")
              for n in (1, 2)]
    body = answer_key("<p>text</p>" + "".join(widget_html(c) for c in checks))
    assert "<b>Self-check 1: Question 1?" in body and "<b>Self-check 2: Question 2?" in body
    assert body.index("Answer key") > body.index("Question 2?") and 'class="euchre-answer"' not in body
    assert "<li><b>yes</b>: Because 1.</li><li><b>yes</b>: Because 2.</li>" in body


def test_paper_has_no_live_controls_but_says_what_was_chosen() -> None:
    choice = W.Dropdown(options=[("before trump is chosen", None), ("hearts", 1)], value=None, description="Trump")
    assert widget_html(choice) == "<div>Trump: before trump is chosen</div>"
    toggles = W.ToggleButtons(options=["All hands", "North"], value="North", description="View")
    assert widget_html(toggles) == "<div>View: North</div>"
    assert widget_html(W.HBox([W.Button(description="Deal again"), W.Button(description="Next seat ▶")])) == ""


def test_tabs_show_the_open_tabs_title_and_content_hidden_parts_nothing() -> None:
    tabs = W.Tab(children=[W.HTML("<p>rules</p>"), W.HTML("<p>pack</p>")], titles=["Rules", "Pack"])
    tabs.selected_index = 1
    shown = widget_html(tabs)
    assert "<b>Pack</b>" in shown and "<p>pack</p>" in shown and "<p>rules</p>" not in shown
    assert widget_html(W.HTML("secret", layout=W.Layout(display="none"))) == ""


def test_a_deal_animation_shows_its_svg_picture() -> None:
    animation = DealAnimation(seed=3, use_canvas=False)
    assert animation.svg.value in widget_html(animation)


def test_only_the_static_copy_of_a_widget_stays_in_the_page() -> None:
    cell = nbformat.v4.new_code_cell("widgets")
    cell.outputs = [
        nbformat.v4.new_output("display_data", {"text/plain": "VBox()", "text/html": "<b>copy</b>",
                                                WIDGET_VIEW: {"model_id": "1"}}),
        nbformat.v4.new_output("display_data", {"text/plain": "Canvas()", WIDGET_VIEW: {"model_id": "2"}}),
        nbformat.v4.new_output("stream", name="stdout", text="printed\n"),
    ]
    notebook = nbformat.v4.new_notebook(cells=[cell])
    static_outputs(notebook)
    assert [dict(o.get("data", {})) for o in cell.outputs] == [{"text/html": "<b>copy</b>"}, {}]
    assert cell.outputs[1].text == "printed\n"


# -- a bad output path is refused in one line, before the lesson runs ----------------------------------
def test_a_handout_into_a_folder_that_cannot_be_written_is_refused() -> None:
    assert "cannot write in /sys" in refused(["handout", "3", "/sys/h"])


def test_a_handout_to_an_existing_file_that_is_not_html_leaves_it_alone(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("a teacher's notes\n")
    assert "give an .html file or a folder" in refused(["handout", "2", str(notes)])
    assert notes.read_text() == "a teacher's notes\n"


def test_a_handout_inside_a_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "FILE").write_text("x")
    assert "is a file, not a folder" in refused(["handout", "3", str(tmp_path / "FILE" / "x.html")])


def test_a_handout_to_a_pdf_name_makes_no_folder(tmp_path: Path) -> None:
    assert "two.html" in refused(["handout", "2", str(tmp_path / "two.pdf")])
    assert not (tmp_path / "two.pdf").exists()

"""Handouts without a browser: widgets as static HTML, and outputs kept for the page.

The whole ``euchre-teach handout`` (a lesson run, HTML and PDF) is ``tests/browser/test_classroom_handout.py``.
"""

from __future__ import annotations

import ipywidgets as W
import nbformat

from euchre_teach.classroom.handout import WIDGET_VIEW, static_outputs
from euchre_teach.classroom.static import widget_html
from euchre_teach.widgets import DealAnimation
from euchre_teach.widgets.selfcheck import SelfCheck


def test_a_self_check_shows_its_question_and_every_answer() -> None:
    check = SelfCheck("Which is higher?", {"J♥": "The left bower.", "A♦": "Only third."}, correct="J♥")
    shown = widget_html(check)
    assert "Which is higher?" in shown and ">J♥</span>" in shown and ">A♦</span>" in shown
    assert "The left bower." not in shown  # explanations appear only after a click


def test_a_choice_shows_the_chosen_label_even_for_a_none_value() -> None:
    choice = W.Dropdown(options=[("before trump is chosen", None), ("hearts", 1)], value=None, description="Trump")
    assert widget_html(choice) == "<div>Trump: before trump is chosen</div>"
    toggles = W.ToggleButtons(options=["All hands", "North"], value="North", description="View")
    assert "font-weight:bold;border-color:#333\">North" in widget_html(toggles)


def test_tabs_show_their_titles_and_the_open_tab_hidden_parts_nothing() -> None:
    tabs = W.Tab(children=[W.HTML("<p>rules</p>"), W.HTML("<p>pack</p>")], titles=["Rules", "Pack"])
    tabs.selected_index = 1
    shown = widget_html(tabs)
    assert "Rules" in shown and "<p>pack</p>" in shown and "<p>rules</p>" not in shown
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

"""Handouts without a browser: widgets as static HTML, and outputs kept for the page.

The whole ``euchre-teach handout`` (a lesson run, HTML and PDF) is ``tests/browser/test_classroom_handout.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import ipywidgets as W
import nbformat
from commands import refused

from euchre_teach.classroom.handout import (
    KEY,
    WIDGET_VIEW,
    controls,
    exercise_sheet,
    on_paper,
    paper_words,
    score_quiz_sheet,
    screen_words,
    static_outputs,
    teachers_notes_last,
    worksheet,
)
from euchre_teach.classroom.static import printed_widget, widget_html
from euchre_teach.widgets import DealAnimation, Exercise, ScoreQuiz
from euchre_teach.widgets.selfcheck import SelfCheck


def test_a_self_check_prints_as_tick_boxes_with_its_answer_kept_for_the_key() -> None:
    check = SelfCheck("Which is higher?", {"J♥": "The left bower.", "A♦": "Only third.", "9♥": "Lowest."},
                      correct="J♥")
    shown = widget_html(check)
    assert "Which is higher?" in shown and shown.count("☐") == 3 and "<button" not in shown
    key = shown.split('<div class="euchre-answer" hidden>', 1)[1]
    assert key.startswith("<b>J♥</b>: The left bower.")  # hidden here, gathered into the key
    assert "Only third." not in shown  # the other explanations teach on screen only


def html_output(page: str) -> Any:
    return nbformat.v4.new_output("display_data", {"text/html": page})


def lesson(*cells: Any) -> Any:
    """A small lesson: markdown strings and code cells, teacher's notes last, as a handout reads it."""
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(c) if isinstance(c, str) else c
                                               for c in cells])
    teachers_notes_last(notebook)
    worksheet(notebook)
    return notebook


def text_of(notebook: Any) -> str:
    """The notebook's markdown and outputs, in order, as one string."""
    parts = []
    for cell in notebook.cells:
        parts.append(cell.source if cell.cell_type == "markdown" else "")
        for output in cell.get("outputs", []):
            parts.append(output.get("text", "") + output.get("data", {}).get("text/html", ""))
    return "\n".join(parts)


def test_predictions_and_self_checks_are_numbered_questions_with_answers_only_in_the_key() -> None:
    printed = nbformat.v4.new_code_cell("print(...)")
    printed.outputs = [nbformat.v4.new_output("stream", name="stdout", text="The J♦ is second.\n")]
    check = nbformat.v4.new_code_cell("SelfCheck(...)")
    check.outputs = [html_output(printed_widget(SelfCheck(
        "Which is higher?", {"J♥": "The left bower.", "A♦": "Only third.", "9♥": "Lowest."}, correct="J♥")))]
    notebook = lesson("## Bowers\n\nHearts are trump.\n\n**Predict:** which is higher, the A♥ or the J♦?",
                      printed, "**Answer:** the J♦, the left bower.\n\nMore text.", check,
                      "## Summary\n\n- Bowers.\n\n### Teacher's notes\n\n- Ask the class.")
    text = text_of(notebook)
    sheet, key = text.split(KEY)
    assert "**Question 1. Predict:** which is higher" in sheet and 'class="euchre-line"' in sheet
    assert "Question 2. Which is higher?" in sheet and sheet.count("☐") == 3
    assert "More text." in sheet and "Summary" in sheet
    for answer in ("the J♦, the left bower", "The J♦ is second.", "The left bower."):
        assert answer not in sheet
    assert key.index("**1.**") < key.index("The J♦ is second.") < key.index("The J♦, the left bower.")
    assert "<b>2.</b> <b>J♥</b>: The left bower." in key and key.index("The left bower.") < key.index("Ask the class")
    assert "euchre-answer" not in text


def test_a_self_check_about_the_screen_is_asked_on_screen_only() -> None:
    check = nbformat.v4.new_code_cell("SelfCheck(...)")
    check.outputs = [html_output(printed_widget(SelfCheck(
        "You click Undo. What happens?", {"It goes back": "Yes.", "Nothing": "No.", "It ends": "No."},
        correct="It goes back")))]
    text = text_of(lesson("## Taking a move back", check))
    assert "Undo" not in text and KEY not in text


def test_a_prediction_without_a_written_answer_keeps_its_printed_figures_for_the_key() -> None:
    printed = nbformat.v4.new_code_cell("print(...)")
    printed.outputs = [nbformat.v4.new_output("stream", name="stdout", text="68% to win\n")]
    sheet, key = text_of(lesson("**Predict:** better than even?", printed)).split(KEY)
    assert "68%" not in sheet and "68% to win" in key


def test_a_lesson_without_questions_has_no_key() -> None:
    assert KEY not in text_of(lesson("## Rules\n\nFollow suit.", "### Teacher's notes\n\n- Print it."))


def test_sentences_about_the_screen_stay_off_paper() -> None:
    assert paper_words("Watch it (click *Deal again* to replay). The kitty has four cards.") == (
        "The kitty has four cards.")
    assert paper_words("The stepper (seed 38) plays it. Run each cell with **Shift+Enter**.") == "The stepper plays it."
    assert paper_words("## Widgets: click through the hand") == ""
    assert paper_words("## Self-check: the seed") == "## Self-check"
    assert paper_words("- Run cells from the top.\n- Follow suit.") == "- Follow suit."
    assert paper_words("Britannica, the seed text, says so.") == "Britannica, the seed text, says so."


def test_sentences_naming_a_button_of_the_lesson_stay_off_paper() -> None:
    screen = screen_words({"Retry this deal", "Undo"})
    assert paper_words("- **Undo** takes a move back.\n- **Retry this deal** replays it.\n- Follow suit.",
                       screen) == "- Follow suit."
    assert paper_words("Retry this deal to see. Nobody may undo a card played.", screen) == (
        "Nobody may undo a card played.")


def test_the_labels_of_a_widgets_buttons_go_with_its_copy_and_come_off_before_printing() -> None:
    cell = nbformat.v4.new_code_cell("ScoreQuiz()")
    cell.outputs = [html_output(on_paper(ScoreQuiz(seed=0))), html_output(on_paper(W.HTML("")))]
    notebook = nbformat.v4.new_notebook(cells=[cell])
    assert controls(notebook) == {"Next hand"}
    assert len(cell.outputs) == 1 and "euchre-controls" not in cell.outputs[0]["data"]["text/html"]


def test_an_exercise_prints_its_choices_as_tick_boxes_and_keeps_its_best_choice_for_the_key() -> None:
    exercise = Exercise.order_up("standard", seed=0)
    shown = exercise_sheet(exercise)
    assert exercise.question in shown and "<svg" in shown and "<button" not in shown
    assert shown.count("☐") == len(exercise.start.legal_actions())
    answer = shown.split('<div class="euchre-answer" hidden>', 1)[1]
    assert answer.startswith("Best: pass")


def test_the_score_quiz_prints_a_question_for_each_kind_of_result() -> None:
    from euchre_teach.widgets.scoring import KINDS

    shown = score_quiz_sheet(ScoreQuiz(seed=0))
    assert shown.count('class="euchre-question"') == len(KINDS) == shown.count('class="euchre-answer" hidden')
    assert "Who scores, and how many points?" in shown and "Hand 1" not in shown and "<button" not in shown


def test_paper_has_no_live_controls_but_says_what_was_chosen() -> None:
    choice = W.Dropdown(options=[("before trump is chosen", None), ("hearts", 1)], value=None, description="Trump")
    assert widget_html(choice) == "<div>Trump: before trump is chosen</div>"
    toggles = W.ToggleButtons(options=["All hands", "North"], value="North", description="View")
    assert widget_html(toggles) == "<div>View: North</div>"
    assert widget_html(W.HBox([W.Button(description="Deal again"), W.Button(description="Next seat ▶")])) == ""
    assert widget_html(W.IntSlider(value=0, description="Step")) == ""  # the stepper's narration says the step


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


def test_a_problem_set_prints_as_a_worksheet_with_its_answers_and_write_ups_in_the_key(tmp_path: Path) -> None:
    from euchre_teach.classroom.handout import build_problem_sheet
    from euchre_teach.problems import problems

    page = build_problem_sheet("discards", tmp_path, pdf=False)[0]
    text = page.read_text(encoding="utf-8")
    heading = KEY.removeprefix("## ")
    questions, key = text.split(heading, 1) if heading in text else (text, "")
    assert key, "the answers are in a key"
    chosen = problems("discards")
    assert questions.count("Question ") >= len(chosen) and questions.count("<svg") >= len(chosen)
    for problem in chosen:
        said = f"discard {problem.answer.card}"
        assert said.lower() in key.lower()
    assert "Why" not in questions and "Over " not in questions  # no write-up before the key


def test_a_problem_sheet_needs_a_theme_it_knows_and_one_place_to_write() -> None:
    assert "no problem theme 'nope'" in refused(["handout", "problems", "nope", "out"])
    assert "give a theme and where to write" in refused(["handout", "problems", "out"])
    assert "give one place to write the handout" in refused(["handout", "3", "a", "b"])

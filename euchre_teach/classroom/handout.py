"""``euchre-teach handout LESSON OUT``: a lesson as a worksheet (HTML, and PDF with Chromium).

The lesson runs in a fresh kernel of this Python; every widget leaves a static copy of what it
shows (``euchre_teach.classroom.static``), so the page has the lesson's pictures as SVG and needs
no JavaScript. The code is left out unless asked for. Where Chromium or Chrome is found, it
prints the page to PDF.

A handout is a sheet a student fills in: each prediction, self-check, exercise and score-quiz hand
becomes a numbered question with room to answer (lines, or a tick box per choice). The answers
(a prediction's reveal and the figures printed with it, a self-check's answer, an exercise's best
choice) go to the answer key on the last pages, with the teacher's notes. Sentences about the
screen (clicks, cells, buttons, seeds) stay on screen.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from euchre_teach.classroom import ClassroomError, about_paths, check_writable, local_path, require, shown
from euchre_teach.classroom.lessons import find_lesson, lesson_title
from euchre_teach.files import write_text

SETUP = "from euchre_teach.classroom.handout import print_as_worksheet\nprint_as_worksheet()"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome", "msedge")
#: Print layout: headings kept with what follows, a widget (picture and table) or a self-check never
#: split across pages, no lone first or last line of a paragraph on a page.
CSS = """
body { font-family: "DejaVu Sans", Arial, sans-serif; max-width: 190mm; margin: 0 auto; padding: 8mm; color: #111; }
h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 1.2em; }
h1, h2, h3, h4 { break-after: avoid; page-break-after: avoid; break-inside: avoid; }
.text_cell_render > p:last-child { break-after: avoid; page-break-after: avoid; }
p, li { orphans: 3; widows: 3; }
pre { white-space: pre-wrap; font-size: 0.85em; background: #f6f6f6; padding: 4px 6px; }
svg, img { max-width: 100%; height: auto; max-height: 230mm; }
/* A picture (a table) at most 110 mm high, so that its question and text stay with it on the page; a picture
   drawn at the size its text needs (euchre-keep-size) keeps it. */
.output_area svg[role=img]:not(.euchre-keep-size) { max-height: 110mm !important; }
.output_area, .jp-OutputArea-output, .euchre-widget, svg, img, pre, table, ul, ol, .euchre-selfcheck {
  break-inside: avoid; page-break-inside: avoid; }
/* A list longer than a page (the history timeline) flows, keeping each entry whole. */
.output_area:has(.euchre-timeline), .euchre-widget:has(.euchre-timeline), ol.euchre-timeline {
  break-inside: auto; page-break-inside: auto; }
.euchre-event { break-inside: avoid; page-break-inside: avoid; }
.euchre-selfcheck { border: 1px solid #999; border-radius: 4px; padding: 2px 10px; margin: 6px 0; }
/* An exercise's question box (its table, then the choices) may break between the two, each kept whole, so that
   the table does not leave half a page empty before it. */
.euchre-selfcheck:has(svg) { break-inside: auto; page-break-inside: auto; }
.euchre-ticks { list-style: none; padding-left: 0.5em; }
.euchre-ticks li { margin: 3px 0; }
.euchre-tick { font-size: 1.2em; margin-right: 0.3em; }
.euchre-line { border-bottom: 1px solid #888; height: 8mm; margin: 0 4px; }
.euchre-lines { margin: 4px 0 10px; break-inside: avoid; page-break-inside: avoid; }
.euchre-lines-label { font-size: 0.9em; color: #444; margin: 6px 4px 0; }
/* The answer key, then the teacher's notes, on the last page(s): the pages before are the learners'. */
.celltag_euchre-key, .celltag_euchre-teacher { break-before: page; page-break-before: always; }
.celltag_euchre-key ~ .celltag_euchre-teacher { break-before: auto; page-break-before: auto; }
.celltag_euchre-answer .text_cell_render > p:last-child { break-after: auto; page-break-after: auto; }
/* A widget may break between its parts (its text, a picture, a question: each kept whole), so that a large one
   (the history stepper, the score quiz) does not leave half a page empty before it. */
.output_area:has(.euchre-widget), .euchre-widget { break-inside: auto; page-break-inside: auto; }
[hidden] { display: none !important; }
.anchor-link { display: none; }
@page { size: A4; margin: 12mm; }
"""
#: A question's start and its answer in a widget's static copy (as written here and in ``static``).
_QUESTION = re.compile(r'(<p class="euchre-question"><b>)')
_ANSWER = re.compile(r'<div class="euchre-answer" hidden>(.*?)</div>', re.S)
_ASKED = re.compile(r'<p class="euchre-question"><b>(.*?)</b>', re.S)
PREDICT, ANSWER = "**Predict:**", "**Answer:**"
KEY = "## Answer key"
LINE = '<div class="euchre-line"></div>'
#: Words about the screen: a sentence with one of them stays on screen, not on paper.
SCREEN = re.compile(r"\bclick|\btap\b|Shift\+Enter|\bcells?\b|\bbuttons?\b|\bmenus?\b|arrow keys|\bswitch"
                    r"|\bseed(s|ed)?\b(?! text)|\bwidgets?\b|\bscroll", re.I)
#: The labels of a widget's buttons, kept (hidden) beside its static copy so the text can leave them off paper.
_CONTROLS = re.compile(r'<div class="euchre-controls" hidden>(.*?)</div>', re.S)
_SEED_NOTE = re.compile(r"\s*\(seeds? \d[^)]*\)")
_SENTENCE_END = re.compile(r"(?<=[.!?)])\s+(?=[A-Z*(\"“])")


def build_handout(name: str, out: Path, *, code: bool = False, pdf: bool = True) -> list[Path]:
    """Write the handout; ``out`` is an ``.html`` file or a folder. Returns the files written."""
    for module in ("nbclient", "nbconvert", "ipykernel", "ipywidgets"):
        require(module, module, "handout")
    lesson = find_lesson(name)
    with about_paths("write the handout to"):
        page = output_page(out, lesson.stem)
        page.parent.mkdir(parents=True, exist_ok=True)
        write_text(page, render_page(run_lesson(lesson), lesson_title(lesson), code=code), "the handout")
        return [page, *_pdf_of(page, pdf=pdf)]


def _pdf_of(page: Path, *, pdf: bool) -> list[Path]:
    """The PDF printed from ``page``: none when not asked for, or when no Chromium is found."""
    if not pdf:
        return []
    browser = find_browser()
    if browser is None:
        print("No PDF: Chromium or Chrome was not found (set EUCHRE_TEACH_CHROMIUM to one); "
              "print the HTML page from a browser instead.")
        return []
    return [print_pdf(browser, page)]


def output_page(out: Path, stem: str) -> Path:
    """Where the page goes: ``out`` itself (an .html file) or ``out/STEM.html``, checked before the lesson runs."""
    out = local_path(out, "the handout")
    if out.suffix.lower() == ".html":
        if out.is_dir():
            raise ClassroomError(f"{shown(out)} is a folder: give a new .html file name, or the folder without .html")
        return check_writable(out.parent, "the handout") / out.name
    if out.suffix and not out.is_dir():
        page, folder = shown(out.with_suffix(".html")), shown(out.with_suffix(""))
        raise ClassroomError(f"{shown(out)}: give an .html file or a folder for the handout (the PDF is written "
                             f"beside the page), e.g. {page} or {folder}")
    return check_writable(out, "the handout") / f"{stem}.html"


def build_problem_sheet(theme: str, out: Path, *, pdf: bool = True) -> list[Path]:
    """``euchre-teach handout problems THEME OUT``: a theme's problems as a worksheet, the answers and
    their write-ups in the key. Returns the files written."""
    for module in ("nbclient", "nbconvert", "ipykernel", "ipywidgets"):
        require(module, module, "handout")
    notebook = problem_notebook(theme)
    with about_paths("write the handout to"):
        page = output_page(out, f"problems-{theme.replace(' ', '-')}")
        page.parent.mkdir(parents=True, exist_ok=True)
        title = notebook.cells[0].source.splitlines()[0].lstrip("# ")
        write_text(page, render_page(run_notebook(notebook, f"problems {theme}"), title, code=False), "the handout")
        return [page, *_pdf_of(page, pdf=pdf)]


def problem_notebook(theme: str) -> Any:
    """A notebook of the theme's problems: each position, its question, and its answer with the write-up."""
    import nbformat

    from euchre_teach.errors import EuchreError
    from euchre_teach.problems import THEMES, problems
    from euchre_teach.widgets.labels import action_label

    try:
        chosen = problems(theme)
    except EuchreError as error:
        raise ClassroomError(str(error)) from None
    title, about = next((title, about) for key, title, about in THEMES if key == theme)
    cells = [nbformat.v4.new_markdown_cell(f"# Problems: {title}\n\nPractice in {about}. Each problem shows the "
                                           "table from your seat. Write your move and why in card terms.")]
    for number, problem in enumerate(chosen, 1):
        answer = action_label(problem.hand(), problem.answer)
        cells += [nbformat.v4.new_code_cell(f"show_problem({problem.key!r})"),
                  nbformat.v4.new_markdown_cell(f"**Predict:** problem {number} (level {problem.level}). Your move, "
                                                "and why, in card terms?"),
                  nbformat.v4.new_markdown_cell(f"**Answer:** {answer}. {problem.writeup}")]
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [cells[0], nbformat.v4.new_code_cell("from euchre_teach.widgets import show_problem"), *cells[1:]]
    return notebook


def run_lesson(lesson: Path) -> Any:
    """The lesson notebook after running every cell, widgets with static copies."""
    import nbformat

    return run_notebook(nbformat.read(lesson, as_version=4), f"lesson {lesson.stem}")


def run_notebook(notebook: Any, name: str) -> Any:
    """``notebook`` after running every cell in a fresh kernel, widgets with static copies."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    notebook.cells.insert(0, nbformat.v4.new_code_cell(SETUP))
    with tempfile.TemporaryDirectory(prefix="euchre-handout-") as workdir:
        client = NotebookClient(notebook, timeout=600, km=_this_python_kernel(), store_widget_state=False,
                                resources={"metadata": {"path": workdir}})
        try:
            client.execute(stderr=subprocess.DEVNULL)  # the kernel's own warnings are not the teacher's
        except CellExecutionError as error:
            raise ClassroomError(f"{name} stopped with an error:\n{str(error)[-1500:]}") from None
    notebook.cells.pop(0)
    return notebook


def _this_python_kernel() -> Any:
    """A kernel manager that runs this Python (where euchre_teach is), whatever kernels are installed."""
    from ipykernel.kernelspec import RESOURCES, get_kernel_dict
    from jupyter_client.kernelspec import KernelSpec, KernelSpecManager
    from jupyter_client.manager import KernelManager

    class ThisPython(KernelSpecManager):
        def get_kernel_spec(self, kernel_name: str) -> KernelSpec:
            return KernelSpec(resource_dir=RESOURCES, **get_kernel_dict())

    return KernelManager(kernel_spec_manager=ThisPython())


def static_outputs(notebook: Any) -> None:
    """Keep only the static copy of each widget (its live view needs a kernel)."""
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        kept = []
        for output in cell.outputs:
            data = output.get("data", {})
            if WIDGET_VIEW in data:
                if not data.get("text/html"):
                    continue
                output["data"] = {"text/html": data["text/html"]}
            kept.append(output)
        cell.outputs = kept


NOTES = "### Teacher's notes"


def teachers_notes_last(notebook: Any) -> None:
    """Move the teacher's notes (from their heading to the end of their cell) to the end of the lesson, where
    they start a page of their own with the answer key: a teacher hands out the pages before."""
    import nbformat

    for cell in list(notebook.cells):
        if cell.cell_type != "markdown" or NOTES not in cell.source:
            continue
        before, notes = cell.source.split(NOTES, 1)
        if before.strip():
            cell.source = before
        else:
            notebook.cells.remove(cell)
        moved = nbformat.v4.new_markdown_cell(NOTES + notes)
        moved.metadata["tags"] = ["euchre-teacher"]
        notebook.cells.append(moved)


def render_page(notebook: Any, title: str, *, code: bool) -> str:
    """The whole printable page: the lesson as a worksheet, with print-friendly CSS."""
    from nbconvert import HTMLExporter

    static_outputs(notebook)
    teachers_notes_last(notebook)
    worksheet(notebook)
    exporter = HTMLExporter(template_name="basic", exclude_input=not code, exclude_input_prompt=True,
                            exclude_output_prompt=True, anchor_link_text="")
    body, _ = exporter.from_notebook_node(notebook)
    style = CSS
    if code:
        from pygments.formatters import HtmlFormatter

        style += HtmlFormatter().get_style_defs(".highlight")
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{html.escape(title)}</title>\n<style>{style}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n")


# -- the worksheet: numbered questions, answers in the key ---------------------------------------------
@dataclass
class Sheet:
    """What is gathered while the lesson's cells are turned into a worksheet, in their order."""

    number: int = 0
    key: list[Any] = field(default_factory=list)  # the answer key's cells
    screen: re.Pattern[str] = SCREEN  # what a sentence about the screen says
    waiting: int | None = None  # the prediction whose answer is still to come
    reveals: list[Any] = field(default_factory=list)  # outputs printed after it: they show its answer

    def markdown(self, source: str) -> str:
        """A text cell on paper: a prediction becomes a question, its answer goes to the key."""
        kept = []
        for block in re.split(r"\n\s*\n", source):
            if block.lstrip().startswith(ANSWER):
                said = block.replace(ANSWER, "", 1).strip()
                self.answer(said[:1].upper() + said[1:])
                continue
            block = paper_words(block, self.screen)
            if PREDICT in block:
                block = self.predict(block)
            if block.strip():
                kept.append(block)
        return "\n\n".join(kept)

    def predict(self, block: str) -> str:
        """A prediction as the next numbered question, with lines to write on."""
        self.close()
        self.number += 1
        self.waiting = self.number
        before, question = block.split(PREDICT, 1)
        return f"{before}\n\n**Question {self.number}. Predict:**{question}\n\n{lines()}".strip()

    def answer(self, text: str) -> None:
        """A prediction's answer, with the figures printed since the prediction, into the key."""
        number = self.waiting if self.waiting is not None else self.number
        if self.reveals:
            self.key += [key_text(f"**{number}.**"), shown_outputs(self.reveals), key_text(text)]
        else:
            self.key.append(key_text(f"**{number}.** {text}"))
        self.waiting, self.reveals = None, []

    def close(self) -> None:
        """A prediction with no written answer: the figures printed after it are its answer."""
        if self.waiting is not None and self.reveals:
            self.key += [key_text(f"**{self.waiting}.**"), shown_outputs(self.reveals)]
        self.waiting, self.reveals = None, []

    def outputs(self, cell: Any) -> None:
        """A code cell's outputs on paper: questions numbered, answers to the key, reveals held back."""
        kept = []
        for output in cell.outputs:
            page = output.get("data", {}).get("text/html", "")
            if any(self.screen.search(asked) for asked in _ASKED.findall(page)):
                continue  # a question about the screen ("You click Undo...") is asked on screen only
            if _QUESTION.search(page):
                output["data"]["text/html"] = self.questions(page)
            elif self.waiting is not None and not page.startswith('<div class="euchre-widget'):
                self.reveals.append(output)
                continue
            kept.append(output)
        cell.outputs = kept

    def questions(self, page: str) -> str:
        """Number each question of a widget's copy and move its answer to the key."""
        def numbered(match: re.Match[str]) -> str:
            self.number += 1
            return f"{match.group(1)}Question {self.number}. "

        first = self.number + 1
        page = _QUESTION.sub(numbered, page)
        for number, answer in enumerate(_ANSWER.findall(page), first):
            self.key.append(key_html(f"<p><b>{number}.</b> {answer}</p>"))
        return _ANSWER.sub("", page)


def worksheet(notebook: Any) -> None:
    """Turn the lesson (teacher's notes already last) into a worksheet with its answer key before the notes."""
    import nbformat

    sheet = Sheet(screen=screen_words(controls(notebook)))
    notes = [cell for cell in notebook.cells if "euchre-teacher" in cell.metadata.get("tags", [])]
    cells = []
    for cell in notebook.cells:
        if cell in notes:
            continue
        if cell.cell_type == "markdown":
            cell.source = sheet.markdown(cell.source)
            if not cell.source.strip():
                continue
        elif cell.cell_type == "code":
            sheet.outputs(cell)
        cells.append(cell)
    sheet.close()
    if sheet.key:
        heading = nbformat.v4.new_markdown_cell(KEY)
        heading.metadata["tags"] = ["euchre-key"]
        cells += [heading, *sheet.key]
    notebook.cells = cells + notes


def controls(notebook: Any) -> set[str]:
    """The labels of the buttons the lesson's widgets showed (taken out of their static copies)."""
    labels: set[str] = set()
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            page = output.get("data", {}).get("text/html", "")
            if "euchre-controls" in page:
                labels.update(label for found in _CONTROLS.findall(page) for label in json.loads(html.unescape(found)))
                output["data"]["text/html"] = _CONTROLS.sub("", page)
        if "outputs" in cell:  # a widget that prints nothing leaves nothing
            cell.outputs = [output for output in cell.outputs if output.get("data", {}).get("text/html", "x")]
    return labels


def screen_words(labels: set[str]) -> re.Pattern[str]:
    """:data:`SCREEN` and the buttons' labels: one of several words as it is ("Deal again"), or any one set in
    bold or italics ("*Undo*"), which names the button rather than the word."""
    named = [re.escape(label) for label in sorted(labels) if " " in label.strip()]
    marked = [r"\*{1,2}" + re.escape(label.strip()) + r"\*{1,2}" for label in sorted(labels) if label.strip()]
    return re.compile("|".join([SCREEN.pattern, *named, *marked]), re.I)


def key_text(text: str) -> Any:
    """A cell of the answer key written in Markdown."""
    import nbformat

    cell = nbformat.v4.new_markdown_cell(text)
    cell.metadata["tags"] = ["euchre-answer"]
    return cell


def key_html(page: str) -> Any:
    """A cell of the answer key holding HTML (an answer taken from a widget's copy)."""
    return shown_outputs([{"output_type": "display_data", "data": {"text/html": page}, "metadata": {}}])


def shown_outputs(outputs: list[Any]) -> Any:
    """A code cell with no code that shows ``outputs`` (the code is never printed in the key)."""
    import nbformat

    cell = nbformat.v4.new_code_cell("")
    cell.outputs = [nbformat.from_dict(output) for output in outputs]
    return cell


def paper_words(block: str, screen: re.Pattern[str] = SCREEN) -> str:
    """A Markdown block without its sentences about the screen ("click *Deal again*", "run each cell")."""
    block = _SEED_NOTE.sub("", block)
    if not screen.search(block) or block.lstrip().startswith(("|", "```", "<")):
        return block
    parts = re.split(r"\n(?=\s*(?:[-*] |\d+\. |#))", block)  # list items and headings, each on its own
    return "\n".join(kept for kept in (_paper_part(part, screen) for part in parts) if kept)


def _paper_part(part: str, screen: re.Pattern[str]) -> str:
    """One paragraph, list item or heading of :func:`paper_words`: the sentences that are not about the screen."""
    if not screen.search(part):
        return part
    lead = re.match(r"\s*(?:[-*] |\d+\. |#+ )?", part)
    start = lead.group(0) if lead else ""
    if start.lstrip().startswith("#"):  # a heading keeps the clause that is not about the screen
        clean = [clause for clause in part[len(start):].split(":") if not screen.search(clause)]
        return start + clean[0].strip() if clean else ""
    body = " ".join(part[len(start):].split())
    kept = [sentence for sentence in _SENTENCE_END.split(body) if not screen.search(sentence)]
    return start + " ".join(kept) if kept else ""


def lines(count: int = 3, label: str = "") -> str:
    """Ruled lines to write an answer on."""
    said = f'<p class="euchre-lines-label">{html.escape(label)}</p>' if label else ""
    return f'<div class="euchre-lines">{said}{LINE * count}</div>'


# -- in the lesson's kernel: exercises and the score quiz as questions ---------------------------------
def print_as_worksheet() -> None:
    """Give every widget a static copy; an exercise and the score quiz print as numbered-to-be questions."""
    from IPython import get_ipython

    from euchre_teach.classroom.static import show_widgets_as_html

    show_widgets_as_html()  # first: it keeps the canvas out before the widgets are imported
    import ipywidgets

    get_ipython().display_formatter.formatters["text/html"].for_type(ipywidgets.DOMWidget, on_paper)


def on_paper(widget: Any) -> str:
    """A displayed widget on paper (an exercise and the score quiz as questions), with its buttons' labels
    kept hidden beside it for :func:`controls`."""
    from euchre_teach.classroom.static import printed_widget
    from euchre_teach.widgets import Exercise, ScoreQuiz

    if isinstance(widget, Exercise):
        shown = exercise_sheet(widget)
    elif isinstance(widget, ScoreQuiz):
        shown = score_quiz_sheet(widget)
    else:
        shown = printed_widget(widget)
    labels = sorted(button_labels(widget))
    hidden = f'<div class="euchre-controls" hidden>{html.escape(json.dumps(labels))}</div>' if labels else ""
    return shown + hidden


def button_labels(widget: Any) -> set[str]:
    """The labels of the fixed buttons (kept as attributes: "Next hand") of ``widget`` and its children; the
    answers offered as buttons ("order it up") are words of the game, not controls."""
    import ipywidgets as W

    if not isinstance(widget, W.Widget):
        return set()
    own = {value.description for value in vars(widget).values() if isinstance(value, W.Button) and value.description}
    return own.union(*(button_labels(child) for child in getattr(widget, "children", ())))


def question_html(question: str, material: str, space: str, answer: str) -> str:
    """A question on paper: its text, what it is about, room to answer, and its answer for the key (hidden)."""
    return (f'<div class="euchre-selfcheck"><p class="euchre-question"><b>{html.escape(question)}</b></p>'
            f'{material}{space}<div class="euchre-answer" hidden>{answer}</div></div>')


def ticks(choices: list[str]) -> str:
    """A tick box for each choice."""
    boxes = "".join(f'<li><span class="euchre-tick" aria-hidden="true">☐</span> {html.escape(choice)}</li>'
                    for choice in choices)
    return f'<ul class="euchre-ticks">{boxes}</ul>'


def exercise_sheet(exercise: Any) -> str:
    """An exercise on paper: the question, the table, a tick box per choice; the best choice for the key."""
    from euchre_teach.classroom.static import widget_html
    from euchre_teach.state import Phase
    from euchre_teach.widgets.labels import action_label

    hand = exercise.start
    if hand.phase is Phase.PLAY:
        choices = [f"play {card}" for card in hand.hand(exercise.seat)]
    else:
        choices = [action_label(hand, action) for action in hand.legal_actions()]
    space = ticks(choices)
    if exercise.to_the_end:
        space += lines(1, "The tricks your side takes in the whole hand:")
    material = widget_html(exercise.context) + widget_html(exercise.picture)
    shown = question_html(exercise.question, material, space, exercise_answer(exercise))
    return f'<div class="euchre-widget">{shown}</div>'


def exercise_answer(exercise: Any) -> str:
    """The exercise's best choice and why, judged as the exercise judges a click."""
    verdict = exercise._grade(exercise.start.legal_actions()[0])  # the exercise's own judge, not a copy
    answer = html.escape(verdict.reason)
    if exercise.best_tricks is not None:
        answer += html.escape(f" With best play by everyone, your side takes {exercise.best_tricks} of the five "
                              "tricks.")
    return answer


def score_quiz_sheet(quiz: Any) -> str:
    """The score quiz on paper: a question for each kind of result, from the quiz's seed on."""
    from euchre_teach.widgets.scoring import (
        KINDS,
        is_right,
        option_words,
        score_options,
        score_question,
        score_rule,
        scoring_hand,
    )

    questions = []
    for turn in range(len(KINDS)):
        hand = scoring_hand(quiz.rules, quiz.seed + turn)
        options = score_options(hand)
        right = next(option for option in options if is_right(hand, option))
        answer = f"<b>{html.escape(option_words(hand, right))}</b>: {html.escape(score_rule(hand))}."
        questions.append(question_html(score_question(hand), "",
                                       ticks([option_words(hand, option) for option in options]), answer))
    return f'<div class="euchre-widget euchre-questions">{"".join(questions)}</div>'


def find_browser() -> str | None:
    """Chromium or Chrome: ``$EUCHRE_TEACH_CHROMIUM``, else the first found on PATH."""
    configured = os.environ.get("EUCHRE_TEACH_CHROMIUM")
    if configured:
        return configured if Path(configured).exists() else shutil.which(configured)
    return next((found for found in map(shutil.which, BROWSERS) if found), None)


def print_pdf(browser: str, page: Path) -> Path:
    """Print ``page`` to a PDF beside it with headless Chromium."""
    pdf = page.with_suffix(".pdf")
    pdf.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="euchre-chromium-") as profile:
        command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                   "--disable-background-networking", "--disable-component-update", "--disable-sync",
                   f"--user-data-dir={profile}", "--no-pdf-header-footer", f"--print-to-pdf={pdf}", page.as_uri()]
        try:
            said = subprocess.run(command, capture_output=True, text=True, timeout=180).stderr
        except (OSError, subprocess.TimeoutExpired) as error:
            said = str(error)
    if not pdf.is_file() or pdf.stat().st_size == 0:
        raise ClassroomError(f"the HTML page is at {page}, but {browser} could not print it to PDF:\n"
                             f"{said.strip()[-800:]}")
    return pdf

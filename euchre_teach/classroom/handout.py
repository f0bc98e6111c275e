"""``euchre-teach handout LESSON OUT``: a lesson as a printable page (HTML, and PDF with Chromium).

The lesson runs in a fresh kernel of this Python; every widget leaves a static copy of what it
shows (``euchre_teach.classroom.static``), so the page has the lesson's pictures as SVG and needs
no JavaScript. The code is left out unless asked for. Where Chromium or Chrome is found, it
prints the page to PDF.
"""

from __future__ import annotations

import html
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from euchre_teach.classroom import ClassroomError, about_paths, check_writable, local_path, require, shown
from euchre_teach.classroom.lessons import find_lesson, lesson_title
from euchre_teach.files import write_text

SETUP = "from euchre_teach.classroom.static import show_widgets_as_html\nshow_widgets_as_html()"
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
.output_area, .jp-OutputArea-output, .euchre-widget, svg, img, pre, table, ul, ol, .euchre-selfcheck {
  break-inside: avoid; page-break-inside: avoid; }
/* A list longer than a page (the history timeline) flows, keeping each entry whole. */
.output_area:has(.euchre-timeline), .euchre-widget:has(.euchre-timeline), ol.euchre-timeline {
  break-inside: auto; page-break-inside: auto; }
.euchre-event { break-inside: avoid; page-break-inside: avoid; }
.euchre-selfcheck { border: 1px solid #999; border-radius: 4px; padding: 2px 10px; margin: 6px 0; }
.euchre-ticks { list-style: none; padding-left: 0.5em; }
.euchre-ticks li { margin: 3px 0; }
.euchre-tick { font-size: 1.2em; margin-right: 0.3em; }
.euchre-key, .celltag_euchre-teacher { break-before: page; page-break-before: always; }
/* The teacher's notes and the answer key share the last page(s): the pages before are the learners'. */
body:has(.celltag_euchre-teacher) .euchre-key { break-before: auto; page-break-before: auto; }
[hidden] { display: none !important; }
.anchor-link { display: none; }
@page { size: A4; margin: 12mm; }
"""
#: nbconvert re-serializes output HTML (attribute order, ``hidden=""``): match loosely.
_SELF_CHECK = re.compile(r'(<p class="euchre-question"[^>]*>\s*<b>)')
_ANSWER = re.compile(r'<div class="euchre-answer"[^>]*>(.*?)</div>', re.S)


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


def run_lesson(lesson: Path) -> Any:
    """The lesson notebook after running every cell, widgets with static copies."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    notebook = nbformat.read(lesson, as_version=4)
    notebook.cells.insert(0, nbformat.v4.new_code_cell(SETUP))
    with tempfile.TemporaryDirectory(prefix="euchre-handout-") as workdir:
        client = NotebookClient(notebook, timeout=600, km=_this_python_kernel(), store_widget_state=False,
                                resources={"metadata": {"path": workdir}})
        try:
            client.execute(stderr=subprocess.DEVNULL)  # the kernel's own warnings are not the teacher's
        except CellExecutionError as error:
            raise ClassroomError(f"lesson {lesson.stem} stopped with an error:\n{str(error)[-1500:]}") from None
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
    """The whole printable page: the lesson's text and outputs, with print-friendly CSS."""
    from nbconvert import HTMLExporter

    static_outputs(notebook)
    teachers_notes_last(notebook)
    exporter = HTMLExporter(template_name="basic", exclude_input=not code, exclude_input_prompt=True,
                            exclude_output_prompt=True, anchor_link_text="")
    body, _ = exporter.from_notebook_node(notebook)
    body = answer_key(body)
    style = CSS
    if code:
        from pygments.formatters import HtmlFormatter

        style += HtmlFormatter().get_style_defs(".highlight")
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{html.escape(title)}</title>\n<style>{style}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n")


def answer_key(body: str) -> str:
    """Number the self-checks ("Self-check 1: ...") and list their answers at the end, in that order."""
    count = iter(range(1, 10_000))
    body = _SELF_CHECK.sub(lambda match: f"{match.group(1)}Self-check {next(count)}: ", body)
    answers = _ANSWER.findall(body)
    if not answers:
        return body
    items = "".join(f"<li>{answer}</li>" for answer in answers)
    return (_ANSWER.sub("", body) + f'\n<section class="euchre-key"><h2>Answer key</h2><ol>{items}</ol></section>\n')


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

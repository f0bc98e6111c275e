"""The words a learner meets as the lessons run: every lesson executed, its printed output, pictures'
text and widgets' words read, as well as its prose.

Checked: no glossary word in a lesson's output before the lesson that teaches it (the output may
show it only where the lesson's prose names it and points to that lesson; defending alone, not at
all); in the lesson that teaches a word, nothing shows it before the teaching cell; no rule ids and
no "we" in what a learner reads. The steppers' narration is read for every step, not only the step
on show (a probe cell, added before the lesson runs, prints it).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

import nbclient
import nbformat
import pytest
from test_lessons import LESSONS, glossary, learner_prose, points_to, word_pattern

#: Everyday words whose everyday sense ("Next position", "leads to") comes before their game sense.
EVERYDAY = {"next", "lead"}
#: Words no earlier lesson may show at all, not even to say where they are taught.
NEVER_EARLY = {"defend alone"}
RULE_ID = re.compile(r"(?<![\w-])R(?:[1-9]|1\d|2[0-8])(?![\w-])")
WE = re.compile(r"(?<![\w'’-])(?:we|we['’](?:ll|re|ve|d)|our|ours|ourselves)(?![\w'’-])", re.I)
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: Run last in each lesson's kernel: every step of every stepper still alive, as its seat hears it;
#: then each button of each shown widget clicked once (a game's "Start again" after each), and the
#: words the widget shows after each click.
PROBE = """\
import html as _html, json as _json, re as _re
import ipywidgets as _W
from ipywidgets.widgets.widget import _instances
from euchre_teach.record import Record as _Record

def _tree(widget):
    found = [widget]
    for child in getattr(widget, "children", ()) or ():
        found += _tree(child)
    return found

def _words(widget):
    said = []
    for part in _tree(widget):
        for key in ("value", "description", "tooltip"):
            if isinstance(getattr(part, key, None), str):
                said.append(_html.unescape(_re.sub(r"<(style|script)\\b.*?</\\1>|<[^>]+>", " ", getattr(part, key),
                                                   flags=_re.S)))
    return said

_said, _clicked = {}, {}
_alive = [w for w in list(_instances.values()) if isinstance(w, _W.DOMWidget)]
_held = {id(child) for w in _alive for child in (getattr(w, "children", ()) or ())}
for _root in [w for w in _alive if isinstance(w, _W.Box) and id(w) not in _held]:
    _record = getattr(_root, "record", None)
    if isinstance(_record, _Record):
        _said[_root.model_id] = [_record.narration(i, getattr(_root, "seat", None)) for i in range(len(_record))]
    _seen = []
    for _button in [b for b in _tree(_root) if isinstance(b, _W.Button)][:12]:
        if _button.disabled or _button not in _tree(_root):
            continue
        _button.click()
        _seen += _words(_root)
        _again = [b for b in _tree(_root) if isinstance(b, _W.Button) and b.description == "Start again"]
        if _again:
            _again[0].click()
    _clicked[_root.model_id] = sorted(set(_seen))
print("PROBE" + _json.dumps({"said": _said, "clicked": _clicked}))
"""

class Seen(NamedTuple):
    """A text the learner sees and the cell it sits in (None: a widget no cell shows)."""

    cell: int | None
    text: str
    prose: bool


def plain(text: str) -> str:
    """Text without tags, styles or scripts, entities read."""
    text = re.sub(r"<(style|script)\b.*?</\1>", " ", text, flags=re.S | re.I)
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def widget_texts(model: dict[str, Any]) -> Iterator[str]:
    """The words a widget model shows: its value, label, tooltip, options and titles."""
    state = model.get("state", {})
    for key in ("value", "description", "tooltip", "placeholder"):
        if isinstance(state.get(key), str):
            yield plain(state[key])
    for key in ("_options_labels", "titles"):
        if isinstance(state.get(key), list):
            yield from (plain(str(label)) for label in state[key])


def children(model: dict[str, Any]) -> Iterator[str]:
    """The ids of the models this one holds (its children, and any other model it names)."""
    for value in model.get("state", {}).values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and item.startswith("IPY_MODEL_"):
                yield item.removeprefix("IPY_MODEL_")


def owners(notebook: Any, models: dict[str, Any]) -> dict[str, int]:
    """Each widget model's cell: the first cell whose output shows it, or a widget holding it."""
    found: dict[str, int] = {}
    for index, cell in enumerate(notebook.cells):
        for output in cell.get("outputs", []):
            root = output.get("data", {}).get(WIDGET_VIEW, {}).get("model_id")
            todo = [root] if root else []
            while todo:
                model_id = todo.pop()
                if model_id in found or model_id not in models:
                    continue
                found[model_id] = index
                todo.extend(children(models[model_id]))
    return found


def output_texts(cell: Any) -> Iterator[str]:
    """A code cell's printed output, plain results and HTML (an error shows as its message)."""
    for output in cell.get("outputs", []):
        if output.output_type == "stream":
            yield output.text
        elif output.output_type == "error":
            yield f"{output.ename}: {output.evalue}"
        elif WIDGET_VIEW not in output.get("data", {}):
            data = output.get("data", {})
            yield plain(data["text/html"]) if "text/html" in data else data.get("text/plain", "")


def seen_in(notebook: Any, probed: dict[str, dict[str, list[str]]]) -> list[Seen]:
    """Everything the learner reads in an executed lesson, cell by cell (the teacher's notes left out:
    they may speak to the teacher as "we")."""
    seen = []
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type == "markdown":
            seen.append(Seen(index, cell.source.split("### Teacher's notes")[0], True))
        elif cell.cell_type == "code":
            seen += [Seen(index, text, False) for text in output_texts(cell)]
    models = notebook.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    where = owners(notebook, models)
    for model_id, model in models.items():
        seen += [Seen(where.get(model_id), text, False) for text in widget_texts(model) if text.strip()]
    for found in probed.values():
        for model_id, lines in found.items():
            seen += [Seen(where.get(model_id), line, False) for line in lines]
    return seen


def execute(path: Path) -> list[Seen]:
    """Run the lesson once (kernel python3 of this environment) with the probe cell last."""
    notebook = nbformat.read(path, as_version=4)
    notebook.cells.append(nbformat.v4.new_code_cell(PROBE))
    nbclient.NotebookClient(notebook, timeout=600, kernel_name="python3", store_widget_state=True,
                            resources={"metadata": {"path": str(path.parent)}}).execute()
    probe = notebook.cells.pop()
    printed = "".join(o.text for o in probe.outputs if o.output_type == "stream" and o.name == "stdout")
    assert printed.startswith("PROBE"), f"{path.stem}: the probe cell printed {printed[:80]!r}"
    return seen_in(notebook, json.loads(printed.removeprefix("PROBE")))


@pytest.fixture(scope="module")
def lesson_text() -> Callable[[Path], list[Seen]]:
    """Each lesson executed at most once in this module."""
    done: dict[Path, list[Seen]] = {}

    def run(path: Path) -> list[Seen]:
        if path not in done:
            done[path] = execute(path)
        return done[path]

    return run


def early_words(seen: list[Seen], lesson: int, prose: list[str]) -> list[str]:
    """Glossary words a lesson's output shows before the lesson that teaches them."""
    found = []
    for word, _meaning, taught in glossary():
        if taught <= lesson or word in EVERYDAY:
            continue
        pattern = word_pattern(word)
        if word in NEVER_EARLY:
            shown = seen
        elif any(re.search(pattern, p, re.I) and points_to(p, taught) for p in prose):
            continue  # the lesson names the word and says where it is taught
        else:
            shown = [s for s in seen if not s.prose]  # the prose itself: tests/test_lessons.py
        found += [f"{word!r} (lesson {taught}) in {s.text.strip()[:140]!r}" for s in shown
                  if re.search(pattern, s.text, re.I)]
    return found


def shown_before_taught(seen: list[Seen], lesson: int) -> list[str]:
    """Words this lesson teaches that an output above the teaching cell already shows (the prose may
    announce them: the title and goal name what the lesson teaches)."""
    found = []
    for word, _meaning, taught in glossary():
        if taught != lesson or word in EVERYDAY:
            continue
        pattern = word_pattern(word)
        emphasised = r"\*{1,2}[^*\n]*?" + pattern + r"[^*\n]*?\*{1,2}"
        teaching = min((s.cell for s in seen if s.prose and s.cell is not None and re.search(emphasised, s.text, re.I)),
                       default=None)
        if teaching is None:
            continue  # tests/test_lessons.py asks that the lesson set it in bold or italics
        found += [f"{word!r} in cell {s.cell}, taught in cell {teaching}: {s.text.strip()[:140]!r}" for s in seen
                  if not s.prose and s.cell is not None and s.cell < teaching and re.search(pattern, s.text, re.I)]
    return found


#: A quotation: the players' own words (lesson 13's annotations), which may say "we".
QUOTED = re.compile(r"“[^”]*”")


def unsaid(seen: list[Seen]) -> list[str]:
    """Rule ids and "we" in what the learner reads ("we" inside a quotation is the players' own word)."""
    found = []
    for s in seen:
        for pattern, what in ((RULE_ID, "a rule id"), (WE, "'we'")):
            text = s.text if pattern is RULE_ID else QUOTED.sub("“”", s.text)
            match = pattern.search(text)
            if match:
                start = max(0, match.start() - 60)
                found.append(f"{what} in cell {s.cell}: {text[start:match.end() + 60].strip()!r}")
    return found


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_no_output_shows_a_word_before_its_lesson(path: Path, lesson_text: Callable[[Path], list[Seen]]) -> None:
    seen = lesson_text(path)
    assert any(not s.prose for s in seen), "the lesson shows something"
    early = early_words(seen, int(path.stem[:2]), learner_prose(path))
    assert not early, f"{path.stem} shows " + "\n".join(early[:8])


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_a_lesson_teaches_its_words_before_showing_them(path: Path,
                                                        lesson_text: Callable[[Path], list[Seen]]) -> None:
    early = shown_before_taught(lesson_text(path), int(path.stem[:2]))
    assert not early, f"{path.stem} shows " + "\n".join(early[:8])


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_no_rule_ids_or_we_in_what_a_learner_reads(path: Path, lesson_text: Callable[[Path], list[Seen]]) -> None:
    found = unsaid(lesson_text(path))
    assert not found, f"{path.stem}: " + "\n".join(found[:8])


def test_the_word_checks_catch_what_they_look_for() -> None:
    stepper = [Seen(3, "East does not defend alone.", False)]
    pointed = ["Going alone, and defending alone, come in lesson 4."]
    assert early_words(stepper, 0, pointed), "defending alone is shown in no lesson before 4, pointer or not"
    lone = [Seen(2, "North goes alone: South sits out.", False)]
    assert early_words(lone, 2, []) and not early_words(lone, 2, ["A partner *sits out* (lesson 4)."])
    assert not early_words(lone, 4, [])
    feedback = [Seen(5, "Your hand-point count: left bower 3, king of trump 2.", False),
                Seen(8, "The **hand-point count** adds up your trumps.", True)]
    assert shown_before_taught(feedback, 3) and not shown_before_taught(feedback[1:], 3)
    for bad in ("R15 lets a defender play alone", "we could not find it", "We'll see", "our table"):
        assert unsaid([Seen(1, bad, True)]), bad
    for good in ("R", "J R", "weather", "Rules R", "four", "a well-known rule", "R2D2"):
        assert not unsaid([Seen(1, good, True)]), good
    assert plain("<style>.a {we: 1}</style><b>North</b> &amp; South").split() == ["North", "&", "South"]

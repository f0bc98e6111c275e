"""The lessons as product: clean notebooks, the parts every lesson promises, sensible demo hands,
no random players, no Python internals in what a learner sees, cited sources, pictures.

The parts (the shared lesson conventions): a ``**Goal**`` line, every ``**Predict:**`` answered by
an ``**Answer:**`` cell within the next three cells, self-checks with at least three answers, an
engine-checked exercise from lesson 2 on, a ``## Summary`` and ``### Teacher's notes`` with
``Time:``, ``Ask the class:``, ``Misconceptions:`` and ``On the projector:``. The reference card
is an appendix: no predictions or exercises, but its own sections.
"""

from __future__ import annotations

import ast
import html
import importlib
import inspect
import json
import pkgutil
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import euchre_teach.widgets
from euchre_teach import STANDARD, Phase, Rules, find_variant, new_hand
from euchre_teach.history import EVENTS, disputed_events
from euchre_teach.ranking import effective_suit
from euchre_teach.record import Record
from euchre_teach.render.images import pictures
from euchre_teach.state import HandState
from euchre_teach.widgets.base import play_out

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
APPENDIX = "14_reference_card"
TAUGHT = [p for p in LESSONS if p.stem != APPENDIX]
#: Widgets that check the learner's move with the engine (the lesson-parts convention).
EXERCISES = ("Exercise", "TrickQuiz", "BidTrainer", "PlayTable", "HistoryStepper", "ProblemSet")
NOTES = ("Time:", "Ask the class:", "Misconceptions:", "On the projector:")


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def text_of(path: Path, kind: str) -> str:
    return "\n".join(source(c) for c in cells(path) if c["cell_type"] == kind)


def calls(path: Path) -> Iterator[ast.Call]:
    """Every call in the lesson's code cells."""
    for cell in cells(path):
        if cell["cell_type"] == "code":
            yield from (node for node in ast.walk(ast.parse(source(cell))) if isinstance(node, ast.Call))


def called_name(call: ast.Call) -> str:
    """'SelfCheck', 'Exercise.finish', 'HandStepper.from_seed', 'play_out'."""
    func = call.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return f"{func.value.id}.{func.attr}"
    return func.id if isinstance(func, ast.Name) else ""


def test_lessons_are_numbered_in_reading_order() -> None:
    numbers = [int(p.name[:2]) for p in LESSONS]
    assert numbers == list(range(len(LESSONS))) and len(LESSONS) >= 8
    assert [p.stem for p in LESSONS][:6] == ["00_start_here", "01_cards_and_bowers", "02_tricks_and_following_suit",
                                             "03_deal_and_bidding", "04_going_alone", "05_scoring"]


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_lesson_is_stored_clean(path: Path) -> None:
    for cell in cells(path):
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_lesson_cells_are_short(path: Path) -> None:
    longest = max(len(source(c).splitlines()) for c in cells(path) if c["cell_type"] == "code")
    assert longest <= 15, "a long cell is code that belongs in the package"


@pytest.mark.parametrize("path", TAUGHT, ids=[p.stem for p in TAUGHT])
def test_lesson_has_goal_summary_asserts_and_teachers_notes(path: Path) -> None:
    prose = [source(c) for c in cells(path) if c["cell_type"] == "markdown"]
    assert any(re.search(r"\*\*Goal\b[^*\n]*:\*\*", p) for p in prose), "a **Goal:** line"
    assert any(re.search(r"^## Summary", p, re.M) for p in prose)
    assert "assert " in text_of(path, "code")
    notes = [p for p in prose if "### Teacher's notes" in p]
    assert len(notes) == 1, "one ### Teacher's notes cell"
    for line in NOTES:
        assert line in notes[0], f"the teacher's notes say {line}"


def test_every_lesson_belongs_to_a_45_minute_class_plan() -> None:
    """Each plan (in the teacher's notes of its first lesson) says what to project, what students do
    and what to cut when short of time; together the plans cover every lesson once."""
    covered: list[int] = []
    for path in LESSONS:
        for plan in re.split(r"^#### ", text_of(path, "markdown"), flags=re.M)[1:]:
            heading = plan.splitlines()[0]
            if not heading.startswith("A 45-minute class: lesson"):
                continue
            numbers = [int(n) for n in re.findall(r"\d+", heading.split(":", 1)[1].split("(")[0])]
            assert int(path.stem[:2]) in numbers, f"{path.stem}: a plan sits in its first lesson's notes"
            covered += numbers
            for part in ("min", "project", "**Short of time:**"):
                assert part in plan, f"{path.stem}: the plan {heading!r} says {part}"
    assert sorted(covered) == [int(p.stem[:2]) for p in LESSONS]


GLOSSARY = ROOT / "notebooks" / "glossary.md"
#: Everyday words whose everyday sense ("the next section", "leads to") comes before their game sense.
EVERYDAY = {"next", "lead"}


def glossary() -> list[tuple[str, str, int]]:
    """(word, meaning, lesson) for each row of the glossary's table."""
    rows = re.findall(r"^\| ([^|]+?) \| ([^|]+?) \| (\d+) \|$", GLOSSARY.read_text(encoding="utf-8"), re.M)
    return [(word, meaning, int(lesson)) for word, meaning, lesson in rows]


def learner_prose(path: Path) -> list[str]:
    """The lesson's paragraphs a learner reads (the teacher's notes left out)."""
    prose = [source(c) for c in cells(path) if c["cell_type"] == "markdown"]
    return [paragraph for text in prose if "### Teacher's notes" not in text for paragraph in text.split("\n\n")]


def word_pattern(word: str) -> str:
    """The word in any inflection ('follows suit', 'double-dummy'), as a whole word."""
    return r"(?<![\w-])" + r"[ -]".join(re.escape(part) + r"\w*" for part in word.split()) + r"(?![\w-])"


def points_to(paragraph: str, lesson: int) -> bool:
    """The paragraph names the lesson that teaches a word ('lesson 4', 'lessons 1–5')."""
    singles = {int(n) for n in re.findall(r"\blessons? (\d+)\b(?![–-])", paragraph, re.I)}
    ranges = re.findall(r"\blessons (\d+)[–-](\d+)", paragraph, re.I)
    return lesson in singles or any(int(a) <= lesson <= int(b) for a, b in ranges)


def test_the_glossary_defines_each_word_once_in_lesson_order() -> None:
    words = glossary()
    assert len(words) >= 30 and len({w for w, _, _ in words}) == len(words)
    assert [lesson for _, _, lesson in words] == sorted(lesson for _, _, lesson in words)
    assert all(meaning and not meaning.endswith(".") for _, meaning, _ in words)


@pytest.mark.parametrize("word", [w for w, _, _ in glossary()])
def test_each_glossary_word_is_taught_in_its_lesson_and_not_used_before(word: str) -> None:
    lesson = next(n for w, _, n in glossary() if w == word)
    pattern = word_pattern(word)
    teaching = next(p for p in LESSONS if int(p.stem[:2]) == lesson)
    emphasised = r"\*{1,2}[^*\n]*?" + pattern + r"[^*\n]*?\*{1,2}"
    taught = any(re.search(emphasised, p, re.I) for p in learner_prose(teaching))
    assert taught, f"lesson {lesson} sets {word!r} in bold or italics"
    if word in EVERYDAY:
        return
    for path in LESSONS:
        if int(path.stem[:2]) >= lesson:
            break
        early = [p for p in learner_prose(path) if re.search(pattern, p, re.I) and not points_to(p, lesson)]
        assert not early, f"{path.stem} uses {word!r} before lesson {lesson} teaches it: {early[0][:160]!r}"


@pytest.mark.parametrize("path", TAUGHT, ids=[p.stem for p in TAUGHT])
def test_every_prediction_is_answered_right_after(path: Path) -> None:
    kinds = [(c["cell_type"], source(c)) for c in cells(path)]
    predictions = [i for i, (kind, text) in enumerate(kinds) if kind == "markdown" and "**Predict:**" in text]
    assert predictions, "a lesson asks the learner to predict"
    for i in predictions:
        asked = kinds[i][1].split("**Predict:**", 1)[1]
        assert "**Answer:**" not in asked, "the answer comes after the prediction, not beside it"
        following = kinds[i + 1:i + 4]
        answered = None
        for offset, (kind, text) in enumerate(following):
            if kind == "markdown" and "**Predict:**" in text.split("**Answer:**")[0]:
                break
            if kind == "markdown" and "**Answer:**" in text:
                answered = offset
                break
        assert answered is not None, f"the prediction in cell {i} is not answered within three cells"


@pytest.mark.parametrize("path", TAUGHT, ids=[p.stem for p in TAUGHT])
def test_self_checks_offer_at_least_three_answers(path: Path) -> None:
    checks = [c for c in calls(path) if called_name(c) == "SelfCheck"]
    if path.stem != "07_play_a_match":
        assert checks, "a lesson checks itself"
    for check in checks:
        answers = check.args[1]
        assert isinstance(answers, ast.Dict) and len(answers.keys) >= 3, ast.unparse(check)[:80]
        for explanation in answers.values:
            # The widget says "Right:" or "Not quite:" itself; an explanation that says it again doubles it.
            said = ast.literal_eval(explanation)
            assert not re.match(r"(Right|Correct|Wrong)\b|(No|Yes)[:,.]", said), f"a verdict word in {said[:50]!r}"


def test_across_the_course_the_right_answer_sits_in_each_place_about_equally() -> None:
    """Self-checks show their answers in a shuffled order (the lessons list the right one first)."""
    from euchre_teach.widgets.selfcheck import answer_order

    places = []
    for path in LESSONS:
        for check in (c for c in calls(path) if called_name(c) == "SelfCheck"):
            question, answers = ast.literal_eval(check.args[0]), [ast.literal_eval(k) for k in check.args[1].keys]
            correct = next(ast.literal_eval(k.value) for k in check.keywords if k.arg == "correct")
            places.append(answer_order(question, answers).index(correct))
    counts = [places.count(place) for place in range(3)]
    assert len(places) >= 20 and max(counts) <= 0.45 * len(places) and min(counts) >= 0.2 * len(places), counts


@pytest.mark.parametrize("path", [p for p in TAUGHT if int(p.stem[:2]) >= 2], ids=lambda p: p.stem)
def test_every_lesson_from_tricks_on_has_an_engine_checked_exercise(path: Path) -> None:
    used = {called_name(c).split(".")[0] for c in calls(path)}
    assert used & set(EXERCISES), f"one of {', '.join(EXERCISES)}"


def test_the_reference_card_has_every_part_of_the_game() -> None:
    card = ROOT / "notebooks" / f"{APPENDIX}.ipynb"
    prose, code = text_of(card, "markdown"), text_of(card, "code")
    for needed in ("right bower", "left bower", "Round 1", "Round 2", "next", "cross", "alone", "Scoring",
                   "Score markers", "Renege", "### Teacher's notes", "**Goal:**"):
        assert needed in prose, needed
    assert 'pictures()["bowers.svg"]' in code and "order_words" in code and "score_words" in code


# -- sensible play ------------------------------------------------------------------------------
def test_no_lesson_asks_for_random_play() -> None:
    for path in LESSONS:
        assert not re.search(r"""["']random["']""", text_of(path, "code")), path.stem


def widget_callables() -> Iterator[tuple[str, Callable[..., Any]]]:
    """Every public function, class and method of the widget package."""
    for info in pkgutil.iter_modules(euchre_teach.widgets.__path__):
        module = importlib.import_module(f"euchre_teach.widgets.{info.name}")
        for name, value in vars(module).items():
            if name.startswith("_") or getattr(value, "__module__", None) != module.__name__:
                continue
            if inspect.isfunction(value):
                yield f"{info.name}.{name}", value
            elif inspect.isclass(value):
                for attr, member in vars(value).items():
                    function = getattr(member, "__func__", member)
                    if inspect.isfunction(function) and (attr == "__init__" or not attr.startswith("_")):
                        yield f"{info.name}.{name}.{attr}", function


def test_no_widget_default_is_random_play() -> None:
    checked = 0
    for name, function in widget_callables():
        for parameter in inspect.signature(function).parameters.values():
            assert parameter.default != "random", f"{name}({parameter.name}='random')"
            checked += parameter.name == "level"
    assert checked >= 8, "the widgets with computer players were found"


def rules_named(path: Path) -> dict[str, Rules]:
    """The lesson's variables holding rules: ``british = find_variant("british")`` and the like."""
    known: dict[str, Rules] = {}
    scope = {"find_variant": find_variant, "STANDARD": STANDARD}
    for cell in cells(path):
        if cell["cell_type"] != "code":
            continue
        for node in ast.walk(ast.parse(source(cell))):
            if (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
                    and isinstance(node.value, ast.Call)
                    and called_name(node.value) in ("find_variant", "STANDARD.replace")):
                try:
                    known[node.targets[0].id] = eval(ast.unparse(node.value), scope)  # the lesson's own code
                except NameError:  # rules from a loop variable: not a seeded demo
                    continue
    return known


def seeded_demos(path: Path) -> Iterator[tuple[str | Rules, int, str]]:
    """(rules, seed, level) of every seeded hand a lesson plays out for the learner to watch."""
    named = rules_named(path)
    for call in calls(path):
        name = called_name(call)
        keywords = {k.arg: k.value for k in call.keywords}
        if name == "HandStepper.from_seed":
            rules = ast.literal_eval(call.args[0]) if call.args else "standard"
            seed = ast.literal_eval(keywords.get("seed", call.args[1] if len(call.args) > 1 else ast.Constant(0)))
            level = ast.literal_eval(keywords.get("level", ast.Constant("rule of thumb")))
            yield rules, seed, level
        elif name == "play_out" and isinstance(call.args[0], ast.Call):
            inner = call.args[0]
            first = inner.args[0]
            if called_name(inner) == "new_hand":
                rules = first.value if isinstance(first, ast.Constant) else named[first.id]  # type: ignore[attr-defined]
                seed = ast.literal_eval({k.arg: k.value for k in inner.keywords}.get("seed", inner.args[-1]))
                level = ast.literal_eval(call.args[1]) if len(call.args) > 1 else "rule of thumb"
                yield rules, seed, level


def demo_problems(hand: HandState, lesson: int) -> list[str]:
    """What would teach a learner the wrong thing in a demo hand."""
    problems = []
    for step, (_seat, action) in enumerate(hand.history):
        if action.kind.value == "discard":
            before = Record.of(hand).at(step)
            trump = before.trump
            held = before.hand(before.dealer)
            if effective_suit(action.card, trump) == trump and any(effective_suit(c, trump) != trump for c in held):
                problems.append(f"the dealer discards the {action.card}, a trump, keeping a card of another suit")
    if lesson < 4 and hand.sitting_out:
        problems.append("a lone hand before going alone is taught")
    if hand.thrown_in:
        problems.append("a thrown-in hand shows no play")
    return problems


def test_demo_hands_are_played_sensibly_and_show_what_their_text_says() -> None:
    demos = [(path, demo) for path in LESSONS for demo in seeded_demos(path)]
    assert len(demos) >= 3, "the seeded demos were found"
    for path, (rules, seed, level) in demos:
        assert level in ("rule of thumb", "strong"), f"{path.stem}: seed {seed} is played at the {level!r} level"
        hand = play_out(new_hand(rules, seed), level, seed)
        assert hand.phase is Phase.OVER
        assert demo_problems(hand, int(path.stem[:2])) == [], f"{path.stem}: {rules} seed {seed}"


def test_the_demo_check_catches_a_dealer_discarding_a_bower() -> None:
    hand = new_hand("standard", seed=1)
    hand.apply("order up")
    trump = hand.trump
    bower = next(c for c in hand.hand(hand.dealer) if effective_suit(c, trump) == trump)
    hand.apply(f"discard {bower.code}")
    assert "a trump" in demo_problems(play_out(hand), 5)[0]


# -- what the learner sees: the lessons run, their outputs and widgets scanned ----------------------
INTERNALS = [
    (r"Action\(|Suit\.|Kind\.|Phase\.|Rank\.|object at 0x|<euchre_teach|<HandState|Trick\(", "a Python repr"),
    (r"\[['\"(]|'\]|\(['\"][^'\"]*['\"],|', '", "a raw tuple or list"),
    (r"^\s*[\[(].*[\])]\s*$", "a raw tuple or list"),
    (r"\b(?:[2-9TJQKA]|10)[CDHS]\b", "a card code where a symbol fits"),
]


def learner_texts(notebook: Any) -> Iterator[str]:
    """Every text the learner sees: printed output, plain results, and the widgets' words."""
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            if output.output_type == "stream":
                yield output.text
            elif output.output_type == "error":
                yield f"an error: {output.ename}: {output.evalue}"
            elif "data" in output:
                data = output.data
                rich = {"image/svg+xml", "text/html", "application/vnd.jupyter.widget-view+json", "image/png"}
                if not rich & set(data):
                    yield data.get("text/plain", "")
    state = notebook.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model in state.get("state", {}).values():
        values = model.get("state", {})
        for key in ("value", "description", "tooltip"):
            if isinstance(values.get(key), str):
                yield html.unescape(re.sub(r"<[^>]+>", " ", values[key]))
        if isinstance(values.get("_options_labels"), list):
            yield from values["_options_labels"]


@pytest.fixture(scope="module")
def run_lesson() -> Iterator[Callable[[Path], Any]]:
    """Runs each lesson at most once in this module (nbclient), keeping the widgets' state."""
    nbformat = pytest.importorskip("nbformat")
    client = pytest.importorskip("nbclient")
    done: dict[Path, Any] = {}

    def run(path: Path) -> Any:
        if path not in done:
            notebook = nbformat.read(path, as_version=4)
            client.NotebookClient(notebook, timeout=600, store_widget_state=True,
                                  resources={"metadata": {"path": str(path.parent)}}).execute()
            done[path] = notebook
        return done[path]

    yield run


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_no_lesson_output_shows_python_internals(path: Path, run_lesson: Callable[[Path], Any]) -> None:
    seen = list(learner_texts(run_lesson(path)))
    assert seen, "the lesson shows something"
    for text in seen:
        for line in text.splitlines():
            for pattern, what in INTERNALS:
                assert not re.search(pattern, line), f"{what} in {path.stem}: {line.strip()[:120]}"


def test_the_internals_scan_catches_what_it_looks_for() -> None:
    for bad in ("(Action('pass'), Action('order up'))", "['JH', 'JD']", "<Suit.HEARTS: 2>", "discard KD",
                "('pass', 'order up')", "[(0, 'pass')]"):
        assert any(re.search(p, bad) for p, _what in INTERNALS), bad
    for good in ("J♥ > J♦ > A♥", "South may: play 10♦", "North (dealer West) holds J♥", "Trick 1: West 9♠",
                 "The maker may play alone instead ('go alone'), and"):
        assert not any(re.search(p, good) for p, _what in INTERNALS), good


# -- sources and pictures -----------------------------------------------------------------------
@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_links_are_well_formed(path: Path) -> None:
    for url in re.findall(r"https?://[^\s)>\]]+", text_of(path, "markdown")):
        assert re.fullmatch(r"https://[\w.-]+\.[a-z]{2,}(/[\w./()%#~+-]*)?", url), url


def test_history_lesson_cites_its_sources_and_disputes() -> None:
    prose = text_of(ROOT / "notebooks" / "06_history.ipynb", "markdown")
    for needed in ("## Sources", "wikipedia.org/wiki/Jucker", "wikipedia.org/wiki/Joker", "Parlett",
                   "Foster", "disputed"):
        assert needed in prose
    assert all(event.source and event.source_url.startswith("https://") for event in EVENTS)
    assert {e.title for e in EVENTS if e.disputed}
    for theory in ("Spoil Five", "Triunfo", "écarté", "Triomphe", "1844", "1868", "Philadelphia",
                   "Britannica calls the joker \"a glorified jack\"", "reconstruction"):
        assert theory in prose, theory
    words = {"three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
    said = re.findall(r"(\w+) claims are disputed", prose)
    assert said and all(words[w.lower()] == len(disputed_events()) for w in said)


def test_images_are_generated_from_the_package() -> None:
    for name, svg in pictures().items():
        assert (ROOT / "images" / name).read_text(encoding="utf-8") == svg, "run python -m euchre_teach.render.images"
    for png in ("widget-hand-stepper.png", "widget-bower-explorer.png", "widget-play-table.png"):
        assert (ROOT / "images" / png).stat().st_size < 120_000


def test_the_handout_command_prints_the_reference_card_without_a_browser(tmp_path: Path) -> None:
    from euchre_teach import cli
    from euchre_teach.classroom.lessons import find_lesson

    assert find_lesson("card").stem == APPENDIX and find_lesson("cards").stem == "01_cards_and_bowers"
    assert cli.main(["handout", "card", str(tmp_path), "--no-pdf"]) == 0
    page = (tmp_path / f"{APPENDIX}.html").read_text(encoding="utf-8")
    assert "Reference card" in page and "J♥ &gt; J♦ &gt; A♥" in page  # the ranking, printed
    assert "Renege" in page and 'aria-label="The right and left bower under each trump suit"' in page  # inline

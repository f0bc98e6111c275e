"""The package's layering, read from its source: no import loop, engine modules import only downward.

Every import counts — at the top of a module, under ``if TYPE_CHECKING:`` and inside functions —
except the display ones: a function that imports :mod:`euchre_teach.render` to draw itself
(``_repr_svg_``, ``__str__``), as python-chess's ``Board._repr_svg_`` imports ``chess.svg``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import euchre_teach

PACKAGE = Path(euchre_teach.__file__).parent
#: The rules engine, floor by floor from the bottom: pure Python, every module below the analysis, bots,
#: rendering and widgets. Each imports only modules listed before it: the learner's language (i18n) sits on the
#: errors alone, so every floor above can say its words through it.
ENGINE = ("errors", "i18n.languages", "i18n.plural_forms", "i18n.catalog", "i18n", "display", "inputs", "files",
          "cards", "rules", "table", "ranking", "tricks", "actions", "scoring", "plan", "deal", "views", "explain",
          "narration", "state", "egn.notation", "egn.fields", "egn.hands", "egn.game", "egn.reader", "egn.writer",
          "egn.samples", "record", "match", "share")
DISPLAY = "euchre_teach.render"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _resolve(name: str) -> str | None:
    """The package module an imported name lives in (None for anything outside the package)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str) -> list[tuple[str, bool]]:
    """(imported module, inside a function) for every import of the package in ``module``'s source."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    found: list[tuple[str, bool]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inside = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
            if isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            elif isinstance(child, ast.ImportFrom) and child.level == 0 and child.module:
                # ``from euchre_teach import actions`` imports the submodule when there is one
                names = [f"{child.module}.{alias.name}" for alias in child.names]
            else:
                visit(child, inside)
                continue
            for name in names:
                target = _resolve(name)
                if target is not None and target != module:
                    found.append((target, inside))

    visit(tree, False)
    return found


def _graph() -> dict[str, set[str]]:
    """Who imports whom, the display imports left out."""
    return {
        module: {target for target, in_function in _imports(module)
                 if not (in_function and target.startswith(DISPLAY))}
        for module in MODULES
    }


def _find_loop(graph: dict[str, set[str]]) -> list[str]:
    """One import loop as a list of modules (empty when there is none)."""
    state: dict[str, int] = {}  # 1: on the current path, 2: finished
    path: list[str] = []

    def walk(module: str) -> list[str]:
        state[module] = 1
        path.append(module)
        for target in sorted(graph[module]):
            if state.get(target) == 1:
                return [*path[path.index(target):], target]
            if target not in state:
                loop = walk(target)
                if loop:
                    return loop
        path.pop()
        state[module] = 2
        return []

    for module in sorted(graph):
        if module not in state:
            loop = walk(module)
            if loop:
                return loop
    return []


def layers(graph: dict[str, set[str]]) -> dict[str, int]:
    """Each module's layer: 0 imports nothing of the package, n sits on a module of layer n - 1."""
    depth: dict[str, int] = {}

    def layer(module: str) -> int:
        if module not in depth:
            depth[module] = 1 + max((layer(t) for t in graph[module]), default=-1)
        return depth[module]

    for module in graph:
        layer(module)
    return depth


def test_the_package_has_no_import_loop() -> None:
    loop = _find_loop(_graph())
    assert not loop, "import loop: " + " -> ".join(loop)


def test_engine_modules_import_only_engine_modules_below_them() -> None:
    graph = _graph()
    engine = [f"euchre_teach.{name}" for name in ENGINE]
    assert set(engine) <= set(MODULES)
    for floor, module in enumerate(engine):
        above = sorted(graph[module] - set(engine[:floor]))
        assert not above, f"{module} imports {above}: not below it in the engine's floors"


def test_the_only_imports_inside_functions_are_display_ones() -> None:
    for name in ENGINE:
        module = f"euchre_teach.{name}"
        late = [target for target, in_function in _imports(module) if in_function and not target.startswith(DISPLAY)]
        assert not late, f"{module} imports {late} inside a function: import at the top, from below"


def test_the_loop_finder_finds_a_loop() -> None:
    assert _find_loop({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _find_loop({"a": {"b"}, "b": set()}) == []
    assert layers({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == {"a": 1, "b": 0, "c": 2}


def test_type_checking_and_function_imports_count() -> None:
    """The parser sees an import however it is written, so a loop cannot hide in one."""
    imports = dict(_imports("euchre_teach.state"))
    assert imports["euchre_teach.table"] is False  # at the top
    assert imports["euchre_teach.render.text"] is True  # inside __str__
    assert dict(_imports("euchre_teach.display"))["euchre_teach.render.svg"] is True  # inside _repr_svg_

"""The analysis and the bots, read from their source: every import between them at the top of a module,
and the floors in one order.

engine < ``analysis.heuristics`` (the count and the maxims) < ``bots.base``, ``bots.rule_of_thumb`` (the
players the analysis plays hands out with) < the rest of the analysis < ``bots.strong`` (the analysis as a
player). So the analysis imports only the base and the rule-of-thumb bot, and those import only the
heuristics of the analysis.
"""

from __future__ import annotations

from test_architecture import MODULES, _find_loop, _graph, _imports

ANALYSIS, BOTS = "euchre_teach.analysis", "euchre_teach.bots"
#: The bots the analysis plays with, and the one analysis module they use.
PLAYERS = {f"{BOTS}.base", f"{BOTS}.rule_of_thumb"}
HEURISTICS = f"{ANALYSIS}.heuristics"


def _in(package: str) -> list[str]:
    return [m for m in MODULES if m == package or m.startswith(package + ".")]


def test_no_import_inside_a_function_in_the_analysis_or_the_bots() -> None:
    for module in [*_in(ANALYSIS), *_in(BOTS), "euchre_teach.history"]:
        late = [target for target, inside in _imports(module)
                if inside and not target.startswith("euchre_teach.render")]
        assert not late, f"{module} imports {late} inside a function: import at the top"


def test_the_analysis_imports_only_the_players_it_plays_out_with() -> None:
    for module in _in(ANALYSIS):
        bots = {target for target, _ in _imports(module) if target.startswith(BOTS)}
        assert bots <= PLAYERS, f"{module} imports {sorted(bots - PLAYERS)}"


def test_those_players_use_only_the_heuristics_of_the_analysis() -> None:
    for module in PLAYERS:
        used = {target for target, _ in _imports(module) if target.startswith(ANALYSIS)}
        assert used <= {HEURISTICS}, f"{module} imports {sorted(used - {HEURISTICS})}"
    assert not {target for target, _ in _imports(HEURISTICS) if target.startswith(BOTS)}


def test_the_analysis_and_the_bots_make_no_import_loop() -> None:
    graph = _graph()
    part = {m: {t for t in graph[m] if t.startswith((ANALYSIS, BOTS))} for m in [*_in(ANALYSIS), *_in(BOTS)]}
    assert not _find_loop(part)

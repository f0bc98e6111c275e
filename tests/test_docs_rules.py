"""docs/rules.md is the rules reference: every rule id cited anywhere is defined there, and describe() agrees."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from euchre_teach.rules import OPTIONS, PRESETS, STANDARD, Rules

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
RULE_ID = re.compile(r"\bR([1-9][0-9]?)\b")


def _defined() -> dict[int, str]:
    """Rule number to its text: each rule is a bullet that starts with its bold id."""
    found = re.findall(r"^- \*\*R(\d+) (.+?)(?=^- |^#|\Z)", DOC, flags=re.M | re.S)
    return {int(number): text for number, text in found}


def _options() -> dict[str, list[str]]:
    """The table of options: option name to its cells (rule, default, example, describe's words)."""
    table = DOC.split("## Every option", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in table.splitlines():
        if line.startswith("| `"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            rows[cells[0].strip("`")] = cells[1:]
    return rows


def _cited_ids() -> dict[int, list[str]]:
    """Every rule id cited in the package, the tests, the notebooks and the README, and where."""
    where: dict[int, list[str]] = {}
    files = [*ROOT.glob("euchre_teach/**/*.py"), *ROOT.glob("tests/**/*.py"), *ROOT.glob("notebooks/*.ipynb"),
             ROOT / "README.md"]
    for path in files:
        for number in RULE_ID.findall(path.read_text(encoding="utf-8")):
            where.setdefault(int(number), []).append(str(path.relative_to(ROOT)))
    return where


def test_rules_are_R1_to_R28_each_defined_once() -> None:
    defined = _defined()
    assert sorted(defined) == list(range(1, 29))
    assert all(DOC.count(f"**R{n} ") == 1 for n in defined)


def test_every_rule_id_cited_in_code_and_tests_is_defined() -> None:
    cited = _cited_ids()
    assert len(cited) > 20  # the scan does find the citations
    missing = {f"R{n}": places[:3] for n, places in cited.items() if n not in _defined()}
    assert not missing, f"rule ids cited but not defined in docs/rules.md: {missing}"


def test_every_option_of_rules_is_in_the_table_with_its_rule() -> None:
    options = _options()
    assert set(options) == set(OPTIONS)
    defined = _defined()
    for name, (rule, *_rest) in options.items():
        ids = [int(n) for n in RULE_ID.findall(rule)]
        assert ids and all(n in defined for n in ids), f"{name}: rule column {rule!r}"
        assert any(f"`{name}" in defined[n] for n in ids), f"{name} is not named in the text of {rule}"


@pytest.mark.parametrize("name", sorted(_options()))
def test_describe_says_what_the_table_says(name: str) -> None:
    """Setting the example makes describe() say the table's words, which the default game does not."""
    _rule, _default, example, words = _options()[name]
    rules = Rules.from_text(example.strip("`"))
    assert words in rules.describe(), f"{example}: describe() does not say {words!r}"
    assert words not in STANDARD.describe()
    assert getattr(rules, name) != getattr(STANDARD, name)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_is_in_the_preset_table(name: str) -> None:
    table = DOC.split("## Presets", 1)[1].split("\n## ", 1)[0]
    assert f"`{name}`" in table


def test_the_doc_gives_its_sources() -> None:
    sources = DOC.split("## Sources", 1)[1]
    for source in ("seed texts", "Bicycle", "OpenSpiel", "Foster"):
        assert source in sources

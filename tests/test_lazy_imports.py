"""What importing the package pulls in: costly modules wait until they are used (no timing here).

``benchmarks/bench_imports.py`` measures the times; this test keeps the lazy imports lazy.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imported_after(code: str) -> set[str]:
    """The modules a fresh interpreter holds after running ``code``."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    listing = "import sys\nprint('MODULES', ' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", f"{code}\n{listing}"],
                         capture_output=True, text=True, check=True, env=env).stdout
    return set(next(line for line in out.splitlines() if line.startswith("MODULES ")).split()[1:])


def test_the_engine_imports_no_file_json_or_secrets_machinery() -> None:
    modules = imported_after("import euchre_teach")
    assert not modules & {"secrets", "hmac", "hashlib", "json", "pathlib", "urllib.parse"}


def test_the_widgets_import_no_canvas_until_an_animation_draws_on_one() -> None:
    modules = imported_after("import euchre_teach.widgets")
    assert not modules & {"ipycanvas", "numpy", "PIL"}


def test_a_seed_drawn_or_a_record_saved_imports_what_it_needs(tmp_path: Path) -> None:
    code = (f"from euchre_teach import new_hand\nhand = new_hand('standard')\n"
            f"hand.record.save({str(tmp_path / 'hand.json')!r})")
    assert {"secrets", "pathlib"} <= imported_after(code)
    assert (tmp_path / "hand.json").is_file()


def test_the_engine_imports_no_typing_random_or_match_until_asked() -> None:
    """Each costs milliseconds at import: typing (annotations only), random (a caller who brings a
    generator has imported it), the match (a hand needs none)."""
    assert not imported_after("import euchre_teach") & {"typing", "random", "euchre_teach.match"}
    assert "euchre_teach.match" in imported_after("from euchre_teach import Match")


def test_a_seeded_hand_needs_no_random_module() -> None:
    assert "random" not in imported_after("from euchre_teach import new_hand\nnew_hand('standard', 3)")


def test_the_presets_are_built_when_first_asked_for() -> None:
    code = "import euchre_teach.rules as rules\nprint('BUILT', 'PRESETS' in vars(rules))"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env).stdout
    assert "BUILT False" in out
    from euchre_teach import PRESETS, find_variant
    from euchre_teach.rules import PRESET_NAMES

    assert tuple(PRESETS) == PRESET_NAMES and find_variant("standard") is PRESETS["standard"]


def test_the_widgets_package_imports_a_widget_when_it_is_asked_for() -> None:
    """PEP 562: ``import euchre_teach.widgets`` imports no widget (nor ipywidgets, bots, analysis);
    asking for a name imports its module, and ``import *`` gives every name of ``__all__``."""
    assert not imported_after("import euchre_teach.widgets") & {"ipywidgets", "euchre_teach.bots",
                                                                "euchre_teach.analysis"}
    assert "euchre_teach.widgets.timeline" in imported_after("from euchre_teach.widgets import HistoryTimeline")
    import euchre_teach.widgets as widgets

    namespace: dict[str, object] = {}
    exec("from euchre_teach.widgets import *", namespace)
    assert set(widgets.__all__) <= set(namespace) and set(widgets.__all__) <= set(dir(widgets))

"""What importing the widgets, bots and analysis pulls in: each part is imported when first asked for
(no timing here). The engine imports what it uses at the top of its modules.

``benchmarks/bench_imports.py`` measures the times.
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


def test_the_widgets_import_no_canvas_until_an_animation_draws_on_one() -> None:
    modules = imported_after("import euchre_teach.widgets")
    assert not modules & {"ipycanvas", "numpy", "PIL"}


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


def test_the_bots_package_knows_every_level_but_imports_one_when_its_first_bot_is_made() -> None:
    """``import euchre_teach.bots`` imports no level module and no analysis; ``get_bot`` imports the
    level it makes (the strong bot brings the analysis it samples with)."""
    assert not {m for m in imported_after("import euchre_teach.bots") if m.startswith("euchre_teach.analysis")
                or m in {"euchre_teach.bots.rule_of_thumb", "euchre_teach.bots.strong"}}
    known = "from euchre_teach.bots import LEVELS\nprint('LEVELS', *LEVELS, sep='|')"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", known], capture_output=True, text=True, check=True, env=env).stdout
    assert "LEVELS|random|rule of thumb|strong" in out
    made = imported_after("from euchre_teach.bots import get_bot\nget_bot('strong', 1)")
    assert {"euchre_teach.bots.strong", "euchre_teach.analysis.strength"} <= made
    from euchre_teach.bots import LEVELS, get_bot
    from euchre_teach.bots.strong import StrongBot

    assert isinstance(get_bot("strong", 1), StrongBot) and LEVELS["strong"] is StrongBot


def test_the_analysis_package_imports_a_module_when_one_of_its_names_is_asked_for() -> None:
    """PEP 562 as in the widgets: ``advise_bid`` imports the strength module and what it needs, not
    the coach; ``import *`` gives every name of ``__all__``."""
    assert not {m for m in imported_after("import euchre_teach.analysis") if m.startswith("euchre_teach.analysis.")}
    asked = imported_after("from euchre_teach.analysis import advise_bid")
    assert "euchre_teach.analysis.strength" in asked and "euchre_teach.analysis.coach" not in asked
    import euchre_teach.analysis as analysis

    namespace: dict[str, object] = {}
    exec("from euchre_teach.analysis import *", namespace)
    assert set(analysis.__all__) <= set(namespace) and set(analysis.__all__) <= set(dir(analysis))


def test_a_function_named_like_its_module_stays_the_function() -> None:
    """``minimax`` and ``realistic`` are functions in modules of the same name: importing the module
    first (as the widgets do) must not put the module where the package's function was."""
    code = ("import euchre_teach.analysis.minimax, euchre_teach.analysis.realistic\n"
            "from euchre_teach.analysis import minimax, realistic\n"
            "print('CALLABLE', callable(minimax), callable(realistic))")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env).stdout
    assert "CALLABLE True True" in out


def test_a_lessons_star_import_leaves_the_coach_solver_and_bot_levels_for_the_first_click() -> None:
    """``from euchre_teach.widgets import *`` (every lesson's first cell) imports the widgets, not the
    coach, the grading, the samplers or a bot level: those load with the first hint, verdict or bot."""
    modules = imported_after("from euchre_teach.widgets import *")
    assert "euchre_teach.widgets.play" in modules and "euchre_teach.widgets.exercise" in modules
    deferred = {"euchre_teach.analysis.coach", "euchre_teach.analysis.grading", "euchre_teach.analysis.play",
                "euchre_teach.analysis.strength", "euchre_teach.analysis.sampling",
                "euchre_teach.bots.rule_of_thumb", "euchre_teach.bots.strong"}
    assert not modules & deferred
    hinted = imported_after("from euchre_teach.widgets import PlayTable\nPlayTable(seed=3).hint()")
    assert "euchre_teach.analysis.coach" in hinted

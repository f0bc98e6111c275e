"""``euchre-teach site``: the package's own wheel, the browser setup cell, and an ``--online`` build.

The full offline build, served and opened in Chromium, is ``tests/browser/test_classroom_site.py``.
"""

from __future__ import annotations

import ast
import html
import inspect
import json
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import nbformat
import pytest
from commands import refused

from euchre_teach.classroom.lessons import all_lessons, lesson_title
from euchre_teach.classroom.site import SETUP_CELL, START_NOTE, START_SECONDS
from euchre_teach.classroom.wheel import build_wheel, package_version


def test_the_packages_own_wheel_installs_and_imports(tmp_path: Path) -> None:
    wheel = build_wheel(tmp_path / "wheels")
    assert wheel.name == f"euchre_teach-{package_version()}-py3-none-any.whl"
    names = zipfile.ZipFile(wheel).namelist()
    assert "euchre_teach/state.py" in names and "euchre_teach/widgets/play.py" in names
    assert not [n for n in names if "__pycache__" in n or "/lessons/" in n]
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-cache-dir",
                    "--target", str(tmp_path / "site"), str(wheel)], check=True, timeout=300)
    code = ("import importlib.metadata, euchre_teach; print(euchre_teach.__file__); "
            "print(importlib.metadata.version('euchre-teach')); euchre_teach.new_hand('standard', seed=1)")
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path,
                           env={**os.environ, "PYTHONPATH": str(tmp_path / "site")}).stdout.split()
    assert shown == [str(tmp_path / "site" / "euchre_teach" / "__init__.py"), package_version()]


def test_the_setup_cell_does_nothing_outside_the_browser() -> None:
    code = compile(SETUP_CELL, "setup cell", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    namespace: dict = {}
    cell = eval(code, namespace)  # top-level await: a coroutine, as IPython runs it
    assert inspect.iscoroutine(cell)
    with pytest.raises(StopIteration):  # runs to its end at once: nothing awaited, nothing imported
        cell.send(None)
    assert sys.platform != "emscripten" and "piplite" not in namespace


@pytest.fixture(scope="module")
def online_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``euchre-teach site OUT --online``, run as a teacher would (caches kept in the temp dir)."""
    tmp = tmp_path_factory.mktemp("online-site")
    env = {**os.environ, "PIP_CACHE_DIR": str(tmp / "pip-cache"), "JUPYTER_CONFIG_DIR": str(tmp / "config"),
           "JUPYTER_DATA_DIR": str(tmp / "data")}
    result = subprocess.run([sys.executable, "-m", "euchre_teach.cli", "site", str(tmp / "site"), "--online"],
                            capture_output=True, text=True, env=env, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "python -m http.server --directory" in result.stdout
    return tmp / "site"


def test_an_online_site_has_every_lesson_with_the_start_note_and_setup_cell_below_its_title(online_site: Path) -> None:
    note = START_NOTE.format(**START_SECONDS)
    for lesson in all_lessons():
        copy = nbformat.read(online_site / "files" / lesson.name, as_version=4)
        original = [c.source for c in nbformat.read(lesson, as_version=4).cells]
        assert copy.cells[0].source.startswith("# ") and copy.cells[1].source == f"*{note}*"
        assert copy.cells[2].source == SETUP_CELL and copy.cells[2].cell_type == "code"
        assert [c.source for c in copy.cells[:1] + copy.cells[3:]] == original


def test_an_online_site_opens_on_the_lessons_by_title_without_build_leftovers(online_site: Path) -> None:
    page = (online_site / "index.html").read_text(encoding="utf-8")
    for lesson in all_lessons():  # each in the notebook view: no side bars, a phone's whole width
        assert f'href="notebooks/index.html?path={lesson.name}"' in page and html.escape(lesson_title(lesson)) in page
    assert html.escape(START_NOTE.format(**START_SECONDS)) in page
    assert not list(online_site.glob("rspack.config*.js"))
    assert (online_site / "favicon.ico").read_bytes() == (online_site / "lab" / "favicon.ico").read_bytes()


def test_an_online_site_serves_the_package_and_leaves_pyodide_on_its_cdn(online_site: Path) -> None:
    wheels = {p.name.split("-")[0] for p in (online_site / "pypi").glob("*.whl")}
    assert wheels == {"euchre_teach", "ipywidgets", "jupyterlab_widgets", "comm"}
    settings = json.loads((online_site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = settings["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert "pyodideUrl" not in kernel and not kernel.get("disablePyPIFallback")
    assert not (online_site / "static" / "pyodide").exists()
    extensions = {e["name"] for e in settings["federated_extensions"]}
    assert extensions == {"@jupyter-widgets/jupyterlab-manager", "@jupyterlite/pyodide-kernel-extension"}


def test_a_site_is_never_written_over_other_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from euchre_teach import cli

    (tmp_path / "homework.txt").write_text("keep me")
    assert cli.main(["site", str(tmp_path)]) == 2
    assert "is not empty and holds no site built before" in capsys.readouterr().err
    assert (tmp_path / "homework.txt").read_text() == "keep me"


def test_a_pyodide_tarball_of_another_version_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import io
    import tarfile

    from euchre_teach import cli

    tarball = tmp_path / "pyodide-0.1.0.tgz"
    with tarfile.open(tarball, "w:gz") as archive:
        data = json.dumps({"name": "pyodide", "version": "0.1.0"}).encode()
        member = tarfile.TarInfo("package/package.json")
        member.size = len(data)
        archive.addfile(member, io.BytesIO(data))
    assert cli.main(["site", str(tmp_path / "out"), "--pyodide", str(tarball)]) == 2
    said = capsys.readouterr().err
    assert "gave no Pyodide" in said and "npm pack pyodide@" in said and "Traceback" not in said
    assert cli.main(["site", str(tmp_path / "out"), "--pyodide", str(tmp_path / "missing.tgz")]) == 2
    assert "cannot read the Pyodide tarball" in capsys.readouterr().err


def test_the_wheel_carries_the_byte_code_it_is_given_beside_the_sources(tmp_path: Path) -> None:
    from euchre_teach.classroom.wheel import package_files

    sources = package_files()
    pyc = {"euchre_teach/__pycache__/state.cpython-314.pyc": b"compiled", "comm/__pycache__/base.cpython-314.pyc": b""}
    archive = zipfile.ZipFile(build_wheel(tmp_path, pyc))
    assert not [name for name in archive.namelist() if name.startswith("comm/")]
    assert archive.read("euchre_teach/__pycache__/state.cpython-314.pyc") == b"compiled"
    assert archive.read("euchre_teach/state.py") == sources["euchre_teach/state.py"]
    record = archive.read(f"euchre_teach-{package_version()}.dist-info/RECORD").decode()
    assert "euchre_teach/__pycache__/state.cpython-314.pyc,sha256=" in record
    assert all(f"{name},sha256=" in record for name in sources)


def test_pyodide_compiles_the_package_to_hash_checked_byte_code(tmp_path: Path) -> None:
    """The site's byte code, made by the Pyodide it bundles (npm's, under Node.js): one ``.pyc`` per
    module, of Pyodide's Python, checked against its source's hash (an install resets time stamps)."""
    import shutil

    from jupyterlite_pyodide_kernel.constants import PYODIDE_PYTHON_VERSION, PYODIDE_VERSION

    from euchre_teach.classroom.pyodide import compile_in_pyodide, npm_pack, unpack_npm
    from euchre_teach.classroom.wheel import package_files

    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("needs Node.js and npm (the offline site's build needs them too)")
    unpack_npm(npm_pack(f"pyodide@{PYODIDE_VERSION}", tmp_path / "npm"), tmp_path / "pyodide")
    sources = {"euchre_teach/cards.py": package_files()["euchre_teach/cards.py"], "euchre_teach/note.txt": b"x"}
    tag = "cpython-" + PYODIDE_PYTHON_VERSION.replace(".", "")
    compiled = compile_in_pyodide(tmp_path / "pyodide", sources, tmp_path / "work")
    assert list(compiled) == [f"euchre_teach/__pycache__/cards.{tag}.pyc"]
    pyc = compiled[f"euchre_teach/__pycache__/cards.{tag}.pyc"]
    assert int.from_bytes(pyc[4:8], "little") == 3  # hash-based, checked


def test_another_projects_wheel_gets_the_byte_code_of_its_own_sources(tmp_path: Path) -> None:
    from euchre_teach.classroom.wheel import add_byte_code, source_of, wheel_files

    wheel = tmp_path / "comm-0.2.2-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("comm/__init__.py", "X = 1\n")
        archive.writestr("comm-0.2.2.dist-info/RECORD",
                         "comm/__init__.py,sha256=abc,6\ncomm-0.2.2.dist-info/RECORD,,\n")
    assert source_of("comm/__pycache__/__init__.cpython-314.pyc") == "comm/__init__.py"
    add_byte_code(wheel, {"comm/__pycache__/__init__.cpython-314.pyc": b"pyc", "euchre_teach/__pycache__/x.pyc": b""})
    files = wheel_files(wheel)
    assert set(files) == {"comm/__init__.py", "comm/__pycache__/__init__.cpython-314.pyc",
                          "comm-0.2.2.dist-info/RECORD"}
    record = files["comm-0.2.2.dist-info/RECORD"].decode().splitlines()
    assert record[0] == "comm/__init__.py,sha256=abc,6" and record[-1] == "comm-0.2.2.dist-info/RECORD,,"
    assert record[1].startswith("comm/__pycache__/__init__.cpython-314.pyc,sha256=") and len(record) == 3


# -- a bad output folder or tarball is refused in one line, before the build ---------------------------
def test_a_site_into_a_folder_that_cannot_be_written_is_refused() -> None:
    assert "cannot write in /sys" in refused(["site", "/sys/x"])


def test_a_site_into_an_empty_read_only_folder_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    real = tempfile.TemporaryFile

    def read_only(*args: object, dir: Path | None = None, **kwargs: object) -> object:
        if dir is not None and Path(dir) == empty:
            raise PermissionError(13, "Permission denied", str(empty))
        return real(*args, dir=dir, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr("euchre_teach.classroom.tempfile.TemporaryFile", read_only)  # root ignores chmod
    assert f"cannot write in {empty}" in refused(["site", str(empty)])


def test_a_pyodide_file_that_is_no_tarball_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.tgz"
    bad.write_text("not a tarball")
    assert "is not a .tgz archive" in refused(["site", str(tmp_path / "site"), "--pyodide", str(bad)])


# -- the offline site's Pyodide loads the kernel's and the lessons' wheels as it starts ----------------
def _wheel(folder: Path, name: str, files: dict[str, str]) -> Path:
    path = folder / name
    with zipfile.ZipFile(path, "w") as archive:
        for member, text in files.items():
            archive.writestr(member, text)
    return path


def test_preloaded_wheels_join_the_lock_file_with_their_hashes_and_the_kernels_start(tmp_path: Path) -> None:
    import hashlib

    from euchre_teach.classroom.pyodide import preload

    folder, wheels = tmp_path / "pyodide", tmp_path / "wheels"
    folder.mkdir()
    wheels.mkdir()
    entry = {"depends": [], "install_dir": "site", "package_type": "package", "unvendored_tests": False}
    lock = {"info": {"python": "3.14.2"}, "packages": {
        "micropip": {**entry, "name": "micropip", "version": "0.11.1", "file_name": "micropip-0.11.1-py3-none-any.whl",
                     "imports": ["micropip"], "sha256": "old"},
        "ipython": {**entry, "name": "ipython", "version": "9", "file_name": "ipython-9-py3-none-any.whl",
                    "imports": ["IPython"], "depends": ["traitlets"], "sha256": "cdn"},
        "traitlets": {**entry, "name": "traitlets", "version": "5", "file_name": "traitlets-5-py3-none-any.whl",
                      "imports": ["traitlets"], "sha256": "cdn"},
        "comm": {**entry, "name": "comm", "version": "0.1", "file_name": "comm-0.1-py3-none-any.whl",
                 "imports": ["comm"], "depends": ["traitlets"], "sha256": "cdn"},
        "numpy": {**entry, "name": "numpy", "version": "2", "file_name": "numpy-2.whl", "imports": ["numpy"],
                  "sha256": "cdn"}}}
    (folder / "pyodide-lock.json").write_text(json.dumps(lock))
    _wheel(folder, "micropip-0.11.1-py3-none-any.whl", {"micropip/__init__.py": "with byte code now"})
    own = build_wheel(wheels)
    comm = _wheel(wheels, "comm-0.2.3-py3-none-any.whl", {"comm/__init__.py": "", "comm-0.2.3.dist-info/RECORD": ""})
    kernel = _wheel(wheels, "pyodide_kernel-0.8.6-py3-none-any.whl", {"pyodide_kernel/__init__.py": "",
                                                                       "pyodide_kernel-0.8.6.data/x.py": ""})
    names = preload(folder, [own, comm, kernel])
    # the kernel's start (ipython and what it needs) and the wheels added, by their names in the lock file
    assert names == ["comm", "euchre-teach", "ipython", "micropip", "pyodide-kernel", "traitlets"]
    packages = json.loads((folder / "pyodide-lock.json").read_text())["packages"]
    for name, wheel in (("euchre-teach", own), ("comm", comm), ("pyodide-kernel", kernel)):
        assert (folder / wheel.name).read_bytes() == wheel.read_bytes()
        assert packages[name]["file_name"] == wheel.name
        assert packages[name]["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert packages["euchre-teach"]["imports"] == ["euchre_teach"] and packages["euchre-teach"]["depends"] == []
    assert packages["pyodide-kernel"]["imports"] == ["pyodide_kernel"]
    assert packages["comm"]["version"] == "0.2.3" and packages["comm"]["depends"] == ["traitlets"]  # kept
    micropip = (folder / "micropip-0.11.1-py3-none-any.whl").read_bytes()
    assert packages["micropip"]["sha256"] == hashlib.sha256(micropip).hexdigest()  # taken again
    assert packages["numpy"]["sha256"] == "cdn" and packages["ipython"]["sha256"] == "cdn"  # not here: left alone


def test_the_kernels_own_wheels_come_from_its_extension(tmp_path: Path) -> None:
    from euchre_teach.classroom import ClassroomError
    from euchre_teach.classroom.pyodide import KERNEL_PACKAGES, kernel_wheels
    from euchre_teach.classroom.site import EXTENSIONS, extension_folders

    pytest.importorskip("jupyterlite_pyodide_kernel")
    extension = Path(extension_folders()[EXTENSIONS.index("@jupyterlite/pyodide-kernel-extension")])
    copies = kernel_wheels(extension, tmp_path / "kernel")
    assert [wheel.name.split("-")[0] for wheel in copies] == list(KERNEL_PACKAGES)
    assert all(wheel.parent == tmp_path / "kernel" and zipfile.is_zipfile(wheel) for wheel in copies)
    with pytest.raises(ClassroomError, match="lacks some of its wheels"):
        kernel_wheels(tmp_path / "kernel", tmp_path / "again")

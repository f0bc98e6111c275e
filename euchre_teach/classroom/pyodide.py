"""Pyodide for a site that works offline: the npm package ``pyodide`` and PyPI wheels beside it.

The npm package holds Pyodide itself and its lock file, but not the packages the lock file names
(those live on a CDN). The kernel loads a few of them as it starts; their pure-Python wheels are
taken from PyPI, put beside the lock file, and the lock file's names and hashes rewritten to them.
The kernel's own wheels and the lessons' are added to the lock file too (:func:`preload`), so that
Pyodide loads them all at once as it starts, instead of the kernel installing them one by one after.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
import tarfile
import zipfile
from pathlib import Path, PurePosixPath

from euchre_teach.classroom import ClassroomError, run_tool

#: What the Pyodide kernel loads from Pyodide's packages as it starts (micropip, jedi, ipython:
#: its worker script) and what ipywidgets needs from them (traitlets); their dependencies follow.
STARTUP_PACKAGES = ("micropip", "jedi", "ipython", "traitlets")


#: The kernel's own packages, which JupyterLite keeps in its kernel extension's folder (``static/pypi``).
KERNEL_PACKAGES = ("piplite", "ipykernel", "pyodide_kernel")


def pip_download(specs: list[str], folder: Path, python: str) -> list[Path]:
    """Download pure-Python wheels (``name==version``) from PyPI for Pyodide's Python into a new folder."""
    folder.mkdir(parents=True)
    run_tool([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
              "--python-version", python, "--dest", str(folder), *specs], "downloading wheels from PyPI")
    return sorted(folder.glob("*.whl"))


def npm_pack(spec: str, folder: Path) -> Path:
    """Download an npm package's tarball with npm."""
    npm = shutil.which("npm")
    if npm is None:
        raise ClassroomError("bundling Pyodide for offline use needs npm (install Node.js), "
                             "or --pyodide with a downloaded pyodide-VERSION.tgz, or --online")
    folder.mkdir(parents=True, exist_ok=True)
    output = run_tool([npm, "pack", spec, "--json", "--pack-destination", str(folder)], f"npm pack {spec}")
    return folder / json.loads(output)[0]["filename"]


def unpack_npm(tarball: Path, folder: Path) -> None:
    """Unpack the files under ``package/`` of an npm tarball into ``folder``."""
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            parts = PurePosixPath(member.name).parts
            if member.isfile() and parts[0] == "package" and ".." not in parts:
                target = folder.joinpath(*parts[1:])
                target.parent.mkdir(parents=True, exist_ok=True)
                source = archive.extractfile(member)
                assert source is not None, "a regular file member always has contents"
                target.write_bytes(source.read())


def startup_closure(packages: dict[str, dict]) -> list[str]:
    """The lock file's names for :data:`STARTUP_PACKAGES` and everything they depend on."""
    from packaging.utils import canonicalize_name

    by_name = {canonicalize_name(name): name for name in packages}
    needed: set[str] = set()
    todo = [canonicalize_name(name) for name in STARTUP_PACKAGES]
    while todo:
        name = by_name.get(canonicalize_name(todo.pop()))
        if name is not None and name not in needed:
            needed.add(name)
            todo.extend(packages[name]["depends"])
    return sorted(needed)


def bundle_pyodide(folder: Path, version: str, tarball: Path | None, work: Path) -> int:
    """Put Pyodide ``version`` and the wheels its kernel starts with into ``folder``; returns the wheel count."""
    from packaging.utils import canonicalize_name, parse_wheel_filename

    unpack_npm(tarball or npm_pack(f"pyodide@{version}", work), folder)
    lock_path, package = folder / "pyodide-lock.json", folder / "package.json"
    found = json.loads(package.read_text(encoding="utf-8")).get("version") if package.is_file() else None
    if found != version or not lock_path.is_file():
        raise ClassroomError(f"{tarball or 'npm'} gave no Pyodide {version}, the version this kernel expects "
                             f"(npm pack pyodide@{version} gets it)")
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    packages = lock["packages"]
    names = startup_closure(packages)
    python = ".".join(lock["info"]["python"].split(".")[:2])
    wheels = pip_download([f"{name}=={packages[name]['version']}" for name in names], work / "lock-wheels", python)
    by_name = {canonicalize_name(name): name for name in packages}
    for wheel in wheels:
        entry = packages[by_name[canonicalize_name(parse_wheel_filename(wheel.name)[0])]]
        entry["file_name"] = wheel.name
        entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
        shutil.move(wheel, folder / wheel.name)
    lock_path.write_text(json.dumps(lock), encoding="utf-8")
    return len(wheels)


def kernel_wheels(extension: Path, folder: Path) -> list[Path]:
    """Copies in ``folder`` of the wheels of :data:`KERNEL_PACKAGES` from the Pyodide kernel's extension folder."""
    folder.mkdir(parents=True)
    pypi = extension / "static" / "pypi"
    found = [wheel for name in KERNEL_PACKAGES for wheel in sorted(pypi.glob(f"{name}-*.whl"))]
    if len(found) != len(KERNEL_PACKAGES):
        raise ClassroomError(f"the Pyodide kernel's extension in {extension} lacks some of its wheels "
                             f"({', '.join(KERNEL_PACKAGES)}): pip install --force-reinstall "
                             "jupyterlite-pyodide-kernel")
    return [Path(shutil.copy(wheel, folder / wheel.name)) for wheel in found]


def top_level(wheel: Path) -> list[str]:
    """The names a wheel's modules are imported by (``euchre_teach``), as a lock file lists them."""
    with zipfile.ZipFile(wheel) as archive:
        firsts = {name.split("/")[0] for name in archive.namelist() if name.endswith(".py")}
    return sorted(first.removesuffix(".py") for first in firsts if not first.endswith((".dist-info", ".data")))


def preload(folder: Path, wheels: list[Path]) -> list[str]:
    """Copy ``wheels`` beside Pyodide in ``folder`` and add them to its lock file; returns the names Pyodide
    loads as it starts: these and the packages the kernel starts with (``loadPyodideOptions.packages``).

    Every local wheel's hash in the lock file is taken again (byte code may have been added to them)."""
    from packaging.utils import canonicalize_name, parse_wheel_filename

    lock_path = folder / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    packages = lock["packages"]
    by_name = {canonicalize_name(name): name for name in packages}
    added = []
    for wheel in wheels:
        name, version, *_ = parse_wheel_filename(wheel.name)
        key = by_name.get(name, str(name))
        shutil.copyfile(wheel, folder / wheel.name)
        new = {"depends": [], "install_dir": "site", "package_type": "package", "unvendored_tests": False}
        packages[key] = {**packages.get(key, new), "name": key, "version": str(version), "file_name": wheel.name,
                         "imports": top_level(wheel)}
        added.append(key)
    for entry in packages.values():
        if (folder / entry["file_name"]).is_file():
            entry["sha256"] = hashlib.sha256((folder / entry["file_name"]).read_bytes()).hexdigest()
    lock_path.write_text(json.dumps(lock), encoding="utf-8")
    return sorted({*startup_closure(packages), *added})


#: Run by Node.js: loads the bundled Pyodide, runs the Python in argv[3] (which reads /tmp/in.zip
#: and writes /tmp/out.zip in Pyodide's file system), and copies the two zips in and out.
_NODE_SCRIPT = """\
const path = require("path"), fs = require("fs");
const [, , indexURL, code, input, output] = process.argv;
require(path.join(indexURL, "pyodide.js")).loadPyodide({ indexURL: indexURL + path.sep }).then((pyodide) => {
  pyodide.FS.writeFile("/tmp/in.zip", fs.readFileSync(input));
  pyodide.runPython(code);
  fs.writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
}).catch((error) => { console.error(error); process.exit(1); });
"""
#: Byte code checked against its source's hash (not its time stamp, which an install resets): a
#: module whose source differs is compiled again, as it would be without the ``.pyc``.
_COMPILE = """\
import compileall, py_compile, zipfile
from pathlib import Path
zipfile.ZipFile("/tmp/in.zip").extractall("/tmp/src")
if not compileall.compile_dir("/tmp/src", quiet=1, invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH):
    raise SystemExit("a module did not compile")
with zipfile.ZipFile("/tmp/out.zip", "w") as out:
    for pyc in sorted(Path("/tmp/src").rglob("*.pyc")):
        out.write(pyc, pyc.relative_to("/tmp/src").as_posix())
"""


def compile_in_pyodide(pyodide: Path, sources: dict[str, bytes], work: Path) -> dict[str, bytes]:
    """Byte code of the ``.py`` files in ``sources`` (name to contents), compiled by the Pyodide in
    ``pyodide`` under Node.js: the browser's Python then imports them without compiling.

    Returns ``__pycache__`` names to contents; empty (with a note) where there is no Node.js."""
    node = shutil.which("node")
    if node is None:
        print("No Node.js here: the site's package carries no byte code (its first import compiles it).", flush=True)
        return {}
    work.mkdir(parents=True)
    with zipfile.ZipFile(work / "in.zip", "w") as archive:
        for name, data in sources.items():
            if name.endswith(".py"):
                archive.writestr(name, data)
    (work / "compile.js").write_text(_NODE_SCRIPT, encoding="utf-8")
    run_tool([node, str(work / "compile.js"), str(pyodide.resolve()), _COMPILE, str(work / "in.zip"),
              str(work / "out.zip")], "compiling the package with Pyodide (Node.js)")
    with zipfile.ZipFile(work / "out.zip") as archive:
        return {name: archive.read(name) for name in archive.namelist()}

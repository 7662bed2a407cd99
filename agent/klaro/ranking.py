"""Rank a repository's Python modules by how much a README reader needs them.

A large project cannot be read whole within a bounded budget, so Klaro reads — and the API
overview lists — modules in a fixed order: entry points (console-script targets, ``__main__``
modules, root scripts), then package ``__init__`` files, then the modules those re-export, then
configuration and CLI modules, then the rest of the packages, then loose scripts. Tests, docs,
examples and private modules are never API. Ties break on depth and path, so the order is stable.
"""

from __future__ import annotations

from pathlib import PurePosixPath

from agent.klaro.exports import resolve_import
from agent.klaro.facts import Facts

__all__ = [
    "rank_modules",
    "ranked_tiers",
    "is_test_path",
    "is_api_candidate",
    "is_build_hook",
    "in_package",
    "ENTRY_FILES",
]

ENTRY_FILES = ("app.py", "main.py", "manage.py", "cli.py", "streamlit_app.py", "__main__.py", "run.py")
_CORE_NAMES = ("config", "settings", "conf", "env", "cli", "api", "core", "client", "main", "app", "server")
_BUILD_HOOKS = (
    "setup.py",
    "noxfile.py",
    "conftest.py",
    "fabfile.py",
    "pdm_build.py",
    "hatch_build.py",
    "tasks.py",
    "dodo.py",
)
_NON_API_DIRS = {
    "tests",
    "test",
    "testing",
    "docs",
    "doc",
    "examples",
    "example",
    "benchmarks",
    "bench",
    "scripts",
    "tools",
    "ci",
    ".github",
    "migrations",
}


def is_test_path(path: str) -> bool:
    """Whether ``path`` is test code (a tests folder, test_*.py, *_test.py or conftest.py)."""
    parts = path.split("/")
    name = parts[-1]
    return (
        any(p in ("tests", "test", "testing") for p in parts[:-1])
        or name.startswith("test_")
        or name.endswith("_test.py")
        or name == "conftest.py"
    )


def is_build_hook(path: str) -> bool:
    """Whether ``path`` is a root build or task script (``pdm_build.py``, ``noxfile.py``…).

    Such files run when the project is built or its tasks run, never when it is used, so
    neither their functions nor the variables they read belong in a user's README.
    """
    return "/" not in path and path in _BUILD_HOOKS


def is_api_candidate(path: str) -> bool:
    """Whether a Python file may hold public API (not tests, docs, examples or private modules)."""
    if not path.endswith(".py") or is_test_path(path):
        return False
    parts = path.split("/")
    if any(p in _NON_API_DIRS for p in parts[:-1]):
        return False
    if any(p.startswith("_") for p in parts[:-1]):
        return False
    name = parts[-1]
    if is_build_hook(path) or name == "conftest.py":
        return False
    return not name.startswith("_") or name in ("__init__.py", "__main__.py")


def in_package(path: str, facts: Facts) -> bool:
    """Whether ``path`` belongs to one of the main packages (or is a root-level module)."""
    return "/" not in path or any(path.startswith(p + "/") for p in facts.top_packages)


def _reexported(facts: Facts) -> set[str]:
    """Files of the modules that analysed ``__init__`` files import names from."""
    found: set[str] = set()
    for path, module in facts.modules.items():
        if not path.endswith("__init__.py") or not module.get("module"):
            continue
        for item in module.get("imports", []):
            dotted = resolve_import(module["module"], True, item["level"], item["module"])
            target = facts.module_file(dotted)
            if target:
                found.add(target)
    return found


def _tier(path: str, facts: Facts, entries: set[str], exported: set[str]) -> int:
    packages = facts.top_packages
    inside = any(path.startswith(p + "/") for p in packages)
    name = PurePosixPath(path).name
    if path in entries:
        return 0
    if name == "__init__.py" and path.rsplit("/", 1)[0] in packages:
        return 1
    if path in exported:
        return 2
    if inside and (PurePosixPath(path).stem in _CORE_NAMES or name == "__init__.py"):
        return 3
    if inside:
        return 4
    return 5


def ranked_tiers(facts: Facts) -> list[tuple[str, int]]:
    """Return every API-candidate Python file with its tier (0 is the most important), in order."""
    entries: set[str] = set()
    for target in facts.scripts.values():
        found = facts.module_file(target.partition(":")[0].strip())
        if found:
            entries.add(found)
    for package in facts.top_packages:
        if facts.repo.is_file(f"{package}/__main__.py"):
            entries.add(f"{package}/__main__.py")
    entries.update(name for name in ENTRY_FILES if facts.repo.is_file(name))
    exported = _reexported(facts)
    tiers = [
        (p, _tier(p, facts, entries, exported))
        for p in facts.repo.files
        if is_api_candidate(p) or p in entries or p in exported
    ]
    return sorted(tiers, key=lambda item: (item[1], item[0].count("/"), item[0]))


def rank_modules(facts: Facts) -> list[str]:
    """Return every API-candidate Python file of the repository, most important first."""
    return [path for path, _ in ranked_tiers(facts)]

"""Klaro offline: wall time and peak memory on a repository (item 4), and a repository generator.

``synthetic_repository`` writes a package of N Python modules that look like real code (classes,
functions with signatures and docstrings, environment variables, a click CLI, tests), so the
ranking, analysis and verification steps have real work to do. Run as a worker
(``python -m benchmarks.klaro --path DIR --home DIR``) it writes the README in a fresh process
and prints one JSON object with the run's time and this process's peak memory.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from benchmarks.common import peak_rss_mb

__all__ = ["synthetic_repository", "main"]

_MODULE = '''"""{title} for the {package} sub-package (module {index})."""

from __future__ import annotations

import os
from dataclasses import dataclass

LIMIT = int(os.environ.get("MEGA_LIMIT_{env}", "{default}"))


@dataclass
class Record{index:04d}:
    """One record of kind {index}."""

    name: str
    size: int = {index}

    def grow(self, by: int = 1) -> int:
        """Return the size grown by ``by``."""
        return self.size + by


class Store{index:04d}:
    """Keeps records of kind {index} in memory."""

    def __init__(self, capacity: int = LIMIT) -> None:
        self.capacity = capacity
        self.items: list[Record{index:04d}] = []

    def add(self, record: Record{index:04d}) -> bool:
        """Add a record unless the store is full; return whether it was added."""
        if len(self.items) >= self.capacity:
            return False
        self.items.append(record)
        return True


def build_{index:04d}(name: str, *, count: int = 3) -> Store{index:04d}:
    """Build a store holding ``count`` records called ``name``."""
    store = Store{index:04d}()
    for i in range(count):
        store.add(Record{index:04d}(f"{{name}}-{{i}}"))
    return store
'''


def synthetic_repository(root: Path, files: int = 500) -> Path:
    """Write a package of ``files`` files (pyproject, README, CLI, modules, tests) under ``root``."""
    root = Path(root)
    layout: dict[str, str] = {
        "pyproject.toml": '[project]\nname = "megapkg"\nversion = "1.0"\ndescription = "A large synthetic package."\n'
        'requires-python = ">=3.10"\nlicense = "BSD-3-Clause"\ndependencies = ["click>=8"]\n\n'
        '[project.optional-dependencies]\ntest = ["pytest>=8"]\n\n[project.scripts]\nmega = "megapkg.cli:run"\n',
        "LICENSE": "BSD 3-Clause License\n\nCopyright (c) 2026, Mega authors\n",
        "megapkg/__init__.py": '"""The mega package."""\n\nfrom megapkg.mod0000 import Store0000, build_0000\n',
        "megapkg/cli.py": 'import click\n\n\n@click.group()\ndef run():\n    """Mega tool."""\n\n\n'
        '@run.command("sync")\n@click.option("--force", "-f", is_flag=True, help="overwrite")\n'
        'def sync(force):\n    """Synchronise things."""\n',
        "tests/test_basic.py": "from megapkg import build_0000\n\n\ndef test_build():\n"
        "    assert build_0000('x').items\n",
    }
    packages = max(1, files // 50)
    for package in range(packages):
        layout[f"megapkg/sub{package:02d}/__init__.py"] = f'"""Sub-package {package}."""\n'
    index = 0
    while len(layout) < files:
        package = f"sub{index % packages:02d}"
        path = f"megapkg/{package}/mod{index:04d}.py" if index else "megapkg/mod0000.py"
        layout[path] = _MODULE.format(title=f"Records of kind {index}", package=package, index=index,
                                      env=index % 7, default=5 + index % 11)
        index += 1
    for rel, text in layout.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return root


def main(argv: list[str] | None = None) -> int:
    """Worker: write the README of one repository offline and print one JSON report."""
    p = argparse.ArgumentParser(prog="python -m benchmarks.klaro", description=__doc__.split("\n")[0])
    p.add_argument("--path", required=True, help="a repository folder or zip")
    p.add_argument("--home", required=True, help="a data directory for the vector store")
    args = p.parse_args(argv)

    from agent.config import load_settings
    from agent.klaro import open_source, run_klaro

    started = time.perf_counter()
    settings = load_settings().with_overrides(home=Path(args.home), model_mode="offline")
    with open_source(args.path) as repo:
        result = run_klaro(repo, settings)
    elapsed = time.perf_counter() - started
    print(json.dumps({
        "run_s": round(elapsed, 3), "klaro_elapsed_s": result.elapsed_s, "files": result.files,
        "analysed": result.analysed, "readme_chars": len(result.readme), "steps": len(result.steps),
        "removed_names": result.verification.get("counts", {}).get("removed", 0), "errors": len(result.errors),
        "peak_rss_mb": peak_rss_mb(),
    }))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

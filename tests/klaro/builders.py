"""Small real repositories the Klaro tests write to disk (and zip), one function per kind."""

from __future__ import annotations

import io
import textwrap
import zipfile
from pathlib import Path


def write(root: Path, files: dict[str, str]) -> Path:
    """Write ``files`` (relative path → text) under ``root`` and return ``root``."""
    for rel, text in files.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return root


def zip_folder(root: Path, prefix: str = "") -> bytes:
    """Zip a folder the way GitHub's "Download ZIP" does (one top-level folder when ``prefix``)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(root.rglob("*")):
            if path.is_file():
                archive.write(path, f"{prefix}{path.relative_to(root).as_posix()}")
    return buffer.getvalue()


def cli_package(root: Path) -> Path:
    """A small package with an argparse CLI declared in [project.scripts], env vars and tests."""
    return write(
        root,
        {
            "pyproject.toml": """
            [build-system]
            requires = ["setuptools>=68"]
            build-backend = "setuptools.build_meta"

            [project]
            name = "tally-cli"
            version = "1.2.0"
            description = "Count words and lines in text files from the command line."
            requires-python = ">=3.10"
            license = {text = "MIT"}
            dependencies = ["rich>=13"]

            [project.optional-dependencies]
            test = ["pytest>=8"]

            [project.scripts]
            tally = "tally.cli:main"

            [project.urls]
            Homepage = "https://example.org/tally"
        """,
            "LICENSE": "MIT License\n\nCopyright (c) 2024 Tally authors\n\n"
            "Permission is hereby granted, free of charge, "
            "to any person obtaining a copy of this software...\n",
            "README.md": "# tally\n\nOld readme.\n",
            "tally/__init__.py": '''
            """Count words and lines in text."""

            from tally.core import Counter, count_words

            __all__ = ["Counter", "count_words"]
        ''',
            "tally/core.py": '''
            """The counting logic, independent of the command line."""

            import os

            DEFAULT_ENCODING = os.environ.get("TALLY_ENCODING", "utf-8")


            class Counter:
                """Accumulate word and line counts over several texts."""

                def __init__(self, *, ignore_case: bool = False) -> None:
                    self.ignore_case = ignore_case
                    self.words = 0

                def add(self, text: str) -> int:
                    """Add a text and return its word count."""
                    found = count_words(text)
                    self.words += found
                    return found


            def count_words(text: str, separator: str | None = None) -> int:
                """Return the number of words in text."""
                return len(text.split(separator))
        ''',
            "tally/cli.py": '''
            """The tally command."""

            import argparse
            import os

            from tally.core import Counter


            def main(argv: list[str] | None = None) -> int:
                """Run the tally command line."""
                parser = argparse.ArgumentParser(prog="tally", description="Count words.")
                sub = parser.add_subparsers(dest="command")
                words = sub.add_parser("words", help="count words in files")
                words.add_argument("paths", nargs="+")
                words.add_argument("--ignore-case", action="store_true", help="fold case first")
                lines = sub.add_parser("lines", help="count lines in files")
                lines.add_argument("paths", nargs="+")
                lines.add_argument("-q", "--quiet", action="store_true")
                args = parser.parse_args(argv)
                if os.getenv("TALLY_DEBUG"):
                    print(args)
                Counter()
                return 0


            if __name__ == "__main__":
                raise SystemExit(main())
        ''',
            "tests/test_core.py": """
            from tally.core import count_words


            def test_count():
                assert count_words("a b") == 2
        """,
            ".gitignore": "*.log\nsecrets/\n",
            "debug.log": "ignored by .gitignore\n",
            "secrets/token.txt": "ignored\n",
            "node_modules/left-pad/index.js": "module.exports = 1;\n",
            ".venv/pyvenv.cfg": "home = /usr\n",
            "logo.png": "\x89PNG fake",
        },
    )


def library(root: Path) -> Path:
    """A library (setup.py, no scripts) whose API lives in private modules re-exported by __init__."""
    return write(
        root,
        {
            "setup.py": """
            from setuptools import setup

            setup(
                name="geomkit",
                version="0.3",
                description="Small geometry helpers for 2-D shapes.",
                license="Apache-2.0",
                packages=["geomkit"],
            )
        """,
            "geomkit/__init__.py": '''
            """Geometry helpers: points, polygons and distances."""

            from ._shapes import Point, Polygon
            from ._measure import *

            __all__ = ["Point", "Polygon", "distance", "area", "GeometryError"]
        ''',
            "geomkit/_shapes.py": '''
            from dataclasses import dataclass


            class GeometryError(ValueError):
                """Raised for degenerate shapes."""


            @dataclass(frozen=True)
            class Point:
                """A point in the plane."""

                x: float
                y: float = 0.0

                def moved(self, dx: float, dy: float = 0.0) -> "Point":
                    """Return the point shifted by (dx, dy)."""
                    return Point(self.x + dx, self.y + dy)


            class Polygon:
                """A closed polygon given by its vertices."""

                def __init__(self, points: list[Point], /, *, closed: bool = True) -> None:
                    self.points = points

                @property
                def size(self) -> int:
                    """The number of vertices."""
                    return len(self.points)
        ''',
            "geomkit/_measure.py": '''
            """Measurements."""

            import math

            from ._shapes import GeometryError, Point, Polygon

            __all__ = ["distance", "area", "GeometryError"]


            def distance(a: Point, b: Point) -> float:
                """Return the Euclidean distance between two points."""
                return math.hypot(a.x - b.x, a.y - b.y)


            def area(polygon: Polygon, *, absolute: bool = True) -> float:
                """Return the area of a polygon (shoelace formula)."""
                return 0.0
        ''',
            "LICENSE.txt": "Apache License\nVersion 2.0, January 2004\n",
            "tox.ini": "[tox]\nenvlist = py311\n\n[testenv]\ncommands = pytest\n",
            "tests/test_measure.py": "import pytest\n\n\ndef test_ok():\n    assert True\n",
            "CONTRIBUTING.md": "# Contributing\n\nBe kind.\n",
        },
    )


def syntax_error_repo(root: Path) -> Path:
    """A package one of whose modules does not parse."""
    return write(
        root,
        {
            "pyproject.toml": '[project]\nname = "brokenpkg"\nversion = "0.1"\n'
            'description = "A package with a typo."\n',
            "brokenpkg/__init__.py": '"""Broken package."""\n\nfrom brokenpkg.good import ok\n',
            "brokenpkg/good.py": 'def ok(value: int = 1) -> bool:\n    """Return True."""\n    return True\n',
            "brokenpkg/bad.py": "def oops(:\n    pass\n",
        },
    )


def go_repo(root: Path) -> Path:
    """A Go module with a command, plus a package.json for its web assets."""
    return write(
        root,
        {
            "go.mod": "module github.com/example/gizmo\n\ngo 1.22\n",
            "cmd/gizmo/main.go": "package main\n\nfunc main() {}\n",
            "internal/gizmo/gizmo.go": "package gizmo\n\nfunc Run() {}\n",
            "internal/gizmo/gizmo_test.go": 'package gizmo\n\nimport "testing"\n\n'
            "func TestRun(t *testing.T) {}\n",
            "web/package.json": '{"name": "gizmo-web", "private": true}\n',
            "LICENSE": "MIT License\n\nPermission is hereby granted, free of charge, to any person\n",
        },
    )


def node_repo(root: Path) -> Path:
    """A Node package with a bin, scripts and a license in package.json."""
    return write(
        root,
        {
            "package.json": """
            {
              "name": "quick-serve",
              "version": "2.0.0",
              "description": "Serve a folder over HTTP with one command.",
              "license": "ISC",
              "bin": {"quick-serve": "bin/serve.js"},
              "scripts": {"start": "node bin/serve.js", "test": "node --test"}
            }
        """,
            "bin/serve.js": "#!/usr/bin/env node\nconsole.log('serving');\n",
            "lib/index.js": "module.exports = {};\n",
            "test/index.test.js": "const test = require('node:test');\n",
        },
    )


def synthetic_repo(root: Path, files: int = 500) -> Path:
    """A package of ``files`` Python modules (plus a pyproject and a CLI) for scale tests."""
    layout: dict[str, str] = {
        "pyproject.toml": '[project]\nname = "megapkg"\nversion = "1.0"\n'
        'description = "A large synthetic package."\n'
        'license = "BSD-3-Clause"\n\n[project.scripts]\nmega = "megapkg.cli:run"\n',
        "megapkg/__init__.py": '"""The mega package."""\n\n'
        "from megapkg.mod0000 import Widget0000, build_0000\n",
        "megapkg/cli.py": 'import click\n\n\n@click.group()\ndef run():\n    """Mega tool."""\n\n\n'
        '@run.command("sync")\n@click.option("--force", "-f", is_flag=True, help="overwrite")\n'
        'def sync(force):\n    """Synchronise things."""\n',
    }
    packages = max(1, files // 50)
    for index in range(files - 3 - packages):
        package = f"sub{index % packages:02d}"
        path = f"megapkg/{package}/mod{index:04d}.py" if index else "megapkg/mod0000.py"
        layout[path] = (
            f'"""Module number {index}."""\n\nimport os\n\n'
            f'LIMIT = int(os.environ.get("MEGA_LIMIT_{index % 7}", "5"))\n\n\n'
            f'class Widget{index:04d}:\n    """Widget {index}."""\n\n'
            f"    def __init__(self, size: int = {index}) -> None:\n        self.size = size\n\n"
            f'    def grow(self, by: int = 1) -> int:\n        """Grow the widget."""\n'
            f"        return self.size + by\n\n\n"
            f"def build_{index:04d}(name: str, *, count: int = 3) -> Widget{index:04d}:\n"
            f'    """Build widget {index}."""\n    return Widget{index:04d}(count)\n'
        )
    for package in range(packages):
        layout[f"megapkg/sub{package:02d}/__init__.py"] = f'"""Sub-package {package}."""\n'
    return write(root, layout)

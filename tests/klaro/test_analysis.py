"""The static readers: ast analysis, CLI scanning, manifests, licenses, .gitignore and chunking."""

from __future__ import annotations

import textwrap

import pytest

from agent.klaro.analysis import analyze_python, module_name
from agent.klaro.ignore import GitIgnore, skip_reason
from agent.klaro.knowledge import default_guide, guide_sections, split_text
from agent.klaro.manifests import detect_license, parse_manifest

SOURCE = textwrap.dedent('''
    """Tools for things.

    More detail here.
    """
    import os
    import typing as t
    import click
    import typer

    from .core import Engine as Engine

    __all__ = ["Thing", "make", "Engine"]
    app = typer.Typer()


    @t.final
    class Thing(Base, metaclass=Meta):
        """A thing. It has parts."""

        name: str
        size: int = 3

        def __init__(self, a, /, b: int = 2, *args, c, d: str = "x", **kw) -> None:
            self.a = a

        @property
        def area(self) -> float:
            """The :class:`~pkg.Area` of it."""

        @staticmethod
        def build(spec: dict) -> "Thing": ...

        def _hidden(self): ...

        @t.overload
        def get(self, key: int) -> int: ...

        def get(self, key): ...


    async def make(count: int = 1, *, fast: bool = False) -> list[Thing]:
        """Make things."""
        home = os.environ["THING_HOME"]
        return [home, os.getenv("THING_MODE", "quick"), os.environ.get("THING_LEVEL") or "3"]


    def _private(): ...


    @click.group()
    def cli():
        """The tool."""


    @cli.command("serve")
    @click.option("--port", "-p", help="port to use")
    @click.option("--debug/--no-debug")
    @click.argument("root")
    def serve(port, debug, root):
        """Serve things."""


    @app.command()
    def sync_all(ctx: typer.Context, target: str, force: bool = typer.Option(False, "--force", "-f"),
                 dry_run: bool = False):
        """Synchronise."""


    if __name__ == "__main__":
        cli()
''')


def test_analysis_reads_docstrings_signatures_and_entry_points() -> None:
    facts = analyze_python(SOURCE, "pkg/things.py", {"pkg/__init__.py", "pkg/things.py"})
    assert facts["module"] == "pkg.things"
    assert facts["docstring"] == "Tools for things."
    assert facts["all"] == ["Thing", "make", "Engine"]
    thing = facts["classes"][0]
    assert thing["bases"] == ["Base", "metaclass=Meta"][:1] and thing["decorators"] == ["t.final"]
    assert thing["docstring"] == "A thing."
    assert thing["fields"] == ["name: str", "size: int = 3"]
    methods = {m["name"]: m for m in thing["methods"]}
    assert methods["__init__"]["signature"] == "(a, /, b: int = 2, *args, c, d: str = 'x', **kw) -> None"
    assert methods["build"]["signature"] == "(spec: dict) -> 'Thing'", (
        "staticmethods keep their first parameter"
    )
    assert methods["area"]["docstring"] == "The pkg.Area of it."
    assert "_hidden" not in methods and methods["get"]["signature"] == "(key)", "overloads are skipped"
    functions = {f["name"]: f for f in facts["functions"]}
    assert functions["make"]["is_async"] and functions["make"]["signature"] == (
        "(count: int = 1, *, fast: bool = False) -> list[Thing]"
    )
    assert "_private" not in functions
    assert facts["main_block"] == ["cli"]
    env = {e["name"]: e["default"] for e in facts["env_vars"]}
    assert env == {"THING_HOME": None, "THING_MODE": "quick", "THING_LEVEL": "3"}
    commands = {c["name"]: c for c in facts["cli"]}
    assert commands["serve"]["parent"] == "cli" and commands["serve"]["arguments"] == ["ROOT"]
    assert [o["flags"] for o in commands["serve"]["options"]] == [["--port", "-p"], ["--debug", "--no-debug"]]
    assert commands["cli"]["group"] and commands["cli"]["derived"]
    sync = commands["sync-all"]
    assert sync["framework"] == "typer" and sync["arguments"] == ["TARGET"]
    assert [o["flags"][0] for o in sync["options"]] == ["--force", "--dry-run"]
    assert [o["derived"] for o in sync["options"]] == [False, True]


def test_argparse_subcommands_and_syntax_errors() -> None:
    source = textwrap.dedent("""
        import argparse
        def main():
            parser = argparse.ArgumentParser(prog="tool")
            parser.add_argument("--verbose", "-v", action="store_true")
            sub = parser.add_subparsers()
            run = sub.add_parser("run", help="run it")
            run.add_argument("target")
            run.add_argument("--dry-run", help="only show")
    """)
    commands = {c["name"]: c for c in analyze_python(source, "tool.py")["cli"]}
    assert commands[""]["options"][0]["flags"] == ["--verbose", "-v"] and commands[""]["prog"] == "tool"
    assert commands["run"]["help"] == "run it" and commands["run"]["arguments"] == ["TARGET"]
    assert commands["run"]["options"][0]["flags"] == ["--dry-run"]
    with pytest.raises(SyntaxError):
        analyze_python("def broken(:\n", "bad.py")


@pytest.mark.parametrize(
    ("path", "files", "expected"),
    [
        ("src/pkg/mod.py", {"src/pkg/__init__.py"}, "pkg.mod"),
        ("src/pkg/__init__.py", {"src/pkg/__init__.py"}, "pkg"),
        ("agent/storage/vectors.py", {"agent/__init__.py"}, "agent.storage.vectors"),
        ("scripts/tool.py", set(), "tool"),
        ("tool.py", set(), "tool"),
    ],
)
def test_module_names(path: str, files: set[str], expected: str) -> None:
    assert module_name(path, files) == expected


def test_manifests() -> None:
    py = parse_manifest(
        "pyproject.toml",
        textwrap.dedent("""
        [project]
        name = "demo-pkg"
        description = "Demo."
        license = "Apache-2.0"
        dependencies = ["requests>=2", "click"]
        [project.optional-dependencies]
        dev = ["pytest"]
        [project.scripts]
        demo = "demo.cli:main"
        zeta = "demo.cli:zeta"
        alpha = "demo.cli:alpha"
    """),
    )
    assert py["name"] == "demo-pkg" and py["license"] == "Apache-2.0" and py["pytest"]
    assert list(py["scripts"]) == ["demo", "zeta", "alpha"], "declaration order is kept"
    assert py["dependencies"] == ["requests", "click"]
    poetry = parse_manifest(
        "pyproject.toml",
        '[tool.poetry]\nname = "po"\n[tool.poetry.scripts]\npo = "po:main"\n'
        '[project]\nclassifiers = ["License :: OSI Approved :: MIT License"]\n',
    )
    assert poetry["name"] == "po" and poetry["scripts"] == {"po": "po:main"} and poetry["license"] == "MIT"
    setup = parse_manifest(
        "setup.py",
        'from setuptools import setup\nNAME = "old"\nsetup(name=NAME, license="BSD",'
        ' entry_points={"console_scripts": ["old-tool = old.main:run"]}, version=get_version())\n',
    )
    assert setup["name"] == "old" and setup["scripts"] == {"old-tool": "old.main:run"}
    cfg = parse_manifest(
        "setup.cfg",
        "[metadata]\nname = cfgpkg\n[options.entry_points]\nconsole_scripts =\n"
        "    Cfg-Tool = cfgpkg:main\n[tool:pytest]\n",
    )
    assert cfg["scripts"] == {"Cfg-Tool": "cfgpkg:main"} and cfg["pytest"]
    node = parse_manifest(
        "package.json", '{"name": "@scope/tool", "bin": "cli.js", "scripts": {"test": "jest"}}'
    )
    assert node["bin"] == {"tool": "cli.js"} and node["scripts"] == {"test": "jest"}
    assert parse_manifest("go.mod", "module example.com/x\n\ngo 1.21\n")["name"] == "example.com/x"
    cargo = parse_manifest(
        "Cargo.toml", '[package]\nname = "rs"\nlicense = "MIT OR Apache-2.0"\n[[bin]]\nname = "rs"\n'
    )
    assert cargo["bins"] == ["rs"] and cargo["license"] == "MIT OR Apache-2.0"
    with pytest.raises(ValueError, match="could not be parsed"):
        parse_manifest("pyproject.toml", "[project\n")


@pytest.mark.parametrize(
    ("text", "spdx"),
    [
        ("MIT License\n\nPermission is hereby granted, free of charge, to any person", "MIT"),
        ("Apache License\nVersion 2.0, January 2004", "Apache-2.0"),
        ("GNU GENERAL PUBLIC LICENSE\nVersion 3, 29 June 2007", "GPL-3.0"),
        ("Redistribution and use in source and binary forms ... Neither the name of", "BSD-3-Clause"),
        ("All rights reserved. Do not copy.", None),
    ],
)
def test_license_detection(text: str, spdx: str | None) -> None:
    assert detect_license(text) == spdx


def test_gitignore_rules() -> None:
    rules = GitIgnore()
    rules.add("", "*.log\n/build-out/\ndocs/_build\n!keep.log\n**/tmp\n# comment\n\\#hash\n")
    rules.add("pkg", "generated_*.py\n")
    assert rules.ignored("a/b/debug.log", False) and not rules.ignored("keep.log", False)
    assert rules.ignored("build-out", True) and not rules.ignored("x/build-out", True)
    assert not rules.ignored("build-out", False), "a folder-only rule does not match files"
    assert rules.ignored("docs/_build", True) and rules.ignored("x/y/tmp", True)
    assert rules.ignored("#hash", False)
    assert rules.ignored("pkg/generated_a.py", False) and not rules.ignored("generated_a.py", False)
    assert skip_reason(".git/config", False) and skip_reason("pkg/_vendor/six.py", False) == "vendored code"
    assert skip_reason(".env", False) and skip_reason(".env.example", False) is None
    assert skip_reason("img/logo.PNG", False) == "binary" and skip_reason("src/app.py", False) is None


def test_style_guide_chunks_and_sections() -> None:
    guide = default_guide()
    chunks = split_text(guide)
    assert len(chunks) > 3 and all(len(c) <= 1000 for c in chunks)
    assert chunks[0][-150:] in guide and chunks[1][:80] in guide
    overlap = set(chunks[0].split()[-30:]) & set(chunks[1].split()[:60])
    assert overlap, "neighbouring chunks overlap"
    assert [k for k, _ in guide_sections(guide)] == [
        "title",
        "installation",
        "usage",
        "configuration",
        "structure",
        "api",
        "testing",
        "contributing",
        "license",
    ]
    assert guide_sections("no list here")[0] == ("title", "Title")

"""Regressions found by running Klaro on pip-tools, flake8, typer, walkdir, got and rich-cli.

Each test builds a small synthetic repository that reproduces one defect seen there, so none of
them depends on the network or on the fetched repositories.
"""

from __future__ import annotations

from pathlib import Path

from agent.klaro import open_source, run_klaro
from agent.klaro.manifests import parse_manifest
from tests.klaro.builders import write
from tests.klaro.conftest import unresolved_names

MIT = "MIT License\n\nPermission is hereby granted, free of charge, to any person...\n"


def run(root: Path, settings, store):
    with open_source(root) as repo:
        return run_klaro(repo, settings, store=store)


def section(readme: str, heading: str) -> str:
    return readme.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]


SETUP_CFG = """
[metadata]
name = lintly
description = A modular source checker.
url = https://example.org/lintly
license = MIT

[options]
packages = find:
package_dir =
    =src
python_requires = >=3.10

[options.entry_points]
console_scripts =
    lintly = lintly.cli:main
lintly.extension =
    F = lintly.checks:FlakeChecker
    E = lintly.checks:style_check
"""


def test_setup_cfg_gives_python_version_links_and_plugin_groups(tmp_path, klaro_settings, klaro_store):
    """flake8: setup.cfg's python_requires, url and plugin entry-point groups were all dropped."""
    root = write(
        tmp_path / "lintly",
        {
            "setup.cfg": SETUP_CFG,
            "setup.py": "from setuptools import setup\nsetup()\n",
            "LICENSE": MIT,
            "src/lintly/__init__.py": '"""Lintly."""\n',
            "src/lintly/cli.py": 'def main() -> int:\n    """Run the checker."""\n    return 0\n',
            "src/lintly/checks.py": 'class FlakeChecker:\n    """Check for flakes."""\n\n\n'
            'def style_check(line: str) -> None:\n    """Check the style of a line."""\n',
        },
    )
    readme = run(root, klaro_settings, klaro_store).readme
    assert "[Homepage](https://example.org/lintly)" in readme
    assert "Requires Python >=3.10." in section(readme, "Installation")
    usage = section(readme, "Usage")
    assert "The package installs the `lintly` command (`lintly.cli:main`)." in usage
    assert "entry points in the `lintly.extension` group" in usage
    assert "- `F` (`lintly.checks:FlakeChecker`) — Check for flakes." in usage
    assert "- `E` (`lintly.checks:style_check`) — Check the style of a line." in usage
    assert unresolved_names(readme, root) == []


def test_entry_point_groups_register_sub_commands(tmp_path, klaro_settings, klaro_store):
    """twine: ``[project.entry-points."twine.registered_commands"]`` are the script's sub-commands."""
    pyproject = """
[project]
name = "shipit"
version = "1.0"
requires-python = ">=3.9"
license = {text = "MIT"}

[project.scripts]
shipit = "shipit.__main__:main"

[project.entry-points."shipit.registered_commands"]
upload = "shipit.commands.upload:main"
check = "shipit.commands.check:main"
ghost = "shipit.commands.ghost:main"
"""
    root = write(
        tmp_path / "shipit",
        {
            "pyproject.toml": pyproject,
            "shipit/__init__.py": '"""Ship packages."""\n',
            "shipit/__main__.py": "def main() -> int:\n    return 0\n",
            "shipit/commands/__init__.py": "",
            "shipit/commands/upload.py": 'def main(args: list[str]) -> None:\n    """Upload distributions."""\n',
            "shipit/commands/check.py": "def main(args: list[str]) -> None:\n    pass\n",
        },
    )
    readme = run(root, klaro_settings, klaro_store).readme
    usage = section(readme, "Usage")
    assert "Sub-commands of `shipit`, registered in the `shipit.registered_commands` entry-point group:" in usage
    assert "| `shipit upload` | — | Upload distributions. |" in usage
    assert "| `shipit check` | — | — |" in usage
    assert "ghost" not in readme, "a registered command whose module is missing is not verified"
    assert "entry points in the" not in usage, "a command group is not also listed as plugins"
    assert unresolved_names(readme, root) == []


def test_setup_py_entry_point_groups_and_python_requires() -> None:
    """setup.py's ``entry_points`` dict and ``python_requires`` are read like setup.cfg's."""
    text = (
        "from setuptools import setup\nsetup(name='tool', python_requires='>=3.8', url='https://x.org',\n"
        "    entry_points={'console_scripts': ['tool = tool:main'], 'tool.plugins': ['a = tool.a:A']})\n"
    )
    facts = parse_manifest("setup.py", text)
    assert facts["scripts"] == {"tool": "tool:main"}
    assert facts["entry_points"] == {"tool.plugins": {"a": "tool.a:A"}}
    assert facts["requires_python"] == ">=3.8" and facts["urls"] == {"Homepage": "https://x.org"}


def test_rust_crate_with_a_stray_python_script_is_a_rust_crate(tmp_path, klaro_settings, klaro_store):
    """walkdir: one ``compare/walk.py`` made Klaro call a Rust crate Python and claim it read it."""
    root = write(
        tmp_path / "walker",
        {
            "Cargo.toml": '[package]\nname = "walker"\nversion = "1.0.0"\ndescription = "Walk a tree."\n'
            'license = "MIT"\nhomepage = "https://example.org/walker"\n'
            'documentation = "https://docs.rs/walker"\n\n[workspace]\nmembers = ["walker-list"]\n',
            "src/lib.rs": "pub fn walk() {}\n",
            "src/util.rs": "pub fn helper() {}\n",
            "walker-list/Cargo.toml": '[package]\nname = "walker-bin"\nversion = "0.0.0"\n\n'
            '[[bin]]\nname = "walker-list"\npath = "main.rs"\n',
            "walker-list/main.rs": "fn main() {}\n",
            "compare/walk.py": "import os\n\nprint(os.environ.get('WALK_ROOT'))\n",
            "LICENSE": MIT,
        },
    )
    readme = run(root, klaro_settings, klaro_store).readme
    assert "[Homepage](https://example.org/walker) · [Documentation](https://docs.rs/walker)" in readme
    install = section(readme, "Installation")
    assert "Add the crate to a Cargo project:\n\n```bash\ncargo add walker\n```" in install
    usage = section(readme, "Usage")
    assert "The crate `walker` is a library; its root module is [src/lib.rs](src/lib.rs)." in usage
    assert "The workspace member [walker-list/](walker-list) builds the `walker-list` binary." in usage
    for heading in ("Configuration", "API overview"):
        text = section(readme, heading)
        assert "the Rust source of this repository was not read" in text, heading
        assert "read no environment variables" not in text and "found no public" not in text
    assert "Python source" not in section(readme, "About this README")
    assert unresolved_names(readme, root) == []


def test_typescript_library_says_what_it_needs_and_what_was_not_read(tmp_path, klaro_settings, klaro_store):
    """got: no links, "npm run build" as if it were usage, and TypeScript called JavaScript."""
    package = """{
  "name": "fetcher",
  "version": "1.0.0",
  "description": "Fetch things over HTTP.",
  "license": "MIT",
  "repository": {"type": "git", "url": "git+https://github.com/acme/fetcher.git"},
  "type": "module",
  "engines": {"node": ">=20"},
  "scripts": {"build": "tsc", "test": "ava"}
}
"""
    root = write(
        tmp_path / "fetcher",
        {
            "package.json": package,
            "tsconfig.json": "{}\n",
            "source/index.ts": "export default function fetcher() {}\n",
            "source/types.ts": "export type Options = {};\n",
            "test/index.test.ts": "import test from 'ava';\n",
        },
    )
    readme = run(root, klaro_settings, klaro_store).readme
    assert "[Repository](https://github.com/acme/fetcher)" in readme
    assert "Requires Node.js >=20." in section(readme, "Installation")
    usage = section(readme, "Usage")
    assert "`fetcher` is a library: its package.json declares no command." in usage
    assert "Klaro does not read TypeScript source" in usage
    assert "From a checkout, package.json defines these scripts:\n\n```bash\nnpm run build\n```" in usage
    assert "the TypeScript source of this repository was not read" in section(readme, "API overview")
    assert unresolved_names(readme, root) == []
    shorthand = parse_manifest("package.json", '{"name": "x", "repository": "acme/x"}')
    assert shorthand["urls"] == {"Repository": "https://github.com/acme/x"}


def test_build_hooks_and_private_variables_stay_out(tmp_path, klaro_settings, klaro_store):
    """typer: ``pdm_build.py`` was listed as API and ``_TYPER_*`` test switches as configuration."""
    root = write(
        tmp_path / "clikit",
        {
            "pyproject.toml": '[project]\nname = "clikit"\nversion = "1.0"\nlicense = "MIT"\n',
            "pdm_build.py": "import os\n\n\ndef pdm_build_initialize(context) -> None:\n"
            "    os.getenv('BUILD_PACKAGE', 'clikit')\n",
            "clikit/__init__.py": '"""Build CLIs."""\nfrom .main import App\n\n__all__ = ["App"]\n',
            "clikit/main.py": "import os\n\nDEBUG = os.getenv('CLIKIT_DEBUG')\n"
            "SHOW = os.getenv('_CLIKIT_TEST_SWITCH')\n\n\nclass App:\n"
            '    """An application."""\n\n    def run(self) -> None:\n        """Run it."""\n',
        },
    )
    readme = run(root, klaro_settings, klaro_store).readme
    assert "pdm_build_initialize" not in readme and "### `pdm_build`" not in readme
    config = section(readme, "Configuration")
    assert "`CLIKIT_DEBUG`" in config
    assert "BUILD_PACKAGE" not in config and "_CLIKIT_TEST_SWITCH" not in config
    assert unresolved_names(readme, root) == []


def test_a_hyphenated_script_without_options_keeps_its_help_line(tmp_path, klaro_settings, klaro_store):
    """pip-tools: ``pip-compile``'s help line had no claim, failed as prose and vanished unreported."""
    root = write(
        tmp_path / "pins",
        {
            "pyproject.toml": '[project]\nname = "pins"\nversion = "1.0"\nlicense = "MIT"\n\n'
            '[project.scripts]\npin-compile = "pins.scripts.compile:cli"\n',
            "pins/__init__.py": '"""Pin dependencies."""\n',
            "pins/scripts/__init__.py": "",
            "pins/scripts/options.py": "import click\n\nverbose = click.option('-v', '--verbose', count=True)\n",
            "pins/scripts/compile.py": "import click\n\nfrom . import options\n\n\n"
            '@click.command(name="pin-compile")\n@options.verbose\ndef cli(verbose: int) -> None:\n'
            '    """Compile requirements from source files."""\n',
        },
    )
    result = run(root, klaro_settings, klaro_store)
    usage = section(result.readme, "Usage")
    assert "| `pin-compile` | `-v` | Compile requirements from source files. |" in usage
    assert result.verification["counts"]["blocks_dropped"] == 0, result.verification["dropped_blocks"]
    tree = section(result.readme, "Project structure")
    assert "pins/                          # Pin dependencies." in tree
    assert "  __init__.py\n" in tree, "the package docstring is not repeated on its __init__.py"
    assert unresolved_names(result.readme, root) == []

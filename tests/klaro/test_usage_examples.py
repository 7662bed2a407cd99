"""Usage examples taken from the repository itself (issue 13), on small synthetic repositories.

One test per example source kind — a doctest in a docstring, a Markdown and a reST docs block, an
``examples/`` script, a fixture-free test, a Rust doc comment, a JavaScript docs block — each also
showing that a candidate naming something the repository lacks is refused, never shown. Then the
ranking (documentation first, at most three), the command table whose options live in another
module, the Contributing section that only appears when the repository says something, and the
byte-identical second run.
"""

from __future__ import annotations

import re
from pathlib import Path

from agent.klaro import open_source, run_klaro
from tests.klaro.builders import write
from tests.klaro.conftest import unresolved_names

PYPROJECT = """
[project]
name = "calc"
version = "1.0"
description = "Small arithmetic helpers."
license = {text = "MIT"}
"""

CORE = '''
"""Arithmetic on integers."""


def add(a: int, b: int) -> int:
    """Return the sum of two numbers.

    >>> add(2, 3)
    5
    """
    return a + b


def scale(value: int, *, factor: int = 2) -> int:
    """Multiply a value.

    >>> scale(4)
    8
    >>> halve(8)
    4
    """
    return value * factor
'''


def calc_repo(root: Path, extra: dict[str, str] | None = None) -> Path:
    files = {
        "pyproject.toml": PYPROJECT,
        "calc/__init__.py": '"""Arithmetic helpers."""\n\nfrom calc.core import add, scale\n\n'
        '__all__ = ["add", "scale"]\n',
        "calc/core.py": CORE,
    }
    return write(root, {**files, **(extra or {})})


def run(root: Path, settings, store, **kwargs):
    with open_source(root) as repo:
        return run_klaro(repo, settings, store=store, **kwargs)


def usage(readme: str) -> str:
    return readme.split("## Usage\n", 1)[1].split("\n## ", 1)[0]


def fences(text: str) -> list[tuple[str, str]]:
    return re.findall(r"^```(\w*)\n(.*?)^```", text, re.S | re.M)


def assert_clean(result, root: Path) -> None:
    assert result.verification["counts"]["removed"] == 0, result.verification["removed"]
    assert unresolved_names(result.readme, root) == []


def test_a_doctest_in_a_docstring_is_shown_and_one_using_an_unknown_name_is_not(
    tmp_path, klaro_settings, klaro_store
):
    root = calc_repo(tmp_path / "calc")
    result = run(root, klaro_settings, klaro_store)
    section = usage(result.readme)
    assert "Return the sum of two numbers (from [calc/core.py](calc/core.py)):" in section
    assert ("pycon", ">>> add(2, 3)\n5\n") in fences(section)
    assert "halve" not in result.readme, "scale's doctest calls halve, which the module does not define"
    assert "from calc import" not in section, "no import-only quickstart when a Python example is shown"
    assert_clean(result, root)


def test_markdown_and_rest_docs_blocks_are_checked_name_by_name(tmp_path, klaro_settings, klaro_store):
    docs = {
        "docs/quickstart.md": "# Quickstart\n\nAdd two numbers:\n\n```python\nfrom calc import add\n\n"
        "total = add(1, 2)\nprint(total)\n```\n\nOr call a helper that was removed:\n\n"
        "```python\nfrom calc import subtract\n\nsubtract(3, 1)\n```\n",
        "docs/advanced.rst": "Advanced\n========\n\nScale by a factor:\n\n.. code-block:: python\n\n"
        "    import calc\n\n    calc.scale(3, factor=10)\n\nThis one names a missing attribute:\n\n"
        ".. code-block:: python\n\n    import calc\n\n    calc.divide(3, 1)\n",
    }
    root = calc_repo(tmp_path / "calc", docs)
    result = run(root, klaro_settings, klaro_store)
    section = usage(result.readme)
    assert "Add two numbers (from [docs/quickstart.md](docs/quickstart.md)):" in section
    assert ("python", "from calc import add\n\ntotal = add(1, 2)\nprint(total)\n") in fences(section)
    assert "Scale by a factor (from [docs/advanced.rst](docs/advanced.rst)):" in section
    assert ("python", "import calc\n\ncalc.scale(3, factor=10)\n") in fences(section)
    assert "subtract" not in result.readme and "divide" not in result.readme
    blocks = fences(section)
    assert blocks.index(("python", "from calc import add\n\ntotal = add(1, 2)\nprint(total)\n")) == 0, (
        "documentation comes before doctests"
    )
    assert len([b for b in blocks if b[0] in ("python", "pycon")]) <= 3
    assert_clean(result, root)


def test_an_examples_script_is_shown_with_its_docstring_as_lead(tmp_path, klaro_settings, klaro_store):
    scripts = {
        "examples/totals.py": '"""Print the total of a list of numbers."""\n\nfrom calc import add\n\n'
        "numbers = [1, 2, 3]\ntotal = 0\nfor n in numbers:\n    total = add(total, n)\nprint(total)\n",
        "examples/broken.py": '"""Uses a name calc does not have."""\n\nfrom calc import multiply\n\n'
        "print(multiply(2, 3))\n",
    }
    root = calc_repo(tmp_path / "calc", scripts)
    section = usage(run(root, klaro_settings, klaro_store).readme)
    assert "Print the total of a list of numbers (from [examples/totals.py](examples/totals.py)):" in section
    assert "total = add(total, n)" in section
    assert "multiply" not in section and "examples/broken.py" not in section


def test_a_fixture_free_test_is_an_example_but_scaffolding_is_not(tmp_path, klaro_settings, klaro_store):
    tests = {
        "calc/core.py": CORE.replace(">>>", "$$$"),  # no doctests: the tests are all there is
        "tests/test_core.py": "import calc\n\n\ndef test_add():\n    assert calc.add(2, 2) == 4\n\n\n"
        "def test_scale(monkeypatch):\n    monkeypatch.setattr(calc, 'scale', len)\n    assert calc.scale('ab') == 2\n",
    }
    root = calc_repo(tmp_path / "calc", tests)
    result = run(root, klaro_settings, klaro_store)
    section = usage(result.readme)
    assert "A test that shows the API in use (from [tests/test_core.py](tests/test_core.py)):" in section
    assert ("python", "import calc\n\nassert calc.add(2, 2) == 4\n") in fences(section)
    assert "monkeypatch" not in section
    assert_clean(result, root)


def test_a_cli_shows_doc_commands_and_options_defined_in_another_module(tmp_path, klaro_settings, klaro_store):
    """Options live in ``shipper/options.py`` (click) and ``shipper/settings.py`` (argparse)."""
    files = {
        "pyproject.toml": '[project]\nname = "shipper"\nversion = "1.0"\nlicense = "MIT"\n\n'
        '[project.scripts]\nship = "shipper.cli:cli"\nship-upload = "shipper.upload:main"\n',
        "shipper/__init__.py": '"""Ship files."""\n',
        "shipper/options.py": "import click\n\ndry_run = click.option('-n', '--dry-run', is_flag=True, "
        "help='Only show what would happen')\n\n\ndef help_option():\n    return click.option('-h', '--help', "
        "is_flag=True)\n",
        "shipper/cli.py": "import click\n\nfrom . import options\n\n\n@click.command(name='ship')\n"
        "@options.help_option()\n@options.dry_run\n@click.option('--to', help='Where to ship')\n"
        'def cli(dry_run: bool, to: str) -> None:\n    """Ship the files."""\n',
        "shipper/settings.py": "class Settings:\n    @staticmethod\n    def register(parser) -> None:\n"
        "        parser.add_argument('-r', '--repository', help='Where to upload')\n"
        "        parser.add_argument('--retries', type=int)\n",
        "shipper/upload.py": '"""Upload files."""\n\nimport argparse\n\nfrom shipper import settings\n\n\n'
        "def main(argv=None) -> None:\n    parser = argparse.ArgumentParser(prog='ship-upload', "
        "description='Upload the built files.')\n    settings.Settings.register(parser)\n"
        "    parser.add_argument('paths', nargs='+')\n    parser.parse_args(argv)\n",
        "docs/usage.md": "# Usage\n\nShip everything, showing what would happen first:\n\n```console\n"
        "$ ship --dry-run --to prod\n$ ship --to prod\n```\n\nWith a flag that does not exist:\n\n"
        "```bash\nship --bogus\n```\n\nUpload to a named repository:\n\n```bash\nship-upload -r main dist/\n```\n",
    }
    root = write(tmp_path / "shipper", files)
    result = run(root, klaro_settings, klaro_store)
    section = usage(result.readme)
    assert "| Command | Options | What it does |" in section
    assert "| `ship` | `-h`, `-n`, `--to` | Ship the files. |" in section
    assert "| `ship-upload` | `-r`, `--retries` | Upload the built files. |" in section
    assert (
        "Ship everything, showing what would happen first (from [docs/usage.md](docs/usage.md)):\n\n"
        "```bash\nship --dry-run --to prod\nship --to prod\n```"
    ) in section
    assert "```bash\nship-upload -r main dist/\n```" in section
    assert "--bogus" not in result.readme, "an option no source declares is never shown"
    assert result.verification["counts"]["blocks_dropped"] == 0, result.verification["dropped_blocks"]
    assert_clean(result, root)


def test_rust_doc_comment_and_javascript_docs_examples(tmp_path, klaro_settings, klaro_store):
    rust = write(
        tmp_path / "walker",
        {
            "Cargo.toml": '[package]\nname = "walker"\nversion = "1.0.0"\nlicense = "MIT"\n',
            "src/lib.rs": "/*!\nWalk directories.\n\nPrint every entry below a folder:\n\n```no_run\n"
            'use walker::Walker;\n# fn main() {\nfor entry in Walker::new("foo") {\n'
            "    let e: Vec<String> = entry;\n}\n"
            "# }\n```\n\nThis one uses a type the crate lacks:\n\n```\nuse walker::Runner;\n```\n*/\n\n"
            "pub struct Walker;\n",
        },
    )
    result = run(rust, klaro_settings, klaro_store)
    section = usage(result.readme)
    assert "Print every entry below a folder (from [src/lib.rs](src/lib.rs)):" in section
    assert ("rust", 'use walker::Walker;\nfor entry in Walker::new("foo") {\n    let e: Vec<String> = entry;\n}\n') in (
        fences(section)
    ), "hidden doctest lines are left out; Vec<String> is code, not a placeholder"
    assert "Runner" not in result.readme
    assert "shows no code example" not in result.readme
    assert_clean(result, rust)

    node = write(
        tmp_path / "fetchit",
        {
            "package.json": '{"name": "fetchit", "version": "1.0.0", "license": "MIT", "type": "module"}\n',
            "source/index.ts": "export default function fetchit(url: string) { return url; }\n"
            "export class HTTPError extends Error {}\nconst aliases = ['get', 'post'];\n",
            "documentation/quick-start.md": "# Quick start\n\nThe simplest GET request:\n\n```js\n"
            "import fetchit from 'fetchit';\n\nconst body = await fetchit.get('https://example.org');\n```\n\n"
            "Catch errors:\n\n```js\nimport {HTTPError, TimeoutError} from 'fetchit';\n```\n",
        },
    )
    result = run(node, klaro_settings, klaro_store)
    section = usage(result.readme)
    assert "The simplest GET request (from [documentation/quick-start.md](documentation/quick-start.md)):" in section
    assert "TimeoutError" not in result.readme, "a named import the source does not export is refused"
    assert "shows no code example" not in result.readme
    assert_clean(result, node)


def test_contributing_appears_only_when_the_repository_says_something(tmp_path, klaro_settings, klaro_store):
    silent = calc_repo(tmp_path / "silent")
    readme = run(silent, klaro_settings, klaro_store).readme
    assert "## Contributing" not in readme and "Contributions are welcome" not in readme
    docs = calc_repo(tmp_path / "docs", {"docs/development.rst": "Development\n===========\n\nContributing\n"
                                          "------------\n\nOpen a pull request.\n"})
    readme = run(docs, klaro_settings, klaro_store).readme
    assert "## Contributing\n\nSee [docs/development.rst](docs/development.rst) for how to contribute." in readme


def test_examples_are_byte_identical_on_a_second_run(tmp_path, klaro_settings, klaro_store):
    index = "Add:\n\n```pycon\n>>> import calc\n>>> calc.add(1, 1)\n2\n```\n"
    root = calc_repo(tmp_path / "calc", {"docs/index.md": index})
    first = run(root, klaro_settings, klaro_store).readme
    assert "```pycon\n>>> import calc\n>>> calc.add(1, 1)\n2\n```" in first
    assert run(root, klaro_settings, klaro_store).readme == first


def test_llm_mode_rewrites_only_the_leads_never_the_examples(tmp_path, klaro_settings, klaro_store):
    from tests.klaro.fakes import FakeToolCallingModel

    docs = {"docs/quickstart.md": "Add:\n\n```python\nfrom calc import add\n\ntotal = add(1, 2)\n```\n"}
    root = calc_repo(tmp_path / "calc", docs)
    offline = run(root, klaro_settings, klaro_store).readme
    model = FakeToolCallingModel(
        replies=[],
        structured=[
            {
                "description": "Arithmetic helpers for integers.",
                "overview": "",
                "example_leads": [
                    "Add two numbers with `add` and keep the total",
                    "```python\nfrom calc import magic\nmagic()\n```",
                    "A third lead for an example that does not exist",
                ],
            }
        ],
    )
    result = run(root, klaro_settings, klaro_store, model_mode="llm", chat_model=model)
    section = usage(result.readme)
    assert fences(section) == fences(usage(offline)), "the verified code blocks are exactly the offline ones"
    assert "Add two numbers with add and keep the total (from [docs/quickstart.md](docs/quickstart.md)):" in section
    assert "magic" not in result.readme, "a lead that carries code is not used, as prose or as code"
    assert "A third lead" not in result.readme, "no lead without an example"
    assert result.verification["counts"]["removed"] == 0


def test_a_typer_app_behind_a_main_function_gets_its_command_table(tmp_path, klaro_settings, klaro_store):
    """typer's own ``typer`` command calls ``app()`` from ``main``; ``utils`` is a mounted sub-app."""
    root = write(
        tmp_path / "tool",
        {
            "pyproject.toml": '[project]\nname = "tool"\nversion = "1.0"\nlicense = "MIT"\n\n'
            '[project.scripts]\ntool = "tool.cli:main"\n',
            "tool/__init__.py": '"""A tool."""\n',
            "tool/cli.py": "import typer\n\napp = typer.Typer()\nutils_app = typer.Typer()\n"
            'app.add_typer(utils_app, name="utils")\n\n\n@app.callback()\n'
            'def callback(verbose: bool = typer.Option(False, "--verbose")) -> None:\n'
            '    """Run the tool."""\n\n\n@utils_app.command()\n'
            'def docs(output: str = typer.Option("out.md", "--output", help="Where to write")) -> None:\n'
            '    """Write the docs."""\n\n\ndef main() -> None:\n    app()\n',
        },
    )
    result = run(root, klaro_settings, klaro_store)
    section = usage(result.readme)
    assert "| `tool` | `--verbose` | Run the tool. |" in section
    assert "| `tool utils docs` | `--output` | Write the docs. |" in section
    assert result.verification["examples"] == {"found": 0, "found_by_kind": {}, "shown": []}
    assert_clean(result, root)


def test_a_broken_candidate_is_skipped_and_the_run_goes_on(tmp_path, klaro_settings, klaro_store):
    """A NUL byte past the binary sniff, a fence inside a doctest, a bad shell quote: never a crash."""
    guide = (
        "# Guide\n\n" + "Plain text. " * 900 + "\n\nBroken:\n\n```python\nimport calc\ncalc.add(1,\x00 2)\n```\n\n"
        "Quoted badly:\n\n```bash\ncalc 'unterminated\n```\n\nAdd:\n\n```python\nimport calc\n\ncalc.add(2, 2)\n```\n"
    )
    root = calc_repo(tmp_path / "calc", {"docs/guide.md": guide})
    fenced = '"""Docs.\n\n>>> add(1, 1)  # ```\n2\n"""\n\nfrom calc.core import add\n'
    (root / "calc" / "fenced.py").write_text(fenced, encoding="utf-8")
    result = run(root, klaro_settings, klaro_store)
    section = usage(result.readme)
    assert ("python", "import calc\n\ncalc.add(2, 2)\n") in fences(section)
    assert "\x00" not in result.readme and "unterminated" not in result.readme
    assert "calc/fenced.py" not in section, "a fence inside an example would break the README's markdown"
    assert result.errors == []

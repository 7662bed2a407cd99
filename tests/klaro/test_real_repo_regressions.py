"""Regressions found by running Klaro on real public projects (click, httpx, twine, cobra).

Each test builds a small synthetic repository that reproduces one defect seen there, so none of
them depends on the network or on the fetched repositories.
"""

from __future__ import annotations

import re
from pathlib import Path

from agent.klaro import open_source, run_klaro
from agent.klaro.analysis import analyze_python, first_line
from agent.klaro.signatures import MAX_SIGNATURE, compact_signature
from tests.klaro.builders import write
from tests.klaro.conftest import unresolved_names

PYPROJECT = """
[project]
name = "{name}"
version = "1.0"
description = "A small library."
license = {{text = "MIT"}}
"""


def run(root: Path, settings, store):
    with open_source(root) as repo:
        return run_klaro(repo, settings, store=store)


def section(readme: str, heading: str) -> str:
    return readme.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]


def test_docstring_summaries_survive_abbreviations_and_rest_markup() -> None:
    """twine cut "(e.g." mid-sentence; click showed ".." for a directive and "Option\\s"."""
    assert first_line("Read a file (e.g. ~/.pypirc). Then more.") == "Read a file (e.g. ~/.pypirc)."
    assert first_line("Use a path, i.e. a string. More.") == "Use a path, i.e. a string."
    assert first_line("Pooling, HTTP/2, etc. It can be shared.") == "Pooling, HTTP/2, etc."
    assert first_line(".. versionchanged:: 8.0\n    Changed.\n\nReal summary. More.") == "Real summary."
    assert first_line("\n.. versionadded:: 2.0\n") == ""
    assert first_line(":class:`Option`\\s or :class:`Argument`\\s. More.") == "Options or Arguments."
    assert first_line("See :py:meth:`Context.invoke` here.") == "See Context.invoke here."
    assert first_line("A value is missing if:\n\n- it is unset") == "", "a list intro is not a summary"


def test_property_setters_are_not_listed_twice() -> None:
    """twine's ``Settings.verbose`` appeared as a property and again as its setter."""
    source = '''
class Settings:
    @property
    def verbose(self) -> bool:
        """Whether to say more."""
        return self._v

    @verbose.setter
    def verbose(self, value: bool) -> None:
        """Set it."""
        self._v = value

    @verbose.deleter
    def verbose(self) -> None:
        del self._v
'''
    methods = analyze_python(source, "pkg/settings.py")["classes"][0]["methods"]
    assert [m["name"] for m in methods] == ["verbose"]
    assert methods[0]["decorators"] == ["property"]


def test_compact_signature_keeps_names_kinds_and_return() -> None:
    """httpx's 900-character signatures filled the size budget on their own."""
    long = (
        "(method: str, url: URL | str, /, *, content: RequestContent | None = None, "
        "data: RequestData | None = None, files: RequestFiles | None = None, "
        "timeout: TimeoutTypes | UseClientDefault = USE_CLIENT_DEFAULT_WITH_A_LONG_NAME, "
        "**extensions: typing.Any) -> Response"
    )
    assert len(long) > MAX_SIGNATURE
    assert compact_signature(long) == (
        "(method, url, /, *, content=None, data=None, files=None, timeout=..., **extensions) -> Response"
    )
    assert compact_signature("(a: int, b: str = 'x') -> None") == "(a: int, b: str = 'x') -> None"
    assert compact_signature("(" + "x" * 200) == "(" + "x" * 200, "unparsable text is left alone"


def _many_root_files(root: Path) -> Path:
    files = {"pyproject.toml": PYPROJECT.format(name="wide"), "tox.ini": "[tox]\nenvlist = py3\n"}
    files["wide/__init__.py"] = '"""Wide package."""\n'
    for index in range(30):
        files[f"wide/mod{index:02}.py"] = f"def f{index}() -> int:\n    return {index}\n"
    files["tests/__init__.py"] = ""
    for index in range(12):
        files[f"tests/test_{index:02}.py"] = f"def test_{index}() -> None:\n    assert True\n"
    for index in range(18):
        files[f"notes{index:02}.md"] = f"# Note {index}\n"
    return write(root, files)


def test_structure_keeps_every_root_entry_and_names_what_it_left_out(tmp_path, klaro_settings, klaro_store):
    """twine and httpx lost tox.ini / pyproject.toml: opening tests/ and the package used the lines."""
    root = _many_root_files(tmp_path / "wide")
    readme = run(root, klaro_settings, klaro_store).readme
    structure = section(readme, "Project structure")
    tree = structure.split("```text\n", 1)[1].split("```", 1)[0]
    for name in ("pyproject.toml", "tox.ini", "notes17.md", "tests/", "wide/"):
        assert any(line.split(" # ")[0].strip() == name for line in tree.splitlines()), name
    assert "  test_00.py" not in tree, "the tests folder is not opened as if it were the package"
    assert "  mod00.py" in tree
    assert re.search(r"Not shown in the tree: \d+ more in `wide/`\.", structure)
    assert unresolved_names(readme, root) == []


def test_exports_are_ranked_by_how_the_docs_use_them(tmp_path, klaro_settings, klaro_store):
    """httpx's alphabetical ``__all__`` put ASGITransport first and left ``get`` out."""
    exports = [f"Aardvark{i:02}" for i in range(40)] + ["get", "Client"]
    defs = "\n\n".join(
        f'class {name}:\n    """The {name} helper."""\n\n    def __init__(self, size: int = {i}) -> None:\n'
        f"        self.size = size\n"
        for i, name in enumerate(exports[:40])
    )
    files = {
        "pyproject.toml": PYPROJECT.format(name="fetchy"),
        "fetchy/__init__.py": f'"""Fetch things."""\nfrom ._api import *\n\n__all__ = {sorted(exports)!r}\n',
        "fetchy/_api.py": defs
        + '\n\ndef get(url: str, *, timeout: float = 5.0) -> "Client":\n    """Send a GET request."""\n'
        "    return Client(url)\n\n\nclass Client:\n"
        '    """A client."""\n\n    def __init__(self, url: str) -> None:\n        self.url = url\n',
        "README.md": "# fetchy\n\n```python\nimport fetchy\nfetchy.get('https://x')\n```\n",
        "docs/quickstart.md": "Use `fetchy.get()` or `fetchy.Client`:\n\n"
        "```python\nfrom fetchy import Client\nfetchy.get('u')\n```\n",
    }
    root = write(tmp_path / "fetchy", files)
    readme = run(root, klaro_settings, klaro_store).readme
    usage = section(readme, "Usage")
    assert "```python\nimport fetchy\nfetchy.get('https://x')\n```" in usage, "the README's own example"
    api = section(readme, "API overview")
    items = re.findall(r"^- `(?:class )?(\w+)", api, re.M)
    assert items[:2] == ["get", "Client"], items[:5]
    assert unresolved_names(readme, root) == []


def test_testing_section_never_opens_with_an_alternative(tmp_path, klaro_settings, klaro_store):
    """cobra's Testing section began "Or through the Makefile:" before ``go test``."""
    root = write(
        tmp_path / "goproj",
        {
            "go.mod": "module example.com/acme/widget\n\ngo 1.21\n",
            "widget.go": "package widget\n\n// New makes a widget.\nfunc New() int { return 1 }\n",
            "widget_test.go": 'package widget\n\nimport "testing"\n\nfunc TestNew(t *testing.T) {}\n',
            "Makefile": "test:\n\tgo test ./...\n",
            "LICENSE": "MIT License\n\nPermission is hereby granted, free of charge, to any person...\n",
        },
    )
    readme = run(root, klaro_settings, klaro_store).readme
    testing = section(readme, "Testing")
    first = testing.strip().splitlines()[0]
    assert first == "Run the test suite with the go tool:", testing
    assert testing.index("go test ./...") < testing.index("Or with the Makefile:") < testing.index("make test")
    usage = section(readme, "Usage")
    assert 'import "example.com/acme/widget"' in usage, "a Go library is used by importing its module"
    for heading in ("Configuration", "API overview"):
        text = section(readme, heading)
        assert "Go source of this repository was not read" in text, heading
        assert "read no environment variables" not in text and "found no public" not in text
    assert "Python source" not in section(readme, "About this README")
    assert unresolved_names(readme, root) == []

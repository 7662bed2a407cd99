"""Choose the one to three usage examples a README shows, from the examples the repository has.

Candidates come from where maintainers write examples (``agent.klaro.snippets``): the README
and the docs, doctests in the analysed modules' docstrings and in Rust doc comments, short
scripts under ``examples/`` or ``docs_src/``, and fixture-free tests. Each must pass
``agent.klaro.example_check``; the survivors are ranked — documentation before doctests before
scripts before tests, short before long, using the package's most used public names, introduced
by a sentence — and at most one is taken per file. Reading is bounded and ordered, so the same
repository always gives the same examples, and nothing is ever executed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import PurePosixPath

from agent.klaro.blocks import Block, Claim
from agent.klaro.example_check import Checked, check_snippet, source_texts
from agent.klaro.exports import by_usage, package_exports
from agent.klaro.facts import Facts, is_readme
from agent.klaro.foreign import SUFFIXES
from agent.klaro.ranking import in_package, is_api_candidate, is_test_path
from agent.klaro.snippets import (
    Snippet,
    docstring_snippets,
    markdown_snippets,
    rst_snippets,
    rust_doc_snippets,
    script_snippet,
    test_snippets,
)

__all__ = ["Example", "find_examples", "example_blocks", "MAX_EXAMPLES"]

MAX_EXAMPLES = 3
MAX_LINES = 25
MAX_SCRIPT_LINES = 30
MAX_TEST_LINES = 10
MAX_DOC_FILES = 80
MAX_SCRIPTS = 120
MAX_TEST_FILES = 30
MAX_MODULES = 80
MAX_LEAD = 160
SAME_FILE_COST = 2.5
_DOC_DIRS = ("docs", "doc", "documentation", "site", "guide", "guides")
_SCRIPT_DIRS = ("examples", "example", "docs_src", "docs/examples", "documentation/examples", "docs/src")
_KIND_WEIGHT = {"readme": 0, "docs": 0, "doctest": 1, "script": 2, "test": 4}
_DEFAULT_LEADS = {
    "readme": "An example from the project's README",
    "docs": "An example from the documentation",
    "doctest": "An example from the documentation in the source",
    "script": "An example script from the repository",
    "test": "A test that shows the API in use",
}
_ENTRY_PAGES = {
    "index",
    "readme",
    "quickstart",
    "quick-start",
    "getting-started",
    "get-started",
    "tutorial",
    "intro",
    "introduction",
    "usage",
    "first-steps",
    "overview",
    "user-guide",
    "guide",
}
_NOT_USAGE_PAGES = ("contribut", "changelog", "changes", "history", "release", "migrat", "develop", "hacking")
_ROLE = re.compile(r"\{[\w:-]+\}(?=\S)|:[\w:]+:(?=`)")
_FENCE_SUFFIX = {".py": "python", ".go": "go", ".rs": "rust"}


@dataclass(frozen=True)
class Example:
    """A chosen example: its lead sentence, code, fence language, source file and claims."""

    lead: str
    code: str
    fence: str
    path: str
    line: int
    kind: str
    claims: tuple[Claim, ...]


def _under(path: str, folders: tuple[str, ...]) -> bool:
    return any(path.startswith(folder + "/") for folder in folders)


def _about_the_project(path: str) -> bool:
    """Pages about working on or the history of the project (contributing, changelog), not using it."""
    stem = PurePosixPath(path).stem.lower()
    return any(word in stem for word in _NOT_USAGE_PAGES)


def _doc_files(facts: Facts) -> list[str]:
    docs = [
        p
        for p in facts.repo.files
        if _under(p, _DOC_DIRS)
        and p.endswith((".md", ".markdown", ".rst", ".txt"))
        and "/_build/" not in p
        and not _about_the_project(p)
    ]
    return sorted(docs, key=lambda p: (p.count("/"), p))[:MAX_DOC_FILES]


def _text_snippets(facts: Facts, path: str, kind: str) -> list[Snippet]:
    text = facts.repo.text_or_none(path)
    if text is None:
        return []
    if path.endswith(".rst"):
        return rst_snippets(text, path, kind)
    if path.endswith((".md", ".markdown")):
        return markdown_snippets(text, path, kind)
    return rst_snippets(text, path, kind) if ".. code" in text or ">>> " in text else []


def _script_language(path: str) -> str:
    suffix = PurePosixPath(path).suffix
    if suffix in SUFFIXES["node"]:
        return "node"
    return _FENCE_SUFFIX.get(suffix, "")


def collect(facts: Facts) -> list[Snippet]:
    """Every candidate the bounded reading finds, in a fixed order."""
    found: list[Snippet] = []
    for path in sorted(p for p in facts.repo.files if is_readme(p)):
        found += _text_snippets(facts, path, "readme")
    for path in _doc_files(facts):
        found += _text_snippets(facts, path, "docs")
    modules = [
        p for p in sorted(facts.modules) if p.endswith(".py") and is_api_candidate(p) and in_package(p, facts)
    ]
    for path in modules[:MAX_MODULES]:
        text = facts.repo.text_or_none(path)
        if text is not None and ">>>" in text:
            found += docstring_snippets(text, path, facts.modules[path].get("module", ""))
    if facts.manifest("Cargo.toml"):
        rust = sorted((p for p in facts.repo.files if p.startswith("src/") and p.endswith(".rs")), key=len)
        for path in rust[:20]:
            text = facts.repo.text_or_none(path)
            if text is not None:
                found += rust_doc_snippets(text, path)
    scripts = sorted(
        (p for p in facts.repo.files if _under(p, _SCRIPT_DIRS) and _script_language(p)),
        key=lambda p: (p.count("/"), p),
    )
    for path in scripts[:MAX_SCRIPTS]:
        text = facts.repo.text_or_none(path)
        snippet = script_snippet(text, path, _script_language(path), MAX_SCRIPT_LINES) if text else None
        if snippet is not None:
            found.append(snippet)
    tests = sorted(
        (p for p in facts.repo.files if p.endswith(".py") and is_test_path(p) and "/test_" in "/" + p),
        key=lambda p: (p.count("/"), p),
    )
    for path in tests[:MAX_TEST_FILES]:
        text = facts.repo.text_or_none(path)
        if text is not None:
            found += test_snippets(text, path, MAX_TEST_LINES)
    return found


def _top_names(facts: Facts) -> list[str]:
    for package in facts.top_packages:
        exports = package_exports(facts, f"{package}/__init__.py")
        if exports:
            dotted = facts.modules[f"{package}/__init__.py"]["module"]
            return [e.name for e in by_usage(facts, dotted, exports)][:10]
    return []


def _code_lines(checked: Checked) -> int:
    """Lines a reader has to read: a doctest's input lines, any other block's non-blank lines."""
    lines = [line for line in checked.code.splitlines() if line.strip()]
    if checked.fence == "pycon":
        return sum(1 for line in lines if line.startswith((">>>", "...")))
    return len(lines)


_IMPORTS = {
    "python": re.compile(r"^\s*(?:>>> )?(?:import|from)\s", re.M),
    "pycon": re.compile(r"^\s*(?:>>> )?(?:import|from)\s", re.M),
    "go": re.compile(r"^\s*(?:import\b|\"[\w.\-/]+\"$)", re.M),
    "rust": re.compile(r"^\s*use\s", re.M),
    "js": re.compile(r"\bimport\b|\brequire\(", re.M),
    "ts": re.compile(r"\bimport\b|\brequire\(", re.M),
}


def _complete(checked: Checked) -> bool:
    """Whether the example imports what it uses, so a reader can paste it and run it."""
    pattern = _IMPORTS.get(checked.fence)
    return bool(pattern and pattern.search(checked.code)) and not checked.implicit


def _score(checked: Checked, top: list[str], main_commands: set[str]) -> tuple[float, str, int]:
    """Lower is better: documentation first, the docs' entry pages, short code, top names, a lead."""
    snippet = checked.snippet
    lines = _code_lines(checked)
    score = _KIND_WEIGHT.get(snippet.kind, 3) * 2.0
    score += max(0, lines - 12) * 0.35 + (2.0 if lines < 2 else 0.0)
    score -= min(3, sum(1 for n in checked.names if n in top or n in main_commands))
    score -= 1.0 if snippet.lead else 0.0
    score -= 2.0 if _complete(checked) else 0.0
    if checked.fence == "bash":
        words = checked.code.split()
        if all(len(line.split()) < 2 for line in checked.code.splitlines()):
            score += 2.0  # bare command names teach nothing the command table does not
        if {w for w in words if w.startswith("-")} <= {"--help", "-h", "--version", "-V"}:
            score += 1.0  # asking for help is not an example of use
        score -= min(1.0, 0.5 * len({w for w in words if w.startswith("-")} - {"--help", "-h"}))
    stem = PurePosixPath(snippet.path).stem.lower().replace("_", "-").strip("-")
    if snippet.kind in ("readme", "docs") and (is_readme(snippet.path) or stem in _ENTRY_PAGES):
        score -= 1.5
    score += 0.5 * snippet.path.count("/")
    return score, snippet.path, snippet.line


def lead_sentence(snippet: Snippet) -> str:
    """The one-line lead for an example: its introducing sentence, else what kind of example it is."""
    from agent.klaro.sections import plain

    text = re.sub(r"\\(?=\s|$)", "", _ROLE.sub("", snippet.lead))
    text = re.sub(r"\|([^|\s][^|]*)\|", r"\1", text)  # reST substitutions: |Flake8|
    text = re.sub(r"\[([^\]]+)\](?!\()", r"\1", text)  # rustdoc and reference links: [follow_links]
    if re.search(r"\b(?:above|previous|preceding)\b", text, re.I):
        text = ""  # it leans on a block the README does not show
    sentences = [p for p in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text.strip()) if p]
    if len(sentences) > 1:
        text = sentences[-1] if text.rstrip().endswith(":") else sentences[0]
    text = plain(text).strip()
    if text and len(text) > MAX_LEAD:
        head = text[:MAX_LEAD].rsplit(". ", 1)[0]
        text = head + "." if len(head) < MAX_LEAD else ""
    text = re.sub(r"^(?:\d+[.)]|[-*+])\s+", "", text)
    text = re.sub(r"(?<=\w)_(?=\W|$)", "", text)  # reST reference names: "Test PyPI_"
    text = text.rstrip(":. ").rstrip()
    if not text or text.endswith(("(", ",")):
        return _DEFAULT_LEADS.get(snippet.kind, "An example from the repository")
    return text


def find_examples(facts: Facts) -> tuple[list[Example], dict[str, int]]:
    """The examples to show (best first, at most ``MAX_EXAMPLES``) and how many passed, per kind."""
    texts = source_texts(facts)
    passed: list[Checked] = []
    seen_code: set[str] = set()
    for snippet in collect(facts):
        if len(snippet.code.splitlines()) > MAX_LINES:
            continue
        checked = check_snippet(snippet, facts, texts)
        if isinstance(checked, str):
            continue
        key = " ".join(checked.code.split())
        if key in seen_code:
            continue
        seen_code.add(key)
        passed.append(checked)
    from agent.klaro.verify import Verifier

    verifier = Verifier(facts)
    passed = [c for c in passed if all(verifier.check(claim) is None for claim in c.claims)]
    top = _top_names(facts)
    main = set(list(facts.scripts)[:1])
    scores = {id(c): _score(c, top, main) for c in passed}
    chosen: list[Checked] = []
    while len(chosen) < MAX_EXAMPLES:  # greedy: a second example from a file already shown costs more
        left = [
            c
            for c in passed
            if c not in chosen and not any(c.snippet.lead and c.snippet.lead == o.snippet.lead for o in chosen)
        ]
        if not left:
            break

        def key(c: Checked) -> tuple[float, str, int]:
            score, path, line = scores[id(c)]
            return score + SAME_FILE_COST * sum(o.snippet.path == path for o in chosen), path, line

        chosen.append(min(left, key=key))
    examples = [
        Example(
            lead_sentence(c.snippet),
            c.code,
            c.fence,
            c.snippet.path,
            c.snippet.line,
            c.snippet.kind,
            tuple(c.claims),
        )
        for c in chosen
    ]
    found: dict[str, int] = {}
    for checked in passed:
        found[checked.snippet.kind] = found.get(checked.snippet.kind, 0) + 1
    return examples, dict(sorted(found.items()))


def example_blocks(examples: list[Example], leads: list[str] | None = None) -> list[Block]:
    """One usage block per example: the lead (or the model's rewrite of it), a link, the code."""
    from agent.klaro.sections import plain

    blocks = []
    for index, example in enumerate(examples):
        lead = example.lead
        offered = leads[index].strip() if leads and index < len(leads) else ""
        if offered and "```" not in offered and "\n" not in offered and len(offered) <= MAX_LEAD:
            lead = plain(offered).strip()
        lead = lead.rstrip(":. ")
        text = (
            f"{lead} (from [{example.path}]({example.path})):\n\n"
            f"```{example.fence}\n{example.code}\n```"
        )
        blocks.append(Block("usage", text, list(example.claims), verbatim=True))
    return blocks

"""Cut candidate usage examples out of a repository's text: docs, docstrings, scripts and tests.

A README's Usage section is most useful when it shows code the maintainers already wrote, so
Klaro looks where they write it — fenced blocks in Markdown, ``code-block`` directives and doctest
paragraphs in reStructuredText, ``>>>`` sessions in docstrings, fenced blocks in Rust doc
comments, short scripts under ``examples/`` or ``docs_src/``, and the simplest tests. Everything
here is text processing and ``ast`` parsing: no repository code is ever run. Each candidate keeps
the file and line it came from and the sentence that introduced it, so the README can link to it
and say what it does; whether its names are real is decided later (``agent.klaro.example_check``).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field

__all__ = [
    "Snippet",
    "LANGUAGES",
    "markdown_snippets",
    "rst_snippets",
    "docstring_snippets",
    "rust_doc_snippets",
    "script_snippet",
    "test_snippets",
]

# fence info string -> the language Klaro checks the block as
LANGUAGES = {
    "python": "python",
    "py": "python",
    "python3": "python",
    "pycon": "pycon",
    "pytb": "",
    "bash": "shell",
    "sh": "shell",
    "shell": "shell",
    "console": "shell",
    "shell-session": "shell",
    "zsh": "shell",
    "go": "go",
    "golang": "go",
    "rust": "rust",
    "rs": "rust",
    "no_run": "rust",
    "js": "node",
    "javascript": "node",
    "ts": "node",
    "typescript": "node",
    "mjs": "node",
}

_FENCE_OPEN = re.compile(r"^(\s*)(```+|~~~+)\s*([\w+-]*)[^\n]*$")
_RST_DIRECTIVE = re.compile(r"^(\s*)\.\. (?:code-block|code|sourcecode)::\s*([\w+-]*)\s*$")
_INCLUDE = re.compile(r"\{\*|\{!|--8<--|\{%")


@dataclass(frozen=True)
class Snippet:
    """One candidate example: its code, the language to check it as, and where it came from.

    ``kind`` is the source kind (docs, readme, doctest, script, test); ``lead`` is the sentence
    that introduced it in the source (may be empty); ``namespace`` is the module whose globals a
    docstring example runs in (doctests may use the module's names without importing them).
    """

    kind: str
    path: str
    line: int
    language: str
    code: str
    lead: str = ""
    namespace: str = ""
    names: tuple[str, ...] = field(default_factory=tuple)


def _lead(lines: list[str], index: int) -> str:
    """The prose paragraph just before line ``index`` (skipping blank lines), as one line."""
    end = index - 1
    while end >= 0 and not lines[end].strip():
        end -= 1
    start = end
    while start >= 0 and lines[start].strip() and not lines[start].strip().startswith(("```", "~~~", "..")):
        start -= 1
    text = " ".join(line.strip() for line in lines[start + 1 : end + 1])
    if text.startswith(("#", "|", "-", "*", ">", "<", "[", "=")) or not text:
        return ""
    return text


def _dedent(block: list[str]) -> str:
    widths = [len(line) - len(line.lstrip()) for line in block if line.strip()]
    cut = min(widths) if widths else 0
    text = "\n".join(line[cut:].rstrip() for line in block)
    return text.strip("\n")


def markdown_snippets(text: str, path: str, kind: str = "docs", default: str = "") -> list[Snippet]:
    """The fenced code blocks of a Markdown text whose language Klaro can check.

    ``default`` is the language of a fence with no info string (Rust doc comments: rust).
    """
    lines = text.splitlines()
    found: list[Snippet] = []
    index = 0
    while index < len(lines):
        match = _FENCE_OPEN.match(lines[index])
        if not match:
            index += 1
            continue
        indent, fence, info = match.groups()
        end = index + 1
        while end < len(lines) and not lines[end].strip().startswith(fence):
            end += 1
        body = lines[index + 1 : end]
        language = LANGUAGES.get(info.lower(), "") if info else (default or "auto")
        if body and body[0].lstrip().startswith(">>> ") and language in ("", "python", "auto"):
            language = "pycon"
        code = _dedent([line[len(indent) :] if line.startswith(indent) else line for line in body])
        if language and code and not _INCLUDE.search(code):
            found.append(Snippet(kind, path, index + 2, language, code, _lead(lines, index)))
        index = end + 1
    return found


def _indented_block(lines: list[str], start: int, base: int) -> tuple[list[str], int]:
    """The lines after ``start`` indented deeper than ``base`` (blank lines inside kept)."""
    end = start
    block: list[str] = []
    while end < len(lines):
        line = lines[end]
        if line.strip() and len(line) - len(line.lstrip()) <= base:
            break
        block.append(line)
        end += 1
    while block and not block[-1].strip():
        block.pop()
    return block, end


def rst_snippets(text: str, path: str, kind: str = "docs") -> list[Snippet]:
    """``code-block`` directives and ``>>>`` paragraphs of a reStructuredText text."""
    lines = text.splitlines()
    found: list[Snippet] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        directive = _RST_DIRECTIVE.match(line)
        if directive:
            base = len(directive.group(1))
            body_start = index + 1
            while body_start < len(lines) and lines[body_start].strip().startswith(":"):
                body_start += 1  # directive options such as :caption:
            block, end = _indented_block(lines, body_start, base)
            language = LANGUAGES.get(directive.group(2).lower(), "") if directive.group(2) else "auto"
            code = _dedent(block)
            if code.startswith(">>> ") and language in ("", "python", "auto"):
                language = "pycon"
            if language and code:
                found.append(Snippet(kind, path, body_start + 1, language, code, _lead(lines, index)))
            index = max(end, index + 1)
            continue
        if line.lstrip().startswith(">>> ") and (index == 0 or not lines[index - 1].strip()):
            base = len(line) - len(line.lstrip())
            end = index
            while end < len(lines) and lines[end].strip() and len(lines[end]) - len(lines[end].lstrip()) >= base:
                end += 1
            found.append(
                Snippet(kind, path, index + 1, "pycon", _dedent(lines[index:end]), _lead(lines, index))
            )
            index = end
            continue
        index += 1
    return found


def _doctest_runs(doc: str) -> list[tuple[int, str]]:
    """The ``>>>`` sessions of a docstring with their line offsets (prose around them dropped)."""
    lines = doc.splitlines()
    runs: list[tuple[int, str]] = []
    index = 0
    while index < len(lines):
        if not lines[index].lstrip().startswith(">>>"):
            index += 1
            continue
        base = len(lines[index]) - len(lines[index].lstrip())
        end = index
        while end < len(lines) and lines[end].strip() and len(lines[end]) - len(lines[end].lstrip()) >= base:
            end += 1
        runs.append((index, _dedent(lines[index:end])))
        index = end
    return runs


def docstring_snippets(source: str, path: str, module: str) -> list[Snippet]:
    """Doctest sessions in the docstrings of a module, its public classes and functions."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError):
        return []
    from agent.klaro.analysis import first_line

    found: list[Snippet] = []
    nodes: list[tuple[ast.AST, str]] = [(tree, "")]
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and not node.name.startswith("_"):
            nodes.append((node, node.name))
    for node, name in nodes:
        doc = ast.get_docstring(node, clean=True)  # type: ignore[arg-type]
        if not doc or ">>>" not in doc:
            continue
        start = node.body[0].lineno if getattr(node, "body", None) else 1  # type: ignore[attr-defined]
        summary = first_line(doc)
        for offset, code in _doctest_runs(doc):
            found.append(
                Snippet("doctest", path, start + offset, "pycon", code, summary, module, (name,) if name else ())
            )
    return found


_RUST_DOC = re.compile(r"^\s*//[!/] ?(.*)$")


def rust_doc_snippets(source: str, path: str) -> list[Snippet]:
    """Fenced examples in a Rust file's doc comments (``//!``, ``///`` and ``/*! … */``)."""
    lines = source.splitlines()
    doc: list[str] = []
    numbers: list[int] = []
    inside_block = False
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if inside_block:
            if stripped.startswith("*/"):
                inside_block = False
                doc.append("")
                numbers.append(number)
                continue
            doc.append(line)
            numbers.append(number)
        elif stripped.startswith("/*!"):
            inside_block = True
        elif _RUST_DOC.match(line):
            doc.append(_RUST_DOC.match(line).group(1))  # type: ignore[union-attr]
            numbers.append(number)
        elif doc and doc[-1] != "":
            doc.append("")
            numbers.append(number)
    found = []
    for snippet in markdown_snippets("\n".join(doc), path, "doctest", default="rust"):
        if snippet.language not in ("", "rust"):
            continue
        visible = [line for line in snippet.code.splitlines() if not re.match(r"^\s*#(\s|$)", line)]
        code = _dedent(visible)
        line = numbers[min(snippet.line - 1, len(numbers) - 1)] if numbers else snippet.line
        if code:
            found.append(Snippet("doctest", path, line, "rust", code, snippet.lead))
    return found


def script_snippet(source: str, path: str, language: str, max_lines: int) -> Snippet | None:
    """A whole example script when it is short enough to read in a README."""
    code = source.strip("\n")
    if not code or len(code.splitlines()) > max_lines:
        return None
    lead = ""
    if language == "python":
        try:
            doc = ast.get_docstring(ast.parse(source))
        except (SyntaxError, ValueError, RecursionError):
            return None
        if doc:
            from agent.klaro.analysis import first_line

            lead = first_line(doc)
            tree = ast.parse(source)
            body_start = tree.body[1].lineno if len(tree.body) > 1 else 0
            if not body_start:
                return None
            code = "\n".join(source.splitlines()[body_start - 1 :]).strip("\n")
    return Snippet("script", path, 1, language, code, lead)


_SCAFFOLDING = re.compile(r"\b(mock|Mock|patch|monkeypatch|pytest\.raises|fixture|tmp_path|capsys|caplog)\b")


def test_snippets(source: str, path: str, max_lines: int) -> list[Snippet]:
    """Test functions that take no fixtures and use no mocks: the imports they need plus their body."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError):
        return []
    lines = source.splitlines()
    imports = [s for s in tree.body if isinstance(s, ast.Import | ast.ImportFrom)]
    found: list[Snippet] = []
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test"):
            continue
        if node.args.args or node.args.kwonlyargs or node.decorator_list:
            continue
        body = node.body[1:] if ast.get_docstring(node) else node.body
        if not body:
            continue
        text = _dedent(lines[body[0].lineno - 1 : node.end_lineno])
        if len(text.splitlines()) > max_lines or _SCAFFOLDING.search(text):
            continue
        used = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        needed = []
        for stmt in imports:
            bound = {(a.asname or a.name).split(".")[0] for a in stmt.names}
            if bound & used:
                needed.append(ast.get_source_segment(source, stmt) or "")
        code = "\n".join([*needed, "", text]) if needed else text
        from agent.klaro.analysis import first_line

        found.append(Snippet("test", path, body[0].lineno, "python", code, first_line(ast.get_docstring(node))))
    return found

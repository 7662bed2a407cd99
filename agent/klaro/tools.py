"""The five tools of seed 003, bound to one repository per run.

Each tool returns a short text for the model (``content``) and the full facts for the draft
(``artifact``), so the LLM's context stays small while the writer gets everything. A tool that
cannot do what it was asked raises; the orchestration ``ToolExecutor`` turns that into an error
``ToolMessage``, the graph logs it in ``error_log`` and the planner chooses another step.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import PurePosixPath
from typing import Any

from langchain_core.tools import BaseTool, StructuredTool

from agent.klaro.analysis import analyze_python
from agent.klaro.knowledge import StyleKnowledge
from agent.klaro.repository import RepoFileError, Repository, normalise_path

__all__ = ["make_tools", "TOOL_NAMES", "MAX_CONTENT_CHARS", "render_tree"]

TOOL_NAMES = ("list_files", "read_file", "analyze_code", "retrieve_knowledge", "web_search")
MAX_CONTENT_CHARS = 6000
MAX_TREE_LINES = 300
MAX_TREE_DEPTH = 3
ARTIFACT_TEXT_CHARS = 64_000


def _clip(text: str, limit: int = MAX_CONTENT_CHARS) -> str:
    return (
        text if len(text) <= limit else text[:limit] + f"\n…[{len(text) - limit:,} more characters not shown]"
    )


def render_tree(
    repo: Repository, directory: str = "", depth: int = MAX_TREE_DEPTH, max_lines: int = MAX_TREE_LINES
) -> tuple[list[str], bool]:
    """Return the indented tree lines under ``directory`` and whether the listing was cut short."""
    prefix = f"{directory}/" if directory else ""
    children: dict[str, set[str]] = {}
    counts: dict[str, int] = {}
    for path in repo.files:
        if not path.startswith(prefix):
            continue
        parts = path[len(prefix) :].split("/")
        for level in range(len(parts)):
            parent = "/".join(parts[:level])
            children.setdefault(parent, set()).add("/".join(parts[: level + 1]))
            counts[parent] = counts.get(parent, 0) + 1
    lines: list[str] = []
    truncated = False

    def walk(node: str, level: int) -> None:
        nonlocal truncated
        kids = sorted(children.get(node, ()), key=lambda p: (prefix + p not in repo.dirs, p))
        for kid in kids:
            if len(lines) >= max_lines:
                truncated = True
                return
            is_dir = prefix + kid in repo.dirs
            name = PurePosixPath(kid).name + ("/" if is_dir else "")
            if is_dir and level + 1 >= depth:
                lines.append("  " * level + f"{name} ({counts.get(kid, 0)} files)")
                continue
            lines.append("  " * level + name)
            if is_dir:
                walk(kid, level + 1)

    walk("", 0)
    return lines, truncated


def make_tools(
    repo: Repository,
    knowledge: StyleKnowledge | None,
    search: Callable[[str], list[dict[str, str]]] | None = None,
) -> list[BaseTool]:
    """Build the tools for one repository; ``search`` enables ``web_search`` (off by default)."""

    def list_files(directory: str = ".") -> tuple[str, dict[str, Any]]:
        """List the files and folders under a directory of the repository (depth- and size-capped).

        Args:
            directory: A folder relative to the repository root; "." is the root.
        """
        folder = normalise_path(directory)
        if folder and not repo.is_dir(folder):
            raise RepoFileError(f"'{folder}' is not a folder of the repository.")
        lines, truncated = render_tree(repo, folder)
        header = f"/ {repo.name}/{folder}" if folder else f"/ {repo.name}/"
        note = ""
        if not folder and repo.skipped:
            note = "\nSkipped: " + "; ".join(
                f"{reason}: {len(paths)}" for reason, paths in sorted(repo.skipped.items())
            )
        content = _clip(
            "\n".join([header, *lines]) + ("\n…(more entries not shown)" if truncated else "") + note
        )
        files = sorted(p for p in repo.files if p.startswith(f"{folder}/" if folder else ""))
        return content, {
            "kind": "tree",
            "directory": folder or ".",
            "files": len(files),
            "truncated": truncated,
        }

    def read_file(file_path: str) -> tuple[str, dict[str, Any]]:
        """Read a text file of the repository (at most 1 MB; binary files are refused).

        Args:
            file_path: The file's path relative to the repository root.
        """
        path = normalise_path(file_path)
        text = repo.read_text(path)
        artifact = {
            "kind": "file",
            "path": path,
            "text": text[:ARTIFACT_TEXT_CHARS],
            "truncated": len(text) > ARTIFACT_TEXT_CHARS,
            "size": len(text),
        }
        return _clip(text), artifact

    def analyze_code(file_path: str) -> tuple[str, dict[str, Any]]:
        """Analyse a Python file with the ast module: classes, functions, signatures, CLI, env vars.

        Args:
            file_path: The Python file's path relative to the repository root.
        """
        path = normalise_path(file_path)
        if not path.endswith((".py", ".pyi")):
            raise RepoFileError(f"analyze_code reads Python files only; use read_file for '{path}'.")
        source = repo.read_text(path)
        try:
            facts = analyze_python(source, path, repo.files)
        except SyntaxError as exc:
            raise ValueError(f"'{path}' has a syntax error on line {exc.lineno}: {exc.msg}.") from None
        summary = {k: facts[k] for k in ("module", "docstring", "all", "main_block", "env_vars")}
        summary["classes"] = [
            {"name": c["name"], "bases": c["bases"], "methods": [m["name"] for m in c["methods"]]}
            for c in facts["classes"]
        ]
        summary["functions"] = [f"{f['name']}{f['signature']}" for f in facts["functions"]]
        summary["cli"] = [
            {"name": c["name"], "options": [o["flags"][0] for o in c["options"]]} for c in facts["cli"]
        ]
        return _clip(json.dumps(summary, ensure_ascii=False)), {"kind": "analysis", **facts}

    def retrieve_knowledge(query: str) -> tuple[str, dict[str, Any]]:
        """Retrieve the three style-guide passages most relevant to a query (README conventions).

        Args:
            query: What you need to know, e.g. "README sections and their order".
        """
        if knowledge is None:
            raise RuntimeError("The knowledge base is not available in this run.")
        chunks = knowledge.retrieve(query, k=3)
        body = "\n---\n".join(f"Source {i + 1}: {chunk}" for i, chunk in enumerate(chunks))
        return _clip("Retrieved Information:\n" + body), {
            "kind": "knowledge",
            "query": query,
            "chunks": chunks,
        }

    def web_search(query: str) -> tuple[str, dict[str, Any]]:
        """Search the web (only when a search provider is configured; otherwise it fails).

        Args:
            query: The search query.
        """
        if search is None:
            raise RuntimeError(
                "web_search is disabled because no search provider is configured; "
                "use the repository's own files."
            )
        results = search(query)[:5]
        text = "\n".join(f"{r.get('title', '')}: {r.get('url', '')}\n{r.get('snippet', '')}" for r in results)
        return _clip(text), {"kind": "web", "query": query, "results": results}

    functions = [list_files, read_file, analyze_code, retrieve_knowledge, web_search]
    return [
        StructuredTool.from_function(
            func=fn, name=fn.__name__, response_format="content_and_artifact", parse_docstring=True
        )
        for fn in functions
    ]

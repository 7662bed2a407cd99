"""Turn tool results into facts, and answer questions about them (name, scripts, license…).

``absorb`` is what ``update_draft`` does with the tool messages of one step: manifests are parsed,
license files identified, docs summarised, analyses filed by path, failures remembered. ``Facts``
is a read-only view over the merged results plus the repository listing, shared by the planner,
the writer and the verifier so all three agree on what the project declares.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cached_property
from pathlib import PurePosixPath
from typing import Any

from langchain_core.messages import AIMessage, AnyMessage, ToolMessage

from agent.klaro.analysis import module_name
from agent.klaro.manifests import detect_license, is_manifest, parse_manifest
from agent.klaro.repository import Repository

__all__ = ["absorb", "Facts", "is_license_file", "is_readme", "is_contributing", "latest_step"]

_PY_MANIFESTS = ("pyproject.toml", "setup.cfg", "setup.py")
_USAGE_DIRS = ("docs", "doc", "examples", "example")
_USAGE_FILES = 80
_OTHER_MARKERS = (
    ("package.json", "node", (".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts")),
    ("go.mod", "go", (".go",)),
    ("Cargo.toml", "rust", (".rs",)),
)


def is_license_file(path: str) -> bool:
    """Whether ``path`` looks like a license file (LICENSE, COPYING, LICENCE, with any suffix)."""
    return "/" not in path and PurePosixPath(path).stem.upper().split("-")[0] in (
        "LICENSE",
        "LICENCE",
        "COPYING",
    )


def is_readme(path: str) -> bool:
    """Whether ``path`` is a README at the repository root."""
    return "/" not in path and PurePosixPath(path).stem.upper() == "README"


def is_contributing(path: str) -> bool:
    """Whether ``path`` is contribution guidance (CONTRIBUTING, at the root or in .github/docs)."""
    return PurePosixPath(path).stem.upper() == "CONTRIBUTING" and path.count("/") <= 1


def _summary(text: str) -> dict[str, str]:
    title = ""
    paragraph: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not title and stripped.startswith("#"):
            title = stripped.lstrip("#").strip()
            continue
        if stripped.startswith(("#", "[!", "![", "<", "```", "|", "---", "===", "[![")):
            if paragraph:
                break
            continue
        if not stripped:
            if paragraph:
                break
            continue
        paragraph.append(stripped)
    return {"title": title, "summary": " ".join(paragraph)[:400]}


def latest_step(messages: Sequence[AnyMessage]) -> tuple[AIMessage | None, list[ToolMessage]]:
    """Return the last planning message and the tool results that answered it."""
    results: list[ToolMessage] = []
    for message in reversed(messages):
        if isinstance(message, ToolMessage):
            results.append(message)
        elif isinstance(message, AIMessage):
            return message, list(reversed(results))
    return None, list(reversed(results))


def absorb(plan: AIMessage | None, results: Sequence[ToolMessage]) -> dict[str, Any]:
    """Return the ``analysis_results`` update for one step's tool results."""
    calls = {call["id"]: call for call in (plan.tool_calls if plan else [])}
    update: dict[str, dict[str, Any]] = {
        "manifests": {},
        "docs": {},
        "licenses": {},
        "modules": {},
        "failed": {},
    }
    for message in results:
        call = calls.get(message.tool_call_id, {"name": message.name or "", "args": {}})
        path = str(call["args"].get("file_path", ""))
        if message.status == "error" or not isinstance(message.artifact, dict):
            if path:
                text = re.sub(r"^(Error: )?(The tool '\w+' failed: )?", "", str(message.content))
                update["failed"][path] = text
            continue
        artifact = message.artifact
        kind = artifact.get("kind")
        if kind == "analysis":
            update["modules"][artifact["path"]] = {k: v for k, v in artifact.items() if k != "kind"}
        elif kind == "knowledge":
            update["style"] = {"query": artifact["query"], "chunks": artifact["chunks"]}
        elif kind == "tree":
            update.setdefault("tree", {})[artifact["directory"]] = artifact["files"]
        elif kind == "file":
            _absorb_file(artifact["path"], artifact["text"], update)
    return {key: value for key, value in update.items() if value}


def _absorb_file(path: str, text: str, update: dict[str, dict[str, Any]]) -> None:
    if is_manifest(path):
        try:
            update["manifests"][path] = parse_manifest(path, text)
        except ValueError as exc:
            update["failed"][path] = str(exc)
    elif is_license_file(path):
        update["licenses"][path] = detect_license(text)
    else:
        update["docs"][path] = _summary(text)


class Facts:
    """A read-only view over the merged analysis results and the repository listing."""

    def __init__(self, results: dict[str, Any], repo: Repository) -> None:
        """Wrap ``results`` (the state's ``analysis_results``) and ``repo``."""
        self.results = results
        self.repo = repo
        self.manifests: dict[str, dict[str, Any]] = results.get("manifests", {})
        self.modules: dict[str, dict[str, Any]] = results.get("modules", {})
        self.docs: dict[str, dict[str, str]] = results.get("docs", {})
        self.failed: dict[str, str] = results.get("failed", {})

    @cached_property
    def module_map(self) -> dict[str, str]:
        """Map every importable module name to its file (first path wins on clashes)."""
        mapping: dict[str, str] = {}
        for path in sorted(self.repo.files):
            if path.endswith(".py"):
                mapping.setdefault(module_name(path, self.repo.files), path)
        return mapping

    @cached_property
    def usage_text(self) -> str:
        """The text of the README, docs and examples: where a project shows how it is used.

        Read straight from the repository (bounded: ``_USAGE_FILES`` files, in a fixed order) so
        the API overview can rank exported names by how often the project's own documentation
        uses them; nothing here is quoted in the README.
        """
        wanted = sorted(
            (
                p
                for p in self.repo.files
                if is_readme(p)
                or (p.split("/")[0] in _USAGE_DIRS and p.endswith((".md", ".rst", ".txt", ".py")))
            ),
            key=lambda p: (p.count("/"), p),
        )
        return "\n".join(filter(None, (self.repo.text_or_none(p) for p in wanted[:_USAGE_FILES])))

    def _python(self, key: str) -> Any:
        for name in _PY_MANIFESTS:
            value = self.manifests.get(name, {}).get(key)
            if value:
                return value
        return None

    def python_source(self, key: str) -> str | None:
        """Return which Python manifest (root file name) declares ``key``."""
        return next((n for n in _PY_MANIFESTS if self.manifests.get(n, {}).get(key)), None)

    @property
    def dist_name(self) -> str | None:
        """The Python distribution name, as a manifest declares it."""
        return self._python("name")

    @property
    def scripts(self) -> dict[str, str]:
        """Console scripts in declaration order, from the first manifest that declares any."""
        return dict(self._python("scripts") or {})

    @property
    def ecosystem(self) -> str:
        """The repository's main ecosystem: python, node, go, rust, other or unknown.

        A Python manifest makes it Python. Otherwise another ecosystem's root manifest decides,
        unless Python files outnumber that ecosystem's own sources: a Rust crate with one helper
        script in Python (walkdir's ``compare/walk.py``) is still a Rust crate.
        """
        names = set(self.manifests) | set(self.repo.files)
        python_files = sum(1 for p in self.repo.files if p.endswith(".py"))
        if any(n in names for n in _PY_MANIFESTS) and (self.dist_name or python_files):
            return "python"
        for marker, ecosystem, suffixes in _OTHER_MARKERS:
            if marker in names:
                own = sum(1 for p in self.repo.files if p.endswith(suffixes))
                return "python" if python_files > own else ecosystem
        if python_files:
            return "python"
        return "other" if any(m.get("kind") == "other" for m in self.manifests.values()) else "unknown"

    @property
    def language(self) -> str:
        """The main language's name for prose ("the Rust source"); TypeScript when it dominates."""
        ecosystem = self.ecosystem
        if ecosystem == "node":
            ts = sum(1 for p in self.repo.files if p.endswith((".ts", ".tsx", ".mts", ".cts")))
            js = sum(1 for p in self.repo.files if p.endswith((".js", ".jsx", ".mjs", ".cjs")))
            return "TypeScript" if ts > js or (ts and self.repo.is_file("tsconfig.json")) else "JavaScript"
        return {"python": "Python", "go": "Go", "rust": "Rust"}.get(ecosystem, "")

    def manifest(self, name: str) -> dict[str, Any]:
        """Return the root manifest ``name``'s facts, or an empty dict."""
        return self.manifests.get(name, {})

    @property
    def project_name(self) -> str:
        """The name the project calls itself (manifest first, else the folder or zip name)."""
        for source in (*_PY_MANIFESTS, "package.json", "Cargo.toml"):
            name = self.manifest(source).get("name")
            if name:
                return str(name)
        module = self.manifest("go.mod").get("name")
        return str(module).rsplit("/", 1)[-1] if module else self.repo.name

    @property
    def description(self) -> tuple[str, str] | None:
        """One sentence describing the project and where it comes from, if anything says it."""
        for source in (*_PY_MANIFESTS, "package.json", "Cargo.toml"):
            text = self.manifest(source).get("description")
            if text:
                return " ".join(str(text).split()), source
        for package in self.top_packages:
            doc = self.modules.get(f"{package}/__init__.py", {}).get("docstring")
            if doc:
                return doc, f"{package}/__init__.py"
        for path, doc in sorted(self.docs.items()):
            if is_readme(path) and doc.get("summary"):
                sentence = re.split(r"(?<=[.!?])\s", doc["summary"])[0]
                return sentence, path
        return None

    @property
    def license(self) -> tuple[str, str] | None:
        """The license identifier and the file that declares it (metadata first, then LICENSE)."""
        for source in (*_PY_MANIFESTS, "package.json", "Cargo.toml"):
            value = self.manifest(source).get("license")
            if value and len(str(value)) <= 60:
                return str(value), source
        for path, spdx in sorted(self.results.get("licenses", {}).items()):
            if spdx:
                return spdx, path
        return None

    @cached_property
    def top_packages(self) -> list[str]:
        """Folders (at the root or under src/) that are import packages, largest first."""
        found = []
        for path in self.repo.files:
            parts = path.split("/")
            if parts[-1] == "__init__.py" and (len(parts) == 2 or (len(parts) == 3 and parts[0] == "src")):
                found.append("/".join(parts[:-1]))
        counts = {
            p: sum(1 for f in self.repo.files if f.startswith(p + "/") and f.endswith(".py")) for p in found
        }
        dist = re.sub(r"[-_.]+", "_", (self.dist_name or "").lower())
        return sorted(
            found,
            key=lambda p: (
                PurePosixPath(p).name.startswith(("test", "_")),
                PurePosixPath(p).name.lower() != dist,
                -counts[p],
                p,
            ),
        )

    def module_file(self, dotted: str) -> str | None:
        """Return the file that defines module ``dotted``, if the repository has one."""
        return self.module_map.get(dotted)

    def license_files(self) -> list[str]:
        """Root license files present in the repository."""
        return sorted(p for p in self.repo.files if is_license_file(p))

    def missing_sections(self) -> list[str]:
        """Sections the facts cannot fill yet (no manifest, no analysed module, unread license)."""
        missing = [] if self.manifests else ["installation"]
        if self.ecosystem == "python" and not self.modules:
            missing.extend(["usage", "api"])
        if self.license is None and self.license_files():
            missing.append("license")
        return missing

"""Fixtures for the Klaro tests: a shared vector store, settings in a temporary home, and an
independent check that every name a README mentions really is in the repository."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from agent.config import Settings
from agent.storage.vectors import VectorStore

SKIPPED_PARTS = {".venv", "node_modules", ".git", ".samaritan", "__pycache__", ".pytest_cache", ".ruff_cache"}
TOOL_WORDS = {
    "pip",
    "install",
    "-e",
    "-r",
    "python",
    "-m",
    "npm",
    "run",
    "test",
    "start",
    "go",
    "get",
    "cargo",
    "build",
    "--release",
    "add",
    "make",
    "tox",
    "nox",
    "streamlit",
    "unittest",
    "discover",
    "pytest",
    "import",
    "from",
    ".",
    "class",
    "async",
    "./...",
}


@pytest.fixture(scope="session")
def klaro_store(tmp_path_factory: pytest.TempPathFactory) -> VectorStore:
    """One vector store for the whole session (building the ONNX graph once)."""
    return VectorStore(tmp_path_factory.mktemp("klaro-vectors"))


@pytest.fixture
def klaro_settings(tmp_path: Path) -> Settings:
    """Offline settings whose data directory is a temporary folder."""
    return Settings(home=tmp_path / "home")


def repo_corpus(root: Path) -> str:
    """All the text of a repository folder, for the independent name check."""
    parts = []
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).parts
        if (
            any(part in SKIPPED_PARTS for part in rel)
            or not path.is_file()
            or path.stat().st_size > 1_000_000
        ):
            continue
        if True:
            parts.append(path.relative_to(root).as_posix())
            parts.append(path.read_text(encoding="utf-8", errors="replace"))
    return "\n".join(parts)


def _token_ok(token: str, root: Path, corpus: str) -> bool:
    token = token.strip("\"'`,()[]")
    if not token or token in TOOL_WORDS:
        return True
    if token.startswith(".[") or token.startswith('".['):
        return token.strip('".[]') in corpus
    if (root / token.rstrip("/")).exists() or token in corpus:
        return True
    bare = token.lstrip("-")
    if token.startswith("-") and bare and (f'"{bare}"' in corpus or f"'{bare}'" in corpus):
        return True  # a parser declares the long name without dashes: clap .long("x"), pflag, Go flag
    bare = token.removesuffix("@latest")
    return any(
        bare.startswith(p) and (root / bare[len(p) + 1 :]).exists()
        for p in re.findall(r"module (\S+)", corpus)
    )


def unresolved_names(readme: str, root: Path) -> list[str]:
    """Names in ``readme`` that an independent, crude check cannot find in the repository at ``root``."""
    corpus = repo_corpus(root)
    bad: list[str] = []
    fences = re.findall(r"^```(\w*)\n(.*?)^```", readme, re.S | re.M)
    for language, body in fences:
        for line in body.splitlines():
            text = line.split(" # ")[0].strip()
            if not text:
                continue
            if language == "text":
                if not any(p.name == text.rstrip("/") for p in root.rglob(text.rstrip("/"))):
                    bad.append(text)
            elif not all(_token_ok(t, root, corpus) for t in re.split(r"[\s,]+", text)):
                bad.append(text)
    prose = re.sub(r"^```.*?^```", "", readme, flags=re.S | re.M)
    for span in re.findall(r"(?<!`)`([^`\n]+)`(?!`)", prose):
        head = re.split(r"[(:\s]", span.removeprefix("class ").removeprefix("async "), maxsplit=1)[0]
        parts = [head] if "/" in head or head.startswith("-") else head.split(".")
        if not all(_token_ok(p, root, corpus) for p in parts if p):
            bad.append(span)
    for target in re.findall(r"\]\(([^)\s]+)\)", prose):
        if not (target in corpus if target.startswith("http") else (root / target).exists()):
            bad.append(target)
    return bad

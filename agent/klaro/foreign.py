"""Whether the Go, Rust or JavaScript/TypeScript source of a repository declares a public name.

Klaro analyses Python with ``ast``; for the other languages it only needs to answer one question
about an example it quotes from the docs: is ``cobra.Command``, ``walkdir::WalkDir`` or
``import {HTTPError} from 'got'`` a name the repository really declares? A declaration pattern
per language (``type X``/``func X`` in Go, ``pub struct X`` in Rust, ``export const X`` in
JavaScript) over the language's non-test source files is enough for that, and it reads no more
than the file text the verifier already holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import PurePosixPath

__all__ = ["SUFFIXES", "source_files", "declares"]

SUFFIXES = {
    "go": (".go",),
    "rust": (".rs",),
    "node": (".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx"),
}
_SKIP_DIRS = {
    "test",
    "tests",
    "testdata",
    "examples",
    "example",
    "docs",
    "doc",
    "documentation",
    "benches",
    "node_modules",
    "vendor",
    "dist",
    "site",
}
MAX_FILES = 400


def source_files(files: Iterable[str], language: str) -> list[str]:
    """The language's source files outside tests, docs, examples and vendored code, sorted."""
    suffixes = SUFFIXES.get(language, ())
    chosen = []
    for path in sorted(files):
        parts = PurePosixPath(path).parts
        name = parts[-1]
        if not name.endswith(suffixes) or any(p in _SKIP_DIRS or p.startswith(".") for p in parts[:-1]):
            continue
        if name.endswith("_test.go") or re.search(r"\.(test|spec)\.\w+$", name):
            continue
        chosen.append(path)
    return chosen[:MAX_FILES]


def _pattern(language: str, name: str) -> re.Pattern[str]:
    n = re.escape(name)
    if language == "go":
        return re.compile(
            rf"^(?:func|type|var|const)\s+{n}\b|^func\s*\([^)]*\)\s*{n}\s*[(\[]|^\t{n}\s*(?:=|[\w*\[])", re.M
        )
    if language == "rust":
        return re.compile(
            rf"\bpub(?:\([^)]*\))?\s+(?:unsafe\s+|async\s+|const\s+)*"
            rf"(?:struct|enum|fn|trait|type|mod|const|static|union)\s+{n}\b|\bpub\s+use\s+[^;]*\b{n}\b"
        )
    if language == "node":
        if name == "default":
            return re.compile(r"\bexport\s+default\b|\bmodule\.exports\s*=|\bexport\s*\{[^}]*\bas\s+default\b")
        return re.compile(
            rf"\bexport\s+(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?"
            rf"(?:function\*?|const|let|var|class|type|interface|enum)\s+{n}\b|\bexport\s*(?:type\s*)?\{{[^}}]*\b{n}\b"
        )
    if language == "node-member":
        return re.compile(rf"""['"]{n}['"]|\b{n}\s*(?:\(|:|=[^=>])|\bget\s+{n}\b""")
    raise ValueError(f"unknown language {language}")


def declares(texts: Iterable[str], language: str, name: str) -> bool:
    """Whether any of ``texts`` (the language's source files) declares ``name``."""
    pattern = _pattern(language, name)
    return any(pattern.search(text) for text in texts)

"""Decide which repository files Klaro looks at: ``.gitignore`` rules plus what is never source.

A README describes the code a person wrote, so version-control metadata, virtualenvs,
``node_modules``, build outputs, caches, vendored copies of other projects and binaries are left
out before any tool sees the tree, and so is whatever the repository's own ``.gitignore`` files
ignore. ``.env`` files are skipped too: they hold secrets, and a README must never quote them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

__all__ = ["GitIgnore", "skip_reason", "SKIP_DIRS", "BINARY_SUFFIXES"]

SKIP_DIRS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
        ".bzr",
        "node_modules",
        "bower_components",
        "__pycache__",
        ".venv",
        "venv",
        "virtualenv",
        ".virtualenv",
        "site-packages",
        ".tox",
        ".nox",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
        ".hypothesis",
        ".eggs",
        "build",
        "dist",
        "target",
        ".next",
        ".nuxt",
        "htmlcov",
        ".idea",
        ".vscode",
        ".gradle",
        "vendor",
        "vendored",
        "_vendor",
        "third_party",
        "third-party",
        ".cache",
        ".ipynb_checkpoints",
        ".samaritan",
        ".terraform",
        ".direnv",
        ".pixi",
        ".nyc_output",
        "coverage",
    }
)
VENDORED_DIRS = frozenset({"vendor", "vendored", "_vendor", "third_party", "third-party", "bower_components"})
BUILD_DIRS = frozenset({"build", "dist", "target", ".next", ".nuxt", "htmlcov", "coverage", ".eggs"})
BINARY_SUFFIXES = frozenset(
    {
        ".pyc",
        ".pyo",
        ".pyd",
        ".so",
        ".dll",
        ".dylib",
        ".exe",
        ".o",
        ".a",
        ".lib",
        ".obj",
        ".class",
        ".jar",
        ".war",
        ".whl",
        ".egg",
        ".zip",
        ".tar",
        ".gz",
        ".tgz",
        ".bz2",
        ".xz",
        ".7z",
        ".rar",
        ".zst",
        ".png",
        ".jpg",
        ".jpeg",
        ".gif",
        ".bmp",
        ".ico",
        ".icns",
        ".webp",
        ".tif",
        ".tiff",
        ".psd",
        ".pdf",
        ".doc",
        ".docx",
        ".xls",
        ".xlsx",
        ".ppt",
        ".pptx",
        ".woff",
        ".woff2",
        ".ttf",
        ".otf",
        ".eot",
        ".mp3",
        ".mp4",
        ".wav",
        ".ogg",
        ".flac",
        ".avi",
        ".mov",
        ".mkv",
        ".webm",
        ".db",
        ".sqlite",
        ".sqlite3",
        ".duckdb",
        ".npy",
        ".npz",
        ".pkl",
        ".pickle",
        ".parquet",
        ".feather",
        ".arrow",
        ".h5",
        ".hdf5",
        ".bin",
        ".onnx",
        ".safetensors",
        ".pt",
        ".pth",
        ".ckpt",
        ".dat",
        ".iso",
        ".dmg",
        ".wasm",
        ".mo",
        ".cab",
        ".msi",
        ".deb",
        ".rpm",
        ".apk",
        ".swf",
    }
)


def skip_reason(path: str, is_dir: bool) -> str | None:
    """Return why ``path`` is never looked at (a short phrase), or None when it may be."""
    parts = PurePosixPath(path).parts
    for part in parts if is_dir else parts[:-1]:
        if part in VENDORED_DIRS:
            return "vendored code"
        if part in BUILD_DIRS or part.endswith(".egg-info"):
            return "build output"
        if part in SKIP_DIRS:
            return "tooling or environment folder"
    if is_dir:
        return None
    name = parts[-1]
    if name == ".env" or (
        name.startswith(".env.") and not name.endswith((".example", ".sample", ".template"))
    ):
        return "environment file (may hold secrets)"
    if PurePosixPath(name).suffix.lower() in BINARY_SUFFIXES:
        return "binary"
    if name in {".DS_Store", "Thumbs.db"}:
        return "binary"
    return None


@dataclass
class _Rule:
    base: str
    regex: re.Pattern[str]
    negate: bool
    dir_only: bool


def _translate(glob: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(glob):
        ch = glob[i]
        if glob.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif glob.startswith("/**", i) and i + 3 == len(glob):
            out.append("/.*")
            i += 3
        elif glob.startswith("**", i):
            out.append(".*")
            i += 2
        elif ch == "*":
            out.append("[^/]*")
            i += 1
        elif ch == "?":
            out.append("[^/]")
            i += 1
        elif ch == "[":
            end = glob.find("]", i + 2)
            if end == -1:
                out.append(re.escape(ch))
                i += 1
            else:
                body = glob[i + 1 : end]
                body = "^" + body[1:] if body.startswith("!") else body
                out.append(f"[{body.replace(chr(92), chr(92) * 2)}]")
                i = end + 1
        elif ch == "\\" and i + 1 < len(glob):
            out.append(re.escape(glob[i + 1]))
            i += 2
        else:
            out.append(re.escape(ch))
            i += 1
    return "".join(out)


@dataclass
class GitIgnore:
    """The rules of every ``.gitignore`` found so far, each relative to its own folder."""

    rules: list[_Rule] = field(default_factory=list)

    def add(self, base: str, text: str) -> None:
        """Add the patterns of the ``.gitignore`` that lives in folder ``base`` ("" for the root)."""
        for raw in text.splitlines():
            line = raw.rstrip("\n\r")
            if not line.strip() or line.startswith("#"):
                continue
            if not line.endswith("\\ "):
                line = line.rstrip(" ")
            negate = line.startswith("!")
            if negate:
                line = line[1:]
            elif line.startswith("\\!") or line.startswith("\\#"):
                line = line[1:]
            dir_only = line.endswith("/")
            line = line.rstrip("/")
            if not line:
                continue
            anchored = "/" in line
            line = line.lstrip("/")
            pattern = _translate(line)
            if not anchored:
                pattern = "(?:.*/)?" + pattern
            try:
                regex = re.compile(f"(?s:{pattern})")
            except re.error:
                continue
            self.rules.append(_Rule(base=base, regex=regex, negate=negate, dir_only=dir_only))

    def ignored(self, path: str, is_dir: bool) -> bool:
        """Return whether git would ignore ``path`` itself (its folders are checked by the caller)."""
        verdict = False
        for rule in self.rules:
            if rule.dir_only and not is_dir:
                continue
            if rule.base:
                if not path.startswith(rule.base + "/"):
                    continue
                rel = path[len(rule.base) + 1 :]
            else:
                rel = path
            if rule.regex.fullmatch(rel):
                verdict = not rule.negate
        return verdict

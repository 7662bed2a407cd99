"""A read-only view of a repository — a folder or a validated zip — that nothing can escape.

Tools never touch the file system directly: they ask a ``Repository`` for a path relative to the
repository root, and the repository answers only for files it has listed, capped in size and
decoded as text. Which files are listed (and which are skipped, and why) is decided once, when the
repository opens, from ``agent.klaro.ignore``; the skipped ones are named in the README's notes.
"""

from __future__ import annotations

import os
import stat
from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from agent.errors import UploadRejected
from agent.klaro.ignore import GitIgnore, skip_reason

__all__ = [
    "RawEntry",
    "Repository",
    "DirRepository",
    "RepoFileError",
    "MAX_TEXT_BYTES",
    "MAX_ENTRIES",
    "MAX_DEPTH",
    "normalise_path",
]

MAX_TEXT_BYTES = 1_000_000
MAX_ENTRIES = 10_000
MAX_DEPTH = 32
_WALK_CAP = 200_000


class RepoFileError(ValueError):
    """A tool asked for a path the repository cannot give (missing, outside, binary, too large)."""


@dataclass(frozen=True)
class RawEntry:
    """One entry as the source lists it, before skipping: a posix path, its size, file or folder."""

    path: str
    size: int
    is_dir: bool = False


def normalise_path(user_path: str) -> str:
    """Turn a path a tool was given into a clean relative posix path; refuse any way out."""
    text = (user_path or "").strip().replace("\\", "/")
    if "\x00" in text:
        raise RepoFileError("The path contains a NUL character.")
    if text.startswith("/") or (len(text) > 1 and text[1] == ":"):
        text = text.lstrip("/")
        if len(text) > 1 and text[1] == ":":
            raise RepoFileError(f"The path {user_path!r} is outside the repository.")
    parts: list[str] = []
    for part in text.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            raise RepoFileError(f"The path {user_path!r} is outside the repository.")
        parts.append(part)
    return "/".join(parts)


class Repository(ABC):
    """The listed files of a repository, the folders that hold them and what was skipped, and why."""

    def __init__(self, name: str, entries: Iterable[RawEntry]) -> None:
        """Apply the skip rules and ``.gitignore`` files to ``entries`` (subclasses read bytes)."""
        self.name = name
        self.files: dict[str, int] = {}
        self.dirs: set[str] = {""}
        self.skipped: dict[str, list[str]] = {}
        self._filter(sorted(entries, key=lambda e: e.path))

    # -- reading -------------------------------------------------------------------------------
    @abstractmethod
    def _read_raw(self, path: str, limit: int) -> bytes:
        """Read at most ``limit`` bytes of a listed file (a folder or an open zip)."""

    def read_bytes(self, path: str, limit: int = MAX_TEXT_BYTES) -> bytes:
        """Return at most ``limit`` bytes of a listed file."""
        clean = normalise_path(path)
        if clean not in self.files:
            raise RepoFileError(self._missing(clean))
        return self._read_raw(clean, limit)

    def read_text(self, path: str, limit: int = MAX_TEXT_BYTES) -> str:
        """Return a listed file as text; binary files and files over the cap are refused."""
        clean = normalise_path(path)
        if clean in self.files and self.files[clean] > limit:
            raise RepoFileError(f"'{clean}' is larger than {limit:,} bytes, so it is not read.")
        data = self.read_bytes(clean, limit + 1)
        if len(data) > limit:
            raise RepoFileError(f"'{clean}' is larger than {limit:,} bytes, so it is not read.")
        if b"\x00" in data[:8192]:
            raise RepoFileError(f"'{clean}' is a binary file.")
        return data.decode("utf-8-sig", errors="replace")

    def text_or_none(self, path: str) -> str | None:
        """Return a listed file as text, or None when it is missing, binary or too large."""
        try:
            return self.read_text(path)
        except RepoFileError:
            return None

    def is_file(self, path: str) -> bool:
        """Whether ``path`` is a listed file."""
        return path in self.files

    def is_dir(self, path: str) -> bool:
        """Whether ``path`` is a folder holding listed files."""
        return path.rstrip("/") in self.dirs

    def _missing(self, clean: str) -> str:
        for reason, paths in self.skipped.items():
            for skipped in paths:
                if clean == skipped or clean.startswith(skipped.rstrip("/") + "/"):
                    return f"'{clean}' is skipped ({reason})."
        if clean in self.dirs:
            return f"'{clean}' is a folder; use list_files for folders."
        return f"'{clean}' does not exist in the repository."

    # -- listing ---------------------------------------------------------------------------------
    def _skip(self, reason: str, path: str) -> None:
        bucket = self.skipped.setdefault(reason, [])
        if not bucket or bucket[-1] != path:
            bucket.append(path)

    def _filter(self, entries: list[RawEntry]) -> None:
        venvs = {str(PurePosixPath(e.path).parent) for e in entries if e.path.endswith("pyvenv.cfg")}
        ignore = GitIgnore()
        for entry in entries:
            if entry.is_dir or PurePosixPath(entry.path).name != ".gitignore":
                continue
            if skip_reason(entry.path, False) is None and entry.size <= MAX_TEXT_BYTES:
                parent = str(PurePosixPath(entry.path).parent)
                text = self._read_gitignore(entry.path)
                ignore.add("" if parent == "." else parent, text)
        dir_verdicts: dict[str, str | None] = {}
        for entry in entries:
            if entry.is_dir:
                continue
            parts = entry.path.split("/")
            blocked: tuple[str, str] | None = None
            for depth in range(1, len(parts)):
                folder = "/".join(parts[:depth])
                if folder not in dir_verdicts:
                    reason = skip_reason(folder, True)
                    if reason is None and folder in venvs:
                        reason = "virtualenv"
                    if reason is None and ignore.ignored(folder, True):
                        reason = "ignored by .gitignore"
                    dir_verdicts[folder] = reason
                if dir_verdicts[folder] is not None:
                    blocked = (str(dir_verdicts[folder]), folder + "/")
                    break
            if blocked is None:
                reason = skip_reason(entry.path, False)
                if reason is None and ignore.ignored(entry.path, False):
                    reason = "ignored by .gitignore"
                if reason is None and entry.size > MAX_TEXT_BYTES:
                    reason = "larger than 1 MB"
                if reason is not None:
                    blocked = (reason, entry.path)
            if blocked is not None:
                self._skip(*blocked)
                continue
            self.files[entry.path] = entry.size
            for depth in range(1, len(parts)):
                self.dirs.add("/".join(parts[:depth]))
        if len(self.files) > MAX_ENTRIES:
            raise UploadRejected(
                f"The repository has {len(self.files):,} files to read, "
                f"more than the {MAX_ENTRIES:,} allowed."
            )

    def _read_gitignore(self, path: str) -> str:
        try:
            return self._read_raw(path, MAX_TEXT_BYTES).decode("utf-8", errors="replace")
        except (OSError, RepoFileError):
            return ""

    def close(self) -> None:  # noqa: B027 - optional hook: a folder holds nothing open
        """Release whatever the source holds open."""

    def __enter__(self) -> Repository:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class DirRepository(Repository):
    """A folder on disk, walked without following symbolic links and read through ``O_NOFOLLOW``."""

    def __init__(self, root: Path) -> None:
        """List ``root``; tooling folders are pruned without being walked."""
        self.root = Path(root).resolve()
        if not self.root.is_dir():
            raise UploadRejected(f"'{root}' is not a folder.")
        pruned: list[tuple[str, str]] = []
        entries = list(self._walk(pruned))
        super().__init__(self.root.name, entries)
        for reason, path in pruned:
            self._skip(reason, path)
        for reason in self.skipped:
            self.skipped[reason].sort()

    def _walk(self, pruned: list[tuple[str, str]]) -> Iterable[RawEntry]:
        stack: list[tuple[Path, str, int]] = [(self.root, "", 0)]
        seen = 0
        while stack:
            folder, rel, depth = stack.pop()
            try:
                children = sorted(os.scandir(folder), key=lambda d: d.name)
            except OSError:
                continue
            for child in children:
                seen += 1
                if seen > _WALK_CAP:
                    raise UploadRejected(
                        f"The folder holds more than {_WALK_CAP:,} entries; point Klaro at a smaller one."
                    )
                path = f"{rel}/{child.name}" if rel else child.name
                mode = child.stat(follow_symlinks=False).st_mode
                if stat.S_ISLNK(mode):
                    pruned.append(("symbolic link", path))
                elif stat.S_ISDIR(mode):
                    reason = skip_reason(path, True)
                    if reason is not None:
                        pruned.append((reason, path + "/"))
                    elif depth + 1 >= MAX_DEPTH:
                        pruned.append(("nested too deep", path + "/"))
                    else:
                        stack.append((Path(child.path), path, depth + 1))
                elif stat.S_ISREG(mode):
                    yield RawEntry(path, child.stat(follow_symlinks=False).st_size)
                else:
                    pruned.append(("special file", path))

    def _read_raw(self, path: str, limit: int) -> bytes:
        target = self.root.joinpath(*path.split("/"))
        real = Path(os.path.realpath(target))
        if real != target or not real.is_relative_to(self.root):
            raise RepoFileError(f"'{path}' is outside the repository.")
        try:
            fd = os.open(target, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except OSError as exc:
            raise RepoFileError(f"'{path}' cannot be read ({exc.strerror}).") from None
        with os.fdopen(fd, "rb") as handle:
            return handle.read(limit)

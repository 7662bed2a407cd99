"""Open an uploaded zip safely: validate every entry, then read entries on demand, never extract.

A zip is attacker-controlled input. Nothing is written to disk: the archive is held in memory (or
read from its own file) and entries are decompressed only when a tool asks for one. Before the
agent sees anything, every entry is checked — path traversal (``..``, absolute paths, drive
letters, backslashes), symbolic links and device entries, encryption, duplicate or case-colliding
names, names that are not strict UTF-8, depth and name length — and every file is streamed once
through the decompressor while its bytes are counted, because header sizes can lie. Nested
archives are treated as binaries, never opened. Each refusal is one ``UploadRejected`` sentence.
"""

from __future__ import annotations

import io
import stat
import unicodedata
import zipfile
import zlib
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from agent.errors import UploadRejected
from agent.klaro.repository import MAX_DEPTH, MAX_ENTRIES, RawEntry, RepoFileError, Repository

__all__ = [
    "ZipRepository",
    "open_zip",
    "open_source",
    "MAX_ZIP_BYTES",
    "MAX_UNCOMPRESSED_BYTES",
    "MAX_RATIO",
    "MAX_NAME_BYTES",
]

MAX_ZIP_BYTES = 50 * 1024 * 1024
MAX_UNCOMPRESSED_BYTES = 300 * 1024 * 1024
MAX_RATIO = 100
RATIO_GRACE_BYTES = 100 * 1024  # tiny, very repetitive files may compress >100x legitimately
MAX_NAME_BYTES = 255
_CHUNK = 64 * 1024


def _bomb(shown: str) -> str:
    return f"The zip entry '{shown}' expands more than {MAX_RATIO} times, which looks like a zip bomb."


def _shown(name: str) -> str:
    printable = "".join(ch if ch.isprintable() else "?" for ch in name)
    return printable if len(printable) <= 80 else printable[:77] + "..."


def _decode_name(info: zipfile.ZipInfo) -> str:
    """Return the entry name decoded strictly as UTF-8 (zipfile falls back to cp437 silently)."""
    name = info.orig_filename
    if info.flag_bits & 0x800:
        return name
    raw = name.encode("cp437")
    if raw.isascii():
        return name
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UploadRejected("The zip has a file name that is not valid UTF-8.") from None


def _check_name(name: str) -> tuple[str, bool]:
    shown = _shown(name)
    if "\x00" in name or any(unicodedata.category(ch) == "Cc" for ch in name):
        raise UploadRejected(f"The zip entry '{shown}' has a control character in its name.")
    if "\\" in name:
        raise UploadRejected(f"The zip entry '{shown}' uses backslashes, which could escape the folder.")
    if name.startswith("/"):
        raise UploadRejected(f"The zip entry '{shown}' has an absolute path.")
    if len(name) >= 2 and name[1] == ":" and name[0].isalpha():
        raise UploadRejected(f"The zip entry '{shown}' starts with a drive letter.")
    is_dir = name.endswith("/")
    parts = name.rstrip("/").split("/")
    if any(part == ".." for part in parts):
        raise UploadRejected(f"The zip entry '{shown}' contains '..', which could escape the folder.")
    if any(part in ("", ".") for part in parts):
        raise UploadRejected(f"The zip entry '{shown}' has an empty or '.' path component.")
    if any(len(part.encode("utf-8")) > MAX_NAME_BYTES for part in parts):
        raise UploadRejected(f"The zip has a file or folder name longer than {MAX_NAME_BYTES} bytes.")
    if len(parts) > MAX_DEPTH:
        raise UploadRejected(f"The zip entry '{shown}' is nested more than {MAX_DEPTH} folders deep.")
    return "/".join(parts), is_dir


def _check_kind(info: zipfile.ZipInfo, shown: str) -> None:
    if info.flag_bits & 0x1:
        raise UploadRejected(f"The zip entry '{shown}' is encrypted; upload an unencrypted zip.")
    mode = info.external_attr >> 16
    if info.create_system == 3 and mode:
        kind = stat.S_IFMT(mode)
        if kind == stat.S_IFLNK:
            raise UploadRejected(f"The zip entry '{shown}' is a symbolic link, which is not allowed.")
        if kind not in (0, stat.S_IFREG, stat.S_IFDIR):
            raise UploadRejected(
                f"The zip entry '{shown}' is a device or special file, which is not allowed."
            )
    if info.compress_type not in (
        zipfile.ZIP_STORED,
        zipfile.ZIP_DEFLATED,
        zipfile.ZIP_BZIP2,
        zipfile.ZIP_LZMA,
    ):
        raise UploadRejected(f"The zip entry '{shown}' uses a compression method that is not supported.")


class ZipRepository(Repository):
    """A validated zip archive; entries are decompressed on demand with their bytes counted."""

    def __init__(self, archive: zipfile.ZipFile, name: str) -> None:
        """Validate ``archive`` entry by entry, then list it (one top-level folder is stripped)."""
        self._zip = archive
        self._infos: dict[str, zipfile.ZipInfo] = {}
        infos = archive.infolist()
        if len(infos) > MAX_ENTRIES:
            raise UploadRejected(
                f"The zip has {len(infos):,} entries, more than the {MAX_ENTRIES:,} allowed."
            )
        entries = self._validate(infos)
        self._bytes_read = 0
        self._scan()
        super().__init__(name, entries)

    def _validate(self, infos: list[zipfile.ZipInfo]) -> list[RawEntry]:
        seen: dict[str, str] = {}
        kinds: dict[str, bool] = {}
        declared = 0
        cleaned: list[tuple[str, bool, zipfile.ZipInfo]] = []
        for info in infos:
            path, is_dir = _check_name(_decode_name(info))
            shown = _shown(path)
            _check_kind(info, shown)
            key = unicodedata.normalize("NFC", path).casefold()
            if key in seen:
                other = seen[key]
                if other == path:
                    raise UploadRejected(f"The zip contains '{shown}' twice.")
                raise UploadRejected(
                    f"The zip contains '{_shown(other)}' and '{shown}', whose names differ only in case."
                )
            seen[key] = path
            if not is_dir:
                declared += info.file_size
                if declared > MAX_UNCOMPRESSED_BYTES:
                    raise UploadRejected("The zip would expand to more than 300 MB.")
                ratio_base = max(info.compress_size, 1)
                if info.file_size > RATIO_GRACE_BYTES and info.file_size / ratio_base > MAX_RATIO:
                    raise UploadRejected(_bomb(shown))
            cleaned.append((path, is_dir, info))
        for path, is_dir, _ in cleaned:
            parts = path.split("/")
            for depth in range(1, len(parts)):
                folder = "/".join(parts[:depth])
                if kinds.get(folder) is False:
                    raise UploadRejected(f"The zip uses '{_shown(folder)}' as both a file and a folder.")
                kinds[folder] = True
            if kinds.get(path, is_dir) != is_dir:
                raise UploadRejected(f"The zip uses '{_shown(path)}' as both a file and a folder.")
            kinds[path] = is_dir
        prefix = self._common_root(cleaned)
        entries = []
        for path, is_dir, info in cleaned:
            rel = path[len(prefix) :] if prefix else path
            if not rel:
                continue
            if not is_dir:
                self._infos[rel] = info
            entries.append(RawEntry(rel, 0 if is_dir else info.file_size, is_dir))
        return entries

    @staticmethod
    def _common_root(cleaned: list[tuple[str, bool, zipfile.ZipInfo]]) -> str:
        tops = {path.split("/", 1)[0] for path, _, _ in cleaned}
        files = [path for path, is_dir, _ in cleaned if not is_dir]
        if len(tops) == 1 and files and all("/" in f for f in files):
            return tops.pop() + "/"
        return ""

    def _stream(self, info: zipfile.ZipInfo, limit: int | None) -> bytes:
        """Decompress one entry, counting real bytes; stop at ``limit`` (None: count and discard)."""
        shown = _shown(info.filename)
        kept = bytearray()
        total = 0
        ceiling = max(info.compress_size * MAX_RATIO, RATIO_GRACE_BYTES)
        try:
            with self._zip.open(info) as handle:
                while True:
                    chunk = handle.read(_CHUNK)
                    if not chunk:
                        break
                    total += len(chunk)
                    self._bytes_read += len(chunk)
                    if total > info.file_size:
                        raise UploadRejected(f"The zip entry '{shown}' is larger than its header says.")
                    if total > ceiling:
                        raise UploadRejected(_bomb(shown))
                    if self._bytes_read > MAX_UNCOMPRESSED_BYTES * 2:
                        raise UploadRejected("The zip expands to more data than allowed.")
                    if limit is not None:
                        kept += chunk[: max(0, limit - len(kept))]
                        if len(kept) >= limit:
                            break
        except (zipfile.BadZipFile, zlib.error, EOFError, OSError) as exc:
            detail = str(exc).rstrip(".") or "it is shorter than its header says"
            raise UploadRejected(
                f"The zip is damaged: entry '{shown}' does not match its header ({detail})."
            ) from None
        except NotImplementedError:
            raise UploadRejected(
                f"The zip entry '{shown}' uses a compression method that is not supported."
            ) from None
        except RuntimeError:
            raise UploadRejected(
                f"The zip entry '{shown}' is encrypted; upload an unencrypted zip."
            ) from None
        return bytes(kept)

    def _scan(self) -> None:
        """Stream every file once so a lying header or a bomb is refused before the agent starts."""
        for info in self._infos.values():
            self._stream(info, None)
        self._bytes_read = 0

    def _read_raw(self, path: str, limit: int) -> bytes:
        info = self._infos.get(path)
        if info is None:
            raise RepoFileError(f"'{path}' does not exist in the repository.")
        return self._stream(info, limit)

    def close(self) -> None:
        """Close the archive (the bytes were only ever in memory)."""
        self._zip.close()


def _read_capped(handle: BinaryIO) -> bytes:
    data = handle.read(MAX_ZIP_BYTES + 1)
    if len(data) > MAX_ZIP_BYTES:
        raise UploadRejected("The upload is larger than 50 MB; zip a smaller part of the repository.")
    return data


def open_zip(data: bytes | BinaryIO, name: str = "repository") -> ZipRepository:
    """Validate a zip given as bytes or a binary file object and return it as a repository."""
    raw = data if isinstance(data, bytes | bytearray) else _read_capped(data)
    if len(raw) > MAX_ZIP_BYTES:
        raise UploadRejected("The upload is larger than 50 MB; zip a smaller part of the repository.")
    try:
        archive = zipfile.ZipFile(io.BytesIO(bytes(raw)))
    except UnicodeDecodeError:
        raise UploadRejected("The zip has a file name that is not valid UTF-8.") from None
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError):
        raise UploadRejected("The upload is not a valid zip archive.") from None
    try:
        return ZipRepository(archive, PurePosixPath(name).stem or "repository")
    except BaseException:
        archive.close()
        raise


def open_source(path: str | Path) -> Repository:
    """Open a folder or a ``.zip`` file named on the command line."""
    from agent.klaro.repository import DirRepository

    target = Path(path)
    if target.is_dir():
        return DirRepository(target)
    if not target.is_file():
        raise UploadRejected(f"'{path}' is neither a folder nor a zip file.")
    with target.open("rb") as handle:
        data = _read_capped(handle)
    if not zipfile.is_zipfile(io.BytesIO(data)):
        raise UploadRejected(f"'{path}' is neither a folder nor a zip file.")
    return open_zip(data, target.name)

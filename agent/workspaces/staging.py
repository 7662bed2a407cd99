"""Copy an upload to a temporary UTF-8 file, in chunks, before anything reads it.

DuckDB's readers are fast and frugal but want a path, and they only read UTF-8 (Latin-1 and
UTF-16 aside); Turkish exports are often Windows-1254 or ISO-8859-9. So the upload is streamed to
a private temporary directory, counted against the size limit as it goes (never held whole in
memory), checked for valid UTF-8 on the way, and transcoded to UTF-8 in a second streaming pass
only when it is not. Excel workbooks are turned into one CSV per non-empty sheet here too, so
every later step deals with CSV or Parquet files only.
"""

from __future__ import annotations

import codecs
import dataclasses
import errno
import os
import shutil
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from agent.errors import UploadRejected

if TYPE_CHECKING:
    from agent.workspaces.excel import SheetFile

__all__ = ["CHUNK", "DISK_FULL", "Progress", "Source", "StagedUpload", "UploadProgress", "disk_full", "stage"]

CHUNK = 4 * 1024 * 1024
XLSX_EXPANSION = 4
SAMPLE = 512 * 1024
TEXT_KINDS = ("csv", "tsv", "txt")
# No space, a file-size limit (RLIMIT_FSIZE, a quota): for the user all the same, the disk is full.
DISK_FULL = {errno.ENOSPC, errno.EFBIG, errno.EDQUOT}
# The letters Turkish writes beyond ASCII, and of them those no Western European language shares
# (Windows-1254's 0xD0 0xDD 0xDE 0xF0 0xFD 0xFE). A file whose every non-ASCII character, read as
# Windows-1254, is a Turkish letter (or common punctuation; see FOREIGN_SHARE), with one of the distinct ones among
# them, is Turkish text: French (é, à), German (ä, ß), Czech (ř, ě read as ø, ì) and Icelandic text
# all show letters outside this set.
TURKISH_LETTERS = set("çÇğĞıİöÖşŞüÜâÂîÎûÛ")
TURKISH_ONLY = set("ğĞıİşŞ")
# A café or a Müller among Turkish names: a few letters from elsewhere do not make it another language.
FOREIGN_SHARE = 0.02
PUNCTUATION = set("\u00a0‘’“”–—…•€£°±×²³½¼¾µ©®™«»·§¶")

Source = bytes | BinaryIO | Path


@dataclasses.dataclass(frozen=True)
class UploadProgress:
    """How far an upload is: a phase in words and, while copying, bytes done of the total."""

    phase: str
    done: int = 0
    total: int | None = None

    @property
    def fraction(self) -> float | None:
        """The share done, when the total is known."""
        return min(self.done / self.total, 1.0) if self.total else None


Progress = Callable[[UploadProgress], None]


def _silent(_: UploadProgress) -> None:
    return None


@dataclasses.dataclass
class StagedUpload:
    """An upload copied to a private temporary directory; removed by :meth:`close` (or at exit)."""

    file_name: str
    kind: str
    path: Path
    size: int
    encoding: str
    directory: tempfile.TemporaryDirectory[str]
    sheets: dict[str, SheetFile] = dataclasses.field(default_factory=dict)

    def close(self) -> None:
        """Delete the temporary files."""
        self.directory.cleanup()

    def __enter__(self) -> StagedUpload:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _too_big(file_name: str, size: int | None, max_mb: float) -> UploadRejected:
    shown = f"{size / 1024 / 1024:.1f} MB" if size is not None else f"larger than {max_mb:g} MB"
    return UploadRejected(f"{file_name} is {shown}; uploads are limited to {max_mb:g} MB "
                          "(SAMARITAN_MAX_UPLOAD_MB).")


def _known_size(source: Source) -> int | None:
    if isinstance(source, bytes):
        return len(source)
    if isinstance(source, Path):
        return source.stat().st_size
    size = getattr(source, "size", None)  # Streamlit's UploadedFile
    if isinstance(size, int):
        return size
    try:
        return os.fstat(source.fileno()).st_size
    except (AttributeError, OSError, ValueError):
        return None


def _chunks(source: Source) -> BinaryIO:
    import io

    if isinstance(source, bytes):
        return io.BytesIO(source)
    if isinstance(source, Path):
        return source.open("rb")
    if hasattr(source, "seek"):
        source.seek(0)
    return source


def stage(file_name: str, kind: str, source: Source, max_mb: float,
          progress: Progress | None = None) -> StagedUpload:
    """Copy ``source`` to a temporary file, refusing it as soon as it passes ``max_mb``.

    Raises:
        UploadRejected: When the file is too big or empty (nothing is kept then).
    """
    report = progress or _silent
    limit = int(max_mb * 1024 * 1024)
    total = _known_size(source)
    if total is not None and total > limit:
        raise _too_big(file_name, total, max_mb)
    directory = tempfile.TemporaryDirectory(prefix="samaritan-upload-")
    try:
        if isinstance(source, Path) and kind != "xlsx" and _readable_in_place(source, kind, report):
            # A local file (the CLI, add-data) that is already UTF-8 or Parquet: DuckDB reads it where
            # it is, so a large file is not written a second time before it is loaded.
            return StagedUpload(file_name, kind, source, source.stat().st_size, "utf-8", directory)
        path = Path(directory.name) / f"upload.{kind}"
        size, utf8, bad_at = _copy(file_name, source, path, limit, max_mb, total, report)
        if size == 0 or (kind in TEXT_KINDS and not _has_text(path)):
            raise UploadRejected(f"{file_name} is empty.")
        encoding = "utf-8"
        if kind in TEXT_KINDS and not utf8:
            encoding = _detect(path, bad_at)
            report(UploadProgress(f"Converting from {encoding} to UTF-8", 0, size))
            path = _transcode(path, encoding, report, size)
        staged = StagedUpload(file_name, kind, path, size, encoding, directory)
        if kind == "xlsx":
            from agent.workspaces.excel import sheets_to_csv

            report(UploadProgress("Reading the workbook's sheets"))
            # A workbook may unpack to a few times the upload limit (XML is verbose), no more.
            staged.sheets = sheets_to_csv(path, Path(directory.name), file_name, limit * XLSX_EXPANSION)
        return staged
    except OSError as exc:
        directory.cleanup()
        if exc.errno in DISK_FULL:
            raise disk_full(file_name) from None
        raise
    except BaseException:
        directory.cleanup()
        raise


def disk_full(file_name: str) -> UploadRejected:
    """The sentence for an upload that ran out of disk space (nothing was added)."""
    return UploadRejected(f"{file_name} could not be added: there is no space left on the disk (nothing was "
                          "added); free some space and try again.")


def _copy(file_name: str, source: Source, path: Path, limit: int, max_mb: float, total: int | None,
          report: Progress) -> tuple[int, bool, int]:
    """Stream ``source`` into ``path``; return its size, whether it is UTF-8, and where it is not."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    size, utf8, bad_at = 0, True, 0
    stream = _chunks(source)
    try:
        with path.open("wb") as out:
            while chunk := stream.read(CHUNK):
                size += len(chunk)
                if size > limit:
                    raise _too_big(file_name, total, max_mb)
                if utf8:
                    try:
                        _check_utf8(decoder, chunk)
                    except UnicodeDecodeError as exc:
                        utf8, bad_at = False, size - len(chunk) + exc.start
                out.write(chunk)
                report(UploadProgress("Copying the file", size, total))
        if utf8:
            try:
                decoder.decode(b"", final=True)
            except UnicodeDecodeError:
                utf8, bad_at = False, max(size - 4, 0)
    finally:
        if isinstance(source, Path):
            stream.close()
    return size, utf8, bad_at


def _check_utf8(decoder: codecs.IncrementalDecoder, chunk: bytes) -> None:
    """Raise UnicodeDecodeError unless ``chunk`` continues valid UTF-8.

    Plain ASCII (most exports) needs no decoding, only a test several times faster than decoding,
    when no multi-byte sequence is left open from the previous chunk.
    """
    if not decoder.getstate()[0] and chunk.isascii():
        return
    decoder.decode(chunk)


def _readable_in_place(path: Path, kind: str, report: Progress) -> bool:
    """Whether a local file can be loaded without a staged copy: Parquet, or non-empty UTF-8 text."""
    if kind not in TEXT_KINDS:
        return path.stat().st_size > 0
    decoder = codecs.getincrementaldecoder("utf-8")()
    total, done, text = path.stat().st_size, 0, False
    try:
        with path.open("rb") as handle:
            while chunk := handle.read(CHUNK):
                _check_utf8(decoder, chunk)
                done += len(chunk)
                text = text or bool(chunk.strip(b" \t\r\n\xef\xbb\xbf"))
                report(UploadProgress("Checking the file", done, total))
            decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        return False
    return text


def _has_text(path: Path) -> bool:
    with path.open("rb") as handle:
        while chunk := handle.read(CHUNK):
            if chunk.strip(b" \t\r\n\xef\xbb\xbf"):
                return True
    return False


def _detect(path: Path, bad_at: int) -> str:
    """The encoding of a file that is not UTF-8: its start and the place UTF-8 failed, judged."""
    from charset_normalizer import from_bytes

    with path.open("rb") as handle:
        sample = handle.read(SAMPLE)
        if bad_at > SAMPLE:
            handle.seek(max(bad_at - SAMPLE // 2, 0))
            sample += b"\n" + handle.read(SAMPLE)
    turkish = _as_turkish(sample)
    if turkish:
        return turkish
    best = from_bytes(sample).best()
    return best.encoding if best is not None else "cp1254"


def _as_turkish(sample: bytes) -> str | None:
    """``cp1254`` or ``iso8859_9`` when the bytes read as Turkish text in it, else None.

    Why: a statistical detector judges a short Turkish sample by letter frequencies it learnt on
    other languages, and guessed Windows-1257, then Mac Central European, for real Windows-1254
    exports (ı became ż or ý, İ Ż). Turkish letters are a closed set, so the file is checked
    against it directly and the detector is asked only when the text is not Turkish.
    """
    for encoding in ("cp1254", "iso8859_9"):  # same letters; 0x80-0x9F differ (punctuation vs controls)
        try:
            read = Counter(c for c in sample.decode(encoding) if ord(c) > 127)
        except UnicodeDecodeError:
            continue
        foreign = sum(n for c, n in read.items() if c not in TURKISH_LETTERS | PUNCTUATION)
        if read.keys() & TURKISH_ONLY and foreign <= FOREIGN_SHARE * read.total():
            return encoding
    return None


def _transcode(path: Path, encoding: str, report: Progress, total: int) -> Path:
    """Rewrite ``path`` as UTF-8, chunk by chunk; undecodable bytes become U+FFFD."""
    target = path.with_name(f"utf8-{path.name}")
    done = 0
    with path.open("rb") as raw, target.open("w", encoding="utf-8", newline="") as out:
        decoder = codecs.getincrementaldecoder(encoding)(errors="replace")
        while chunk := raw.read(CHUNK):
            done += len(chunk)
            out.write(decoder.decode(chunk))
            report(UploadProgress(f"Converting from {encoding} to UTF-8", done, total))
        out.write(decoder.decode(b"", final=True))
    path.unlink()
    shutil.move(target, path)
    return path

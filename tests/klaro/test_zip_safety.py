"""Every zip attack the issue lists is refused with one clear sentence, and nothing lands on disk."""

from __future__ import annotations

import io
import stat
import struct
import zipfile
from pathlib import Path

import pytest

from agent.errors import UploadRejected
from agent.klaro import open_source, open_zip, run_klaro
from agent.klaro.extract import MAX_ZIP_BYTES
from tests.klaro.builders import cli_package, zip_folder


def build_zip(
    entries: list[tuple[zipfile.ZipInfo | str, bytes]], method: int = zipfile.ZIP_DEFLATED
) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", method) as archive:
        for info, data in entries:
            archive.writestr(info, data)
    return buffer.getvalue()


def special(name: str, mode: int) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name)
    info.create_system = 3
    info.external_attr = mode << 16
    return info


def patch_central(
    data: bytes, index: int, *, compressed: int | None = None, size: int | None = None
) -> bytes:
    """Overwrite the sizes the central directory declares for entry ``index`` (headers that lie)."""
    raw = bytearray(data)
    offset = -1
    for _ in range(index + 1):
        offset = raw.index(b"PK\x01\x02", offset + 1)
    if compressed is not None:
        raw[offset + 20 : offset + 24] = struct.pack("<I", compressed)
    if size is not None:
        raw[offset + 24 : offset + 28] = struct.pack("<I", size)
    return bytes(raw)


def set_flag(data: bytes, bit: int) -> bytes:
    """Set a general-purpose flag bit in the local and central headers of the first entry."""
    raw = bytearray(data)
    for signature, flag_at in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        offset = raw.index(signature)
        flags = struct.unpack("<H", raw[offset + flag_at : offset + flag_at + 2])[0] | bit
        raw[offset + flag_at : offset + flag_at + 2] = struct.pack("<H", flags)
    return bytes(raw)


def raw_name(placeholder: str, replacement: bytes, *, utf8_flag: bool = False) -> bytes:
    data = build_zip([(placeholder, b"x")]).replace(placeholder.encode(), replacement)
    return set_flag(data, 0x800) if utf8_flag else data


def encrypted() -> bytes:
    return set_flag(build_zip([("secret.py", b"print(1)")]), 0x1)


pytestmark = pytest.mark.filterwarnings("ignore:Duplicate name")

ATTACKS = {
    "dot-dot": (lambda: build_zip([("../evil.txt", b"x")]), "contains '..'"),
    "nested dot-dot": (lambda: build_zip([("pkg/../../evil.txt", b"x")]), "contains '..'"),
    "absolute": (lambda: build_zip([("/etc/evil.txt", b"x")]), "absolute path"),
    "drive letter": (lambda: build_zip([("C:/evil.txt", b"x")]), "drive letter"),
    "backslash": (lambda: build_zip([("..\\evil.txt", b"x")]), "backslashes"),
    "symlink": (
        lambda: build_zip([(special("link", stat.S_IFLNK | 0o777), b"/etc/passwd")]),
        "symbolic link",
    ),
    "device": (lambda: build_zip([(special("dev", stat.S_IFCHR | 0o666), b"")]), "device or special file"),
    "fifo": (lambda: build_zip([(special("pipe", stat.S_IFIFO | 0o666), b"")]), "device or special file"),
    "encrypted": (encrypted, "encrypted"),
    "duplicate": (lambda: build_zip([("a.py", b"1"), ("a.py", b"2")]), "twice"),
    "case collision": (lambda: build_zip([("README.md", b"1"), ("readme.md", b"2")]), "differ only in case"),
    "file and folder": (lambda: build_zip([("a", b"1"), ("a/b.py", b"2")]), "both a file and a folder"),
    "too deep": (lambda: build_zip([("d/" * 33 + "f.py", b"x")]), "more than 32 folders deep"),
    "long name": (lambda: build_zip([("n" * 256 + ".py", b"x")]), "longer than 255 bytes"),
    "not utf-8": (lambda: raw_name("ab.py", b"\xff\xfe.py"), "not valid UTF-8"),
    "bad utf-8 flagged": (lambda: raw_name("ab.py", b"\xc3\x28.py", utf8_flag=True), "not valid UTF-8"),
    "nul byte": (lambda: raw_name("ab.py", b"a\x00.py"), "control character"),
    "too many entries": (
        lambda: build_zip([(f"f{i}.txt", b"") for i in range(10_001)], zipfile.ZIP_STORED),
        "more than the 10,000 allowed",
    ),
    "ratio bomb": (lambda: build_zip([("zeros.txt", b"\0" * (20 * 1024 * 1024))]), "zip bomb"),
    "declared too big": (
        lambda: patch_central(
            patch_central(
                build_zip([("a.bin", b"a" * 64), ("b.bin", b"b" * 64)], zipfile.ZIP_STORED),
                0,
                compressed=200 * 2**20,
                size=200 * 2**20,
            ),
            1,
            compressed=200 * 2**20,
            size=200 * 2**20,
        ),
        "more than 300 MB",
    ),
    "header lies small": (
        lambda: patch_central(build_zip([("a.py", b"print('hello world')\n" * 50)]), 0, size=10),
        "zip",
    ),
    "header lies big": (
        lambda: patch_central(
            build_zip([("a.py", b"x = 1\n")], zipfile.ZIP_STORED), 0, size=4000, compressed=4000
        ),
        "zip",
    ),
    "not a zip": (lambda: b"this is not a zip archive", "not a valid zip archive"),
    "too large": (lambda: b"\0" * (MAX_ZIP_BYTES + 1), "larger than 50 MB"),
}


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_attack_is_refused_with_one_sentence(
    attack: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    make, expected = ATTACKS[attack]
    data = make()
    monkeypatch.chdir(tmp_path)
    before = sorted(tmp_path.parent.rglob("*"))
    with pytest.raises(UploadRejected) as refused:
        open_zip(data, "upload.zip")
    message = str(refused.value)
    assert expected in message
    assert message.endswith(".") and "\n" not in message and "Traceback" not in message
    assert sorted(tmp_path.parent.rglob("*")) == before, "a refused zip must leave nothing on disk"


def test_cli_path_that_is_no_zip_is_refused(tmp_path: Path) -> None:
    target = tmp_path / "notes.txt"
    target.write_text("hello")
    with pytest.raises(UploadRejected, match="neither a folder nor a zip file"):
        open_source(target)
    with pytest.raises(UploadRejected, match="neither a folder nor a zip file"):
        open_source(tmp_path / "missing.zip")


def test_good_zip_is_read_in_place_with_skips(tmp_path: Path) -> None:
    data = zip_folder(cli_package(tmp_path / "src"), prefix="tally-main/")
    inner = build_zip([("x.py", b"print('nested')")])
    extra = build_zip(
        [
            ("readme.md", b"# big\n"),
            ("big.txt", " ".join(str(i * 7919) for i in range(200_000)).encode()),
            ("nested.zip", inner),
        ]
    )
    with open_zip(data, "tally-main.zip") as repo:
        assert repo.name == "tally-main"
        assert "pyproject.toml" in repo.files and "tally/cli.py" in repo.files, "the top folder is stripped"
        skipped = {path for paths in repo.skipped.values() for path in paths}
        assert {"debug.log", "secrets/", "node_modules/", ".venv/", "logo.png"} <= skipped
        assert "ignored by .gitignore" in repo.skipped
        assert repo.read_text("tally/core.py").startswith('"""The counting logic')
    with open_zip(extra, "extra.zip") as repo:
        assert repo.files.keys() == {"readme.md"}
        assert repo.skipped["binary"] == ["nested.zip"], "a nested archive is a binary, never opened"
        assert repo.skipped["larger than 1 MB"] == ["big.txt"]


def test_accepted_zip_run_writes_only_to_the_data_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, klaro_store, klaro_settings
) -> None:
    data = zip_folder(cli_package(tmp_path / "src"))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    with open_zip(data, "tally.zip") as repo:
        result = run_klaro(repo, klaro_settings, store=klaro_store)
    assert "## Installation" in result.readme
    assert list(work.iterdir()) == [], "nothing is extracted into the working directory"
    outside = [p for p in tmp_path.rglob("*") if p.is_file() and not p.is_relative_to(tmp_path / "src")]
    assert all(p.is_relative_to(klaro_settings.home) for p in outside)

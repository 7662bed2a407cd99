"""POST /klaro over HTTP: a zip in, streamed steps out, the README last; bad zips are a 400."""

from __future__ import annotations

import io
import zipfile

from tests.api.conftest import Server, parse_sse

PACKAGE = {
    "tinycalc/pyproject.toml": '[project]\nname = "tinycalc"\nversion = "0.1.0"\n'
                               '[project.scripts]\ntinycalc = "tinycalc.cli:main"\n',
    "tinycalc/tinycalc/__init__.py": '"""Add and multiply numbers."""\n\nfrom tinycalc.ops import add\n\n'
                                     '__all__ = ["add"]\n',
    "tinycalc/tinycalc/ops.py": '"""Arithmetic."""\n\n\ndef add(a: int, b: int) -> int:\n'
                                '    """Return the sum of a and b."""\n    return a + b\n',
    "tinycalc/tinycalc/cli.py": '"""Command line."""\n\nimport argparse\n\nfrom tinycalc.ops import add\n\n\n'
                                'def main() -> None:\n    """Print the sum of two numbers."""\n'
                                '    p = argparse.ArgumentParser(prog="tinycalc")\n'
                                '    p.add_argument("a", type=int)\n    p.add_argument("b", type=int)\n'
                                '    args = p.parse_args()\n    print(add(args.a, args.b))\n',
}


def make_zip(files: dict[str, str]) -> bytes:
    """A zip of ``files`` (path -> text), written in memory."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, text in files.items():
            archive.writestr(path, text)
    return buffer.getvalue()


def test_a_zip_streams_steps_then_the_readme(server: Server) -> None:
    with server.client() as client, client.stream(
        "POST", "/klaro", files={"file": ("tinycalc.zip", make_zip(PACKAGE), "application/zip")}
    ) as response:
        assert response.status_code == 200, response.read()
        assert response.headers["content-type"].startswith("text/event-stream")
        events = list(parse_sse(response.iter_lines()))
    names = [name for name, _ in events]
    assert names[-1] == "readme" and names.count("readme") == 1 and "error" not in names
    steps = [data for name, data in events if name == "step"]
    assert steps[0]["node"] == "plan_step" and steps[-1]["node"] == "finalize"
    assert all(set(step) == {"node", "label", "detail"} for step in steps)
    result = events[-1][1]
    assert result["readme"].lstrip().startswith("#") and "tinycalc" in result["readme"]
    assert result["files"] == len(PACKAGE) and "verification" in result


def test_a_raw_zip_body_is_accepted_too(server: Server) -> None:
    with server.client() as client, client.stream(
        "POST", "/klaro", content=make_zip(PACKAGE), headers={"content-type": "application/zip"}
    ) as response:
        assert response.status_code == 200
        names = [name for name, _ in parse_sse(response.iter_lines())]
    assert names[-1] == "readme"


def test_bad_uploads_are_refused_with_one_sentence(server: Server) -> None:
    slip = io.BytesIO()
    with zipfile.ZipFile(slip, "w") as archive:
        archive.writestr("../../etc/evil.py", "x = 1\n")
    with server.client() as client:
        for payload in (b"this is not a zip at all", slip.getvalue()):
            response = client.post("/klaro", files={"file": ("repo.zip", payload, "application/zip")})
            assert response.status_code == 400, response.text
            body = response.json()
            assert set(body) == {"error"} and body["error"].endswith(".") and "\n" not in body["error"]
        missing = client.post("/klaro", files={"other": ("repo.zip", b"PK", "application/zip")})
        assert missing.status_code == 400 and "'file'" in missing.json()["error"]
        wrong_type = client.post("/klaro", content=b"hello", headers={"content-type": "text/plain"})
        assert wrong_type.status_code == 415 and set(wrong_type.json()) == {"error"}

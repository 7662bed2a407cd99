"""Write the closing README sections: how to test, how to contribute, and the license.

Each is short and each claim is checkable: the test command comes with the file that shows the
project uses that runner, the contribution link with the file it points to (and no Contributing
section at all when the repository says nothing about contributing), and the license with the
manifest field or license text it was read from.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from agent.klaro.blocks import Block, Claim, bash, code, manifest_claim, path_claim, text_claim
from agent.klaro.facts import Facts, is_contributing
from agent.klaro.sections import plain

__all__ = ["testing_blocks", "contributing_blocks", "license_blocks"]


def _runners(facts: Facts) -> list[tuple[str, str, Claim]]:
    """(what runs the tests, command, evidence) for each runner found, the language's own first."""
    found: list[tuple[str, str, Claim]] = []
    evidence: Claim | None = None
    for name in ("pyproject.toml", "setup.cfg", "pytest.ini", "tox.ini", "setup.py"):
        if facts.manifest(name).get("pytest"):
            evidence = text_claim(name, "pytest")
            break
    conftest = sorted(p for p in facts.repo.files if p.endswith("conftest.py"))
    if evidence is None and conftest:
        evidence = path_claim(conftest[0])
    tests = sorted(p for p in facts.repo.files if p.endswith(".py") and p.split("/")[-1].startswith("test_"))
    if evidence is not None:
        found.append(("pytest", "python -m pytest", evidence))
    elif tests:
        folder = tests[0].rsplit("/", 1)[0] if "/" in tests[0] else "."
        found.append(("unittest", f"python -m unittest discover {folder}", path_claim(tests[0])))
    go_tests = sorted(p for p in facts.repo.files if p.endswith("_test.go"))
    if go_tests:
        found.append(("the go tool", "go test ./...", path_claim(go_tests[0])))
    if facts.manifest("Cargo.toml"):
        found.append(("cargo", "cargo test", path_claim("Cargo.toml")))
    if "test" in facts.manifest("package.json").get("scripts", {}):
        found.append(("npm", "npm test", manifest_claim("package.json", "npm_script", "test")))
    for tool, config in (("tox", "tox.ini"), ("nox", "noxfile.py")):
        if facts.repo.is_file(config):
            found.append((f"{tool} (across environments, see {code(config)})", tool, path_claim(config)))
    if "test" in facts.manifest("Makefile").get("targets", []):
        found.append(("the Makefile", "make test", text_claim("Makefile", "test:")))
    return found


def testing_blocks(facts: Facts, heading: str) -> list[Block]:
    """The command of each test runner the project uses, with its evidence, the main one first.

    Only the first runner is introduced as *the* way to run the tests; the others follow with
    "Or", so the section never opens with an alternative to nothing.
    """
    blocks = [Block("testing", f"## {heading}")]
    for index, (runner, command, claim) in enumerate(_runners(facts)):
        intro = f"Run the test suite with {runner}:" if index == 0 else f"Or with {runner}:"
        blocks.append(Block("testing", f"{intro}\n\n" + bash(command), [claim]))
    if len(blocks) == 1:
        blocks.append(Block("testing", "Klaro found no test suite in this repository."))
    return blocks


_DOC_DIRS = ("docs", "doc", "documentation", "site")
_CONTRIBUTING_HEADING = re.compile(r"^(?:#{1,4}\s+.*contribut.*|.*contribut.*\n[=\-~^]{3,})\s*$", re.I | re.M)
MAX_DOC_FILES = 80


def contributing_source(facts: Facts) -> str | None:
    """The file that says how to contribute: a CONTRIBUTING file, a docs page, a docs section.

    Only what the repository says counts; a README must not invent a contribution policy.
    """
    guide = sorted(p for p in facts.repo.files if is_contributing(p))
    if guide:
        return guide[0]
    docs = sorted(
        (
            p
            for p in facts.repo.files
            if p.split("/")[0] in _DOC_DIRS and p.endswith((".md", ".rst", ".txt", ".markdown"))
        ),
        key=lambda p: (p.count("/"), p),
    )
    named = [p for p in docs if "contribut" in PurePosixPath(p).stem.lower()]
    if named:
        return named[0]
    for path in docs[:MAX_DOC_FILES]:
        text = facts.repo.text_or_none(path) or ""
        if _CONTRIBUTING_HEADING.search(text):
            return path
    return None


def contributing_blocks(facts: Facts, heading: str) -> list[Block]:
    """A link to where the repository says how to contribute; no section when it says nothing."""
    source = contributing_source(facts)
    if source is None:
        return []
    return [
        Block("contributing", f"## {heading}"),
        Block("contributing", f"See [{source}]({source}) for how to contribute.", [path_claim(source)]),
    ]


def license_blocks(facts: Facts, heading: str) -> list[Block]:
    """The declared license, linked to its file when there is one."""
    blocks = [Block("license", f"## {heading}")]
    found = facts.license
    files = facts.license_files()
    link = f" See [{files[0]}]({files[0]})." if files else ""
    link_claims = [path_claim(files[0])] if files else []
    if found:
        spdx, source = found
        claim = Claim("license", source, spdx) if source in files else manifest_claim(source, "license", spdx)
        blocks.append(
            Block("license", f"Released under the {plain(spdx)} license.{link}", [claim, *link_claims])
        )
    elif files:
        blocks.append(Block("license", f"The license terms are in [{files[0]}]({files[0]}).", link_claims))
    else:
        blocks.append(
            Block(
                "license",
                "No license was found in this repository; without one, others have no "
                "permission to reuse the code.",
            )
        )
    return blocks

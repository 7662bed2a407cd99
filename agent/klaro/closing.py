"""Write the closing README sections: how to test, how to contribute, and the license.

Each is short and each claim is checkable: the test command comes with the file that shows the
project uses that runner, the contribution link with the file it points to, and the license with
the manifest field or license text it was read from.
"""

from __future__ import annotations

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


def contributing_blocks(facts: Facts, heading: str) -> list[Block]:
    """A link to the contribution guide, or the usual advice when there is none."""
    blocks = [Block("contributing", f"## {heading}")]
    guide = sorted(p for p in facts.repo.files if is_contributing(p))
    if guide:
        blocks.append(
            Block(
                "contributing", f"See [{guide[0]}]({guide[0]}) for how to contribute.", [path_claim(guide[0])]
            )
        )
    else:
        blocks.append(
            Block(
                "contributing",
                "Contributions are welcome. For larger changes, open an issue first to "
                "discuss them; keep pull requests focused, and run the tests before submitting.",
            )
        )
    return blocks


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

"""Installation and usage blocks for the ecosystems Klaro reads only from manifests (Node, Go, Rust).

Klaro does not analyse JavaScript, TypeScript, Go or Rust source, so these blocks say only what a
manifest or the file tree proves: the package name and its commands, the runtime it requires, the
scripts a checkout runs, whether a crate is a library, which workspace members build binaries.
Where a reader would expect a code example, the README says why there is none instead of guessing
an import it cannot check.
"""

from __future__ import annotations

from agent.klaro.blocks import Block, Claim, bash, code, manifest_claim, path_claim
from agent.klaro.commands import command_row
from agent.klaro.facts import Facts
from agent.klaro.foreign_cli import binary_source, scan_options
from agent.klaro.sections import plain

__all__ = ["node_install", "go_install", "cargo_install", "node_usage", "go_usage", "cargo_usage"]

_NPM_SCRIPTS = ("start", "build", "dev", "lint")


def node_install(facts: Facts) -> list[Block]:
    """``npm install NAME`` for a published package, the Node version it needs, a checkout's setup."""
    node = facts.manifest("package.json")
    if not node.get("name"):
        return []
    blocks: list[Block] = []
    if node.get("node"):
        blocks.append(
            Block(
                "installation",
                f"Requires Node.js {plain(str(node['node']))}.",
                [manifest_claim("package.json", "node", str(node["node"]))],
            )
        )
    if not node.get("private"):
        blocks.append(
            Block(
                "installation",
                bash(f"npm install {node['name']}"),
                [manifest_claim("package.json", "name", str(node["name"]))],
            )
        )
    blocks.append(
        Block(
            "installation",
            "From a checkout, install the dependencies with:\n\n" + bash("npm install"),
            [path_claim("package.json")],
        )
    )
    return blocks


def go_install(facts: Facts) -> list[Block]:
    """``go install`` for each command under ``cmd/`` (or the root ``main.go``), else ``go get``."""
    module = facts.manifest("go.mod").get("name")
    if not module:
        return []
    commands = sorted(d for d in facts.repo.dirs if d.startswith("cmd/") and d.count("/") == 1)
    lines = [f"go install {module}/{d}@latest" for d in commands]
    if facts.repo.is_file("main.go"):
        lines.insert(0, f"go install {module}@latest")
    return [
        Block(
            "installation",
            bash(*(lines or [f"go get {module}"])),
            [manifest_claim("go.mod", "name", module), *(path_claim(d) for d in commands)],
        )
    ]


def _is_binary_crate(facts: Facts) -> bool:
    return bool(facts.manifest("Cargo.toml").get("bins")) or facts.repo.is_file("src/main.rs")


def cargo_install(facts: Facts) -> list[Block]:
    """``cargo install`` for a binary crate, ``cargo add`` for a library, and a checkout build."""
    name = facts.manifest("Cargo.toml").get("name")
    if not name:
        return []
    claim = manifest_claim("Cargo.toml", "name", str(name))
    if _is_binary_crate(facts):
        first = Block("installation", bash(f"cargo install {name}"), [claim])
    else:
        first = Block(
            "installation", "Add the crate to a Cargo project:\n\n" + bash(f"cargo add {name}"), [claim]
        )
    build = Block(
        "installation", "Or build it from a checkout:\n\n" + bash("cargo build --release"), [claim]
    )
    return [first, build]


def binary_row(facts: Facts, manifest: str, name: str, claims: list[Claim]) -> list[Block]:
    """A command-table row for a Rust, Go or Node binary whose parser calls Klaro can read."""
    source = binary_source(facts, manifest, name)
    text = facts.repo.text_or_none(source) if source else None
    if source is None or text is None:
        return []
    options, about = scan_options(text, source)
    if not options:
        return []
    return [command_row(name, about, options, [*claims, path_claim(source)])]


def node_usage(facts: Facts, examples_shown: bool = False) -> list[Block]:
    """The commands a package declares, what its scripts do from a checkout, and no invented code.

    ``examples_shown``: the Usage section already quotes the repository's own examples, so the
    sentence saying there is no code example is left out.
    """
    node = facts.manifest("package.json")
    blocks: list[Block] = []
    for name in list(node.get("bin", {}))[:5]:
        claim = manifest_claim("package.json", "bin", name)
        blocks.append(Block("usage", f"The package provides the {code(name)} command.", [claim]))
        blocks.extend(binary_row(facts, "package.json", name, [claim]))
    if node.get("name") and not node.get("bin") and not node.get("private") and not examples_shown:
        blocks.append(
            Block(
                "usage",
                f"{code(str(node['name']))} is a library: its package.json declares no command. "
                f"Klaro does not read {facts.language or 'JavaScript'} source, so it shows no code "
                "example here.",
                [manifest_claim("package.json", "name", str(node["name"]))],
            )
        )
    scripts = [s for s in _NPM_SCRIPTS if s in node.get("scripts", {})]
    if scripts:
        lines = ["npm start" if s == "start" else f"npm run {s}" for s in scripts]
        blocks.append(
            Block(
                "usage",
                "From a checkout, package.json defines these scripts:\n\n" + bash(*lines),
                [manifest_claim("package.json", "npm_script", s) for s in scripts],
            )
        )
    return blocks


def go_usage(facts: Facts, examples_shown: bool = False) -> list[Block]:
    """A Go library (root .go files, no ``main.go``) is used by importing its module path.

    The import line is left out when the repository's own examples are shown (they import it).
    """
    module = facts.manifest("go.mod").get("name")
    sources = sorted(
        p for p in facts.repo.files if "/" not in p and p.endswith(".go") and not p.endswith("_test.go")
    )
    rows: list[Block] = []
    if module:
        declared = [manifest_claim("go.mod", "name", str(module))]
        names = [d.split("/")[1] for d in sorted(facts.repo.dirs) if d.startswith("cmd/") and d.count("/") == 1]
        if facts.repo.is_file("main.go"):
            names.insert(0, str(module).rsplit("/", 1)[-1])
        rows = [row for name in names for row in binary_row(facts, "go.mod", name, declared)]
    if not module or not sources or facts.repo.is_file("main.go") or examples_shown:
        return rows
    text = f'Import the package in Go code:\n\n```go\nimport "{module}"\n```'
    return [*rows, Block("usage", text, [manifest_claim("go.mod", "name", str(module)), path_claim(sources[0])])]


def cargo_usage(facts: Facts, examples_shown: bool = False) -> list[Block]:
    """The crate's binaries, whether it is a library, and the binaries its workspace members build."""
    cargo = facts.manifest("Cargo.toml")
    blocks: list[Block] = []
    for binary in cargo.get("bins", []):
        claim = manifest_claim("Cargo.toml", "bin", binary)
        blocks.append(Block("usage", f"The crate builds the {code(binary)} binary.", [claim]))
        blocks.extend(binary_row(facts, "Cargo.toml", binary, [claim]))
    if cargo.get("name") and facts.repo.is_file("src/lib.rs"):
        blocks.append(
            Block(
                "usage",
                f"The crate {code(str(cargo['name']))} is a library; its root module is "
                "[src/lib.rs](src/lib.rs)."
                + ("" if examples_shown else " Klaro does not read Rust source, so it shows no code example."),
                [manifest_claim("Cargo.toml", "name", str(cargo["name"])), path_claim("src/lib.rs")],
            )
        )
    for path in sorted(p for p in facts.manifests if p.endswith("/Cargo.toml")):
        member, found = path.rsplit("/", 1)[0], facts.manifests[path]
        bins = [("bin", b) for b in found.get("bins", [])]
        if not bins and found.get("name") and facts.repo.is_file(f"{member}/src/main.rs"):
            bins = [("name", str(found["name"]))]
        for key, binary in bins:
            claims = [path_claim(member), manifest_claim(path, key, binary)]
            blocks.append(
                Block(
                    "usage", f"The workspace member [{member}/]({member}) builds the {code(binary)} binary.", claims
                )
            )
            blocks.extend(binary_row(facts, path, binary, claims))
    return blocks

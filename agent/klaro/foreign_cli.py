"""Read the options of a Rust, Go or Node command from its parser calls, for the command table.

Klaro does not analyse these languages, but their argument parsers declare options in a few
recognisable calls whose flag names are string literals: clap's ``.long("follow-links")`` and
``.short("L")``, Go's ``flag.String("name", …)`` and cobra/pflag's ``Flags().BoolP("name", "n",
…)``, commander's ``.option('-p, --port <n>', …)`` and yargs' ``.option('port', …)``. Each
option keeps the literal it was read from, so the verifier checks it in the file. The source file
of a binary comes from the manifest (Cargo's ``[[bin]] path``, package.json's ``bin``) or the
usual place (``src/main.rs``, ``main.go``, ``cmd/NAME/``).
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath
from typing import Any

from agent.klaro.facts import Facts

__all__ = ["binary_source", "scan_options"]

MAX_OPTIONS = 60
_RUST_LONG = re.compile(r"""\.long\(\s*"([\w-]+)"\s*\)""")
_RUST_SHORT = re.compile(r"""\.short\(\s*(?:"(\w)"|'(\w)')\s*\)""")
_RUST_ABOUT = re.compile(r"""(?:App|Command)::new\(\s*"([^"\n]+)"\s*\)|\.about\(\s*"([^"\n]+)"\s*\)""")
_GO_FLAG = re.compile(
    r"""\bflag\.(?:String|Bool|Int|Int64|Uint|Float64|Duration)(?:Var)?\(\s*(?:&?[\w.]+,\s*)?"([\w-]+)\""""
)
_GO_PFLAG = re.compile(r"""Flags\(\)\.\w+?P?\(\s*(?:&?[\w.]+,\s*)?"([\w-]+)"(?:,\s*"(\w)")?""")
_NODE_COMMANDER = re.compile(r"""\.(?:option|requiredOption)\(\s*(['"`])((?:-\w,?\s*)?--[\w-]+[^'"`]*)\1""")
_NODE_YARGS = re.compile(r"""\.option\(\s*(['"])([\w-]+)\1\s*,\s*\{""")
_COMMENT = re.compile(r"^[ \t]*//[^\n]*|(?<=\s)//\s[^\n]*|/\*.*?\*/", re.M | re.S)
_NODE_DESCRIPTION = re.compile(r"""\.description\(\s*(['"])([^'"\n]+)\1\s*\)""")


def binary_source(facts: Facts, manifest: str, name: str) -> str | None:
    """The file that holds binary ``name``'s ``main`` (a Cargo bin, an npm bin, a Go command)."""
    folder = manifest.rsplit("/", 1)[0] + "/" if "/" in manifest else ""
    found = facts.manifest(manifest) if manifest in facts.manifests else facts.manifests.get(manifest, {})
    declared = (found.get("bin_paths") or {}).get(name) or (found.get("bin") or {}).get(name)
    candidates = [declared] if isinstance(declared, str) else []
    if manifest.endswith("Cargo.toml"):
        candidates += [f"src/bin/{name}.rs", f"src/bin/{name}/main.rs", "src/main.rs"]
    elif manifest.endswith("go.mod"):
        candidates += [f"cmd/{name}/main.go", "main.go"]
    for candidate in candidates:
        path = str(PurePosixPath(folder + candidate.removeprefix("./")))
        if facts.repo.is_file(path):
            return path
    return None


def _option(flags: list[str], source: str, path: str, line: int) -> dict[str, Any]:
    return {"flags": flags, "help": "", "derived": False, "source": source, "path": path, "line": line}


def scan_options(text: str, path: str) -> tuple[list[dict[str, Any]], str]:
    """The options a command's source declares (in source order) and its one-line description."""
    options: list[dict[str, Any]] = []
    about = ""
    text = _COMMENT.sub("", text)  # a commented-out option is not an option
    if path.endswith(".rs"):
        for match in _RUST_LONG.finditer(text):
            options.append(_option([f"--{match.group(1)}"], match.group(1), path, match.start()))
        described = _RUST_ABOUT.search(text)
        about = next((g for g in described.groups() if g), "") if described else ""
    elif path.endswith(".go"):
        for match in _GO_FLAG.finditer(text):
            options.append(_option([f"-{match.group(1)}"], match.group(1), path, match.start()))
        for match in _GO_PFLAG.finditer(text):
            flags = [f"--{match.group(1)}"] + ([f"-{match.group(2)}"] if match.group(2) else [])
            options.append(_option(flags, match.group(1), path, match.start()))
    else:
        for match in _NODE_COMMANDER.finditer(text):
            flags = re.findall(r"--?[\w-]+", match.group(2))
            long = [f for f in flags if f.startswith("--")]
            options.append(_option(long + [f for f in flags if f not in long], match.group(2), path, match.start()))
        for match in _NODE_YARGS.finditer(text):
            options.append(_option([f"--{match.group(2)}"], match.group(2), path, match.start()))
        described = _NODE_DESCRIPTION.search(text)
        about = described.group(2) if described else ""
    options.sort(key=lambda o: o["line"])
    return options[:MAX_OPTIONS], about

"""Write the README sections that describe the code itself: structure, API, configuration, notes.

The API overview is ranked (see ``agent.klaro.ranking``) and every item is its own block with a
rank, so the assembler can drop the least important ones to stay within the size budget and name
what it left out. Docstring text is treated as prose: backticks and markup are removed, so a
docstring can never smuggle an unverified name into the README.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath
from typing import Any

from agent.klaro.blocks import Block, literal_claim, module_claim, path_claim, symbol_claim
from agent.klaro.exports import by_usage, package_exports
from agent.klaro.facts import Facts
from agent.klaro.ranking import in_package, is_api_candidate, is_build_hook, rank_modules
from agent.klaro.signatures import compact_signature

__all__ = ["plain", "structure_blocks", "api_blocks", "config_blocks", "notes_blocks", "MAX_TREE_LINES"]

MAX_TREE_LINES = 45
MAX_FOLDER_LINES = 14
MAX_ENV_ROWS = 40
MAX_METHODS = 8


def plain(text: str, keep_code: bool = False) -> str:
    """Return ``text`` as one line of safe prose (no code spans unless kept, no HTML, no tables)."""
    text = " ".join(str(text).split())
    if not keep_code:
        text = text.replace("`", "")
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return text.replace("<", "&lt;").replace("|", "\\|")


def _code(text: str) -> str:
    return f"``{text}``" if "`" in text else f"`{text}`"


def _describe(facts: Facts, path: str, is_dir: bool) -> str:
    if is_dir:
        doc = facts.modules.get(f"{path}/__init__.py", {}).get("docstring", "")
        if doc:
            return doc
        count = sum(1 for p in facts.repo.files if p.startswith(path + "/"))
        return f"{count} file{'s' if count != 1 else ''}"
    if path.endswith("/__init__.py"):
        return ""  # its folder's line already carries the package docstring
    return facts.modules.get(path, {}).get("docstring", "")


def _private_name(path: str) -> bool:
    name = PurePosixPath(path).name
    return name.startswith("_") and name not in ("__init__.py", "__main__.py")


def _tree_line(name: str, depth: int, comment: str) -> str:
    left = "  " * depth + name
    if not comment:
        return left
    comment = plain(comment)
    comment = comment if len(comment) <= 70 else comment[:67].rstrip() + "..."
    return f"{left.ljust(30)} # {comment}"


def _expanded(facts: Facts, root_dirs: list[str]) -> set[str]:
    """The root folders worth opening one level: the main packages (never tests) and ``src``."""
    packages = [p for p in facts.top_packages if not PurePosixPath(p).name.lower().startswith("test")]
    wanted = set(packages[:2]) | ({"src"} if "src" in root_dirs else set())
    return {d for d in root_dirs if d in wanted or any(p.startswith(d + "/") for p in wanted)}


def structure_blocks(facts: Facts, heading: str) -> list[Block]:
    """A short annotated tree: root folders and files, one level into the main packages.

    Every root entry is listed before any folder is opened, so a long package never pushes
    ``pyproject.toml`` out of the tree; whatever does not fit is counted on its own line.
    """
    repo = facts.repo
    root_dirs = sorted(d for d in repo.dirs if d and "/" not in d)
    root_files = sorted(p for p in repo.files if "/" not in p)
    expand = _expanded(facts, root_dirs)
    roots = [*root_dirs, *root_files][:MAX_TREE_LINES]
    budget = MAX_TREE_LINES - len(roots)
    children: dict[str, list[str]] = {}
    for folder in root_dirs:
        if folder not in expand or folder not in roots:
            continue
        kids = [d for d in repo.dirs if d.startswith(folder + "/") and d.count("/") == 1]
        kids += [p for p in repo.files if p.startswith(folder + "/") and p.count("/") == 1]
        listing = sorted(kids, key=lambda k: (_private_name(k), k not in repo.dirs, k))
        room = min(len(listing), MAX_FOLDER_LINES, max(budget - 1, 0))
        if room < len(listing) and room + 1 == len(listing) and budget >= len(listing):
            room = len(listing)
        children[folder] = listing[:room]
        budget -= room + (1 if room < len(listing) else 0)
    lines: list[str] = []
    paths: list[str] = []
    hidden: list[str] = []
    for entry in roots:
        is_dir = entry in repo.dirs
        lines.append(_tree_line(entry + ("/" if is_dir else ""), 0, _describe(facts, entry, is_dir)))
        paths.append(entry)
        kids = children.get(entry, [])
        for kid in kids:
            is_kid_dir = kid in repo.dirs
            name = PurePosixPath(kid).name + ("/" if is_kid_dir else "")
            lines.append(_tree_line(name, 1, _describe(facts, kid, is_kid_dir)))
            paths.append(kid)
        total = sum(1 for k in [*repo.dirs, *repo.files] if k.startswith(entry + "/") and k.count("/") == 1)
        if is_dir and entry in children and len(kids) < total:
            hidden.append(f"{total - len(kids)} more in {_code(entry + '/')}")
    left = len(root_dirs) + len(root_files) - len(roots)
    if left:
        hidden.append(f"{left} more at the top level")
    markdown = f"## {heading}\n\n```text\n" + "\n".join(lines) + "\n```"
    if hidden:
        markdown += f"\n\nNot shown in the tree: {', '.join(hidden)}."
    return [Block("structure", markdown, [path_claim(p) for p in paths])]


def _class_item(display: str, module: str, cls: dict[str, Any]) -> tuple[str, list]:
    bases = f"({', '.join(cls['bases'])})" if cls["bases"] else ""
    signature = "class " + display + bases
    head = f"- {_code(signature)}"
    if cls["docstring"]:
        head += f" — {plain(cls['docstring'])}"
    claims = [symbol_claim(module, cls["name"])]
    lines = [head]
    init = next((m for m in cls["methods"] if m["name"] == "__init__"), None)
    if init is not None:
        lines.append(f"  - {_code(display + compact_signature(init['signature']).split(' -> ')[0])}")
        claims.append(symbol_claim(module, f"{cls['name']}.__init__"))
    elif cls["fields"] and any(d.split("(")[0].endswith("dataclass") for d in cls["decorators"]):
        lines.append(f"  - {_code(display + '(' + ', '.join(cls['fields']) + ')')}")
    public = [m for m in cls["methods"] if not m["name"].startswith("_")][:MAX_METHODS]
    for method in public:
        if any(d.split(".")[-1] in ("property", "cached_property") for d in method["decorators"]):
            returns = method["signature"].partition(" -> ")[2]
            shown = f"{display}.{method['name']}" + (f": {returns}" if returns else "")
        else:
            shown = display + "." + method["name"] + compact_signature(method["signature"])
        line = f"  - {_code(shown)}"
        if method["docstring"]:
            line += f" — {plain(method['docstring'])}"
        lines.append(line)
        claims.append(symbol_claim(module, f"{cls['name']}.{method['name']}"))
    return "\n".join(lines), claims


def _item(display: str, module: str, kind: str, item: dict[str, Any]) -> tuple[str, list]:
    if kind == "class":
        return _class_item(display, module, item)
    prefix = "async " if item["is_async"] else ""
    line = f"- {_code(prefix + display + compact_signature(item['signature']))}"
    if item["docstring"]:
        line += f" — {plain(item['docstring'])}"
    return line, [symbol_claim(module, item["name"])]


def _heading(dotted: str, docstring: str) -> Block:
    title = f"### {_code(dotted)}" + (f"\n\n{plain(docstring)}" if docstring else "")
    return Block("api", title, [module_claim(dotted)], rank=None, label=dotted)


def api_blocks(facts: Facts, heading: str) -> list[Block]:
    """The public classes and functions: package exports first, then the ranked public modules."""
    blocks = [
        Block("api", f"## {heading}"),
        Block("api", "The public classes and functions, most important first."),
    ]
    rank = 0
    shown: set[tuple[str, str]] = set()
    inits = set()
    for package in facts.top_packages:
        init_path = f"{package}/__init__.py"
        exports = [e for e in package_exports(facts, init_path) if e.item is not None and e.kind != "name"]
        if not exports:
            continue
        inits.add(init_path)
        dotted = facts.modules[init_path]["module"]
        exports = by_usage(facts, dotted, exports)
        blocks.append(_heading(dotted, facts.modules[init_path]["docstring"]))
        for export in exports:
            assert export.item is not None
            text, claims = _item(export.name, export.module, export.kind, export.item)
            rank += 1
            claims.append(symbol_claim(dotted, export.name))
            blocks.append(Block("api", text, claims, rank=rank, label=dotted))
            shown.add((export.module, export.original))
    for path in rank_modules(facts):
        module = facts.modules.get(path)
        if not module or not module.get("module") or path in inits:
            continue
        if not is_api_candidate(path) or not in_package(path, facts):
            continue
        dotted = module["module"]
        exported = set(module["all"]) if module.get("all") is not None else None
        items = [("class", c) for c in module["classes"]] + [("function", f) for f in module["functions"]]
        items = [
            (k, i)
            for k, i in items
            if (exported is None or i["name"] in exported) and (dotted, i["name"]) not in shown
        ]
        if not items:
            continue
        base = dotted.rsplit(".", 1)[-1].replace("_", "").lower()
        items.sort(key=lambda pair: (pair[1]["name"].lower() != base, not pair[1]["docstring"]))
        blocks.append(_heading(dotted, module["docstring"]))
        for kind, item in items:
            text, claims = _item(item["name"], dotted, kind, item)
            rank += 1
            blocks.append(Block("api", text, claims, rank=rank, label=dotted))
    if len(blocks) == 2:
        blocks[1] = Block("api", _nothing_found(facts, "public Python classes or functions to list"))
    return blocks


def _not_read(facts: Facts) -> str | None:
    """The sentence that says the main language's source was not read, outside Python projects."""
    if facts.ecosystem == "python":
        return None
    source = f"the {facts.language} source" if facts.language else "the source"
    return (
        f"Klaro analyses Python code only; {source} of this repository was not read, "
        "so this section does not describe it."
    )


def _nothing_found(facts: Facts, what: str) -> str:
    """Say "found no X" only when the project's Python code was analysed; otherwise say it was not."""
    not_read = _not_read(facts)
    if not_read:
        return not_read
    if facts.modules:
        return f"Klaro found no {what}."
    return "Klaro could not analyse this repository's Python code, so this section does not describe it."


def config_blocks(facts: Facts, heading: str) -> list[Block]:
    """The environment variables the analysed code reads, and example configuration files."""
    blocks = [Block("configuration", f"## {heading}")]
    found: dict[str, tuple[str, str | None]] = {}
    for path in sorted(facts.modules):
        if (not is_api_candidate(path) and "/" in path) or is_build_hook(path):
            continue
        for var in facts.modules[path].get("env_vars", []):
            if var["name"] not in found and not var["name"].startswith("_"):
                found[var["name"]] = (path, var["default"])
    header = "| Variable | Default | Read in |\n|---|---|---|"
    if found:
        blocks.append(Block("configuration", "The code reads these environment variables:"))
    for name, (path, default) in sorted(found.items())[:MAX_ENV_ROWS]:
        shown = plain(default) if default not in (None, "") else "none"
        row = f"| {_code(name)} | {shown[:40]} | [{path}]({path}) |"
        blocks.append(
            Block("configuration", row, [literal_claim(path, name), path_claim(path)], table=header)
        )
    if len(found) > MAX_ENV_ROWS:
        blocks.append(
            Block("configuration", f"{len(found) - MAX_ENV_ROWS} more variables are read in the code.")
        )
    for example in (".env.example", ".env.sample", ".env.template", "config.example.yaml", "example.env"):
        if facts.repo.is_file(example):
            blocks.append(
                Block(
                    "configuration",
                    f"An example configuration is in [{example}]({example}).",
                    [path_claim(example)],
                )
            )
    not_read = _not_read(facts)
    if len(blocks) == 1 or not_read:
        text = (
            "The analysed modules read no environment variables."
            if facts.modules and not not_read
            else _nothing_found(facts, "environment variables")
        )
        blocks.append(Block("configuration", text))
    return blocks


def notes_blocks(facts: Facts) -> list[Block]:
    """What Klaro did not analyse, said plainly."""
    blocks = [
        Block("notes", "## About this README"),
        Block(
            "notes",
            "Klaro wrote this README from the repository's "
            + (
                "manifests, file tree and Python source"
                if facts.modules and facts.ecosystem == "python"
                else "manifests and file tree"
            )
            + ", and checked every name it mentions against the repository.",
        ),
    ]
    others = sorted({m["ecosystem"] for m in facts.manifests.values() if m.get("kind") == "other"})
    if facts.ecosystem in ("node", "go", "rust", "other", "unknown"):
        blocks.append(
            Block(
                "notes",
                "Klaro reads Python code with the ast module; the "
                + (f"{facts.language} source" if facts.language else "source code")
                + " of this repository was not analysed, so this README is built from its "
                "manifests and file tree.",
            )
        )
    if others:
        blocks.append(Block("notes", f"Recognised but not analysed: {', '.join(others)}."))
    python_files = [p for p in facts.repo.files if p.endswith(".py")]
    analysed = [p for p in facts.modules if p.endswith(".py")]
    if python_files and len(analysed) < len(python_files):
        blocks.append(
            Block(
                "notes",
                f"Klaro analysed {len(analysed)} of {len(python_files)} Python files, "
                "the most important first (entry points, package exports, public modules).",
            )
        )
    for path, message in sorted((p, m) for p, m in facts.failed.items() if facts.repo.is_file(p)):
        reason = plain(message.replace(f"'{path}'", "").strip(" :.").replace("  ", " "))
        blocks.append(
            Block("notes", f"- [{path}]({path}) could not be analysed: {reason}.", [path_claim(path)])
        )
    if facts.repo.skipped:
        parts = [f"{reason} ({len(paths)})" for reason, paths in sorted(facts.repo.skipped.items())]
        blocks.append(Block("notes", f"Not read: {'; '.join(parts)}."))
    return blocks

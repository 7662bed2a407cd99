"""The command reference: one table row per command, with options found wherever they are defined.

A command's options are not always declared next to it: pip-tools decorates ``pip-compile`` with
``@options.dry_run`` from a shared ``options`` module, twine's ``upload`` hands its parser to
``settings.Settings.register_argparse_arguments``. The scanner records such references
(``refs``); this module follows each one through the command module's imports to the module that
defines it, reads that file with ``ast`` (never importing it) and takes the ``click.option(...)``
it assigns or returns, or the ``add_argument`` calls the function makes. Every option in a row
claims the literal in the file that really declares it, so the verifier checks it there.
"""

from __future__ import annotations

import ast
from typing import Any

from agent.klaro.blocks import Block, Claim, code, literal_claim, text_claim
from agent.klaro.cli_scan import option_flags
from agent.klaro.exports import resolve_import
from agent.klaro.facts import Facts
from agent.klaro.sections import plain

__all__ = ["TABLE_HEADER", "resolve_options", "command_row", "MAX_FLAGS"]

TABLE_HEADER = "| Command | Options | What it does |\n|---|---|---|"
MAX_FLAGS = 12
_MAX_REFS = 80


def _strings(args: list[ast.expr]) -> list[str]:
    return [a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str)]


def _help(call: ast.Call) -> str:
    for keyword in call.keywords:
        if keyword.arg == "help" and isinstance(keyword.value, ast.Constant):
            return str(keyword.value.value)
    return ""


def _option_of(call: ast.Call, path: str) -> dict[str, Any] | None:
    values = _strings(call.args)
    flags = option_flags(values)
    if not flags:
        return None
    source = next((v for v in values if flags[0] in (p.strip() for p in v.split("/"))), flags[0])
    return {"flags": flags, "help": _help(call), "derived": False, "source": source, "path": path}


def _is_option_call(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute | ast.Name)
        and ast.unparse(node.func).split(".")[-1] in ("option", "add_argument", "add_option")
    )


def _definition(tree: ast.Module, dotted: str) -> ast.AST | None:
    """The top-level assignment, function or class method ``dotted`` names in ``tree``."""
    first, _, rest = dotted.partition(".")
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == first for t in stmt.targets):
            return stmt.value if not rest else None
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef) and stmt.name == first and not rest:
            return stmt
        if isinstance(stmt, ast.ClassDef) and stmt.name == first and rest:
            return next(
                (
                    item
                    for item in stmt.body
                    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name == rest
                ),
                None,
            )
    return None


def _options_in(node: ast.AST, path: str) -> list[dict[str, Any]]:
    """Options an assigned ``click.option(...)``, or a function's option calls, declare."""
    if _is_option_call(node):
        found = _option_of(node, path)  # type: ignore[arg-type]
        return [found] if found else []
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        calls = sorted(
            (n for n in ast.walk(node) if _is_option_call(n)), key=lambda n: (n.lineno, n.col_offset)
        )
        return [o for o in (_option_of(c, path) for c in calls) if o]  # type: ignore[arg-type]
    return []


def _target(facts: Facts, path: str, ref: str) -> tuple[str, str] | None:
    """(file, dotted name inside it) that the reference ``ref`` in module ``path`` points to."""
    module = facts.modules.get(path, {})
    own = module.get("module", "")
    head, _, rest = ref.partition(".")
    for item in module.get("imports", []):
        base = resolve_import(own, path.endswith("__init__.py"), item["level"], item["module"])
        if not item["names"] and (item.get("asname") or item["module"].split(".")[0]) == head:
            dotted = item["module"] if item.get("asname") else head
            parts = [dotted, *rest.split(".")] if rest else [dotted]
            for cut in range(len(parts), 0, -1):
                file = facts.module_file(".".join(parts[:cut]))
                if file and cut < len(parts):
                    return file, ".".join(parts[cut:])
            return None
        for alias in item["names"]:
            if (alias.get("asname") or alias["name"]) != head:
                continue
            submodule = facts.module_file(f"{base}.{alias['name']}" if base else alias["name"])
            if submodule and rest:
                return submodule, rest
            file = facts.module_file(base)
            if file:
                return file, alias["name"] + (f".{rest}" if rest else "")
            return None
    return (path, ref) if facts.repo.is_file(path) else None


def resolve_options(facts: Facts, path: str, command: dict[str, Any]) -> list[dict[str, Any]]:
    """The command's options, its own and those its references define in other modules.

    They come in source order (a reference's options where the reference is), which for click
    is the order of the decorators and so the order ``--help`` lists them in.
    """
    placed: list[tuple[int, int, dict[str, Any]]] = [
        (o.get("line", 0), index, dict(o, path=o.get("path", path)))
        for index, o in enumerate(command.get("options", []))
    ]
    trees: dict[str, ast.Module | None] = {}
    for entry in command.get("refs", [])[:_MAX_REFS]:
        ref, line = (entry["name"], entry["line"]) if isinstance(entry, dict) else (str(entry), 0)
        found = _target(facts, path, ref)
        if found is None:
            continue
        file, name = found
        if file not in trees:
            text = facts.repo.text_or_none(file)
            try:
                trees[file] = ast.parse(text) if text is not None else None
            except (SyntaxError, ValueError, RecursionError):
                trees[file] = None
        tree = trees[file]
        node = _definition(tree, name) if tree is not None else None
        if node is None:
            continue
        if isinstance(node, ast.Call) and not _is_option_call(node):
            continue
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and _is_factory(node):
            returned = [n.value for n in ast.walk(node) if isinstance(n, ast.Return) and _is_option_call(n.value)]
            found_options = [o for o in (_option_of(r, file) for r in returned) if o]  # type: ignore[arg-type]
        else:
            found_options = _options_in(node, file)
        placed += [(line, len(placed) + i, o) for i, o in enumerate(found_options)]
    seen: set[str] = set()
    unique = []
    for _, _, option in sorted(placed, key=lambda item: (item[0], item[1])):
        if option["flags"][0] not in seen:
            seen.add(option["flags"][0])
            unique.append(option)
    return unique


def _is_factory(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A function that returns ``click.option(...)`` (a decorator factory such as ``help_option``)."""
    return any(isinstance(n, ast.Return) and _is_option_call(n.value) for n in ast.walk(node))


def command_row(shown: str, help_text: str, options: list[dict[str, Any]], claims: list[Claim]) -> Block:
    """One table row: the command as typed, its options (each claimed where declared), its help."""
    claims = list(claims)
    flags: list[str] = []
    for option in options:
        flag = option["flags"][0]
        if option.get("derived"):
            claims.append(text_claim(option["path"], option["param"]))
        else:
            claims.append(literal_claim(option["path"], option.get("source", flag)))
        flags.append(code(flag))
    cell = ", ".join(flags[:MAX_FLAGS]) + (f" and {len(flags) - MAX_FLAGS} more" if len(flags) > MAX_FLAGS else "")
    text = plain(help_text).rstrip()
    if text and not text.endswith((".", "!", "?")):
        text += "."
    row = f"| {code(shown)} | {cell or '—'} | {text or '—'} |"
    return Block("usage", row, claims, table=TABLE_HEADER)

"""Find the command-line interface a module declares — click, typer or argparse — from its AST.

A README's usage section is only useful if its commands and options are the real ones, so they
are read from the decorators and ``add_argument`` calls themselves. Names that the framework
derives (a click command named after its function, a typer option named after its parameter) are
marked ``derived`` so the verifier checks the parameter or function they come from.
"""

from __future__ import annotations

import ast
from typing import Any

__all__ = ["option_flags", "scan_cli"]

_CLICK_SUFFIXES = ("_command", "_cmd", "_group", "_grp")


def _text(node: ast.AST) -> str:
    return ast.unparse(node)


def _strings(args: list[ast.expr]) -> list[str]:
    return [a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str)]


def _kw(call: ast.Call, name: str) -> str | None:
    for keyword in call.keywords:
        if (
            keyword.arg == name
            and isinstance(keyword.value, ast.Constant)
            and isinstance(keyword.value.value, str)
        ):
            return keyword.value.value
    return None


def option_flags(values: list[str]) -> list[str]:
    """The option flags among a decorator's or parser call's strings ("-v/--verbose" gives both)."""
    flags: list[str] = []
    for value in values:
        for part in value.split("/"):
            part = part.strip()
            if part.startswith("-") and part not in flags and " " not in part:
                flags.append(part)
    return flags


def _source(values: list[str], flag: str) -> str:
    """The string literal a flag was declared in (click writes "--color/--no-color" as one)."""
    return next((v for v in values if flag in (p.strip() for p in v.split("/"))), flag)


def _dashed(name: str) -> str:
    return name.lower().replace("_", "-")


def _typer_params(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> tuple[list[dict[str, Any]], list[str]]:
    options: list[dict[str, Any]] = []
    arguments: list[str] = []
    args = fn.args.args + fn.args.kwonlyargs
    defaults: list[ast.expr | None] = [None] * (len(fn.args.args) - len(fn.args.defaults)) + list(
        fn.args.defaults
    )
    defaults += list(fn.args.kw_defaults)
    for arg, default in zip(args, defaults, strict=True):
        if arg.arg in ("self", "ctx") or (
            arg.annotation is not None and _text(arg.annotation).endswith("Context")
        ):
            continue
        marker = default
        if arg.annotation is not None and _text(arg.annotation).startswith(
            ("Annotated[", "typing.Annotated[")
        ):
            elements = getattr(arg.annotation.slice, "elts", [])  # type: ignore[attr-defined]
            marker = next((e for e in elements[1:] if isinstance(e, ast.Call)), default)
        kind = _text(marker.func) if isinstance(marker, ast.Call) else ""
        if kind.endswith("Argument") or (marker is None and kind == ""):
            arguments.append(arg.arg.upper())
            continue
        flags = option_flags(_strings(marker.args)) if isinstance(marker, ast.Call) else []
        help_text = _kw(marker, "help") if isinstance(marker, ast.Call) else None
        derived = not flags
        options.append(
            {
                "flags": flags or ["--" + _dashed(arg.arg)],
                "help": help_text or "",
                "derived": derived,
                "param": arg.arg,
                "line": arg.lineno,
            }
        )
    return options, arguments


def _scan_decorated(tree: ast.Module) -> list[dict[str, Any]]:
    typer_apps = {
        t.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Call)
        and _text(node.value.func) in ("typer.Typer", "Typer")
        for t in node.targets
        if isinstance(t, ast.Name)
    }
    commands: list[dict[str, Any]] = []
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for deco in fn.decorator_list:
            call = deco if isinstance(deco, ast.Call) else None
            target = call.func if call else deco
            if not isinstance(target, ast.Attribute | ast.Name):
                continue
            attr = target.attr if isinstance(target, ast.Attribute) else target.id
            owner = _text(target.value) if isinstance(target, ast.Attribute) else ""
            if attr not in ("command", "group", "callback"):
                continue
            framework = "typer" if owner in typer_apps else "click"
            if (
                framework == "click"
                and owner not in ("click", "")
                and not any(c["function"] == owner for c in commands)
            ):
                continue
            explicit = (_strings(call.args)[:1] or [_kw(call, "name")])[0] if call else None
            if attr == "callback":
                explicit = explicit or ""
            name = explicit if explicit is not None else _dashed(fn.name)
            if explicit is None and framework == "click" and fn.name.endswith(_CLICK_SUFFIXES):
                continue
            help_text = (_kw(call, "help") if call else None) or ast.get_docstring(fn) or ""
            options: list[dict[str, Any]] = []
            arguments: list[str] = []
            refs: list[str] = []
            if framework == "typer":
                options, arguments = _typer_params(fn)
            else:
                for other in fn.decorator_list:
                    if other is deco:
                        continue
                    ref = _option_ref(other)
                    if ref:
                        refs.append({"name": ref, "line": other.lineno})
                    elif isinstance(other, ast.Call) and _text(other.func).split(".")[-1] == "option":
                        flags = option_flags(_strings(other.args))
                        if flags:
                            options.append(
                                {
                                    "flags": flags,
                                    "help": _kw(other, "help") or "",
                                    "derived": False,
                                    "source": _source(_strings(other.args), flags[0]),
                                    "line": other.lineno,
                                }
                            )
                    elif isinstance(other, ast.Call) and _text(other.func).split(".")[-1] == "argument":
                        arguments.extend(s.upper() for s in _strings(other.args)[:1])
            commands.append(
                {
                    "framework": framework,
                    "name": name,
                    "function": fn.name,
                    "parent": None if owner in ("click", "") else owner,
                    "group": attr == "group",
                    "derived": explicit is None,
                    "help": help_text.strip().splitlines()[0] if help_text.strip() else "",
                    "options": options,
                    "arguments": arguments,
                    "refs": refs,
                }
            )
            break
    return _mount_typer_groups(tree, typer_apps, commands)


def _mount_typer_groups(tree: ast.Module, apps: set[str], commands: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Name a sub-app's commands as typed: ``app.add_typer(utils_app, name="utils")`` makes ``utils docs``."""
    mounts: dict[str, tuple[str, str]] = {}
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "add_typer"
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in apps
            and node.args
            and isinstance(node.args[0], ast.Name)
        ):
            name = _kw(node, "name")
            if name:
                mounts[node.args[0].id] = (node.func.value.id, name)
    for command in commands:
        mounted = mounts.get(command["parent"] or "") if command["framework"] == "typer" else None
        if mounted:
            command["parent"] = mounted[0]
            command["name"] = f"{mounted[1]} {command['name']}".strip()
    return commands


_NOT_OPTIONS = ("command", "group", "argument", "option", "pass_context", "pass_obj", "make_pass_decorator")


def _option_ref(deco: ast.expr) -> str | None:
    """The dotted name of a decorator that may add options defined elsewhere (``@options.dry_run``).

    click projects often declare shared options once (``dry_run = click.option(...)`` in an
    ``options`` module) and decorate each command with them; the option itself is found later,
    in the module the name comes from.
    """
    target = deco.func if isinstance(deco, ast.Call) else deco
    if not isinstance(target, ast.Name | ast.Attribute):
        return None
    text = _text(target)
    if text.split(".")[0] in ("click", "typer") or text.split(".")[-1] in _NOT_OPTIONS:
        return None
    return text


def _scan_argparse(tree: ast.Module) -> list[dict[str, Any]]:
    parsers: dict[str, str] = {}
    subparsers: dict[str, str] = {}
    helps: dict[str, str] = {}
    prog: str | None = None
    assigns = [n for n in ast.walk(tree) if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)]
    assigns.sort(key=lambda n: (n.lineno, n.col_offset))
    for node in assigns:
        call = node.value
        assert isinstance(call, ast.Call)
        names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        func = _text(call.func)
        owner = _text(call.func.value) if isinstance(call.func, ast.Attribute) else ""
        if func.endswith("ArgumentParser"):
            prog = prog or _kw(call, "prog")
            for name in names:
                parsers[name] = ""
                helps[""] = _kw(call, "description") or helps.get("", "")
        elif func.endswith(".add_subparsers"):
            for name in names:
                subparsers[name] = parsers.get(owner, "")
        elif func.endswith(".add_parser") and _strings(call.args):
            command = _strings(call.args)[0]
            parent = subparsers.get(owner, "")
            full = f"{parent} {command}".strip()
            helps[full] = _kw(call, "help") or _kw(call, "description") or ""
            for name in names:
                parsers[name] = full
    if not parsers:
        return []
    commands: dict[str, dict[str, Any]] = {}
    calls = [
        n
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "add_argument"
    ]
    calls.sort(key=lambda n: (n.lineno, n.col_offset))
    for full, text in helps.items():
        commands[full] = {
            "framework": "argparse",
            "name": full,
            "function": "",
            "parent": None,
            "group": False,
            "derived": False,
            "help": text,
            "options": [],
            "arguments": [],
            "refs": [],
        }
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name | ast.Attribute):
            continue
        passed = [a.id for a in node.args if isinstance(a, ast.Name) and a.id in parsers]
        name = _text(node.func)
        if passed and not name.endswith((".add_argument", ".add_subparsers", ".add_parser", ".parse_args")):
            entry = commands.get(parsers[passed[0]])
            if entry is not None and name not in [r["name"] for r in entry["refs"]]:
                entry["refs"].append({"name": name, "line": node.lineno})
    for call in calls:
        owner = _text(call.func.value)  # type: ignore[attr-defined]
        full = parsers.get(owner, "")
        entry = commands.setdefault(
            full,
            {
                "framework": "argparse",
                "name": full,
                "function": "",
                "parent": None,
                "group": False,
                "derived": False,
                "help": "",
                "options": [],
                "arguments": [],
                "refs": [],
            },
        )
        values = _strings(call.args)
        flags = option_flags(values)
        if flags:
            entry["options"].append(
                {"flags": flags, "help": _kw(call, "help") or "", "derived": False, "line": call.lineno}
            )
        elif values:
            entry["arguments"].append(values[0].upper())
    result = sorted(commands.values(), key=lambda c: c["name"])
    for entry in result:
        entry["prog"] = prog
    return result


def scan_cli(tree: ast.Module) -> list[dict[str, Any]]:
    """Return the commands this module declares, each with its options and arguments."""
    return _scan_decorated(tree) + _scan_argparse(tree)

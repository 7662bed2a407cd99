"""Read a Python module with ``ast`` — never by importing it — and return plain facts about it.

Importing uploaded code would run it, so everything here is static: the module docstring, public
classes (bases, decorators, methods, constructor signature), public functions with their real
signatures, ``__all__``, imports (to see what a package re-exports), ``if __name__ == "__main__"``
blocks, command-line interfaces built with click, typer or argparse, and environment variables
read through ``os.environ``/``os.getenv``. A syntax error propagates as ``SyntaxError``; the tool
layer turns it into an error result for the planner.
"""

from __future__ import annotations

import ast
import re
from typing import Any

__all__ = ["analyze_python", "module_name", "signature_of", "first_line"]

ENV_NAME = re.compile(r"^[A-Z][A-Z0-9_]{2,}$")
_ENV_HOLDERS = {"env", "environ", "environment", "os_environ"}
_PUBLIC_DUNDERS = {"__init__", "__call__", "__enter__", "__exit__", "__iter__"}


_ABBREVIATIONS = ("e.g.", "i.e.", "vs.", "cf.", "approx.", "resp.", "No.")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")


def _first_sentence(paragraph: str) -> str:
    """Cut at the first full stop that ends a sentence, not one inside "e.g." or "i.e.".

    "etc." ends a sentence only when a capitalised word follows it.
    """
    for match in _SENTENCE_END.finditer(paragraph):
        head, rest = paragraph[: match.end()], paragraph[match.end() :].lstrip()
        if head.endswith(_ABBREVIATIONS) or (head.endswith("etc.") and rest[:1].islower()):
            continue
        return head
    return paragraph


def first_line(doc: str | None) -> str:
    """Return the first sentence of a docstring's first prose paragraph, without reST markup.

    reST directives (``.. versionchanged::``) and escapes (``Option`\\s``) are not prose, and a
    sentence that ends in a colon only introduces a list the README will not show, so such a
    summary is dropped rather than left dangling.
    """
    if not doc:
        return ""
    paragraphs = [" ".join(p.split()) for p in doc.strip().split("\n\n")]
    paragraph = next((p for p in paragraphs if p and not p.startswith("..")), "")
    paragraph = re.sub(r":[a-z:]+:`~?([^`]+)`", r"\1", paragraph)
    paragraph = re.sub(r"\\ ?(\S)", r"\1", paragraph).replace("\\", "")
    sentence = _first_sentence(paragraph)
    if sentence.endswith(":"):
        return ""
    return sentence if len(sentence) <= 200 else sentence[:197].rstrip() + "..."


def _is_overload(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(ast.unparse(d).split(".")[-1] == "overload" for d in node.decorator_list)


def _is_accessor(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(
        isinstance(d, ast.Attribute) and d.attr in ("setter", "deleter") for d in node.decorator_list
    )


def module_name(path: str, files: set[str] | dict[str, int]) -> str:
    """Return the importable dotted name of ``path``.

    The outermost folder with an ``__init__.py`` starts the name; folders below it without one are
    namespace packages (PEP 420). A module outside any package is importable by its own name.
    """
    stem = path.removesuffix(".pyi") if path.endswith(".pyi") else path.removesuffix(".py")
    parts = stem.split("/")
    folders = len(parts) - 1
    if parts[-1] == "__init__":
        parts = parts[:-1]
        folders = len(parts)
    for index in range(folders):
        if "/".join(parts[: index + 1]) + "/__init__.py" in files:
            return ".".join(parts[index:])
    return ".".join(parts[folders:]) if parts[folders:] else parts[-1]


def _unparse(node: ast.AST | None) -> str:
    return "" if node is None else ast.unparse(node)


def signature_of(fn: ast.FunctionDef | ast.AsyncFunctionDef, drop_first: bool = False) -> str:
    """Render the parameter list and return annotation as written: ``(a: int, *, b=1) -> str``."""
    args = fn.args
    rendered: list[str] = []
    positional = [*args.posonlyargs, *args.args]
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for index, (arg, default) in enumerate(zip(positional, defaults, strict=True)):
        if drop_first and index == 0:
            continue
        rendered.append(_param(arg, default))
        if args.posonlyargs and index == len(args.posonlyargs) - 1:
            rendered.append("/")
    if args.vararg:
        rendered.append("*" + _param(args.vararg, None))
    elif args.kwonlyargs:
        rendered.append("*")
    for arg, default in zip(args.kwonlyargs, args.kw_defaults, strict=True):
        rendered.append(_param(arg, default))
    if args.kwarg:
        rendered.append("**" + _param(args.kwarg, None))
    result = f"({', '.join(rendered)})"
    if fn.returns is not None:
        result += f" -> {_unparse(fn.returns)}"
    return result


def _param(arg: ast.arg, default: ast.expr | None) -> str:
    text = arg.arg
    if arg.annotation is not None:
        text += f": {_unparse(arg.annotation)}"
        if default is not None:
            text += f" = {_unparse(default)}"
    elif default is not None:
        text += f"={_unparse(default)}"
    return text


def _decorators(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> list[str]:
    return [_unparse(d) for d in node.decorator_list]


def _function(fn: ast.FunctionDef | ast.AsyncFunctionDef, method: bool = False) -> dict[str, Any]:
    decorators = _decorators(fn)
    drop = method and "staticmethod" not in decorators
    return {
        "name": fn.name,
        "signature": signature_of(fn, drop_first=drop),
        "decorators": decorators,
        "docstring": first_line(ast.get_docstring(fn)),
        "is_async": isinstance(fn, ast.AsyncFunctionDef),
        "lineno": fn.lineno,
    }


def _class(node: ast.ClassDef) -> dict[str, Any]:
    methods = []
    fields = []
    for item in node.body:
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and not _is_overload(item):
            if _is_accessor(item):
                continue  # a property's setter or deleter: the getter already names it
            if not item.name.startswith("_") or item.name in _PUBLIC_DUNDERS:
                methods.append(_function(item, method=True))
        elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            if not item.target.id.startswith("_") and "ClassVar" not in _unparse(item.annotation):
                text = f"{item.target.id}: {_unparse(item.annotation)}"
                fields.append(text + (f" = {_unparse(item.value)}" if item.value is not None else ""))
    return {
        "name": node.name,
        "bases": [_unparse(b) for b in node.bases],
        "decorators": _decorators(node),
        "docstring": first_line(ast.get_docstring(node)),
        "methods": methods,
        "fields": fields,
        "lineno": node.lineno,
    }


def _top_level(body: list[ast.stmt]) -> list[ast.stmt]:
    """Module statements, looking inside top-level ``if`` blocks and ``try`` bodies (optional imports)."""
    out: list[ast.stmt] = []
    for stmt in body:
        out.append(stmt)
        if isinstance(stmt, ast.If):
            out.extend(_top_level(stmt.body))
            out.extend(_top_level(stmt.orelse))
        elif isinstance(stmt, ast.Try):
            out.extend(_top_level(stmt.body))  # except-handler fallbacks are not the API
    return out


def _is_main_guard(stmt: ast.stmt) -> bool:
    if not isinstance(stmt, ast.If) or not isinstance(stmt.test, ast.Compare):
        return False
    text = _unparse(stmt.test).replace("'", '"')
    return text in ('__name__ == "__main__"', '"__main__" == __name__')


def _literal_all(stmt: ast.stmt) -> list[str] | None:
    targets = (
        stmt.targets
        if isinstance(stmt, ast.Assign)
        else [stmt.target]
        if isinstance(stmt, ast.AnnAssign)
        else []
    )
    if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets) and stmt.value is not None:  # type: ignore[union-attr]
        try:
            value = ast.literal_eval(stmt.value)  # type: ignore[union-attr, arg-type]
        except ValueError:
            return None
        if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
            return list(value)
    return None


def _env_vars(tree: ast.Module) -> list[dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}

    def is_environ(node: ast.AST) -> bool:
        text = _unparse(node)
        return text in ("os.environ", "environ") or (isinstance(node, ast.Name) and node.id in _ENV_HOLDERS)

    def record(name_node: ast.AST | None, default: ast.AST | None, strict: bool) -> None:
        if isinstance(name_node, ast.Constant) and isinstance(name_node.value, str):
            name = name_node.value
            if (strict and name) or ENV_NAME.match(name):
                value = default.value if isinstance(default, ast.Constant) else None
                entry = found.setdefault(name, {"name": name, "default": None})
                if entry["default"] is None and value is not None:
                    entry["default"] = str(value)

    fallbacks: dict[int, ast.AST] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and len(node.values) == 2:
            fallbacks[id(node.values[0])] = node.values[1]
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and is_environ(node.value):
            record(node.slice, None, strict=_unparse(node.value) in ("os.environ", "environ"))
        elif isinstance(node, ast.Compare) and len(node.comparators) == 1 and is_environ(node.comparators[0]):
            if isinstance(node.ops[0], ast.In | ast.NotIn):
                record(node.left, None, strict=True)
        elif isinstance(node, ast.Call):
            func = _unparse(node.func)
            args = node.args
            if (
                func
                in (
                    "os.getenv",
                    "getenv",
                    "os.environ.get",
                    "environ.get",
                    "os.environ.setdefault",
                    "os.environ.pop",
                )
                and args
            ):
                record(args[0], args[1] if len(args) > 1 else fallbacks.get(id(node)), strict=True)
            elif (
                isinstance(node.func, ast.Attribute)
                and node.func.attr == "get"
                and is_environ(node.func.value)
            ):
                default = args[1] if len(args) > 1 else fallbacks.get(id(node))
                record(args[0] if args else None, default, strict=False)
            elif any(is_environ(a) for a in args):
                for index, arg in enumerate(args):
                    record(arg, args[index + 1] if index + 1 < len(args) else None, strict=False)
    return sorted(found.values(), key=lambda e: e["name"])


def analyze_python(source: str, path: str, files: set[str] | dict[str, int] | None = None) -> dict[str, Any]:
    """Return the facts of one module; raise ``SyntaxError`` when it does not parse."""
    from agent.klaro.cli_scan import scan_cli

    tree = ast.parse(source, filename=path)
    classes: list[dict[str, Any]] = []
    functions: list[dict[str, Any]] = []
    imports: list[dict[str, Any]] = []
    assigned: list[str] = []
    exported: list[str] | None = None
    main_block: list[str] | None = None
    seen: set[str] = set()
    for stmt in _top_level(tree.body):
        if isinstance(stmt, ast.ClassDef) and not stmt.name.startswith("_") and stmt.name not in seen:
            seen.add(stmt.name)
            classes.append(_class(stmt))
        elif isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef) and not _is_overload(stmt):
            if not stmt.name.startswith("_") and stmt.name not in seen:
                seen.add(stmt.name)
                functions.append(_function(stmt))
        elif isinstance(stmt, ast.ImportFrom):
            names = [{"name": a.name, "asname": a.asname} for a in stmt.names]
            imports.append({"module": stmt.module or "", "level": stmt.level, "names": names})
        elif isinstance(stmt, ast.Import):
            imports.extend(
                {"module": a.name, "level": 0, "names": [], "asname": a.asname} for a in stmt.names
            )
        elif isinstance(stmt, ast.Assign | ast.AnnAssign):
            exported = _literal_all(stmt) if _literal_all(stmt) is not None else exported
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            assigned.extend(t.id for t in targets if isinstance(t, ast.Name))
        if _is_main_guard(stmt):
            main_block = sorted({_unparse(n.func) for n in ast.walk(stmt) if isinstance(n, ast.Call)})
    return {
        "path": path,
        "module": module_name(path, files or {}),
        "docstring": first_line(ast.get_docstring(tree)),
        "all": exported,
        "imports": imports,
        "assigned": sorted(set(assigned)),
        "classes": classes,
        "functions": functions,
        "main_block": main_block,
        "cli": scan_cli(tree),
        "env_vars": _env_vars(tree),
        "lines": len(source.splitlines()),
    }

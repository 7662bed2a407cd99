"""Shorten very long signatures so the API overview stays readable without lying about them.

A constructor with twenty annotated keyword arguments renders as 900 characters of one line; ten
of those fill the README's size budget and push more important names out. A signature longer
than ``MAX_SIGNATURE`` keeps every parameter name, its kind (``/``, ``*``, ``**``) and its
return annotation, but drops the parameter annotations and shows long defaults as ``...`` (the
stub-file convention), so it is still a faithful, valid Python signature.
"""

from __future__ import annotations

import ast

__all__ = ["compact_signature", "MAX_SIGNATURE"]

MAX_SIGNATURE = 160
_MAX_DEFAULT = 24


def _default(node: ast.expr | None) -> str:
    if node is None:
        return ""
    text = ast.unparse(node)
    return "=" + (text if len(text) <= _MAX_DEFAULT else "...")


def compact_signature(signature: str) -> str:
    """Return ``signature`` (``"(a: int, *, b: str = 'x') -> T"``) shortened when it is long.

    Signatures that are short enough, or that do not parse, come back unchanged.
    """
    if len(signature) <= MAX_SIGNATURE:
        return signature
    try:
        fn = ast.parse(f"def _f{signature}:\n    pass").body[0]
    except SyntaxError:
        return signature
    assert isinstance(fn, ast.FunctionDef)
    args = fn.args
    positional = [*args.posonlyargs, *args.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    parts: list[str] = []
    for index, (arg, default) in enumerate(zip(positional, defaults, strict=True)):
        parts.append(arg.arg + _default(default))
        if args.posonlyargs and index == len(args.posonlyargs) - 1:
            parts.append("/")
    if args.vararg:
        parts.append("*" + args.vararg.arg)
    elif args.kwonlyargs:
        parts.append("*")
    for arg, kw_default in zip(args.kwonlyargs, args.kw_defaults, strict=True):
        parts.append(arg.arg + _default(kw_default))
    if args.kwarg:
        parts.append("**" + args.kwarg.arg)
    result = f"({', '.join(parts)})"
    return result + (f" -> {ast.unparse(fn.returns)}" if fn.returns is not None else "")

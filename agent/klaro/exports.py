"""Work out what a package exports and where each exported name is really defined.

Many libraries define their API in private modules (``httpx/_client.py``) and re-export it from
the package's ``__init__`` — by name, under an alias, or with ``from ._api import *``. A README
should present those names under the package a user imports, with the signature of the real
definition, so this module follows the imports (a few levels deep) from the analysed facts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from agent.klaro.facts import Facts

__all__ = ["Export", "package_exports", "resolve_import", "find_definition", "by_usage"]

_MAX_DEPTH = 4
_EXCEPTION_SUFFIXES = ("Error", "Exception", "Warning")


@dataclass(frozen=True)
class Export:
    """A public name of a package: where it is defined and its analysed definition, if found."""

    name: str
    module: str
    original: str
    kind: str
    item: dict[str, Any] | None

    @property
    def is_exception(self) -> bool:
        """Whether the name looks like an exception class (left out of quickstarts)."""
        return self.original.endswith(_EXCEPTION_SUFFIXES)


def resolve_import(module: str, is_package: bool, level: int, target: str) -> str:
    """Return the absolute module an import statement in ``module`` refers to."""
    if not level:
        return target
    parts = module.split(".") if module else []
    base = parts if is_package else parts[:-1]
    base = base[: len(base) - (level - 1)] if level > 1 else base
    return ".".join([*base, *(target.split(".") if target else [])])


def _analysis(facts: Facts, dotted: str) -> tuple[str, dict[str, Any]] | None:
    path = facts.module_file(dotted)
    if path is None or path not in facts.modules:
        return None
    return path, facts.modules[path]


def _find(
    facts: Facts, dotted: str, name: str, depth: int
) -> tuple[str, str, str, dict[str, Any] | None] | None:
    """Return (module, original name, kind, definition) for ``name`` as seen from ``dotted``."""
    found = _analysis(facts, dotted)
    if found is None or depth > _MAX_DEPTH:
        return None
    path, module = found
    for cls in module["classes"]:
        if cls["name"] == name:
            return dotted, name, "class", cls
    for fn in module["functions"]:
        if fn["name"] == name:
            return dotted, name, "function", fn
    is_package = path.endswith("__init__.py")
    stars: list[str] = []
    for item in module["imports"]:
        source = resolve_import(dotted, is_package, item["level"], item["module"])
        for alias in item["names"]:
            if alias["name"] == "*":
                stars.append(source)
            elif (alias.get("asname") or alias["name"]) == name:
                deeper = _find(facts, source, alias["name"], depth + 1)
                return deeper or (source, alias["name"], "name", None)
    if name in module.get("assigned", []):
        return dotted, name, "name", None
    for source in stars:
        deeper = _find(facts, source, name, depth + 1)
        if deeper is not None:
            return deeper
    return None


def find_definition(facts: Facts, dotted: str, name: str) -> tuple[str, str] | None:
    """Return (module, original name) where ``name``, as imported from ``dotted``, is defined."""
    found = _find(facts, dotted, name, 0)
    return (found[0], found[1]) if found is not None else None


def package_exports(facts: Facts, package_path: str) -> list[Export]:
    """Return the public names of the package whose ``__init__.py`` is ``package_path``, in order.

    ``__all__`` decides when the package declares it; otherwise its public imports (in source
    order) and its own definitions.
    """
    init = facts.modules.get(package_path)
    if not init or not init.get("module"):
        return []
    dotted = init["module"]
    if init.get("all") is not None:
        names = [n for n in init["all"] if not n.startswith("_")]
    else:
        names = [
            alias.get("asname") or alias["name"]
            for item in init["imports"]
            if item["level"] or item["module"].split(".")[0] == dotted.split(".")[0]
            for alias in item["names"]
        ]
        names += [c["name"] for c in init["classes"]] + [f["name"] for f in init["functions"]]
        names = [n for n in dict.fromkeys(names) if n != "*" and not n.startswith("_")]
    exports = []
    for name in names:
        found = _find(facts, dotted, name, 0)
        if found is not None:
            module, original, kind, item = found
            exports.append(Export(name, module, original, kind, item))
    return exports


def by_usage(facts: Facts, package: str, exports: list[Export]) -> list[Export]:
    """Return ``exports`` most used first in the project's README, docs and examples.

    ``__all__`` is often alphabetical, so its order says nothing about importance: ``httpx``
    would open with ``ASGITransport`` and leave ``get`` to the size budget. A name counts each
    time the docs write ``package.Name`` or import it ``from package``; ties keep the declared
    order, so a project without docs reads as before and the order is deterministic.
    """
    text = facts.usage_text
    if not text or not exports:
        return exports
    root = re.escape(package.split(".")[0])
    counts: dict[str, int] = {}
    imported = re.findall(rf"^\s*from {root}(?:\.[\w.]+)? import \(?([^)\n]*)", text, re.M)
    attributes = re.findall(rf"\b{re.escape(package)}\.(\w+)", text)
    for name in [*re.findall(r"\w+", " ".join(imported)), *attributes]:
        counts[name] = counts.get(name, 0) + 1
    return sorted(exports, key=lambda e: -counts.get(e.name, 0))

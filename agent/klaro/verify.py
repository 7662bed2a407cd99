"""Check every name the README mentions against the repository, then assemble what survives.

Verification re-reads the repository instead of trusting the analysis: a path must be listed, a
symbol must be defined (or re-exported) in a fresh parse of its module, an option must appear as
a string literal in its command's file, a distribution name or script must come out of a fresh
parse of its manifest. Blocks whose claims fail are dropped; prose that names things (the LLM's
paragraphs) keeps a name only if it resolves on its own. The size budget is applied to what is
left, least important API entries first, and what was left out is named in one line. The report
lists every name that was named, verified and removed.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from typing import Any

from agent.klaro.analysis import module_name
from agent.klaro.blocks import Block, Claim, module_claim, names_in
from agent.klaro.exports import resolve_import
from agent.klaro.facts import Facts
from agent.klaro.foreign import declares, source_files
from agent.klaro.manifests import detect_license, parse_manifest

__all__ = ["Verifier", "verify_readme", "render"]

_PLACEHOLDER = re.compile(r"(?<!&lt;)<[A-Za-z_][\w .-]*>|\bTODO\b|\bTBD\b|lorem ipsum|\{\{|\bFIXME\b", re.I)
_FENCED = re.compile(r"^```[^\n]*\n.*?^```\s*$", re.S | re.M)
_IDENT = re.compile(r"^[A-Za-z_][\w.]*")
_ENV = re.compile(r"^[A-Z][A-Z0-9_]{2,}$")


class Verifier:
    """Answer whether a claim (or a bare name) holds in the repository, caching parsed files."""

    def __init__(self, facts: Facts) -> None:
        """Verify against ``facts.repo``; ``facts`` only supplies the module-to-file map."""
        self.facts = facts
        self.repo = facts.repo
        self._texts: dict[str, str | None] = {}
        self._trees: dict[str, ast.Module | None] = {}
        self._declared: dict[tuple[str, str], bool] = {}

    def text(self, path: str) -> str | None:
        """Return a listed file's text (cached), or None."""
        if path not in self._texts:
            self._texts[path] = self.repo.text_or_none(path) if self.repo.is_file(path) else None
        return self._texts[path]

    def _tree(self, path: str) -> ast.Module | None:
        if path not in self._trees:
            source = self.text(path)
            try:
                self._trees[path] = ast.parse(source) if source is not None else None
            except SyntaxError:
                self._trees[path] = None
        return self._trees[path]

    def _defines(self, path: str, dotted: str, depth: int = 0) -> bool:
        tree = self._tree(path)
        if tree is None or depth > 4:
            return False
        first, _, rest = dotted.partition(".")
        body: list[ast.stmt] = []
        stack = list(tree.body)
        while stack:
            stmt = stack.pop(0)
            body.append(stmt)
            if isinstance(stmt, ast.If | ast.Try):
                stack.extend(
                    stmt.body + stmt.orelse + [s for h in getattr(stmt, "handlers", []) for s in h.body]
                )
        for stmt in body:
            if isinstance(stmt, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and stmt.name == first:
                if not rest:
                    return True
                return isinstance(stmt, ast.ClassDef) and any(
                    isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                    and item.name == rest
                    or isinstance(item, ast.AnnAssign)
                    and isinstance(item.target, ast.Name)
                    and item.target.id == rest
                    for item in stmt.body
                )
            if rest:
                continue
            if isinstance(stmt, ast.Import | ast.ImportFrom):
                if any((alias.asname or alias.name.split(".")[0]) == first for alias in stmt.names):
                    return True
            elif isinstance(stmt, ast.Assign | ast.AnnAssign):
                targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
                if any(isinstance(t, ast.Name) and t.id == first for t in targets):
                    return True
        if not rest:
            return any(self._defines(source, first, depth + 1) for source in self._star_sources(path, body))
        return False

    def _star_sources(self, path: str, body: list[ast.stmt]) -> list[str]:
        own = module_name(path, self.repo.files)
        files = []
        for stmt in body:
            if isinstance(stmt, ast.ImportFrom) and any(alias.name == "*" for alias in stmt.names):
                dotted = resolve_import(own, path.endswith("__init__.py"), stmt.level, stmt.module or "")
                target = self.facts.module_file(dotted)
                if target:
                    files.append(target)
        return files

    def _manifest(self, path: str, needle: str) -> bool:
        text = self.text(path)
        if text is None:
            return False
        try:
            facts = parse_manifest(path, text)
        except ValueError:
            return False
        key, _, value = needle.partition("=")
        table: dict[str, Any] = {
            "name": [facts.get("name")],
            "license": [facts.get("license")],
            "requires_python": [facts.get("requires_python")],
            "script": list(facts.get("scripts", {})) + list(facts.get("bin", {})),
            "extra": list(facts.get("extras", {})),
            "bin": list(facts.get("bin", {})) + list(facts.get("bins", [])),
            "npm_script": list(facts.get("scripts", {})) if facts.get("kind") == "package.json" else [],
            "url": list(facts.get("urls", {}).values()),
            "node": [facts.get("node")],
            "entry_point": [f"{g}:{n}" for g, e in facts.get("entry_points", {}).items() for n in e],
        }
        return value in [str(v) for v in table.get(key, []) if v is not None]

    def _declares(self, language: str, name: str) -> bool:
        """Whether the Go, Rust or JavaScript source declares ``name`` (``node-member``: mentions it)."""
        key = (language, name)
        if key not in self._declared:
            files = source_files(self.repo.files, language.split("-")[0])
            texts = (t for t in (self.text(p) for p in files) if t is not None)
            self._declared[key] = declares(texts, language, name)
        return self._declared[key]

    def check(self, claim: Claim) -> str | None:
        """Return None when ``claim`` holds, else a short reason it does not."""
        kind, target, needle = claim.kind, claim.target, claim.needle
        if kind == "path":
            ok = self.repo.is_file(target) or self.repo.is_dir(target)
            return None if ok else f"'{target}' is not in the repository"
        if kind == "module":
            return None if self.facts.module_file(target) else f"no module '{target}'"
        if kind == "symbol":
            path = self.facts.module_file(target)
            return None if path and self._defines(path, needle) else f"'{target}' does not define '{needle}'"
        if kind == "declared":
            return None if self._declares(target, needle) else f"the {target} source does not declare '{needle}'"
        text = self.text(target)
        if text is None:
            return f"'{target}' cannot be read"
        if kind == "text":
            return None if needle in text else f"'{target}' does not contain '{needle}'"
        if kind == "literal":
            ok = f'"{needle}"' in text or f"'{needle}'" in text
            return None if ok else f"'{target}' has no literal '{needle}'"
        if kind == "manifest":
            return None if self._manifest(target, needle) else f"'{target}' does not declare {needle}"
        if kind == "license":
            return None if detect_license(text) == needle else f"'{target}' is not the {needle} license"
        return f"unknown claim kind {kind}"

    def resolve(self, name: str) -> bool:
        """Whether a bare name from prose exists: a path, a module, a symbol, an option or a variable."""
        name = name.strip().rstrip("()")
        if self.repo.is_file(name) or self.repo.is_dir(name):
            return True
        if self.facts.module_file(name):
            return True
        python = [p for p in sorted(self.facts.modules) if p.endswith(".py")]
        if name.startswith("-") or _ENV.match(name):
            return any(
                f'"{name}"' in (self.text(p) or "") or f"'{name}'" in (self.text(p) or "") for p in python
            )
        match = _IDENT.match(name)
        if not match or match.group(0) != name:
            return False
        module, _, symbol = name.rpartition(".")
        if module and self.facts.module_file(module):
            return self._defines(self.facts.module_file(module) or "", symbol)
        return any(self._defines(p, name) for p in python)


def _orphans(blocks: list[Block]) -> list[Block]:
    kept: list[Block] = []
    for index, block in enumerate(blocks):
        if block.label and block.rank is None and block.markdown.startswith("### "):
            following = next((b for b in blocks[index + 1 :] if b.section == block.section), None)
            if following is None or following.label != block.label or following.rank is None:
                continue
        kept.append(block)
    return kept


def render(blocks: Iterable[Block]) -> str:
    """Join blocks into markdown: list items and table rows stay together, sections separate."""
    out: list[str] = []
    previous: Block | None = None
    for block in blocks:
        if block.table and (previous is None or previous.table != block.table):
            out.append("\n\n" + block.table + "\n" + block.markdown)
        elif previous is not None and block.table and previous.table == block.table:
            out.append("\n" + block.markdown)
        elif (
            previous is not None
            and block.markdown.startswith("- ")
            and previous.markdown.lstrip().startswith("- ")
            and block.section == previous.section
            and "\n\n" not in previous.markdown
        ):
            out.append("\n" + block.markdown)
        else:
            out.append(("\n\n" if out else "") + block.markdown)
        previous = block
    return "".join(out).strip() + "\n"


def verify_readme(blocks: list[Block], facts: Facts, budget: int = 20_000) -> tuple[str, dict[str, Any]]:
    """Drop what does not verify, fit the budget, and return the README and its report."""
    verifier = Verifier(facts)
    removed: dict[str, str] = {}
    kept: list[Block] = []
    dropped_blocks: list[dict[str, str]] = []
    checked = 0
    for block in blocks:
        names = names_in(block.markdown)
        reason = next((r for r in (verifier.check(c) for c in block.claims) if r), None)
        checked += len(block.claims)
        if reason is None and not block.claims:
            reason = next(
                (f"'{n}' could not be found in the repository" for n in names if not verifier.resolve(n)),
                None,
            )
        prose = _FENCED.sub("", block.markdown) if block.verbatim else block.markdown
        if reason is None and _PLACEHOLDER.search(re.sub(r"`[^`]*`", "", prose)):
            reason = "it looked like a template placeholder"
        if reason is None:
            kept.append(block)
        else:
            removed.update({n: reason for n in names})
            dropped_blocks.append({"block": block.markdown.splitlines()[0][:120], "reason": reason})
    left_out: list[str] = []
    while sum(len(b.markdown) + 2 for b in kept) > budget and any(b.rank is not None for b in kept):
        worst = max((b for b in kept if b.rank is not None), key=lambda b: b.rank or 0)
        kept.remove(worst)
        left_out.append(worst.label)
    kept = _orphans(kept)
    if left_out:
        modules = sorted(set(left_out), key=left_out.index)
        shown = ", ".join(f"`{m}`" for m in modules[:4]) + (
            f" and {len(modules) - 4} other modules" if len(modules) > 4 else ""
        )
        note = Block(
            "api",
            f"Left out to keep this README short: {len(left_out)} more public names in {shown}.",
            [module_claim(m) for m in modules[:4]],
        )
        if all(verifier.check(c) is None for c in note.claims):
            last_api = max((i for i, b in enumerate(kept) if b.section == "api"), default=len(kept) - 1)
            kept.insert(last_api + 1, note)
    markdown = render(kept)
    final_names = names_in(markdown)
    covered = {n for b in kept for n in names_in(b.markdown)}
    stray = [n for n in final_names if n not in covered and not verifier.resolve(n)]
    for name in stray:
        markdown = "\n".join(line for line in markdown.splitlines() if name not in line) + "\n"
        removed[name] = "it could not be verified after assembly"
    verified = sorted(set(names_in(markdown)))
    dropped = [{"name": n, "reason": r} for n, r in sorted(removed.items()) if n not in verified]
    report = {
        "named": sorted(set(verified) | {d["name"] for d in dropped}),
        "verified": verified,
        "removed": dropped,
        "left_out": sorted(set(left_out)),
        "dropped_blocks": dropped_blocks,
        "claims_checked": checked,
        "bytes": len(markdown.encode("utf-8")),
    }
    report["counts"] = {
        "named": len(report["named"]),
        "verified": len(verified),
        "removed": len(report["removed"]),
        "blocks_dropped": len(dropped_blocks),
    }
    return markdown, report

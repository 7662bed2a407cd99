"""The unit the writer produces and the verifier judges: a block of markdown and its claims.

Every block says what it asserts about the repository — a path exists, a file contains a name, a
module defines a symbol — so verification is a check of claims, not a guess about prose. A block
whose claims fail is dropped whole; list sections are written one item per block, so one bad item
costs one line. ``names_in`` extracts what a reader would take as named things: code spans, the
lines of code blocks and link targets.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = [
    "Claim",
    "Block",
    "names_in",
    "path_claim",
    "text_claim",
    "symbol_claim",
    "module_claim",
    "literal_claim",
    "manifest_claim",
    "code",
    "bash",
]

_FENCE = re.compile(r"^```[^\n]*\n(.*?)^```\s*$", re.S | re.M)
_SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
_LINK = re.compile(r"\[[^\]\n]*\]\(([^)\s]+)\)")


@dataclass(frozen=True)
class Claim:
    """One checkable assertion about the repository.

    Kinds: ``path`` (exists), ``text`` (file contains needle), ``literal`` (file contains needle
    in quotes), ``symbol`` (module defines or re-exports needle), ``module`` (importable),
    ``manifest`` (re-parsing the manifest gives ``key=value``), ``license`` (the file's text is
    that license).
    """

    kind: str
    target: str
    needle: str = ""


def path_claim(path: str) -> Claim:
    """The repository has this file or folder."""
    return Claim("path", path.rstrip("/"))


def text_claim(path: str, needle: str) -> Claim:
    """The file at ``path`` contains ``needle`` verbatim."""
    return Claim("text", path, needle)


def symbol_claim(module: str, name: str) -> Claim:
    """Module ``module`` defines or re-exports ``name`` (``Class.method`` for methods)."""
    return Claim("symbol", module, name)


def module_claim(module: str) -> Claim:
    """A file of the repository is importable as ``module``."""
    return Claim("module", module)


def literal_claim(path: str, value: str) -> Claim:
    """The file at ``path`` contains ``value`` as a quoted string literal."""
    return Claim("literal", path, value)


def manifest_claim(path: str, key: str, value: str) -> Claim:
    """Re-parsing the manifest at ``path`` gives ``value`` for ``key`` (name, script, extra…)."""
    return Claim("manifest", path, f"{key}={value}")


@dataclass
class Block:
    """A piece of one README section with the claims it makes.

    ``rank`` marks blocks that may be dropped to fit the size budget (highest first); ``label``
    names what is lost when it is; ``table`` is the header a run of table-row blocks needs.
    ``verbatim`` marks a block whose code was copied from the repository (a usage example): its
    code is checked through its claims, so only its prose is searched for template placeholders
    (``Vec<String>`` or a doctest's ``<Response [200 OK]>`` are code, not placeholders).
    """

    section: str
    markdown: str
    claims: list[Claim] = field(default_factory=list)
    rank: int | None = None
    label: str = ""
    table: str = ""
    verbatim: bool = False


def code(text: str) -> str:
    """Return ``text`` as a markdown code span."""
    return f"``{text}``" if "`" in text else f"`{text}`"


def bash(*lines: str) -> str:
    """Return ``lines`` as a fenced bash block."""
    return "```bash\n" + "\n".join(lines) + "\n```"


def names_in(markdown: str) -> list[str]:
    """Return the named things in ``markdown``: code-block lines, code spans and link targets."""
    names: list[str] = []
    for match in _FENCE.finditer(markdown):
        for line in match.group(1).splitlines():
            text = line.strip()
            if text and not text.startswith("#"):
                names.append(text)
    rest = _FENCE.sub("", markdown)
    names.extend(span.strip() for span in _SPAN.findall(rest) if span.strip())
    names.extend(_LINK.findall(rest))
    seen: set[str] = set()
    return [n for n in names if not (n in seen or seen.add(n))]  # type: ignore[func-returns-value]

"""The style guide as retrievable knowledge: chunked, embedded offline, searched by meaning.

Seed 003 keeps README conventions in a vector store so the agent can ask for the rules it needs
(``retrieve_knowledge``) instead of carrying the whole guide in every prompt. The guide is split
into 1,000-character chunks with 200 characters of overlap (paragraphs first, then lines, then
words), stored in one Chroma collection keyed by the guide's hash, and the top three chunks answer
a query. The writer also reads the guide's numbered "Sections" list directly to order the README.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from agent.storage.vectors import VectorStore

__all__ = [
    "DEFAULT_GUIDE_PATH",
    "StyleKnowledge",
    "default_guide",
    "guide_sections",
    "split_text",
    "SECTION_KEYS",
]

DEFAULT_GUIDE_PATH = Path(__file__).with_name("style_guide.md")
COLLECTION = "klaro-style-guides"
CHUNK_SIZE = 1000
CHUNK_OVERLAP = 200
SECTION_KEYS = (
    "title",
    "installation",
    "usage",
    "configuration",
    "structure",
    "api",
    "testing",
    "contributing",
    "license",
)
_KEYWORDS = (
    ("title", ("title",)),
    ("installation", ("install", "setup", "getting started")),
    ("usage", ("usage", "quickstart", "quick start", "how to use")),
    ("configuration", ("config", "environment", "settings")),
    ("structure", ("structure", "layout", "tree")),
    ("api", ("api", "reference")),
    ("testing", ("test",)),
    ("contributing", ("contribut",)),
    ("license", ("licen",)),
)
_DEFAULT_HEADINGS = {
    "installation": "Installation",
    "usage": "Usage",
    "configuration": "Configuration",
    "structure": "Project structure",
    "api": "API overview",
    "testing": "Testing",
    "contributing": "Contributing",
    "license": "License",
}


def default_guide() -> str:
    """Return the style guide shipped with Klaro."""
    return DEFAULT_GUIDE_PATH.read_text(encoding="utf-8")


def guide_sections(text: str) -> list[tuple[str, str]]:
    """Return ``(section key, heading)`` pairs in the order the guide's "Sections" list gives.

    Falls back to Klaro's default order when the guide has no such list.
    """
    found: list[tuple[str, str]] = []
    in_list = False
    for line in text.splitlines():
        if line.startswith("#"):
            in_list = "section" in line.lower()
            continue
        match = re.match(r"^\s*\d+[.)]\s+(.+?)\s*$", line)
        if not in_list or not match:
            continue
        label = re.sub(r"[*_`]", "", match.group(1)).strip()
        lowered = label.lower()
        for key, words in _KEYWORDS:
            if any(word in lowered for word in words) and key not in {k for k, _ in found}:
                heading = re.split(r"\s+(?:and|&|—|-|:)\s+", label)[0] if key != "title" else "Title"
                found.append((key, heading.strip() or _DEFAULT_HEADINGS.get(key, key.title())))
                break
    if not found:
        return [("title", "Title"), *((k, _DEFAULT_HEADINGS[k]) for k in SECTION_KEYS[1:])]
    if found[0][0] != "title":
        found = [("title", "Title"), *[item for item in found if item[0] != "title"]]
    return found


def _merge(pieces: list[str], sep: str, size: int, overlap: int) -> list[str]:
    docs: list[str] = []
    current: list[str] = []
    total = 0
    for piece in pieces:
        joiner = len(sep) if current else 0
        if current and total + joiner + len(piece) > size:
            doc = sep.join(current).strip()
            if doc:
                docs.append(doc)
            while current and (total > overlap or total + len(sep) + len(piece) > size):
                total -= len(current[0]) + (len(sep) if len(current) > 1 else 0)
                current.pop(0)
        current.append(piece)
        total += len(piece) + (len(sep) if len(current) > 1 else 0)
    doc = sep.join(current).strip()
    if doc:
        docs.append(doc)
    return docs


def split_text(
    text: str,
    size: int = CHUNK_SIZE,
    overlap: int = CHUNK_OVERLAP,
    separators: tuple[str, ...] = ("\n\n", "\n", " ", ""),
) -> list[str]:
    """Split ``text`` into chunks of at most ``size`` characters, ``overlap`` shared between neighbours."""
    sep = next((s for s in separators if s == "" or s in text), "")
    rest = separators[separators.index(sep) + 1 :] if sep in separators else ()
    pieces = text.split(sep) if sep else list(text)
    chunks: list[str] = []
    fitting: list[str] = []
    for piece in pieces:
        if len(piece) <= size:
            fitting.append(piece)
            continue
        if fitting:
            chunks.extend(_merge(fitting, sep, size, overlap))
            fitting = []
        chunks.extend(split_text(piece, size, overlap, rest) if rest else [piece])
    if fitting:
        chunks.extend(_merge(fitting, sep, size, overlap))
    return chunks


class StyleKnowledge:
    """One style guide, indexed in the vector store on first use and queried by meaning."""

    def __init__(self, store: VectorStore, guide: str | None = None) -> None:
        """Wrap ``store``; ``guide`` defaults to the shipped style guide."""
        self.store = store
        self.guide = guide if guide is not None else default_guide()
        self.key = hashlib.sha256(self.guide.encode("utf-8")).hexdigest()[:16]
        self._indexed = False

    def chunks(self) -> list[str]:
        """Return the guide's chunks, in order."""
        return split_text(self.guide)

    def index(self) -> int:
        """Store the guide's chunks (idempotent: ids derive from the guide's hash); return how many."""
        chunks = self.chunks()
        if not self._indexed:
            ids = [f"{self.key}-{i:03d}" for i in range(len(chunks))]
            metas = [{"guide": self.key, "chunk": i} for i in range(len(chunks))]
            existing = self.store.count(COLLECTION)
            if existing == 0 or not self.store.query(COLLECTION, chunks[0], k=1, where={"guide": self.key}):
                self.store.upsert(COLLECTION, ids, chunks, metas)
            self._indexed = True
        return len(chunks)

    def retrieve(self, query: str, k: int = 3) -> list[str]:
        """Return the ``k`` chunks of the guide closest to ``query``, closest first."""
        self.index()
        return [hit.text for hit in self.store.query(COLLECTION, query, k=k, where={"guide": self.key})]

"""Retrieval for the LLM mode: business rules and verified question→SQL pairs from Chroma.

The metadata store stays the source of truth for verified pairs; the vector store is an index
of it, brought up to date (by id) before each retrieval, so a pair an analyst approved in one
process is found by every other. Business rules come from the tenant's semantic model, or from
the overlay a user edited on the Data page (which re-indexes them itself).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from typing import Any, Protocol

__all__ = ["TenantKnowledge", "rule_id", "rules_collection", "verified_collection"]

RULES_K = 6
EXAMPLES_K = 4


class Vectors(Protocol):
    """The part of agent.storage.vectors.VectorStore used here."""

    def upsert(self, collection: str, ids: Sequence[str], texts: Sequence[str],
               metadatas: Sequence[dict] | None = None) -> None: ...
    def query(self, collection: str, text: str, k: int = 3, where: dict | None = None) -> list[Any]: ...
    def count(self, collection: str) -> int: ...


def rules_collection(tenant: str) -> str:
    """The Chroma collection of a tenant's business rules."""
    return f"business_rules_{tenant}"


def verified_collection(tenant: str) -> str:
    """The Chroma collection of a tenant's verified question→SQL pairs."""
    return f"verified_sql_{tenant}"


def rule_id(text: str) -> str:
    """A stable id for one rule text, shared by every writer of the rules collection."""
    return "rule-" + hashlib.sha1(text.encode()).hexdigest()[:16]


class TenantKnowledge:
    """Rules and examples for one tenant's SQL prompt, retrieved by similarity to the question."""

    def __init__(self, tenant: str, vectors: Vectors, rules: Callable[[], list[str]],
                 verified: Callable[[], list[Any]]) -> None:
        self._tenant = tenant
        self._vectors = vectors
        self._rules = rules
        self._verified = verified

    def relevant_rules(self, question: str, k: int = RULES_K) -> list[str]:
        """The business rules closest to the question (all of them when there are few)."""
        rules = self._rules()
        if len(rules) <= k:
            return rules
        name = rules_collection(self._tenant)
        if self._vectors.count(name) < len(rules):
            self._vectors.upsert(name, [rule_id(r) for r in rules], rules,
                                 [{"tenant": self._tenant, "kind": "business_rule"} for _ in rules])
        return [hit.text for hit in self._vectors.query(name, question, k=k)]

    def examples(self, question: str, k: int = EXAMPLES_K) -> list[tuple[str, str]]:
        """Verified (question, SQL) pairs closest to the question."""
        pairs = self._verified()
        if not pairs:
            return []
        name = verified_collection(self._tenant)
        if self._vectors.count(name) != len(pairs):
            self._vectors.upsert(name, [p.id for p in pairs], [p.question for p in pairs],
                                 [{"tenant": self._tenant, "sql": p.sql} for p in pairs])
        hits = self._vectors.query(name, question, k=min(k, len(pairs)), where={"tenant": self._tenant})
        return [(hit.text, hit.metadata.get("sql", "")) for hit in hits]

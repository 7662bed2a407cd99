"""Join paths over the model's relationships, without fanning a SUM out.

Why this matters: joining ``shipments`` to ``order_items`` repeats each shipment once per order
line, so SUM(export_value_usd) would silently double. A relationship is walked freely from its
many side to its one side (and both ways when it is one-to-one); the other direction is only
allowed for measures declared ``fanout_safe`` (COUNT DISTINCT). Everything else is refused with
a sentence, which the engine turns into a clarification.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from agent.analytics.semantic.model import SemanticModel

__all__ = ["JoinStep", "JoinGraph"]


@dataclass(frozen=True)
class JoinStep:
    """Join ``to_table`` onto ``from_table`` on pairs of (from column, to column)."""

    from_table: str
    to_table: str
    keys: tuple[tuple[str, str], ...]


class JoinGraph:
    """The model's tables as a graph, restricted to the tenant's allowed tables."""

    def __init__(self, model: SemanticModel, allowed: set[str]) -> None:
        self._edges: dict[str, list[tuple[JoinStep, bool]]] = {}
        for rel in model.relationships:
            if rel.from_table not in allowed or rel.to_table not in allowed:
                continue
            forward = JoinStep(rel.from_table, rel.to_table, tuple(rel.keys.items()))
            backward = JoinStep(rel.to_table, rel.from_table, tuple((b, a) for a, b in rel.keys.items()))
            self._edges.setdefault(rel.from_table, []).append((forward, True))
            self._edges.setdefault(rel.to_table, []).append((backward, rel.type == "one_to_one"))

    def _tree(self, base: str, fanout_ok: bool) -> dict[str, JoinStep | None]:
        parents: dict[str, JoinStep | None] = {base: None}
        queue = deque([base])
        # Safe edges first, so a fan-out join is used only when nothing safe reaches the table.
        while queue:
            table = queue.popleft()
            for step, safe in sorted(self._edges.get(table, []), key=lambda e: not e[1]):
                if step.to_table in parents or (not safe and not fanout_ok):
                    continue
                parents[step.to_table] = step
                queue.append(step.to_table)
        return parents

    def reachable(self, base: str, table: str, fanout_ok: bool = False) -> bool:
        """Whether ``table`` can be joined to ``base`` under the fan-out rule."""
        return table in self._tree(base, fanout_ok)

    def plan(self, base: str, needed: set[str], fanout_ok: bool = False) -> list[JoinStep] | None:
        """The joins (in order) that bring every needed table to ``base``, or None if impossible."""
        parents = self._tree(base, fanout_ok)
        if not needed <= set(parents):
            return None
        steps: list[JoinStep] = []
        for table in sorted(needed - {base}, key=lambda t: list(parents).index(t)):
            chain = []
            node: str = table
            while (step := parents[node]) is not None:
                chain.append(step)
                node = step.from_table
            for step in reversed(chain):
                if step not in steps:
                    steps.append(step)
        return steps

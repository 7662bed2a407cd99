"""The rows whose share is asked: "multimedya kiti olan bilgisayarların yüzdesi", "kadın müşterilerin yüzdesi".

Why: a table named ``<thing>_<events>`` (bilgisayar_satislari, magaza_satislari) is said by its
first word, which alone qualifies that table's columns and otherwise means nothing. When the
question asks for a percentage and names no measure, that word is what is counted: the share of
the computers (rows) that have the kit. English reaches the same count through its unknown row
noun ("what percent of computers have …"); Turkish names the rows in the genitive before
"yüzdesi", where they were dropped and the engine asked which measure was meant.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.thresholds import count_metric

__all__ = ["count_shared_rows"]


def count_shared_rows(items: list[Item], model: SemanticModel) -> None:
    """Read a table's own word as its row count when a share is asked and no measure is named."""
    if not any(it.kind == "marker" and it.is_marker("share") for it in items):
        return
    if any(it.kind in ("metric", "entity") for it in items):
        return
    subjects = [it for it in items if it.kind == "subject"]
    if len(subjects) != 1:
        return
    counted = count_metric(model, subjects[0].of_kind("subject")[0].name)
    if counted is not None:
        subjects[0].kind, subjects[0].meanings = "metric", [Meaning("metric", counted)]

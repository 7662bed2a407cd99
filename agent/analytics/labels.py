"""The progress labels of the analytics graph's steps, per language.

Why here and not in ``graph.py``: the graph names its nodes; what a person reads while a turn runs
is wording, and a Turkish conversation must read it in Turkish (issue 11, item 6) — in the app's
status box and in the API's ``event: step`` alike. A turn's language is known once IntentRouter
has run, which is its first step, so every label of the turn can follow it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["NODE_LABELS_BY_LANGUAGE", "labels_for_update", "node_labels"]

NODE_LABELS_BY_LANGUAGE: dict[str, dict[str, str]] = {
    "en": {
        "IntentRouter": "Understanding the question",
        "Nlp2Sql": "Writing SQL",
        "SqlGuard": "Checking the query",
        "CostCheck": "Estimating the cost",
        "DbExecute": "Running the query",
        "RetryController": "Retrying after a database error",
        "ChartPlanner": "Planning the chart",
        "ChartRuntime": "Drawing the chart",
        "InsightRuntime": "Computing insights",
        "Conversation": "Writing the answer",
    },
    "tr": {
        "IntentRouter": "Soru anlaşılıyor",
        "Nlp2Sql": "SQL yazılıyor",
        "SqlGuard": "Sorgu denetleniyor",
        "CostCheck": "Maliyet tahmin ediliyor",
        "DbExecute": "Sorgu çalıştırılıyor",
        "RetryController": "Veritabanı hatasından sonra yeniden deneniyor",
        "ChartPlanner": "Grafik planlanıyor",
        "ChartRuntime": "Grafik çiziliyor",
        "InsightRuntime": "İçgörüler hesaplanıyor",
        "Conversation": "Cevap yazılıyor",
    },
}


def node_labels(language: str | None) -> Mapping[str, str]:
    """The labels in ``language``, English when it has none."""
    return NODE_LABELS_BY_LANGUAGE.get(language or "en", NODE_LABELS_BY_LANGUAGE["en"])


def labels_for_update(part: Mapping[str, Any], current: Mapping[str, str]) -> Mapping[str, str]:
    """The labels for a streamed ``updates`` part: switched when one of its nodes set ``language``."""
    data = part.get("data") if "data" in part else part
    for update in (data or {}).values() if isinstance(data, Mapping) else ():
        if isinstance(update, Mapping) and update.get("language"):
            return node_labels(str(update["language"]))
    return current

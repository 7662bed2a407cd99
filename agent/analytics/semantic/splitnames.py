"""A measure's name said around its operator: "haftalık ortalama çalışma saati" of ``haftalik_calisma_saati``.

Why: a column named by a period and a quantity (``haftalik_calisma_saati`` weekly working hours,
``daily_avg_steps``, ``gunluk_satis``) is asked with the operator in the middle of its name, where
the analyst would put it before a plain name: "haftalık ortalama çalışma saati", "ortalama günlük
satış" is fine, but "günlük ortalama satış" splits the name. Read word by word, the first part was
a time grain ("haftalık": by week) or an unknown word, and the rest a measure, and the question
failed ("this measure has no date"). When the words on both sides of the operator, joined, are the
whole name of the measure the last of them names, they are that measure.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["join_split_names"]

_OPERATORS = ("average",)
_BEFORE = ("grain", "unknown", "dim", "value")  # what the name's first part was read as
_MOST_BEFORE, _MOST_AFTER = 2, 3


def _names(model: SemanticModel, metric: str) -> set[str]:
    spec = model.metrics.get(metric)
    return {" ".join(fold(word).split()) for word, _lang in spec.all_synonyms()} if spec else set()


def _joined(items: list[Item], k: int, model: SemanticModel) -> tuple[int, int, str] | None:
    """(first, last) item indexes and the metric when the words around operator k make one measure's name."""
    for before in range(1, _MOST_BEFORE + 1):
        for after in range(1, _MOST_AFTER + 1):
            if k - before < 0 or k + after >= len(items):
                continue
            head, tail = items[k - before:k], items[k + 1:k + 1 + after]
            if any(it.kind not in _BEFORE for it in head) or any(it.kind not in ("unknown", "metric") for it in tail):
                continue
            phrase = " ".join(fold(it.text) for it in (*head, *tail))
            for meaning in tail[-1].of_kind("metric"):
                if tail[-1].kind == "metric" and phrase in _names(model, meaning.name):
                    return k - before, k + after, meaning.name
    return None


# Operator words the matcher may take into a measure's item with the name's last words ("ortalama paket")
_OPERATOR_WORDS = frozenset({"ortalama", "toplam", "medyan", "average", "mean", "total", "median"})


def _name_before_operator(items: list[Item], model: SemanticModel) -> None:
    """Unknown words before a measure read as "<operator> <rest of the name>" that begin the same name.

    Why: "kişi başı ortalama paket sayısı" of ``kisi_basi_paket`` was matched as the average's measure
    from "ortalama paket" alone, leaving "kişi başı" not understood. When the unknown words just before
    such an item, put after its operator word, make a name of the same measure, they are part of it.
    """
    for k, it in enumerate(items):
        words = fold(it.text).split()
        if it.kind != "metric" or len(words) < 2 or words[0] not in _OPERATOR_WORDS:
            continue
        for before in range(min(_MOST_BEFORE, k), 0, -1):
            head = items[k - before:k]
            if any(x.kind != "unknown" for x in head) or head[-1].last != it.first:
                continue
            phrase = " ".join([words[0], *(fold(x.text) for x in head), *words[1:]])
            found = [m for m in it.of_kind("metric") if phrase in _names(model, m.name)]
            if found:
                it.first = head[0].first
                it.text = " ".join([*(x.text for x in head), it.text])
                it.meanings = found
                del items[k - before:k]
                return


def join_split_names(items: list[Item], model: SemanticModel) -> None:
    """Read the words around an operator as the one measure they name together, the operator kept before it."""
    _name_before_operator(items, model)
    for k, it in enumerate(items):
        if it.kind != "marker" or not it.is_marker(*_OPERATORS):
            continue
        found = _joined(items, k, model)
        if found is None:
            continue
        first, last, metric = found
        measure = items[last]
        measure.first = items[k + 1].first
        measure.text = " ".join(x.text for x in (*items[first:k], *items[k + 1:last + 1]))
        measure.meanings = [m for m in measure.meanings if m.kind == "metric" and m.name == metric]
        items[first:last + 1] = [it, measure]
        return

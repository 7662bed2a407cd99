"""English "spend" and "earn": the verb names the measure its noun heads ("states that spend more than 400").

Why: a file keeps what is spent or earned as a noun (``spending_per_capita``, ``expenditure``,
``earnings``, ``income``), and the analyst says the verb: "how many states spend more than 400
per person", "which state spends the most". The verbs are filler in the lexicon (as "spent" is in
"revenue spent on ads"), so the threshold or ranking found no measure. Said right before a
comparison or a superlative, the verb is the one measure whose column has one of its nouns;
with none, or several, nothing changes.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.verbmeasures import measure_opened_by

__all__ = ["read_spend_verbs"]

_NOUNS = {
    "spend": {"spending", "spend", "expenditure", "expenditures", "expense", "expenses"},
    "earn": {"earnings", "earning", "income", "wage", "wages", "salary"},
}
_VERBS = {"spend": "spend", "spends": "spend", "spent": "spend", "earn": "earn", "earns": "earn", "earned": "earn"}
_HEADS = frozenset({"capita", "person", "head", "resident", "inhabitant"})
_NEXT = frozenset({"more", "less", "over", "under", "above", "below", "at", "the", "most", "least", "between"})


def read_spend_verbs(items: list[Item], words: tuple[str, ...], model: SemanticModel, rows: dict[str, str]) -> None:
    """Insert the measure a "spend"/"earn" verb names, where no measure is said in the question."""
    if any(it.kind == "metric" and any(m.name in rows for m in it.of_kind("metric")) for it in items):
        return
    folded = [fold(w) for w in words]
    for i, word in enumerate(folded):
        verb = _VERBS.get(word)
        if verb is None or i + 1 >= len(folded) or folded[i + 1] not in _NEXT:
            continue
        if any(it.first <= i < it.last for it in items):
            continue  # the word is read as something already
        measure = measure_opened_by(_NOUNS[verb], model, rows, anywhere=True)
        if measure is None:
            return
        at = next((k for k, it in enumerate(items) if it.first > i), len(items))
        items.insert(at, Item(kind="metric", first=i, last=i + 1, text=words[i], meanings=[Meaning("metric", measure)]))
        if "_per_" in fold(rows[measure].rsplit(".", 1)[-1].strip('"')):
            for it in items:  # "spends … per capita" of spending_per_capita: the rate its name already says
                if it.kind == "unknown" and fold(it.text) in _HEADS and it.first and folded[it.first - 1] == "per":
                    it.kind = "stop"
        return

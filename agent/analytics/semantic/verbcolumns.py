"""Measures named by a noun and a participle, asked with the noun and the verb apart.

Why: tables of results keep what a side did as ``<noun>_<participle>`` columns (``runs_scored``,
``points_allowed``, ``goals_conceded``, ``units_sold``), and analysts ask with the verb in its own
place: "how many runs did the Cubs score", "points the Hawks allowed". The noun alone found every
column holding it (``homeruns``) and the verb a related word's column; the two together name the
one column. Also: after "the most" or "the least", a word that is both a measure and a stored label
("Protein", a menu item) is the measure ranked by ("which item has the most protein").
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold

__all__ = ["measure_before_a_label", "noun_and_verb_columns"]


def _participles(verb: str) -> set[str]:
    """The regular past participles of an English verb: score → scored, allow → allowed, stop → stopped."""
    if verb.endswith("ed"):
        return {verb}
    out = {verb + "d"} if verb.endswith("e") else {verb + "ed"}
    if len(verb) >= 3 and verb[-1] not in "aeiouwxy" and verb[-2] in "aeiou" and verb[-3] not in "aeiou":
        out.add(verb + verb[-1] + "ed")
    return out


def _named_by(model: SemanticModel) -> dict[tuple[str, str], str]:
    """(noun, participle) -> the plain measure of a column named by exactly those two words."""
    out: dict[tuple[str, str], str] = {}
    for name, metric in model.metrics.items():
        column = metric.row_column()
        if not column or not metric.expression.strip().upper().startswith(("SUM(", "AVG(")):
            continue
        words = fold(column.split(".")[-1].strip('"')).split("_")
        if len(words) == 2 and words[1].endswith("ed") and fold(name) == "_".join(words):
            out.setdefault((words[0], words[1]), name)
    return out


def noun_and_verb_columns(items: list[Item], model: SemanticModel) -> None:
    """Read "runs … score" as ``runs_scored``: a measure noun, then later the verb its column's participle makes."""
    named = _named_by(model)
    if not named:
        return
    for k, it in enumerate(items):
        if it.kind not in ("metric", "entity", "unknown") or " " in it.text.strip():
            continue
        nouns = set(candidates(fold(it.text))) | {fold(it.text)}
        for verb in items[k + 1:]:
            if verb.kind not in ("unknown", "metric", "dim") or " " in verb.text.strip() or (
                    verb.kind != "unknown" and not verb.corrected):
                continue  # only a word read as nothing, or through a related word ("score" → hits)
            said = _participles(fold(verb.text))
            found = [name for (noun, part), name in named.items() if noun in nouns and part in said]
            if len(found) == 1:
                it.kind, it.meanings, it.corrected = "metric", [Meaning("metric", found[0])], None
                verb.kind = "stop"
                break


def measure_before_a_label(items: list[Item]) -> None:
    """After "the most"/"the least", a word that is a measure and a stored label is the measure."""
    for prev, it in zip(items, items[1:], strict=False):
        if prev.is_marker("most", "least") and it.of_kind("metric") and it.of_kind("value"):
            it.meanings = [m for m in it.meanings if m.kind != "value"]
            it.kind = "metric" if not it.of_kind("dim") else "entity"

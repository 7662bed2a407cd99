"""Which column a value means when several columns hold it: "blue eyes", "how many humans".

Why: a value is often stored in more than one column ("blue" is a skin colour and an eye colour;
"Human" is a species and also the name of one animal in another table). Two things analysts say
decide it without asking:

* a word beside the value that names one of the columns ("blue eyes" → ``eye_color``,
  "mavi gözlü" → ``goz_rengi``): that column, and the word is read;
* a word said anywhere that only one of the columns has in its name ("away matches … Borussia
  Dortmund" of ``home_team`` and ``away_team``: the side that tells the two apart), and the word is read;
* the value said in the plural ("humans", "humanlar") counts a kind of row, so a category column
  beats a column that names single rows (the table's label, or a column with a value per row).

Anything else stays as the matcher found it, for the parser's table-context rules.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold, phrase_key
from agent.analytics.semantic.values import ValueIndex

__all__ = ["pick_value_columns", "stored_signs"]

_SIGN_MARKERS = frozenset({"positive", "negative"})


def stored_signs(items: list[Item], values: ValueIndex) -> None:
    """ "kaç pozitif test var": a sign word that a column stores as a value is that value.

    Why: "positive"/"pozitif" means above zero ("pozitif getiri") unless the data itself records
    results as Positive/Negative (a test's outcome); then the analyst names the stored category,
    and reading it as "> 0" would compare an unrelated measure with zero.
    """
    for it in items:
        if it.kind != "marker" or not it.markers() or not it.markers() <= _SIGN_MARKERS:
            continue
        word = fold(it.text)
        found = [(dim, v) for dim, stored in values.values.items() for v in stored
                 if fold(v) in candidates(word)]
        if found:
            it.kind = "value"
            it.meanings = [Meaning("value", dim, v) for dim, v in found]


def _column_words(model: SemanticModel, dim: str) -> set[str]:
    """The words of a column's name and label ("eye", "color" for ``eye_color``)."""
    from agent.analytics.inference.names import name_words  # as inference reads a column name

    spec = model.dimensions[dim]
    words = set(name_words(spec.column)) | {w for label in spec.label.values() for w in phrase_key(label)}
    return {w for w in words if len(w) >= 3 and w.isalpha()}


def _named_by_neighbour(items: list[Item], k: int, dims: list[str], model: SemanticModel) -> str | None:
    """The one column of ``dims`` a word right beside item k names, marking that word as read."""
    it = items[k]
    for j in (k + 1, k - 1):
        if not 0 <= j < len(items) or items[j].kind != "unknown":
            continue
        near = items[j]
        if near.first != it.last and near.last != it.first:
            continue
        said = set(candidates(fold(near.text)))
        named = [d for d in dims if said & _column_words(model, d)]
        if len(named) == 1:
            near.kind = "stop"
            return named[0]
    return None


def _named_by_its_side(items: list[Item], k: int, dims: list[str], model: SemanticModel) -> str | None:
    """The one column of a pair that a word of the question, said on its own, tells apart from the other.

    Why: paired columns hold the same values and their names differ by one word (``home_team`` and
    ``away_team``, ``origin_city`` and ``destination_city``); "away matches Dortmund played" says
    which side with that word, which the matcher read on its own (or not at all). Only names that
    share their other words, and only a word said exactly as the name has it.
    """
    words = {d: _column_words(model, d) for d in dims}
    shared = set.intersection(*words.values())
    sides = {d: words[d] - shared for d in dims}
    if not shared or any(len(side) != 1 for side in sides.values()):
        return None
    for j, near in enumerate(items):
        if j == k or near.kind in ("value", "dim", "time"):
            continue
        named = [d for d in dims if fold(near.text.strip()) in sides[d]]
        if len(named) == 1:
            near.kind = "stop"
            return named[0]
    return None


def _kind_columns(dims: list[str], model: SemanticModel, values: ValueIndex) -> list[str]:
    """The columns that group rows into kinds: no table's label, and far fewer values than a name.

    A column of names holds about one value per row (83 animals, 83 names); a category half as
    many at most (37 species for 87 characters). Without a clear gap only the labels are left out.
    """
    counts = {d: len(values.of(d)) for d in dims}
    most = max(counts.values())
    kinds = [d for d in dims if not model.dimensions[d].key]
    return [d for d in kinds if counts[d] * 2 <= most] or kinds


def _tables(it: Item, model: SemanticModel) -> set[str]:
    """The tables an item's meanings belong to (a word of a table's name included)."""
    out = set()
    for m in it.meanings:
        if m.kind == "subject":
            out.add(m.name)
        elif m.kind in ("metric", "unavailable") and m.name in model.metrics:
            out.add(model.metrics[m.name].table)
        elif m.kind in ("dim", "value") and m.name in model.dimensions:
            out.add(model.dimensions[m.name].table)
    return out


def pick_value_columns(items: list[Item], model: SemanticModel, values: ValueIndex) -> None:
    """Keep only the column(s) a value means when the words around it say which."""
    for k, it in enumerate(items):
        if it.kind != "value":
            continue
        dims = list(dict.fromkeys(m.name for m in it.of_kind("value") if m.name in model.dimensions))
        if len(dims) < 2:
            continue
        chosen = _named_by_neighbour(items, k, dims, model) or _named_by_its_side(items, k, dims, model)
        context = set().union(*(_tables(x, model) for x in items if x is not it and x.kind != "stop"))
        said = it.plural and not context & {model.dimensions[d].table for d in dims}  # "humans in the sleep data"
        keep = [chosen] if chosen else (_kind_columns(dims, model, values) if said else [])
        if keep and len(keep) < len(dims):
            it.meanings = [m for m in it.meanings if m.kind != "value" or m.name in keep]
    items[:] = [it for it in items if it.kind != "stop"]

"""A column whose name clips the question's words names them over its siblings: "highway mpg" of
``mpg_h`` (beside ``mpg_c``), "cholera death rate" of ``cholera_drate`` (beside ``cholera_deaths``).

Why: exports name sibling measures by one word and a clipped one (``mpg_c``/``mpg_h`` city and
highway, ``temp_hi``/``temp_lo``, ``cholera_drate`` the death rate beside ``cholera_deaths``).
The analyst spells the clipped part out; the matcher knows only whole words, so it read the
shared word ("mpg", "cholera deaths") as the first sibling and left the spelled-out word unread
or read it elsewhere ("rate" as another column's rate): a sibling's figure, silently. A run of
two to four adjacent words that spells one measure's whole name, each part of the name made of
the leading letters of one or more of the words in turn (the parts in any order), with at least
one word cut to its initial letters, names that measure, when another of the words was read as a
measure of the same table sharing a part of the name, or was not read at all. Words said whole
("poor rate" of ``poor_rate``) are the matcher's own; this adds nothing there.
"""

from __future__ import annotations

from itertools import permutations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import OPERATOR_SUFFIXES, SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["spelled_sibling_measures"]

_KINDS = ("unknown", "metric", "dim", "entity")
_MAX_WORDS = 4
_OPERATOR_WORDS = frozenset({"average", "mean", "median", "total", "highest", "lowest", "maximum", "minimum",
                             "max", "min", "sum", "ortalama", "toplam", "ortanca", "medyan", "en"})


def spelled_sibling_measures(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Read a run of words spelling a measure's clipped name as that measure (see module)."""
    measures = _clipped_measures(model)
    if not measures:
        return
    k = 0
    while k < len(items):
        found = _longest_spelled(items, k, words, measures, model)
        if found is None:
            k += 1
            continue
        end, name = found
        head = items[k]
        head.kind, head.meanings = "metric", [Meaning("metric", name)]
        head.last = items[end - 1].last
        head.text = " ".join(words[head.first:head.last])
        for it in items[k + 1:end]:
            it.kind = "stop"
        k = end


def _clipped_measures(model: SemanticModel) -> dict[str, tuple[tuple[str, ...], str, str]]:
    """Measure name -> (the parts of its column's name, its column, its table), for names of two or more parts."""
    out: dict[str, tuple[tuple[str, ...], str, str]] = {}
    for name, metric in model.metrics.items():
        column = fold((metric.row_column() or "").split(".")[-1].strip('"'))
        parts = tuple(p for p in column.split("_") if p)
        if 2 <= len(parts) <= 3 and all(p.isalpha() for p in parts) and len(parts[0]) > 1 \
                and not name.endswith(tuple(f"_{s}" for s in OPERATOR_SUFFIXES)):  # "p_" of TPC-H: a table prefix
            out.setdefault(name, (parts, column, metric.table))
    return out


def _longest_spelled(items: list[Item], k: int, words: tuple[str, ...], measures, model: SemanticModel):
    """(end item, measure) of the longest run of items from k whose words spell one measure's name.

    The first item may open with an operator word read with the measure ("average flu case" of
    ``flu_cases_avg``): the words after it spell the name, and the measure is that operator's copy
    of the spelled one, when the model has it.
    """
    best = None
    for end in range(k + 1, len(items) + 1):
        run = items[k:end]
        if any(it.kind not in _KINDS or not it.text.replace(" ", "").isalpha() for it in run):
            break
        said = [fold(w) for w in words[run[0].first:run[-1].last]]
        operator = _operator_of(run[0], said, model)
        said = said[1:] if operator else said
        if len(said) > _MAX_WORDS:
            break
        if len(said) < 2 or any(a.last < b.first for a, b in zip(run, run[1:], strict=False)):
            continue
        if set(said) & _OPERATOR_WORDS:
            break  # "ortalama yaşı" of ``yas``: an operator word clipped is no part of a name (``ort_yas``)
        names = {n for n, (parts, _, table) in measures.items()
                 if _spells(parts, said) and _beside_a_sibling(run, parts, table, n, model)
                 and not _names_the_table(said, table)}
        names = {f"{n}_{operator}" for n in names} if operator else names
        if len(names) == 1 and (name := names.pop()) in model.metrics:
            best = (end, name)
    return best


def _operator_of(head: Item, said: list[str], model: SemanticModel) -> str | None:
    """The operator ("avg") of an item read as a measure's operator copy, said with its operator word first."""
    for m in head.meanings:
        base, _, suffix = m.name.rpartition("_")
        if m.kind == "metric" and suffix in OPERATOR_SUFFIXES and base in model.metrics and said \
                and said[0] in _OPERATOR_WORDS:
            return suffix
    return None


def _names_the_table(said: list[str], table: str) -> bool:
    """Whether a word is the measure's table's own name ("most expensive part" on ``part``): its rows, no part."""
    return any(w == fold(table) or w.rstrip("s") == fold(table).rstrip("s") for w in said)


def _spells(parts: tuple[str, ...], said: list[str]) -> bool:
    """Whether the words, in turn, give the name's parts (in some order) by their leading letters, one cut short."""
    for order in permutations(parts):
        if _fits(order, said, clipped=False):
            return True
    return False


def _fits(parts: tuple[str, ...], said: list[str], clipped: bool) -> bool:
    if not parts:
        return not said and clipped
    if not said:
        return False
    part = parts[0]
    for n in range(1, len(said) + 1):  # the words this part takes
        for cut in _cuts(part, said[:n]):
            if _fits(parts[1:], said[n:], clipped or cut):
                return True
    return False


def _cuts(part: str, said: list[str]) -> list[bool]:
    """The ways the part is the words' leading letters in turn (each word gives some): for each, whether a
    word was cut short, keeping fewer than half its letters ("h" of "highway", "d" of "death"); a
    plural's "s" left off is the word whole."""
    if not said:
        return [False] if not part else []
    word, out = said[0], []
    for n in range(1, min(len(word), len(part)) + 1):
        if part[:n] != word[:n]:
            break
        out.extend(deeper or n * 2 < len(word.rstrip("s")) for deeper in _cuts(part[n:], said[1:]))
    return out


def _beside_a_sibling(run: list[Item], parts: tuple[str, ...], table: str, name: str, model: SemanticModel) -> bool:
    """Whether a word of the run was not read, or read as another measure of the table sharing a part of the name."""
    for it in run:
        if it.kind == "unknown":
            return True
        for m in it.meanings:
            other = model.metrics.get(m.name) if m.kind == "metric" else None
            if other is not None and other.table == table:
                column = fold((other.row_column() or "").split(".")[-1].strip('"'))
                if set(column.split("_")) & set(parts):
                    return True
    return False

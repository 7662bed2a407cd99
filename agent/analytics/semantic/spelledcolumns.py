"""Words whose initials spell a short column's whole name name that column: "length of stay" of ``los``.

Why: clinical, survey and economic exports name measures by their initials (``los`` length of stay,
``bmi``, ``gdp``, ``cpi``), and analysts spell them out. The words, unknown one by one, made the
question not understood. Only a run of two or more unknown words (a link word such as "of" between
them counted with or without its letter) whose initials are the whole name of a column of two to
five letters, when the initials spell one such column. Words read otherwise may join the run when
the name has three letters or more ("runs batted in" of ``rbi``), or of any length when they were
read only as a look-alike code ("stolen" as ``SLN`` in "stolen bases" of ``sb``). A kind of figure
said after the spelled words ("human capital index" of ``hc``, "labour share") belongs to the name.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import OPERATOR_SUFFIXES, SemanticModel
from agent.analytics.semantic.text import candidates, fold

__all__ = ["spelled_column_initials"]

_LINKS = frozenset({"of", "in", "at", "to", "for", "on", "and", "per"})
# the kind of figure a spelled name may be followed by, not spelled itself ("human capital index" of ``hc``)
_KIND_NOUNS = frozenset({"index", "rate", "ratio", "score", "level", "share", "value"})


def _short_columns(model: SemanticModel) -> dict[str, list[Meaning]]:
    """The measures and breakdowns of each column whose whole name has two to five letters."""
    out: dict[str, list[Meaning]] = {}
    for name, metric in model.metrics.items():
        column = (metric.row_column() or "").split(".")[-1].strip('"')
        if 2 <= len(column) <= 5 and column.isalpha() and not name.endswith(tuple(f"_{s}" for s in OPERATOR_SUFFIXES)):
            out.setdefault(fold(column), []).append(Meaning("metric", name))
    for name, dim in model.dimensions.items():
        column = dim.column or ""
        if 2 <= len(column) <= 5 and column.isalpha():
            out.setdefault(fold(column), []).append(Meaning("dim", name))
    return out


def _initials(run: list[Item], words: tuple[str, ...]) -> set[str]:
    """The run's initials without and with the letters of the link words between its words, and with
    a link word that ends the phrase ("runs batted in" of ``rbi``)."""
    bare = "".join(it.text[0] for it in run)
    closing = _closing(run, words)
    return {fold(bare), fold(_linked(run, words))} | ({closing} if closing else set())


def _linked(run: list[Item], words: tuple[str, ...]) -> str:
    return run[0].text[0] + "".join(
        "".join(w[0] for w in words[a.last:b.first]) + b.text[0] for a, b in zip(run, run[1:], strict=False))


def _closing(run: list[Item], words: tuple[str, ...]) -> str | None:
    """The initials with the link word right after the run ("runs batted in"), if one follows."""
    end = run[-1].last if run else 0
    return fold(_linked(run, words) + words[end][0]) if run and end < len(words) and fold(words[end]) in _LINKS \
        else None


def _joined(a: Item, b: Item, words: tuple[str, ...]) -> bool:
    gap = [fold(w) for w in words[a.last:b.first]]
    return len(gap) <= 1 and all(w in _LINKS for w in gap)


def spelled_column_initials(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Read a run of unknown words whose initials spell a short column's name as that column."""
    columns = _short_columns(model)
    k = 0
    while k < len(items):
        run = [items[k]] if _word(items[k]) else []
        j = k + 1
        while run and j < len(items) and _word(items[j]) and _joined(run[-1], items[j], words):
            run.append(items[j])
            j += 1
        keys = [key for key in _initials(run, words) if key in columns] if len(run) >= 2 else []
        if not keys and len(run) >= 3 and fold(run[-1].text) in _KIND_NOUNS:
            # "human capital index" of ``hc``: the kind of figure said after the spelled name
            spelled = [key for key in _initials(run[:-1], words) if key in columns]
            keys = spelled if len(spelled) == 1 and len(spelled[0]) == len(run) - 1 else []
        if any(it.kind != "unknown" and not _look_alike(it) for it in run):
            # read words: only a name of three letters or more, or a sibling named by a modifier ("home runs")
            keys = [key for key in keys if len(key) >= 3 or _modified_sibling(run, columns[key], model)]
        if len(keys) == 1:
            found = columns[keys[0]]
            for it in run[1:]:
                it.kind = "stop"
            head = run[0]
            end = run[-1].last + (keys[0] == _closing(run, words))  # the closing link word is the name's too
            head.last, head.text = end, " ".join(words[run[0].first:end])
            if any(fold(it.text) in _LEVEL_NOUNS for it in run):
                found = _averaged(found, model)  # "savings rate" of ``sr``: a rate is averaged, never summed
            head.kind, head.meanings = found[0].kind, found  # the measure first, as the column's name reads
        k = max(j, k + 1)


# the kinds of figure that are levels, averaged over rows ("savings rate", "price index"), not amounts
_LEVEL_NOUNS = frozenset({"rate", "ratio", "index", "score", "level", "share"})


def _averaged(found: list[Meaning], model: SemanticModel) -> list[Meaning]:
    """A summed measure spelled with a level's noun ("savings rate" of ``sr``) as its average, when it has one.

    Why: the initials name the column, and the noun says what kind of figure it holds; summed over
    125 countries a year, a savings rate of 20 % read 2,500. The inference could not tell from
    ``sr`` alone; the analyst's words can.
    """
    out: list[Meaning] = []
    for m in found:
        metric = model.metrics.get(m.name) if m.kind == "metric" else None
        expression = metric.expression.strip() if metric else ""
        if metric is not None and expression.upper().startswith("SUM("):
            wanted = "AVG(" + expression[4:]
            avg = next((n for n, x in model.metrics.items()
                        if x.table == metric.table and x.expression == wanted), None)
            out.append(Meaning("metric", avg) if avg else m)
        else:
            out.append(m)
    return out


def _tables(meanings: list[Meaning], model: SemanticModel) -> set[str]:
    out: set[str] = set()
    for m in meanings:
        spec = model.metrics.get(m.name) if m.kind == "metric" else model.dimensions.get(m.name) if m.kind == "dim" \
            else None
        if spec is not None:
            out.add(spec.table)
    return out


def _modified_sibling(run: list[Item], found: list[Meaning], model: SemanticModel) -> bool:
    """Whether unknown words before a read column name spell a two-letter column of the same table.

    Why: sports and survey exports keep a measure and a narrower kind of it side by side under
    their initials (``runs`` and ``hr`` "home runs", ``income`` and ``oi`` "operating income"); the head
    word alone read the wider column. Only unknown words before one read word, and only a column
    of that word's own table, other than the one it read: two letters are too easily spelled
    by chance otherwise.
    """
    head = run[-1]
    if not all(it.kind == "unknown" for it in run[:-1]) or head.kind not in ("metric", "dim"):
        return False
    named = {(m.kind, m.name) for m in head.meanings}
    if any((m.kind, m.name) in named for m in found):
        return False
    return bool(_tables(head.meanings, model) & _tables(found, model))


def _look_alike(it: Item) -> bool:
    """A word read only as a stored code it merely looks like: "stolen" as the team ``SLN``.

    Why: such a word counts as not understood, so "stolen bases" spells the two-letter ``sb``; a
    value said as itself ("Boston") is a word read, and opens only names of three letters or more.
    """
    said = {fold(it.text), *candidates(fold(it.text))}
    return it.kind == "value" and all(fold(m.value) not in said for m in it.of_kind("value"))


def _word(it: Item) -> bool:
    """One plain word: unknown, or read as a measure, breakdown or value of its own.

    "runs batted in" of ``rbi``: "runs" is a column of its own and "batted" was read by its stem,
    yet the three words spell the column's whole name.
    """
    return it.text.isalpha() and (it.kind == "unknown" or it.kind in ("metric", "dim", "entity", "value"))

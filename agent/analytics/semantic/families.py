"""Column families: names that share their first word (``sleep_total``, ``sleep_rem``, ``sleep_cycle``).

Why: engineers name related columns head first so they sort together, while analysts say the
head word last ("rem sleep", "early yield") or alone ("hours of sleep", "the yield"). Within a
table whose two-word names share a head, each member also answers to its words in spoken order,
and the member that is the whole (its other word is "total", "overall", "toplam"…) answers to
the head after an operator ("average sleep", "ortalama uyku"), as the head then means the whole
of what the family measures. The bare head alone stays open: a threshold picks the member whose
values hold its number ("rest more than 15 hours", thresholds/amounts). Nothing is added that
is already a phrase of the model, and a head whose family has no whole stays ambiguous.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import phrase_key

__all__ = ["family_phrases", "WHOLE_WORDS"]

# The other word of the member that is the whole family: "sleep total", "uyku toplam".
WHOLE_WORDS = frozenset({"total", "overall", "all", "whole", "toplam", "genel", "tum", "butun"})


_ONE_COLUMN = re.compile(r'^[A-Z_]*\(\s*(?:"?[\w]+"?\.)?"?([^"()]+?)"?\s*\)$')


def _column_of(expression: str) -> str | None:
    """The one column a measure aggregates (``SUM(msleep."sleep_rem")`` → ``sleep_rem``), if one."""
    found = _ONE_COLUMN.match(expression.strip())
    return found.group(1) if found and found.group(1) != "*" else None


def _entries(model: SemanticModel) -> Iterable[tuple[str, str, Meaning, list[tuple[str, str]]]]:
    """(table, column, meaning, synonyms) for every measure, breakdown and date of one column."""
    for name, metric in model.metrics.items():
        column = _column_of(metric.expression)
        if column:
            yield metric.table, column, Meaning("metric", name), metric.all_synonyms()
    for name, dim in model.dimensions.items():
        yield dim.table, dim.column, Meaning("dim", name), dim.all_synonyms()
    for name, tc in model.time_columns.items():
        yield tc.table, tc.column, Meaning("timecol", name), tc.all_synonyms()


def _families(columns: Iterable[tuple[str, str]]) -> dict[tuple[str, str], tuple[str, str]]:
    """(table, column) → (head, other word) for two-word column names whose head two columns share."""
    from agent.analytics.inference.names import name_words, prepare_words  # as inference reads a name

    columns = set(columns)
    prepare_words(column for _, column in columns)  # one scan of the word counts, not one per name
    split: dict[tuple[str, str], tuple[str, str]] = {}
    for table, column in columns:
        words = name_words(column)
        if len(words) == 2 and all(w.isalpha() for w in words) and len(words[0]) >= 3 and words[0] != words[1]:
            split[(table, column)] = (words[0], words[1])
    heads: dict[tuple[str, str], set[str]] = {}
    for (table, _), (head, rest) in split.items():
        heads.setdefault((table, head), set()).add(rest)
    return {key: pair for key, pair in split.items() if len(heads[(key[0], pair[0])]) >= 2}


def family_phrases(model: SemanticModel, taken: set[tuple[str, ...]]) -> list[tuple[str, Meaning]]:
    """Spoken-order and head-alone phrases for the members of each column family.

    Every phrase of a member that says "head other" ("sleep rem", "average sleep rem") is also
    indexed as "other head" ("rem sleep", "average rem sleep"); the whole member's phrases also
    without the whole word ("sleep", "average sleep"), when the family has one whole member.
    ``taken`` holds the phrases (word tuples) the model already uses; none of them is reused.
    """
    entries = list(_entries(model))
    families = _families((table, column) for table, column, _, _ in entries)
    wholes: dict[tuple[str, str], int] = {}
    for (table, _), (head, rest) in families.items():
        if rest in WHOLE_WORDS:
            wholes[(table, head)] = wholes.get((table, head), 0) + 1
    out: list[tuple[str, Meaning]] = []
    for table, column, meaning, synonyms in entries:
        pair = families.get((table, column))
        if pair is None:
            continue
        head, rest = pair
        for word, _ in synonyms:
            key = phrase_key(word)
            for i in range(len(key) - 1):
                if key[i : i + 2] != pair:
                    continue
                phrases = [key[:i] + (rest, head) + key[i + 2 :]]  # "rem sleep" for sleep_rem
                if rest in WHOLE_WORDS and wholes[(table, head)] == 1 and len(key) > 2:
                    phrases.append(key[: i + 1] + key[i + 2 :])  # "average sleep" for sleep_total's average
                out += [(" ".join(p), meaning) for p in phrases if p not in taken]
    return list(dict.fromkeys(out))

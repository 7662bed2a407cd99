"""A verb that names what the rows are only links them to a value: "courses taught by tenured professors".

Why: analysts say how the rows relate to a value with the verb of what the rows are: the courses of a
table of teaching ratings were taught, and "how many courses are taught by tenured professors" asks for
the courses of tenured professors. Nothing in the columns names that verb, so it was the one word not
understood and the question, read right otherwise, was refused. The verb is let go only when it can say
nothing but what every row is:

- its stem is in the name of the rows' table ("taught" → teach, ``teachingratings``; "cancelled" on a
  table of cancellations). Elsewhere a verb may name a state of some rows that the data does not hold:
  "how many flights were cancelled by Delta" on a table of flights is refused, not Delta's flights. (A
  first version let any such verb go when the rest was read; it moved rdata3 a06 "patients infected
  through blood" and holdout6 e30 "home runs hit in the American League", but answered "flights
  cancelled by Delta" and "patients discharged from Ward 5" with every row of the value on made-up
  tables, so it was narrowed.);
- it is the only word not understood, and it follows the rows or the measure (after them, never an
  adjective before them: "insured patients" qualifies, "patients insured by Acme" links);
- it is a verb's form: a regular past participle (-ed), an irregular past form, or a word after a
  passive auxiliary ("were hit");
- a stored value follows it, right away or after one preposition of agent, means, origin or place
  (by, through, via, with, from, of, in) and an article: the value is what the verb relates the
  rows to, and it is read as the condition;
- no column name and no stored value of the tables read holds the verb's stem, but for the value's own
  column ("tutored by volunteers" of ``tutor_type``): a state of some rows that the data holds must be
  read as that state or refused, never dropped.

English questions only (the parser does not call it on Turkish ones: its verb forms, auxiliaries and
prepositions are English).
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.related import base_forms, irregular_bases
from agent.analytics.semantic.text import fold

__all__ = ["drop_linking_verb"]

_PREPOSITIONS = frozenset({"by", "through", "via", "with", "from", "of", "in"})
_ARTICLES = frozenset({"the", "a", "an"})
_AUXILIARIES = frozenset({"was", "were", "is", "are", "be", "been", "being", "get", "got", "gets"})


def _verb_form(word: str, before: str) -> bool:
    return (word.endswith("ed") and len(word) > 4) or bool(irregular_bases(word)) or before in _AUXILIARIES


def _stems(word: str) -> set[str]:
    """The verb's stems of four letters or more: "returned" → return, "taught" → teach."""
    return {b for b in [*base_forms(word), *irregular_bases(word)] if len(b) >= 4 and b != word} | (
        {word[:-2]} if word.endswith("ed") and len(word) >= 6 else set())


def drop_linking_verb(items: list[Item], words: tuple[str, ...], model: SemanticModel,
                      table_of: Callable[[Item], set[str]], stored: Callable[[str], list[str]]) -> None:
    """Let go of the one unknown verb, of what the rows are, between them and the stored value it links them to."""
    unknown = [k for k, it in enumerate(items) if it.kind == "unknown"]
    if len(unknown) != 1 or unknown[0] == 0 or unknown[0] + 1 >= len(items):
        return
    k = unknown[0]
    j = k + 1 + (items[k + 1].kind == "marker" and fold(items[k + 1].text) in _PREPOSITIONS)  # "by" as a marker
    if j >= len(items):
        return
    it, rows, value = items[k], items[k - 1], items[j]
    word = fold(it.text)
    if not word.isalpha() or rows.kind not in ("metric", "entity") or value.kind != "value":
        return
    before = fold(words[it.first - 1]) if it.first > 0 else ""
    if not _verb_form(word, before):
        return
    gap = [fold(w) for w in words[it.last:value.first]]
    if gap and (gap[0] not in _PREPOSITIONS or any(w not in _ARTICLES for w in gap[1:])):
        return
    stems = _stems(word) | {word}
    if not any(stem in fold(table) for stem in stems for table in table_of(rows)):
        return  # "flights cancelled by Delta": a state of some flights, unless the table is of cancellations
    tables = table_of(rows) | table_of(value)
    own = {m.name for m in value.of_kind("value")}  # "carried by Falcon" of ``carrier``: the link itself
    names = [fold(d.column) for n, d in model.dimensions.items() if d.table in tables and d.column and n not in own]
    names += [fold(c.split(".")[-1].strip('"')) for m in model.metrics.values()
              if m.table in tables and (c := m.row_column())]
    names += [fold(v) for n, d in model.dimensions.items() if d.table in tables and n not in own for v in stored(n)]
    if any(stem in name for stem in stems for name in names):
        return  # "returned" beside a return flag: a state the data holds, not a link
    it.kind = "stop"

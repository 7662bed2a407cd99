"""Words whose initials spell a word of a table's name name that table: "Puerto Rico" of ``pr_deaths``.

Why: files are named with a place's or body's initials (``pr_death_counts``, ``nyc_taxi``,
``uk_sales``), and analysts spell the name out ("deaths in Puerto Rico", "taxi trips in New York
City"). The words say which data is meant, not a value to filter by; unread, they made the
question not understood. Only two or more words whose initials are a whole word of a table's name,
and that matched nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["spelled_table_initials", "typed_table_initials"]


def _tables_by_word(model: SemanticModel) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for table in model.tables:
        for w in re.split(r"[^a-z0-9]+", table.lower()):
            if len(w) >= 2:
                out.setdefault(w, set()).add(table)
    return out


def spelled_table_initials(items: list[Item], model: SemanticModel) -> None:
    """Read a run of unknown words whose initials are a table-name word as that table.

    The run becomes one item naming the table ("highest temperature in san francisco" of
    ``sf_temps`` beside ``seattle_temps``), so the rest of the question is read on it; a name typed
    in lower case counts too. With the word in two tables' names the run is only set aside.
    """
    tables = _tables_by_word(model)
    k = 0
    while k < len(items):
        run = []
        j = k
        while (j < len(items) and items[j].kind == "unknown" and items[j].text.isalpha()
               and (not run or items[j].first == run[-1].last)):
            run.append(items[j])
            j += 1
        named = tables.get("".join(it.text[0] for it in run).lower(), set()) if len(run) >= 2 else set()
        if named:
            for it in run[1:]:
                it.kind = "stop"
            head = run[0]
            head.last, head.text = run[-1].last, " ".join(it.text for it in run)
            head.kind, head.meanings = ("subject", [Meaning("subject", next(iter(named)))]) if len(named) == 1 \
                else ("stop", [])
        k = max(j, k + 1)


def _initials_of_tables(model: SemanticModel) -> dict[str, set[str]]:
    """A table's short initials: a name word of two to four letters (``mlb`` of mlb_teams) or the
    code run into its subject (``eu`` of eustates, cut by ``trailing_word``)."""
    from agent.analytics.inference.names import trailing_word

    out: dict[str, set[str]] = {}
    for table in model.tables:
        for w in re.split(r"[^a-z0-9]+", table.lower()):
            rest = trailing_word(w) if w.isalpha() else None
            short = w[: len(w) - len(rest)] if rest and w.endswith(rest) else w
            if 2 <= len(short) <= 4 and short.isalpha():
                out.setdefault(short, set()).add(table)
    return out


def typed_table_initials(items: list[Item], model: SemanticModel, table_of: Callable[[Meaning], str | None]) -> None:
    """Read initials typed in capitals that begin one table's name as that table: "the EU" of ``eustates``.

    Why: files are named by the body or place their rows belong to, in initials run into the subject
    or beside it (``eustates``, ``mlb_teams``, ``txhousing``); "which countries joined the EU", "MLB
    teams" name the file. A stored code spelled the same (a category "EU" of another table) is
    meant only where another word of the question names that table alone ("Eurostat countries that
    are EU members"); otherwise the initials name the table and its rows are read.
    """
    tables = _initials_of_tables(model)
    for k, it in enumerate(items):
        said = it.text.strip()
        named = tables.get(said.lower(), set()) if said.isalpha() and said.isupper() and it.last - it.first == 1 \
            else set()
        if len(named) != 1 or it.kind not in ("value", "unknown"):
            continue
        coded = {t for m in it.of_kind("value") if (t := table_of(m))}
        others = [{t for m in other.meanings if (t := m.name if m.kind == "subject" else table_of(m))}
                  for j, other in enumerate(items) if j != k]
        if any(len(ts) == 1 and ts <= coded for ts in others):
            continue  # "Eurostat countries that are EU members": the code of the table named
        it.kind, it.meanings = "subject", [Meaning("subject", next(iter(named)))]

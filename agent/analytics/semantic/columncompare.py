"""One column compared with another on the same row: "more deaths than expected", "Trump beat Clinton".

Why: analysts compare two measures of one row as often as a measure with a number ("counties with
more deaths than expected", "states where Clinton got more votes than Trump", "stores that sold
more than they ordered"). Those words read no threshold (no number follows "than"), so the two
measures were shown side by side, summed over every row, and the question's filter was lost. A
comparative before "than" with a measure right after it, or a verb of overtaking between two
measures ("beat", "outscored", "exceeded"), keeps the rows where the first measure's column is
above (or below) the second's, when both are columns of one table. Only a measure said right after
"than" (an article between at most) is compared: "more runs than they scored" names a clause, not a
column, and is left alone. A preposition of position between two measures of a row ("a sale price
above the list price", "a score below its target") compares them the same way; a verb in place of
the first measure ("houses that sold above their list price") names it by its noun (sell → sale:
``saleprice``), when exactly one other measure column of the second's table opens with that noun.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import Condition
from agent.analytics.semantic.text import fold

__all__ = ["read_column_comparisons"]

_COMPARATIVES = {"more": ">", "greater": ">", "higher": ">", "larger": ">", "bigger": ">", "fewer": "<",
                 "less": "<", "lower": "<", "smaller": "<"}
# Verbs that say the first measure came out above the second: "where Trump beat Clinton".
_OVERTAKING = frozenset({"beat", "beats", "outscored", "outscores", "outnumbered", "outnumbers", "exceeded",
                         "exceeds", "outpolled", "outpolls", "outvoted", "outsold", "outsells", "topped", "tops"})
_ARTICLES = frozenset({"the", "a", "an"})
# Prepositions that put the measure before them above or below the one after: "sale price above the list price"
_POSITIONS = {"above": ">", "over": ">", "exceeding": ">", "below": "<", "under": "<"}
# what may stand between such a preposition and the second measure: an article or the rows' own possessive
_RATIO_WORDS = frozenset({"ratio", "divided", "rate"})
_DETERMINERS = _ARTICLES | {"their", "its", "his", "her"}
# what a word between the comparative and "than" may be read as when it names what both measures count
_NOUNS = frozenset({"metric", "entity", "dim", "unknown"})
_MIN_NOUN = 3  # a verb's noun of fewer letters opens too many column names
_REACH = 4  # how many words before "than" the comparative may stand ("more votes than", "higher total sales than")


def _measures(it: Item, rows: dict[str, str]) -> list[str]:
    """The row-valued measures an item can name (none unless it reads as a measure)."""
    if it.kind not in ("metric", "entity"):
        return []
    return [m.name for m in it.of_kind("metric") if m.name in rows]


def _pair(first: Item, second: Item, rows: dict[str, str], model: SemanticModel) -> tuple[str, str] | None:
    """A measure of each item on one table, with different columns (the first such pair)."""
    for a in _measures(first, rows):
        for c in _measures(second, rows):
            if model.metrics[a].table == model.metrics[c].table and rows[a] != rows[c]:
                return a, c
    return None


def _at(items: list[Item], token: int) -> int | None:
    """The index of the item spanning a token, if any."""
    return next((k for k, it in enumerate(items) if it.first <= token < it.last), None)


def _counted(items: list[Item], k: int) -> bool:
    """Whether item k is what the question counts or lists ("how many counties", "which states")."""
    return k > 0 and items[k - 1].kind == "marker" and items[k - 1].is_marker("count", "which")


def _after_than(items: list[Item], words: list[str], than: int) -> int | None:
    """The item said right after "than" (an article between at most)."""
    k = next((j for j, it in enumerate(items) if it.first > than), None)
    if k is None or any(w not in _ARTICLES for w in words[than + 1:items[k].first]):
        return None
    return k


def _compared_with(items: list[Item], words: list[str], than: int, rows: dict[str, str],
                   model: SemanticModel) -> tuple[str, str, str, set[int]] | None:
    """"<A> … more <noun> than <C>" or "more <A> than <C>": (A, op, C, the items read)."""
    at = next((q for q in range(than - 1, max(-1, than - 1 - _REACH), -1) if words[q] in _COMPARATIVES), None)
    after = _after_than(items, words, than)
    if at is None or after is None:
        return None
    op = _COMPARATIVES[words[at]]
    between = [k for k, it in enumerate(items) if it.first > at and it.last <= than]
    before = next((k for k in range(len(items) - 1, -1, -1)
                   if at - 2 <= items[k].last <= at and _measures(items[k], rows)), None)
    if before is not None and not _counted(items, before) and (pair := _pair(items[before], items[after], rows,
                                                                              model)):
        # "Clinton got more votes than Trump": the noun between names what both count, and a verb
        # between the first measure and the comparative ("did Acme deliver more") says how
        verb = [k for k, it in enumerate(items) if it.first >= items[before].last and it.last <= at
                and it.kind == "unknown"]
        return pair[0], op, pair[1], {before, after, *verb, *[k for k in between if items[k].kind in _NOUNS]}
    for k in between:
        if pair := _pair(items[k], items[after], rows, model):
            return pair[0], op, pair[1], {k, after}
    return None


def _overtaken(items: list[Item], words: list[str], verb: int, rows: dict[str, str],
               model: SemanticModel) -> tuple[str, str, str, set[int]] | None:
    """"<A> beat <C>": the measures said on each side of the verb."""
    before = next((k for k, it in enumerate(items) if it.last == verb), None)
    after = _after_than(items, words, verb)
    if before is None or after is None or (pair := _pair(items[before], items[after], rows, model)) is None:
        return None
    said = _at(items, verb)
    return pair[0], ">", pair[1], {before, after} | ({said} if said is not None else set())


def _of_verb(verb: str, second: str, rows: dict[str, str], model: SemanticModel) -> str | None:
    """The one other row measure of the second's table whose column opens with a noun of the verb ("sold": sale)."""
    from agent.analytics.semantic.related import related_words

    nouns = {w for w in related_words(verb) if len(w) >= _MIN_NOUN and w.isalpha()}
    table = model.metrics[second].table
    found = {rows[m] for m in rows if model.metrics[m].table == table and rows[m] != rows[second]
             and any(_column_name(rows[m]).startswith(n) for n in nouns)}
    if len(found) != 1:
        return None
    column = found.pop()
    return next(m for m in rows if rows[m] == column and model.metrics[m].table == table)


def _column_name(sql: str) -> str:
    """A measure's column name as one run of letters (``"t"."sale_price"`` → saleprice)."""
    return fold(sql.rsplit(".", 1)[-1].strip('"')).replace("_", "")


def _positioned(items: list[Item], words: list[str], at: int, rows: dict[str, str],
                model: SemanticModel) -> tuple[str, str, str, set[int]] | None:
    """"<A> above <C>": the measures right before and right after a preposition of position."""
    before = next((k for k, it in enumerate(items) if it.last == at), None)
    after = next((j for j, it in enumerate(items) if it.first > at), None)
    if before is None or after is None or any(w not in _DETERMINERS for w in words[at + 1:items[after].first]):
        return None
    pair = _pair(items[before], items[after], rows, model)
    seconds = _measures(items[after], rows)
    one_word = items[before].last - items[before].first == 1
    # a verb the matcher read as the second measure itself ("rented" for the asking rent) names no other
    if pair is None and seconds and one_word and all(rows[m] == rows[seconds[0]]
                                                     for m in _measures(items[before], rows)):
        first = _of_verb(words[at - 1], seconds[0], rows, model)  # "sold above their list price": the sale price
        pair = (first, seconds[0]) if first else None
    if pair is None:
        return None
    said = _at(items, at)
    return pair[0], _POSITIONS[words[at]], pair[1], {before, after} | ({said} if said is not None else set())


def read_column_comparisons(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel) -> None:
    """Add a condition for each measure compared with another measure of its row; the items become read.

    The comparative (or verb) item, the two measures and a measure noun between them become
    ``threshold`` items, as a threshold's words do, so they are neither shown nor left unexplained.
    """
    if out.language != "en":
        return
    words = [fold(w) for w in out.words]
    ratio = bool(set(words) & _RATIO_WORDS)  # "the ratio of deaths over cases": a division, no comparison
    for t, word in enumerate(words):
        found = (_compared_with(items, words, t, rows, model) if word == "than"
                 else _overtaken(items, words, t, rows, model) if word in _OVERTAKING
                 else _positioned(items, words, t, rows, model) if word in _POSITIONS and not ratio else None)
        if found is None:
            continue
        first, op, second, read = found
        if any(items[k].kind == "threshold" for k in read):
            continue
        out.plan.conditions.append(Condition(metric=first, op=op, other=second))  # type: ignore[arg-type]
        out.condition_subjects.append(first)
        comparative = next((k for k in (_at(items, q) for q in range(max(0, t - _REACH), t)) if k is not None
                            and fold(items[k].text) in _COMPARATIVES), None)
        for k in read | ({comparative} if comparative is not None else set()):
            items[k].kind = "threshold"

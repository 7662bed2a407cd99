"""Drill-down, roll-up and breakdown follow-ups: edits of the previous plan along the model's levels.

Why a module of its own: "drill into Germany", "go up a level" and "remove the breakdown" are not
questions — they name no measure and sometimes not even a dimension — so the parser alone reads
them as nothing or as a new measure. Each is a small, exact edit of the previous plan: the
member becomes a filter and the breakdown moves one level down (country → city, category →
product, year → month → day) or up, along the ``parent`` links declared in the semantic model (or
found in the data for an uploaded table, :mod:`agent.analytics.inference.hierarchy`). The engine
calls :func:`drill_followup` before its ordinary follow-up handling and :func:`member_filter`
to keep "only Online orders" a filter, so the parser stays as it is.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import POST_EXCLUDERS, Parsed
from agent.analytics.semantic.plan import GRAIN_WORDS, Filter, QueryPlan
from agent.analytics.semantic.text import fold, tokenize

__all__ = ["Drill", "drill_followup", "is_drill", "member_filter", "child_of", "parent_of"]

# Calendar levels: what a period breaks down into, and what it rolls up to.
_FINER = {"year": "month", "quarter": "month", "month": "day", "week": "day"}
_COARSER = {"day": "month", "week": "month", "month": "year", "quarter": "year"}
_POST_EXCLUDERS = {fold(w) for w in POST_EXCLUDERS}
_FILLERS = {"now", "ok", "okay", "then", "and", "lets", "let", "us", "please", "can", "you", "peki", "simdi",
            "tamam", "sonra", "lutfen", "the"}
_INTO = {"into", "in", "to", "on", "for", "through"}
_UP = [("go", "up"), ("move", "up"), ("roll", "up"), ("rollup",), ("up", "a", "level"), ("up", "one", "level"),
       ("level", "up"), ("zoom", "out"), ("bir", "ust"), ("ust", "seviye"), ("ust", "seviyeye"),
       ("ust", "duzey"), ("ust", "duzeye"), ("yukari", "cik")]
_TR_DRILL_ENDS = [("detayi",), ("detaylari",), ("detayina", "in"), ("detayina", "gir"), ("detayina", "bak"),
                  ("detayina", "git"), ("detayina",), ("kirilimina", "in"), ("icin", "detay"), ("detaya", "in")]
_BREAKDOWN = {"breakdown", "breakdowns", "grouping", "kirilim", "kirilimi", "kirilimlari", "gruplama", "gruplamayi"}
_REMOVE = {"remove", "drop", "without", "no", "clear", "undo"}  # before the breakdown word ("remove the … breakdown")
_REMOVE_AFTER = {"kaldir", "olmadan", "sil", "cikar", "kaldirin", "silin"}  # after it ("kırılımı kaldır")
_QUESTION_WORDS = {"did", "does", "do", "has", "have", "is", "was", "were", "why", "how", "when", "what", "neden",
                   "nasil", "ne"}

_TEXT = {
    "no_child": {
        "en": "There is no level below {dim} in this workspace's model, so I can't drill into {member}. "
        "“only {member}” filters the table to it instead.",
        "tr": "Modelde {dim} altında bir seviye yok, bu yüzden {member} detayına inemiyorum. Tabloyu ona "
        "süzmek için “sadece {member}” yazabilirsiniz.",
    },
    "no_finer": {
        "en": "There is no level below {dim} in this workspace's model to drill into.",
        "tr": "Modelde {dim} altında inilecek bir seviye yok.",
    },
    "no_parent": {
        "en": "{dim} is already the top level: there is no level above it in this workspace's model.",
        "tr": "{dim} zaten en üst seviye: modelde üstünde bir seviye yok.",
    },
    "no_breakdown": {
        "en": "The table has no breakdown to remove.",
        "tr": "Tabloda kaldırılacak bir kırılım yok.",
    },
    "no_level": {
        "en": "The table has no breakdown to go up from.",
        "tr": "Tabloda üst seviyesine çıkılacak bir kırılım yok.",
    },
    "no_member": {
        "en": "I couldn't find “{member}” among the values of this table's breakdowns or periods.",
        "tr": "“{member}” değerini bu tablonun kırılımlarında ya da dönemlerinde bulamadım.",
    },
}


@dataclass
class Drill:
    """The edited plan (with the parse to check it against), or a sentence saying why there is none."""

    plan: QueryPlan | None = None
    parsed: Parsed | None = None
    problem: str | None = None


def _words(text: str) -> tuple[str, ...]:
    return tuple(t.text for t in tokenize(text))


def _has(words: tuple[str, ...], phrase: tuple[str, ...]) -> bool:
    return any(words[i : i + len(phrase)] == phrase for i in range(len(words) - len(phrase) + 1))


def _kind(words: tuple[str, ...]) -> tuple[str, tuple[int, int]] | None:
    """Which drill follow-up the words are ("drill", "up", "flat") and the word span of the member."""
    start = 0
    while start < len(words) and words[start] in _FILLERS:
        start += 1
    rest = words[start:]
    if rest[:1] == ("drill",) or rest[:2] in (("zoom", "in"), ("zoom", "into")):
        k = start + (1 if rest[:1] == ("drill",) else 2)
        k += 1 if k < len(words) and words[k] == "down" else 0
        k += 1 if k < len(words) and words[k] in _INTO else 0
        return "drill", (k, len(words))
    for end in _TR_DRILL_ENDS:
        if len(rest) >= len(end) and rest[-len(end) :] == end:
            return "drill", (start, len(words) - len(end))
    for k, word in enumerate(words):
        if word == "kirilimsiz" or (word in _BREAKDOWN and (set(words[max(0, k - 3) : k]) & _REMOVE
                                                             or set(words[k + 1 : k + 3]) & _REMOVE_AFTER)):
            return "flat", (0, 0)
    if any(_has(words, p) for p in _UP) and len(rest) <= 5 and rest[:1] and rest[0] not in _QUESTION_WORDS:
        return "up", (0, 0)  # "go up a level"; "did sales go up" is a question about the measure
    return None


def is_drill(message: str) -> bool:
    """Whether a message is a drill-down, roll-up or remove-the-breakdown follow-up (for routing)."""
    return _kind(_words(message)) is not None


def child_of(model: SemanticModel, dim: str, usable: set[str] | None = None) -> str | None:
    """The first dimension (model order) whose declared parent is ``dim``."""
    return next((name for name, d in model.dimensions.items()
                 if d.parent == dim and (usable is None or name in usable)), None)


def parent_of(model: SemanticModel, dim: str, usable: set[str] | None = None) -> str | None:
    """The declared parent of ``dim``, when it is a dimension this tenant can use."""
    spec = model.dimensions.get(dim)
    parent = spec.parent if spec is not None else None
    return parent if parent in model.dimensions and (usable is None or parent in usable) else None


def _fresh(previous: QueryPlan, parsed: Parsed, lang: str) -> QueryPlan:
    plan = previous.model_copy(deep=True)
    plan.question, plan.language = parsed.plan.question, lang  # type: ignore[assignment]
    plan.limit, plan.order_by, plan.limit_per, plan.descending = None, None, [], True
    return plan


def _say(key: str, lang: str, **fields: str) -> Drill:
    text = _TEXT[key]["tr" if lang == "tr" else "en"].format(**fields)
    return Drill(problem=text[:1].upper() + text[1:])


def _flat(previous: QueryPlan, parsed: Parsed, lang: str) -> Drill:
    """"remove the breakdown": drop the named breakdown, else every one (the time axis when alone)."""
    plan = _fresh(previous, parsed, lang)
    named = [d for d in [*parsed.negated_dims, *parsed.plan.group_by] if d in previous.group_by]
    if named:
        plan.group_by = [d for d in previous.group_by if d not in named]
    elif previous.group_by:
        plan.group_by = []
    elif previous.grain:
        plan.grain = None
    else:
        return _say("no_breakdown", lang)
    plan.share = plan.share and bool(plan.group_by or plan.grain)
    return Drill(plan=plan, parsed=dataclasses.replace(parsed, unknown=[]))


def _up(previous: QueryPlan, parsed: Parsed, model: SemanticModel, usable: set[str], lang: str) -> Drill:
    """"go up a level": the last breakdown with a parent becomes its parent, filters on the parent go."""
    plan = _fresh(previous, parsed, lang)
    clean = dataclasses.replace(parsed, unknown=[])
    for dim in reversed(previous.group_by):
        parent = parent_of(model, dim, usable)
        if parent is None:
            continue
        plan.group_by = list(dict.fromkeys(parent if d == dim else d for d in previous.group_by))
        plan.filters = [f for f in plan.filters if f.dimension != parent]
        return Drill(plan=plan, parsed=clean)
    if previous.grain in _COARSER:
        plan.grain = _COARSER[previous.grain]  # type: ignore[assignment]
        if plan.time_range is not None and plan.time_range.unit == plan.grain:
            plan.time_range = None  # the one year a drill kept: going up shows every year again
        return Drill(plan=plan, parsed=clean)
    if previous.group_by:
        return _say("no_parent", lang, dim=model.dimensions[previous.group_by[-1]].text(lang))
    if previous.grain:
        return _say("no_parent", lang, dim=GRAIN_WORDS["tr" if lang == "tr" else "en"][previous.grain])
    return _say("no_level", lang)


def _down(previous: QueryPlan, parsed: Parsed, model: SemanticModel, usable: set[str], lang: str) -> Drill:
    """"drill down" with no member: every breakdown with a level below moves down to it."""
    plan = _fresh(previous, parsed, lang)
    moved = [child_of(model, d, usable) or d for d in previous.group_by]
    if moved != previous.group_by:
        plan.group_by = list(dict.fromkeys(moved))
    elif previous.grain in _FINER:
        plan.grain = _FINER[previous.grain]  # type: ignore[assignment]
    else:
        last = previous.group_by[-1] if previous.group_by else None
        label = model.dimensions[last].text(lang) if last else GRAIN_WORDS[
            "tr" if lang == "tr" else "en"].get(previous.grain or "", "")
        return _say("no_finer", lang, dim=label) if label else _say("no_level", lang)
    return Drill(plan=plan, parsed=dataclasses.replace(parsed, unknown=[]))


def _into(previous: QueryPlan, member: Parsed, text: str, model: SemanticModel, usable: set[str],
          lang: str) -> Drill:
    """"drill into Germany": the member becomes the filter and its level's breakdown moves one down."""
    plan = _fresh(previous, member, lang)
    if member.unknown:
        return Drill(plan=plan, parsed=member)  # the engine says which words it did not understand
    mention = member.values[0] if member.values else None
    if mention is not None:
        dims = mention.dimensions or [mention.dimension]
        dim = next((d for d in dims if d in previous.group_by), None) or next(
            (d for d in dims if child_of(model, d, usable)), mention.dimension)
        child = child_of(model, dim, usable)
        if child is None:
            return _say("no_child", lang, dim=model.dimensions[dim].text(lang), member=text)
        plan.filters = [f for f in plan.filters if f.dimension != dim] + [Filter(dimension=dim,
                                                                                  values=list(mention.values))]
        if dim in plan.group_by:
            plan.group_by = list(dict.fromkeys(child if d == dim else d for d in plan.group_by))
        else:
            plan.group_by = list(dict.fromkeys([*plan.group_by, child]))
        return Drill(plan=plan, parsed=member)
    period = member.plan.time_range
    if period is not None and period.unit in _FINER:
        plan.time_range = period
        plan.grain = _FINER[period.unit]  # type: ignore[assignment]
        return Drill(plan=plan, parsed=member)
    if period is not None:
        return _say("no_finer", lang, dim=GRAIN_WORDS["tr" if lang == "tr" else "en"].get(period.unit, text))
    return _say("no_member", lang, member=text)


def drill_followup(
    text: str, parsed: Parsed, previous: QueryPlan, model: SemanticModel, usable: set[str],
    parse: Callable[[str], Parsed], lang: str,
) -> Drill | None:
    """The previous plan edited by a drill, roll-up or remove-the-breakdown message; None otherwise.

    ``usable`` are the dimensions this tenant may query; ``parse`` parses the member's words
    ("Germany", "March 2025") on their own, so the verbs around them are never unknown words.
    """
    tokens = tokenize(text)
    found = _kind(tuple(t.text for t in tokens))
    if found is None or previous.raw_sql:
        return None
    kind, (a, b) = found
    if kind == "flat":
        return _flat(previous, parsed, lang)
    if kind == "up":
        if parsed.plan.metrics:
            return None  # "revenue went up a level"? a measure named: an ordinary question
        return _up(previous, parsed, model, usable, lang)
    if a >= b:
        return _down(previous, parsed, model, usable, lang)
    words = " ".join(t.raw for t in tokens[a:b])
    member = parse(words)
    member.plan.question = parsed.plan.question
    return _into(previous, member, words, model, usable, lang)


def _row_noun(model: SemanticModel, metric: str) -> bool:
    """A measure that counts a table's rows or keys: "orders" in "only Online orders" names the rows."""
    spec = model.metrics.get(metric)
    return spec is not None and spec.expression.strip().upper().startswith("COUNT(")


def member_filter(parsed: Parsed, previous: QueryPlan | None, model: SemanticModel) -> Parsed:
    """"only Online orders", "sadece Online siparişler", "exclude Online orders" after a table: a filter.

    The words after the member name the rows it belongs to, not a new measure; the measure of the
    table stays. Only counts of rows are read that way: "only Online revenue" still asks for revenue.
    """
    if previous is None or previous.raw_sql or not parsed.values or not parsed.plan.metrics:
        return parsed
    if not parsed.cues & {"only", "exclude"} and not any(m.exclude for m in parsed.values):
        return parsed
    if "count" in parsed.cues:
        return parsed  # "how many orders only Online": the count is asked for
    if not all(_row_noun(model, m) for m in parsed.plan.metrics):
        return parsed
    plan = parsed.plan.model_copy(update={"metrics": []})
    mentions = parsed.values
    if parsed.words[-1:] and parsed.words[-1] in _POST_EXCLUDERS and not any(m.exclude for m in mentions):
        # "Online siparişler hariç": the excluder follows the rows' noun, and applies to the member
        mentions = [dataclasses.replace(m, exclude=True) for m in mentions]
    return dataclasses.replace(parsed, plan=plan, values=mentions)

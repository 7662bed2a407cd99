""""ABD'de şeker ortalama kaç sentti": the measure asked by the currency its header was written in.

Why: "kaç mil", "kaç dakika" name a distance or a duration by the unit in its column's name, and
a price is asked the same way by its money ("kaç sent", "kaç dolar", "kaç liraydı"). The header
"Fiyat (sent/libre)" was uploaded as ``fiyat_sent_libre``; nothing else said "price" in the
question, so "sentti" was left unknown and the question refused. A currency word right after
"kaç" (how many) names the one measured column whose name holds that currency; with none, or
with several such columns, it stays as it was.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, candidates, fold

__all__ = ["read_money_asked"]

# Currencies, folded, as headers write them and as questions say them: each word with its other spellings.
_GROUPS = (frozenset({"sent", "cent", "cents"}), frozenset({"kurus"}), frozenset({"lira", "tl", "try"}),
           frozenset({"dolar", "dollar", "dollars", "usd"}), frozenset({"euro", "euros", "eur", "avro"}),
           frozenset({"sterlin", "gbp"}))
_CURRENCIES = {word: group for group in _GROUPS for word in group}


# The past copula, folded, after a consonant and after a vowel: "sentti", "dolardı", "liraydı" (it was …)
_COPULA = ("ti", "tu", "di", "du", "ydi", "ydu")


def _with_copula(cands: tuple[str, ...]) -> list[str]:
    """The word's stems, and the word without a past copula ("sentti" → "sent").

    Why here and not among every word's endings: "en yüksekti" (was the highest) read as "yüksek"
    alone became a comparison, and the superlative was lost.
    """
    word = cands[0] if cands else ""
    return [*cands, *(word[: -len(end)] for end in _COPULA if word.endswith(end) and len(word) > len(end) + 1)]


def _columns_in(model: SemanticModel, currency: str) -> set[str]:
    """The measured columns whose name holds the currency, however spelled (``fiyat_tl_kg`` for "lira")."""
    out = set()
    for metric in model.metrics.values():
        for column in re.findall(r'"([^"]+)"', metric.expression):
            if _CURRENCIES[currency] & set(fold(column).split("_")) and not metric.counts_rows:
                out.add(f"{metric.table}.{column}")
    return out


def _plain_measure(model: SemanticModel, column: str) -> str | None:
    """The measure that reads the column with its own default (AVG or SUM), not a variant."""
    table, name = column.split(".", 1)
    for key, metric in model.metrics.items():
        expr = metric.expression.replace(" ", "")
        if metric.table == table and expr.upper().startswith(("AVG(", "SUM(")) and f'"{name}"' in expr:
            return key
    return None


def read_money_asked(items: list[Item], tokens: list[Token], model: SemanticModel) -> None:
    """Read "kaç <currency>" as the one measure kept in that currency (see module).

    The currency word may have been read as nothing ("sent" is also an English filler verb), so
    the word right after "kaç" is taken from the tokens, and any item on it is replaced.
    """
    for k, before in enumerate(items):
        if not before.is_marker("count") or before.last >= len(tokens):
            continue
        at = before.last
        token = tokens[at]
        currency = next((c for c in _with_copula(token.cands or candidates(token.text)) if c in _CURRENCIES), None)
        columns = _columns_in(model, currency) if currency else set()
        measure = _plain_measure(model, next(iter(columns))) if len(columns) == 1 else None
        on_it = [x for x in items if x.first <= at < x.last]
        if measure is None or any(x.kind not in ("unknown", "stop") for x in on_it):
            continue
        asked = Item("metric", at, at + 1, token.raw, [Meaning("metric", measure)])
        items[:] = [x for x in items if x not in on_it and x is not before]
        items.insert(k, asked)
        return

"""A word said for a one-letter code is that code: "vote yes" of a vote column holding Y/N/U/A.

Why: survey, clinical and ledger exports keep categories as single letters (``vote`` Y/N/U/A,
``status`` A/D, ``returnflag`` R/A/N), and analysts say the word the letter stands for ("how many
respondents will vote yes", "how many line items were returned"). The word, unknown, made the
question not understood. A letter alone says little, so the word must also be tied to the column:
said right after the column's name ("vote yes", "voting yes"), or with its stem inside the
column's name ("returned" of ``returnflag``). Then its first letter must be exactly one of the
column's codes, and only one such column may fit.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["read_letter_codes"]

_ENDINGS = ("ing", "ed", "d", "s")


def _letter_columns(model: SemanticModel, values: ValueIndex) -> dict[str, dict[str, str]]:
    """Per breakdown whose stored values are all single letters (two to six), letter → stored value."""
    out: dict[str, dict[str, str]] = {}
    for name in model.dimensions:
        stored = [v for v in values.of(name) if v is not None]
        if 2 <= len(stored) <= 6 and all(len(str(v).strip()) == 1 and str(v).strip().isalpha() for v in stored):
            out[name] = {fold(str(v).strip()): str(v) for v in stored}
    return out


def _stem(word: str) -> str:
    for end in _ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= 4:
            return word[: -len(end)]
    return word


def _named_in_column(word: str, column: str) -> bool:
    """Whether the word's stem (four letters or more) is inside the column's name: "returned", returnflag."""
    stem = _stem(word)
    return len(stem) >= 4 and stem in fold(column).replace("_", "")


def read_letter_codes(items: list[Item], model: SemanticModel, values: ValueIndex) -> None:
    """Read an unknown word tied to a one-letter-coded column as the code its first letter is, in place."""
    columns = _letter_columns(model, values)
    if not columns:
        return
    for k, it in enumerate(items):
        word = fold(it.text)
        if it.kind != "unknown" or not word.isalpha() or len(word) < 2:
            continue
        before = items[k - 1] if k else None
        named = {m.name for m in before.of_kind("dim")} if before is not None and before.kind in ("dim", "entity") \
            else set()
        fits = [(name, codes[word[0]]) for name, codes in columns.items() if word[0] in codes and (
            name in named or _named_in_column(word, model.dimensions[name].column or ""))]
        if len(fits) == 1:
            name, value = fits[0]
            it.kind, it.meanings = "value", [Meaning("value", name, value)]

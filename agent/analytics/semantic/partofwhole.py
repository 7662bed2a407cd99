"""What part of a whole a named part is: "gelirin yüzde kaçı gıdaya harcanıyor", "faturanın yüzde kaçı elektrikten".

Why (twenty-third round): Turkish asks a share of one measure in another with the whole first, in
the genitive, then "yüzde kaçı" (what percent of it), then the part in the dative or ablative and a
verb ("gıdaya harcanıyor" is spent on food, "elektrikten geliyor" comes from electricity). The part
is often said by its qualifier alone, the first word of its column (``gida_harcamasi``,
``elektrik_faturasi``), which named no measure ("elektrik" is also ``elektrik_tuketimi``'s) or
the table ("gıda" of ``gida_harcamalari``), and the verb was not understood: the question was
refused (holdout10_tr g10, holdout15_tr u10). Here the part's word is read as the one measure of
the whole's table whose name opens with it (the one sharing the whole's own noun when two do),
the closing verb as part of the phrase, and ``percentof`` reads the fraction part ÷ whole.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, fold

__all__ = ["WHAT_PART", "genitive", "read_part_of_whole"]

WHAT_PART = frozenset({"yuzde kaci", "yuzde kacini", "ne kadari"})  # "what percent of it", "how much of it"


def genitive(token: Token) -> bool:
    """Whether a Turkish word is in the genitive ("gelirin", "tutarının", "faturanın")."""
    word = fold(token.raw).replace("'", "").replace("’", "")
    return len(word) > 3 and word.endswith(("in", "un"))


def _words(column: str) -> list[str]:
    return [w for w in fold(column).split("_") if w]


def _part(whole: str, part: Item, tokens: list[Token], model: SemanticModel) -> str | None:
    """The one measure of the whole's table the part's word opens the name of, if exactly one."""
    if part.last - part.first != 1:
        return None
    stems = {part.text and fold(part.text), *tokens[part.first].cands} - {""}
    table = model.metrics[whole].table
    whole_words = set(_words((model.metrics[whole].row_column() or "").rsplit(".", 1)[-1].strip('"')))
    found = [name for name, m in model.metrics.items() if m.table == table and name != whole and not m.counts_rows
             and m.expression.upper().startswith("SUM(") and (column := (m.row_column() or "").rsplit(".", 1)[-1])
             and _words(column.strip('"'))[:1] and _words(column.strip('"'))[0] in stems]
    if len(found) > 1:  # "elektrik" of a bill and of a consumption: the one sharing the whole's noun
        found = [n for n in found if {w[:4] for w in _words((model.metrics[n].row_column() or "").rsplit(".", 1)[-1]
                                                             .strip('"'))[1:]} & {w[:4] for w in whole_words}]
    return found[0] if len(found) == 1 else None


def read_part_of_whole(items: list[Item], tokens: list[Token], model: SemanticModel) -> None:
    """Read the part of "<whole>-GEN yüzde kaçı <part> <verb>" as a measure, the verb as the phrase's (in place)."""
    for k in range(1, len(items) - 1):
        share, whole, part = items[k], items[k - 1], items[k + 1]
        if not (share.kind == "marker" and share.is_marker("share") and fold(share.text) in WHAT_PART):
            continue
        wholes = [m.name for m in whole.of_kind("metric") if m.name in model.metrics]
        if whole.kind not in ("metric", "entity") or not wholes or not genitive(tokens[share.first - 1]):
            continue
        if part.kind not in ("metric", "entity"):
            if part.kind not in ("subject", "unknown") or (name := _part(wholes[0], part, tokens, model)) is None:
                continue
            part.kind, part.meanings = "metric", [Meaning("metric", name)]
        if k + 2 == len(items) - 1 and items[k + 2].kind == "unknown" and items[k + 2].first == part.last:
            items[k + 2].kind = "stop"  # "harcanıyor", "geliyor": the phrase's own verb
        return

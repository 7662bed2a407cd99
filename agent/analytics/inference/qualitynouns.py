"""The adjective of a Turkish yes/no column named by a quality's noun: "yoksul" of ``yoksulluk`` (poverty).

Why: Turkish forms name a yes/no column by the abstract noun in -lIk ("Yoksulluk", "İşsizlik",
"Engellilik"), while analysts name its yes rows by the adjective the noun is made of: "yoksul
annelerin yüzdesi", "işsiz kişiler", "engelli çalışan sayısı". The adjective was no word of the
model, so the question was refused. Folded, the noun ends in -lik/-luk (-ligi/-lugu in a compound);
the adjective is what is left, three letters or more.
"""

from __future__ import annotations

from agent.analytics.semantic.text import fold

__all__ = ["quality_adjectives"]

_ENDINGS = ("ligi", "lugu", "lik", "luk")


def quality_adjectives(label: str) -> list[str]:
    """The yes words of a yes/no column named by a -lIk noun: the adjective alone and said of people."""
    words = fold(label).split()
    if not words:
        return []
    last = words[-1]
    end = next((e for e in _ENDINGS if last.endswith(e)), None)
    stem = last[: -len(end)] if end else ""
    if len(stem) < 3 or not stem.isalpha():
        return []
    adjective = " ".join([*words[:-1], stem])
    return [adjective, f"{adjective}ler", f"{adjective}lar", f"{adjective}lerin", f"{adjective}larin"]

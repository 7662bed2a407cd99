"""The pairs of values that make a two-valued column a yes/no column, in English and Turkish.

Why one list: the upload (a yes/no column is no personal data), the inference (a yes/no breakdown
and its rate) and the parser (its yes and no rows) each kept their own copy, and a pair added to
one was missing in the others. DuckDB's CSV reader types English yes/no columns as BOOLEAN; a
Turkish form's "E"/"H" (Evet/Hayır) or "Doğru"/"Yanlış" (true/false) stays text, as written, and
is read as yes/no from these pairs. Folded (ı→i, ş→s), yes first.
"""

from __future__ import annotations

__all__ = ["YES_NO_PAIRS", "YES_NO_WORDS", "YES_WORDS", "TURKISH_YES"]

YES_NO_PAIRS: tuple[tuple[str, str], ...] = (
    ("evet", "hayir"), ("yes", "no"), ("true", "false"), ("y", "n"), ("var", "yok"), ("1", "0"),
    ("e", "h"), ("dogru", "yanlis"))
YES_NO_WORDS = frozenset(w for pair in YES_NO_PAIRS for w in pair)
YES_WORDS = tuple(yes for yes, _ in YES_NO_PAIRS)
TURKISH_YES = frozenset({"evet", "var", "e", "dogru"})  # a Turkish yes: its noun's rows said with a light verb

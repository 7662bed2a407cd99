"""The object of a yes/no column named by an act: "sigara" of "Sigara Kullanımı", said with any verb.

Why: a Turkish form names the yes/no column by the thing and the act's noun ("Sigara Kullanımı",
"Alkol Tüketimi", "İlaç Kullanımı"), while analysts name the rows with the verb they would use
for the thing ("sigara içenler", "alkol alan hastalar"), not the form's verb. The act's own
participles were already read ("sigara kullanan"); the thing alone, beside any participle or finite
verb, names the column too, and the parser reads what follows it as the yes or the no rows. Only the
one word before a noun of an act in -(I)m (the form's wording), of four letters or more, and only
where no other column of the table has that word (``alkol_miktari`` beside it keeps it).
"""

from __future__ import annotations

from typing import Any

from agent.analytics.inference.names import name_words
from agent.analytics.inference.verbforms import act_noun_forms

__all__ = ["act_object"]


def act_object(column: str, info: Any, prefix: str = "") -> list[str]:
    """["sigara"] for ``sigara_kullanimi``; [] when the name is no thing and its act, or the word is shared."""
    words = name_words(column, prefix)
    if len(words) != 2 or len(words[0]) < 4 or not words[0].isalpha() or not act_noun_forms(words[1])[0]:
        return []
    if any(c.name != column and words[0] in name_words(c.name, prefix) for c in info.columns):
        return []
    return [words[0]]

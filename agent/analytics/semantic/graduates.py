""""lise mezunu", "doktora mezunu": the people of an education level are its value, said with "mezun".

Why: Turkish names people by the school they finished with "mezun" (graduate) after the level:
"doktora mezunu kaç kişi var", "lisansüstü mezunu kaç kadın var", "üniversite mezunlarının ortalama
geliri". The level is a value of the file's education column ("Doktora", "Lisansüstü"); the noun
after it matched nothing and the question was refused (rdata4_tr g13, trdev5a a18). Right after a
value, "mezun" in any of its forms says no more than the value does, and is read with it. Only there:
"mezun" alone, or after a column's name, stays a word not understood.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import candidates, fold

__all__ = ["graduates_of_a_value"]

_GRADUATE = "mezun"


def graduates_of_a_value(items: list[Item]) -> None:
    """Read "<value> mezunu/mezunları" as the value alone: the unknown noun becomes part of it."""
    for k in range(1, len(items)):
        it, value = items[k], items[k - 1]
        if (it.kind == "unknown" and value.kind == "value" and value.last == it.first
                and _GRADUATE in candidates(fold(it.text).split("'")[0])):
            value.last, value.text = it.last, f"{value.text} {it.text}"
            it.kind = "stop"

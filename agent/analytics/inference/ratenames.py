"""The spoken name of a fraction column named by a plural noun: ``fatalities`` 0.02 is the "fatality rate".

Why: a column of counts per something (deaths per million miles, births per woman) keeps the
counted thing's plural as its name; its values (between 0 and 1) show it is a rate, and analysts
say so: "average fatality rate", "fatality rate by year". Without the phrase, "rate" was a word
not understood and the question was refused. Only a one-word plural name gets it: a longer name
("seatbelt usage") already says what it holds, and a singular one ("share") is no counted thing.
"""

from __future__ import annotations

from agent.analytics.inference.names import singular

__all__ = ["rate_names"]


def rate_names(said: list[str]) -> list[str]:
    """"<singular> rate" and "<plural> rate" for a one-word plural name, else nothing."""
    if len(said) != 1 or (one := singular(said[0])) == said[0]:
        return []
    return [f"{one} rate", f"{said[0]} rate"]

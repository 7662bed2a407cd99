"""The noun of a measure named by a past participle: ``employed`` is "employment", ``enrolled`` "enrollment".

Why: a labour table's count of people in work is ``employed`` (thousands); analysts ask for
"employment by year", "average employment", "median employment by industry". Nothing matched the
noun: the question was refused ("not what to measure") or, with no other word understood, taken
for small talk. The verb's nouns that English writes as words (``verb_nouns``: "-ment", "-ion",
"-ance"...) name the measure too; the bare verb ("employ") is no name of an amount and is left out.
Only a one-word name gets them: a longer name ("people employed") says what it holds already.
"""

from __future__ import annotations

from agent.analytics.inference.flagrates import verb_nouns

__all__ = ["participle_nouns"]


def participle_nouns(said: list[str]) -> list[str]:
    """The nouns of a one-word participle name's verb ("employed" → "employment"), else nothing."""
    if len(said) != 1 or not said[0].endswith("ed"):
        return []
    stem = said[0][:-2]
    verbs = {stem, stem + "e", stem[:-1], stem[:-1] + "y"}  # employ, bounce, cancel, apply: not nouns here
    return [n for n in verb_nouns(said[0]) if n not in verbs]

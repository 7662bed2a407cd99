"""The rate of a flag column, said by the noun of its verb: "churn rate" of ``churned``, "conversion rate".

Why: analysts ask the share of rows where something happened by the noun of what happened
("churn rate", "conversion rate by country", "bounce rate by device", "cancellation rate"), while
files name the column by its participle (``churned``, ``converted``, ``bounced``) and often keep
it as 0/1 whole numbers. A 0/1 column was only a sum ("churned"), and the nouns were not
understood. Here: the nouns a participle's verb makes that the web writes as words, and the rate
measure of a 0/1 column.
"""

from __future__ import annotations

from agent.analytics.inference.names import is_known_word

__all__ = ["flag_rate", "verb_nouns"]

_MIN_VERB = 3


def _verbs(participle: str) -> list[str]:
    """The verbs a regular past participle may come from: "bounced" → bounce; "cancelled" → cancel."""
    if not participle.endswith("ed"):
        return [participle] if len(participle) > _MIN_VERB and participle.isalpha() else []  # "would recommend"
    if len(participle) < _MIN_VERB + 2:
        return []
    stem = participle[:-2]
    out = [stem, stem + "e"]  # churned → churn; bounced → bounc, bounce
    if len(stem) > 2 and stem[-1] == stem[-2]:
        out.append(stem[:-1])  # cancelled → cancel, admitted → admit
    if stem.endswith("i"):
        out.append(stem[:-1] + "y")  # applied → apply
    return out


def verb_nouns(participle: str) -> list[str]:
    """Nouns of a participle's verb that are words: "converted" → convert, conversion; "churned" → churn."""
    found: list[str] = []
    for verb in _verbs(participle):
        base = verb[:-1] if verb.endswith("e") else verb
        forms = [verb, base + "ion", base + "ation", verb + "ation", verb + "lation", base + "al",
                 base + "ment", verb + "ment", base + "y",  # injure → injury
                 verb + "ance", base + "ance", verb + "ence"]  # attend → attendance, accept → acceptance
        if verb.endswith("t"):
            forms += [verb[:-1] + "sion", verb[:-1] + "ssion"]  # convert → conversion, admit → admission
        if verb.endswith("y"):
            forms += [verb[:-1] + "ication"]  # apply → application
        found += [f for f in forms if len(f) > _MIN_VERB and is_known_word(f)]
    return [f for f in dict.fromkeys(found) if f != participle]


def flag_rate(table: str, column: str, label: str, synonyms: list[str]) -> dict:
    """The percentage of a 0/1 column's 1 rows, as the yes rate of a yes/no column is."""
    words = list(dict.fromkeys(synonyms[:2] + verb_nouns(label.split()[-1] if label.split() else "")))
    return {"table": table, "expression": f'100.0 * AVG(CASE WHEN {table}."{column}" = 1 THEN 1 ELSE 0 END)',
            "label": {"en": f"{label} rate", "tr": f"{label} oranı"}, "format": "percent",
            "synonyms": {"any": [f"{w} {end}" for w in words for end in ("rate", "percentage", "oranı", "orani")]}}

"""A count column named by the noun of what happened, asked with the verb: "kaç kişi öldü" of ``olum_sayisi``.

Why: Turkish files count what happened by its noun, the act's (``olum_sayisi``, the deaths: öl-üm)
or the state's it leaves (``olu_sayisi``, the dead: ölü; ``yarali_sayisi``), while analysts ask with
the verb and a noun of people: "koleradan toplam kaç kişi öldü", "depremlerde ölen toplam kişi
sayısı". The verb matched nothing (folded, "öldü" is the stopword "oldu") and "kişi" found no
column, or another table's people, so the question was refused (holdout7_tr k01, trdev5a a21 a23).
The verb's nouns are built from its stem as typed, with its Turkish letters (``past_participles``:
"öldü", never "oldu"), and read as "<noun> sayısı"; only a noun for people may stand beside the
verb, since "kaç bina yıkıldı" counts buildings, not what a column of deaths holds.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, candidates, fold, turkish_lower
from agent.analytics.semantic.vocab import Vocabulary

__all__ = ["read_act_counts"]

_PAST = ("dı", "di", "du", "dü", "tı", "ti", "tu", "tü")
_PARTICIPLE = ("an", "en")
_COUNT_WORD = "sayisi"
_TOTAL = frozenset({"toplam"})  # "ölen toplam kişi sayısı": said between, the sum is asked anyway


def _verb_nouns(raw: str) -> list[str]:
    """The act's and state's nouns (folded) of a past verb or participle as typed: "ölüm", "ölü" of "öldü"/"ölen"."""
    from agent.analytics.inference.verbforms import past_participles

    word = turkish_lower(raw.split("'")[0].split("\u2019")[0])
    if word.endswith(_PAST):
        stem = word[:-2]
    elif word.endswith(_PARTICIPLE):
        stem = word[:-2]
        stem = stem[:-1] if len(stem) > 2 and stem.endswith("y") and fold(stem[-2]) in "aeiou" else stem
    else:
        return []
    if len(stem) < 2:
        return []
    return past_participles(stem + "di")[2:]  # past_participles gives the participles first, then the nouns


def _person(tok: Token) -> bool:
    from agent.analytics.inference.people import person_noun_forms

    return bool({tok.text, *tok.cands} & person_noun_forms())


def _summed_count(noun: str, vocab: Vocabulary, model: SemanticModel) -> Meaning | None:
    """The count column "<noun> sayısı" names, if one does."""
    said = [Token(noun, noun, 0, candidates(noun)), Token(_COUNT_WORD, _COUNT_WORD, 1, candidates(_COUNT_WORD))]
    n, meanings = vocab.match(said, 0)
    if n != len(said):
        return None
    return next((m for m in meanings if m.kind == "metric" and m.name in model.metrics
                 and model.metrics[m.name].format == "count"
                 and model.metrics[m.name].expression.strip().upper().startswith("SUM(")), None)


def _replace(items: list[Item], tokens: list[Token], start: int, end: int, found: Meaning) -> list[Item]:
    text = " ".join(t.raw for t in tokens[start:end + 1])
    kept = [x for x in items if x.last <= start or x.first > end]
    at = sum(1 for x in kept if x.last <= start)
    return [*kept[:at], Item("metric", start, end + 1, text, [found]), *kept[at:]]


def _counted_by_verb(items: list[Item], tokens: list[Token], vocab: Vocabulary, model: SemanticModel) -> list[Item]:
    """ "kaç kişi öldü": the count, a noun for people, the verb's past."""
    for it in items:
        if it.kind != "marker" or not it.is_marker("count") or it.last + 1 >= len(tokens):
            continue
        noun, verb = tokens[it.last], tokens[it.last + 1]
        if not _person(noun) or not fold(verb.raw).endswith(tuple(fold(p) for p in _PAST)):
            continue
        nouns = _verb_nouns(verb.raw)
        for said in nouns:
            if (found := _summed_count(said, vocab, model)) is not None:
                return _replace(items, tokens, it.last, it.last + 1, found)
        for said in nouns:
            if values := _value_of(said, vocab):  # "kaç hasta öldü": the rows whose outcome is 'Ölüm'
                kept = [x for x in items if x.last <= it.last + 1 or x.first > it.last + 1]
                at = sum(1 for x in kept if x.last <= it.last + 1)
                return [*kept[:at], Item("value", it.last + 1, it.last + 2, verb.raw, values), *kept[at:]]
    return items


def _value_of(noun: str, vocab: Vocabulary) -> list[Meaning]:
    """The meanings of one column's value the verb's noun names whole ("ölüm" of an outcome 'Ölüm').

    Why: a file records what happened as a value of an outcome column (a treatment's result
    'Ölüm', 'İyileşme'), and "kaç hasta öldü" asks for the rows holding it; the verb, folded to the
    stopword "oldu", was dropped and every patient counted. Only a noun that is a value of exactly
    one column.
    """
    said = [Token(noun, noun, 0, candidates(noun))]
    n, meanings = vocab.match(said, 0)
    values = [m for m in meanings if m.kind == "value"]
    if n != 1 or len({m.name for m in values}) != 1 or any(m.kind in ("metric", "subject") for m in meanings):
        return []
    return [m for m in meanings if m.kind in ("value", "dim") and m.name == values[0].name]


def _counted_participle(items: list[Item], tokens: list[Token], vocab: Vocabulary, model: SemanticModel) -> list[Item]:
    """ "ölen (toplam) kişi sayısı": the participle, a noun for people, then "sayısı"."""
    for k, verb in enumerate(tokens):
        j = k + 1
        while j < len(tokens) and tokens[j].text in _TOTAL:
            j += 1
        if j + 1 >= len(tokens) or not _person(tokens[j]) or tokens[j + 1].text != _COUNT_WORD:
            continue
        for said in _verb_nouns(verb.raw) if fold(verb.raw).endswith(_PARTICIPLE) else ():
            if (found := _summed_count(said, vocab, model)) is not None:
                return _replace(items, tokens, k, j + 1, found)
    return items


def read_act_counts(items: list[Item], tokens: list[Token], vocab: Vocabulary, model: SemanticModel) -> list[Item]:
    """Read "kaç kişi öldü" and "ölen kişi sayısı" as the count column the verb's noun names, when one does."""
    return _counted_participle(_counted_by_verb(items, tokens, vocab, model), tokens, vocab, model)

"""A count column named by a participle, asked with the verb's past: "kaç sürücü öldü" of ``olen_surucu_sayisi``.

Why: a table of counts names each number by what happened to the things counted ("ölen sürücü
sayısı", the drivers who died; "kaçan hasta", "gelen ziyaretçi"), and analysts ask with the finite
verb after the noun ("kaç sürücü öldü", "1984'te kaç kamyonet sürücüsü öldü"). The past tense is
not the participle, so the noun alone found another column with the same noun ("ölen/ağır yaralı
sürücü") or the table's rows, and the verb, folded to a stopword ("öldü" is "oldu"), was dropped.
The participle (-en/-an) of the verb and the nouns said before it are read together as the
column's name, the way the file's header says it.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, candidates
from agent.analytics.semantic.vocab import Vocabulary

__all__ = ["read_past_counts"]

_PAST = ("di", "du", "ti", "tu")  # folded -dı/-di/-du/-dü, -tı/-ti/-tu/-tü


def _participles(word: str) -> list[str]:
    """ "oldu" → "olen", "olan"; "kacti" → "kacan", "kacen": the -en/-an participle of a past verb."""
    if not word.isalpha() or len(word) < 4 or not word.endswith(_PAST):
        return []
    stem = word[:-2]
    return [stem + "en", stem + "an"] if any(ch in "aeiou" for ch in stem) else []


def _summed_count(meanings: list[Meaning], model: SemanticModel) -> Meaning | None:
    """The meaning that sums a count column, if the phrase found one."""
    return next((m for m in meanings if m.kind == "metric" and m.name in model.metrics
                 and model.metrics[m.name].format == "count"
                 and model.metrics[m.name].expression.strip().upper().startswith("SUM(")), None)


def read_past_counts(items: list[Item], tokens: list[Token], vocab: Vocabulary, model: SemanticModel) -> list[Item]:
    """Replace "kaç <nouns> <past verb>" by the count column "<participle> <nouns>" names, when one does."""
    covered = {i for it in items for i in range(it.first, it.last) if it.kind != "stop"}
    for it in items:
        if not it.is_marker("count") or it.kind != "marker":
            continue
        start = it.last
        for end in range(start + 1, min(len(tokens), start + 4)):
            verb = tokens[end]
            if end in covered and not any(x.first == end and x.kind in ("dim", "value") for x in items):
                continue
            for participle in _participles(verb.text):
                said = [Token(participle, participle, 0, candidates(participle)),
                        *(Token(t.text, t.raw, j + 1, t.cands, t.plural) for j, t in enumerate(tokens[start:end]))]
                n, meanings = vocab.match(said, 0)
                found = _summed_count(meanings, model) if n == len(said) else None
                if found is None:
                    continue
                text = " ".join(t.raw for t in tokens[start:end + 1])
                kept = [x for x in items if x.last <= start or x.first > end]
                at = sum(1 for x in kept if x.last <= start)
                return [*kept[:at], Item("metric", start, end + 1, text, [found]), *kept[at:]]
    return items

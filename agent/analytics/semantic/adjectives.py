"""Adjectives and verbs that name a measure by what it is: "hottest", "most expensive", "weigh".

Why: analysts rank by quality words — the hottest day, the heaviest penguins, the most expensive
part, the longest bill — and no column is called "hot". The lexicon (``measure_adjectives``)
says which measure word each adjective is about (hot → temperature, heavy → weight or mass,
expensive → price or cost); the model says which measure of *this* workspace holds that word.
The adjective is then rewritten into words the matcher already understands:

* followed by the thing ranked ("hottest day", "heaviest penguins"): a ranking word and the
  measure, "most <temperature> day";
* followed by the measure's own words or nothing ("longest bill", "the coldest"): the highest
  or lowest value, "highest <bill length>";
* a comparative before "than" ("heavier than 5000") or a verb ("weigh more than 5000 grams",
  "cost more than 10000"):
  the measure alone, so the threshold reads it.

When no measure, or more than one, fits, the word is left alone and reported as not understood:
an adjective never picks an unrelated column.
"""

from __future__ import annotations

from dataclasses import dataclass

from agent.analytics.semantic.lexicon import Lexicon
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, candidates, fold, phrase_key

__all__ = ["AdjectiveReader"]

_VERBS = frozenset({"weigh", "weighs", "weighed", "weighing", "cost", "costs"})
_MARKERS = {"most": frozenset({"most", "en", "more", "daha"}), "least": frozenset({"least", "less", "fewer"})}
_QUALIFIER = {"most": "maximum", "least": "minimum"}
_WORDS = {"most": "highest", "least": "lowest"}


@dataclass(frozen=True)
class _Measure:
    name: str
    words: tuple[str, ...]
    table: str


class AdjectiveReader:
    """Rewrites measure adjectives of a question into ranking words and a measure of the model."""

    def __init__(self, model: SemanticModel, lex: Lexicon, known: set[str]) -> None:
        self.forms: dict[str, tuple[str, set[str]]] = {}
        for direction, table in (lex.raw.get("measure_adjectives") or {}).items():
            for noun, forms in table.items():
                for form in forms:
                    key = fold(str(form))
                    if key in known:
                        continue  # a column called "long" keeps its meaning
                    entry = self.forms.setdefault(key, (str(direction), set()))
                    entry[1].add(fold(str(noun)))
        nouns = {fold(str(noun)) for table in (lex.raw.get("measure_adjectives") or {}).values() for noun in table}
        self.measures: list[_Measure] = []
        for name, metric in model.metrics.items():
            expr = metric.expression.strip().upper()
            if not expr.startswith(("SUM(", "AVG(")) or "(*)" in expr or metric.filters:
                continue
            phrase = next(iter(metric.synonyms.get("any") or metric.synonyms.get("en") or []), None)
            phrase = phrase or metric.label.get("en") or name.replace("_", " ")
            words = phrase_key(phrase)
            label = tuple(w for w in phrase_key(metric.label.get("en") or "") if w != "average")
            if label and not set(words) & nouns and set(label) & nouns:
                words = label  # ``wt`` is said "weight": the heaviest car has the most of it
            if words and not (name.endswith(("_avg", "_sum")) and name[:-4] in model.metrics):  # operator copies
                self.measures.append(_Measure(name, tuple(words), metric.table))

    def _choose(self, direction: str, nouns: set[str], following: list[Token],
                context: list[Token] | None = None) -> tuple[_Measure | None, int]:
        """The one measure the adjective is about, and how many following words name it."""
        fits = [m for m in self.measures if nouns & set(m.words)]
        taken = 0
        while taken < min(3, len(following)) and any(following[taken].text in m.words for m in fits):
            taken += 1
        if taken:
            fits = [m for m in fits if all(t.text in m.words for t in following[:taken])]
        if len(fits) > 1:
            qualified = [m for m in fits if m.words[0] == _QUALIFIER[direction]]
            fits = qualified or fits
        if len(fits) > 1:  # "the most expensive part": the price of the parts table
            named = {t for t in (context or following) for t in (t.text, *t.cands)}
            on_named = [m for m in fits if {m.table, m.table.rstrip("s")} & named] or [
                m for m in fits if any(len(w) >= 3 and w in m.table for w in named)]  # "which car" on mtcars
            fits = on_named or fits
        unique = {m.words: m for m in fits}
        return (next(iter(unique.values())), taken) if len(unique) == 1 else (None, 0)

    def _names_other_measure(self, following: list[Token], chosen: _Measure | None) -> bool:
        """Whether the next words (past an operator word) name a measure the adjective is not about.

        Why: in "the longest average air time" the adjective only says "highest" of the air time
        named after it; it must not bring in a distance of its own.
        """
        words = [t.text for t in following]
        while words and words[0] in _OPERATOR_WORDS:
            words = words[1:]
        if not words:
            return False
        return any(m.words[0] == words[0] and tuple(words[: len(m.words)]) == m.words and m != chosen
                   for m in self.measures)

    def read(self, tokens: list[Token], stopwords: frozenset[str]) -> list[Token]:
        """The question with each measure adjective replaced, as described in the module docstring."""
        out: list[Token] = []
        i = 0
        while i < len(tokens):
            tok = tokens[i]
            entry = self.forms.get(tok.text) if tok.number is None else None
            if tok.text in _NOUN_VERBS and not _used_as_verb(tokens, i):
                entry = None  # "shipping costs" names a measure; "diamonds cost more than 10000" asks
            measure, taken = self._choose(entry[0], entry[1], tokens[i + 1 :], tokens) if entry else (None, 0)
            if measure is not None and not taken and self._names_other_measure(tokens[i + 1 :], measure):
                if out and out[-1].text in _MARKERS[entry[0]]:
                    out.pop()  # "en uzun ortalama süre": one ranking word
                out.append(_token(entry[0], tok.raw, len(out)))  # "longest average air time": most air time
                i += 1
                continue
            if entry is None or measure is None:
                out.append(tok)
                i += 1
                continue
            direction = entry[0]
            rest = tokens[i + 1 + taken :]
            after = next((t for t in rest if t.text not in stopwords), None)
            marked = bool(out) and out[-1].text in _MARKERS[direction]
            if tok.text in _VERBS or (rest and rest[0].text in ("than", "den", "dan")):
                words: tuple[str, ...] = measure.words  # "weigh more than 5000", "heavier than 5000"
                if rest and rest[0].text in ("than",) and not marked:
                    words = (*measure.words, "more" if direction == "most" else "less")
            elif after is not None and after.number is None and not taken:
                words = measure.words if marked else (direction, *measure.words)  # "hottest day"
            else:
                words = measure.words if marked else (_WORDS[direction], *measure.words)  # "longest bill"
                if marked:
                    out[-1] = _token(_WORDS[direction], out[-1].raw, len(out) - 1)
            for w in words:
                out.append(_token(w, tok.raw, len(out)))
            i += 1 + taken
        return [_token(t.text, t.raw, k, t) for k, t in enumerate(out)]


_NOUN_VERBS = frozenset({"cost", "costs"})
_OPERATOR_WORDS = frozenset({"average", "mean", "median", "total", "ortalama", "medyan", "toplam"})
_AFTER_VERB = frozenset({"more", "less", "over", "under", "above", "below", "at", "between"})


def _used_as_verb(tokens: list[Token], i: int) -> bool:
    """Whether "cost" is the verb: before a comparison or a number, or after "does"/"did"."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    before = {t.text for t in tokens[:i]}
    return bool(nxt is not None and (nxt.number is not None or nxt.text in _AFTER_VERB)) or bool(
        before & {"does", "do", "did"})


def _token(text: str, raw: str, index: int, like: Token | None = None) -> Token:
    if like is not None:
        return Token(like.text, like.raw, index, like.cands, like.plural, like.number, like.ordinal, like.capitalised)
    return Token(text, raw, index, candidates(text))

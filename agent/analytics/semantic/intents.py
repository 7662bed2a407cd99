"""Offline intent routing: chart, help, feedback, follow-up, new question or other.

Why rules in this order: a message can look like several things ("chart the revenue" names a
measure; "that's wrong, it should be 2025" names a year), and the order encodes which reading
wins — an explicit chart or help request first, then complaints about an existing table, then
refinements of it, then questions. Requests the engine will decline (changing data, files,
personal data) are routed as questions, so the engine's plain refusal reaches the user.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.schemas import Intent
from agent.analytics.semantic.compare import change_kind
from agent.analytics.semantic.drill import is_drill
from agent.analytics.semantic.feedback import is_refinement
from agent.analytics.semantic.lexicon import Lexicon
from agent.analytics.semantic.parser import Parsed
from agent.analytics.semantic.plan import QueryPlan
from agent.analytics.semantic.safety import looks_like_sql, request_problem
from agent.analytics.semantic.text import phrase_key, tokenize

__all__ = ["classify_message"]


def _has(words: tuple[str, ...], phrases: list[tuple[str, ...]]) -> bool:
    joined = f" {' '.join(words)} "
    return any(f" {' '.join(p)} " in joined for p in phrases)


def _has_stem(
    words: tuple[str, ...], tokens_cands: list[tuple[str, ...]], phrases: list[tuple[str, ...]]
) -> bool:
    singles = {p[0] for p in phrases if len(p) == 1}
    return _has(words, [p for p in phrases if len(p) > 1]) or any(set(c) & singles for c in tokens_cands)


# "which character is the heaviest", "how many cars have a manual transmission", "kaç kişi": asked as
# a question about data even when no word of it is known, so the engine says which words it did
# not understand instead of "I answer questions about your data".
_DATA_CUES = frozenset({"count", "which", "average", "most", "least", "top"})
_QUESTION_WORDS = frozenset({"how", "what", "which", "who", "when", "where", "kac", "hangi", "ne", "kim", "nerede",
                             "nereden", "nereye"})


def _asks_for_data(parsed: Parsed, words: tuple[str, ...]) -> bool:
    return bool(parsed.cues & _DATA_CUES) or (bool(words) and words[0] in _QUESTION_WORDS)


def _asks_for_chart(words: tuple[str, ...], tokens_cands: list[tuple[str, ...]], lex: Lexicon,
                    data_word: Callable[[int], bool] | None) -> bool:
    """Whether the message asks for a chart, not for data one of whose names is a chart word.

    Why: a field survey's ``plots`` table and its ``plot_type`` column, or a ``graph`` column of a
    network file, are the data's own words: "how many control plots are there" asks about them.
    A chart word the data names is read as the data's word unless it opens the message, as a
    command does ("plot weight by year"); a chart phrase of several words always asks for a chart.
    """
    phrases = lex.phrases("intent", "chart")
    if _has(words, [p for p in phrases if len(p) > 1]):
        return True
    singles = {p[0] for p in phrases if len(p) == 1}
    hits = [i for i, c in enumerate(tokens_cands) if set(c) & singles]
    return any(i == 0 or data_word is None or not data_word(i) for i in hits)


def classify_message(
    message: str, has_table: bool, previous: QueryPlan | None, lex: Lexicon, parse: Callable[[str], Parsed],
    data_word: Callable[[int], bool] | None = None,
) -> tuple[Intent, str]:
    """Classify one user message; returns (intent, short reason).

    ``data_word(i)`` tells whether the message's i-th token names a table, column or stored value
    of the data (see :func:`_asks_for_chart`).
    """
    text = message.strip()
    if not text:
        return "OTHER", "empty message"
    if looks_like_sql(text):
        return "NEW_QUESTION", "the message is SQL"
    tokens = tokenize(text)
    words = tuple(t.text for t in tokens)
    cands = [t.cands[:3] for t in tokens]
    if _asks_for_chart(words, cands, lex, data_word):
        return "DRAW_CHART", "asks for a chart"
    problem = request_problem(text, lex)
    if problem:
        return "NEW_QUESTION", f"a request the engine declines ({problem})"
    kind = change_kind(text)
    if kind is not None:  # "why did it drop in August?", "compared to the previous month" (compare.py)
        if has_table and previous is not None:
            return "FOLLOWUP_QUESTION", f"asks about a change ({kind}) of the table on screen"
        return "NEW_QUESTION", f"asks about a change ({kind})"
    parsed = parse(text)
    if parsed.pii:
        return "NEW_QUESTION", "asks for personal data (the engine declines)"
    if _has(words, lex.phrases("intent", "help")) and not parsed.plan.metrics:
        return "HELP", "asks what the assistant can do"
    if has_table and _has_stem(words, cands, lex.phrases("intent", "feedback")):
        return "BUSINESS_ERROR_FEEDBACK", "says the current result is wrong"
    if has_table and (is_refinement(parsed, previous) or (previous is not None and is_drill(text))):
        return "FOLLOWUP_QUESTION", "refines the previous question"
    data_signals = (
        parsed.signals
        | ({"rank"} if parsed.rank else set())
        | ({"unavailable"} if parsed.unavailable else set())
    )
    if data_signals:
        return "NEW_QUESTION", "a question about the data"
    if _has(words, lex.phrases("intent", "greeting")) or _has(words, [phrase_key("how are you")]):
        return "OTHER", "greeting or chit-chat"
    if (text.endswith("?") or _asks_for_data(parsed, words)) and parsed.unknown and len(parsed.unknown) < len(words):
        return "NEW_QUESTION", "a question the engine may need to clarify"
    return "OTHER", "not about the data"

"""What the cost check says, in English and Turkish: the question, the two choices, their labels.

Kept apart from the graph's other messages because the sentence is built from figures (rows,
seconds, a window) that are rounded the way a person says them: "about 60 million rows", not
"60,412,118 rows" — the estimate is not that precise and the figure is for a decision.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

__all__ = ["CHOICES", "answer_text", "ask_text", "about_rows", "about_seconds", "choice_from_text", "choice_label",
           "nothing_pending_text", "window_text"]

# The two forced intents of a confirmation turn (UI buttons, ``ask --confirm/--cheaper``, API).
CHOICES = ("RUN_CONFIRMED", "RUN_CHEAPER")

_LABELS = {
    "RUN_CONFIRMED": {"en": "Run it", "tr": "Çalıştır"},
    "RUN_CHEAPER": {"en": "Only the last 12 months", "tr": "Yalnızca son 12 ay"},
}
_ASK = {
    "en": "This reads about {rows}, {seconds}: run it, or only the last 12 months{window}?",
    "tr": "Bu sorgu yaklaşık {rows} okuyor, {seconds} sürer: çalıştırayım mı, yoksa yalnızca son 12 ay "
          "mı{window}?",
}
_ASK_NO_CHEAPER = {
    "en": "This reads about {rows}, {seconds}. Run it?",
    "tr": "Bu sorgu yaklaşık {rows} okuyor, {seconds} sürer. Çalıştırayım mı?",
}
_NOTHING = {
    "en": "There is no query waiting for confirmation; ask your question again.",
    "tr": "Onay bekleyen bir sorgu yok; sorunuzu yeniden sorun.",
}
_NO_CHEAPER = {
    "en": "There is no narrower reading of this question: run it, or ask it for a shorter period.",
    "tr": "Bu sorunun daha dar bir okuması yok: çalıştırın ya da daha kısa bir dönem için sorun.",
}
_UNITS = {"en": ((1e9, "billion"), (1e6, "million"), (1e3, "thousand")),
          "tr": ((1e9, "milyar"), (1e6, "milyon"), (1e3, "bin"))}
_ROWS = {"en": "rows", "tr": "satır"}
_RUN_WORDS = re.compile(r"^\s*(run it|run|yes|go ahead|evet|çalıştır|çalıştırın|devam)\b", re.I)
_CHEAPER_WORDS = re.compile(r"\b(only the last 12 months|last 12 months only|yalnızca son 12 ay|sadece son 12 ay)\b",
                            re.I)


def about_rows(n: int, language: str) -> str:
    """"60 million rows" / "60 milyon satır": two significant figures at most."""
    for size, word in _UNITS.get(language, _UNITS["en"]):
        if n >= size:
            value = n / size
            number = f"{value:.0f}" if value >= 10 else f"{value:.1f}".rstrip("0").rstrip(".")
            if language == "tr":
                number = number.replace(".", ",")
            return f"{number} {word} {_ROWS.get(language, 'rows')}"
    return f"{n:,} {_ROWS.get(language, 'rows')}"


def about_seconds(seconds: float, language: str) -> str:
    """"about 8 s", "about 2 min" (or "yaklaşık 8 sn", "yaklaşık 2 dk"); under a second says so."""
    tr = language == "tr"
    if seconds < 1:
        return "bir saniyeden kısa" if tr else "under a second"
    amount = f"{seconds:.0f} {'sn' if tr else 's'}" if seconds < 90 else f"{seconds / 60:.0f} {'dk' if tr else 'min'}"
    return f"{'yaklaşık' if tr else 'about'} {amount}"


def _window(cheaper: dict[str, Any] | None, language: str) -> str:
    if not cheaper:
        return ""
    # No row figure for the narrower reading: its scan is the same table, and how much of it DuckDB
    # skips (zone maps, join filters) is only known when it runs.
    start = dt.date.fromisoformat(cheaper["start"])
    last = dt.date.fromisoformat(cheaper["end"]) - dt.timedelta(days=1)
    return f" ({start.isoformat()} – {last.isoformat()})" if language == "tr" else \
        f" ({start.isoformat()} to {last.isoformat()})"


def window_text(cheaper: dict[str, Any], language: str) -> str:
    """The sentence that says a table is the cheaper reading: "Only the last 12 months (… to …)"."""
    return ("Yalnızca son 12 ay" if language == "tr" else "Only the last 12 months") + _window(cheaper, language)


def ask_text(cost: dict[str, Any], language: str) -> str:
    """The question the turn ends with when its estimate is above a threshold."""
    rows, seconds = about_rows(int(cost["rows"]), language), about_seconds(float(cost["seconds"]), language)
    cheaper = cost.get("cheaper")
    if not cheaper:
        return _ASK_NO_CHEAPER.get(language, _ASK_NO_CHEAPER["en"]).format(rows=rows, seconds=seconds)
    return _ASK.get(language, _ASK["en"]).format(rows=rows, seconds=seconds, window=_window(cheaper, language))


def nothing_pending_text(language: str) -> str:
    """The answer to a confirmation when no query waits for one."""
    return _NOTHING.get(language, _NOTHING["en"])


def answer_text(event: str, cost: dict[str, Any] | None, language: str) -> str:
    """The Conversation node's answer for the cost check's two events."""
    if event == "COST_CONFIRMATION_NEEDED" and cost:
        return ask_text(cost, language)
    if cost and cost.get("needs_confirmation"):  # the cheaper reading was asked for, but there is none
        return _NO_CHEAPER.get(language, _NO_CHEAPER["en"])
    return nothing_pending_text(language)


def choice_label(choice: str, language: str) -> str:
    """The button (and chat) label of a choice."""
    labels = _LABELS[choice]
    return labels.get(language, labels["en"])


def choice_from_text(message: str) -> str | None:
    """A typed answer to the cost question ("run it", "evet", "only the last 12 months"), if it is one."""
    if _CHEAPER_WORDS.search(message or ""):
        return "RUN_CHEAPER"
    if _RUN_WORDS.match(message or "") and len((message or "").split()) <= 4:
        return "RUN_CONFIRMED"
    return None

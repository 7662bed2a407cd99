"""The words and JSON of a change answer, read from the rows the guarded SQL returned.

Why after the query and not in the engine: the engine decides what to compute, but "revenue fell
by 668,757 (−26.3 %); the largest drivers were segment Retail (57 % of the change) …" can only be
said once the numbers exist, and every number said must be one of the table's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["change_payload", "change_sentence", "comparison_of"]


def comparison_of(plan: dict[str, Any] | None) -> dict[str, Any] | None:
    """The plan's comparison (kind, before, after, …) when the turn is a change reading."""
    return (plan or {}).get("comparison") or None


def _num(value: Any) -> float | None:
    try:
        return None if value is None else float(value)
    except (TypeError, ValueError):
        return None


def _fmt(value: float | None, lang: str, signed: bool = False) -> str:
    if value is None:
        return "—"
    text = f"{abs(value):,.2f}" if abs(value) < 100 else f"{abs(value):,.0f}"
    if lang == "tr":
        text = text.replace(",", "\u2009").replace(".", ",")
    sign = ("+" if value > 0 else "−" if value < 0 else "") if signed else ("−" if value < 0 else "")
    return sign + text


def _rows(columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> list[dict[str, Any]]:
    return [dict(zip(columns, r, strict=False)) for r in rows]


def change_payload(plan: dict[str, Any] | None, columns: Sequence[str],
                   rows: Sequence[Sequence[Any]]) -> dict[str, Any]:
    """``{"change": {...}, "drivers": [...]}`` for a driver table; ``{"change": {...}}`` for a one-row
    comparison; ``{}`` otherwise (the keys of ``ask --json``)."""
    comp = comparison_of(plan)
    if comp is None or not rows:
        return {}
    table = _rows(columns, rows)
    measure = (plan or {}).get("metrics", [None])[0]
    periods = {
        "before_period": {"start": comp["before"]["start"], "end": comp["before"]["end"]},
        "after_period": {"start": comp["after"]["start"], "end": comp["after"]["end"]},
    }
    if comp.get("kind") == "drivers" and "dimension" in columns:
        total, members = table[0], table[1:]
        change = {"measure": measure, **periods, "before": _num(total["before"]), "after": _num(total["after"])}
        drivers = [{"dimension": r["dimension"], "member": r["member"], "before": _num(r["before"]),
                    "after": _num(r["after"]), "change": _num(r["change"]), "share": _num(r["share"])}
                   | ({"mix_effect": _num(r["mix_effect"]), "rate_effect": _num(r["rate_effect"])}
                      if "mix_effect" in r else {})
                   for r in members]
        return {"change": change, "drivers": drivers}
    if len(table) == 1 and "before" in columns:
        row = table[0]
        return {"change": {"measure": measure, **periods, "before": _num(row["before"]), "after": _num(row["after"])}}
    return {}


_WORDS = {
    "en": {"fell": "fell", "rose": "rose", "flat": "did not change", "from": "from", "to": "to",
           "in": "in", "against": "against", "drivers": "The largest contributions: {items}.",
           "item": "{dim} {member} ({change}, {share} % of the change)", "and": "and",
           "mix": "Split into mix (members' weights) {mix} and rate (members' own values) {rate} along {dim}."},
    "tr": {"fell": "düştü", "rose": "arttı", "flat": "değişmedi", "from": "", "to": "", "in": "", "against": "",
           "drivers": "En büyük katkılar: {items}.", "item": "{dim} {member} ({change}, değişimin %{share}'i)",
           "and": "ve", "mix": "{dim} kırılımında karma etkisi {mix}, oran etkisi {rate}."},
}


def _period_label(period: dict[str, Any], lang: str) -> str:
    from agent.analytics.semantic.explain import describe_time
    from agent.analytics.semantic.plan import TimeRange

    return describe_time(TimeRange.model_validate(period), lang)


def change_sentence(plan: dict[str, Any] | None, columns: Sequence[str], rows: Sequence[Sequence[Any]],
                    lang: str, measure_label: str) -> str:
    """One or two sentences: how much the measure changed between the periods and, for a driver
    table, the two or three members that explain most of it (at most one per dimension)."""
    comp = comparison_of(plan)
    payload = change_payload(plan, columns, rows)
    if comp is None or "change" not in payload:
        return ""
    w = _WORDS["tr" if lang == "tr" else "en"]
    change = payload["change"]
    before, after = change["before"], change["after"]
    b_label, a_label = _period_label(comp["before"], lang), _period_label(comp["after"], lang)
    if before is None or after is None:
        return ""
    delta = after - before
    share = f"{abs(delta) / abs(before) * 100:.1f}" if before else ""
    sign = "+" if delta > 0 else "−"
    pct = (f" ({sign}%{share.replace('.', ',')})" if lang == "tr" else f" ({sign}{share} %)") if before else ""
    verb = w["fell"] if delta < 0 else w["rose"] if delta > 0 else w["flat"]
    if lang == "tr":
        text = (f"{measure_label[:1].upper() + measure_label[1:]} {b_label} döneminde {_fmt(before, lang)} iken "
                f"{a_label} döneminde {_fmt(after, lang)} oldu: {_fmt(delta, lang, True)}{pct}, {verb}.")
    else:
        text = (f"{measure_label[:1].upper() + measure_label[1:]} {verb} {w['from']} {_fmt(before, lang)} {w['in']} "
                f"{b_label} {w['to']} {_fmt(after, lang)} {w['in']} {a_label}: {_fmt(delta, lang, True)}{pct}.")
    drivers = [d for d in payload.get("drivers", []) if d["change"] and delta and d["change"] * delta > 0
               and d["share"] is not None and not str(d["member"]).startswith(("other (", "diğer ("))]
    picked: list[dict[str, Any]] = []
    for d in sorted(drivers, key=lambda d: -abs(d["share"])):
        if all(p["dimension"] != d["dimension"] for p in picked):
            picked.append(d)
        if len(picked) == 3:
            break
    if picked:
        items = [w["item"].format(dim=d["dimension"], member=d["member"], change=_fmt(d["change"], lang, True),
                                  share=f"{d['share']:.0f}") for d in picked]
        joined = items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {w['and']} " + items[-1]
        text += " " + w["drivers"].format(items=joined)
        if "mix_effect" in picked[0]:
            same = [d for d in payload["drivers"] if d["dimension"] == picked[0]["dimension"]]
            mix = sum(d["mix_effect"] or 0 for d in same)
            rate = sum(d["rate_effect"] or 0 for d in same)
            text += " " + w["mix"].format(mix=_fmt(mix, lang, True), rate=_fmt(rate, lang, True),
                                          dim=picked[0]["dimension"])
    return text

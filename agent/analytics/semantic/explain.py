"""Sentences about plans, in English and Turkish: explanations, clarifications and suggestions.

Why generated from the plan and the model: the explanation is the analyst's check that the
engine understood ("Revenue (order status: completed) by country, 2025") and must say exactly
what the SQL computes; suggestions must be questions this tenant's model can really answer, so
they are assembled from its own metrics and dimensions (and tested to parse back).
"""

from __future__ import annotations

import datetime as dt
import re

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.plan import GRAIN_WORDS, OTHER_COLUMN, QueryPlan, TimeRange

__all__ = ["explain", "describe_time", "suggestions", "capitalise", "not_understood", "metric_label"]

_MONTHS = {
    "en": [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
    "tr": [
        "Ocak",
        "Şubat",
        "Mart",
        "Nisan",
        "Mayıs",
        "Haziran",
        "Temmuz",
        "Ağustos",
        "Eylül",
        "Ekim",
        "Kasım",
        "Aralık",
    ],
}
_WORDS = {
    "en": {
        "by": "by",
        "and": "and",
        "excluding": "excluding",
        "missing": "not recorded",
        "present": "recorded",
        "top": "top",
        "bottom": "bottom",
        "since": "since",
        "until": "until",
        "to": "to",
        "all": "all statuses",
        "list": "List of",
        "share": " with each row's share of the total (%)",
    },
    "tr": {
        "by": "bazında",
        "and": "ve",
        "excluding": "hariç",
        "missing": "kayıtlı değil",
        "present": "kayıtlı",
        "top": "ilk",
        "bottom": "son",
        "since": "itibaren",
        "until": "öncesi",
        "to": "–",
        "all": "tüm durumlar",
        "list": "Liste:",
        "share": " ve toplam içindeki payı (%)",
    },
}


def capitalise(text: str, lang: str = "en") -> str:
    """Upper-case the first letter, with Turkish i → İ."""
    if not text:
        return text
    first = "İ" if lang == "tr" and text[0] == "i" else text[0].upper()
    return first + text[1:]


def metric_label(model: SemanticModel, name: str, lang: str) -> str:
    """A metric's label, or "number of <dimension plural>" for a count of a dimension."""
    if name.startswith("count:") and name.split(":")[1] in model.dimensions:
        dim = model.dimensions[name.split(":")[1]]
        return f"number of {dim.plural_text('en')}" if lang == "en" else f"{dim.text('tr')} sayısı"
    if name.startswith("periods:"):
        unit = name.split(":")[1]
        words = {"en": {"day": "days", "week": "weeks", "month": "months", "quarter": "quarters", "year": "years"},
                 "tr": {"day": "gün", "week": "hafta", "month": "ay", "quarter": "çeyrek", "year": "yıl"}}
        word = words["tr" if lang == "tr" else "en"].get(unit, unit)
        return f"number of {word}" if lang == "en" else f"{word} sayısı"
    if name.startswith("dates:"):
        first = name.split(":")[1] == "min"
        if lang == "tr":
            return "ilk tarih" if first else "son tarih"
        return "first date" if first else "last date"
    if name.startswith("ratio:"):
        _, a, b = name.split(":")
        top, bottom = metric_label(model, a, lang), metric_label(model, b, lang)
        if lang == "en":
            return f"{top} per {bottom[:-1] if bottom.endswith('s') else bottom}"
        return f"{bottom.removesuffix(' sayısı')} başına {top}"
    if name.startswith("corr:"):  # "correlation between wheat and copper prices"
        _, a, b = name.split(":")
        first, second = (re.sub(r"^(average|total|ortalama|toplam) ", "", metric_label(model, m, lang)) for m in (a, b))
        return f"correlation of {first} and {second}" if lang == "en" else f"{first} ile {second} korelasyonu"
    if name.startswith("valrate:"):
        value = name.split(":", 2)[2]
        return f"{value} rate (%)" if lang == "en" else f"{value} oranı (%)"
    if name.startswith("condrate:"):  # "what share of houses sold for more than 200000"
        _, measure, op, number = name.split(":")
        column = re.sub(r"^(average|total|ortalama|toplam) ", "", metric_label(model, measure, lang))  # a row's value
        value = (re.sub(r"^(average|total|ortalama|toplam) ", "", metric_label(model, number[len(OTHER_COLUMN):], lang))
                 if number.startswith(OTHER_COLUMN) else f"{float(number):,.15g}")  # "sale price > list price"
        said = f"{column} {op} {value}"
        return f"share of rows with {said} (%)" if lang == "en" else f"{said} olanların oranı (%)"
    if name.startswith(("pct:", "rowpct:")):
        kind, a, b = name.split(":")
        top, bottom = metric_label(model, a, lang), metric_label(model, b, lang)
        if lang == "en":
            return f"{'average ' if kind == 'rowpct' else ''}{top} as a percentage of {bottom}"
        return f"{'ortalama ' if kind == 'rowpct' else ''}{top} / {bottom} yüzdesi"
    metric = model.metrics.get(name)
    return metric.text(lang) if metric else name.replace("_", " ")


def describe_time(tr: TimeRange | None, lang: str) -> str:
    """A short label for a time range: "2025", "March 2026", "Q1 2025", or explicit dates."""
    if tr is None:
        return ""
    s, e = tr.start, tr.end
    if s and e and tr.any_year:
        month = _MONTHS[lang][s.month - 1]
        return (f"{month} {s.year} (every {month} where the data has none in {s.year})" if lang == "en"
                else f"{month} {s.year} (veride {s.year} yılında yoksa her yılın {month} ayı)")
    if s and e and tr.ends_only:
        return f"{s.year} and {e.year - 1}" if lang == "en" else f"{s.year} ve {e.year - 1}"
    if s and e:
        last = e - dt.timedelta(days=1)
        if s.month == 1 and s.day == 1 and e == dt.date(s.year + 1, 1, 1):
            return str(s.year)
        if s.day == 1 and e.day == 1 and (e.year * 12 + e.month) - (s.year * 12 + s.month) == 1:
            return f"{_MONTHS[lang][s.month - 1]} {s.year}"
        if (
            s.day == 1
            and e.day == 1
            and s.month % 3 == 1
            and (e.year * 12 + e.month) - (s.year * 12 + s.month) == 3
        ):
            q = (s.month - 1) // 3 + 1
            return f"Q{q} {s.year}" if lang == "en" else f"{s.year} {q}. çeyrek"
        if s == last:
            return s.isoformat()
        if s.month == 1 and s.day == 1 and last.year == s.year and tr.unit == "year":
            return (
                f"{s.year} to date ({last.isoformat()})"
                if lang == "en"
                else f"{s.year} yılbaşından bugüne ({last.isoformat()})"
            )
        return f"{s.isoformat()} {_WORDS[lang]['to']} {last.isoformat()}"
    if s:
        return (
            f"{_WORDS[lang]['since']} {s.isoformat()}"
            if lang == "en"
            else f"{s.isoformat()} {_WORDS[lang]['since']}"
        )
    if e:
        return f"before {e.isoformat()}" if lang == "en" else f"{e.isoformat()} öncesi"
    return ""


def _status_note(model: SemanticModel, plan: QueryPlan, lang: str, entity: set[str]) -> str:
    notes = []
    for name in plan.metrics:
        metric = model.metrics.get(name.split(":")[1] if name.startswith(("ratio:", "pct:", "rowpct:")) else name)
        if metric is None or name in entity:
            continue
        for default in metric.filters:
            dim = model.dimensions[default.dimension]
            if plan.filter_for(default.dimension) is not None or default.dimension in plan.group_by:
                continue
            if default.dimension in plan.ignore_default_filters:
                notes.append(_WORDS[lang]["all"])
            else:
                notes.append(f"{dim.text(lang)}: {', '.join(default.values)}")
    return f" ({'; '.join(dict.fromkeys(notes))})" if notes else ""


def _row_value(label: str) -> str:
    """A measure's label as one row's value: a threshold tests each row, never the rows' average.

    Why: "per capita income above 4500" keeps the rows whose own value is above it; the answer said
    "average income per capita > 4,500", which reads as a filter on an average.
    """
    return re.sub(r"^(average|ortalama) ", "", label, flags=re.IGNORECASE)


def _rows_noun(model: SemanticModel, table: str, lang: str) -> str:
    """What a table's rows are called, from the label of its row count ("appointments" of ``appts``).

    Why: the heading of a list of rows showed the file's name ("Rows of appts") where every other
    answer said "appointments".
    """
    count = next((m for m in model.metrics.values() if m.table == table and m.counts_rows and not m.filters), None)
    label = count.text(lang) if count is not None else ""
    if lang == "en" and label.startswith("number of "):
        return label.removeprefix("number of ").removesuffix(" rows")
    if lang != "en" and label.endswith(" sayısı"):
        return label.removesuffix(" sayısı").removesuffix(" satır")
    return table.replace("_", " ")


def explain(model: SemanticModel, plan: QueryPlan, lang: str, entity: set[str] | None = None) -> str:
    """One sentence describing what the SQL of a plan computes.

    ``entity`` names metrics counted on their own table (no default filters apply to them).
    """
    w = _WORDS[lang]
    if plan.raw_sql:
        return "Your SQL, run as written." if lang == "en" else "Yazdığınız SQL olduğu gibi çalıştırıldı."
    dims = [model.dimensions[d].text(lang) for d in plan.group_by if d in model.dimensions]
    if plan.list_only:
        head = f"{w['list']} {' / '.join(model.dimensions[d].plural_text(lang) for d in plan.group_by)}"
    else:
        metrics = [metric_label(model, m, lang) for m in plan.metrics]
        head = capitalise(f" {w['and']} ".join(metrics), lang) + _status_note(
            model, plan, lang, entity or set()
        )
        if plan.rows and not plan.limit and plan.metrics and plan.metrics[0] in model.metrics:
            # "shops with more than 50 staff": the rows a threshold lets through, each on its own line
            table = _rows_noun(model, model.metrics[plan.metrics[0]].table, lang)
            shown = ", ".join(_row_value(m) for m in metrics)
            head = f"Rows of {table}: {shown}" if lang == "en" else capitalise(f"{table} satırları: {shown}", lang)
        if plan.share and metrics:
            head += w["share"]
        if plan.grain:
            dims.append(GRAIN_WORDS[lang][plan.grain])
        if dims:
            joined = dims[0] if len(dims) == 1 else f"{', '.join(dims[:-1])} {w['and']} {dims[-1]}"
            head += f" {w['by']} {joined}" if lang == "en" else f", {joined} {w['by']}"
    parts = [head]
    for f in plan.filters:
        dim = model.dimensions.get(f.dimension)
        label = dim.text(lang) if dim else f.dimension
        if f.op == "in":
            parts.append(f"{label}: {', '.join(f.values)}")
        elif f.op in ("missing", "present"):
            parts.append(f"{label}: {w[f.op]}")
        else:
            parts.append(
                f"{w['excluding']} {label} {', '.join(f.values)}"
                if lang == "en"
                else f"{label} {', '.join(f.values)} {w['excluding']}"
            )
    for c in plan.conditions:
        if c.op in ("missing", "present"):  # "days with no ozone reading": the rows where it is empty
            parts.append(f"{metric_label(model, c.metric, lang)}: {w[c.op]}")
        elif c.on_groups:  # "regions where the average price exceeds 50": each group's figure, not its rows'
            number = f"{c.value:,.0f}" if float(c.value).is_integer() else f"{c.value:,g}"
            parts.append(f"{metric_label(model, c.metric, lang)} {c.op} {number}"
                         + (" (per group)" if lang == "en" else " (grup başına)"))
        elif c.other is not None:  # "more deaths than expected": one column against another
            parts.append(f"{metric_label(model, c.metric, lang)} {c.op} {metric_label(model, c.other, lang)}")
        elif c.versus_average:  # "firms with above-average sales": the table's average, not a number
            parts.append(f"{_row_value(metric_label(model, c.metric, lang))} {c.op} "
                         + ("its average" if lang == "en" else "ortalaması"))
        else:  # "houses with a garage", "more than 60": the rows kept are said, not left for the SQL to tell
            number = f"{c.value:,.0f}" if float(c.value).is_integer() else f"{c.value:,g}"
            parts.append(f"{_row_value(metric_label(model, c.metric, lang))} {c.op} {number}")
    when = describe_time(plan.time_range, lang)
    if when:
        parts.append(when)
    if plan.latest:
        parts.append("at the latest date" if lang == "en" else "en son tarihte")
    if plan.average_of_groups:  # "how many firms per industry on average": the groups' figures averaged
        parts.append("averaged over the groups" if lang == "en" else "gruplar üzerinden ortalama")
    if plan.limit and plan.first_of_groups:  # "the first year with ...": the earliest (or latest) that passes
        parts.append(("the latest" if plan.descending else "the earliest") if lang == "en"
                     else ("en sonuncusu" if plan.descending else "ilki"))
    elif plan.limit and not plan.list_only:
        rank = metric_label(model, plan.order_by or (plan.metrics[0] if plan.metrics else ""), lang)
        word = w["top"] if plan.descending else w["bottom"]
        parts.append(f"{word} {plan.limit} {'by' if lang == 'en' else '—'} {rank}")
        if plan.limit_per:  # the limit applies within each category, month, …
            frames = [
                (model.dimensions[p].text(lang) if p in model.dimensions else (plan.grain or p))
                for p in plan.limit_per
            ]
            joined = ", ".join(frames)
            parts[-1] += f" in each {joined}" if lang == "en" else f" (her {joined} için)"
    return ", ".join(parts)


def by_own_column(model: SemanticModel, plan: QueryPlan) -> bool:
    """Whether a plan breaks a measure down by the column the measure is computed from.

    Why: "drp rate by drp" (100 % and 0 %) or "average price by price" answers, but says nothing;
    as a suggested question it reads like a bug. A breakdown by another column of the table is fine.
    """
    for name in plan.group_by:
        dim = model.dimensions.get(name)
        if dim is None:
            continue
        for metric in plan.metrics:
            spec = model.metrics.get(metric)
            if spec is not None and spec.table == dim.table and re.search(
                    rf'(?<![\w"]){re.escape(dim.column)}(?![\w"])|"{re.escape(dim.column)}"', spec.expression):
                return True
    return False


def suggestions(
    model: SemanticModel, usable_metrics: list[str], usable_dims: list[str], lang: str
) -> list[str]:
    """Up to five example questions built from the model's own metrics and dimensions."""
    out = [e["question"] for e in model.examples if e.get("question") and e.get("language", lang) == lang][:2]
    if not usable_metrics:
        return out
    m = [metric_label(model, x, lang) for x in usable_metrics]
    plain = [d for d in usable_dims if not model.dimensions[d].key]
    entities = [d for d in usable_dims if model.dimensions[d].key]
    other_base = next(
        (
            x
            for x in usable_metrics
            if model.metrics[x].table != model.metrics[usable_metrics[0]].table
            and not model.metrics[x].fanout_safe
        ),
        None,
    )
    counted = next((x for x in usable_metrics[1:] if model.metrics[x].fanout_safe), usable_metrics[0])
    def_d = lambda d: model.dimensions[d].text(lang)  # noqa: E731 - a local shorthand
    # A table dated by a year column alone has no months: its series and periods are by year.
    first = model.metrics[usable_metrics[0]]
    time = model.time_columns.get(first.time_column or "")
    yearly = time is not None and bool(time.parts) and "month" not in time.parts
    averaged = not first.expression.upper().startswith(("SUM(", "COUNT("))  # no "total" of an average
    dim_text = def_d
    if lang == "tr":
        if plain:
            out.append(capitalise(f"geçen yıl {def_d(plain[0])} bazında {m[0]}", lang))
        if entities:
            out.append(
                capitalise(
                    f"bu yıl en çok {metric_label(model, counted, lang)} getiren 5 {def_d(entities[-1])}",
                    lang,
                )
            )
        out.append(capitalise(f"yıllara göre {m[0]}" if yearly else f"son 12 ayda aylık {m[0]}", lang))
        if other_base and plain:
            out.append(
                capitalise(f"bu yıl {def_d(plain[0])} bazında {metric_label(model, other_base, lang)}", lang)
            )
        out.append(capitalise(f"geçen {'yıl' if yearly else 'ay'}{'' if averaged else ' toplam'} {m[0]}", lang))
    else:
        if plain:
            out.append(capitalise(f"{m[0]} by {def_d(plain[0])} last year"))
        if entities:
            out.append(
                capitalise(
                    f"top 5 {model.dimensions[entities[-1]].plural_text('en')} by "
                    f"{metric_label(model, counted, lang)} this year"
                )
            )
        out.append(capitalise(f"{m[0]} by year" if yearly else f"monthly {m[0]} over the last 12 months"))
        if other_base and plain:
            out.append(capitalise(f"{metric_label(model, other_base, lang)} by {def_d(plain[0])} this year"))
        out.append(capitalise(f"{m[0]} last {'year' if yearly else 'month'}"))
    # Questions that need no time column, for tables without dates (the engine keeps only those
    # that compile, so on dated data the ones above come first and these are spares).
    for metric in m[:2]:
        for dim in plain[:2]:
            out.append(capitalise(f"{dim_text(dim)} bazında {metric}", lang) if lang == "tr"
                       else capitalise(f"{metric} by {dim_text(dim)}"))
    out.extend(capitalise(metric, lang) for metric in m[:2])
    return list(dict.fromkeys(out))[:10]


def not_understood(
    words: list[str], lang: str, metric_names: list[str], examples: list[str], names: list[str] | None = None
) -> str:
    """The clarification for words the engine could not place (``names`` look like values)."""
    quoted = ", ".join(f"“{w}”" for w in words)
    measures = ", ".join(metric_names[:8])
    tips = "; ".join(examples[:3])
    missing = ", ".join(f"“{n}”" for n in names or [])
    if lang == "tr":
        extra = f" {missing} veride bir değer olarak geçmiyor." if missing else ""
        return (
            f"Sorudaki şu ifadeleri anlayamadım: {quoted}.{extra} Yanlış bir tablo vermek yerine sormayı "
            f"tercih ediyorum. Şunlar hakkında soru sorabilirsiniz: {measures}. Örneğin: {tips}"
        )
    extra = f" I couldn't find {missing} among the values in the data." if missing else ""
    return (
        f"I didn't understand {quoted} in your question.{extra} I'd rather ask than guess: I can answer "
        f"questions about {measures}. For example: {tips}"
    )

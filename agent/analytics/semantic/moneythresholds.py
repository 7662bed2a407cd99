""""how many loans are over $30,000", "borrowers who earn more than 100k": a bare amount of money.

Why: with no measure named, a threshold's number said as money (a currency sign or word) or
after a verb of earning is compared with the counted table's money column: the loans' amount,
the borrowers' income. Only the counted table's measures named as money are candidates (amount,
price, income, salary, balance…), earning verbs keep only income-like ones; with several left,
one whose name holds the counted noun ("loan_amount" for loans) or an amount word wins, else the
first in the table's column order, which is where files put the row's main amount.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold

__all__ = ["MONEY_NOUNS", "counted_tables", "money_measure", "said_as_money", "sole_amount"]

MONEY_WORDS = frozenset({"amount", "amnt", "amt", "price", "cost", "value", "income", "inc", "salary", "wage",
                         "wages", "pay", "earnings", "revenue", "sales", "fee", "fees", "fare", "rent", "balance",
                         "bal", "tutar", "tutari", "fiyat", "fiyati", "ucret", "ucreti", "maas", "maasi", "gelir",
                         "geliri", "kira", "kirasi", "bedel", "bedeli"})
EARNED_WORDS = frozenset({"income", "inc", "salary", "wage", "wages", "pay", "earnings", "gelir", "geliri", "maas",
                          "maasi", "ucret", "ucreti"})
AMOUNT_WORDS = frozenset({"amount", "amnt", "amt", "tutar", "tutari"})
EARN_VERBS = frozenset({"earn", "earns", "earned", "earning", "paid", "kazanan", "kazanıyor",
                        "kazandı"})
# What money is called when no column is named: "which payee received the most money"
MONEY_NOUNS = frozenset({"money", "cash", "para", "parayi", "parasi"})
_CURRENCY_AFTER = r"\s*(?:k|m|bin|milyon)?\s*(?:dollars?|usd|euros?|eur|gbp|tl|lira|liras|try)\b"


# The noun of a verb of trade said with an amount: "homes that sold for more than $200,000" is the sale price
_ACT_NOUNS = {"sold": "sale", "sell": "sale", "sells": "sale", "selling": "sale", "bought": "purchase",
              "purchased": "purchase", "listed": "list", "rented": "rent", "satilan": "satis", "satildi": "satis"}


def _whole_amounts(options: dict[str, str]) -> dict[str, str]:
    """The options that are whole amounts, not rates per a unit (``costpersqft``), when there are any.

    Why: "sold for more than $200,000" compares a house's price; a cost per square foot is money
    too, and first in the file's column order, but no house costs $200,000 a square foot.
    """
    from agent.analytics.inference.names import per_denominator

    whole = {s: n for s, n in options.items() if not per_denominator(s.rsplit(".", 1)[-1].strip('"'))}
    return whole or options


def _for_the_number(question: str, number: str) -> bool:
    """Whether a verb of trade is followed by "for" before the number: "sold for more than 200000"."""
    said = re.escape(fold(number))
    return bool(re.search(rf"\b(?:{'|'.join(_ACT_NOUNS)})\s+for\b[^0-9]{{0,30}}{said}", fold(question)))


def said_as_money(question: str, number: str) -> bool:
    """Whether the question writes the number with a currency sign or word beside it."""
    said = re.escape(number)
    text = fold(question)
    return bool(re.search(rf"[$€£₺]\s*{said}", question) or re.search(rf"{said}\s*[$€£₺]", question)
                or re.search(rf"{re.escape(fold(number))}{_CURRENCY_AFTER}", text))


def _words(column: str) -> set[str]:
    from agent.analytics.inference.names import name_words

    return set(name_words(column))


def sole_amount(counted: set[str], rows: dict[str, str], model: SemanticModel) -> str | None:
    """The money measure of a counted table that has no other measure: "transactions over 1000" is their amount.

    Why: a log of payments or deals keeps one amount per row and nothing else to compare with;
    "how many transactions over 1000" could only mean it, and the number was left not understood.
    """
    dates = {f'{tc.table}."{tc.column}"' for tc in model.time_columns.values()}  # first/last date: no amount
    columns: dict[str, str] = {}
    for name, sql in rows.items():
        if model.metrics[name].table in counted and sql not in dates:
            columns.setdefault(sql, name)
    if len(columns) != 1 or len(counted) != 1:
        return None
    sql, name = next(iter(columns.items()))
    return name if _words(sql.rsplit(".", 1)[-1].strip('"')) & MONEY_WORDS else None


def counted_tables(items: list[Item], model: SemanticModel) -> set[str]:
    """The tables the question's measures and subjects are on: where a bare threshold's column is looked for."""
    counted = {model.metrics[m.name].table for it in items if it.kind in ("metric", "entity")
               for m in it.of_kind("metric")[:1] if m.name in model.metrics}
    return counted | {m.name for it in items if it.kind == "subject" for m in it.meanings[:1]}


def money_measure(items: list[Item], num_at: int, question: str, rows: dict[str, str],
                  model: SemanticModel) -> str | None:
    """The counted table's money measure a bare amount is compared with, or None.

    A number said without money words only when that table keeps one measure, named as money.
    """
    earned = any(fold(w) in EARN_VERBS for it in items if it.kind in ("marker", "unknown") for w in it.text.split())
    counted = counted_tables(items, model)
    acts = {_ACT_NOUNS[w] for w in re.findall(r"\w+", fold(question)) if w in _ACT_NOUNS}
    traded = bool(acts) and _for_the_number(question, items[num_at].text)
    if not (earned or traded or said_as_money(question, items[num_at].text)):
        return sole_amount(counted, rows, model)
    nouns = {c for it in items if it.kind in ("metric", "subject", "unknown") for w in fold(it.text).split()
             for c in candidates(w)}
    wanted = EARNED_WORDS if earned else MONEY_WORDS
    options: dict[str, str] = {}  # column SQL -> first measure of it, in model (column) order
    for name, sql in rows.items():
        column = sql.rsplit(".", 1)[-1].strip('"')
        if model.metrics[name].table in counted and _words(column) & wanted:
            options.setdefault(sql, name)
    if len(options) > 1:
        options = _whole_amounts(options)
        own = {s: n for s, n in options.items() if _words(s.rsplit(".", 1)[-1].strip('"')) & nouns}
        acted = {s: n for s, n in options.items() if _words(s.rsplit(".", 1)[-1].strip('"')) & acts}
        amounts = {s: n for s, n in options.items() if _words(s.rsplit(".", 1)[-1].strip('"')) & AMOUNT_WORDS}
        options = own or acted or amounts or options
    return next(iter(options.values()), None) if len({model.metrics[n].table for n in options.values()}) == 1 else None

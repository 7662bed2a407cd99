"""Requests the engine declines before parsing: changing data, reading files, personal data, raw SQL.

Why here as well as in the SQL guard: the guard judges SQL, but the engine decides what SQL to
write, and it must never write SQL that exposes personal data or touches a file — whatever the
question says. Raw SQL typed by a power user is passed through (the guard has the last word)
unless it plainly reads a personal-data column, selects ``*`` from a table that has one, or reads
a file; then the engine says why instead of producing it.
"""

from __future__ import annotations

import re

import sqlglot
from sqlglot import exp

from agent.analytics.semantic.lexicon import Lexicon
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold, phrase_key, tokenize

__all__ = ["looks_like_sql", "check_raw_sql", "request_problem", "REFUSALS"]

_SQL_START = re.compile(r"^\s*(\(\s*)*(select|with|from|values)\b", re.I)
_PATH = re.compile(r"(^|\s|['\"])(/[\w.\-]+){2,}|~/|[a-z]:\\|file://|https?://|s3://", re.I)
_POLITE = {
    "please",
    "can",
    "could",
    "would",
    "you",
    "kindly",
    "i",
    "want",
    "to",
    "lets",
    "let",
    "us",
    "we",
    "need",
    "go",
    "ahead",
    "and",
    "lutfen",
    "hemen",
    "simdi",
    "now",
    "just",
}
_READ_VERBS = {
    "read",
    "open",
    "load",
    "cat",
    "show",
    "print",
    "dump",
    "display",
    "import",
    "oku",
    "ac",
    "yukle",
    "goster",
    "getir",
    "fetch",
    "download",
    "access",
    "list",
}

REFUSALS = {
    "modify": {
        "en": "I can only read data, never change it, so I can't do that. Ask me a question about the data "
        "instead, for example: {examples}",
        "tr": "Veriyi yalnızca okuyabilirim, değiştiremem; bu yüzden bunu yapamam. Bunun yerine veri "
        "hakkında bir soru sorabilirsiniz, örneğin: {examples}",
    },
    "file": {
        "en": "I can't read files, paths or URLs; I only answer questions about the tables of this "
        "workspace. For example: {examples}",
        "tr": "Dosya, yol veya adres okuyamam; yalnızca bu çalışma alanının tabloları hakkındaki soruları "
        "yanıtlarım. Örneğin: {examples}",
    },
    "pii": {
        "en": "I can't show personal data such as {what}. I can show counts and totals instead, for example: "
        "{examples}",
        "tr": "{what} gibi kişisel verileri gösteremem. Bunun yerine sayılar ve toplamlar gösterebilirim, "
        "örneğin: {examples}",
    },
}


def looks_like_sql(text: str) -> bool:
    """Whether the message is a SQL query rather than a question (starts like one and parses as one).

    Other statements (INSERT, SET, ATTACH, …) are not passed through: they go the question route,
    where change requests and file paths are refused and anything else is not understood.
    """
    if not _SQL_START.match(text):
        return False
    words = text.split()
    if len(words) < 2:
        return False
    try:
        statements = sqlglot.parse(text, dialect="duckdb")
    except sqlglot.errors.SqlglotError:
        return False
    return bool(statements) and not any(isinstance(s, exp.Command) for s in statements)


def check_raw_sql(text: str, model: SemanticModel, allowed: set[str]) -> str | None:
    """None if raw SQL may be passed through, else the refusal key (modify, file or pii)."""
    try:
        statements = [s for s in sqlglot.parse(text, dialect="duckdb") if s is not None]
    except sqlglot.errors.SqlglotError:
        return None  # not ours to judge: the guard will reject what does not parse
    if len(statements) != 1 or not isinstance(statements[0], exp.Query):
        return "modify"
    tree = statements[0]
    pii = model.pii_columns()
    ctes = {c.alias_or_name.lower() for c in tree.find_all(exp.CTE)}
    tables = set()
    for table in tree.find_all(exp.Table):
        if not isinstance(table.this, exp.Identifier):
            return "file"  # a table function such as read_csv('…')
        name = table.name.lower()
        if name not in ctes:
            tables.add(name)
    if tree.find(exp.ReadCSV) is not None or any(
        isinstance(f, exp.Anonymous) and str(f.this).lower().startswith(("read_", "glob", "sniff"))
        for f in tree.find_all(exp.Anonymous)
    ):
        return "file"
    if any(col.name.lower() in pii for col in tree.find_all(exp.Column)):
        return "pii"
    with_pii = {t for t, spec in model.tables.items() if spec.pii}
    aliases = {a.alias_or_name.lower() for a in tree.find_all(exp.Table)} | with_pii
    stars = False
    for select in tree.find_all(exp.Select):
        for proj in select.expressions:
            node = proj.this if isinstance(proj, exp.Alias) else proj
            if isinstance(node, exp.Star) or (
                isinstance(node, exp.Column) and isinstance(node.this, exp.Star)
            ):
                stars = True
            elif isinstance(node, exp.Column) and not node.table and node.name.lower() in aliases:
                stars = True  # a whole row packed into one struct column
    if stars or any(type(n).__name__ == "Columns" for n in tree.walk()):
        if tables & with_pii or not tables:
            return "pii"
    return None


# "how did/has … change": a question about how the data moved, never a command to change it
_HOW_IT_MOVED = frozenset({"how", "why", "nasil", "neden"})
_AUXILIARIES = frozenset({"did", "has", "have", "had", "does", "do", "was", "were", "is"})
_NOUN_AFTER = frozenset({"in", "of"})  # "change in median price from 2010 to 2012": the noun


def _asks_how_it_moved(tokens: list[str], first: str) -> bool:
    """Whether a weak verb of change is a question about the data, not a request to change it.

    Why: "how did the median sale price change" ends in "change" beside "price", the shape of a
    request ("change the price"), and was refused as one; so was "change in price from 2010 to
    2012", where "change" is a noun. A question opening "how did/has …" (never "how do I"), or
    "change in/of …", asks what happened to a measure. Strong verbs (delete, drop …) stay refused.
    """
    if tokens[0] in _HOW_IT_MOVED and len(tokens) > 2 and tokens[1] in _AUXILIARIES and tokens[2] not in {"i", "we"}:
        return True
    return first == tokens[0] == "change" and len(tokens) > 1 and tokens[1] in _NOUN_AFTER


def request_problem(question: str, lex: Lexicon) -> str | None:
    """'modify' for requests to change data, 'file' for file/URL access, else None."""
    if _PATH.search(question):
        return "file"
    toks = [t for t in tokenize(question) if t.text not in {",", "/"}]
    tokens = [t.text for t in toks]
    if not tokens:
        return None
    words = set(tokens)
    joined = " ".join(tokens)
    file_words = {" ".join(phrase_key(w)) for w in lex.words("file_words")}
    if any(f" {w} " in f" {joined} " for w in file_words if w) and (words & _READ_VERBS or len(tokens) <= 4):
        return "file"
    strong = {fold(str(v)) for v in lex.words("modify_verbs", "strong")}
    weak = {fold(str(v)) for v in lex.words("modify_verbs", "weak")}
    objects = {" ".join(phrase_key(str(w))) for w in lex.words("modify_verbs", "objects")}
    first = next((t for t in tokens if t not in _POLITE), "")
    if first in strong or tokens[-1] in strong:
        return "modify"
    if (first in weak or tokens[-1] in weak) and not _asks_how_it_moved(tokens, first) and (
        any(f" {o} " in f" {joined} " for o in objects)
        or any(set(t.cands) & objects for t in toks)
        or re.search(r"\bset\b.*\bto\b", joined)
        or "=" in question
    ):
        return "modify"
    return None

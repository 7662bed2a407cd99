"""A personal-data word that is a stored value of the data means the value, not personal data.

"mobile" and "credit card" are on the list of personal-data words, so "total amount for mobile"
was refused ("I can't show personal data such as mobile") on a table whose ``device`` column holds
"mobile". The value now wins; a word that names nothing in the data, or a personal column of the
workspace, is still refused.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_SALES = [(k, ("mobile", "desktop", "tablet")[k % 3], ("credit card", "cash")[k % 2], f"p{k}@example.com", 10 + k)
          for k in range(18)]
SALES = "sale_no,device,payment,email,amount\n" + "".join(
    f"{k},{d},{p},{e},{a}\n" for k, d, p, e, a in _SALES)


def test_a_stored_value_outranks_the_personal_data_word_list(tmp_path):
    service = _workspace(tmp_path, {"sales.csv": SALES})
    try:
        assert _rows(service, "total amount for mobile") == [[sum(a for _, d, _, _, a in _SALES if d == "mobile")]]
        assert _rows(service, "amount paid by credit card") == [
            [sum(a for _, _, p, _, a in _SALES if p == "credit card")]]
        for question in ("list the emails", "show the email addresses"):  # a personal column stays refused
            out = ask(service, question)
            assert out["last_event"] != "QUERY_EXECUTED", (question, out.get("sql"))
            assert "example.com" not in str(out.get("rows")), question
    finally:
        service.close()


_MEMBERS = [(k, f"+90 532 000 {k:04d}", k % 3 == 0, ("gold", "silver")[k % 2], 5 + k) for k in range(15)]
MEMBERS = "member_no,phone,mobile_app,tier,visits\n" + "".join(
    f"{k},{p},{int(m)},{t},{v}\n" for k, p, m, t, v in _MEMBERS)


def test_a_yes_no_column_named_like_personal_data_is_a_mark_not_personal_data(tmp_path):
    service = _workspace(tmp_path, {"members.csv": MEMBERS})
    try:
        assert _rows(service, "how many members have mobile app") == [[sum(m for _, _, m, _, _ in _MEMBERS)]]
        out = ask(service, "list the phone numbers")  # the real phone column stays personal
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
        assert "+90" not in str(out.get("rows"))
    finally:
        service.close()


_STATEMENTS = [(k, f"+90 555 000 {k:04d}", ("gold", "classic")[k % 2], 100 + 7 * k) for k in range(16)]
STATEMENTS = "statement_no,phone,tier,spending\n" + "".join(f"{k},{p},{t},{s}\n" for k, p, t, s in _STATEMENTS)


def test_a_table_named_for_personal_data_words_is_asked_by_them(tmp_path):
    # a table of credit card statements: "credit card spending" asks its measure, not a card's number
    service = _workspace(tmp_path, {"credit_card_statements.csv": STATEMENTS})
    try:
        assert _rows(service, "average credit card spending") == [
            [sum(s for *_, s in _STATEMENTS) / len(_STATEMENTS)]]
        out = ask(service, "list the phone numbers")  # the real phone column stays personal
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
        assert "+90" not in str(out.get("rows"))
    finally:
        service.close()

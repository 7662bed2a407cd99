"""Turkish converbs joining two yes/no conditions, and a number word as a column's value.

Sixteenth round (xstr), from the Turkish development sets' wrong answers: "evli olup eğitime
katılan kişi sayısı" broke the count down by ``evli`` (the converb "olup" = "being ... and" was left
unread), and "primi sıfır olan" on a column holding 0 and 50 counted every row (a number word was
no value where a digit was). The tables here are made up, in other words than those sets.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a club's members: two yes/no columns and a fee
UYELER = "uye_no,emekli,spora_gelen,aidat\n" + "".join(
    f"U{k},{'Evet' if k % 2 else 'Hayır'},{'Evet' if k % 3 == 0 else 'Hayır'},{100 + k}\n" for k in range(1, 31))
RETIRED = {k for k in range(1, 31) if k % 2}
SPORT = {k for k in range(1, 31) if k % 3 == 0}


def test_olup_joins_a_yes_no_column_to_the_next_condition(tmp_path):
    service = _workspace(tmp_path, {"uyeler.csv": UYELER})
    try:
        assert rows(service, "emekli olup spora gelen üye sayısı") == [[len(RETIRED & SPORT)]]
        assert rows(service, "emekli olup spora gelenlerin ortalama aidatı") == [
            [sum(100 + k for k in RETIRED & SPORT) / len(RETIRED & SPORT)]]
        assert rows(service, "emekli olmayıp spora gelen kaç üye var") == [[len(SPORT - RETIRED)]]
        # "olup olmamasına göre" stays the either-way breakdown
        assert [r[0] for r in rows(service, "emekli olup olmamasına göre ortalama aidat")] == ["Evet", "Hayır"]
    finally:
        service.close()


# a shop's staff: the bonus column holds two amounts, so it is read as a column of values
STAFF = "sicil,magaza,ikramiye\n" + "".join(f"{k},{['merkez', 'sahil'][k % 2]},{0 if k % 3 else 50}\n"
                                             for k in range(1, 31))


def test_a_number_word_after_a_column_is_its_value_as_a_digit_is(tmp_path):
    service = _workspace(tmp_path, {"personel.csv": STAFF})
    try:
        none = sum(1 for k in range(1, 31) if k % 3)
        assert rows(service, "ikramiyesi sıfır olan personel sayısı") == [[none]]
        assert rows(service, "ikramiyesi 0 olan personel sayısı") == [[none]]
        out = ask(service, "ikramiyesi dokuz olan personel sayısı")  # no row holds 9: asked, never all rows
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
    finally:
        service.close()


def test_a_yes_no_column_before_kac_and_its_row_noun_is_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"uyeler.csv": UYELER})
    try:  # "sendika üyesi kaç kişi var": how many are, not a breakdown by the column
        assert rows(service, "spora gelen kaç üye var") == [[len(SPORT)]]
    finally:
        service.close()

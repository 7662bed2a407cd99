"""The rate of a status: "default rate", "defaulted rate by branch", "iptal oranı".

Why: "cancellation rate" and "rate of cancelled visits" were not understood ("rate"), and a share
read per group gave each group's part of all the cancelled visits, not the group's own rate.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

STATES = ["paid", "defaulted", "current", "paid", "current"]
LOANS = "loan_ref,branch,status,amount\n" + "".join(
    f"L{k:03d},{'north' if k % 3 else 'south'},{STATES[k % 5]},{100 + k}\n" for k in range(90))
IPTAL = ["Tamam", "İptal", "Tamam", "Ertelendi"]
SIPARISLER = "siparis_no;sehir;durum\n" + "".join(f"S{k};{'Ankara' if k % 2 else 'İzmir'};{IPTAL[k % 4]}\n"
                                                  for k in range(60))


def _rate(keep) -> float:
    picked = [k for k in range(90) if keep(k)]
    return 100.0 * sum(STATES[k % 5] == "defaulted" for k in picked) / len(picked)


def test_the_rate_of_a_status_overall_and_per_group(tmp_path):
    service = _workspace(tmp_path, {"loans.csv": LOANS})
    try:
        for question in ("default rate", "rate of defaulted loans", "defaulted rate"):
            got = rows(service, question)
            assert len(got) == 1 and abs(got[0][0] - _rate(lambda k: True)) < 1e-9, question
        per = rows(service, "default rate by branch")
        expected = {"north": _rate(lambda k: k % 3 != 0), "south": _rate(lambda k: k % 3 == 0)}
        assert {r[0] for r in per} == set(expected)
        assert all(abs(r[1] - expected[r[0]]) < 1e-9 for r in per)
        assert "rate" in ask(service, "default rate")["answer"]
    finally:
        service.close()


def test_a_word_that_only_looks_like_a_value_stays_unknown(tmp_path):
    service = _workspace(tmp_path, {"loans.csv": LOANS})
    try:
        assert ask(service, "curious rate")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()


def test_turkish_rate_of_a_status(tmp_path):
    service = _workspace(tmp_path, {"siparisler.csv": SIPARISLER})
    try:
        got = rows(service, "iptal oranı")
        assert len(got) == 1 and abs(got[0][0] - 100.0 * sum(IPTAL[k % 4] == "İptal" for k in range(60)) / 60) < 1e-9
    finally:
        service.close()


OUTCOMES = ["done", "no-show", "done", "cancelled", "done"]
VISITS = "visit_ref,outcome\n" + "".join(f"V{k},{OUTCOMES[k % 5]}\n" for k in range(50))


def test_a_hyphenated_value_is_one_word(tmp_path):
    """Why: "no-show rate" read "no" and "show" as function words and understood nothing."""
    service = _workspace(tmp_path, {"visits.csv": VISITS})
    try:
        assert rows(service, "no-show rate") == [[20.0]]
    finally:
        service.close()


def test_a_rate_in_a_measures_name_is_that_measure(tmp_path):
    """Why: "average interest rate of good and bad loans" became the rate of good loans."""
    table = "loan_ref,grade,interest_rate\n" + "".join(
        f"L{k},{'good' if k % 2 else 'bad'},{5 + k % 7}\n" for k in range(40))
    service = _workspace(tmp_path, {"book.csv": table})
    try:
        got = rows(service, "average interest rate of good and bad loans")
        assert [r[0] for r in got] == ["bad", "good"]
    finally:
        service.close()


def test_a_value_and_the_rows_noun_before_rate(tmp_path):
    """Why: "iptal edilen siparişlerin oranı" style: "ankara siparişlerinin oranı" counted the orders."""
    service = _workspace(tmp_path, {"siparisler.csv": SIPARISLER})
    try:
        got = rows(service, "ankara siparişlerinin oranı")
        assert len(got) == 1 and abs(got[0][0] - 50.0) < 1e-9
    finally:
        service.close()

"""A table of people with a key, repeated names and a date per person (staff, members, patients).

Why: with a hire date almost unique per row, any name column looked unique beside it, so the
upload took the table for a panel of names by date: "how many employees were hired in 2023"
counted distinct names (two Ana Kayas are one), a threshold grouped by name and averaged, and the
row count was labelled "employees rows". "who earns the most" gave the total of all salaries, and
"headcount" was not understood.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

NAMES = ["Ana Kaya", "Ben Lopez", "Cem Demir", "Dila Smith"]
DEPTS = ["Sales", "Finance", "Support"]
HIRED = [dt.date(2016, 1, 3) + dt.timedelta(days=(k % 110) * 29) for k in range(120)]  # a few shared dates
SALARY = [40000 + (k * 7919) % 90000 for k in range(120)]
STAFF = "staff_no,full_name,gender,dept,hire_date,salary,rating\n" + "".join(
    f"S{k:04d},{NAMES[k % 4]},{'FM'[k % 4 in (1, 2)]},{DEPTS[k % 3]},{HIRED[k]},{SALARY[k]},{(k * 13) % 50 / 10}\n"
    for k in range(120))


def test_people_hired_in_a_year_are_rows_not_names(tmp_path):
    service = _workspace(tmp_path, {"staff.csv": STAFF})
    try:
        assert rows(service, "how many staff were hired in 2020") == [[sum(d.year == 2020 for d in HIRED)]]
        listed = rows(service, "staff with a rating above 4.5")
        assert len(listed) == sum((k * 13) % 50 / 10 > 4.5 for k in range(120))
        assert rows(service, "headcount by dept") == sorted(
            [d, sum(1 for k in range(120) if DEPTS[k % 3] == d)] for d in DEPTS)
    finally:
        service.close()


def test_who_earns_the_most_is_the_row(tmp_path):
    service = _workspace(tmp_path, {"staff.csv": STAFF})
    try:
        top = max(range(120), key=lambda k: SALARY[k])
        got = rows(service, "who earns the most")
        assert len(got) == 1 and f"S{top:04d}" in got[0] and SALARY[top] in got[0]
    finally:
        service.close()


def test_no_end_date_is_not_silently_dropped(tmp_path):
    """Why: "how many staff have no leaving date" counted every row: the "no" was lost."""
    table = "staff_no,joined_on,left_on\n" + "".join(
        f"S{k},{HIRED[k]},{'' if k % 3 else HIRED[k] + dt.timedelta(days=400)}\n" for k in range(60))
    service = _workspace(tmp_path, {"staff.csv": table})
    try:
        answer = ask(service, "how many staff have no left on date")
        assert answer["last_event"] != "QUERY_EXECUTED" or answer["rows"] == [[40]]
    finally:
        service.close()


EXITS = {k: HIRED[k] + dt.timedelta(days=500) for k in range(120) if k % 4 == 0}
PERSONEL = "Sicil No;Ad Soyad;Cinsiyet;İşe Giriş Tarihi;Çıkış Tarihi\n" + "".join(
    f"P{k};{NAMES[k % 4]};{'KE'[k % 2]};{HIRED[k]:%d.%m.%Y};{EXITS[k]:%d.%m.%Y}\n" if k in EXITS
    else f"P{k};{NAMES[k % 4]};{'KE'[k % 2]};{HIRED[k]:%d.%m.%Y};\n" for k in range(120))


def test_turkish_dates_of_joining_and_leaving(tmp_path):
    """Why: "2024'te ayrılan çalışan sayısı" filtered the joining date, "kaç çalışan ayrıldı" counted
    everyone (the verb dropped), and "işe girdi" was not understood."""
    service = _workspace(tmp_path, {"personel.csv": PERSONEL})
    try:
        assert rows(service, "2021'de ayrılan çalışan sayısı") == [[sum(d.year == 2021 for d in EXITS.values())]]
        assert rows(service, "2020'de kaç kişi işe girdi") == [[sum(d.year == 2020 for d in HIRED)]]
        assert ask(service, "kaç çalışan ayrıldı")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()


def test_the_n_highest_paid_rows(tmp_path):
    """Why: "en yüksek maaşlı 3 çalışan" gave the one highest salary beside the number of employees."""
    table = "sicil_no;ad_soyad;maas\n" + "".join(f"S{k};{NAMES[k % 4]};{SALARY[k]}\n" for k in range(120))
    service = _workspace(tmp_path, {"calisanlar.csv": table})
    try:
        got = ask(service, "en yüksek maaşlı 3 çalışan")
        assert got["last_event"] == "QUERY_EXECUTED"
        column = got["columns"].index(next(c for c in got["columns"] if c.startswith("maas")))
        assert [r[column] for r in got["rows"]] == sorted(SALARY, reverse=True)[:3]
    finally:
        service.close()

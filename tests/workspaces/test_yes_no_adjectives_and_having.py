"""A yes/no column said as an adjective before another column's value, or with "var"/"yok" (there is/none).

Sixteenth round (xstr), from wrong answers on the Turkish development sets (rdata4_tr): "kaç evli
kadın var" counted the distinct values of ``evli`` among women, "kaç kişinin sigortası var" broke
everyone down by ``sigortali``. Turkish puts the yes/no adjective before the noun it narrows ("evli
kadın", as "yeni yapı evler") and says having with the possessed noun and "var"/"yok". The table
here is made up: a gym's members.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

UYELER = "uye_no,cinsiyet,ogrenci,dolabi,yas\n" + "".join(
    f"{k},{['Kadın', 'Erkek'][k % 2]},{'Evet' if k % 3 else 'Hayır'},{'Evet' if k % 4 == 0 else 'Hayır'},{18 + k}\n"
    for k in range(1, 41))
WOMEN = {k for k in range(1, 41) if k % 2 == 0}
STUDENTS = {k for k in range(1, 41) if k % 3}
LOCKER = {k for k in range(1, 41) if k % 4 == 0}


def test_a_yes_no_adjective_before_another_columns_value_is_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"uyeler.csv": UYELER})
    try:
        assert rows(service, "öğrenci kadın sayısı") == [[len(STUDENTS & WOMEN)]]
        assert rows(service, "kaç öğrenci kadın var") == [[len(STUDENTS & WOMEN)]]
    finally:
        service.close()


def test_var_and_yok_after_a_yes_no_column_are_its_yes_and_no_rows(tmp_path):
    service = _workspace(tmp_path, {"uyeler.csv": UYELER})
    try:
        assert rows(service, "kaç üyenin dolabı var") == [[len(LOCKER)]]
        assert rows(service, "kaç üyenin dolabı yok") == [[40 - len(LOCKER)]]
    finally:
        service.close()


# the table is named with the noun its yes/no column says having of: "dolabı" also names the rows
SALON = "uye_no,cinsiyet,dolapli,yas\n" + "".join(
    f"{k},{['Kadın', 'Erkek'][k % 2]},{'Evet' if k % 4 == 0 else 'Hayır'},{18 + k}\n" for k in range(1, 41))


def test_the_possessed_noun_with_var_or_olmayan_is_the_column_of_having_it(tmp_path):
    service = _workspace(tmp_path, {"salon_dolabi.csv": SALON})
    try:  # "kaç kişinin sigortası var" on saglik_sigortasi with a ``sigortali`` column counted everyone
        assert rows(service, "kaç kişinin dolabı var") == [[10]]
        assert rows(service, "dolabı olmayan kaç kişi var") == [[30]]
    finally:
        service.close()

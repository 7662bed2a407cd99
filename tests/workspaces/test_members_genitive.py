"""Turkish "üye olan ve olmayan ülkelerin toplam ihracatı": a yes/no column said with "olan", and whose total it is.

Why, each seen on coffee imports by country with an "ICO Üyesi" (Evet/Hayır) column: "üye" alone
named nothing (the header holds it as the possessive "üyesi"); "üye olmayan ülkelerin toplam
ithalatı" listed every country's total instead of the non-members' one total; and "üye olan ve
olmayan ülkelerin" picked the members only, where both sides were asked side by side. Here on
made-up trade figures, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

COUNTRIES = [("Arden", "Evet"), ("Borlia", "Hayır"), ("Cresta", "Evet"), ("Dovia", "Hayır"), ("Elmar", "Evet")]
TRADE = [(c, m, y, 50 + 13 * n + (y % 5) * 7) for n, (c, m) in enumerate(COUNTRIES) for y in range(2018, 2022)]
FILE = "Ülke,AB Üyesi,Yıl,İhracat\n" + "".join(f"{c},{m},{y},{e}\n" for c, m, y, e in TRADE)


def test_members_said_with_olan_and_the_total_of_qualified_things(tmp_path):
    service = _workspace(tmp_path, {"dis_ticaret.csv": FILE})
    try:
        def total(member: str, year: int | None = None) -> int:
            return sum(e for _, m, y, e in TRADE if m == member and year in (None, y))

        assert rows(service, "üye olmayan ülkelerin toplam ihracatı") == [[total("Hayır")]]
        assert rows(service, "üye olan ülkelerin toplam ihracatı") == [[total("Evet")]]
        assert rows(service, "2020'de üye olan ve olmayan ülkelerin toplam ihracatı") == [
            ["Evet", total("Evet", 2020)], ["Hayır", total("Hayır", 2020)]]
    finally:
        service.close()

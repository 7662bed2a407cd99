"""Rows asked for themselves and yes/no columns said as Turkish participles, through the real
upload path (issue 10, tenth round):

- "puanı 50'nin üzerinde olan takımlar", "players with points above 50": a plural row noun whose
  only measure is a threshold lists the rows (with the measure), it does not count them;
- "hocasının ayrılmadığı takımlar hangileri": a plural row noun after a value of its own table,
  with no measure, lists the rows;
- "hocanın ayrıldığı takımların ortalama puanı": a yes/no column named by subject and past verb
  (``hoca_ayrildi``) is said with the object participle (-dığı/-madığı) as its yes/no rows;
- "yeni kulüplerin ortalama puanı": the plural (with a case ending) of a yes/no column's own name
  is its yes rows.

Every assertion here failed before the rule it tests. The tables are made up with words the
development sets do not use (football clubs, basketball players), so the rules are shown to be
general; expected figures are computed from the same generator, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_YES = ["Evet", "Hayır", "Hayır"]
# takimlar: clubs with a name, points, a "the coach left" flag and a "new club" flag, keyed by a code
CLUBS = "takim_adi,puan,hoca_ayrildi,yeni_kulup,takim_kodu\n" + "".join(
    f"Kulüp {k},{20 + (k * 13) % 60},{_YES[k % 3]},{_YES[(k + 1) % 3]},T{k:02d}\n" for k in range(18))
PLAYERS = "player_name,points,retired,player_code\n" + "".join(
    f"Player {k},{10 + (k * 17) % 80},{['yes', 'no'][k % 2]},P{k:02d}\n" for k in range(20))


def _records(text: str) -> list[list[str]]:
    return [line.split(",") for line in text.strip().splitlines()[1:]]


def test_rows_listed_and_participles(tmp_path):
    service = _workspace(tmp_path, {"takimlar.csv": CLUBS})
    try:
        clubs = _records(CLUBS)
        above = sorted([r[0], int(r[1])] for r in clubs if int(r[1]) > 50)
        assert _rows(service, "puanı 50'nin üzerinde olan takımlar") == above
        stayed = sorted([r[0]] for r in clubs if r[2] == "Hayır")
        assert _rows(service, "hocasının ayrılmadığı takımlar hangileri") == stayed
        left = [int(r[1]) for r in clubs if r[2] == "Evet"]
        assert _rows(service, "hocanın ayrıldığı takımların ortalama puanı") == [[sum(left) / len(left)]]
        new = [int(r[1]) for r in clubs if r[3] == "Evet"]
        assert _rows(service, "yeni kulüplerin ortalama puanı") == [[sum(new) / len(new)]]
    finally:
        service.close()


def test_english_rows_listed_by_a_threshold(tmp_path):
    service = _workspace(tmp_path, {"players.csv": PLAYERS})
    try:
        above = sorted([r[0], int(r[1])] for r in _records(PLAYERS) if int(r[1]) > 50)
        assert _rows(service, "players with points above 50") == above
    finally:
        service.close()


# kulupler: clubs with a yearly income, a sponsor left empty for most of them, and a flag said by
# subject and verb ("taraftar arttı": the fans grew)
_SPONSORS = ["", "", "", "Banka", "Havayolu", "Banka", ""]
SPONSORED = "kulup_adi,yillik_gelir,sponsor,taraftar_artti,kulup_kodu\n" + "".join(
    f"Kulüp {k},{1000 + (k * 211) % 900},{_SPONSORS[k % 7]},{_YES[k % 3]},K{k:02d}\n" for k in range(21))


def test_split_names_recorded_winners_and_wealth(tmp_path):
    service = _workspace(tmp_path, {"kulupler.csv": SPONSORED})
    try:
        clubs = _records(SPONSORED)
        # the subject first, the verb last: "taraftar ... arttı" is the flag's yes rows
        assert _rows(service, "taraftar kaç kulüpte arttı") == [[sum(r[3] == "Evet" for r in clubs)]]
        # "which" asks which recorded sponsor wins: the clubs without one are no answer
        got = _rows(service, "hangi sponsorun en çok kulübü var")
        assert [row[0] for row in got] == ["Banka"]
        got = _rows(service, "which sponsor has the most clubs")
        assert [row[0] for row in got] == ["Banka"]
        # "zengin" (rich) ranks by the income a Turkish column names ("yıllık gelir")
        richest = max(clubs, key=lambda r: int(r[1]))[0]
        assert richest in _rows(service, "en zengin kulüp hangisi")[0]
    finally:
        service.close()

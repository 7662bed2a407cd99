"""Turkish "en <adjective> <noun> kaç <measure or unit>": the extreme value itself, one number.

Why (issue 10, seventeenth round): "en kalabalık masa kaç kişiydi" grouped the party size by itself
(bahsis), "en kısa koşu kaç dakika sürdü" ranked the yes/no column ``kisa_kosu`` (trdev2) and "en
genç anne kaç yaşında" averaged the fathers' age of the group 'Genç anne' (rdata3_tr): three wrong
tables. Turkish "en" makes a superlative of an adjective even where the data uses the adjective in a
value or a column name, "kaç dakika" names the measure by the unit its column is kept in, and "kaç
<the measure>" after the ranked noun asks the extreme value, not a ranking of the noun.
The made-up tables (a call log, football players, restaurant bookings) use other words.
Every assertion failed before the rule.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_AGENTS = ["Ayla", "Kerem", ""]
# a call log: a yes/no column says "kısa" (short call), the talk time is kept in minutes (_dk) and no
# column says "süre" (duration); the file's name is a compound ("çağrı kayıtları")
CALLS = "tarih,mesafe_km,konusma_dk,tempo,temsilci,kisa_cagri\n" + "".join(
    f"2024-01-{k % 28 + 1:02d},{k % 9 + 1},{(3 + k * 7) % 40 + 1},{k % 5 + 3},{_AGENTS[k % 3]},"
    f"{'Evet' if (3 + k * 7) % 40 < 11 else 'Hayır'}\n" for k in range(30))
# a group of ages says "Genç oyuncu" (young player), beside the age itself
PLAYERS = "takim,yas_grubu,yas\n" + "".join(
    f"{['Kartal', 'Aslan'][k % 2]},{'Genç oyuncu' if 18 + k % 17 < 23 else 'Deneyimli'},{18 + k % 17}\n"
    for k in range(34))
# reservations: the party size is a small whole number (read as groups too), and "grup" is no word of the file
BOOKINGS = "gun,kisi_sayisi,hesap_tl\n" + "".join(
    f"{['Cuma', 'Cumartesi', 'Pazar'][k % 3]},{1 + (k * 5) % 6},{100 + k * 3}\n" for k in range(40))


def _column(text: str, index: int) -> list[int]:
    return [int(line.split(",")[index]) for line in text.strip().splitlines()[1:]]


def test_a_superlative_is_asked_in_the_unit_of_its_measure(tmp_path):
    service = _workspace(tmp_path, {"cagri_kayitlari.csv": CALLS})
    try:
        minutes = _column(CALLS, 2)
        assert _rows(service, "en kısa çağrı kaç dakika sürdü") == [[min(minutes)]]
        assert _rows(service, "en uzun çağrı kaç dakika sürdü") == [[max(minutes)]]
    finally:
        service.close()


def test_en_before_an_adjective_of_a_group_name_is_a_superlative(tmp_path):
    service = _workspace(tmp_path, {"oyuncular.csv": PLAYERS})
    try:
        assert _rows(service, "en genç oyuncu kaç yaşında") == [[min(_column(PLAYERS, 2))]]
    finally:
        service.close()


def test_the_measure_asked_after_the_ranked_noun_is_its_extreme(tmp_path):
    service = _workspace(tmp_path, {"rezervasyonlar.csv": BOOKINGS})
    try:
        assert _rows(service, "en kalabalık grup kaç kişiydi") == [[max(_column(BOOKINGS, 1))]]
    finally:
        service.close()

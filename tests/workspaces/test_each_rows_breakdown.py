"""The rows named after "her" (each) are a breakdown: "her ülkenin toplam ihracatı" is one total per country.

Failed before its rule (twenty-fifth round, a made-up trade table and its country lookup probed for what
strangers' Turkish data asks): the countries' noun was read as the rows the total is taken over and
dropped, so the answer was one total. "tüm ülkelerin" (all countries) is still one. The tables are made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

CODES = ["DE", "FR", "US", "IQ"]
TRADE = [(2018 + k // 48, (k // 4) % 12 + 1, CODES[k % 4], 100 + (k * 17) % 90) for k in range(96)]
FILES = {
    "ihracat.csv": "Yıl;Ay;Ülke Kodu;İhracat (milyon $)\n" + "".join(f"{y};{m};{c};{v}\n" for y, m, c, v in TRADE),
    "ulkeler.csv": "Kod;Ülke;Kıta\nDE;Almanya;Avrupa\nFR;Fransa;Avrupa\nUS;ABD;Amerika\nIQ;Irak;Asya\n",
}
NAMES = {"DE": "Almanya", "FR": "Fransa", "US": "ABD", "IQ": "Irak"}


def test_each_country(tmp_path):
    service = _workspace(tmp_path, FILES)
    try:
        per = sorted([NAMES[c], sum(v for *_x, cc, v in TRADE if cc == c)] for c in CODES)
        assert sorted(rows(service, "her ülkenin toplam ihracatı")) == per
        assert rows(service, "tüm ülkelerin toplam ihracatı") == [[sum(v for *_x, v in TRADE)]]
    finally:
        service.close()

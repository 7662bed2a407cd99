""""üniversite mezunu", "lise mezunlarının": an education level said with "mezun" is the value itself.

Why (issue 10, nineteenth round): "doktora mezunu kaç kişi var" and "lisansüstü mezunu kaç kadın var"
were refused on "mezunu" though the level is a value of the education column (rdata4_tr g13,
trdev5a a18). The made-up table (a municipality's staff) uses other words. The value's readings
failed before the rule; "mezun" with no value before it stays not understood.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

LEVELS = ["Lise", "Üniversite", "Yüksek Lisans"]
UNITS = ["Park", "Zabita", "Fen"]
STAFF = "personel_no,birim,ogrenim,maas\n" + "".join(
    f"{k},{UNITS[k % 3]},{LEVELS[(k * 2) % 3]},{30000 + (k * 1300) % 20000}\n" for k in range(1, 37))


def _lines() -> list[list[str]]:
    return [line.split(",") for line in STAFF.strip().splitlines()[1:]]


def test_a_level_said_with_mezun_is_the_value(tmp_path):
    service = _workspace(tmp_path, {"belediye_personeli.csv": STAFF})
    try:
        assert _rows(service, "üniversite mezunu kaç personel var") == [[sum(r[2] == "Üniversite" for r in _lines())]]
        ((value,),) = _rows(service, "lise mezunlarının ortalama maaşı")
        assert abs(value - statistics.mean(int(r[3]) for r in _lines() if r[2] == "Lise")) < 1e-6
    finally:
        service.close()


def test_mezun_alone_stays_not_understood(tmp_path):
    service = _workspace(tmp_path, {"belediye_personeli.csv": STAFF})
    try:
        assert _ask(service, "mezun kaç personel var")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()

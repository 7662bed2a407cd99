"""A count named by the noun of what happened is asked with the verb: "kaç kişi öldü" of ``olum_sayisi``.

Why (issue 10, nineteenth round): Turkish files count deaths as ``olum_sayisi`` (ölüm, the act) or
``olu_sayisi`` (ölü, the state), injuries as ``yarali_sayisi``, while analysts ask "koleradan toplam
kaç kişi öldü", "depremlerde ölen toplam kişi sayısı"; the verb matched nothing and the questions
were refused (holdout7_tr k01, trdev5a a21 a23). The made-up table (fires in a forest region) uses
other words. Every assertion of the verb's readings failed before the rule.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

PROVINCES = ["Mugla", "Antalya", "Izmir"]
FIRES = "yangin_no,il,yanan_alan_hektar,olum_sayisi,yarali_sayisi\n" + "".join(
    f"{k},{PROVINCES[k % 3]},{5 + (k * 13) % 70},{(k * 7) % 4},{(k * 5) % 9}\n" for k in range(1, 31))


def _total(index: int, province: str | None = None) -> int:
    lines = [line.split(",") for line in FIRES.strip().splitlines()[1:]]
    return sum(int(f[index]) for f in lines if province is None or f[1] == province)


def test_deaths_counted_by_their_noun_are_asked_with_the_verb(tmp_path):
    service = _workspace(tmp_path, {"orman_yanginlari.csv": FIRES})
    try:
        assert _rows(service, "yangınlarda toplam kaç kişi öldü")[0][-1] == _total(3)
    finally:
        service.close()


def test_the_participle_before_a_noun_of_people_and_sayisi(tmp_path):
    service = _workspace(tmp_path, {"orman_yanginlari.csv": FIRES})
    try:
        assert _rows(service, "Muğla'da ölen kişi sayısı")[0][-1] == _total(3, "Mugla")
    finally:
        service.close()


def test_the_state_noun_of_the_verb(tmp_path):
    service = _workspace(tmp_path, {"orman_yanginlari.csv": FIRES})
    try:
        assert _rows(service, "kaç kişi yaralandı")[0][-1] == _total(4)  # yaralı of yaralandı
        # no verb of what a column counts: the rows are counted, as before
        assert _rows(service, "kaç yangın oldu") == [[30]]
    finally:
        service.close()


def test_a_verb_no_column_counts_stays_not_understood(tmp_path):
    service = _workspace(tmp_path, {"orman_yanginlari.csv": FIRES})
    try:
        assert _ask(service, "kaç kişi kurtarıldı")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()

"""A superlative before a period adjective asks one figure: "lowest monthly …", "en yüksek aylık …".

Why (twentieth round): "lowest monthly wine sales" listed the ten lowest months (holdout10), and the
Turkish "en düşük aylık …" did the same, because the measure's noun was plural and nothing named how
many periods. The made-up tables (a ferry's monthly passengers, a bakery's monthly loaves in Turkish)
use other words. Every "one row" assertion failed with the rule taken out; the lists stay lists.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

FERRY = "month,passengers,crossings\n" + "".join(
    f"20{22 + k // 12}-{k % 12 + 1:02d}-01,{1000 + (k * 37) % 500},{40 + k % 7}\n" for k in range(36))
BAKERY = "ay,ekmek_adedi,sube\n" + "".join(
    f"20{22 + k // 12}-{k % 12 + 1:02d}-01,{300 + (k * 53) % 200},Merkez\n" for k in range(36))


def _passengers() -> list[int]:
    return [int(line.split(",")[1]) for line in FERRY.strip().splitlines()[1:]]


def test_a_superlative_before_a_period_adjective_is_one_period(tmp_path):
    service = _workspace(tmp_path, {"ferry_traffic.csv": FERRY})
    try:
        low = ask(service, "lowest monthly passengers")
        assert low["last_event"] == "QUERY_EXECUTED", low["answer"]
        assert len(low["rows"]) == 1 and low["rows"][0][-1] == min(_passengers())
        high = ask(service, "highest monthly passengers")
        assert len(high["rows"]) == 1 and high["rows"][0][-1] == max(_passengers())
        # a plural period noun, or a number, still lists that many periods
        assert len(ask(service, "top months by passengers")["rows"]) == 10
        assert len(ask(service, "the 3 lowest monthly passengers")["rows"]) == 3
    finally:
        service.close()


def test_turkish_period_adjective_after_en(tmp_path):
    service = _workspace(tmp_path, {"firin_uretimi.csv": BAKERY})
    try:
        out = ask(service, "en düşük aylık ekmek adedi")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        loaves = [int(line.split(",")[1]) for line in BAKERY.strip().splitlines()[1:]]
        assert len(out["rows"]) == 1 and out["rows"][0][-1] == min(loaves)
    finally:
        service.close()

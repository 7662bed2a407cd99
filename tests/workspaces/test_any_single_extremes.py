"""A highest/lowest "of any <thing>" or "in a single <period>" is one figure, not a list per thing.

Why (twentieth round): "highest visitor nights of any region in a single quarter" listed the highest
figure of every region and quarter (holdout10). The made-up table (a bus company's loads per line
and quarter) uses other words. Every one-figure assertion failed with the rule taken out; a
"which" question still names the line.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_LINES = ["Harbour", "Airport", "Campus", "Stadium"]
LOADS = "line,year,quarter,riders\n" + "".join(
    f"{_LINES[k % 4]},{2020 + k // 16},{(k // 4) % 4 + 1},{500 + (k * 97) % 700}\n" for k in range(48))
HATLAR = "hat,yil,ceyrek,yolcu\n" + "".join(
    f"{_LINES[k % 4]},{2020 + k // 16},{(k // 4) % 4 + 1},{500 + (k * 97) % 700}\n" for k in range(48))


def _riders() -> list[int]:
    return [int(line.split(",")[3]) for line in LOADS.strip().splitlines()[1:]]


def test_highest_of_any_thing_in_a_single_period_is_one_figure(tmp_path):
    service = _workspace(tmp_path, {"bus_loads.csv": LOADS})
    try:
        for question in ("highest riders of any line in a single quarter", "lowest riders of any line"):
            out = ask(service, question)
            assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
            want = max(_riders()) if question.startswith("highest") else min(_riders())
            assert out["rows"] == [[want]], question
        which = ask(service, "which line had the highest riders in a single quarter")
        assert len(which["rows"]) == 1 and which["rows"][0][0] in _LINES
    finally:
        service.close()


def test_turkish_herhangi_bir(tmp_path):
    service = _workspace(tmp_path, {"hat_yolculari.csv": HATLAR})
    try:
        for question, want in (("herhangi bir hattın en yüksek yolcusu", max(_riders())),
                               ("herhangi bir hattın en düşük yolcusu", min(_riders()))):
            out = ask(service, question)
            assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
            assert out["rows"] == [[want]], question
    finally:
        service.close()

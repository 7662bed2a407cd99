"""A plain count broken down by a column nothing asked to break it down by.

Why (issue 10, nineteenth round): "how many matches did the home team win" (endev9b) was answered with
a count per home team, "how many respondents will vote yes" (rdata3) with a count per vote, "how many
municipalities are there in Ontario" and "how many stations have an RER connection" (holdout11) per
municipality name and per connection, "salt çoğunlukla kazanılan ilçe sayısı" (turkce) per winner:
tables of counts where one number was asked, the column said as a condition the engine could not read.
Such a count now says which words it did not understand. A yes/no column said that way is its yes
rows ("streptomisin grubunda kaç hasta iyileşti", "kadın hastaların yüzde kaçı iyileşti", holdout11_tr,
were counts and shares per recovered/not recovered). The made-up tables (a repair shop's jobs, a plant
nursery's seedlings) use other words. Every assertion failed before the rule.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_TECHS = ["Ayla", "Berk", "Cem", "Deniz", "Emre"]
# a repair shop: each row one job, the workshop, the technician, whether the device was fixed, the fee
REPAIRS = "workshop,technician,fixed,fee\n" + "".join(
    f"{['Central', 'Harbour', 'Airport'][k % 3]},{_TECHS[k % 5]},{'Yes' if (k * 7) % 10 < 6 else 'No'},"
    f"{150 + (k * 37) % 400}\n" for k in range(60))
# a plant nursery: each row one seedling, its care group, its kind, whether it recovered from a blight
SEEDLINGS = [(["Kuzey", "Güney"][k % 2], ["Lale", "Gül", "Menekşe"][k % 3], "Evet" if (k * 7) % 10 < 6 else "Hayır")
             for k in range(90)]
FIDANLAR = "Bakım Grubu,Tür,İyileşti\n" + "".join(f"{g},{t},{i}\n" for g, t, i in SEEDLINGS)


def test_a_yes_no_column_said_in_a_count_or_share_is_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"fidanlar.csv": FIDANLAR})
    try:
        north = sum(1 for g, _, i in SEEDLINGS if g == "Kuzey" and i == "Evet")
        assert _rows(service, "kuzey grubunda kaç fidan iyileşti") == [[north]]  # was per recovered / not
        out = ask(service, "lale fidanlarının yüzde kaçı iyileşti")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        tulips = [i for _, t, i in SEEDLINGS if t == "Lale"]
        assert len(out["rows"]) == 1, out["sql"]  # was the recovered and the others side by side
        share = 100 * tulips.count("Evet") / len(tulips)
        assert any(isinstance(v, float) and abs(v - share) < 1e-6 for v in out["rows"][0]), out["rows"]
    finally:
        service.close()


def test_a_column_said_as_a_condition_of_a_count_is_no_breakdown(tmp_path):
    service = _workspace(tmp_path, {"repairs.csv": REPAIRS})
    try:
        for question in ("how many repairs did the technician redo", "how many repairs did the workshop finish"):
            out = ask(service, question)
            assert out["last_event"] != "QUERY_EXECUTED", (question, out["sql"])  # was a count per technician
        # a breakdown asked stays one
        assert len(_rows(service, "how many repairs per technician")) == len(_TECHS)
        assert len(_rows(service, "how many repairs did each technician do")) == len(_TECHS)
    finally:
        service.close()

"""A short column named by initials is reached by the words spelled out: "body mass index" of ``bmi``.

Every case here failed before its rule (issue 10, thirteenth round, found on endev8's Medicare stays,
where ``los`` is the length of stay): the spelled-out words were not understood one by one.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

CHECKUPS = "clinic,bmi,visit_minutes\n" + "".join(
    f"{['North', 'South'][k % 2]},{20 + k % 9},{10 + k}\n" for k in range(20))
ECONOMIES = "country,gdp,year\n" + "".join(
    f"{c},{v},2020\n" for c, v in (("Avalon", 120), ("Borduria", 80), ("Carpania", 40)))


def test_initials_spelled_out_name_the_column(tmp_path):
    service = _workspace(tmp_path, {"checkups.csv": CHECKUPS, "economies.csv": ECONOMIES})
    try:
        bmis = [20 + k % 9 for k in range(20)]
        assert rows(service, "average body mass index") == [[sum(bmis) / 20]]
        assert rows(service, "average body mass index by clinic") == [
            ["North", sum(bmis[0::2]) / 10], ["South", sum(bmis[1::2]) / 10]]
        assert rows(service, "total gross domestic product") == [[240]]
    finally:
        service.close()


# a hockey league's player seasons: team codes of three letters, goals scored kept as ``gs``
SEASONS = "player,team,gs\n" + "".join(
    f"p{k},{['GLS', 'BRN', 'TRT'][k % 3]},{(k * 5) % 17}\n" for k in range(1, 61))


def test_a_word_read_only_as_a_look_alike_code_may_start_a_spelled_name(tmp_path):
    # "goals" reads as the team code GLS (its consonants in order); "goals scored" is the gs column
    service = _workspace(tmp_path, {"seasons.csv": SEASONS})
    try:
        totals = {t: sum((k * 5) % 17 for k in range(1, 61) if ['GLS', 'BRN', 'TRT'][k % 3] == t)
                  for t in ('GLS', 'BRN', 'TRT')}
        best = max(totals, key=totals.get)
        assert rows(service, "which team has the most goals scored")[0][0] == best
    finally:
        service.close()


# a labour survey's regions, a two-letter ``wp`` (the working poor) measured as a share
REGIONS = "region,wp,year\n" + "".join(f"{r},{v},2022\n" for r, v in (("East", 12.5), ("West", 7.5), ("North", 4.0)))


def test_a_kind_of_figure_after_the_spelled_words_belongs_to_the_name(tmp_path):
    # "human capital index" of ``hc`` (the Penn World Table): "working poor rate" of ``wp``
    service = _workspace(tmp_path, {"regions.csv": REGIONS, "checkups.csv": CHECKUPS})
    try:
        assert rows(service, "average working poor rate") == [[8.0]]
    finally:
        service.close()

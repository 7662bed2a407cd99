"""A compound's head said in the plural with its last consonant unsoftened: "yaş gruplarına göre" of "yaş grubu".

Failed before its rule (twenty-fifth round, a made-up survey probed for what strangers' Turkish data
asks): the plural possessive -ları was read back to the singular "grupu", while the name has "grubu"
(p softens to b before the vowel), so "yaş gruplarına göre" was not understood. The table is made up.
"""

from __future__ import annotations

from agent.analytics.semantic.text import candidates
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

GROUPS = ["18-24", "25-34", "35-44", "45+"]
SURVEY = "Katılımcı No,Yaş Grubu,Memnuniyet (1-5)\n" + "".join(
    f"{k},{GROUPS[k % 4]},{1 + k % 5}\n" for k in range(40))


def test_softened_singular_of_a_plural_head():
    assert "grubu" in candidates("gruplarina")
    assert "kanadi" in candidates("kanatlari")
    assert "sirketi" in candidates("sirketlerine")  # no softening asked where none is


def test_age_groups_in_the_plural(tmp_path):
    service = _workspace(tmp_path, {"anket.csv": SURVEY})
    try:
        got = rows(service, "yaş gruplarına göre ortalama memnuniyet")
        assert [g for g, _v in got] == sorted(GROUPS)
    finally:
        service.close()

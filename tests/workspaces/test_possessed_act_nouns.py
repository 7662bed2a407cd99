"""A yes/no column named by a possessed act noun, asked by its verb: "Sigara Kullanımı" → "sigara kullanan(lar)".

Failed before its rules (twenty-fifth round, a made-up survey probed for what strangers' Turkish data asks):
the verb forms were made of an act noun in -(I)m ("Erken Doğum": "erken doğan"), not of its compound's
possessive "kullanımı", so "sigara kullananların oranı" was taken for small talk and "sigara kullanan
kaç kişi var" not understood; and the present ("kullanıyor", "kullanmıyor") was no form of the verb.
The table is made up.
"""

from __future__ import annotations

from agent.analytics.inference.verbforms import act_noun_forms
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

PEOPLE = [("Kadın" if k % 2 else "Erkek", k % 5 == 0 or k % 7 == 0) for k in range(70)]
SURVEY = "Katılımcı No,Cinsiyet,Sigara Kullanımı\n" + "".join(
    f"{k},{sex},{'Evet' if smokes else 'Hayır'}\n" for k, (sex, smokes) in enumerate(PEOPLE))


def test_verb_forms_of_a_possessed_act_noun():
    yes, no = act_noun_forms("kullanımı")
    assert {"kullanan", "kullananlar", "kullaniyor"} <= set(yes)
    assert {"kullanmayan", "kullanmiyor"} <= set(no)


def test_smokers_asked_by_the_verb(tmp_path):
    service = _workspace(tmp_path, {"anket.csv": SURVEY})
    try:
        smokers = sum(s for _x, s in PEOPLE)
        assert rows(service, "sigara kullanan kaç kişi var") == [[smokers]]
        assert rows(service, "kaç kişi sigara kullanmıyor") == [[len(PEOPLE) - smokers]]
        assert rows(service, "sigara kullananların oranı") == [[100.0 * smokers / len(PEOPLE)]]
        women = [s for x, s in PEOPLE if x == "Kadın"]
        assert rows(service, "kadınların yüzde kaçı sigara kullanıyor") == [[100.0 * sum(women) / len(women)]]
    finally:
        service.close()

"""A status stored as a Turkish verb in the simple past is named by its participle: "ölen" of "Öldü".

Failed before its rule (issue 10, fourteenth round, on the former held-out set holdout6_tr's crash
table: "kazalarda ölen kişi sayısı" counted every occupant). The table is made up, with other words,
so the rule holds for any outcome column of that shape.
"""

from __future__ import annotations

from agent.analytics.inference.verbforms import past_participles
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a ward's patients: the outcome is kept as what happened, in the past tense
PATIENTS = "hasta_no;servis;sonuc\n" + "".join(
    f"{k};{['dahiliye', 'cerrahi'][k % 2]};{['İyileşti', 'İyileşti', 'Öldü'][k % 3]}\n" for k in range(1, 61))


def test_the_participle_of_a_past_tense_value_names_its_rows(tmp_path):
    service = _workspace(tmp_path, {"hastalar.csv": PATIENTS})
    try:
        assert rows(service, "ölen hasta sayısı") == [[20]]
        assert rows(service, "iyileşen hasta sayısı") == [[40]]
        assert rows(service, "servise göre ölüm sayısı") == [["cerrahi", 10], ["dahiliye", 10]]
    finally:
        service.close()


def test_the_ending_follows_the_values_own_vowels():
    # ü is front: -en, though folded it reads "oldu"; "ölüm" is the act's noun, "ölü" the state's adjective
    assert past_participles("Öldü") == ["olen", "olenler", "olum", "olu"]
    assert past_participles("Kaçtı") == ["kacan", "kacanlar", "kacim"]
    assert past_participles("Ödedi") == ["odeyen", "odeyenler"]  # a buffer y after the stem's vowel
    assert past_participles("Oldu") == []  # the copula: "olan" is no name of any rows
    assert past_participles("Evli") == []


# a clinic's follow-up: whether each patient relapsed, as a yes/no column named by the noun
FOLLOW_UP = "hasta_no;tedavi;nuks\n" + "".join(
    f"{k};{['ilaç', 'plasebo'][k % 2]};{['Evet', 'Hayır', 'Hayır'][k % 3]}\n" for k in range(1, 61))


def test_a_noun_with_the_light_verb_eden_is_the_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"takip.csv": FOLLOW_UP})
    try:
        assert rows(service, "tedaviye göre nüks eden hasta sayısı") == [["ilaç", 10], ["plasebo", 10]]
        assert rows(service, "nüks etmiş hasta sayısı") == [[20]]
    finally:
        service.close()

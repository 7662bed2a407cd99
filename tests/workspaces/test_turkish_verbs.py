"""Turkish verbs of a table or a yes/no column, Turkish level measures and rows of another table,
each through the real upload path (issue 10).

Every assertion here failed before the rule it tests. The tables are made up with words the
development sets do not use (woundings, storms, a student flag), so the rules are shown to be
general; the expected figures are computed from the same generators, never typed in.
"""

from __future__ import annotations

import yaml

from agent.analytics.inference.verbforms import event_forms, participle_forms, verbal_noun_stem
from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_N = 60
_GENDER = ["Kadın", "Erkek", "Erkek"]
_STUDENT = ["Evet", "Hayır", "Hayır", "Evet", "Hayır"]
_HOSPITAL = ["Evet", "Hayır"]
# yaralamalar: woundings (yarala-ma-lar), one row per wounded person
_VACCINATED = ["Evet", "Evet", "Hayır", "Evet", "Hayır", "Evet", "Evet"]
WOUNDINGS = "cinsiyet,yas,il,yil,okuyor,hastaneye_kaldirildi,asilanmis\n" + "".join(
    f"{_GENDER[k % 3]},{18 + k % 40},{['Bursa', 'Konya', 'Izmir', 'Adana'][k % 4]},{2010 + k % 4},"
    f"{_STUDENT[k % 5]},{_HOSPITAL[k % 2]},{_VACCINATED[k % 7]}\n" for k in range(_N))
STORMS = "enlem,boylam,ruzgar_hizi,hava_basinci\n" + "".join(
    f"{10 + k % 7}.5,{120 + k % 5}.25,{60 + k % 30},{990 + k % 20}\n" for k in range(40))
# An English table of events: "injured" counts its rows as "arrested" counts arrests.
INJURIES = "gender,age,site\n" + "".join(
    f"{['Female', 'Male', 'Male'][k % 3]},{20 + k % 30},{['mine', 'mill'][k % 2]}\n" for k in range(30))


def _records() -> list[list[str]]:
    return [line.split(",") for line in WOUNDINGS.strip().splitlines()[1:]]


def test_turkish_verb_forms_are_built_from_the_verbal_noun():
    assert verbal_noun_stem("yaralamalar") == "yarala" and verbal_noun_stem("ödemeler") == "öde".replace("ö", "o")
    assert verbal_noun_stem("elmalar") is None  # "el" is no verb of three letters
    forms = event_forms("yaralamalar")
    assert {"yaralandi", "yaralanan", "yaralananlar", "yaralanmis", "yarali"} <= set(forms)
    assert {"gonderildi", "gonderilen"} <= set(event_forms("gondermeler"))
    yes, no, acts = participle_forms("okuyor")
    assert {"okuyan", "okuyanlar"} <= set(yes) and {"okumayan", "okumayanlar", "okumuyor"} <= set(no)
    assert "okuma" in acts
    yes, no, acts = participle_forms("bekliyor")  # bekle-yor: the a/e narrowed to i
    assert "bekleyen" in yes and "beklemeyen" in no and "bekleme" in acts
    yes, no, acts = participle_forms("ödenmiş")  # the perfect: "has been paid"
    assert {"odenen", "odendi"} <= set(yes) and {"odenmeyen", "odenmemis"} <= set(no) and "odenme" in acts


def test_a_verb_of_the_tables_name_counts_its_rows(tmp_path):
    service = _workspace(tmp_path, {"yaralamalar.csv": WOUNDINGS})
    try:
        women = sum(1 for r in _records() if r[0] == "Kadın")
        assert _rows(service, "kaç kadın yaralandı") == [[women]]
        assert _rows(service, "yaralı sayısı") == [[_N]]
        by_year: dict[int, int] = {}
        for r in _records():
            if r[0] == "Kadın":
                by_year[int(r[3])] = by_year.get(int(r[3]), 0) + 1
        assert _rows(service, "yıllara göre yaralanan kadın sayısı") == sorted([y, c] for y, c in by_year.items())
    finally:
        service.close()


def test_participles_of_a_yes_no_verb_column_are_its_rows(tmp_path):
    service = _workspace(tmp_path, {"yaralamalar.csv": WOUNDINGS})
    try:
        records = _records()
        expected = sum(1 for r in records if r[4] == "Hayır" and r[5] == "Evet")
        assert _rows(service, "okumayanlardan kaç kişi hastaneye kaldırıldı") == [[expected]]
        students = sum(1 for r in records if r[4] == "Evet")
        assert _rows(service, "kaç kişi okuyor") == [[students]]
        assert _rows(service, "okuyanlardan kaç kişi yaralandı") == [[students]]
        unvaccinated = sum(1 for r in records if r[6] == "Hayır")  # aşılanmış: a perfect participle
        assert _rows(service, "aşılanmayan kaç kişi yaralandı") == [[unvaccinated]]
        assert _rows(service, "aşılananların sayısı") == [[_N - unvaccinated]]
        by_state = sorted([v, sum(1 for r in records if r[4] == v)] for v in ("Evet", "Hayır"))
        assert _rows(service, "okuma durumuna göre yaralı sayısı") == by_state
    finally:
        service.close()


def test_turkish_levels_are_averaged_like_their_english_names(tmp_path):
    service = _workspace(tmp_path, {"yaralamalar.csv": WOUNDINGS, "firtinalar.csv": STORMS})
    try:
        model = yaml.safe_load(service.registry.get("mine").semantic_model.read_text(encoding="utf-8"))
        expressions = {m["expression"] for m in model["metrics"].values()}
        for table, column in (("yaralamalar", "yas"), ("firtinalar", "ruzgar_hizi"),
                              ("firtinalar", "hava_basinci"), ("firtinalar", "enlem")):
            assert f'AVG({table}."{column}")' in expressions, column
            assert f'SUM({table}."{column}")' not in expressions, column
        ages = [int(r[1]) for r in _records()]
        assert _rows(service, "yaş") == [[sum(ages) / len(ages)]]
    finally:
        service.close()


def test_the_verb_counts_its_own_table_only(tmp_path):
    service = _workspace(tmp_path, {"yaralamalar.csv": WOUNDINGS, "firtinalar.csv": STORMS})
    try:
        assert _rows(service, "kaç kişi yaralandı") == [[_N]]
        out = _ask(service, "fırtınalarda kaç kişi yaralandı")  # the storms hold no woundings
        assert out["last_event"] != "QUERY_EXECUTED", out["sql"]
    finally:
        service.close()


def test_an_english_event_table_is_counted_by_its_verb(tmp_path):
    service = _workspace(tmp_path, {"injuries.csv": INJURIES})
    try:
        assert _rows(service, "how many women were injured") == [[10]]
    finally:
        service.close()


def test_a_table_dated_by_year_alone_is_suggested_by_year(tmp_path):
    service = _workspace(tmp_path, {"yaralamalar.csv": WOUNDINGS})
    try:
        engine = service.backend("mine", "offline").engine
        turkish, english = engine.suggestions("tr"), engine.suggestions("en")
        assert turkish and english
        assert not any("aylık" in q or "ay " in q.lower() or "toplam average" in q.lower() for q in turkish), turkish
        assert not any("month" in q.lower() for q in english), english
        assert any("yıllara göre" in q.lower() for q in turkish) and any("by year" in q for q in english)
        for question in (*turkish, *english):  # each suggestion still answers
            assert _ask(service, question)["last_event"] == "QUERY_EXECUTED", question
    finally:
        service.close()


def test_turkish_suggestions_name_measures_in_turkish(tmp_path):
    service = _workspace(tmp_path, {"yaralamalar.csv": WOUNDINGS})
    try:
        turkish = service.backend("mine", "offline").engine.suggestions("tr")
        assert turkish and not any("average" in q.lower() or "number of" in q.lower() for q in turkish), turkish
        assert any("ortalama yas" in q.lower() for q in turkish), turkish
    finally:
        service.close()


DRONES = "operator,minutes,temperature\n" + "".join(
    f"{['acme', 'zenith', 'orbit'][k % 3]},{10 + k},{-5 + k % 11}\n" for k in range(33))


def test_flights_are_counted_by_flown(tmp_path):
    service = _workspace(tmp_path, {"drone_flights.csv": DRONES})
    try:
        assert _rows(service, "how many drone flights were flown by acme") == [[11]]
    finally:
        service.close()


def test_level_names_cross_languages(tmp_path):
    service = _workspace(tmp_path, {"drone_flights.csv": DRONES, "yaralamalar.csv": WOUNDINGS})
    try:
        temperatures = [-5 + k % 11 for k in range(33)]
        assert _rows(service, "ortalama sıcaklık") == [[sum(temperatures) / len(temperatures)]]
        ages = [int(r[1]) for r in _records()]
        assert _rows(service, "average age") == [[sum(ages) / len(ages)]]
    finally:
        service.close()


MEMBERS = "gender,age,club\n" + "".join(
    f"{['Female', 'Male'][k % 2]},{30 + k % 20},{['chess', 'rowing'][k % 2]}\n" for k in range(20))
PATIENTS = "gender,age,recovered\n" + "".join(
    f"{['Female', 'Male', 'Male'][k % 3]},{40 + k % 30},{['yes', 'no', 'yes', 'yes'][k % 4]}\n" for k in range(48))


def test_a_value_of_two_tables_is_read_on_the_table_the_question_names(tmp_path):
    service = _workspace(tmp_path, {"members.csv": MEMBERS, "patients.csv": PATIENTS})
    try:
        expected = sum(1 for k in range(48) if k % 3 == 0 and k % 4 != 1)
        assert _rows(service, "how many women recovered") == [[expected]]
    finally:
        service.close()

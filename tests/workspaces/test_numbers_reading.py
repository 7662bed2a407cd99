"""Breakdowns by a measure's own values and thresholds said the Turkish way or with "years old",
each through the real upload path (issue 10).

Every assertion here failed before the rule it tests; the data are small uploaded CSV files and
the expected figures are computed from the same rows, never typed in.
"""

from __future__ import annotations

from collections import Counter, defaultdict

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_FLATS = [(1 + k % 5, 400 + 37 * k, 900 + 13 * k) for k in range(80)]  # rooms, rent, price (one per row)
FLATS = "flat,rooms,rent,price\n" + "".join(f"f{k},{r},{rent},{p}\n" for k, (r, rent, p) in enumerate(_FLATS))
DAIRELER = "daire,oda,kira\n" + "".join(f"d{k},{r},{rent}\n" for k, (r, rent, _) in enumerate(_FLATS))
_SCORES = [1.0 + 0.5 * (k * 7 % 9) for k in range(200)]  # nine scores, each on many reviews
REVIEWS = "review,stars\n" + "".join(f"r{k},{s}\n" for k, s in enumerate(_SCORES))
YORUMLAR = "yorum,yildiz\n" + "".join(f"y{k},{s}\n" for k, s in enumerate(_SCORES))
_AGES = [19 + k * 7 % 45 for k in range(60)]
MEMBERS = "age,sex,fee\n" + "".join(f"{a},{'mf'[k % 2]},{1000 + k}\n" for k, a in enumerate(_AGES))
CALISANLAR = "calisan,yas,maas\n" + "".join(f"c{k},{a},{1000 + k}\n" for k, a in enumerate(_AGES))
_LENGTHS = [12 * k % 170 for k in range(50)]
YOLLAR = "yol,uzunluk_km\n" + "".join(f"y{k},{n}\n" for k, n in enumerate(_LENGTHS))


def _mean_by_rooms() -> list[list[float]]:
    rents: dict[int, list[int]] = defaultdict(list)
    for rooms, rent, _ in _FLATS:
        rents[rooms].append(rent)
    return sorted([r, sum(v) / len(v)] for r, v in rents.items())


def test_by_number_of_a_small_count_groups_by_its_values(tmp_path):
    service = _workspace(tmp_path, {"flats.csv": FLATS})
    try:
        expected = _mean_by_rooms()
        assert [[r, round(v, 6)] for r, v in _rows(service, "average rent by number of rooms")] == [
            [r, round(v, 6)] for r, v in expected]  # not one row of rent and summed rooms
        counts = sorted([r, n] for r, n in Counter(r for r, _, _ in _FLATS).items())
        assert _rows(service, "number of flats by number of rooms") == counts
    finally:
        service.close()


def test_turkish_breakdown_by_a_count_column(tmp_path):
    service = _workspace(tmp_path, {"daireler.csv": DAIRELER})
    try:
        got = _rows(service, "oda sayısına göre ortalama kira")
        assert [[r, round(v, 6)] for r, v in got] == [[r, round(v, 6)] for r, v in _mean_by_rooms()]
    finally:
        service.close()


def test_breakdown_by_a_coarse_decimal_measure(tmp_path):
    """A star rating kept by halves repeats on many rows: its values are classes to break down by."""
    counts = sorted([s, n] for s, n in Counter(_SCORES).items())
    service = _workspace(tmp_path, {"reviews.csv": REVIEWS, "yorumlar.csv": YORUMLAR})
    try:
        assert _rows(service, "number of reviews by stars") == counts
        assert _rows(service, "yıldıza göre yorum sayısı") == counts
    finally:
        service.close()


def test_breakdown_by_a_measure_with_a_value_per_row_is_not_summed(tmp_path):
    """A price with a value on every row is no breakdown: the engine asks, never sums it into one row."""
    service = _workspace(tmp_path, {"flats.csv": FLATS})
    try:
        out = _ask(service, "average rent by price")
        assert out["last_event"] != "QUERY_EXECUTED", out["sql"]
        assert "price" in out["answer"]
    finally:
        service.close()


def test_turkish_threshold_with_an_apostrophe_ablative(tmp_path):
    service = _workspace(tmp_path, {"daireler.csv": DAIRELER, "yollar.csv": YOLLAR})
    try:
        assert _rows(service, "kira 3000'den fazla olan kaç daire var") == [
            [sum(1 for _, rent, _ in _FLATS if rent > 3000)]]
        assert _rows(service, "50 km'den kısa kaç yol var") == [[sum(1 for n in _LENGTHS if n < 50)]]
        assert _rows(service, "100 km'den uzun kaç yol var") == [[sum(1 for n in _LENGTHS if n > 100)]]
    finally:
        service.close()


def test_a_measure_in_the_ablative_is_compared(tmp_path):
    """"40 yaşından büyük": the number, then the measure itself in the ablative, then the comparative."""
    service = _workspace(tmp_path, {"calisanlar.csv": CALISANLAR})
    try:
        assert _rows(service, "40 yaşından büyük kaç çalışan var") == [[sum(1 for a in _AGES if a > 40)]]
        assert _rows(service, "30 yaşından küçük kaç çalışan var") == [[sum(1 for a in _AGES if a < 30)]]
    finally:
        service.close()


def test_years_old_is_the_unit_of_an_age(tmp_path):
    """"under 30 years old": a threshold on the age, no yearly breakdown of a table without dates."""
    service = _workspace(tmp_path, {"members.csv": MEMBERS})
    try:
        assert _rows(service, "how many members were under 30 years old") == [[sum(1 for a in _AGES if a < 30)]]
        assert _rows(service, "how many members were over 50 years old") == [[sum(1 for a in _AGES if a > 50)]]
    finally:
        service.close()


def test_a_comparator_before_a_small_count_keeps_its_meaning(tmp_path):
    """"more than 3 rooms" is rooms > 3, never rooms = 3 (a count column's values are no amounts then)."""
    service = _workspace(tmp_path, {"flats.csv": FLATS})
    try:
        def flats(keep) -> list[list[int]]:
            return [[sum(1 for r, _, _ in _FLATS if keep(r))]]

        assert _rows(service, "how many flats have more than 3 rooms") == flats(lambda r: r > 3)
        assert _rows(service, "how many flats have at least 2 rooms") == flats(lambda r: r >= 2)
        assert _rows(service, "how many flats have no more than 2 rooms") == flats(lambda r: r <= 2)
        assert _rows(service, "how many flats have 4 or more rooms") == flats(lambda r: r >= 4)
        assert _rows(service, "how many flats have 3 rooms") == flats(lambda r: r == 3)  # still a value
    finally:
        service.close()


def test_a_range_of_numbers_keeps_both_ends(tmp_path):
    service = _workspace(tmp_path, {"flats.csv": FLATS, "daireler.csv": DAIRELER, "yollar.csv": YOLLAR})
    try:
        assert _rows(service, "how many flats have a rent between 1000 and 2000") == [
            [sum(1 for _, rent, _ in _FLATS if 1000 <= rent <= 2000)]]
        assert _rows(service, "how many flats have between 2 and 4 rooms") == [
            [sum(1 for r, _, _ in _FLATS if 2 <= r <= 4)]]
        assert _rows(service, "kirası 1000 ile 2000 arasında olan kaç daire var") == [
            [sum(1 for _, rent, _ in _FLATS if 1000 <= rent <= 2000)]]
        assert _rows(service, "uzunluğu 50 ve 100 km arasında kaç yol var") == [
            [sum(1 for n in _LENGTHS if 50 <= n <= 100)]]
    finally:
        service.close()


def test_turkish_en_az_after_a_measure_is_at_least(tmp_path):
    """"kirası en az 2000": at least; "en az" before anything else still ranks (not tested here)."""
    service = _workspace(tmp_path, {"daireler.csv": DAIRELER, "yorumlar.csv": YORUMLAR})
    try:
        assert _rows(service, "kirası en az 2500 olan kaç daire var") == [
            [sum(1 for _, rent, _ in _FLATS if rent >= 2500)]]
        assert _rows(service, "yıldızı en fazla 2 olan kaç yorum var") == [[sum(1 for s in _SCORES if s <= 2)]]
    finally:
        service.close()


_REST = [(2.0 + (k * 7 % 19), round(0.1 + (k * 3 % 6) * 1.1, 1), k % 4) for k in range(60)]
PATIENTS = "patient,rest_total,rest_deep,visits\n" + "".join(
    f"p{k},{t},{d},{v}\n" for k, (t, d, v) in enumerate(_REST))


def test_a_duration_is_taken_as_said_inside_the_one_fitting_range(tmp_path):
    """"rest more than 15 hours": rest_total (2 to 20) holds 15, rest_deep (0.1 to 5.6) does not.

    "rest" alone is the total rest (``rest_total`` said without its "total"), so "less than 3
    hours", which both columns hold, is the total too; "deep rest" would be the other column.
    """
    service = _workspace(tmp_path, {"patients.csv": PATIENTS})
    try:
        assert _rows(service, "how many patients rest more than 15 hours") == [
            [sum(1 for t, _, _ in _REST if t > 15)]]
        assert _rows(service, "how many patients rest less than 3 hours") == [
            [sum(1 for t, _, _ in _REST if t < 3)]]
        for question in ("how many patients rest more than 30 hours",):  # no column holds 30
            out = _ask(service, question)
            assert out["last_event"] != "QUERY_EXECUTED", (question, out["sql"])
    finally:
        service.close()


def test_az_after_a_number_in_the_ablative_is_less_than(tmp_path):
    """"yaşı 30'dan az": "az" (little) after an ablative number compares as "küçük" does (issue 10, twelfth round)."""
    service = _workspace(tmp_path, {"calisanlar.csv": CALISANLAR})
    try:
        assert _rows(service, "yaşı 30'dan az kaç çalışan var") == [[sum(1 for a in _AGES if a < 30)]]
    finally:
        service.close()


def test_a_measure_said_before_its_threshold_is_compared_not_the_one_asked_after_it(tmp_path):
    """"yaşı 40'ın altında olanların ortalama maaşı": the age is compared, the salary averaged (twelfth round).

    A measure right after the comparator is the compared one only when none stands right before the
    number ("2'den fazla çocuğu olan"); before, the salary was compared with 40 and the age averaged.
    """
    service = _workspace(tmp_path, {"calisanlar.csv": CALISANLAR})
    try:
        young = [1000 + k for k, a in enumerate(_AGES) if a < 40]
        assert _rows(service, "yaşı 40'ın altında olanların ortalama maaşı") == [[sum(young) / len(young)]]
    finally:
        service.close()


_TRIPS = [(3 + 11 * k % 400, k % 7) for k in range(90)]  # notice (days booked ahead), days on a waiting list
TRIPS = "trip,notice_period,days_in_queue_wait\n" + "".join(f"t{k},{n},{w}\n" for k, (n, w) in enumerate(_TRIPS))


def test_a_duration_on_the_named_measure_is_taken_as_said_not_on_the_sole_duration_column(tmp_path):
    """"notice period more than 200 days": the named ``notice_period`` holds 200, as said (twenty-fifth round).

    The table's one column named as a duration (``days_in_queue_wait``, "wait") was chosen for any
    duration though no word of the question named it, and having no certain unit the engine asked
    "minutes or days?" ("how many bookings have lead time more than 200 days" was refused). A
    measure the question names whose values hold the number is now compared as said; one that
    holds no such value still leaves the question asked.
    """
    service = _workspace(tmp_path, {"trips.csv": TRIPS})
    try:
        assert _rows(service, "how many trips have a notice period more than 200 days") == [
            [sum(1 for n, _ in _TRIPS if n > 200)]]
        out = _ask(service, "how many trips have a notice period more than 5000 days")  # no row holds 5000
        assert out["last_event"] != "QUERY_EXECUTED", out["sql"]
    finally:
        service.close()


_CREWS = [(k % 9, 7 * k % 11, 1000 + 17 * k) for k in range(70)]  # day shifts, night shifts, pay
CREWS = "crew,works_day_shifts,works_night_shifts,pay\n" + "".join(
    f"c{k},{d},{n},{p}\n" for k, (d, n, p) in enumerate(_CREWS))


def test_a_unit_and_the_noun_after_it_name_one_counted_measure(tmp_path):
    """"worked more than 5 day shifts": ``works_day_shifts`` > 5 (twenty-fifth round).

    "day" was read as the number's unit (5 days, a duration no column is kept in) and "shifts" left
    unknown, so the question was refused; the unit and the noun together are one measure's header
    words, and "worked" is that header's verb. The night shifts are never compared.
    """
    service = _workspace(tmp_path, {"crews.csv": CREWS})
    try:
        expected = [[sum(1 for d, _, _ in _CREWS if d > 5)]]
        assert _rows(service, "how many crews worked more than 5 day shifts") == expected
        assert _rows(service, "how many crews have more than 5 day shifts") == expected
    finally:
        service.close()


_CAMPS = [(k % 6, 5 * k % 3) for k in range(50)]  # week nights, weekend nights slept
CAMPS = "camp,sleeps_in_week_nights,sleeps_in_weekend_nights\n" + "".join(
    f"k{k},{w},{e}\n" for k, (w, e) in enumerate(_CAMPS))


def test_an_unknown_noun_after_a_unit_and_the_header_verb_before_the_comparator(tmp_path):
    """"slept more than 3 week nights": ``sleeps_in_week_nights`` > 3, "slept" its header's verb "sleeps"."""
    service = _workspace(tmp_path, {"camps.csv": CAMPS})
    try:
        assert _rows(service, "how many camps slept more than 3 week nights") == [
            [sum(1 for w, _ in _CAMPS if w > 3)]]
    finally:
        service.close()

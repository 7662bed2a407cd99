"""The size limit comes from the settings; a refused or failed upload writes nothing, says why in
one sentence, and leaves no table and no overlay entry; chosen types are honoured."""

from __future__ import annotations

import pytest

from agent import overlays
from agent.config import Settings, load_settings
from agent.errors import UploadRejected
from agent.workspaces import uploads
from agent.workspaces.staging import UploadProgress


def megabytes_of_csv(mb: float) -> bytes:
    row = b"North,2026-01-01,1234.5,some text to fill the line\n"
    return b"region,day,amount,note\n" + row * int(mb * 1024 * 1024 / len(row))


def nothing_written(service, table: str) -> bool:
    tables = {t.name for t in service.tenant_db("demo").tables(include_values=False)}
    overlay = overlays.read_overlay(service.settings, "demo")
    return table not in tables and table not in (overlay.get("uploads") or {}) \
        and table not in (overlay.get("allowed_tables") or [])


def test_the_limit_is_a_setting_well_above_the_old_50_mb():
    assert Settings().max_upload_mb == 1024
    assert load_settings({"SAMARITAN_MAX_UPLOAD_MB": "3"}).max_upload_mb == 3


def test_a_file_over_the_configured_limit_is_accepted_when_the_limit_allows_it(make_service):
    data = megabytes_of_csv(1.5)
    result = uploads.add_table(make_service(max_upload_mb=2), "demo", "big.csv", data)
    assert result.rows == data.count(b"\n") - 1


def test_a_file_over_the_configured_limit_is_refused_in_one_sentence(make_service):
    service = make_service(max_upload_mb=1)
    with pytest.raises(UploadRejected) as refused:
        uploads.add_table(service, "demo", "big.csv", megabytes_of_csv(1.5))
    message = str(refused.value)
    assert message == "big.csv is 1.5 MB; uploads are limited to 1 MB (SAMARITAN_MAX_UPLOAD_MB)."
    assert nothing_written(service, "big")


def test_a_stream_of_unknown_size_is_cut_off_at_the_limit(tmp_path):
    class Pipe:
        """A file object without a size, as a socket or pipe would be."""

        def __init__(self, data: bytes) -> None:
            self.data, self.at = data, 0

        def read(self, n: int) -> bytes:
            self.at += n
            return self.data[self.at - n:self.at]

    with pytest.raises(UploadRejected, match=r"^big.csv is larger than 1 MB; uploads are limited to 1 MB"):
        uploads.stage_upload("big.csv", Pipe(megabytes_of_csv(9)), max_mb=1)


def test_a_broken_file_leaves_no_table_and_no_overlay_entry(service):
    with pytest.raises(UploadRejected, match=r"^broken.parquet could not be read as a Parquet file"):
        uploads.add_table(service, "demo", "broken.parquet", b"PAR1 not really a parquet file")
    assert nothing_written(service, "broken")
    ragged = b"a,b\n" + b"1,2\n" * 30000 + b"3,4,5,6\n"  # fails while the table is being written
    with pytest.raises(UploadRejected) as refused:
        uploads.add_table(service, "demo", "ragged.csv", ragged)
    assert str(refused.value) == "ragged.csv could not be read: CSV Error on Line: 30002."
    assert nothing_written(service, "ragged")


def test_chosen_types_are_honoured(service):
    csv = b"zip_code,amount,city\n34000,10,Istanbul\n6100,20,Ankara\n35000,5,Izmir\n"
    with uploads.stage_upload("shops.csv", csv) as staged:
        inferred = {c.name: c.db_type for c in uploads.preview_upload(staged).columns}
        assert inferred == {"zip_code": "BIGINT", "amount": "BIGINT", "city": "VARCHAR"}
        chosen = {"zip_code": "VARCHAR", "amount": "DOUBLE"}
        shown = {c.name: c.db_type for c in uploads.preview_upload(staged, overrides=chosen).columns}
        assert shown == {"zip_code": "VARCHAR", "amount": "DOUBLE", "city": "VARCHAR"}
        result = uploads.add_table(service, "demo", "shops.csv", staged, overrides=chosen)
    assert dict(result.columns) == {"zip_code": "VARCHAR", "amount": "DOUBLE", "city": "VARCHAR"}
    rows = service.tenant_db("demo").execute("SELECT zip_code, amount FROM shops ORDER BY zip_code").rows
    assert rows == [("34000", 10.0), ("35000", 5.0), ("6100", 20.0)]


def test_a_chosen_type_that_a_value_late_in_the_file_does_not_fit_writes_nothing(service):
    csv = b"id,amount\n" + b"".join(f"{i},{i}.5\n".encode() for i in range(8000)) + b"8000,unknown\n"
    with pytest.raises(UploadRejected) as refused:
        uploads.add_table(service, "demo", "late.csv", csv, overrides={"amount": "DOUBLE", "id": "VARCHAR"})
    assert str(refused.value) == ("Column amount cannot be DOUBLE: the value “unknown” does not fit; "
                                  "choose another type.")
    assert nothing_written(service, "late")


def test_file_objects_and_paths_are_streamed_with_progress(service, tmp_path):
    path = tmp_path / "targets.csv"
    path.write_bytes(megabytes_of_csv(5))
    steps: list[UploadProgress] = []
    with path.open("rb") as handle:
        result = uploads.add_table(service, "demo", "targets.csv", handle, progress=steps.append)
    copied = [s for s in steps if s.phase == "Copying the file"]
    assert len(copied) >= 2 and copied[-1].done == path.stat().st_size and copied[-1].fraction == 1.0
    assert "Writing table targets" in [s.phase for s in steps]
    assert result.rows == path.read_bytes().count(b"\n") - 1
    again = uploads.add_table(service, "demo", "targets.csv", path, "targets_again")
    assert again.rows == result.rows

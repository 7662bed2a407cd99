"""A lookup table with empty codes still links, and its rows are not what an unknown noun counts.

A list of ports keeps rows without a code (R writes ``NA``): the code column is still the key
the consignments' ``origin`` points at. "how many consignments are from Rotterdam" names a port
by the lookup's name column and the consignments nowhere: the consignments refer to the ports,
so theirs are the rows counted (the lookup has one row per port). Every assertion failed before
its rule (issue 10, endev); the data are small CSV files with words no development set uses.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _links, _workspace

_PORTS = [("Rotterdam", "NLRTM"), ("Antwerp", "BEANR"), ("Hamburg", "DEHAM"), ("Valencia", "ESVLC"),
          ("Piraeus", "GRPIR"), ("Gdansk", "PLGDN"), ("Genoa", "ITGOA"), ("Le Havre", "FRLEH"),
          ("Felixstowe", "GBFXT"), ("Harbour Island", None), ("Old Quay", None)]
PORTS = "port_name,locode\n" + "".join(f'"{n}",{c or "NA"}\n' for n, c in _PORTS)
_CODES = [c for _, c in _PORTS if c]
_MANIFEST = [(k, _CODES[(k * 5) % len(_CODES)], 2 + (k * 11) % 30) for k in range(60)]
MANIFEST = "entry_no,origin,tonnes\n" + "".join(f"{e},{o},{t}\n" for e, o, t in _MANIFEST)


def test_a_code_column_with_empty_cells_is_a_lookup_key(tmp_path):
    service = _workspace(tmp_path, {"ports.csv": PORTS, "manifest.csv": MANIFEST})
    try:
        assert ("manifest", "origin", "ports", "locode") in _links(service)
        rotterdam = sum(o == "NLRTM" for _, o, _ in _MANIFEST)
        assert _rows(service, "how many consignments are from Rotterdam") == [[rotterdam]]
        assert _rows(service, "Rotterdam'dan kaç sevkiyat var") == [[rotterdam]]
    finally:
        service.close()

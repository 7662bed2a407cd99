"""Benchmarks: ``python -m benchmarks`` (``make bench``) measures the whole path and prints one report.

``suite`` runs every section (cold start, question and "Chart this" latency per scale, memory,
Klaro, API load) and prints a table on stderr and one JSON object on stdout; ``questions``,
``klaro`` and ``coldstart`` are its parts (the first two also run as worker processes), and
``load_api`` is the API load benchmark, also usable alone (``python -m benchmarks.load_api``).
"""

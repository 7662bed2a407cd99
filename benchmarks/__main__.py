"""``python -m benchmarks``: run the whole suite (see ``benchmarks.suite``; ``--quick`` for a smaller run)."""

import sys

from benchmarks.suite import main

sys.exit(main())

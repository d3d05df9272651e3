# Two set-up commands (see README): `make run` and `make test`.
VENV ?= .venv
PYTHON ?= python3
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test system-deps

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[embedded,voice,voice-ko,dev]"
	touch $(STAMP)

## Install (once) and start the assistant on the embedded local model: the web page
## (http://127.0.0.1:8765/, with its microphone) always, voice when an audio device exists.
run: $(STAMP)
	$(BIN)/jarvis start

## Install (once), lint, type-check, and run every test (slow model tests included).
test: system-deps $(STAMP)
	$(BIN)/ruff check jarvis_voice tests scripts
	$(BIN)/mypy
	$(BIN)/pytest

system-deps:
	bash scripts/install-system-deps.sh

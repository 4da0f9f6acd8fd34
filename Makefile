# Skirmish: `make play` opens the game, `make test` runs every check CI runs.
# Both install the system packages they need first (scripts/sysdeps.sh).

export CGO_ENABLED := 0
GO ?= go
BIN := bin/skirmish
SMOKE_MAP := maps/crypt.tmx
SMOKE_PNG := $(or $(TMPDIR),/tmp)/skirmish-smoke.png
# FUZZTIME is how long `make fuzz` runs each fuzz target.
FUZZTIME ?= 2m
# SOAK scales the soak tests: `make soak` plays SOAK times as many seeded cases as `make test`.
# SOAK_TIME (a Go duration: SOAK_TIME=10m) runs each soak, each ruleset's in the simulator's,
# for that long instead, on every core; each reports its cases and cases a second.
SOAK ?= 200
SOAK_TIME ?=

.PHONY: play test build bench soak fuzz fmt vet clean sysdeps-play sysdeps-test window-check

play: sysdeps-play build
	./$(BIN)

build:
	$(GO) build -o $(BIN) .

sysdeps-play:
	@scripts/sysdeps.sh play

sysdeps-test:
	@scripts/sysdeps.sh test

fmt:
	@out=$$(gofmt -l .); \
	if [ -n "$$out" ]; then echo "gofmt would change these files:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

# TEST_TIME keeps the last `make test`'s whole time, for the budgets' table (make bench).
TEST_TIME := $(or $(TMPDIR),/tmp)/skirmish-test-time
# BENCH_OUT keeps the last `make bench`'s output; BENCH picks the benchmarks (a -bench regexp).
BENCH_OUT := $(or $(TMPDIR),/tmp)/skirmish-bench.txt
BENCH ?= .
# BENCHTIME is how long each benchmark runs (go test -benchtime): short, so that `make bench`
# takes minutes; the figures are CPU time per operation, which a short run measures as well.
BENCHTIME ?= 200ms
XVFB := xvfb-run -a -s "-screen 0 1280x720x24"

# test: formatting, vet, every test (graphics ones under Xvfb; fuzz seed corpora and a short
# soak included), then a smoke run of `skirmish shot` whose PNG must have real content. The
# tests' report ends with the slowest tests and packages and the whole time (tools/testreport).
test: SHELL := /bin/bash
test: sysdeps-test fmt vet build
	set -o pipefail; $(XVFB) $(GO) test -count=1 -timeout 30m -json ./... | $(GO) run ./tools/testreport -top 15 -time-file $(TEST_TIME)
	$(XVFB) ./$(BIN) shot --map $(SMOKE_MAP) --out $(SMOKE_PNG)
	$(GO) run ./scripts/pngcheck $(SMOKE_PNG)

# window-check: the game in a real window under Xvfb with a window manager, driven by xdotool
# (scripts/window-check.sh): resized and rescaled mid-battle, End turn and the round stay on
# screen; its screenshots go to SKIRMISH_TEST_SHOTS when set.
window-check: sysdeps-test
	SKIRMISH_WINDOW_CHECK=1 $(GO) test -count=1 -run TestRealWindowResizedAndRescaledMidBattle -v .

# bench: the speed and memory budgets of DESIGN.md: the Go benchmarks (each in its thread's CPU
# time, internal/cpubench), a resting screen's CPU (tools/idlecpu, 20 s each), written as the
# table docs/bench.md with the date and the machine (tools/benchtable); then the map-size ladder
# (tools/ladder, a few minutes), which prints its own table.
bench: SHELL := /bin/bash
bench: sysdeps-test
	set -o pipefail; $(XVFB) $(GO) test -run '^$$' -bench '$(BENCH)' -benchtime $(BENCHTIME) -benchmem ./... | tee $(BENCH_OUT)
	set -o pipefail; $(XVFB) $(GO) run ./tools/idlecpu --scene title | tee -a $(BENCH_OUT)
	set -o pipefail; $(XVFB) $(GO) run ./tools/idlecpu --scene battle | tee -a $(BENCH_OUT)
	$(GO) run ./tools/benchtable -in $(BENCH_OUT) -out docs/bench.md -test-time $(TEST_TIME)
	$(XVFB) $(GO) run ./tools/ladder

# soak: the long version of the property tests over many seeded random maps and battles
# (internal/soak); the output keeps each soak's report and any failure.
soak: SHELL := /bin/bash
soak:
	set -o pipefail; SKIRMISH_SOAK=$(SOAK) SOAK_TIME=$(SOAK_TIME) $(GO) test -count=1 -run Soak -v -timeout 24h ./... \
		| grep -vE '^\s*(=== (RUN|PAUSE|CONT|NAME)|--- PASS: \S+/workers)|^(PASS|testing: warning: no tests to run)$$|\[no test(s to run| files)\]$$'

# fuzz: every fuzz target for FUZZTIME each (the seed corpora run in `make test`): every
# loader (maps in XML and JSON, tilesets, templates, ASCII maps, saves, scenarios, catalogs,
# campaigns and their state, settings), the strict JSON reader and the quoting of messages.
# The targets load in memory and hold each input to a limit of the thread's CPU time
# (internal/cpubench), not the wall clock, so a busy machine does not fail them. A new input is
# minimised in at most 100 runs, so that the workers keep fuzzing at a steady rate.
# `make fuzz FUZZTIME=45s` runs the 13 targets in about 10 minutes.
fuzz:
	@for pkg in $$($(GO) list ./...); do \
		for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "fuzzing $$pkg $$f for $(FUZZTIME)"; \
			$(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 100x $$pkg || exit 1; \
		done; \
	done

clean:
	rm -rf bin

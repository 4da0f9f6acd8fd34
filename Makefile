# Skirmish: `make play` opens the game, `make test` runs every check CI runs.
# Both install the system packages they need first (scripts/sysdeps.sh).

export CGO_ENABLED := 0
GO ?= go
BIN := bin/skirmish
SMOKE_MAP := maps/crypt.tmx
SMOKE_PNG := $(or $(TMPDIR),/tmp)/skirmish-smoke.png
# FUZZTIME is how long `make fuzz` runs each fuzz target.
FUZZTIME ?= 2m
# SOAK scales the soak tests: `make soak` plays many more seeded cases than `make test`.
SOAK ?= 200

.PHONY: play test build bench soak fuzz fmt vet clean sysdeps-play sysdeps-test

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

# test: formatting, vet, every test (graphics ones under Xvfb; fuzz seed corpora and a short
# soak included), then a smoke run of `skirmish shot` whose PNG must have real content.
test: sysdeps-test fmt vet build
	xvfb-run -a -s "-screen 0 1280x720x24" $(GO) test -count=1 ./...
	xvfb-run -a -s "-screen 0 1280x720x24" ./$(BIN) shot --map $(SMOKE_MAP) --out $(SMOKE_PNG)
	$(GO) run ./scripts/pngcheck $(SMOKE_PNG)

# bench: the speed and memory budgets of DESIGN.md: the Go benchmarks, a resting screen's CPU
# (tools/idlecpu, 20 s each) and the map-size ladder (tools/ladder, a few minutes).
bench: sysdeps-test
	xvfb-run -a -s "-screen 0 1280x720x24" $(GO) test -run '^$$' -bench . -benchmem ./...
	xvfb-run -a -s "-screen 0 1280x720x24" $(GO) run ./tools/idlecpu --scene title
	xvfb-run -a -s "-screen 0 1280x720x24" $(GO) run ./tools/idlecpu --scene battle
	xvfb-run -a -s "-screen 0 1280x720x24" $(GO) run ./tools/ladder

# soak: the long version of the property tests over many seeded random maps.
soak:
	SKIRMISH_SOAK=$(SOAK) $(GO) test -count=1 -run Soak -timeout 60m ./...

# fuzz: every fuzz target for FUZZTIME each (the seed corpora run in `make test`).
fuzz:
	@for pkg in $$($(GO) list ./...); do \
		for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "fuzzing $$pkg $$f for $(FUZZTIME)"; \
			$(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
		done; \
	done

clean:
	rm -rf bin

# ScrollKit: `make demo` runs the Gallery, `make test` runs the whole suite. Both bootstrap first.
export PATH := /opt/swift/usr/bin:$(PATH)

.PHONY: bootstrap build test test-e2e demo bench docs docs-serve fuzz fuzz-ci sanitize soak

bootstrap:
	@bash scripts/bootstrap.sh

build: bootstrap
	swift build

test: bootstrap
	swift build --build-tests
	swift test --skip-build
	bash scripts/gallery-determinism-test.sh
	bash scripts/cli-test.sh
	bash scripts/swift6-isolation-check.sh
	$(MAKE) docs
	UNDOCUMENTED_FAIL=1 bash scripts/undocumented-symbols.sh
	bash scripts/gallery-xvfb-test.sh
	bash scripts/atspi-test.sh
	bash scripts/examples-test.sh
	$(MAKE) fuzz-ci
	$(MAKE) sanitize

# libFuzzer targets over untrusted input (Fuzz/README.md), under AddressSanitizer, each FUZZ_TIME
# seconds from the seed corpus; `make fuzz-ci` (a step of `make test`, before `make sanitize`) gives each 30 s.
FUZZ_TIME ?= 300
fuzz: bootstrap
	FUZZ_TIME=$(FUZZ_TIME) bash scripts/fuzz.sh
fuzz-ci: bootstrap
	FUZZ_TIME=30 bash scripts/fuzz.sh

# A representative part of the suite under AddressSanitizer and LeakSanitizer (scripts/sanitize.sh):
# scroll view, zooming, tiles, tables, navigation, the tile sources (HTTP too), in .build-asan; the
# last step of `make test` (its cost on 2 cores: docs/bench/README.md, "Sanitizers").
sanitize: bootstrap
	bash scripts/sanitize.sh

# Seeded random gestures over every Gallery screen, headless, SOAK_SECONDS long (default 600), with
# resident memory and live object counts over time (Benchmarks soak; docs/bench/README.md); its figures
# (soak_* keys, the others null) go to SOAK_JSON.
SOAK_SECONDS ?= 600
SOAK_JSON ?= soak.json
soak: bootstrap
	swift build -c release --product Benchmarks
	swift run -c release --skip-build Benchmarks soak --seconds $(SOAK_SECONDS) --json $(SOAK_JSON)

# The Gallery in a real SDL2 window under Xvfb, driven by xdotool (also the last step of `make test`).
test-e2e: bootstrap
	swift build --product Gallery
	bash scripts/gallery-xvfb-test.sh

demo: bootstrap
	swift build --product Gallery
	swift run --skip-build Gallery

# `make bench` also writes the goal figures to bench.json (BENCH_JSON=PATH for another file);
# scripts/bench-readme-table.py turns that file into the goals table of docs/bench/README.md.
BENCH_JSON ?= bench.json
bench: bootstrap
	swift build -c release --product Benchmarks
	swift run -c release --skip-build Benchmarks --json $(BENCH_JSON)

# DocC for UIKit (with QuartzCore and CoreGraphics), ScrollPhysics, LayoutEngine, Tiling, PhotoBrowser and
# TilePyramid, as one combined static site in docs-site/ (git-ignored); warnings fail the build.
# `make docs-serve` serves it at http://localhost:8000/documentation/ (python3 -m http.server).
DOC_TARGETS := UIKit QuartzCore CoreGraphics ScrollPhysics LayoutEngine Tiling PhotoBrowser TilePyramid
docs: bootstrap
	rm -rf docs-site
	swift package --allow-writing-to-directory docs-site generate-documentation \
		$(addprefix --target ,$(DOC_TARGETS)) --enable-experimental-combined-documentation \
		--output-path docs-site --transform-for-static-hosting --warnings-as-errors
	@echo "docs: docs-site/ (make docs-serve, then open http://localhost:8000/documentation/)"

docs-serve:
	@[ -d docs-site ] || $(MAKE) docs
	cd docs-site && python3 -m http.server 8000

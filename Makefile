# ScrollKit: `make demo` runs the Gallery, `make test` runs the whole suite. Both bootstrap first.
export PATH := /opt/swift/usr/bin:$(PATH)

.PHONY: bootstrap build test test-e2e demo bench docs docs-serve

bootstrap:
	@bash scripts/bootstrap.sh

build: bootstrap
	swift build

test: bootstrap
	swift build --build-tests
	swift test --skip-build
	bash scripts/gallery-determinism-test.sh
	bash scripts/cli-test.sh
	$(MAKE) docs
	UNDOCUMENTED_FAIL=1 bash scripts/undocumented-symbols.sh
	bash scripts/gallery-xvfb-test.sh
	bash scripts/examples-test.sh

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

# ScrollKit: `make demo` runs the Gallery, `make test` runs the whole suite. Both bootstrap first.
export PATH := /opt/swift/usr/bin:$(PATH)

.PHONY: bootstrap build test test-e2e demo bench

bootstrap:
	@bash scripts/bootstrap.sh

# PropertyBased first: scripts/build-property-based-first.sh says why.
build: bootstrap
	bash scripts/build-property-based-first.sh
	swift build

test: bootstrap
	bash scripts/build-property-based-first.sh
	swift build --build-tests
	swift test --skip-build
	bash scripts/gallery-determinism-test.sh
	bash scripts/cli-test.sh
	bash scripts/gallery-xvfb-test.sh

# The Gallery in a real SDL2 window under Xvfb, driven by xdotool (also the last step of `make test`).
test-e2e: bootstrap
	swift build --product Gallery
	bash scripts/gallery-xvfb-test.sh

demo: bootstrap
	swift build --product Gallery
	swift run --skip-build Gallery

bench: bootstrap
	swift build -c release --product Benchmarks
	swift run -c release --skip-build Benchmarks

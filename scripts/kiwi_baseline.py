#!/usr/bin/env python3
"""Kiwi baseline for Sources/Benchmarks/SolverBenchmark.swift (the labels2d(N) workload).

Builds the same labels2d(N) systems as the Swift benchmark (same variables, same constraints, same order)
with kiwisolver, times the same phases, and prints one tab-separated line per row:
    <row>\t<N>\t<median seconds>\t<samples>
Lines starting with '#' are notes. Exit code 3 means kiwisolver is not installed.
Kiwi has no in-place constant update, so "constant change" is remove + add + updateVariables (K3 in docs/ARCHITECTURE.md#auto-layout).
Strengths are Kiwi's summed weights: priority p -> kiwi strength p; edits at create(999, 0, 0).
Usage: python3 scripts/kiwi_baseline.py [N ...]   (default 100 1000 3000)
"""
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    print("# kiwisolver is not installed (pip install kiwisolver)")
    sys.exit(3)

EDIT = kiwi.strength.create(999, 0, 0)
REQUIRED = kiwi.strength.required
WIDTHS = [320, 375, 414, 768, 1024, 1366]


def runs_for(n):
    return 7 if n <= 100 else 5 if n <= 1000 else 3


def labels2d(n):
    """Variables and constraints in creation order; returns what the phases need."""
    frame_w, frame_h = kiwi.Variable("frameW"), kiwi.Variable("frameH")
    content_w, content_h = kiwi.Variable("contentW"), kiwi.Variable("contentH")
    cs = [
        (content_w == frame_w) | REQUIRED,
        (frame_w >= 0) | REQUIRED,
        (frame_h >= 0) | REQUIRED,
    ]
    labels, spacings = [], []
    prev = None
    for i in range(n):
        x, y = kiwi.Variable("x%d" % i), kiwi.Variable("y%d" % i)
        w, h = kiwi.Variable("w%d" % i), kiwi.Variable("h%d" % i)
        cs.append((x == 10) | REQUIRED)
        cs.append((x + w == content_w - 10) | REQUIRED)
        if prev is None:
            spacing = (y == 10) | REQUIRED
        else:
            spacing = (y == prev[1] + prev[3] + 10) | REQUIRED
        spacings.append((len(cs), prev))
        cs.append(spacing)
        cs.append((w <= 100) | 250)
        cs.append((w >= 100) | 750)
        cs.append((h <= 20) | 250)
        cs.append((h >= 20) | 750)
        labels.append((x, y, w, h))
        prev = (x, y, w, h)
    cs.append((content_h == prev[1] + prev[3] + 10) | REQUIRED)
    return frame_w, frame_h, content_w, content_h, labels, cs, spacings


def fresh(n):
    frame_w, frame_h, content_w, content_h, labels, cs, spacings = labels2d(n)
    s = kiwi.Solver()
    s.addEditVariable(frame_w, EDIT)
    s.addEditVariable(frame_h, EDIT)
    s.suggestValue(frame_w, 320)
    s.suggestValue(frame_h, 480)
    return s, frame_w, content_h, labels, cs, spacings


def check(n, s, frame_w, content_h, labels, spacing=10):
    s.updateVariables()
    expected = 10 + 30 * n + (spacing - 10)
    assert abs(content_h.value() - expected) < 1e-6, (content_h.value(), expected)
    for (_, _, w, _) in labels:
        assert abs(w.value() - (frame_w.value() - 20)) < 1e-6


def bench(n):
    runs = runs_for(n)
    build = []
    for _ in range(runs + 1):  # the first run warms up
        s, frame_w, content_h, labels, cs, spacings = fresh(n)
        t0 = time.perf_counter()
        for c in cs:
            s.addConstraint(c)
        build.append(time.perf_counter() - t0)
    build = build[1:]
    check(n, s, frame_w, content_h, labels)
    emit("add-all", n, build)

    resize = []
    cycles = max(3, 3000 // n)
    for _ in range(cycles):
        t0 = time.perf_counter()
        for width in WIDTHS:
            s.suggestValue(frame_w, width)
            s.updateVariables()
        resize.append((time.perf_counter() - t0) / len(WIDTHS))
    s.suggestValue(frame_w, 320)
    check(n, s, frame_w, content_h, labels)
    emit("resize", n, resize)

    # Replace the middle label's spacing constraint (10 <-> 30): Kiwi can only remove and re-add.
    index, prev = spacings[n // 2]
    _, y, _, _ = labels[n // 2]
    current = cs[index]
    replace = []
    repeats = 5 if n <= 1000 else 1
    for k in range(repeats):
        spacing = 30 if k % 2 == 0 else 10
        new = (y == prev[1] + prev[3] + spacing) | REQUIRED
        t0 = time.perf_counter()
        s.removeConstraint(current)
        s.addConstraint(new)
        s.updateVariables()
        replace.append(time.perf_counter() - t0)
        current = new
    check(n, s, frame_w, content_h, labels, spacing)
    emit("constant change", n, replace)


def emit(row, n, samples):
    print("%s\t%d\t%.9g\t%d" % (row, n, statistics.median(samples), len(samples)), flush=True)


if __name__ == "__main__":
    sizes = [int(a) for a in sys.argv[1:]] or [100, 1000, 3000]
    print("# kiwisolver %s" % kiwi.__version__)
    for n in sizes:
        bench(n)

#!/usr/bin/env python3
"""Writes the performance-goals table (issue 15) of docs/bench/README.md from `Benchmarks --json` output.

Usage: scripts/bench-readme-table.py [--check] [FILE.md] RUN.json [RUN.json ...] [--newer RUN.json ...]

FILE.md is the Markdown file whose table is replaced; without one, docs/bench/README.md (the measurements
page, next to the runs it was made from).

Runs after --newer supersede the others for every figure they have (not null): a branch that changed
one benchmark (say the gigapixel viewer) re-runs only that one, and the table takes its figures from
those runs and every other figure from the full runs. The table's heading says which runs are newer.

Each RUN.json is one `make bench` (or `Benchmarks --json PATH`) run. With several runs (the machine is
shared, so one run is noisy) each figure is the median over the runs that have it, with the range.
The table replaces everything between the `<!-- bench-goals:start -->` and `<!-- bench-goals:end -->`
lines of that file. A goal "holds" when the median meets it. --check prints the table and changes
nothing. Figures are read by name in this script's order, never in a dictionary's order.
"""
import json
import os
import statistics
import sys

START, END = "<!-- bench-goals:start -->", "<!-- bench-goals:end -->"
# The measurements page, relative to the repository root (this script's parent folder).
DEFAULT_TABLE_FILE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "bench", "README.md"))

# (key, what it is, goal as text, limit: the median must be <= it (None: no goal, shown for comparison), unit format)
GOALS = [
    ("composite_scroll_labels_x_memcpy", "composite, scrolling 1,000 labels (median)", "≤ 3× memcpy", 3, "{:.2f}×"),
    ("composite_pinch_photo_x_memcpy", "composite, pinching a 4000×3000 photo (median)", "≤ 3× memcpy", 3, "{:.2f}×"),
    ("composite_gigapixel_x_memcpy", "composite, gigapixel session (median)", "≤ 3× memcpy", 3, "{:.2f}×"),
    ("composite_pinch_photo_x_floor", "composite, pinching the photo, over cairo alone drawing the same image into the same rect (CompositorFloor)",
     "— (1 = cairo's floor)", None, "{:.2f}×"),
    ("composite_gigapixel_x_floor", "composite, gigapixel session, over cairo alone drawing what its median frame draws (CompositorFloor)",
     "— (1 = cairo's floor)", None, "{:.2f}×"),
    ("composite_floor_screen_x_memcpy", "cairo alone: one screen of 256-px tiles scaled by 0.75, bilinear, copied",
     "— (the floor, shown for comparison)", None, "{:.1f}×"),
    ("frame_p95_ms_scroll_labels", "frame work p95, scrolling labels", "≤ 8.33 ms", 8.33, "{:.2f} ms"),
    ("frame_p95_ms_pinch_photo", "frame work p95, pinching the photo", "≤ 8.33 ms", 8.33, "{:.2f} ms"),
    ("frame_p95_ms_gigapixel", "frame work p95, gigapixel session", "≤ 8.33 ms", 8.33, "{:.2f} ms"),
    ("frame_p95_ms_gigapixel_jpeg", "frame work p95, gigapixel session on the same image as Deep Zoom with JPEG tiles",
     "≤ 8.33 ms", 8.33, "{:.2f} ms"),
    ("composite_gigapixel_p95_x_memcpy", "composite alone, gigapixel session (p95; no tile decoding in it)",
     "— (shown for comparison: over 8.33 ms of work alone)", None, "{:.1f}×"),
    ("tick_decelerating_10k_percent_of_frame", "deceleration tick, 10,000 subviews", "≤ 1 % of 8.33 ms", 1, "{:.2f} %"),
    ("tick_decelerating_10k_over_1k", "deceleration tick, 10,000 plain subviews over 1,000 (median)", "≤ 1.5×", 1.5, "{:.2f}×"),
    ("tick_decelerating_10k_over_1k_p95", "the same, p95 over p95", "≤ 1.5×", 1.5, "{:.2f}×"),
    ("tick_decelerating_labels_10k_percent_of_frame", "deceleration tick, 10,000 rows of a label and an image",
     "≤ 1 % of 8.33 ms", 1, "{:.2f} %"),
    ("tick_hosted_10k_percent_of_frame", "deceleration tick between composites (as a host runs frames), 10,000 plain subviews",
     "≤ 1 % of 8.33 ms", 1, "{:.2f} %"),
    ("tick_hosted_10k_over_1k", "that tick at 10,000 subviews over 1,000 (median)", "≤ 1.5×", 1.5, "{:.2f}×"),
    ("tick_hosted_10k_over_1k_p95", "that tick at 10,000 subviews over 1,000 (p95)", "≤ 1.5×", 1.5, "{:.2f}×"),
    ("tick_hosted_10k_p95_percent_of_frame", "that tick at 10,000 subviews, p95", "— (shown for comparison)", None, "{:.2f} %"),
    ("tick_hosted_labels_10k_percent_of_frame", "that tick with 10,000 rows of a label and an image",
     "≤ 1 % of 8.33 ms", 1, "{:.2f} %"),
    ("composite_decelerating_10k_over_1k", "the composite between those ticks (display, tiles, composite) at 10,000 plain subviews over 1,000 (median)",
     "≤ 1.5×", 1.5, "{:.2f}×"),
    ("first_frame_labels_x_memcpy", "first frame of 1,000 labels", "≤ 10× memcpy", 10, "{:.1f}×"),
    ("first_sharp_frames", "gigapixel: frames to the first sharp view", "≤ 6", 6, "{:.0f}"),
    ("first_sharp_work_ms", "gigapixel: work to the first sharp view", "≤ 100 ms", 100, "{:.0f} ms"),
    ("first_sharp_work_ms_jpeg", "gigapixel, JPEG tiles: work to the first sharp view", "≤ 100 ms", 100, "{:.0f} ms"),
    ("first_sharp_tiles_drawn_frames", "gigapixel: frames to the first view with every tile drawn (the last ones still fading in)",
     "— (shown for comparison)", None, "{:.0f}"),
    ("first_sharp_tiles_drawn_work_ms", "gigapixel: work to the first view with every tile drawn", "— (shown for comparison)", None, "{:.0f} ms"),
    ("fling_frames_lacking_level_fraction", "gigapixel: fling frames lacking the wanted level", "≤ 5 %", 0.05, "pct"),
    ("fling_frames_lacking_ideal_level_fraction", "gigapixel: fling frames lacking the ideal level (level(forDeviceScale:); no motion rule)",
     "— (shown for comparison)", None, "pct"),
    ("gigapixel_peak_memory_mib", "gigapixel: peak memory over baseline", "≤ 64 MiB", 64, "{:.1f} MiB"),
    ("gigapixel_peak_memory_mib_jpeg", "gigapixel, JPEG tiles: peak memory over baseline", "≤ 64 MiB", 64, "{:.1f} MiB"),
    ("bitmap_layout_labels_x_native", "big-endian ARGB context over the caller's buffer, render of 1,000 labels, over cairo's layout (issue 24)",
     "≤ 1.5× native", 1.5, "{:.2f}×"),
    ("bitmap_layout_pinch_x_native", "big-endian ARGB context over the caller's buffer, render of the pinched photo, over cairo's layout",
     "≤ 1.5× native", 1.5, "{:.2f}×"),
    ("bitmap_layout_labels_owned_x_native", "big-endian ARGB context with data: nil, render of 1,000 labels + makeImage(), over cairo's layout",
     "≤ 1.5× native", 1.5, "{:.2f}×"),
    ("bitmap_layout_pinch_owned_x_native", "big-endian ARGB context with data: nil, render of the pinched photo + makeImage(), over cairo's layout",
     "≤ 1.5× native", 1.5, "{:.2f}×"),
    # `make soak` (issue 30): a separate run (SOAK_JSON), ten minutes of seeded gestures over every Gallery screen.
    ("soak_growth_after_warm_up_mib", "soak: resident memory growth after warm-up (`make soak`, issue 30)", "≤ 2 MiB", 2, "{:.2f} MiB"),
    ("soak_live_views_growth", "soak: views in the window at the home list, last round minus first after warm-up", "no growth", 0, "{:+.0f}"),
    ("soak_live_layers_growth", "soak: layers in the window at the home list, the same", "no growth", 0, "{:+.0f}"),
    ("soak_live_timers_growth", "soak: live host timers and display links, the same", "no growth", 0, "{:+.0f}"),
]


def fmt(value, form):
    if form == "pct":
        return "{:.0f} %".format(value * 100)
    return form.format(value)


def table(runs, newer=()):
    # The memcpy the ratios were divided by: the newer runs' where they measured it.
    memcpy = ([r["memcpy_frame_ms"] for r in newer if r.get("memcpy_frame_ms") is not None]
              or [r["memcpy_frame_ms"] for r in runs if r.get("memcpy_frame_ms") is not None])
    lines = [
        "Goals of issue 15, from `make bench` (bench.json; {} run{}, release build, this 2-core machine shared with other builds; "
        "memcpy of one 1920×1080×4 frame: median {} in the same runs). Generated by `scripts/bench-readme-table.py`."
        .format(len(runs), "" if len(runs) == 1 else "s", "{:.3f} ms".format(statistics.median(memcpy)) if memcpy else "—"),
    ]
    if newer:
        lines[0] += (" Figures that {} newer run{} of only some benchmarks measured are taken from those alone: {}."
                     .format(len(newer), "" if len(newer) == 1 else "s",
                             ", ".join("`{}`".format(k) for k, *_ in GOALS if any(isinstance(r.get(k), (int, float)) for r in newer))))
    lines += [
        "",
        "| figure (bench.json key) | goal | measured, median (range) | holds |",
        "|---|---|---|---|",
    ]
    for key, what, goal, limit, form in GOALS:
        values = [r[key] for r in newer if isinstance(r.get(key), (int, float))]
        if not values:
            values = [r[key] for r in runs if isinstance(r.get(key), (int, float))]
        if not values:
            measured, holds = "not measured", "—"
        else:
            m = statistics.median(values)
            measured = fmt(m, form)
            if len(values) > 1:
                measured += " ({} – {})".format(fmt(min(values), form), fmt(max(values), form))
            holds = "—" if limit is None else "yes" if m <= limit else "**no**"
        lines.append("| {} (`{}`) | {} | {} | {} |".format(what, key, goal, measured, holds))
    return "\n".join(lines)


def main(argv):
    if "--help" in argv or "-h" in argv:
        print(__doc__)
        return
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if args and args[0].endswith(".md"):
        readme, paths = args[0], args[1:]
    else:
        readme, paths = DEFAULT_TABLE_FILE, args
    if not paths or paths[0] == "--newer":
        sys.exit(__doc__)
    newer_paths = []
    if "--newer" in paths:
        i = paths.index("--newer")
        paths, newer_paths = paths[:i], paths[i + 1:]

    def load(ps):
        out = []
        for p in ps:
            with open(p, encoding="utf-8") as f:
                out.append(json.load(f))
        return out
    runs, newer = load(paths), load(newer_paths)
    text = table(runs, newer)
    if check:
        print(text)
        return
    with open(readme, encoding="utf-8") as f:
        content = f.read()
    if START not in content or END not in content:
        sys.exit("{}: no {} … {} lines to replace".format(readme, START, END))
    head, rest = content.split(START, 1)
    _, tail = rest.split(END, 1)
    with open(readme, "w", encoding="utf-8") as f:
        f.write(head + START + "\n" + text + "\n" + END + tail)
    print("{}: goals table written from {} run(s)".format(readme, len(runs)))


if __name__ == "__main__":
    main(sys.argv[1:])

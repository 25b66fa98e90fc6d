#!/usr/bin/python3
"""The Gallery read, pressed, scrolled and typed into through AT-SPI2 (pyatspi), as a screen reader does.

Run by scripts/atspi-test.sh, which starts the bus, the registry, Xvfb and the Gallery window. Every step
is checked against the screen itself: the window's pixels (ImageMagick `import` of the window's AT-SPI
extents) or the geometry the Gallery's screens are built with. Prints PASS/FAIL lines, the 100,000-row
contacts walk time, and exits 1 on any failure.
"""
import os
import subprocess
import sys
import time

import pyatspi

from atspi_client import APP, pump, walk

OUT = os.environ.get("ATSPI_OUT", "out/atspi")
ROW_HEIGHT = 52          # GalleryHomeViewController.rowHeight
THIRTY_LABELS_TITLE = "30 labels"

passed = 0
failed = 0
heard = []               # announcements received by the event listener


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"PASS: {name}" + (f" ({detail})" if detail else ""), flush=True)
    else:
        failed += 1
        print(f"FAIL: {name}" + (f" ({detail})" if detail else ""), flush=True)
    return ok


def wait_for(predicate, timeout=10.0):
    end = time.time() + timeout
    while time.time() < end:
        try:
            value = predicate()
        except Exception:   # an object left the tree mid-walk: ask again
            value = None
        if value:
            return value
        pump(0.1)
    return None


def find(root, role=None, name=None, showing=None):
    hits = []
    for o in walk(root):
        try:
            matched = matches(o, role, name, showing)
        except Exception:   # left the tree while we looked
            continue
        if matched:
            hits.append(o)
    return hits


def matches(o, role, name, showing):
    if True:
        if role is not None and o.getRoleName() != role:
            return False
        if name is not None and o.name != name:
            return False
        if showing is not None and o.getState().contains(pyatspi.STATE_SHOWING) != showing:
            return False
        return True


def extents(o):
    e = o.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return (e.x, e.y, e.width, e.height)


def shot(rect, path):
    x, y, w, h = rect
    subprocess.run(["import", "-window", "root", "-crop", f"{w}x{h}+{x}+{y}", "+repage", path], check=True, timeout=20)
    return path


def differing_pixels(a, b):
    r = subprocess.run(["compare", "-metric", "AE", a, b, "null:"], capture_output=True, text=True, timeout=20)
    try:
        return int(float(r.stderr.split()[0]))
    except (ValueError, IndexError):
        return -1


def do_action(o, name):
    action = o.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == name:
            return action.doAction(i)
    raise RuntimeError(f"{o.getRoleName()} '{o.name}' has no action '{name}'")


def window_of(app):
    return app.getChildAtIndex(0)


def heading(app, title):
    return [h for h in find(window_of(app), role="heading", name=title)]


def settled_on(app, title):
    """The screen titled title is the only one in the tree: a push or pop has finished (a row pressed
    during the back transition would be ignored, as UIKit ignores a push during a transition)."""
    headings = find(window_of(app), role="heading")
    return len(headings) == 1 and headings[0].name == title


def go_home(app):
    """The navigation bar's back button until the home list's heading alone shows."""
    for _ in range(3):
        if wait_for(lambda: settled_on(app, APP), 3):
            pump(1.0)   # the pop's last frames: a push pressed during them would be ignored
            return True
        backs = [b for b in find(window_of(app), role="push button") if b.name and b.name not in titles(app)]
        backs = [b for b in backs if extents(b)[1] - extents(window_of(app))[1] < 100]
        if not backs:
            return False
        do_action(backs[0], "press")
        wait_for(lambda: settled_on(app, APP), 10)
    return bool(wait_for(lambda: settled_on(app, APP), 5))


_titles = []


def titles(app):
    return _titles


def open_row(app, title, screen_heading=None, timeout=15):
    """Presses the home row named title; true once the pushed screen's heading (its title) shows."""
    rows = find(window_of(app), role="push button", name=title)
    if not rows:
        return False
    do_action(rows[0], "press")
    return wait_for(lambda: settled_on(app, screen_heading or title), timeout) is not None


def main():
    global _titles
    desktop = pyatspi.Registry.getDesktop(0)
    app = wait_for(lambda: next((a for a in desktop if a is not None and a.name == APP), None), 30)
    if not check("the Gallery registers with the AT-SPI registry", app is not None, f"application '{APP}'"):
        return
    pyatspi.Registry.registerEventListener(lambda e: heard.append(str(e.any_data)), "object:announcement")
    window = window_of(app)
    check("the window is a frame named after its screen", window.getRoleName() == "frame" and window.name == APP,
          f"{window.getRoleName()} '{window.name}'")
    wx, wy, ww, wh = extents(window)
    check("the frame's extents are the window's (320x480)", (ww, wh) == (320, 480), f"{wx},{wy} {ww}x{wh}")

    # 1. The home list: the rows as named buttons in a scroll pane, the title as a heading.
    title = heading(app, APP)
    check("the navigation bar's title is a heading", len(title) == 1 and extents(title[0])[1] < wy + 100,
          f"{len(title)} heading(s) '{APP}'")
    panes = find(window, role="scroll pane")
    rows = find(panes[0], role="push button") if panes else []
    _titles = [r.name for r in rows]
    ys = [extents(r)[1] for r in rows]
    steps = {b - a for a, b in zip(ys, ys[1:])}
    check("the home list's rows are named push buttons in a scroll pane, 52 pt apart",
          len(rows) >= 20 and all(r.name for r in rows) and steps == {ROW_HEIGHT} and THIRTY_LABELS_TITLE in _titles,
          f"{len(rows)} rows, first '{rows[0].name if rows else None}', spacing {sorted(steps)}")
    showing = [r for r in rows if r.getState().contains(pyatspi.STATE_SHOWING)]
    below = [r for r in rows if extents(r)[1] >= wy + wh]
    check("rows below the window are visible but not showing",
          len(below) > 0 and not any(r.getState().contains(pyatspi.STATE_SHOWING) for r in below)
          and len(showing) == len(rows) - len(below), f"{len(showing)} showing, {len(below)} below the window")

    # 2. Press a row through the Action interface: the pushed screen's heading appears, and the pixels change.
    before = shot(extents(window), f"{OUT}/1-home.png")
    pushed = open_row(app, THIRTY_LABELS_TITLE)
    pump(1.0)
    after = shot(extents(window), f"{OUT}/2-thirty-labels.png")
    check("pressing the '30 labels' row pushes its screen (heading appears, window redrawn)",
          pushed and differing_pixels(before, after) > 1000, f"{differing_pixels(before, after)} pixels changed")

    # 3. Scroll the 30-label screen: Action "scroll down", then Component.scrollTo on the last label.
    pane = next((p for p in find(window, role="scroll pane") if find(p, role="label")), None)
    labels = find(pane, role="label") if pane else []
    shown_before = {l.name for l in labels if l.getState().contains(pyatspi.STATE_SHOWING)}
    if pane is not None:
        do_action(pane, "scroll down")
    pump(0.5)
    shown_after = wait_for(lambda: {l.name for l in find(pane, role="label") if l.getState().contains(pyatspi.STATE_SHOWING)} - shown_before, 5) or set()
    moved = shot(extents(window), f"{OUT}/3-scrolled.png")
    print(f"heard after 'scroll down': {heard}", flush=True)
    check("'scroll down' on the scroll pane shows new labels (and the window redraws)",
          len(labels) >= 30 and len(shown_after) > 0 and differing_pixels(after, moved) > 1000,
          f"{len(labels)} labels, newly showing {sorted(shown_after)[:3]}…")
    last = labels[-1] if labels else None
    if last is not None:
        last.queryComponent().scrollTo(pyatspi.SCROLL_ANYWHERE)
    ok = wait_for(lambda: last.getState().contains(pyatspi.STATE_SHOWING), 5) if last is not None else False
    inside = False
    if ok:
        lx, ly, lw, lh = extents(last)
        inside = wy <= ly and ly + lh <= wy + wh
    check("Component.scrollTo brings the last label into the window", bool(ok) and inside,
          f"'{last.name if last else None}' at {extents(last) if last else None}")

    # 4. The photo browser pages, and the page-scrolled announcement is heard.
    check("back to the home list through the navigation bar's back button", go_home(app))
    opened = open_row(app, "Photo browser")
    pump(1.0)   # the push slides in; page once it has settled, as a user would
    pane = wait_for(lambda: next((p for p in find(window_of(app), role="scroll pane")
                                  if find(p, role="image", name="Photo 1 of 12") or find(p, role="image")), None), 10)
    heard.clear()
    before = shot(extents(window), f"{OUT}/4-photo.png")
    paged = do_action(pane, "scroll right") if pane is not None else False
    wait_for(lambda: any(h.startswith("Page 2 of") for h in heard), 5)
    after = shot(extents(window), f"{OUT}/5-photo-page-2.png")
    check("'scroll right' pages the photo browser and 'Page 2 of N' is announced",
          opened and any(h.startswith("Page 2 of") for h in heard) and differing_pixels(before, after) > 1000,
          f"action {'done' if paged else 'refused'}, heard {heard}")

    # 5. Type into a text field through EditableText: the text is there and the field's pixels change.
    check("back to the home list", go_home(app))
    opened = open_row(app, "Text fields")
    field = wait_for(lambda: find(window_of(app), role="entry"), 10)
    field = field[0] if field else None
    typed = "ScrollKit"
    if field is not None:
        rect = extents(field)
        before = shot(rect, f"{OUT}/6-field.png")
        field.queryEditableText().insertText(0, typed, len(typed))
        wait_for(lambda: field.queryText().getText(0, -1) == typed, 5)
        pump(0.5)
        after = shot(rect, f"{OUT}/7-field-typed.png")
        text = field.queryText().getText(0, -1)
        check("EditableText.insertText types into the field (its Text reads it, its pixels change)",
              opened and text == typed and differing_pixels(before, after) > 50,
              f"text '{text}', {differing_pixels(before, after)} pixels changed, focused "
              f"{field.getState().contains(pyatspi.STATE_FOCUSED)}")
    else:
        check("the Text fields screen shows an entry", False)

    # 6. The 100,000-row contacts screen: a whole walk costs what a screenful costs.
    check("back to the home list from the text fields", go_home(app))
    # The debug build makes the 100,000 contacts before the screen shows: allow it time.
    opened = open_row(app, "Contacts (100,000 rows)", "Contacts", timeout=45)
    wait_for(lambda: find(window_of(app), role="table cell"), 10)
    pump(1.0)
    times = []
    count = 0
    for _ in range(5):
        start = time.perf_counter()
        count = len(walk(app))
        times.append(time.perf_counter() - start)
    times.sort()
    cells = find(window_of(app), role="table cell")
    print(f"contacts walk: {count} objects, {len(cells)} table cells, median {times[2] * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms (5 walks)")
    check("the 100,000-row contacts screen exposes only its visible rows", opened and 0 < len(cells) < 40,
          f"{len(cells)} cells of 100,000 rows; walk median {times[2] * 1000:.0f} ms")


if __name__ == "__main__":
    try:
        main()
    except Exception as error:   # report, never hang
        import traceback
        traceback.print_exc()
        check("the walk completes", False, repr(error))
    print(f"{passed} passed, {failed} failed")
    sys.exit(0 if failed == 0 else 1)

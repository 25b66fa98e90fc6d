#!/usr/bin/python3
"""Moves AT-SPI focus through the Gallery's home list rows, one at a time, so a running Orca reads them.

Run by scripts/orca-readout.sh (not part of make test). Orca's keyboard commands do not reach it under
Xvfb here (see README's accessibility note), so focus is moved from the client side: Component.grabFocus
on each visible row, which the bridge answers with an object:state-changed:focused event, the same
event a Tab through the rows would send. Orca speaks what it hears; its debug log records it.
"""
import time

import pyatspi

from atspi_client import APP, pump, walk


app = None
for _ in range(100):
    desktop = pyatspi.Registry.getDesktop(0)
    app = next((a for a in desktop if a is not None and a.name == APP), None)
    if app is not None:
        break
    pump(0.1)
if app is None:
    raise SystemExit(f"{APP} not found on the accessibility bus")

def is_row(o):
    try:   # the home list's rows are push buttons inside its scroll pane (see scripts/atspi-test.py)
        return (o.getRole() == pyatspi.ROLE_PUSH_BUTTON and o.parent is not None
                and o.parent.getRole() == pyatspi.ROLE_SCROLL_PANE
                and o.getState().contains(pyatspi.STATE_SHOWING))
    except Exception:
        return False


rows = []
for _ in range(50):   # the window's first frames build the list
    rows = [o for o in walk(app) if is_row(o)]
    if rows:
        break
    pump(0.2)
print(f"{len(rows)} visible home list rows", flush=True)
heard = []
pyatspi.Registry.registerEventListener(lambda e: heard.append(e.source.name),
                                       "object:state-changed:focused")
# The first row has focus when the window opens, so focus moving to it first is no change and Orca
# says nothing; it is visited again at the end, after the others, as a Shift-Tab back up would.
for row in rows[:8] + rows[:1]:
    moved = row.queryComponent().grabFocus()
    pump(1.5)   # Orca speaks each focus change before the next one interrupts it
    focused = row.getState().contains(pyatspi.STATE_FOCUSED)
    print(f"focus -> {row.name}: grabFocus {moved}, focused {focused}, events {heard}", flush=True)
    heard.clear()

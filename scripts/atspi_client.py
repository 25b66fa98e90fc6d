"""What scripts/atspi-test.py and scripts/orca-readout.py share as pyatspi clients of the Gallery:
the application's name on the bus, pumping GLib so events arrive, and walking the exposed tree."""
import time

from gi.repository import GLib

APP = "ScrollKit Gallery"   # UIApplication's name as the SDL host registers it (the window title given to SDLWindowHost in Sources/Gallery/GalleryCommand.swift)


def pump(seconds=0.05):
    """Lets pyatspi deliver events for a moment."""
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.iteration(False):
            pass
        time.sleep(0.01)


def walk(node):
    """Every object under node, depth first (the whole exposed tree). An object that leaves the tree
    during the walk (a cell scrolled away, a screen popped) is skipped, as a screen reader skips it."""
    out = [node]
    try:
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:
        return out
    for child in children:
        if child is not None:
            out += walk(child)
    return out

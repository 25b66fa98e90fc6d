/* ScrollKit's ATK objects (docs/ARCHITECTURE.md#accessibility-over-at-spi2). Each exported object is a
   CATKObject: an AtkObject holding the handle Swift gave it; every answer is a call through the
   catk_callbacks table. One GType per combination of interfaces (AtkAction, AtkText, AtkEditableText),
   so an assistive client sees Text only on text inputs. The application object (the root AtkUtil
   reports) holds the window. Runs on the main thread only: the host iterates GLib's default context
   from its frame loop, and the bridge dispatches D-Bus requests from there. */
#include <atk/atk.h>
#include <atk-bridge.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include "CATKBridge.h"

static catk_callbacks cb;
static char *app_name_value;
static char *toolkit_version_value;
static GHashTable *objects;          /* handle (guint64*) → CATKObject* (a reference) */
static AtkObject *application;
static int listener_count;
static guint64 request_count;

/* ---- the object type ---- */

typedef struct { AtkObject parent; guint64 handle; gchar *name_cache, *description_cache, *action_cache; gboolean defunct; } CATKObject;
typedef struct { AtkObjectClass parent; } CATKObjectClass;

static GType catk_object_get_type(void);
#define CATK_OBJECT(o) ((CATKObject *)(o))

G_DEFINE_TYPE(CATKObject, catk_object, ATK_TYPE_OBJECT)

static AtkObject *object_for(guint64 handle);

static guint64 handle_of(gpointer o) { request_count++; return CATK_OBJECT(o)->handle; }

static gchar *take(char *s, gchar **cache) {   /* malloc'd string → the object's cache, returned borrowed */
    g_free(*cache);
    *cache = s ? g_strdup(s) : NULL;
    free(s);
    return *cache;
}

static AtkRole catk_role(int role) {
    switch (role) {
    case CATK_ROLE_WINDOW: return ATK_ROLE_FRAME;
    case CATK_ROLE_PANEL: return ATK_ROLE_PANEL;
    case CATK_ROLE_SCROLL_PANE: return ATK_ROLE_SCROLL_PANE;
    case CATK_ROLE_TABLE: return ATK_ROLE_TABLE;
    case CATK_ROLE_TABLE_CELL: return ATK_ROLE_TABLE_CELL;
    case CATK_ROLE_LIST: return ATK_ROLE_LIST;
    case CATK_ROLE_LIST_ITEM: return ATK_ROLE_LIST_ITEM;
    case CATK_ROLE_PUSH_BUTTON: return ATK_ROLE_PUSH_BUTTON;
    case CATK_ROLE_TOGGLE_BUTTON: return ATK_ROLE_TOGGLE_BUTTON;
    case CATK_ROLE_HEADING: return ATK_ROLE_HEADING;
    case CATK_ROLE_LABEL: return ATK_ROLE_LABEL;
    case CATK_ROLE_TEXT: return ATK_ROLE_ENTRY;
    case CATK_ROLE_IMAGE: return ATK_ROLE_IMAGE;
    case CATK_ROLE_SLIDER: return ATK_ROLE_SLIDER;
    case CATK_ROLE_LINK: return ATK_ROLE_LINK;
    case CATK_ROLE_PROGRESS_BAR: return ATK_ROLE_PROGRESS_BAR;
    case CATK_ROLE_APPLICATION: return ATK_ROLE_APPLICATION;
    default: return ATK_ROLE_UNKNOWN;
    }
}

static const gchar *o_get_name(AtkObject *o) {
    guint64 h = handle_of(o);
    if (CATK_OBJECT(o)->defunct) return NULL;
    return take(cb.name(h), &CATK_OBJECT(o)->name_cache);
}
static const gchar *o_get_description(AtkObject *o) {
    guint64 h = handle_of(o);
    if (CATK_OBJECT(o)->defunct) return NULL;
    return take(cb.description(h), &CATK_OBJECT(o)->description_cache);
}
static AtkObject *o_get_parent(AtkObject *o) {
    guint64 h = handle_of(o);
    if (CATK_OBJECT(o)->defunct) return NULL;
    guint64 p = cb.parent(h);
    return p ? object_for(p) : application;
}
static gint o_get_n_children(AtkObject *o) {
    guint64 h = handle_of(o);
    return CATK_OBJECT(o)->defunct ? 0 : cb.child_count(h);
}
static AtkObject *o_ref_child(AtkObject *o, gint i) {
    guint64 h = handle_of(o);
    if (CATK_OBJECT(o)->defunct) return NULL;
    guint64 c = cb.child_at(h, i);
    AtkObject *child = c ? object_for(c) : NULL;
    return child ? g_object_ref(child) : NULL;
}
static gint o_get_index_in_parent(AtkObject *o) {
    guint64 h = handle_of(o);
    if (CATK_OBJECT(o)->defunct) return -1;
    return h == 1 ? 0 : cb.index_in_parent(h);
}
static AtkRole o_get_role(AtkObject *o) {
    guint64 h = handle_of(o);
    if (CATK_OBJECT(o)->defunct) return ATK_ROLE_INVALID;
    return catk_role(cb.role(h));
}
static AtkStateSet *o_ref_state_set(AtkObject *o) {
    guint64 h = handle_of(o);
    AtkStateSet *set = atk_state_set_new();
    if (CATK_OBJECT(o)->defunct || cb.role(h) < 0) { atk_state_set_add_state(set, ATK_STATE_DEFUNCT); return set; }
    uint32_t s = cb.states(h);
    static const struct { uint32_t bit; AtkStateType state; } map[] = {
        { CATK_STATE_ENABLED, ATK_STATE_ENABLED }, { CATK_STATE_ENABLED, ATK_STATE_SENSITIVE },
        { CATK_STATE_FOCUSABLE, ATK_STATE_FOCUSABLE }, { CATK_STATE_FOCUSED, ATK_STATE_FOCUSED },
        { CATK_STATE_SELECTED, ATK_STATE_SELECTED }, { CATK_STATE_SELECTABLE, ATK_STATE_SELECTABLE },
        { CATK_STATE_VISIBLE, ATK_STATE_VISIBLE }, { CATK_STATE_SHOWING, ATK_STATE_SHOWING },
        { CATK_STATE_EDITABLE, ATK_STATE_EDITABLE }, { CATK_STATE_SINGLE_LINE, ATK_STATE_SINGLE_LINE },
        { CATK_STATE_MULTI_LINE, ATK_STATE_MULTI_LINE }, { CATK_STATE_CHECKED, ATK_STATE_CHECKED },
        { CATK_STATE_CHECKABLE, ATK_STATE_CHECKABLE }, { CATK_STATE_ACTIVE, ATK_STATE_ACTIVE },
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++) if (s & map[i].bit) atk_state_set_add_state(set, map[i].state);
    return set;
}
static void o_finalize(GObject *g) {
    CATKObject *o = CATK_OBJECT(g);
    g_free(o->name_cache); g_free(o->description_cache); g_free(o->action_cache);
    G_OBJECT_CLASS(catk_object_parent_class)->finalize(g);
}

/* The window events the AT-SPI bridge listens for ("window:activate", …) are signals of the
   toolkit's window objects; ours are signals of CATKObject, emitted on the window (handle 1). */
static const char *const window_events[] = { "create", "activate", "deactivate", "destroy" };

static void catk_object_class_init(CATKObjectClass *klass) {
    for (size_t i = 0; i < sizeof window_events / sizeof window_events[0]; i++)
        g_signal_new(window_events[i], G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    AtkObjectClass *a = ATK_OBJECT_CLASS(klass);
    a->get_name = o_get_name;
    a->get_description = o_get_description;
    a->get_parent = o_get_parent;
    a->get_n_children = o_get_n_children;
    a->ref_child = o_ref_child;
    a->get_index_in_parent = o_get_index_in_parent;
    a->get_role = o_get_role;
    a->ref_state_set = o_ref_state_set;
    G_OBJECT_CLASS(klass)->finalize = o_finalize;
}
static void catk_object_init(CATKObject *o) { (void)o; }

/* ---- AtkComponent ---- */

static void c_get_extents(AtkComponent *c, gint *x, gint *y, gint *w, gint *h, AtkCoordType type) {
    double fx = 0, fy = 0, fw = 0, fh = 0;
    guint64 handle = handle_of(c);
    if (!CATK_OBJECT(c)->defunct) cb.extents(handle, &fx, &fy, &fw, &fh);
    if (type == ATK_XY_WINDOW || type == ATK_XY_PARENT) {   /* relative to the window (handle 1) */
        double wx = 0, wy = 0, ww = 0, wh = 0;
        cb.extents(1, &wx, &wy, &ww, &wh);
        fx -= wx; fy -= wy;
    }
    if (x) *x = (gint)fx; if (y) *y = (gint)fy; if (w) *w = (gint)fw; if (h) *h = (gint)fh;
}
static gboolean c_grab_focus(AtkComponent *c) { guint64 h = handle_of(c); return !CATK_OBJECT(c)->defunct && cb.grab_focus(h); }
static gboolean c_scroll_to(AtkComponent *c, AtkScrollType type) { (void)type; guint64 h = handle_of(c); return !CATK_OBJECT(c)->defunct && cb.scroll_to(h); }
static void component_init(AtkComponentIface *i) {
    i->get_extents = c_get_extents;
    i->grab_focus = c_grab_focus;
    i->scroll_to = c_scroll_to;
}

/* ---- AtkAction ---- */

static gint a_get_n_actions(AtkAction *a) { guint64 h = handle_of(a); return CATK_OBJECT(a)->defunct ? 0 : cb.action_count(h); }
static const gchar *a_get_name(AtkAction *a, gint i) {
    guint64 h = handle_of(a);
    if (CATK_OBJECT(a)->defunct) return NULL;
    return take(cb.action_name(h, i), &CATK_OBJECT(a)->action_cache);
}
static gboolean a_do_action(AtkAction *a, gint i) { guint64 h = handle_of(a); return !CATK_OBJECT(a)->defunct && cb.do_action(h, i); }
static void action_init(AtkActionIface *i) {
    i->get_n_actions = a_get_n_actions;
    i->get_name = a_get_name;
    i->do_action = a_do_action;
}

/* ---- AtkText ---- */

static gchar *whole_text(gpointer t) {
    guint64 h = handle_of(t);
    char *s = CATK_OBJECT(t)->defunct ? NULL : cb.text(h);
    gchar *g = g_strdup(s ? s : "");
    free(s);
    return g;
}
static gchar *slice(const gchar *s, gint start, gint end) {   /* characters [start, end); end -1 = to the end */
    glong n = g_utf8_strlen(s, -1);
    if (start < 0) start = 0;
    if (end < 0 || end > n) end = (gint)n;
    if (start > end) start = end;
    return g_utf8_substring(s, start, end);
}
static gchar *t_get_text(AtkText *t, gint start, gint end) { gchar *s = whole_text(t); gchar *r = slice(s, start, end); g_free(s); return r; }
static gint t_get_character_count(AtkText *t) { gchar *s = whole_text(t); gint n = (gint)g_utf8_strlen(s, -1); g_free(s); return n; }
static gunichar t_get_character_at_offset(AtkText *t, gint offset) {
    gchar *s = whole_text(t);
    gunichar c = 0;
    if (offset >= 0 && offset < g_utf8_strlen(s, -1)) c = g_utf8_get_char(g_utf8_offset_to_pointer(s, offset));
    g_free(s);
    return c;
}
static gint t_get_caret_offset(AtkText *t) { guint64 h = handle_of(t); return CATK_OBJECT(t)->defunct ? -1 : cb.caret_offset(h); }
static gboolean t_set_caret_offset(AtkText *t, gint offset) { guint64 h = handle_of(t); return !CATK_OBJECT(t)->defunct && cb.set_caret_offset(h, offset); }
static gint t_get_n_selections(AtkText *t) {
    guint64 h = handle_of(t); int s = 0, e = 0;
    return !CATK_OBJECT(t)->defunct && cb.selection(h, &s, &e) ? 1 : 0;
}
static gchar *t_get_selection(AtkText *t, gint n, gint *start, gint *end) {
    guint64 h = handle_of(t); int s = 0, e = 0;
    if (n != 0 || CATK_OBJECT(t)->defunct || !cb.selection(h, &s, &e)) { *start = *end = 0; return NULL; }
    *start = s; *end = e;
    return t_get_text(t, s, e);
}
static gboolean t_set_selection(AtkText *t, gint n, gint start, gint end) {
    guint64 h = handle_of(t);
    return n == 0 && !CATK_OBJECT(t)->defunct && cb.set_selection(h, start, end);
}
static gboolean t_add_selection(AtkText *t, gint start, gint end) { return t_set_selection(t, 0, start, end); }
/* Boundaries: a character is one character; every coarser unit (word, sentence, line) is the whole text,
   which is one line in a text field (documented in docs/PORTING.md). */
static gchar *t_get_string_at_offset(AtkText *t, gint offset, AtkTextGranularity g, gint *start, gint *end) {
    gchar *s = whole_text(t);
    gint n = (gint)g_utf8_strlen(s, -1);
    if (g == ATK_TEXT_GRANULARITY_CHAR) { *start = offset < 0 ? 0 : (offset > n ? n : offset); *end = *start < n ? *start + 1 : n; }
    else { *start = 0; *end = n; }
    gchar *r = slice(s, *start, *end);
    g_free(s);
    return r;
}
static gchar *t_get_text_at_offset(AtkText *t, gint offset, AtkTextBoundary b, gint *start, gint *end) {
    return t_get_string_at_offset(t, offset, b == ATK_TEXT_BOUNDARY_CHAR ? ATK_TEXT_GRANULARITY_CHAR : ATK_TEXT_GRANULARITY_LINE, start, end);
}
static void text_init(AtkTextIface *i) {
    i->get_text = t_get_text;
    i->get_character_count = t_get_character_count;
    i->get_character_at_offset = t_get_character_at_offset;
    i->get_caret_offset = t_get_caret_offset;
    i->set_caret_offset = t_set_caret_offset;
    i->get_n_selections = t_get_n_selections;
    i->get_selection = t_get_selection;
    i->set_selection = t_set_selection;
    i->add_selection = t_add_selection;
    i->get_text_at_offset = t_get_text_at_offset;
    i->get_string_at_offset = t_get_string_at_offset;
}

/* ---- AtkEditableText ---- */

static void e_set_text_contents(AtkEditableText *t, const gchar *s) { guint64 h = handle_of(t); if (!CATK_OBJECT(t)->defunct) cb.set_text_contents(h, s); }
static void e_insert_text(AtkEditableText *t, const gchar *s, gint length, gint *position) {
    guint64 h = handle_of(t);
    if (CATK_OBJECT(t)->defunct || !s) return;
    gchar *piece = length >= 0 ? g_strndup(s, length) : g_strdup(s);   /* length is in bytes */
    int at = position ? *position : 0;
    if (cb.insert_text(h, piece, at) && position) *position = at + (gint)g_utf8_strlen(piece, -1);
    g_free(piece);
}
static void e_delete_text(AtkEditableText *t, gint start, gint end) { guint64 h = handle_of(t); if (!CATK_OBJECT(t)->defunct) cb.delete_text(h, start, end); }
static void editable_init(AtkEditableTextIface *i) {
    i->set_text_contents = e_set_text_contents;
    i->insert_text = e_insert_text;
    i->delete_text = e_delete_text;
}

/* ---- one GType per interface combination ---- */

static GType type_for(uint32_t mask) {
    static GType types[8];
    mask &= 7;
    if (types[mask]) return types[mask];
    char name[32];
    snprintf(name, sizeof name, "CATKObject%u", mask);
    GTypeInfo info = { sizeof(CATKObjectClass), NULL, NULL, NULL, NULL, NULL, sizeof(CATKObject), 0, NULL, NULL };
    GType type = g_type_register_static(catk_object_get_type(), name, &info, 0);
    GInterfaceInfo component = { (GInterfaceInitFunc)component_init, NULL, NULL };
    g_type_add_interface_static(type, ATK_TYPE_COMPONENT, &component);
    if (mask & CATK_IFACE_ACTION) {
        GInterfaceInfo i = { (GInterfaceInitFunc)action_init, NULL, NULL };
        g_type_add_interface_static(type, ATK_TYPE_ACTION, &i);
    }
    if (mask & CATK_IFACE_TEXT) {
        GInterfaceInfo i = { (GInterfaceInitFunc)text_init, NULL, NULL };
        g_type_add_interface_static(type, ATK_TYPE_TEXT, &i);
    }
    if (mask & CATK_IFACE_EDITABLE_TEXT) {
        GInterfaceInfo i = { (GInterfaceInitFunc)editable_init, NULL, NULL };
        g_type_add_interface_static(type, ATK_TYPE_EDITABLE_TEXT, &i);
    }
    types[mask] = type;
    return type;
}

static AtkObject *object_for(guint64 handle) {
    if (!objects || handle == 0) return NULL;
    AtkObject *o = g_hash_table_lookup(objects, &handle);
    if (o) return o;
    if (cb.role(handle) < 0) return NULL;
    o = g_object_new(type_for(cb.interfaces(handle)), NULL);
    CATK_OBJECT(o)->handle = handle;
    atk_object_initialize(o, NULL);
    guint64 *key = g_new(guint64, 1);
    *key = handle;
    g_hash_table_insert(objects, key, o);
    return o;
}

void catk_forget(uint64_t handle) {
    if (!objects) return;
    AtkObject *o = g_hash_table_lookup(objects, &handle);
    if (!o) return;
    CATK_OBJECT(o)->defunct = TRUE;
    atk_object_notify_state_change(o, ATK_STATE_DEFUNCT, TRUE);
    g_hash_table_remove(objects, &handle);
}

/* ---- the application object ---- */

typedef struct { AtkObject parent; } CATKApplication;
typedef struct { AtkObjectClass parent; } CATKApplicationClass;
static GType catk_application_get_type(void);
G_DEFINE_TYPE(CATKApplication, catk_application, ATK_TYPE_OBJECT)
static gint app_n_children(AtkObject *o) { (void)o; return 1; }
static AtkObject *app_ref_child(AtkObject *o, gint i) { (void)o; AtkObject *w = i == 0 ? object_for(1) : NULL; return w ? g_object_ref(w) : NULL; }
static const gchar *app_name(AtkObject *o) { (void)o; return app_name_value; }
static void catk_application_class_init(CATKApplicationClass *k) {
    AtkObjectClass *a = ATK_OBJECT_CLASS(k);
    a->get_n_children = app_n_children;
    a->ref_child = app_ref_child;
    a->get_name = app_name;
}
static void catk_application_init(CATKApplication *a) { ATK_OBJECT(a)->role = ATK_ROLE_APPLICATION; }

/* ---- AtkUtil: the root, the toolkit, and global event listeners as signal emission hooks ---- */

static AtkObject *util_get_root(void) { return application; }
static const gchar *util_toolkit_name(void) { return "ScrollKit"; }
static const gchar *util_toolkit_version(void) { return toolkit_version_value; }

static GHashTable *hooks;   /* listener id → signal id */
static guint util_add_listener(GSignalEmissionHook listener, const gchar *event_type) {
    gchar **split = g_strsplit(event_type, ":", 3);
    guint id = 0;
    if (split[0] && split[1]) {
        guint signal = 0;
        if (strcmp(split[0], "window") == 0) {
            signal = g_signal_lookup(split[1], catk_object_get_type());
        } else if (split[2]) {
            GType type = g_type_from_name(split[1]);
            signal = type ? g_signal_lookup(split[2], type) : 0;
        }
        if (signal) {
            id = (guint)g_signal_add_emission_hook(signal, 0, listener, g_strdup(event_type), g_free);
            if (!hooks) hooks = g_hash_table_new(NULL, NULL);
            g_hash_table_insert(hooks, GUINT_TO_POINTER(id), GUINT_TO_POINTER(signal));
            listener_count++;
        }
    }
    g_strfreev(split);
    return id;
}
static void util_remove_listener(guint id) {
    if (!hooks) return;
    gpointer signal = g_hash_table_lookup(hooks, GUINT_TO_POINTER(id));
    if (!signal) return;
    g_signal_remove_emission_hook(GPOINTER_TO_UINT(signal), id);
    g_hash_table_remove(hooks, GUINT_TO_POINTER(id));
    listener_count--;
}

void catk_install(const catk_callbacks *callbacks, const char *name, const char *version) {
    cb = *callbacks;
    g_free(app_name_value); app_name_value = g_strdup(name);
    g_free(toolkit_version_value); toolkit_version_value = g_strdup(version);
    g_set_prgname(name);
    g_set_application_name(name);
    if (!objects) objects = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, g_object_unref);
    if (!application) {
        application = g_object_new(catk_application_get_type(), NULL);
        atk_object_initialize(application, NULL);
    }
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = util_get_root;
    util->get_toolkit_name = util_toolkit_name;
    util->get_toolkit_version = util_toolkit_version;
    util->add_global_event_listener = util_add_listener;
    util->remove_global_event_listener = util_remove_listener;
}

int catk_bus_available(char *why, int size) {
    const char *no = getenv("NO_AT_BRIDGE");
    if (no && strcmp(no, "0") != 0) { snprintf(why, size, "NO_AT_BRIDGE is set"); return 0; }
    if (getenv("AT_SPI_BUS_ADDRESS")) { snprintf(why, size, "AT_SPI_BUS_ADDRESS"); return 1; }
    if (getenv("DBUS_SESSION_BUS_ADDRESS")) { snprintf(why, size, "the session bus (DBUS_SESSION_BUS_ADDRESS)"); return 1; }
    snprintf(why, size, "neither AT_SPI_BUS_ADDRESS nor DBUS_SESSION_BUS_ADDRESS is set");
    return 0;
}

int catk_start(void) { request_count = 0; return atk_bridge_adaptor_init(NULL, NULL); }
void catk_stop(void) { atk_bridge_adaptor_cleanup(); }
int catk_iterate(void) {
    int any = 0;
    while (g_main_context_iteration(NULL, FALSE)) any = 1;   /* everything ready now, never waits */
    return any;
}

/* ---- events ---- */

void catk_emit_children_changed(uint64_t parent, int index, uint64_t child, int added) {
    AtkObject *p = object_for(parent), *c = added ? object_for(child) : (objects ? g_hash_table_lookup(objects, &child) : NULL);
    if (!p) return;
    g_signal_emit_by_name(p, added ? "children-changed::add" : "children-changed::remove", index, c);
}
void catk_emit_name_changed(uint64_t handle) {
    AtkObject *o = objects ? g_hash_table_lookup(objects, &handle) : NULL;
    if (o) g_object_notify(G_OBJECT(o), "accessible-name");
}
void catk_emit_focus(uint64_t handle, int focused) {
    AtkObject *o = object_for(handle);
    if (o) atk_object_notify_state_change(o, ATK_STATE_FOCUSED, focused);
}
void catk_emit_state_changed(uint64_t handle, uint32_t state, int value) {
    AtkObject *o = object_for(handle);
    if (!o) return;
    if (state & CATK_STATE_SELECTED) atk_object_notify_state_change(o, ATK_STATE_SELECTED, value);
    if (state & CATK_STATE_CHECKED) atk_object_notify_state_change(o, ATK_STATE_CHECKED, value);
    if (state & CATK_STATE_SHOWING) atk_object_notify_state_change(o, ATK_STATE_SHOWING, value);
}
void catk_emit_text_inserted(uint64_t handle, int offset, int length, const char *text) {
    AtkObject *o = object_for(handle);
    if (o && ATK_IS_TEXT(o)) g_signal_emit_by_name(o, "text-insert", offset, length, text);
}
void catk_emit_text_removed(uint64_t handle, int offset, int length, const char *text) {
    AtkObject *o = object_for(handle);
    if (o && ATK_IS_TEXT(o)) g_signal_emit_by_name(o, "text-remove", offset, length, text);
}
void catk_emit_caret_moved(uint64_t handle, int offset) {
    AtkObject *o = object_for(handle);
    if (o && ATK_IS_TEXT(o)) g_signal_emit_by_name(o, "text-caret-moved", offset);
}
void catk_emit_announcement(uint64_t handle, const char *text) {
    AtkObject *o = object_for(handle);
    if (o && g_signal_lookup("announcement", ATK_TYPE_OBJECT)) g_signal_emit_by_name(o, "announcement", text);
}
void catk_emit_window(uint64_t handle, const char *event) {
    AtkObject *o = object_for(handle);
    if (o && g_signal_lookup(event, catk_object_get_type())) g_signal_emit_by_name(o, event);
}
int catk_listener_count(void) { return listener_count; }
uint64_t catk_request_count(void) { return request_count; }

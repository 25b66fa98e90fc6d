/* The C half of ScrollKit's AT-SPI2 bridge: ATK objects whose every answer comes from Swift through a
   table of function pointers, keyed by an opaque 64-bit handle (AccessibilityExportTree's numbers).
   Only plain C types cross this header, so Swift never sees GLib or ATK types
   (docs/ARCHITECTURE.md#accessibility-over-at-spi2). */
#ifndef CATKBRIDGE_H
#define CATKBRIDGE_H
#include <stdint.h>

/* The interfaces an object implements beyond AtkObject and AtkComponent. */
enum {
    CATK_IFACE_ACTION = 1,
    CATK_IFACE_TEXT = 2,
    CATK_IFACE_EDITABLE_TEXT = 4,
};

/* The roles (ScrollKit's AccessibilityExportRole, in that order); catk_role maps them to AtkRole. */
enum {
    CATK_ROLE_WINDOW, CATK_ROLE_PANEL, CATK_ROLE_SCROLL_PANE, CATK_ROLE_TABLE, CATK_ROLE_TABLE_CELL,
    CATK_ROLE_LIST, CATK_ROLE_LIST_ITEM, CATK_ROLE_PUSH_BUTTON, CATK_ROLE_TOGGLE_BUTTON, CATK_ROLE_HEADING,
    CATK_ROLE_LABEL, CATK_ROLE_TEXT, CATK_ROLE_IMAGE, CATK_ROLE_SLIDER, CATK_ROLE_LINK, CATK_ROLE_PROGRESS_BAR,
    CATK_ROLE_APPLICATION,
};

/* The states (AccessibilityExportStates' bits, in that order). */
enum {
    CATK_STATE_ENABLED = 1 << 0, CATK_STATE_FOCUSABLE = 1 << 1, CATK_STATE_FOCUSED = 1 << 2,
    CATK_STATE_SELECTED = 1 << 3, CATK_STATE_SELECTABLE = 1 << 4, CATK_STATE_VISIBLE = 1 << 5,
    CATK_STATE_SHOWING = 1 << 6, CATK_STATE_EDITABLE = 1 << 7, CATK_STATE_SINGLE_LINE = 1 << 8,
    CATK_STATE_MULTI_LINE = 1 << 9, CATK_STATE_CHECKED = 1 << 10, CATK_STATE_CHECKABLE = 1 << 11,
    CATK_STATE_ACTIVE = 1 << 12, CATK_STATE_DEFUNCT = 1 << 31,
};

/* Swift's answers. Strings returned are malloc'd (strdup) and owned by the caller; NULL for none.
   A handle that left the tree answers role -1 (the object becomes defunct). */
typedef struct {
    int (*role)(uint64_t handle);
    uint32_t (*states)(uint64_t handle);
    uint32_t (*interfaces)(uint64_t handle);
    char *(*name)(uint64_t handle);
    char *(*description)(uint64_t handle);
    uint64_t (*parent)(uint64_t handle);            /* 0: the application */
    int (*child_count)(uint64_t handle);
    uint64_t (*child_at)(uint64_t handle, int index);  /* 0: none */
    int (*index_in_parent)(uint64_t handle);
    void (*extents)(uint64_t handle, double *x, double *y, double *width, double *height); /* screen */
    int (*grab_focus)(uint64_t handle);
    int (*scroll_to)(uint64_t handle);
    int (*action_count)(uint64_t handle);
    char *(*action_name)(uint64_t handle, int index);
    int (*do_action)(uint64_t handle, int index);
    char *(*text)(uint64_t handle);                 /* UTF-8, the whole text */
    int (*caret_offset)(uint64_t handle);
    int (*set_caret_offset)(uint64_t handle, int offset);
    int (*selection)(uint64_t handle, int *start, int *end); /* 1 when there is one */
    int (*set_selection)(uint64_t handle, int start, int end);
    int (*insert_text)(uint64_t handle, const char *text, int offset);
    int (*delete_text)(uint64_t handle, int start, int end);
    int (*set_text_contents)(uint64_t handle, const char *text);
} catk_callbacks;

/* Installs the callbacks, the AtkUtil overrides (root, toolkit name, global event listeners) and
   names the application. Call once, before catk_start. */
void catk_install(const catk_callbacks *callbacks, const char *app_name, const char *toolkit_version);

/* Whether an accessibility bus can be reached without waiting: NO_AT_BRIDGE unset, and
   AT_SPI_BUS_ADDRESS or DBUS_SESSION_BUS_ADDRESS set. Writes the reason into why (NUL-terminated). */
int catk_bus_available(char *why, int why_size);

/* atk_bridge_adaptor_init: registers the application with the AT-SPI2 registry. 0 on success. */
int catk_start(void);
/* atk_bridge_adaptor_cleanup. */
void catk_stop(void);

/* One non-blocking iteration of the default GLib main context (D-Bus requests are served here).
   Returns whether anything was dispatched. */
int catk_iterate(void);

/* Events. The window is handle 1; the application object has no handle. */
void catk_emit_children_changed(uint64_t parent, int index, uint64_t child, int added);
void catk_emit_name_changed(uint64_t handle);
void catk_emit_focus(uint64_t handle, int focused);
void catk_emit_state_changed(uint64_t handle, uint32_t state, int value);
void catk_emit_text_inserted(uint64_t handle, int offset, int length, const char *text);
void catk_emit_text_removed(uint64_t handle, int offset, int length, const char *text);
void catk_emit_caret_moved(uint64_t handle, int offset);
void catk_emit_announcement(uint64_t handle, const char *text);
/* A window event on the window: "create", "activate", "deactivate" or "destroy" (AT-SPI window:*). */
void catk_emit_window(uint64_t handle, const char *event);
/* Forgets the object for a handle that left the tree (it reports defunct from now on). */
void catk_forget(uint64_t handle);
/* How many global event listeners the AT-SPI bridge registered (it registers them at start). */
int catk_listener_count(void);
/* How many requests from assistive clients reached an exported object since catk_start. */
uint64_t catk_request_count(void);

#endif

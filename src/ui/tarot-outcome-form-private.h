/* tarot-outcome-form-private.h — what the files of TarotOutcomeForm share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tarot-outcome-form.c keeps the widget, its preview, problems and API;
 * tarot-outcome-form-fields.c builds the rows from the description;
 * tarot-outcome-form-values.c reads the outcome from them and loads it in.
 */
#pragma once

#include "tarot-outcome-form.h"

G_BEGIN_DECLS

/* At most this many choices, and this many characters in all, make a toggle group;
 * longer lists are a drop-down, so that a row still fits 360 pixels. */
#define TOGGLE_MAX_CHOICES 3
#define TOGGLE_MAX_CHARS   22

/* The widest the form asks to be: its clamp (520) and margins; beside the sheet, the sheet
 * gets the rest. */
#define NATURAL_WIDTH 560

typedef enum
{
  FIELD_CHOICE,
  FIELD_SEAT,
  FIELD_SEATS,
  FIELD_INT,
  FIELD_NUMBER,
  FIELD_BOOL,
  FIELD_RECORD,
  FIELD_LIST,
  FIELD_PER_SEAT,
  FIELD_PER_SIDE,
  FIELD_UNKNOWN
} FieldType;

static const char *const type_names[] = {
  "choice", "seat", "seats", "int", "number", "bool", "record", "list", "per_seat", "per_side",
};

typedef struct _Field Field;

/* Rows are added to the form's list or inside an expander row. */
typedef struct
{
  GtkListBox     *box;
  AdwExpanderRow *expander;
} Container;

struct _Field
{
  TarotOutcomeForm *form;
  JsonObject       *desc;       /* borrowed from the description */
  const char       *id;
  FieldType         type;
  GPtrArray        *siblings;   /* the fields of the same object, for "when" */
  Container         container;
  GtkWidget        *row;
  char             *help;       /* the row's own subtitle, restored after a problem */
  GtkWidget        *combo;      /* AdwComboRow for choices and seats */
  GPtrArray        *controls;   /* toggles, check buttons, spin buttons, the switch */
  GPtrArray        *ids;        /* choice ids, in the order of the widgets */
  GPtrArray        *children;   /* record: Field *; list: Item * */
  gboolean          seat_none;  /* a seat with a none_label: the first entry is "nobody" */
};

typedef struct
{
  Field     *list;
  GtkWidget *row;
  GPtrArray *fields;
} Item;

struct _TarotOutcomeForm
{
  AdwBin            parent_instance;

  JsonObject       *description;
  TarotVariant     *variant;
  const TarotRules *rules;
  guint             n_players;
  GStrv             names;
  GPtrArray        *fields;     /* Field *, top level */
  guint             loading;    /* no "changed" while the widgets are being set */
  gboolean          valid;
  char             *problem_field;

  AdwToastOverlay  *toast_overlay;
  GtkLabel         *heading_label;
  GtkListBox       *field_list;
  GtkLabel         *problem_label;
  GtkBox           *lines_box;
  GtkGrid          *totals_grid;
  GtkWidget        *preview_box;
  GtkButton        *add_button;
  GtkButton        *cancel_button;
};

/* tarot-outcome-form.c: after an edit, the rows follow and "changed" is emitted (not while
 * loading); Add, if it may. */
void        _tarot_outcome_form_field_changed          (TarotOutcomeForm *self);
void        _tarot_outcome_form_request_add            (TarotOutcomeForm *self);

/* tarot-outcome-form-fields.c: the description's members, the rows and their widgets. */
const char *_tarot_outcome_form_desc_string            (JsonObject       *desc,
                                                        const char       *member);
double      _tarot_outcome_form_desc_number            (JsonObject       *desc,
                                                        const char       *member,
                                                        double            fallback);
JsonArray  *_tarot_outcome_form_desc_array             (JsonObject       *desc,
                                                        const char       *member);
gboolean    _tarot_outcome_form_desc_optional          (JsonObject       *desc);
char       *_tarot_outcome_form_field_title            (JsonObject       *desc);
void        _tarot_outcome_form_container_remove       (Container         container,
                                                        GtkWidget        *row);
void        _tarot_outcome_form_field_free             (Field            *field);
void        _tarot_outcome_form_update_all_item_titles (GPtrArray        *fields);
void        _tarot_outcome_form_update_add_sensitivity (Field            *list);
Item       *_tarot_outcome_form_add_item               (Field            *list);
JsonObject *_tarot_outcome_form_defaults_of            (TarotOutcomeForm *self,
                                                        JsonObject       *desc);
GPtrArray  *_tarot_outcome_form_build_fields           (TarotOutcomeForm *self,
                                                        JsonArray        *descs,
                                                        Container         container);

/* tarot-outcome-form-values.c: the outcome JSON the rows hold, and back. */
Field      *_tarot_outcome_form_find_field             (GPtrArray        *fields,
                                                        const char       *id);
JsonObject *_tarot_outcome_form_fields_to_object       (GPtrArray        *fields,
                                                        JsonObject       *top);
void        _tarot_outcome_form_update_visibility      (GPtrArray        *fields,
                                                        JsonObject       *top);
void        _tarot_outcome_form_load_fields            (GPtrArray        *fields,
                                                        JsonObject       *object);

G_END_DECLS

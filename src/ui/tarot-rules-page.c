/* tarot-rules-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-rule-book.h"
#include "tarot-rules-page.h"

struct _TarotRulesPage
{
  AdwBin        parent_instance;

  GtkScrolledWindow *scroller;
  GtkBox       *content;
  TarotVariant *variant;
};

G_DEFINE_FINAL_TYPE (TarotRulesPage, tarot_rules_page, ADW_TYPE_BIN)

static GtkWidget *
add_label (TarotRulesPage *self,
           const char     *text,
           const char     *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (self->content, label);

  return label;
}

static void
add_heading (TarotRulesPage *self,
             const char     *text)
{
  GtkWidget *label = add_label (self, text, "title-3");

  gtk_widget_set_margin_top (label, 12);
}

static void
add_glossary (TarotRulesPage *self,
              TarotRuleBook  *book,
              const char     *variant_id)
{
  GtkWidget *list;
  guint n = 0;

  for (guint i = 0; i < tarot_rule_book_get_n_terms (book); i++)
    n += tarot_rule_book_term_applies (book, i, variant_id);
  if (n == 0)
    return;

  add_heading (self, _("Glossary"));
  add_label (self, _("The words players use at the table, and what they mean."), "dim-label");

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < tarot_rule_book_get_n_terms (book); i++)
    {
      GtkWidget *row;

      if (!tarot_rule_book_term_applies (book, i, variant_id))
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tarot_rule_book_get_term (book, i));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), tarot_rule_book_get_meaning (book, i));
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  gtk_box_append (self->content, list);
}

static void
clear_content (TarotRulesPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content))) != NULL)
    gtk_box_remove (self->content, child);
}

void
tarot_rules_page_set_variant (TarotRulesPage *self,
                              TarotVariant   *variant)
{
  g_autoptr(TarotRuleBook) book = NULL;
  g_autoptr(GError) error = NULL;
  const char *id;

  g_return_if_fail (TAROT_IS_RULES_PAGE (self));
  g_return_if_fail (TAROT_IS_VARIANT (variant));

  g_set_object (&self->variant, variant);
  clear_content (self);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  id = tarot_variant_get_id (variant);
  add_label (self, tarot_variant_get_name (variant), "title-1");

  book = tarot_rule_book_load (tarot_variant_get_rules_id (variant), &error);
  if (book == NULL)
    {
      /* Translators: shown instead of the rules when their file is broken; %s is the problem */
      g_autofree char *text = g_strdup_printf (_("The rules could not be read: %s"), error->message);

      add_label (self, text, "error");
      return;
    }

  for (guint s = 0; s < tarot_rule_book_get_n_sections (book); s++)
    {
      if (!tarot_rule_book_section_applies (book, s, id))
        continue;
      add_heading (self, tarot_rule_book_get_heading (book, s));
      for (guint p = 0; p < tarot_rule_book_get_n_paragraphs (book, s); p++)
        add_label (self, tarot_rule_book_get_paragraph (book, s, p), NULL);
    }
  add_glossary (self, book, id);
}

TarotVariant *
tarot_rules_page_get_variant (TarotRulesPage *self)
{
  g_return_val_if_fail (TAROT_IS_RULES_PAGE (self), NULL);

  return self->variant;
}

GtkWidget *
tarot_rules_page_new (void)
{
  return g_object_new (TAROT_TYPE_RULES_PAGE, NULL);
}

static void
tarot_rules_page_dispose (GObject *object)
{
  TarotRulesPage *self = TAROT_RULES_PAGE (object);

  g_clear_object (&self->variant);

  G_OBJECT_CLASS (tarot_rules_page_parent_class)->dispose (object);
}

static void
tarot_rules_page_class_init (TarotRulesPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tarot_rules_page_dispose;
}

static void
tarot_rules_page_init (TarotRulesPage *self)
{
  GtkWidget *clamp = adw_clamp_new ();

  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (GTK_WIDGET (self->scroller), TRUE);

  self->content = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 12));
  gtk_widget_set_margin_top (GTK_WIDGET (self->content), 24);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->content), 24);
  gtk_widget_set_margin_start (GTK_WIDGET (self->content), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->content), 12);

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), GTK_WIDGET (self->content));
  gtk_scrolled_window_set_child (self->scroller, clamp);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->scroller));
}

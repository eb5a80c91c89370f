/* tarot-explain.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-explain.h"

static gboolean
action_equal (TarotAction a,
              TarotAction b)
{
  return a.kind == b.kind && a.seat == b.seat && a.card == b.card && a.arg == b.arg;
}

static gboolean
is_listed (const TarotActionList *list,
           TarotAction            action)
{
  for (guint i = 0; i < list->n; i++)
    if (action_equal (list->actions[i], action))
      return TRUE;
  return FALSE;
}

/* The cards of @kind the legal list allows. */
static TarotCardSet
legal_cards (const TarotActionList *list,
             TarotActionKind        kind)
{
  TarotCardSet cards = TAROT_CARD_SET_EMPTY;

  for (guint i = 0; i < list->n; i++)
    if (list->actions[i].kind == kind && list->actions[i].card != TAROT_CARD_NONE)
      tarot_card_set_add (&cards, list->actions[i].card);
  return cards;
}

static const char *
explain_play (const TarotRules      *rules,
              const TarotPlayerView *view,
              TarotCard              card)
{
  const TarotCard *trick = view->tricks[view->n_tricks];
  TarotCardSet legal = legal_cards (&view->legal, TAROT_ACTION_PLAY);
  TarotCardSet legal_trumps = tarot_card_set_intersect (legal, rules->trumps);
  gboolean is_trump = tarot_card_set_contains (rules->trumps, card);
  int led;

  if (!tarot_card_set_contains (view->hand, card))
    return N_("You do not hold this card");
  if (view->trick_len == 0 || view->n_tricks >= TAROT_MAX_TRICKS)
    return N_("The rules do not allow this card now");

  led = tarot_trick_led_suit (rules, trick, view->trick_len);
  if (led >= 0 && led < TAROT_N_SUITS
      && !tarot_card_set_is_empty (tarot_card_set_intersect (legal, rules->suit_sets[led]))
      && !tarot_card_set_contains (rules->suit_sets[led], card))
    return N_("You must follow suit");
  if (!is_trump && !tarot_card_set_is_empty (legal_trumps)
      && !(led >= 0 && led < TAROT_N_SUITS && tarot_card_set_contains (rules->suit_sets[led], card)))
    return N_("You must play a trump");

  /* every legal card of this kind beats the best one played: the rule is to go higher */
  {
    TarotCardSet same = is_trump ? legal_trumps
                                 : tarot_card_set_intersect (legal, rules->suit_sets[MAX (led, 0) % TAROT_N_SUITS]);
    guint best = tarot_rules_strength (rules, trick[tarot_trick_best (rules, trick, view->trick_len)], led);
    gboolean all_higher = !tarot_card_set_is_empty (same) && tarot_rules_strength (rules, card, led) < best;

    TAROT_CARD_SET_FOREACH (same, c)
      all_higher &= tarot_rules_strength (rules, c, led) > best;
    if (all_higher)
      return is_trump ? N_("You must overtrump") : N_("You must play a higher card");
  }
  return N_("The rules do not allow this card now");
}

static const char *
explain_discard (const TarotRules      *rules,
                 const TarotPlayerView *view,
                 TarotCard              card)
{
  if (!tarot_card_set_contains (view->hand, card))
    return N_("You do not hold this card");
  if (tarot_card_set_contains (rules->kings, card))
    return N_("Kings cannot be discarded");
  if (tarot_card_set_contains (rules->honours, card))
    return tarot_card_is_suit_card (card) ? N_("Honours cannot be discarded")
                                          : N_("Trump honours cannot be discarded");
  if (tarot_card_set_contains (rules->trumps, card))
    return N_("Trumps can only be discarded when you lack other cards");
  return N_("The rules do not allow this card now");
}

static const char *
explain_show (const TarotRules      *rules,
              const TarotPlayerView *view,
              TarotCard              card)
{
  if (!tarot_card_set_contains (view->hand, card))
    return N_("You do not hold this card");
  if (tarot_card_set_contains (view->shown, card))
    return N_("This card is already shown");
  if (card == TAROT_CARD_FOOL)
    return N_("The Excuse can only be shown when you have no other trump left to show");
  if (!tarot_card_set_contains (rules->trumps, card))
    return N_("Only trumps can be shown");
  return N_("The rules do not allow this card now");
}

const char *
tarot_explain_illegal (const TarotRules      *rules,
                       const TarotPlayerView *view,
                       TarotAction            action)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (view != NULL, NULL);

  if (view->to_move != view->seat || action.seat != view->seat)
    return N_("It is not your turn");
  if (is_listed (&view->legal, action))
    return NULL;

  switch (action.kind)
    {
    case TAROT_ACTION_PLAY:
      return explain_play (rules, view, action.card);
    case TAROT_ACTION_DISCARD:
      return explain_discard (rules, view, action.card);
    case TAROT_ACTION_SHOW:
      return explain_show (rules, view, action.card);
    default:
      return N_("The rules do not allow this now");
    }
}

/* "garde_contre" → "Garde contre"; also capitalises names for captions ("the Excuse").
 * Ids come from files: "" stays "" and invalid UTF-8 is repaired first, so
 * that stepping over the first character never leaves the string. */
char *
tarot_explain_readable (const char *id)
{
  g_autofree char *spaced = g_strdelimit (g_utf8_make_valid (id, -1), "_", ' ');
  char first[7];
  int length;

  if (*spaced == '\0')
    return g_steal_pointer (&spaced);
  length = g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (spaced)), first);
  first[length] = '\0';
  return g_strconcat (first, g_utf8_next_char (spaced), NULL);
}

/* A variant term for @id ("pass", "fr_garde"...), else the id made readable. */
static char *
term_for_id (TarotVariant *variant,
             const char   *id,
             const char   *lang)
{
  g_autofree char *prefixed = g_strconcat (tarot_variant_get_language (variant), "_", id, NULL);
  const char *term = tarot_variant_get_term (variant, id, lang);

  if (term == NULL)
    term = tarot_variant_get_term (variant, prefixed, lang);
  if (term != NULL)
    return tarot_explain_readable (term);
  return tarot_explain_readable (id);
}

static char *
term_or (TarotVariant *variant,
         const char   *concept_id,
         const char   *lang,
         const char   *fallback)
{
  const char *term = tarot_variant_get_term (variant, concept_id, lang);

  return tarot_explain_readable (term != NULL ? term : fallback);
}

static char *
card_label (TarotVariant *variant,
            TarotCard     card)
{
  g_autofree char *name = tarot_pack_card_name (tarot_variant_get_pack (variant), card);

  return tarot_explain_readable (name);
}

char *
tarot_explain_kontra_label (TarotVariant     *variant,
                            const TarotRules *rules,
                            TarotAction       action,
                            guint             level,
                            const char       *lang)
{
  const char *id = NULL;
  const char *concept = level >= 3 && tarot_variant_get_term (variant, "further_doubles", lang) != NULL
                        ? "further_doubles" : level >= 2 ? "redouble" : "double";
  g_autofree char *base = NULL;
  g_autofree char *target = NULL;

  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  if (rules->family->arg_to_string != NULL)
    id = rules->family->arg_to_string (rules, action.kind, action.arg);
  base = term_or (variant, concept, lang, level >= 2 ? _("Redouble") : _("Double"));
  if (id == NULL)
    return g_steal_pointer (&base);
  /* ids that name the doubling itself (French "contre") have a
   * whole label of their own */
  {
    g_autofree char *whole = g_strconcat ("kontra_", id, NULL);

    if (tarot_variant_get_term (variant, whole, lang) != NULL)
      return term_or (variant, whole, lang, NULL);
  }
  target = term_for_id (variant, id, lang);
  /* TRANSLATORS: a doubling and what it doubles, e.g. "Kontra (Pagat)" */
  return g_strdup_printf (C_("kontra label", "%s (%s)"), base, target);
}

char *
tarot_explain_action_label (TarotVariant     *variant,
                            const TarotRules *rules,
                            TarotAction       action,
                            const char       *lang)
{
  const char *id = NULL;

  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  if (rules->family->arg_to_string != NULL)
    id = rules->family->arg_to_string (rules, action.kind, action.arg);

  switch (action.kind)
    {
    case TAROT_ACTION_PASS:
      return term_or (variant, "pass", lang, _("Pass"));
    case TAROT_ACTION_HOLD:
      return term_or (variant, "hold", lang, _("Hold"));
    case TAROT_ACTION_BID:
      if (id != NULL)
        return term_for_id (variant, id, lang);
      return g_strdup_printf (_("Contract %u"), action.arg + 1u);
    case TAROT_ACTION_ANNOUNCE:
      if (id != NULL)
        return term_for_id (variant, id, lang);
      return term_or (variant, "announcement", lang, _("Announce"));
    case TAROT_ACTION_KONTRA:
      /* "<level>.<target>": a family with named levels (Hungarian rekontra,
       * szubkontra …) */
      if (id != NULL && strchr (id, '.') != NULL)
        {
          g_auto(GStrv) parts = g_strsplit (id, ".", 2);
          g_autofree char *level = term_for_id (variant, parts[0], lang);
          g_autofree char *what = term_for_id (variant, parts[1], lang);

          /* TRANSLATORS: a doubling and what it doubles, e.g. "Kontra (Pagat)" */
          return g_strdup_printf (C_("kontra label", "%s (%s)"), level, what);
        }
      /* without the deal, an id-less doubling of level 2 and up is a redouble */
      return tarot_explain_kontra_label (variant, rules, action, action.arg >= 2 && id == NULL ? 2 : 1, lang);
    case TAROT_ACTION_TAKE_TALON:
      /* TRANSLATORS: taking one part of the talon, numbered from the top */
      return g_strdup_printf (_("Take part %u"), action.arg + 1u);
    case TAROT_ACTION_CALL:
      /* a call with a name of its own (Troccas "buob" or "King and
       * Jack") says it, and the card it moves */
      if (id != NULL && action.card != TAROT_CARD_NONE)
        {
          g_autofree char *name = term_for_id (variant, id, lang);
          g_autofree char *card = card_label (variant, action.card);

          /* TRANSLATORS: a named call and the card it moves, e.g. "King and Jack (Nine of Cups)" */
          return g_strdup_printf (C_("call label", "%s (%s)"), name, card);
        }
      if (action.card != TAROT_CARD_NONE)
        return card_label (variant, action.card);
      if (id != NULL)
        return term_for_id (variant, id, lang);
      return term_or (variant, "call_partner", lang, _("Call"));
    case TAROT_ACTION_DISCARD:
    case TAROT_ACTION_PLAY:
    case TAROT_ACTION_SHOW:
      return card_label (variant, action.card);
    case TAROT_ACTION_ABANDON:
      /* the glossary's "throw_in" is a description, too long for a button */
      return g_strdup (_("Throw In"));
    case TAROT_ACTION_CONTINUE:
      /* a game's own word ("Vedo" in Pinerolo's bargaining) */
      return term_or (variant, "continue", lang, _("Continue"));
    case TAROT_ACTION_NONE:
    case TAROT_N_ACTION_KINDS:
    default:
      return g_strdup (tarot_action_kind_to_string (action.kind));
    }
}

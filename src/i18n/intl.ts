/**
 * Numbers, dates and plurals in the reader's language, through the platform's `Intl` (no
 * library: every browser Carriage runs in has it, and it costs no bytes).
 */
import type { Lang } from './lang.ts';

const numberFormats = new Map<Lang, Intl.NumberFormat>();
const pluralRules = new Map<Lang, Intl.PluralRules>();

/** 12,345 / 12,345 / 12,345 (grouped as the language groups); a negative with a true minus sign. */
export function formatNumber(lang: Lang, n: number): string {
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang);
    numberFormats.set(lang, f);
  }
  return f.format(n).replace('-', '−');
}

/** A date and time as the language writes it: "25 Nov 2026, 14:05", "2026/11/25 14:05", "2026. 11. 25. 오후 2:05". */
export function formatDateTime(lang: Lang, ms: number): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(ms),
  );
}

/** The forms of a counted phrase: `other` always; `one` (and others) where the language has them. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * The form for `n` ("1 round", "2 rounds"; Japanese and Korean have one form), with `{n}`
 * replaced by the number as the language writes it.
 */
export function plural(lang: Lang, n: number, forms: PluralForms): string {
  let r = pluralRules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    pluralRules.set(lang, r);
  }
  const form = forms[r.select(n)] ?? forms.other;
  return form.replace('{n}', formatNumber(lang, n));
}

/**
 * The languages Carriage speaks (issue 27) and how one is chosen: from the browser's preferred
 * languages on the first visit (`pickLang`), then as the player sets it in Settings. Pure: no
 * DOM, no storage; the app applies the choice (`lang` on the document) and saves it.
 */

/** English, Japanese, Korean: BCP 47 primary subtags, as `lang` attributes take them. */
export const LANGS = ['en', 'ja', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

/** Each language named in itself, as a language menu shows it. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', ja: '日本語', ko: '한국어' };

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGS as readonly string[]).includes(x);
}

/**
 * The language for a first visit: the first of the browser's preferred languages
 * (`navigator.languages`, most preferred first) whose primary subtag Carriage speaks
 * ("ja-JP" → ja, "ko" → ko, "en-GB" → en); English when none is.
 */
export function pickLang(preferred: readonly string[] | undefined): Lang {
  for (const tag of preferred ?? []) {
    if (typeof tag !== 'string') continue;
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLang(primary)) return primary;
  }
  return 'en';
}

/** Checks that a screen speaks the language it is set to (issue 27 §6), shared by the language specs. */
import { englishIn } from '../src/i18n/parity.ts';
import type { Page } from './fixtures.ts';

/**
 * English words on screen in a Japanese or Korean page: its visible text, accessible names,
 * titles and placeholders, apart from elements marked as another language (`lang="en"`, e.g.
 * a rules text not translated yet, shown as such) and the `allowed` words (players' names).
 */
export async function englishOnScreen(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const page = document.documentElement.lang;
    const inOwnLang = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? page) === page;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !inOwnLang(el) || el.closest('script, style, svg title')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (n.textContent?.trim()) out.push(n.textContent.trim());
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      if (inOwnLang(el))
        for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
          const v = el.getAttribute(a);
          if (v) out.push(v);
        }
    return out;
  });
  const ok = new Set(allowed.flatMap((n) => n.split(/\s+/)));
  return [
    ...new Set(
      texts.flatMap((t) =>
        englishIn(t)
          .filter((w) => !ok.has(w))
          .map((w) => `${w} (in “${t.slice(0, 60)}”)`),
      ),
    ),
  ];
}

/** Set the language as a player would have chosen it in Settings, and reload. */
export async function useLanguage(page: Page, lang: 'en' | 'ja' | 'ko'): Promise<void> {
  await page.evaluate((l) => {
    const s = JSON.parse(localStorage.getItem('carriage.settings') ?? '{}');
    localStorage.setItem('carriage.settings', JSON.stringify({ ...s, lang: l }));
  }, lang);
  await page.reload();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

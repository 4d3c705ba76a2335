/**
 * What a screen reader says for a control, and what the screen shows on it, read from the DOM of
 * a component test (happy-dom: no layout, so "shown" means not in a `.visually-hidden` box).
 * `labelInName` is axe's rule `label-content-name-mismatch` (WCAG 2.5.3, Label in Name): the
 * text a control shows — every text node of it in document order, joined as they come — must be
 * part of its accessible name, compared in lower case without punctuation.
 */

/** The accessible name: `aria-label`, else the text of the content screen readers get (not `aria-hidden`). */
export function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label !== null) return label.trim();
  const walk = (n: Node): string => {
    if (n.nodeType === 3) return n.nodeValue ?? '';
    if (n instanceof Element && n.getAttribute('aria-hidden') === 'true') return '';
    return [...n.childNodes].map(walk).join('');
  };
  return walk(el).replace(/\s+/g, ' ').trim();
}

/** The text the control shows, as axe joins it: text nodes in document order, nothing added between them. */
export function shownText(el: Element): string {
  const walk = (n: Node): string => {
    if (n.nodeType === 3) return n.nodeValue ?? '';
    if (
      n instanceof Element &&
      (n.classList.contains('visually-hidden') || (n as HTMLElement).style?.display === 'none')
    )
      return '';
    return [...n.childNodes].map(walk).join('');
  };
  return walk(el).replace(/\s+/g, ' ').trim();
}

/** axe's comparison form: lower case, its punctuation list removed, spaces collapsed. */
export function curate(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&\xa3\xa2\xa5\xa7\u20ac()*+,\-./:;<=>?@[\]^_`{|}~\xb1]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text axe cannot compare (it asks a person instead): a lone letter or symbol, "aa", "abc", punctuation only. */
const uninterpretable = (s: string) =>
  s.trim() === '' ||
  (s.trim().length === 1 && /\D/.test(s.trim())) ||
  ['aa', 'abc'].includes(s.trim().toLowerCase()) ||
  curate(s) === '';

/** Whether the control's shown text is part of its name (true when it shows no text, or is named by its content). */
export function labelInName(el: Element): boolean {
  if (el.getAttribute('aria-label') === null) return true;
  const shown = shownText(el);
  return uninterpretable(shown) || curate(accessibleName(el)).includes(curate(shown));
}

/** Every control (button, link) under `root` whose shown text is not part of its name: "name ≠ shown" (pictures, role img, are not controls). */
export function labelNotInName(root: Element): string[] {
  return [...root.querySelectorAll('button, a[href], [role="button"]')]
    .filter((el) => !labelInName(el))
    .map((el) => `"${accessibleName(el)}" does not contain "${shownText(el)}"`);
}

/**
 * What runs inside the page: finding elements the way the Chromium specs name them (role and
 * accessible name, label, text, data-testid), without Playwright. `carriageDom` is sent to the
 * page as source text, so it must stay self-contained: no imports, no outside names.
 *
 * The accessible name is a plain reading of the ARIA name rules that covers Carriage's markup:
 * aria-labelledby, aria-label, a control's <label>, a fieldset's legend, an image's alt, and the
 * text of roles named by their content (hidden parts and aria-hidden parts left out).
 */

/** A string matches exactly (whitespace collapsed); a pattern is tested against the same text. */
export type WireText = string | { source: string; flags: string };

/** A query as it travels to the page. */
export interface WireQuery {
  role?: string;
  name?: WireText;
  label?: WireText;
  text?: WireText;
  testid?: string;
  css?: string;
  within?: WireQuery;
  nth?: number;
}

export interface Dom {
  find(q: WireQuery): Element[];
  nameOf(el: Element): string;
  roleOf(el: Element): string | null;
  visible(el: Element): boolean;
  norm(s: string | null | undefined): string;
}

export function carriageDom(): Dom {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const matches = (t: WireText, s: string) =>
    typeof t === 'string' ? norm(s) === t : new RegExp(t.source, t.flags).test(norm(s));
  const ariaHidden = (el: Element) => el.closest('[aria-hidden="true"]') !== null;
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && shown(el);
  };
  const isControl = (el: Element) =>
    el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

  /** The text an element's content gives its name: visible, not aria-hidden, blocks spaced apart. */
  const contentText = (node: Node): string => {
    let out = '';
    for (const c of Array.from(node.childNodes)) {
      if (c.nodeType === Node.TEXT_NODE) out += c.textContent ?? '';
      else if (c instanceof Element) {
        if (c.getAttribute('aria-hidden') === 'true' || isControl(c)) continue;
        const style = getComputedStyle(c);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const own = c.getAttribute('aria-label');
        const inner = own?.trim() ? own : c.localName === 'img' ? (c.getAttribute('alt') ?? '') : contentText(c);
        out += style.display.startsWith('inline') ? inner : ` ${inner} `;
      }
    }
    return out;
  };

  const labelled = (el: Element): string | null => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids?.trim())
      return ids
        .trim()
        .split(/\s+/)
        .map((id) => {
          const t = document.getElementById(id);
          return t ? (t.getAttribute('aria-label') ?? contentText(t)) : '';
        })
        .join(' ');
    const label = el.getAttribute('aria-label');
    if (label?.trim()) return label;
    if (isControl(el)) {
      const labels = (el as HTMLInputElement).labels;
      if (labels && labels.length > 0) return Array.from(labels, contentText).join(' ');
    }
    return null;
  };

  const named = (el: Element) =>
    !!(el.getAttribute('aria-label')?.trim() || el.getAttribute('aria-labelledby')?.trim());

  const implicitRole = (el: Element): string | null => {
    switch (el.localName) {
      case 'a':
      case 'area':
        return el.hasAttribute('href') ? 'link' : null;
      case 'button':
        return 'button';
      case 'input': {
        const type = (el.getAttribute('type') ?? 'text').toLowerCase();
        if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
        if (type === 'checkbox' || type === 'radio') return type;
        if (type === 'range') return 'slider';
        if (type === 'number') return 'spinbutton';
        if (type === 'hidden' || type === 'file') return null;
        return el.hasAttribute('list') ? 'combobox' : 'textbox';
      }
      case 'select':
        return (el as HTMLSelectElement).multiple || (el as HTMLSelectElement).size > 1 ? 'listbox' : 'combobox';
      case 'textarea':
        return 'textbox';
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return 'heading';
      case 'section':
        return named(el) ? 'region' : null;
      case 'form':
        return named(el) ? 'form' : null;
      case 'ul':
      case 'ol':
      case 'menu':
        return 'list';
      case 'li':
        return 'listitem';
      case 'table':
        return 'table';
      case 'tr':
        return 'row';
      case 'td':
        return 'cell';
      case 'th':
        return 'columnheader';
      case 'fieldset':
      case 'details':
        return 'group';
      case 'dialog':
        return 'dialog';
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'aside':
        return 'complementary';
      case 'article':
        return 'article';
      case 'img':
        return el.getAttribute('alt') === '' ? 'presentation' : 'img';
      case 'option':
        return 'option';
      case 'output':
        return 'status';
      case 'progress':
        return 'progressbar';
      case 'p':
        return 'paragraph';
      default:
        return null;
    }
  };
  const roleOf = (el: Element) => el.getAttribute('role')?.trim().split(/\s+/)[0] || implicitRole(el);

  const FROM_CONTENT = new Set([
    'button',
    'link',
    'heading',
    'row',
    'cell',
    'columnheader',
    'rowheader',
    'gridcell',
    'listitem',
    'checkbox',
    'radio',
    'switch',
    'tab',
    'option',
    'menuitem',
    'treeitem',
    'tooltip',
  ]);
  const nameOf = (el: Element): string => {
    const l = labelled(el);
    if (l !== null) return norm(l);
    if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) return norm(el.value);
    if (el.localName === 'fieldset') {
      const legend = el.querySelector(':scope > legend');
      if (legend) return norm(contentText(legend));
    }
    if (el.localName === 'img') return norm(el.getAttribute('alt'));
    if (FROM_CONTENT.has(roleOf(el) ?? '')) {
      const t = norm(contentText(el));
      if (t) return t;
    }
    return norm(el.getAttribute('title') ?? el.getAttribute('placeholder'));
  };

  const find = (q: WireQuery): Element[] => {
    const roots: ParentNode[] = q.within ? find(q.within) : [document];
    const css = q.css ?? (q.testid ? `[data-testid="${q.testid}"]` : '*');
    let found: Element[] = [];
    for (const root of roots)
      for (const el of Array.from(root.querySelectorAll(css))) {
        if (q.testid && el.getAttribute('data-testid') !== q.testid) continue;
        if (q.role && (roleOf(el) !== q.role || ariaHidden(el) || !shown(el))) continue;
        if (q.name !== undefined && !matches(q.name, nameOf(el))) continue;
        if (q.label !== undefined) {
          const l = labelled(el);
          if (l === null || !matches(q.label, l)) continue;
        }
        if (q.text !== undefined && (!shown(el) || !matches(q.text, el.textContent ?? ''))) continue;
        if (!found.includes(el)) found.push(el);
      }
    // Text finds the innermost element that holds it, as a reader points at it.
    if (q.text !== undefined) found = found.filter((el) => !found.some((o) => o !== el && el.contains(o)));
    if (q.nth !== undefined) {
      const el = found.at(q.nth);
      found = el ? [el] : [];
    }
    return found;
  };

  return { find, nameOf, roleOf, visible, norm };
}

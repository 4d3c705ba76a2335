/** What a table shows on one phone screen: shared by the layout and language specs. */
import type { Page } from './fixtures.ts';

/**
 * What must be on screen when a turn begins: every legal (enabled) card in my hand, every lit
 * target, and the decision buttons next to the hand (the prompt, the play builder). Each is checked
 * by its bounding box against the viewport and by what is really painted at a point inside its
 * visible strip (so a card clipped by a scrolling panel or covered by another part counts as off
 * screen). Returns the offenders, and whether the page scrolls sideways.
 */
export async function offScreen(
  page: Page,
): Promise<{ out: string[]; sideways: boolean; checked: number; topScroll: number }> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const out: string[] = [];
    const hand = [
      ...document.querySelectorAll<HTMLElement>(
        // a refused card (issue 28 §2: tappable to say why, aria-disabled) is not a legal card
        '[aria-label="Your hand"] button:not([disabled]):not([aria-disabled="true"]), .hand-rows button:not([disabled]):not([aria-disabled="true"])',
      ),
    ];
    const lit = [...document.querySelectorAll<HTMLElement>('button.card.target, button.target')];
    const decisions = [
      ...document.querySelectorAll<HTMLElement>(
        '.tframe-prompt button:not([disabled]), [aria-label="Play builder"] button:not([disabled])',
      ),
    ];
    let checked = 0;
    for (const el of new Set([...hand, ...lit, ...decisions])) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      checked++;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
      if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
        out.push(
          `${name} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} (viewport ${vw}×${vh})`,
        );
        continue;
      }
      // A fanned card shows at least its left strip; probe there, half-way down.
      const x = r.left + Math.min(12, r.width / 2);
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit)))
        out.push(
          `${name} is covered or clipped at ${Math.round(x)},${Math.round(y)} (by ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')} "${(hit.getAttribute('aria-label') ?? hit.textContent ?? '').trim().slice(0, 40)}"` : 'nothing'})`,
        );
    }
    const top = document.querySelector<HTMLElement>('.tframe-top');
    return {
      out,
      sideways: document.documentElement.scrollWidth > vw,
      checked,
      topScroll: top ? top.scrollHeight - top.clientHeight : 0,
    };
  });
}

/**
 * Wait until the table has re-measured itself (resize observers, the re-render they ask for, a
 * paint): three frames, or half a second where headless Chromium stops sending frames to a page
 * (twice this hung a whole test until its time-out, once on Run or Jump!, once on Career Poker).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        setTimeout(done, 500);
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      }),
  );
  // Then every finite animation (a card's `card-in` as it lands, a transform's transition): a card
  // still sliding in lies over the line above it for a moment, and a probe there saw the last-move
  // line instead of the card (a flaky Go-Stop turn at 360×640). At most 2 s; looping ones are not waited for.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        setTimeout(done, 2000);
        const finite = document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? 0)));
        Promise.all(finite.map((a) => a.finished.catch(() => undefined))).then(() => done());
      }),
  );
}

/**
 * `probe`'s answer on a settled table, asked a second time after the table settles again when
 * `found` says the first answer holds something wrong: a card that began to land, or a re-layout
 * after a resize that began, after the first wait is the table in motion, not its layout, and
 * what is wrong twice is the layout's. (A fresh-clone run on 27 November retried two such: a
 * Go-Stop card sliding in under the last-move line at 360×640, a TravFuda table at 640×360 just
 * after the resize.)
 */
export async function steady<T>(page: Page, probe: () => Promise<T>, found: (answer: T) => boolean): Promise<T> {
  const first = await probe();
  if (!found(first)) return first;
  await settled(page);
  return probe();
}

/**
 * Every part of the table that shows something — each card (hand, piles, stock, the drawn card),
 * each control, each zone's heading, the seat chips, the counters — lies inside the screen and
 * inside every box that clips it (a scrolling area, an `overflow: hidden` one): nothing is cut
 * off at an edge or at the bottom, nothing waits below a scroll. Text cut short with an ellipsis
 * on purpose (a long last-move line) is not a part. One exception, said here: the other players'
 * rows (five opponents do not fit beside everything else on 360 px of height) scroll in their
 * own list; that list is whole on screen and shows its first row whole. Returns the offenders.
 */
export async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const frame = document.querySelector<HTMLElement>('.tframe');
    if (!frame) return ['no table frame'];
    const out: string[] = [];
    const parts = frame.querySelectorAll<HTMLElement>(
      '.card, button, .zone-h, .seat-chip, .counts, .hand-rows, .tframe-prompt > *, .opp-zone',
    );
    for (const el of parts) {
      if (el.closest('.visually-hidden, .tframe-assist.idle')) continue;
      // A later row of the other players' list may wait below the list's own scroll.
      const row = el.closest('.opp-row');
      if (row !== null && row !== row.parentElement?.querySelector('.opp-row')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const at = `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
      if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
        out.push(`${name} at ${at} is off the ${vw}×${vh} screen`);
        continue;
      }
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        const clipX = s.overflowX !== 'visible' && (r.left < c.left - 1 || r.right > c.right + 1);
        const clipY = s.overflowY !== 'visible' && (r.top < c.top - 1 || r.bottom > c.bottom + 1);
        if (clipX || clipY) {
          out.push(
            `${name} at ${at} is cut off by ${a.tagName.toLowerCase()}.${[...a.classList].join('.')} (${Math.round(c.left)},${Math.round(c.top)}–${Math.round(c.right)},${Math.round(c.bottom)})`,
          );
          break;
        }
      }
    }
    return out;
  });
}

/**
 * Remember every text the first element matching `selector` shows from now on (a line a bot's
 * next move replaces within tens of milliseconds): read them with `textsSeen`.
 */
export async function watchTexts(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const w = window as unknown as { __seen: Record<string, string[]> };
    w.__seen ??= {};
    const seen: string[] = [];
    w.__seen[sel] = seen;
    const look = () => {
      const t = document.querySelector(sel)?.textContent ?? '';
      if (t && seen.at(-1) !== t) seen.push(t);
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, selector);
}

/** The texts `watchTexts(page, selector)` saw, in order. */
export const textsSeen = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate((sel) => (window as unknown as { __seen?: Record<string, string[]> }).__seen?.[sel] ?? [], selector);

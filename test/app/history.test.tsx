// @vitest-environment happy-dom
/**
 * Issue 32 §2–3 in the page: what History lists through its filters, that only the rows on screen
 * are in the DOM, and that a deleted match leaves the list, stays gone for the store, and comes
 * back with Undo.
 */
import 'fake-indexeddb/auto';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { filterRows, formatBytes, NO_FILTER, playersOf } from '../../src/app/history/filter.ts';
import { VirtualList, visibleRange } from '../../src/app/history/VirtualList.tsx';
import { History } from '../../src/app/screens/History.tsx';
import { toasts } from '../../src/app/state.ts';
import type { HistoryRow } from '../../src/store/history.ts';
import type { MatchRecord } from '../../src/store/records.ts';
import { Store } from '../../src/store/repo.ts';
import { newSheet } from '../../src/store/sheets.ts';
import { mount } from '../helpers/mount.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25);
const titles: Record<string, string> = { koikoi: 'Koi-Koi', gostop: 'Go-Stop' };
const titleOf = (id: string) => titles[id] ?? id;

const row = (p: Partial<HistoryRow> & Pick<HistoryRow, 'id'>): HistoryRow => ({
  kind: 'match',
  gameId: 'koikoi',
  title: '',
  names: ['Aiko', 'Ben'],
  updatedAt: NOW,
  finished: false,
  archived: false,
  ...p,
});

const ROWS = [
  row({ id: 'a', updatedAt: NOW - 1 * DAY }),
  row({ id: 'b', finished: true, gameId: 'gostop', names: ['Aiko', 'Chiyo', 'Dai'], updatedAt: NOW - 20 * DAY }),
  row({ id: 'c', kind: 'sheet', title: 'Tuesday club', names: ['Eri', 'Ben'], updatedAt: NOW - 100 * DAY }),
  row({ id: 'd', finished: true, archived: true, updatedAt: NOW - 400 * DAY }),
  row({ id: 'e', finished: true, names: ['Ben', 'Fumi'], updatedAt: NOW - 500 * DAY }),
];
const ids = (f: Partial<typeof NO_FILTER>) => filterRows(ROWS, { ...NO_FILTER, ...f }, NOW, titleOf).map((r) => r.id);

describe('the filters', () => {
  it('shows everything but the archived by default, and each view its own', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'e']);
    expect(ids({ show: 'unfinished' })).toEqual(['a']);
    expect(ids({ show: 'finished' })).toEqual(['b', 'e']);
    expect(ids({ show: 'sheets' })).toEqual(['c']);
    expect(ids({ show: 'archived' })).toEqual(['d']);
  });
  it('by game, by player (whole name, any case) and by date', () => {
    expect(ids({ game: 'gostop' })).toEqual(['b']);
    expect(ids({ player: 'ben' })).toEqual(['a', 'c', 'e']);
    expect(ids({ player: 'Be' })).toEqual([]);
    expect(ids({ when: '7d' })).toEqual(['a']);
    expect(ids({ when: '30d' })).toEqual(['a', 'b']);
    expect(ids({ when: '12m' })).toEqual(['a', 'b', 'c']);
    expect(ids({ when: 'older' })).toEqual(['e']);
  });
  it('searches every word in the game, the title and the names', () => {
    expect(ids({ text: 'go-stop' })).toEqual(['b']);
    expect(ids({ text: 'tuesday' })).toEqual(['c']);
    expect(ids({ text: 'fu  koi' })).toEqual(['e']);
    expect(ids({ text: 'chiyo dai', show: 'finished' })).toEqual(['b']);
    expect(ids({ text: 'nobody' })).toEqual([]);
  });
  it('offers the players most often named first, and words sizes', () => {
    expect(playersOf(ROWS)).toEqual(['Ben', 'Aiko', 'Chiyo', 'Dai', 'Eri', 'Fumi']);
    expect([820, 4200, 61_400, 1_340_000].map(formatBytes)).toEqual(['820 bytes', '4.2 kB', '61 kB', '1.3 MB']);
  });
});

describe('the virtual list', () => {
  it('puts only the rows on screen (and a few more) in the DOM, whatever the length', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => `row ${i}`);
    const el = mount(
      <VirtualList items={items} rowHeight={80} itemKey={(s) => s} label="Rows" render={(s) => <span>{s}</span>} />,
    );
    const lis = el.querySelectorAll('li');
    expect(lis.length).toBeLessThan(30);
    expect(lis[0]?.textContent).toBe('row 0');
    expect(lis[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect((el.querySelector('ul') as HTMLElement).style.height).toBe('800000px');
  });
  it('draws the rows where the page is scrolled to', () => {
    // The list's top 400,000 px above the screen, a 640 px screen, 80 px rows: rows 5,000 to 5,008, 6 more each side.
    expect(visibleRange(-400_000, 640, 80, 10_000, 6)).toEqual([4994, 5014]);
    expect(visibleRange(200, 640, 80, 10_000, 6)).toEqual([0, 12]);
    expect(visibleRange(-799_500, 640, 80, 10_000, 6)).toEqual([9987, 10_000]);
    expect(visibleRange(0, 640, 80, 3, 6)).toEqual([0, 3]);
  });
});

// Up to 15 s: the screen reads the store in batches, and a 2-core machine may be busy.
const until = async (cond: () => boolean, what: string) => {
  for (const end = Date.now() + 15_000; Date.now() < end; ) {
    if (cond()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
};

function match(id: string, updatedAt: number, finished: boolean, names: string[]): MatchRecord {
  return {
    id,
    gameId: 'koikoi',
    options: {},
    seed: id,
    seats: names.map((name) => ({ name, kind: 'human' as const })),
    createdAt: updatedAt,
    updatedAt,
    moveCount: 0,
    finished,
    sheetId: `sheet-${id}`,
  };
}

describe('the History screen', () => {
  it('lists matches and sheets newest first; a deleted one goes, stays gone, and Undo brings it back', async () => {
    const store = await Store.open();
    const now = Date.now();
    await store.createMatch(
      match('old', now - 3 * DAY, true, ['Aiko', 'Ben']),
      newSheet({ id: 'sheet-old', title: 'x', gameId: 'koikoi', players: ['Aiko', 'Ben'], now, matchId: 'old' }),
    );
    await store.createMatch(
      match('new', now - DAY, false, ['Chiyo', 'Dai']),
      newSheet({ id: 'sheet-new', title: 'y', gameId: 'koikoi', players: ['Chiyo', 'Dai'], now, matchId: 'new' }),
    );
    await store.putSheet(newSheet({ id: 'pad', title: 'Club night', gameId: 'other', players: ['Eri', 'Fumi'], now }));

    const el = mount(<History />);
    const listed = () => [...el.querySelectorAll('[data-testid="history-row"] .title')].map((t) => t.textContent);
    await until(() => el.querySelector('.hcount')?.textContent === '3 matches and sheets', 'the count');
    expect(listed()).toEqual(['Club night', 'Koi-Koi', 'Koi-Koi']);
    expect(el.querySelector('[data-testid="history-row"] .sub')?.textContent).toBe('Eri · Fumi');

    const box = el.querySelector<HTMLInputElement>('input[aria-label^="Select Koi-Koi, Aiko, Ben"]')!;
    await act(() => {
      box.checked = true;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => /1 selected · about \d+ bytes/.test(el.querySelector('.selbar')?.textContent ?? ''), 'the size');
    const del = [...el.querySelectorAll<HTMLButtonElement>('.selbar button')].find((b) => b.textContent === 'Delete')!;
    await act(() => del.click());
    await until(() => listed().length === 2, 'the deletion');
    expect(el.textContent).not.toContain('Aiko');
    const t = toasts.value.at(-1)!;
    expect(t.message).toMatch(/^Deleted 1 match: \d+ bytes freed\.$/);
    expect(t.timeout).toBe(10_000);
    // Gone for the store too (what a reload would read).
    expect(await store.loadMatch('old')).toBeUndefined();

    await act(() => t.action!.run());
    await until(() => listed().length === 3, 'the undo');
    expect(el.textContent).toContain('Aiko · Ben');
    expect((await store.loadMatch('old'))?.match.id).toBe('old');
    store.close();
  });

  it('an archived match leaves the list and shows under Archived, where Unarchive brings it back', async () => {
    const store = await Store.open();
    const now = Date.now();
    await store.createMatch(
      match('kept', now - DAY, true, ['Gin', 'Hana']),
      newSheet({ id: 'sheet-kept', title: 'z', gameId: 'koikoi', players: ['Gin', 'Hana'], now, matchId: 'kept' }),
    );
    const el = mount(<History />);
    const names = () =>
      [...el.querySelectorAll('[data-testid="history-row"]')].map((r) => r.querySelector('.sub')?.textContent);
    await until(() => names().includes('Gin · Hana'), 'the match');
    const click = async (sel: string, text: string) => {
      const b = [...el.querySelectorAll<HTMLButtonElement>(sel)].find((x) => x.textContent === text)!;
      await act(() => b.click());
    };
    const check = async () => {
      const box = el.querySelector<HTMLInputElement>('input[aria-label^="Select Koi-Koi, Gin, Hana"]')!;
      await act(() => {
        box.checked = true;
        box.dispatchEvent(new Event('change', { bubbles: true }));
      });
    };
    const show = async (value: string) => {
      const sel = [...el.querySelectorAll<HTMLSelectElement>('select')][0]!;
      await act(() => {
        sel.value = value;
        sel.dispatchEvent(new Event('change', { bubbles: true }));
      });
    };
    await check();
    await click('.selbar button', 'Archive');
    await until(() => !names().includes('Gin · Hana'), 'the archive');
    expect((await store.loadMatch('kept'))?.match.archived).toBeGreaterThan(0);
    await show('archived');
    await until(() => names().includes('Gin · Hana'), 'the archived view');
    await check();
    await click('.selbar button', 'Unarchive');
    await until(() => !names().includes('Gin · Hana'), 'out of the archive view');
    await show('all');
    await until(() => names().includes('Gin · Hana'), 'back in the list');
    expect((await store.loadMatch('kept'))?.match.archived).toBeUndefined();
    store.close();
  });
});

// @vitest-environment happy-dom
/**
 * History's, the score sheets' and the score pad's words in Japanese and Korean (issue 27): the
 * screens rendered in each language hold no English words (text, labels, placeholders), counts
 * take the right plural in English, and dates are written as each language writes them.
 */
import 'fake-indexeddb/auto';
import { act } from 'preact/test-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { problemLine, problemWords } from '../../src/app/history/problems.words.ts';
import { History } from '../../src/app/screens/History.tsx';
import { historyWords } from '../../src/app/screens/history.words.ts';
import { SheetScreen } from '../../src/app/screens/Sheet.tsx';
import { Sheets } from '../../src/app/screens/Sheets.tsx';
import { sheetWords } from '../../src/app/screens/sheet.words.ts';
import { getStore } from '../../src/app/state.ts';
import { calcWords } from '../../src/games/calc/calc.words.ts';
import { CalcFooter, Stepper } from '../../src/games/calc/parts.tsx';
import { lang, setLanguage, words } from '../../src/i18n/current.ts';
import { formatDateTime } from '../../src/i18n/intl.ts';
import type { Lang } from '../../src/i18n/lang.ts';
import { englishIn } from '../../src/i18n/parity.ts';
import { addRound, newSheet } from '../../src/store/sheets.ts';
import type { PadProblem } from '../../src/store/pad.ts';
import { mount } from '../helpers/mount.ts';

const T0 = Date.UTC(2026, 10, 20, 5, 30);

/**
 * Everything a reader (or a screen reader) gets from the element: text, labels, placeholders,
 * titles; the top bar (the shell's) left out.
 */
function said(from: Element): string {
  const el = from.cloneNode(true) as Element;
  for (const bar of el.querySelectorAll('.topbar')) bar.remove();
  const attrs = [...el.querySelectorAll('*')].flatMap((e) =>
    ['aria-label', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''),
  );
  return [el.textContent ?? '', ...attrs].join('\n');
}

const settle = async () => {
  for (let i = 0; i < 30; i++) await act(() => new Promise<void>((r) => setTimeout(r, 10)));
};

async function seed(): Promise<void> {
  const store = (await getStore())!;
  let one = newSheet({ id: 'sheet-1', title: '金曜の夜', gameId: 'koikoi', players: ['あいこ', '민준'], now: T0 });
  one = addRound(one, { id: 'r1', scores: [5, -5], note: '三光' }, T0 + 1000);
  let two = newSheet({
    id: 'sheet-2',
    title: '旅行',
    gameId: 'other',
    players: ['たろう', '지우', 'はな', '서연'],
    now: T0,
  });
  two = addRound(two, { id: 'r1', scores: [1, 2, 3, -6] }, T0 + 2000);
  two = addRound(two, { id: 'r2', scores: [4, 0, 0, -4] }, T0 + 3000);
  await store.putSheet(one);
  await store.putSheet(two);
}

afterAll(async () => {
  await setLanguage('en');
});

describe.each(['ja', 'ko'] as const)('%s', (l: Lang) => {
  it('History, Score sheets and a sheet (its dialog and its changes) hold no English words', async () => {
    await seed();
    await setLanguage(l);
    const found: string[] = [];
    const look = (where: string, el: Element) => {
      for (const w of englishIn(said(el))) found.push(`${where}: ${w}`);
    };
    let el = mount(<History />);
    await settle();
    expect(el.querySelectorAll('[data-testid="history-row"]').length).toBe(2);
    // Select a row: the selection bar.
    act(() => (el.querySelector('input[type="checkbox"]') as HTMLInputElement).click());
    await settle();
    (el.querySelector('details') as HTMLDetailsElement).open = true;
    look('History', el);

    el = mount(<Sheets />);
    await settle();
    look('Sheets', el);
    act(() => (el.querySelector('button.primary') as HTMLButtonElement).click());
    await settle();
    look('New sheet', el);

    el = mount(<SheetScreen id="sheet-2" />);
    await settle();
    expect(el.querySelector('[data-testid="round-2"]')).not.toBeNull();
    look('Sheet', el);
    const history = [...el.querySelectorAll('button')].find((b) => b.getAttribute('aria-expanded') !== null)!;
    act(() => history.click());
    await settle();
    look('Sheet history', el);
    act(() => (el.querySelector('button.primary.big') as HTMLButtonElement).click());
    await settle();
    look('Round dialog', document.body);
    // A refused score: the problem, worded by code.
    const input = document.querySelector('.score-inputs input') as HTMLInputElement;
    act(() => {
      input.value = '2.5';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => (document.querySelector('.sheet-dialog form') as HTMLFormElement).requestSubmit());
    await settle();
    expect(document.querySelector('.sheet-dialog [role="alert"]')?.textContent).toContain('たろう');
    look('Round dialog error', document.body);
    expect(found).toEqual([]);
  });

  it('every phrase with data, and the calculator frame, hold no English words', async () => {
    await setLanguage(l);
    const h = words(historyWords);
    const s = words(sheetWords);
    const c = words(calcWords);
    const problems: PadProblem[] = [
      { code: 'decimals', who: 'たろう' },
      { code: 'notWhole', who: 'たろう' },
      { code: 'tooLarge', who: 'たろう', max: 1_000_000 },
      { code: 'noName', seat: 2 },
      { code: 'nameTooLong', name: 'たろう', max: 24 },
      { code: 'sameName', name: 'たろう', seats: [1, 3] },
    ];
    const lines = [
      h.count(1),
      h.count(12),
      h.shownOf(3, 12),
      h.sheetState(1),
      h.select('こいこい', 'たろう, 지우', s.date(T0)),
      s.minutesAgo(5),
      s.hoursAgo(3),
      h.selectedCount(2),
      h.about(h.bytes(820)),
      h.about(h.bytes(4200)),
      h.broughtBack(2),
      h.deleted(1, 0, h.bytes(61_400)),
      h.deleted(2, 1, h.bytes(1_340_000)),
      h.archived(1),
      h.unarchived(3),
      h.noneBefore(s.date(T0)),
      h.foundBefore(4, s.date(T0), h.bytes(9000)),
      h.deleteMatches(4),
      s.rounds(2),
      s.won('たろう'),
      s.leads('たろう'),
      s.player(3),
      s.defaultTitle('こいこい', T0),
      s.pageLabel('旅行'),
      s.playerCount(4),
      s.wonBy(['たろう', 'はな']),
      s.scoresFor('旅行'),
      s.roundKept(3, '1月'),
      s.editRound(2),
      s.addRound(7),
      s.change(T0, 'add', 1),
      s.change(T0, 'edit', 2, '5 / -2', '三光', '9 / -2'),
      s.change(T0, 'delete', null, '1 / 2'),
      s.roundTitle(4, '2月'),
      s.calculateRound(4),
      s.countCardsOf('たろう'),
      s.scoreOf('たろう'),
      s.flip('たろう'),
      s.countCaptured('たろう'),
      ...Object.values(s.noteHints),
      ...problems.map((p) => s.padProblem(p)),
      c.oneLess('光'),
      c.oneMore('光'),
      c.calculated('三光'),
      problemLine({ code: 'damaged', id: 'k3x9q' }),
      words(problemWords).damaged(''),
    ];
    expect(lines.filter((x) => englishIn(x).length)).toEqual([]);
    const el = mount(
      <div>
        <Stepper label="光" value={1} onChange={() => {}} />
        <CalcFooter players={['たろう', 'はな']} scores={[3, -3]} onUse={() => {}} onCancel={() => {}} />
      </div>,
    );
    expect(englishIn(said(el))).toEqual([]);
  });
});

describe('English', () => {
  it('counts rounds, matches and sheets with the right plural', async () => {
    await setLanguage('en');
    const h = words(historyWords);
    const s = words(sheetWords);
    expect(s.rounds(1)).toBe('1 round');
    expect(s.rounds(2)).toBe('2 rounds');
    expect(h.sheetState(1)).toBe('Score sheet · 1 round');
    expect(h.sheetState(2)).toBe('Score sheet · 2 rounds');
    expect(h.count(1)).toBe('1 match or sheet');
    expect(h.count(6)).toBe('6 matches and sheets');
    expect(h.deleted(1, 0, '4.2 kB')).toBe('Deleted 1 match: 4.2 kB freed.');
    expect(h.deleted(2, 1, '4.2 kB')).toBe('Deleted 2 matches and 1 score sheet: 4.2 kB freed.');
    expect(s.playerCount(1)).toBe('1 player');
    expect(s.playerCount(4)).toBe('4 players');
  });

  it('a sheet with 1 round and one with 2 rounds say so on the Score sheets screen', async () => {
    await seed();
    await setLanguage('en');
    const el = mount(<Sheets />);
    await settle();
    const text = el.textContent ?? '';
    expect(text).toContain('1 round ·');
    expect(text).toContain('2 rounds ·');
    expect(text).not.toContain('1 rounds');
  });
});

describe('dates', () => {
  it('show as Japanese and Korean write them (formatDateTime)', async () => {
    await setLanguage('ja');
    const ja = words(sheetWords).date(T0);
    expect(ja).toBe(formatDateTime('ja', T0));
    expect(ja).toMatch(/^\d{4}\/\d{1,2}\/\d{1,2} \d{1,2}:\d{2}$/);
    expect(lang.value).toBe('ja');
    await setLanguage('ko');
    expect(words(sheetWords).date(T0)).toBe(formatDateTime('ko', T0));
    expect(words(sheetWords).date(T0)).toMatch(/^\d{4}\. \d{1,2}\. \d{1,2}\./);
    // A change in a sheet's history is dated the same way.
    expect(words(sheetWords).change(T0, 'add', 1)).toContain(formatDateTime('ko', T0));
  });
});

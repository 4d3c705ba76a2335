// @vitest-environment happy-dom
/**
 * A game's sheet rows keep the round's name and outcome as data (issue 27) and are worded when
 * shown, in the reader's language, with the sheet's players' names: a Koi-Koi round in May reads
 * "5月" in Japanese and "5월" in Korean, its note names the players, and the CSV follows.
 */
import 'fake-indexeddb/auto';
import { act } from 'preact/test-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { sheetAfterRound } from '../../src/app/match/sheetRows.ts';
import { loadRenderer, sheetRowWords } from '../../src/app/match/sheetText.ts';
import { SheetScreen } from '../../src/app/screens/Sheet.tsx';
import { getStore } from '../../src/app/state.ts';
import type { Status } from '../../src/engine/types.ts';
import { getGame } from '../../src/games/index.ts';
import { renderHanafudaEvent } from '../../src/games/hanafuda/words.ts';
import { setLanguage } from '../../src/i18n/current.ts';
import { englishIn } from '../../src/i18n/parity.ts';
import { checkSheet, type ScoreSheet } from '../../src/store/records.ts';
import { newSheet, sheetToCsv } from '../../src/store/sheets.ts';
import { eachFinishedRound } from '../helpers/rounds.ts';
import { mount } from '../helpers/mount.ts';

const NAMES = ['さくら', '민준'];
const seats = NAMES.map((name) => ({ name, kind: 'human' as const }));

/** A Koi-Koi match played to its fifth month (May), its sheet written row by row as a match writes it. */
function playedToMay(): { sheet: ScoreSheet; may: Status } {
  const koikoi = getGame('koikoi')!;
  let sheet = newSheet({ id: 'kk', title: 'こいこい', gameId: 'koikoi', players: NAMES, now: 1, matchId: 'm-kk' });
  let may: Status | undefined;
  let t = 2;
  eachFinishedRound(koikoi, { players: 2, seed: 'may-row', options: { rounds: 6 } }, (_s, st) => {
    sheet = sheetAfterRound(sheet, { renderEvent: renderHanafudaEvent }, st, seats, t++);
    const name = st.lastRound?.name;
    if (name?.kind === 'month' && name.month === 5) may = st;
  });
  return { sheet, may: may! };
}

afterAll(async () => {
  await setLanguage('en');
});

describe("a finished Koi-Koi round's row", () => {
  const { sheet, may } = playedToMay();
  const row = sheet.rounds[4]!;

  it('stores the round name and its events as data, no words', () => {
    expect(may.lastRound!.events!.length).toBeGreaterThan(0);
    expect(row).toMatchObject({ id: 'round-5', name: { kind: 'month', month: 5 }, note: '' });
    expect(row.events).toEqual(may.lastRound!.events);
    expect(row.label).toBeUndefined();
    expect(sheet.rounds.map((r) => r.name)).toEqual([1, 2, 3, 4, 5, 6].map((month) => ({ kind: 'month', month })));
    // The store reads it back as it is.
    expect(checkSheet(sheet)).toBeNull();
  });

  it.each([
    ['ja', '5月'],
    ['ko', '5월'],
    ['en', 'May'],
  ] as const)('is worded in %s: "%s", the note with the players\' names', async (l, month) => {
    const render = await loadRenderer('koikoi');
    expect(render).toBeTypeOf('function');
    await setLanguage(l);
    const rw = sheetRowWords(sheet, render);
    expect(rw.name(row)).toBe(month);
    const notes = sheet.rounds.map(rw.note);
    // Every round says something, and someone's name is in the rounds someone scored.
    for (const n of notes) expect(n.length).toBeGreaterThan(0);
    const scored = sheet.rounds.flatMap((r, i) => (r.scores.some((x) => x !== 0) ? [notes[i]!] : []));
    expect(scored.length).toBeGreaterThan(0);
    for (const n of scored)
      expect(
        NAMES.some((name) => n.includes(name)),
        n,
      ).toBe(true);
    if (l !== 'en') for (const n of notes) expect(englishIn(n), n).toEqual([]);
    const csv = sheetToCsv(sheet, { round: 'R', note: 'N', total: 'T', name: rw.name, rowNote: rw.note });
    expect(csv.split('\r\n')[5]).toContain(`5 ${month}`);
  });

  it('shows the sheet in Japanese and Korean with the month and the note, no English', async () => {
    const store = (await getStore())!;
    await store.putSheet(sheet);
    for (const [l, month] of [
      ['ja', '5月'],
      ['ko', '5월'],
    ] as const) {
      await setLanguage(l);
      const el = mount(<SheetScreen id="kk" />);
      for (let i = 0; i < 40 && !el.querySelector('[data-testid="round-5-note"]')?.textContent; i++)
        await act(() => new Promise<void>((r) => setTimeout(r, 10)));
      const fifth = el.querySelector('[data-testid="round-5"]')!;
      expect(fifth.textContent).toContain(month);
      const note = el.querySelector('[data-testid="round-5-note"]')?.textContent ?? '';
      expect(note.length).toBeGreaterThan(0);
      expect(englishIn(el.querySelector('table')!.textContent ?? '')).toEqual([]);
    }
  });
});

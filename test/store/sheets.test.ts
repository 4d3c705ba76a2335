import { describe, expect, it } from 'vitest';
import {
  addRound,
  deleteRound,
  editRound,
  newSheet,
  sheetLeaders,
  sheetRunning,
  sheetToCsv,
  sheetTotals,
} from '../../src/store/sheets.ts';

const base = () => newSheet({ id: 's', title: 'Koi-Koi night', gameId: 'koikoi', players: ['Aiko', 'Ben'], now: 0 });

describe('score sheets', () => {
  it('keeps running totals and the leader as rounds are added', () => {
    let s = base();
    expect(sheetLeaders(s)).toEqual([]);
    s = addRound(s, { id: 'r1', scores: [6, -6], label: 'January' }, 1);
    s = addRound(s, { id: 'r2', scores: [-10, 10] }, 2);
    expect(sheetRunning(s)).toEqual([
      [6, -6],
      [-4, 4],
    ]);
    expect(sheetTotals(s)).toEqual([-4, 4]);
    expect(sheetLeaders(s)).toEqual([1]);
  });

  it('adding the same round twice keeps one row (a match writes each round once)', () => {
    let s = addRound(base(), { id: 'r1', scores: [1, -1] }, 1);
    s = addRound(s, { id: 'r1', scores: [1, -1] }, 2);
    expect(s.rounds).toHaveLength(1);
  });

  it('an edit changes the totals and is kept in the history with the old values', () => {
    let s = addRound(base(), { id: 'r1', scores: [5, -5] }, 1);
    s = editRound(s, 'r1', { scores: [7, -7], note: 'forgot tan' }, 2);
    expect(sheetTotals(s)).toEqual([7, -7]);
    const last = s.history[s.history.length - 1];
    expect(last).toMatchObject({
      action: 'edit',
      roundId: 'r1',
      before: { scores: [5, -5] },
      after: { scores: [7, -7], note: 'forgot tan' },
    });
  });

  it('a deleted round leaves the totals and stays in the history', () => {
    let s = addRound(base(), { id: 'r1', scores: [5, -5] }, 1);
    s = addRound(s, { id: 'r2', scores: [1, -1] }, 2);
    s = deleteRound(s, 'r1', 3);
    expect(sheetTotals(s)).toEqual([1, -1]);
    expect(s.history.find((h) => h.action === 'delete')?.before?.scores).toEqual([5, -5]);
  });

  it('refuses a round with the wrong number of scores', () => {
    expect(() => addRound(base(), { id: 'r1', scores: [1] }, 1)).toThrow(/2 scores/);
    expect(() => addRound(base(), { id: 'r1', scores: [1, Number.NaN] }, 1)).toThrow(/number/);
  });

  it('exports CSV with a header, notes, totals, and defused formula-like text', () => {
    let s = newSheet({ id: 's', title: 't', gameId: 'other', players: ['Aiko', '=SUM(A1)'], now: 0 });
    s = addRound(s, { id: 'r1', scores: [3, -2], note: 'ribbons, "nice"', label: 'May' }, 1);
    const csv = sheetToCsv(s).split('\r\n');
    expect(csv[0]).toBe("Round,Aiko,'=SUM(A1),Note");
    expect(csv[1]).toBe('1 May,3,-2,"ribbons, ""nice"""');
    expect(csv[2]).toBe('Total,3,-2,');
  });
});

describe('sheet limits are enforced where the sheet is written (issue 32 §1)', () => {
  it('takes 2,000 rounds, refuses the 2,001st with its code and leaves the sheet unchanged; the full sheet reads back', async () => {
    const { LIMITS, parseSheet } = await import('../../src/store/records.ts');
    const { SheetLimitError } = await import('../../src/store/sheets.ts');
    let s = base();
    for (let i = 0; i < LIMITS.rounds; i++) s = addRound(s, { id: `r${i}`, scores: [1, -1] }, i + 1);
    expect(s.rounds).toHaveLength(LIMITS.rounds);
    const before = s;
    let err: unknown;
    try {
      addRound(s, { id: 'one-more', scores: [1, -1] }, 99_999);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SheetLimitError);
    expect((err as InstanceType<typeof SheetLimitError>).code).toBe('rounds');
    expect(s).toBe(before);
    expect(s.rounds).toHaveLength(LIMITS.rounds);
    expect(parseSheet(JSON.parse(JSON.stringify(s))).ok).toBe(true);
  });

  it('keeps the newest LIMITS.history entries, dropping the oldest, so edits never make the sheet unreadable', async () => {
    const { LIMITS, parseSheet } = await import('../../src/store/records.ts');
    let s = addRound(base(), { id: 'r1', scores: [0, 0] }, 1);
    for (let i = 0; i < LIMITS.history + 5; i++) s = editRound(s, 'r1', { scores: [i, -i], note: '' }, i + 2);
    expect(s.history).toHaveLength(LIMITS.history);
    expect(s.history.at(-1)?.after?.scores).toEqual([LIMITS.history + 4, -(LIMITS.history + 4)]);
    expect(s.history[0]?.action).toBe('edit');
    expect(parseSheet(JSON.parse(JSON.stringify(s))).ok).toBe(true);
  });
});

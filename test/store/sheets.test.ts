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

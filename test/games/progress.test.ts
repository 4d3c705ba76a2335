/** A match's progress line: stored as data, worded in the reader's language (issue 27 §4). */
import { describe, expect, test } from 'vitest';
import { ready, words } from '../../src/i18n/current.ts';
import { progressLine, progressWords } from '../../src/games/progress.words.ts';
import type { Progress } from '../../src/games/progress.ts';
import koikoi from '../../src/games/hanafuda/koikoi.module.ts';
import { koikoi as engine } from '../../src/games/hanafuda/koikoi.ts';

const may: Progress = { over: false, unit: 'round', round: 5, of: 12, month: 5, totals: [7, 3] };

describe('the same standing in three languages', () => {
  test('a Koi-Koi match in May', async () => {
    await ready('ja');
    await ready('ko');
    expect(words(progressWords, 'en').line(may)).toBe('May, round 5 of 12 · 7 : 3');
    expect(words(progressWords, 'ja').line(may)).toBe('5月 · 第5局（全12局） · 7 : 3');
    expect(words(progressWords, 'ko').line(may)).toBe('5월 · 5판 / 12판 · 7 : 3');
  });
  test('Go-Stop to a target, a TravFuda hand, Higo-Bana victories, a finished match', async () => {
    await ready('ja');
    const en = words(progressWords, 'en');
    expect(en.line({ over: false, unit: 'round', round: 3, target: 50, totals: [10, 2, 0] })).toBe(
      'Round 3, first to 50 · 10 : 2 : 0',
    );
    expect(en.line({ over: false, unit: 'hand', round: 2, totals: [1, -1] })).toBe('Hand 2 · 1 : -1');
    expect(en.line({ over: false, unit: 'round', round: 1, of: 6, totals: [0, 0, 0], totalsOf: 'victories' })).toBe(
      'Round 1 of 6 · victories 0 : 0 : 0',
    );
    expect(words(progressWords, 'ja').line({ over: true, unit: 'hand', round: 6, of: 6, totals: [4, 2] })).toBe(
      '終了 · 4 : 2',
    );
  });
  test('a record from before the three languages shows the line it stored', () => {
    expect(progressLine({ progress: 'March, round 3 of 12 · 0 : 6' })).toBe('March, round 3 of 12 · 0 : 6');
    expect(progressLine({})).toBeUndefined();
  });
});

test("Koi-Koi's module gives its standing as data: the month follows the round", () => {
  const st = engine.setup({ players: 2, seed: 'p', options: engine.defaultOptions });
  const status = { ...engine.status(st), round: 14 };
  expect(koikoi.progress?.(status, { rounds: 12 })).toMatchObject({ unit: 'round', round: 14, of: 12, month: 2 });
});

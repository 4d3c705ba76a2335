/** The shared refusal codes in Japanese and Korean (issue 27): every code worded, with its data, and no English left. */
import { describe, expect, test } from 'vitest';
import { SHARED_REFUSALS, type SharedRefusal } from '../../src/engine/refusals.ts';
import { sharedRefusalJa } from '../../src/engine/refusals.ja.ts';
import { sharedRefusalKo } from '../../src/engine/refusals.ko.ts';
import type { RefusalData } from '../../src/engine/types.ts';

const DATA: Record<SharedRefusal, RefusalData> = {
  'not-your-turn': { seat: 1 },
  'not-a-move': {},
  'not-legal': { move: 'play' },
  'match-over': {},
  'stock-empty': {},
  'not-there': { card: 'jan-bright' },
  seats: { min: 2, max: 4, players: 6 },
  'option-unknown': { option: 'nagari_cap' },
  'option-type': { option: 'rounds', value: 7 },
  'option-seats': { option: 'mode', value: 'team', players: [4] },
  'deck-size': { want: 48, got: 47 },
  'deck-card': { card: 'x' },
  'deck-twice': { card: 'jan-bright' },
};
const fields = [
  { key: 'rounds', label: '回数', kind: 'choice' as const, choices: [{ value: 12, label: '12回' }] },
  { key: 'mode', label: 'モード', kind: 'choice' as const, choices: [{ value: 'team', label: 'チーム' }] },
  { key: 'nagari_cap', label: '나가리 상한', kind: 'boolean' as const },
];

describe.each([
  ['ja', sharedRefusalJa, 'こいこい'],
  ['ko', sharedRefusalKo, '고스톱'],
] as const)('%s', (_, words, title) => {
  test.each([...SHARED_REFUSALS])('%s is worded, with no English', (code) => {
    const text = words(code, DATA[code], { names: ['さくら', '민준'], title, fields });
    expect(text).toBeTruthy();
    expect(text, text).not.toMatch(/[A-Za-z]/);
    expect(text, text).not.toMatch(/undefined|NaN/);
  });
  test('the data shows: whose turn, how many players, the deck counts', () => {
    const ctx = { names: ['さくら', '민준'], title, fields };
    expect(words('not-your-turn', { seat: 1 }, ctx)).toContain('민준');
    expect(words('seats', { min: 2, max: 4, players: 6 }, ctx)).toMatch(/2.*4/);
    expect(words('deck-size', { want: 48, got: 47 }, ctx)).toMatch(/48.*47/);
  });
});

test('Korean: the game title takes its particle', () => {
  expect(sharedRefusalKo('seats', { min: 2, max: 4, players: 6 }, { names: [], title: '고스톱' })).toBe(
    '고스톱은 2~4명이 합니다.',
  );
  expect(sharedRefusalKo('seats', { min: 2, max: 2, players: 3 }, { names: [], title: '맞고' })).toBe(
    '맞고는 2명이 합니다.',
  );
});

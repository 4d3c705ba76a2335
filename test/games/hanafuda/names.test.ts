/**
 * The Hanafuda names in English, Japanese and Korean (issue 27 §1, §2, §6): every key in every
 * language, no English left in Japanese or Korean, and the players' own terms of the glossary
 * (docs/glossary/hanafuda.md) where the issue names them.
 */
import { describe, expect, test } from 'vitest';
import { hanafudaNames, hanafudaNamesEn } from '../../../src/games/hanafuda/names.ts';
import { catalogueDrift, catalogueKeys } from '../../../src/i18n/parity.ts';
import { HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';

const leaves = (x: unknown): string[] => {
  if (typeof x === 'string') return [x];
  if (x && typeof x === 'object') return Object.values(x).flatMap(leaves);
  return [];
};

const ja = await hanafudaNames('ja');
const ko = await hanafudaNames('ko');

describe('Hanafuda names', () => {
  test('English names every card of the deck and every month', () => {
    expect(Object.keys(hanafudaNamesEn.cards)).toEqual([...HANAFUDA_DECK]);
    expect(hanafudaNamesEn.months).toHaveLength(12);
    // the yaku of all four games and the rule notes: Koi-Koi's ten and more
    expect(catalogueKeys(hanafudaNamesEn.yaku).length).toBeGreaterThanOrEqual(40);
  });

  test.each([
    ['ja', ja],
    ['ko', ko],
  ])('%s has exactly the keys English has', (_, names) => {
    expect(catalogueDrift(hanafudaNamesEn, names)).toEqual({ missing: [], extra: [] });
  });

  test.each([
    ['ja', ja],
    ['ko', ko],
  ])('%s has no empty name and no English word', (_, names) => {
    for (const s of leaves(names)) {
      expect(s.trim(), 'a name').not.toBe('');
      expect(s, `"${s}"`).not.toMatch(/[A-Za-z]/);
    }
  });

  test('Koi-Koi in Japanese uses the players’ terms', () => {
    expect([ja.yaku.goko, ja.yaku.shiko, ja.yaku['ame-shiko'], ja.yaku.sanko]).toEqual([
      '五光',
      '四光',
      '雨四光',
      '三光',
    ]);
    expect([ja.yaku['hanami-zake'], ja.yaku['tsukimi-zake'], ja.yaku.inoshikacho]).toEqual([
      '花見で一杯',
      '月見で一杯',
      '猪鹿蝶',
    ]);
    expect([ja.yaku.akatan, ja.yaku.aotan, ja.yaku.tan, ja.yaku.tane, ja.yaku.kasu]).toEqual([
      '赤短',
      '青短',
      'タン',
      'タネ',
      'カス',
    ]);
  });

  test('Go-Stop in Korean uses the players’ terms, and the Korean deck’s months for Willow and Paulownia', () => {
    expect([ko.classes.bright, ko.classes.animal, ko.classes.ribbon, ko.classes.chaff]).toEqual([
      '광',
      '열끗',
      '띠',
      '피',
    ]);
    expect([ko.yaku['five-birds'], ko.yaku['red-poems'], ko.yaku['blue-poems'], ko.yaku['grass-ribbons']]).toEqual([
      '고도리',
      '홍단',
      '청단',
      '초단',
    ]);
    expect(ko.cards['nov-chaff-1']).toBe('비 쌍피');
    expect(ko.cards['dec-chaff-1']).toBe('오동 쌍피');
    // ids keep the Japanese order (index 10 = Willow); Korean players call Willow the 12th month
    expect(ko.months[10]).toBe('12월(비)');
    expect(ko.months[11]).toBe('11월(오동)');
  });

  test('the two plain chaff of a month share a name; every other card of a language has its own', () => {
    for (const names of [hanafudaNamesEn, ja, ko]) {
      const named = new Map<string, string[]>();
      for (const [id, n] of Object.entries(names.cards)) named.set(n, [...(named.get(n) ?? []), id]);
      for (const ids of named.values())
        if (ids.length > 1) expect(ids.every((id) => /-chaff-\d$/.test(id) && id !== 'nov-chaff-1')).toBe(true);
    }
  });
});

/** How the language is chosen on a first visit, and numbers and plurals as each language writes them (issue 27 §4). */
import { describe, expect, test } from 'vitest';
import { isLang, pickLang } from '../../src/i18n/lang.ts';
import { formatNumber, plural } from '../../src/i18n/intl.ts';
import { catalogueDrift } from '../../src/i18n/parity.ts';

describe('the first visit picks the first preferred language Carriage speaks', () => {
  test.each([
    [['ja-JP', 'en-US'], 'ja'],
    [['ko-KR'], 'ko'],
    [['ko'], 'ko'],
    [['fr-FR', 'ko-KR', 'ja'], 'ko'],
    [['en-GB', 'ja'], 'en'],
    [['zh-TW', 'de'], 'en'],
    [['JA_jp'], 'ja'],
    [[], 'en'],
  ] as const)('%j → %s', (prefs, want) => {
    expect(pickLang(prefs)).toBe(want);
  });
  test('no list at all (an old browser) → English', () => {
    expect(pickLang(undefined)).toBe('en');
  });
  test('only the three languages are languages', () => {
    expect(['en', 'ja', 'ko'].every(isLang)).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang('')).toBe(false);
    expect(isLang(null)).toBe(false);
  });
});

describe('numbers and plurals', () => {
  test('a thousand and a negative score, as each language groups them, with a true minus', () => {
    expect(formatNumber('en', 12345)).toBe('12,345');
    expect(formatNumber('ja', -1200)).toBe('−1,200');
    expect(formatNumber('ko', 1000000)).toBe('1,000,000');
  });
  test('English has one and other; Japanese and Korean count with one form', () => {
    const rounds = { one: '{n} round', other: '{n} rounds' };
    expect(plural('en', 1, rounds)).toBe('1 round');
    expect(plural('en', 2, rounds)).toBe('2 rounds');
    expect(plural('ja', 1, { other: '{n}回戦' })).toBe('1回戦');
    expect(plural('ko', 1, { one: 'never used', other: '{n}판' })).toBe('1판');
    expect(plural('en', 1200, rounds)).toBe('1,200 rounds');
  });
});

describe('catalogue drift', () => {
  test('a key one language has and another lacks is named, however deep', () => {
    const en = { a: 'x', b: { c: 'y', d: (n: number) => `${n}` }, e: ['p', 'q'] };
    const ja = { a: 'x', b: { d: (n: number) => `${n}` }, e: ['p'], f: 'z' };
    expect(catalogueDrift(en, ja)).toEqual({ missing: ['b.c', 'e[1]'], extra: ['f'] });
    expect(catalogueDrift(en, en)).toEqual({ missing: [], extra: [] });
  });
});

describe('Korean particles follow the word', () => {
  test('을/를, 이/가, 은/는 by the last syllable’s final consonant', async () => {
    const { josa } = await import('../../src/i18n/ko.ts');
    expect(josa('비광', '을/를')).toBe('비광을');
    expect(josa('송학 피', '을/를')).toBe('송학 피를');
    expect(josa('민수', '이/가')).toBe('민수가');
    expect(josa('지훈', '이/가')).toBe('지훈이');
    expect(josa('지훈', '은/는')).toBe('지훈은');
    expect(josa('국진 열끗(술잔)', '을/를')).toBe('국진 열끗(술잔)을');
  });
  test('과/와: 과 after a consonant, 와 after a vowel ("지훈과 민수와 …")', async () => {
    const { josa } = await import('../../src/i18n/ko.ts');
    expect(josa('지훈', '과/와')).toBe('지훈과');
    expect(josa('민수', '과/와')).toBe('민수와');
    expect(josa('플레이어 1', '과/와')).toBe('플레이어 1과');
    expect(josa('플레이어 2', '과/와')).toBe('플레이어 2와');
  });
  test('(으)로: none after a vowel or ㄹ, 으로 after another consonant', async () => {
    const { josa } = await import('../../src/i18n/ko.ts');
    expect(josa('오동 피', '으로/로')).toBe('오동 피로');
    expect(josa('비 열끗(제비)', '으로/로')).toBe('비 열끗(제비)로');
    expect(josa('쌍피', '으로/로')).toBe('쌍피로');
    expect(josa('비광', '으로/로')).toBe('비광으로');
    expect(josa('열', '으로/로')).toBe('열로');
  });
  test('a word ending in a number takes the particle of how the number is read', async () => {
    const { josa } = await import('../../src/i18n/ko.ts');
    expect(josa('빨강 고양이 5', '을/를')).toBe('빨강 고양이 5를');
    expect(josa('파랑 부엉이 3', '을/를')).toBe('파랑 부엉이 3을');
    expect(josa('노랑 뱀 10', '이/가')).toBe('노랑 뱀 10이');
    expect(josa('회색 돼지 12', '은/는')).toBe('회색 돼지 12는');
    expect(josa('7', '으로/로')).toBe('7로');
    expect(josa('6', '으로/로')).toBe('6으로');
  });
  test('a word that does not end in Hangul gets both forms', async () => {
    const { josa } = await import('../../src/i18n/ko.ts');
    expect(josa('Ann', '을/를')).toBe('Ann을(를)');
    expect(josa('Bob', '이/가')).toBe('Bob이(가)');
    expect(josa('Ann', '으로/로')).toBe('Ann(으)로');
  });
});

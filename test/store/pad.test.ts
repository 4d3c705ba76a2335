import { describe, expect, it } from 'vitest';
import { sheetWords } from '../../src/app/screens/sheet.words.ts';
import { checkNames, notePlaceholder, parseScore } from '../../src/store/pad.ts';

// The store gives what is wrong as data (issue 27: no sentences in the store); the screen words
// it (sheetWords.padProblem), so the English sentences are checked through that.
const say = (r: { ok: boolean; error?: unknown }) => (r.ok ? '' : sheetWords.en.padProblem(r.error as never));

describe('the score pad', () => {
  it('takes plain whole numbers with a sign, empty as 0', () => {
    expect(parseScore('12', 'Aiko')).toEqual({ ok: true, value: 12 });
    expect(parseScore(' -7 ', 'Aiko')).toEqual({ ok: true, value: -7 });
    expect(parseScore('+3', 'Aiko')).toEqual({ ok: true, value: 3 });
    expect(parseScore('', 'Aiko')).toEqual({ ok: true, value: 0 });
    expect(parseScore('1000000', 'Aiko')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseScore('-1000000', 'Aiko')).toEqual({ ok: true, value: -1_000_000 });
  });
  it('refuses hex, binary, decimals, commas, exponents and huge numbers with a message naming the player', () => {
    for (const t of ['0x10', '0b11', '1e3', 'Infinity', '12a', '--1', '1 000']) {
      const r = parseScore(t, 'Ben');
      expect(r.ok, t).toBe(false);
      if (!r.ok) expect(r.error).toEqual({ code: 'notWhole', who: 'Ben' });
      expect(say(r)).toMatch(/Ben is not a whole number/);
    }
    for (const t of ['1,5', '2.5']) {
      const r = parseScore(t, 'Ben');
      expect(say(r)).toMatch(/Ben must be a whole number \(no decimals\)/);
    }
    for (const t of ['1000001', '-1000001', '999999999']) {
      const r = parseScore(t, 'Ben');
      expect(say(r)).toMatch(/too large: at most 1,000,000/);
    }
  });
  it('names: 1–24 characters, unique ignoring case', () => {
    expect(checkNames([' Aiko ', 'Ben'])).toEqual({ ok: true, value: ['Aiko', 'Ben'] });
    expect(checkNames(['Aiko', ''])).toEqual({ ok: false, error: { code: 'noName', seat: 2 } });
    expect(say(checkNames(['Aiko', '']))).toBe('Player 2 needs a name.');
    expect(checkNames(['x'.repeat(25), 'Ben']).ok).toBe(false);
    expect(checkNames(['x'.repeat(24), 'Ben']).ok).toBe(true);
    expect(checkNames(['Sam', 'Ben', 'sam'])).toEqual({
      ok: false,
      error: { code: 'sameName', name: 'sam', seats: [1, 3] },
    });
    expect(say(checkNames(['Sam', 'Ben', 'sam']))).toBe(
      'Two players are called "sam" (players 1 and 3); give each a different name.',
    );
  });
  it('each game has its own note placeholder', () => {
    expect(notePlaceholder('koikoi')).not.toBe(notePlaceholder('career-poker'));
    expect(notePlaceholder('capture')).toBe('capture');
    expect(sheetWords.en.noteHints[notePlaceholder('capture')]).toMatch(/captures/);
    expect(notePlaceholder('travfuda-x')).toBe('piles');
    expect(notePlaceholder('other')).toBe('other');
  });
});

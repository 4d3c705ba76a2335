/**
 * Progress toward the TravFuda combinations (issue 28 §3): hand-worked capture areas, and the
 * property that progress calls a goal complete exactly when the printed sheet scores it, and
 * possible exactly when the cards not yet gone would complete it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRAVFUDA_DECK } from '../../../src/games/travfuda/deck.ts';
import {
  comboProgress,
  declarationStanding,
  madeCombos,
  nearCombos,
  type ComboProgress,
} from '../../../src/games/travfuda/progress.ts';
import { scoreTravFuda, type ScoreOptions } from '../../../src/games/travfuda/scoring.ts';

const find = (all: ComboProgress[], id: string, key?: { colour?: string; suit?: number }) =>
  all.find((p) => p.id === id && (!key?.colour || p.colour === key.colour) && (!key?.suit || p.suit === key.suit))!;

describe('hand-worked capture areas', () => {
  it('two Starbursts, a third gone: Hero needs one of the two left, Grand Hero is out of reach', () => {
    const all = comboProgress(['t02-RS', 't04-BS', 't01-P1'], ['t06-GS']);
    const hero = find(all, 'hero');
    expect([hero.have, hero.need, hero.complete, hero.possible]).toEqual([2, 3, false, true]);
    expect(hero.wanted).toEqual(['t08-PS', 't10-YS']);
    expect(hero.gone).toEqual(['t06-GS']);
    expect(hero.points).toBe(5);
    expect(find(all, 'major-hero').possible).toBe(true);
    expect(find(all, 'grand-hero').possible).toBe(false);
    // The nearest goal is the Hero (one card away); Grand Hero is not offered.
    expect(nearCombos(all).map((p) => p.id)[0]).toBe('hero');
    expect(nearCombos(all).some((p) => p.id === 'grand-hero' || p.id === 'major-hero')).toBe(false);
  });

  it('a red Guidon Set: two of the three red flags, the third still out', () => {
    const all = comboProgress(['t03-RF', 't05-RF'], []);
    const g = find(all, 'guidon', { colour: 'R' });
    expect([g.have, g.need, g.wanted, g.points]).toEqual([2, 3, ['t06-RF'], 2]);
    expect(find(all, 'guidon', { colour: 'G' }).have).toBe(0);
  });

  it('a red Uniform Set lacks its Cutlass; when both red Cutlasses are gone it cannot be made', () => {
    const near = find(comboProgress(['t02-RS', 't03-RF'], []), 'uniform', { colour: 'R' });
    expect([near.have, near.need, near.wanted, near.possible]).toEqual([2, 3, ['t01-RC', 't10-RC'], true]);
    const lost = find(comboProgress(['t02-RS', 't03-RF'], ['t01-RC', 't10-RC']), 'uniform', { colour: 'R' });
    expect([lost.possible, lost.gone, lost.wanted]).toEqual([false, ['t01-RC', 't10-RC'], []]);
  });

  it('20 Plain counts a Double as two: three Doubles and ten plains make 16 of 20', () => {
    const plains = TRAVFUDA_DECK.filter((c) => /-P\d$/.test(c)).slice(0, 10);
    const all = comboProgress(['t03-D', 't04-D', 't05-D', ...plains], []);
    const t = find(all, 'twenty-plain');
    expect([t.have, t.need, t.complete, t.points]).toEqual([16, 20, false, 2]);
    // Three of four Doubles: Double Good needs the fourth (and 20 Plain); Double Trouble is one Double away.
    const dg = find(all, 'double-good');
    expect([dg.have, dg.need, dg.wanted]).toEqual([3, 4, ['t10-D']]);
    expect(find(all, 'double-trouble').complete).toBe(false);
  });

  it('a declared Emperor with a Starburst gone has failed; an Archduke with 20 plain is made', () => {
    const plains = TRAVFUDA_DECK.filter((c) => /-P\d$/.test(c)).slice(0, 20);
    const all = comboProgress(
      ['t02-RS', 't04-BS', 't06-GS', 't08-PS', ...plains],
      ['t10-YS'],
      {},
      {
        emperor: true,
        archduke: true,
      },
    );
    expect(declarationStanding(all, 'emperor')).toMatchObject({ state: 'failed', have: 4, need: 5, gone: ['t10-YS'] });
    expect(declarationStanding(all, 'archduke')).toMatchObject({ state: 'made', have: 20 });
    expect(declarationStanding(comboProgress([], []), 'emperor')).toBeNull();
  });

  it('complete lines score what the sheet scores: 5 Flags with six flags pays 2', () => {
    const flags = ['t01-GF', 't01-PF', 't02-YF', 't03-RF', 't05-RF', 't05-BF'];
    const f = find(comboProgress(flags, []), 'five-flags');
    expect([f.complete, f.points, f.wanted]).toEqual([true, 2, []]);
    expect(scoreTravFuda(flags).items.find((i) => i.id === 'five-flags')?.points).toBe(2);
  });
});

describe('the nearest goals and the lines made', () => {
  // Two red flags and the red Starburst: a Guidon and a Uniform one card away, a Hero two.
  const mine = ['t03-RF', 't05-RF', 't02-RS'];

  it('nearest first (fewest missing, then the fullest), the next Hero step only, no declaration', () => {
    const all = comboProgress(mine, [], {}, { emperor: true, archduke: true });
    expect(nearCombos(all).map((p) => `${p.id}${p.colour ?? ''}`)).toEqual(['guidonR', 'uniformR', 'hero']);
    expect(nearCombos(all, 10).map((p) => `${p.id}${p.colour ?? p.suit ?? ''}`)).toEqual([
      'guidonR',
      'uniformR',
      'hero',
      'five-flags',
      'whole-suit2',
      'whole-suit3',
      'whole-suit5',
    ]);
    // With the third red flag gone the Guidon is out of reach: the Uniform leads.
    expect(nearCombos(comboProgress(mine, ['t06-RF'])).map((p) => p.id)[0]).toBe('uniform');
  });

  it('what each goal pays: Whole Suit 1, an Emperor or Archduke 10, Double Good doubles (0 here)', () => {
    const all = comboProgress(mine, [], {}, { emperor: true, archduke: true });
    expect(find(all, 'whole-suit', { suit: 3 }).points).toBe(1);
    expect(find(all, 'emperor').points).toBe(10);
    expect(find(all, 'archduke').points).toBe(10);
    expect(find(all, 'double-good').points).toBe(0);
    expect(comboProgress(mine, []).some((p) => p.id === 'emperor' || p.id === 'archduke')).toBe(false);
  });

  it('20 Plain and an Archduke want only plain cards (plains and Doubles)', () => {
    const all = comboProgress(mine, [], {}, { archduke: true });
    for (const id of ['twenty-plain', 'archduke']) {
      const p = find(all, id);
      expect(p.wanted.length).toBe(TRAVFUDA_DECK.filter((c) => /-(P\d|D)$/.test(c)).length);
      expect(p.wanted.every((c) => /-(P\d|D)$/.test(c))).toBe(true);
    }
  });

  it('Double Good is possible only while both its Doubles and 20 Plain are', () => {
    const plains = TRAVFUDA_DECK.filter((c) => /-P\d$/.test(c));
    expect(find(comboProgress(['t03-D'], []), 'double-good').possible).toBe(true);
    // Every plain but five gone: 20 Plain cannot be made, so neither can Double Good.
    expect(find(comboProgress(['t03-D'], plains.slice(5)), 'double-good').possible).toBe(false);
    // A Double gone: no Double Good either.
    expect(find(comboProgress(['t03-D'], ['t04-D']), 'double-good').possible).toBe(false);
  });

  it('the lines made: a Guidon Set, never a declaration', () => {
    const starbursts = ['t02-RS', 't04-BS', 't06-GS', 't08-PS', 't10-YS'];
    const all = comboProgress([...starbursts, 't03-RF', 't05-RF', 't06-RF'], [], {}, { emperor: true });
    expect(madeCombos(all).map((p) => `${p.id}${p.colour ?? ''}`)).toEqual(['grand-hero', 'guidonR']);
    expect(find(all, 'emperor').complete).toBe(true);
  });
});

/** A random deal of the deck: mine, the other capture areas, and the rest (table, hands, stock). */
const split = fc
  .array(fc.integer({ min: 0, max: 2 }), { minLength: TRAVFUDA_DECK.length, maxLength: TRAVFUDA_DECK.length })
  .map((where) => ({
    mine: TRAVFUDA_DECK.filter((_, i) => where[i] === 0),
    taken: TRAVFUDA_DECK.filter((_, i) => where[i] === 1),
  }));
const heavy = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: TRAVFUDA_DECK.length, maxLength: TRAVFUDA_DECK.length })
  .map((where) => ({
    mine: TRAVFUDA_DECK.filter((_, i) => where[i]! < 7),
    taken: TRAVFUDA_DECK.filter((_, i) => where[i] === 7),
  }));

describe('progress agrees with the scorer', () => {
  const opts = fc.record({
    heroStacking: fc.constantFrom('highest', 'cumulative'),
    doubleGoodScope: fc.constantFrom('subtotal', 'grandTotal'),
  }) as fc.Arbitrary<ScoreOptions>;

  it('complete ⇔ the sheet scores the line (with its points), for every goal', () => {
    fc.assert(
      fc.property(fc.oneof(split, heavy), opts, fc.boolean(), fc.boolean(), ({ mine, taken }, o, emperor, archduke) => {
        const all = comboProgress(mine, taken, o, { emperor, archduke });
        const sheet = scoreTravFuda(mine, { emperor, archduke }, o);
        const line = (id: string) => sheet.items.find((i) => i.id === id);
        for (const id of [
          'hero',
          'major-hero',
          'grand-hero',
          'five-flags',
          'five-cutlasses',
          'twenty-plain',
          'double-trouble',
        ])
          expect(find(all, id).complete, id).toBe(!!line(id));
        for (const id of [
          'hero',
          'major-hero',
          'grand-hero',
          'five-flags',
          'five-cutlasses',
          'twenty-plain',
          'double-trouble',
        ]) {
          const p = find(all, id);
          if (p.complete) expect(p.points, id).toBe(line(id)!.points);
        }
        const count = (id: string) => all.filter((p) => p.id === id && p.complete).length;
        expect(count('guidon')).toBe(line('guidon')?.count ?? 0);
        expect(count('uniform')).toBe(line('uniform')?.count ?? 0);
        expect(count('whole-suit')).toBe(line('whole-suit')?.count ?? 0);
        expect(find(all, 'double-good').complete).toBe(!!line('double-good'));
        if (emperor) expect(find(all, 'emperor').complete).toBe(!!line('emperor-made'));
        if (archduke) expect(find(all, 'archduke').complete).toBe(!!line('archduke-made'));
      }),
      { numRuns: 300 },
    );
  });

  it('possible ⇔ the cards not gone would complete it; wanted and gone are exactly what is missing', () => {
    fc.assert(
      fc.property(fc.oneof(split, heavy), ({ mine, taken }) => {
        const open = TRAVFUDA_DECK.filter((c) => !mine.includes(c) && !taken.includes(c));
        const all = comboProgress(mine, taken, { heroStacking: 'cumulative' }, { emperor: true, archduke: true });
        const best = comboProgress(
          [...mine, ...open],
          taken,
          { heroStacking: 'cumulative' },
          { emperor: true, archduke: true },
        );
        all.forEach((p, i) => {
          if (p.id === 'double-trouble' || p.id === 'double-good') return;
          expect(p.possible, `${p.id} ${p.colour ?? p.suit ?? ''}`).toBe(best[i]!.complete);
          for (const c of p.wanted) expect(mine.includes(c) || taken.includes(c)).toBe(false);
          for (const c of p.gone) expect(taken.includes(c)).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });
});

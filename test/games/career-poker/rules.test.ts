/** The Career Poker rules kernel against hand-written cases (docs/rulings/career-poker.md, CP-1…CP-16). */
import { describe, expect, test } from 'vitest';
import {
  canFollow,
  dealPlan,
  finalRanking,
  goldNumberCost,
  interimGold,
  judgeMillionairePlay,
  mustTransferLead,
  rankingWithoutMillionaire,
  teamScores,
  trickEndEnergy,
  trickResult,
  trickReversed,
  type Binding,
} from '../../../src/games/career-poker/rules.ts';
import { renderCareerPokerRefusal } from '../../../src/games/career-poker/render.ts';

const none: Binding = { colour: null, mark: null };
const st = (
  o: Partial<{ revolution: boolean; back: boolean; top: string[] | null; binding: Binding; energy: number }> = {},
) => ({
  revolution: false,
  back: false,
  top: null,
  binding: none,
  energy: 0,
  ...o,
});
const judge = (
  state: ReturnType<typeof st>,
  hand: string[],
  play: string[],
  extra: { goldMods?: Record<string, object>; cut?: boolean; gold?: number } = {},
) =>
  judgeMillionairePlay({
    state,
    hand,
    play,
    goldMods: (extra.goldMods ?? {}) as never,
    cut: extra.cut ?? false,
    ...(extra.gold !== undefined ? { gold: extra.gold } : {}),
  });
/** A refusal's words (from its code and data, as the table words it). */
const refused = (j: ReturnType<typeof judge>): string => {
  if (j.legal) throw new Error('expected a refusal');
  const words = renderCareerPokerRefusal(j.code, j.data, []);
  expect(words).toMatch(/^[A-Z].{8,}[.]$/);
  return words!;
};
const ok = (j: ReturnType<typeof judge>) => {
  if (!j.legal) throw new Error(`expected legal, got: ${j.code}`);
  return j;
};

describe('dealPlan (setup, CP-1 layout)', () => {
  test('3 players: 45 cards without 6, 7, 9, 12; 9 removed; 12 each', () => {
    const p = dealPlan(3);
    expect(p.cards).toHaveLength(45);
    expect(p.removedFaceDown).toBe(9);
    expect(p.handSize).toBe(12);
    expect(p.cards.some((c) => /^cp-(06|07|09|12)-/.test(c))).toBe(false);
  });
  test('4 players: 55 cards without 7 and 9; 7 removed', () => {
    const p = dealPlan(4);
    expect(p.cards).toHaveLength(55);
    expect(p.removedFaceDown).toBe(7);
    expect(p.cards.some((c) => /^cp-(07|09)-/.test(c))).toBe(false);
    expect(p.cards).toContain('cp-12-red-owl');
  });
  test('5 players: all 65 distinct cards; 5 removed', () => {
    const p = dealPlan(5);
    expect(new Set(p.cards).size).toBe(65);
    expect(p.removedFaceDown).toBe(5);
    expect(p.cards).toContain('cp-05-yellow-cat');
    expect(p.cards).toContain('cp-13-green-cat');
  });
});

describe('canFollow (must-follow)', () => {
  const hand = ['cp-05-yellow-cat', 'cp-10-yellow-cat', 'cp-04-red-goldfish'];
  test('a card with the lead colour is always allowed', () => {
    expect(canFollow(hand, { type: 'colour', value: 'yellow' }, 'cp-05-yellow-cat')).toBe(true);
  });
  test('holding the lead colour forbids another card', () => {
    expect(canFollow(hand, { type: 'colour', value: 'yellow' }, 'cp-04-red-goldfish')).toBe(false);
  });
  test('lead mark: a cat must be played when you hold one', () => {
    expect(canFollow(hand, { type: 'mark', value: 'cat' }, 'cp-04-red-goldfish')).toBe(false);
    expect(canFollow(hand, { type: 'mark', value: 'cat' }, 'cp-10-yellow-cat')).toBe(true);
  });
  test('without the attribute any card may be played', () => {
    expect(canFollow(hand, { type: 'colour', value: 'blue' }, 'cp-04-red-goldfish')).toBe(true);
    expect(canFollow(hand, { type: 'mark', value: 'owl' }, 'cp-05-yellow-cat')).toBe(true);
  });
  test('a card not in hand cannot be played', () => {
    expect(canFollow(hand, { type: 'colour', value: 'blue' }, 'cp-01-red-owl')).toBe(false);
  });
});

describe('trickResult', () => {
  const red = { type: 'colour', value: 'red' } as const;
  test('highest number with the lead attribute wins, takes 1 gold and those cards', () => {
    const r = trickResult(
      red,
      [
        { player: 0, card: 'cp-04-red-goldfish' },
        { player: 1, card: 'cp-10-red-goldfish' },
        { player: 2, card: 'cp-13-yellow-snake' },
      ],
      null,
    );
    expect(r.winner).toBe(1);
    expect(r.goldToWinner).toBe(1);
    expect(r.toWinnerStrategicHand.sort()).toEqual(['cp-04-red-goldfish', 'cp-10-red-goldfish']);
    expect(r.nonLeadCards).toEqual(['cp-13-yellow-snake']);
    expect(r.setAside).toEqual([]);
  });
  test('CP-6: one 11 (even off-attribute) reverses the order: lowest wins', () => {
    const r = trickResult(
      red,
      [
        { player: 0, card: 'cp-04-red-goldfish' },
        { player: 1, card: 'cp-10-red-goldfish' },
        { player: 2, card: 'cp-11-blue-cat' },
      ],
      null,
    );
    expect(r.winner).toBe(0);
    expect(r.nonLeadCards).toEqual(['cp-11-blue-cat']);
  });
  test('CP-6: two 11s flip back to normal', () => {
    const r = trickResult(
      red,
      [
        { player: 0, card: 'cp-04-red-goldfish' },
        { player: 1, card: 'cp-11-red-pig' },
        { player: 2, card: 'cp-11-blue-cat' },
      ],
      null,
    );
    expect(r.winner).toBe(1);
  });
  test('CP-6 as the table shows it ("Back: low wins"): an odd number of 11s so far, on-attribute or not', () => {
    expect(trickReversed([])).toBe(false);
    expect(trickReversed([{ card: 'cp-04-red-goldfish' }, { card: 'cp-10-red-goldfish' }])).toBe(false);
    expect(trickReversed([{ card: 'cp-04-red-goldfish' }, { card: 'cp-11-blue-cat' }])).toBe(true);
    expect(trickReversed([{ card: 'cp-11-red-pig' }, { card: 'cp-11-blue-cat' }])).toBe(false);
    expect(
      trickReversed([
        { card: 'cp-11-red-pig' },
        { card: 'cp-01-red-owl' },
        { card: 'cp-11-blue-cat' },
        { card: 'cp-11-red-goldfish' },
      ]),
    ).toBe(true);
  });
  test('cut (CP-5): the cutter takes every card but his 8, no gold; the 8 is set aside', () => {
    const r = trickResult(
      red,
      [
        { player: 0, card: 'cp-13-red-pig' },
        { player: 1, card: 'cp-08-blue-cat' },
        { player: 2, card: 'cp-08-red-snake' },
      ],
      1,
    );
    expect(r.winner).toBe(1);
    expect(r.goldToWinner).toBe(0);
    expect(r.toWinnerStrategicHand.sort()).toEqual(['cp-08-red-snake', 'cp-13-red-pig']);
    expect(r.setAside).toEqual(['cp-08-blue-cat']);
    expect(r.nonLeadCards).toEqual([]);
  });
  test('CP-5: a player who would win anyway may cut (takes all, no gold)', () => {
    const r = trickResult(
      { type: 'mark', value: 'snake' },
      [
        { player: 2, card: 'cp-08-red-snake' },
        { player: 0, card: 'cp-01-red-owl' },
      ],
      2,
    );
    expect(r).toMatchObject({
      winner: 2,
      goldToWinner: 0,
      toWinnerStrategicHand: ['cp-01-red-owl'],
      setAside: ['cp-08-red-snake'],
    });
  });
  test('CP-2: equal numbers (only with another deck): the card played first wins', () => {
    const r = trickResult(
      red,
      [
        { player: 0, card: 'cp-09-red-owl' },
        { player: 1, card: 'cp-09-red-cat' },
      ],
      null,
    );
    expect(r.winner).toBe(0);
  });
  test('a cut by someone without an 8 is an error', () => {
    expect(() => trickResult(red, [{ player: 0, card: 'cp-04-red-goldfish' }], 0)).toThrow();
  });
});

describe('interimGold', () => {
  test('exactly one goldless player without a cut gets 2', () => {
    expect(interimGold([0, 3, 9], [false, false, false])).toEqual([2, 0, 0]);
  });
  test('two such players get 1 each', () => {
    expect(interimGold([0, 0, 12, 0], [false, false, false, true])).toEqual([1, 1, 0, 0]);
  });
  test('three or more such players get nothing', () => {
    expect(interimGold([0, 0, 0, 12], [false, false, false, false])).toEqual([0, 0, 0, 0]);
  });
  test('nobody goldless: nothing', () => {
    expect(interimGold([4, 4, 4], [false, false, false])).toEqual([0, 0, 0]);
  });
});

describe('judgeMillionairePlay: basics', () => {
  test('lead a single card: free, no binding', () => {
    const j = ok(judge(st(), ['cp-05-yellow-cat', 'cp-04-red-goldfish'], ['cp-05-yellow-cat']));
    expect(j).toMatchObject({
      energyCost: 0,
      goldCost: 0,
      goesOut: false,
      after: { revolution: false, back: false, binding: none, energy: 0, trickEndsNow: false },
    });
  });
  test('Normal order 3 < … < 13 < 1 < 2: a 1 beats a 13, a 4 does not beat a 13', () => {
    ok(judge(st({ top: ['cp-13-red-pig'] }), ['cp-01-red-owl', 'cp-04-red-goldfish'], ['cp-01-red-owl']));
    const r = refused(
      judge(st({ top: ['cp-13-red-pig'] }), ['cp-01-red-owl', 'cp-04-red-goldfish'], ['cp-04-red-goldfish']),
    );
    expect(r).toContain('not stronger');
  });
  test('wrong count is refused with a reason', () => {
    const r = refused(
      judge(
        st({ top: ['cp-05-yellow-cat', 'cp-05-red-snake'] }),
        ['cp-13-red-pig', 'cp-01-red-owl'],
        ['cp-13-red-pig'],
      ),
    );
    expect(r).toMatch(/two cards/);
  });
  test('mixed numbers are refused', () => {
    refused(
      judge(
        st({ energy: 3 }),
        ['cp-13-red-pig', 'cp-01-red-owl', 'cp-04-red-goldfish'],
        ['cp-13-red-pig', 'cp-01-red-owl'],
      ),
    );
  });
  test('leading two cards costs 2 energy; without enough energy it is refused', () => {
    const hand = ['cp-13-red-pig', 'cp-13-blue-goldfish', 'cp-04-red-goldfish'];
    const j = ok(judge(st({ energy: 2 }), hand, ['cp-13-red-pig', 'cp-13-blue-goldfish']));
    expect(j.energyCost).toBe(2);
    expect(j.after.energy).toBe(0);
    expect(refused(judge(st({ energy: 1 }), hand, ['cp-13-red-pig', 'cp-13-blue-goldfish']))).toMatch(/energy/);
  });
  test('followers play the same count without paying energy', () => {
    const j = ok(
      judge(
        st({ top: ['cp-05-yellow-cat', 'cp-05-red-snake'] }),
        ['cp-13-red-pig', 'cp-13-blue-goldfish', 'cp-04-red-goldfish'],
        ['cp-13-red-pig', 'cp-13-blue-goldfish'],
      ),
    );
    expect(j.energyCost).toBe(0);
  });
  test('a card not in hand is refused', () => {
    refused(judge(st(), ['cp-13-red-pig'], ['cp-01-red-owl']));
  });
  test('trickEndEnergy: 2 or more cards make one bundle, a single card none', () => {
    expect(trickEndEnergy(1)).toBe(0);
    expect(trickEndEnergy(2)).toBe(1);
    expect(trickEndEnergy(9)).toBe(1);
    expect(trickEndEnergy(0)).toBe(0);
  });
});

describe('binding (CP-7)', () => {
  test('seed: yellow cat on a cat → cat binding; then only cats', () => {
    const j = ok(judge(st({ top: ['cp-05-yellow-cat'] }), ['cp-10-yellow-cat', 'cp-13-red-pig'], ['cp-10-yellow-cat']));
    // same colour AND same mark: double binding
    expect(j.after.binding).toEqual({ colour: ['yellow'], mark: ['cat'] });
    const j2 = ok(judge(st({ top: ['cp-05-yellow-cat'] }), ['cp-13-green-cat', 'cp-13-red-pig'], ['cp-13-green-cat']));
    expect(j2.after.binding).toEqual({ colour: null, mark: ['cat'] });
    const r = refused(
      judge(
        st({ top: ['cp-13-green-cat'], binding: { colour: null, mark: ['cat'] } }),
        ['cp-01-red-owl', 'cp-04-red-goldfish'],
        ['cp-01-red-owl'],
      ),
    );
    expect(r).toMatch(/bound to cat/);
  });
  test('seed: red pig then red → red binding', () => {
    const j = ok(judge(st({ top: ['cp-11-red-pig'] }), ['cp-01-red-owl', 'cp-04-red-goldfish'], ['cp-01-red-owl']));
    expect(j.after.binding).toEqual({ colour: ['red'], mark: null });
    refused(
      judge(
        st({ top: ['cp-01-red-owl'], binding: { colour: ['red'], mark: null } }),
        ['cp-02-blue-owl', 'cp-04-red-goldfish'],
        ['cp-02-blue-owl'],
      ),
    );
    ok(
      judge(
        st({ top: ['cp-01-red-owl'], binding: { colour: ['red'], mark: null } }),
        ['cp-02-red-cat', 'cp-04-red-goldfish'],
        ['cp-02-red-cat'],
      ),
    );
  });
  test('seed multi-card: {red cat, blue snake} then {red pig, blue cat} → red+blue binding', () => {
    const j = ok(
      judge(
        st({ top: ['cp-06-red-cat', 'cp-06-blue-snake'] }),
        ['cp-11-red-pig', 'cp-11-blue-cat', 'cp-04-red-goldfish'],
        ['cp-11-red-pig', 'cp-11-blue-cat'],
      ),
    );
    expect(j.after.binding).toEqual({ colour: ['blue', 'red'], mark: null });
  });
  test('seed multi-card: {yellow cat, blue snake} on {red cat, blue snake} → cat+snake binding', () => {
    const j = ok(
      judge(
        st({ top: ['cp-06-red-cat', 'cp-06-blue-snake'] }),
        ['cp-10-yellow-cat', 'cp-10-blue-snake', 'cp-04-red-goldfish'],
        ['cp-10-yellow-cat', 'cp-10-blue-snake'],
      ),
    );
    expect(j.after.binding).toEqual({ colour: null, mark: ['cat', 'snake'] });
  });
  test('partial overlap binds nothing', () => {
    const j = ok(
      judge(
        st({ top: ['cp-06-red-cat', 'cp-06-blue-snake'] }),
        ['cp-13-yellow-snake', 'cp-13-blue-goldfish', 'cp-04-red-goldfish'],
        ['cp-13-yellow-snake', 'cp-13-blue-goldfish'],
      ),
    );
    expect(j.after.binding).toEqual(none);
  });
  test('seed double binding {red cat, green pig} then {green cat, red pig}', () => {
    const j = ok(
      judge(
        st({ top: ['cp-06-red-cat', 'cp-06-green-pig'] }),
        ['cp-13-green-cat', 'cp-13-red-pig', 'cp-04-red-goldfish'],
        ['cp-13-green-cat', 'cp-13-red-pig'],
      ),
    );
    expect(j.after.binding).toEqual({ colour: ['green', 'red'], mark: ['cat', 'pig'] });
    // then a set with red+green but not cat+pig is refused
    const r = refused(
      judge(
        st({ top: ['cp-13-green-cat', 'cp-13-red-pig'], binding: j.after.binding }),
        ['cp-01-red-owl', 'cp-01-green-goldfish', 'cp-04-red-goldfish'],
        ['cp-01-red-owl', 'cp-01-green-goldfish'],
      ),
    );
    expect(r).toMatch(/bound/);
  });
  test('bindings accumulate: a colour binding stays when a mark binding joins', () => {
    const j = ok(
      judge(
        st({ top: ['cp-10-red-goldfish'], binding: { colour: ['red'], mark: null } }),
        ['cp-04-red-goldfish', 'cp-01-red-owl'],
        ['cp-01-red-owl'],
      ),
    );
    expect(j.after.binding).toEqual({ colour: ['red'], mark: null });
  });
});

describe('loop (CP-8)', () => {
  test('seed: red cat 2 → red cat 3 loop → double binding; a red cat 6 may follow', () => {
    const j = ok(judge(st({ top: ['cp-02-red-cat'] }), ['cp-03-red-cat', 'cp-06-red-cat'], ['cp-03-red-cat']));
    expect(j.loop).toBe(true);
    expect(j.after.binding).toEqual({ colour: ['red'], mark: ['cat'] });
    ok(
      judge(
        st({ top: ['cp-03-red-cat'], binding: j.after.binding }),
        ['cp-06-red-cat', 'cp-01-red-owl'],
        ['cp-06-red-cat'],
      ),
    );
  });
  test('a 3 that is not the twin cannot go on a 2', () => {
    expect(
      refused(
        judge(st({ top: ['cp-02-red-cat'] }), ['cp-03-yellow-goldfish', 'cp-06-red-cat'], ['cp-03-yellow-goldfish']),
      ),
    ).toContain('not stronger');
  });
  test('in reversed order (revolution) 2s loop on their twin 3s', () => {
    ok(
      judge(st({ revolution: true, top: ['cp-03-blue-owl'] }), ['cp-02-blue-owl', 'cp-06-red-cat'], ['cp-02-blue-owl']),
    );
    // but in Normal order 2s simply beat 3s, no loop
    const j = ok(judge(st({ top: ['cp-03-blue-owl'] }), ['cp-02-blue-owl', 'cp-06-red-cat'], ['cp-02-blue-owl']));
    expect(j.loop).toBe(false);
  });
  test('a temporary Back counts: in Back, 2s loop on 3s', () => {
    ok(judge(st({ back: true, top: ['cp-03-blue-owl'] }), ['cp-02-blue-owl', 'cp-06-red-cat'], ['cp-02-blue-owl']));
  });
  test('multi-card loop: {red cat 2, green pig 2} → {red cat 3, green pig 3}', () => {
    const j = ok(
      judge(
        st({ top: ['cp-02-red-cat', 'cp-02-green-pig'] }),
        ['cp-03-red-cat', 'cp-03-green-pig', 'cp-01-red-owl'],
        ['cp-03-red-cat', 'cp-03-green-pig'],
      ),
    );
    expect(j.loop).toBe(true);
    expect(j.after.binding).toEqual({ colour: ['green', 'red'], mark: ['cat', 'pig'] });
  });
});

describe('back (11) and revolution (CP-9)', () => {
  test('an 11 beats a 10 and flips the order for the trick', () => {
    const j = ok(
      judge(st({ top: ['cp-10-red-goldfish'] }), ['cp-11-blue-cat', 'cp-04-red-goldfish'], ['cp-11-blue-cat']),
    );
    expect(j.after.back).toBe(true);
    // after the Back, a 4 beats the 11
    ok(
      judge(
        st({ back: true, top: ['cp-11-blue-cat'] }),
        ['cp-04-red-goldfish', 'cp-13-red-pig'],
        ['cp-04-red-goldfish'],
      ),
    );
    refused(
      judge(st({ back: true, top: ['cp-11-blue-cat'] }), ['cp-04-red-goldfish', 'cp-13-red-pig'], ['cp-13-red-pig']),
    );
  });
  test('an 11 does not beat a 12', () => {
    refused(judge(st({ top: ['cp-12-red-owl'] }), ['cp-11-blue-cat', 'cp-04-red-goldfish'], ['cp-11-blue-cat']));
  });
  test('two 11s in one set flip only once', () => {
    const j = ok(
      judge(
        st({ energy: 2 }),
        ['cp-11-blue-cat', 'cp-11-red-pig', 'cp-04-red-goldfish'],
        ['cp-11-blue-cat', 'cp-11-red-pig'],
      ),
    );
    expect(j.after.back).toBe(true);
  });
  test('a second 11-set flips back', () => {
    const j = ok(
      judge(st({ back: true, top: ['cp-12-red-owl'] }), ['cp-11-blue-cat', 'cp-04-red-goldfish'], ['cp-11-blue-cat']),
    );
    expect(j.after.back).toBe(false);
  });
  test('leading 4 of a number is free and starts a revolution', () => {
    const four = ['cp-05-red-snake', 'cp-05-yellow-cat', 'cp-05-green-owl', 'cp-05-blue-goldfish'];
    const j = ok(judge(st(), [...four, 'cp-13-red-pig'], four));
    expect(j.energyCost).toBe(0);
    expect(j.after.revolution).toBe(true);
  });
  test("CP-9: a follower's 4-set toggles too; judged before toggling (4-set of 6s on 7s in revolution)", () => {
    const sevens = ['cp-07-red-snake', 'cp-07-yellow-pig', 'cp-07-green-cat', 'cp-07-blue-goldfish'];
    const sixes = ['cp-06-red-cat', 'cp-06-yellow-owl', 'cp-06-green-pig', 'cp-06-blue-snake'];
    const j = ok(judge(st({ revolution: true, top: sevens }), [...sixes, 'cp-01-red-owl'], sixes));
    expect(j.after.revolution).toBe(false);
  });
  test('in revolution 2–3 card leads are free', () => {
    const j = ok(
      judge(
        st({ revolution: true, energy: 0 }),
        ['cp-13-red-pig', 'cp-13-blue-goldfish', 'cp-04-red-goldfish'],
        ['cp-13-red-pig', 'cp-13-blue-goldfish'],
      ),
    );
    expect(j.energyCost).toBe(0);
  });
  test('revolution plus Back = Normal order again', () => {
    ok(
      judge(
        st({ revolution: true, back: true, top: ['cp-13-red-pig'] }),
        ['cp-01-red-owl', 'cp-04-red-goldfish'],
        ['cp-01-red-owl'],
      ),
    );
  });
});

describe('cut (8) with energy', () => {
  test('an 8 on a 7 may cut for 1 energy; the trick ends at once', () => {
    const j = ok(
      judge(st({ top: ['cp-07-red-snake'], energy: 1 }), ['cp-08-blue-cat', 'cp-04-red-goldfish'], ['cp-08-blue-cat'], {
        cut: true,
      }),
    );
    expect(j.energyCost).toBe(1);
    expect(j.after.energy).toBe(0);
    expect(j.after.trickEndsNow).toBe(true);
  });
  test('no energy, no cut (but the 8 may be played without cutting)', () => {
    expect(
      refused(
        judge(st({ top: ['cp-07-red-snake'] }), ['cp-08-blue-cat', 'cp-04-red-goldfish'], ['cp-08-blue-cat'], {
          cut: true,
        }),
      ),
    ).toMatch(/energy/);
    ok(judge(st({ top: ['cp-07-red-snake'] }), ['cp-08-blue-cat', 'cp-04-red-goldfish'], ['cp-08-blue-cat']));
  });
  test('an 8 cannot be played on a 9 (must still be stronger)', () => {
    refused(
      judge(st({ top: ['cp-09-red-owl'], energy: 3 }), ['cp-08-blue-cat', 'cp-04-red-goldfish'], ['cp-08-blue-cat'], {
        cut: true,
      }),
    );
  });
  test('seed: leading two 8s as a cut costs 2 + 2 = 4 bundles', () => {
    const hand = ['cp-08-blue-cat', 'cp-08-red-snake', 'cp-04-red-goldfish'];
    expect(ok(judge(st({ energy: 4 }), hand, ['cp-08-blue-cat', 'cp-08-red-snake'], { cut: true })).energyCost).toBe(4);
    refused(judge(st({ energy: 3 }), hand, ['cp-08-blue-cat', 'cp-08-red-snake'], { cut: true }));
  });
  test('only 8s can cut', () => {
    expect(
      refused(judge(st({ energy: 3 }), ['cp-09-red-owl', 'cp-04-red-goldfish'], ['cp-09-red-owl'], { cut: true })),
    ).toMatch(/8/);
  });
});

describe('gold (CP-10)', () => {
  test('goldNumberCost steps along 3…13-1-2; 13→1 is one step; 2↔3 never', () => {
    expect(goldNumberCost(5, 6)).toBe(1);
    expect(goldNumberCost(6, 4)).toBe(2);
    expect(goldNumberCost(13, 1)).toBe(1);
    expect(goldNumberCost(1, 2)).toBe(1);
    expect(goldNumberCost(12, 2)).toBe(3);
    expect(goldNumberCost(7, 7)).toBe(0);
    expect(goldNumberCost(2, 3)).toBeNull();
    expect(goldNumberCost(3, 2)).toBeNull();
    expect(goldNumberCost(0, 4)).toBeNull();
  });
  test('a gold number change makes a play legal (4 → 6 on a 5 costs 2)', () => {
    refused(judge(st({ top: ['cp-05-red-snake'] }), ['cp-04-red-goldfish', 'cp-01-red-owl'], ['cp-04-red-goldfish']));
    const j = ok(
      judge(st({ top: ['cp-05-red-snake'] }), ['cp-04-red-goldfish', 'cp-01-red-owl'], ['cp-04-red-goldfish'], {
        goldMods: { 'cp-04-red-goldfish': { n: 6 } },
        gold: 2,
      }),
    );
    expect(j.goldCost).toBe(2);
  });
  test('not enough gold is refused', () => {
    expect(
      refused(
        judge(st({ top: ['cp-05-red-snake'] }), ['cp-04-red-goldfish', 'cp-01-red-owl'], ['cp-04-red-goldfish'], {
          goldMods: { 'cp-04-red-goldfish': { n: 6 } },
          gold: 1,
        }),
      ),
    ).toMatch(/gold/);
  });
  test('colour and mark changes cost 1 each and satisfy a binding', () => {
    const state = st({ top: ['cp-10-red-goldfish'], binding: { colour: ['red'], mark: ['goldfish'] } });
    refused(judge(state, ['cp-13-blue-goldfish', 'cp-01-red-owl'], ['cp-01-red-owl']));
    const j = ok(
      judge(state, ['cp-13-blue-goldfish', 'cp-01-red-owl'], ['cp-01-red-owl'], {
        goldMods: { 'cp-01-red-owl': { mark: 'goldfish' } },
      }),
    );
    expect(j.goldCost).toBe(1);
    const j2 = ok(
      judge(state, ['cp-13-blue-goldfish', 'cp-01-red-owl'], ['cp-13-blue-goldfish'], {
        goldMods: { 'cp-13-blue-goldfish': { colour: 'red' } },
      }),
    );
    expect(j2.goldCost).toBe(1);
  });
  test('gold cannot turn a 2 into a 3', () => {
    expect(
      refused(
        judge(st(), ['cp-02-red-cat', 'cp-01-red-owl'], ['cp-02-red-cat'], { goldMods: { 'cp-02-red-cat': { n: 3 } } }),
      ),
    ).toMatch(/2 into a 3/);
  });
  test('gold can make a loop: a yellow goldfish 3 changed to red cat loops on the red cat 2', () => {
    const j = ok(
      judge(st({ top: ['cp-02-red-cat'] }), ['cp-03-yellow-goldfish', 'cp-01-red-owl'], ['cp-03-yellow-goldfish'], {
        goldMods: { 'cp-03-yellow-goldfish': { colour: 'red', mark: 'cat' } },
      }),
    );
    expect(j.loop).toBe(true);
    expect(j.goldCost).toBe(2);
  });
  test('gold can unify numbers into a multi-card set (a 12 raised to 13 with a 13)', () => {
    const j = ok(
      judge(
        st({ energy: 2 }),
        ['cp-13-red-pig', 'cp-12-red-owl', 'cp-04-red-goldfish'],
        ['cp-13-red-pig', 'cp-12-red-owl'],
        { goldMods: { 'cp-12-red-owl': { n: 13 } } },
      ),
    );
    expect(j).toMatchObject({ goldCost: 1, energyCost: 2 });
  });
  test('gold on a card that is not played is refused', () => {
    refused(
      judge(st(), ['cp-13-red-pig', 'cp-12-red-owl'], ['cp-13-red-pig'], { goldMods: { 'cp-12-red-owl': { n: 13 } } }),
    );
  });
});

describe('going-out bans (CP-11) and lead transfer', () => {
  test('going out with a normal card is allowed', () => {
    expect(ok(judge(st({ top: ['cp-05-red-snake'] }), ['cp-13-red-pig'], ['cp-13-red-pig'])).goesOut).toBe(true);
  });
  test('(a) no going out with a 2 in Normal time (also Normal by revolution + Back)', () => {
    expect(refused(judge(st({ top: ['cp-05-red-snake'] }), ['cp-02-red-cat'], ['cp-02-red-cat']))).toMatch(/2/);
    refused(
      judge(st({ revolution: true, back: true, top: ['cp-05-red-snake'] }), ['cp-02-red-cat'], ['cp-02-red-cat']),
    );
  });
  test('(b) no going out with a 3 in revolution (or in a Back)', () => {
    refused(judge(st({ revolution: true, top: ['cp-05-red-snake'] }), ['cp-03-red-cat'], ['cp-03-red-cat']));
    refused(judge(st({ back: true, top: ['cp-05-red-snake'] }), ['cp-03-red-cat'], ['cp-03-red-cat']));
  });
  test('(c) no going out with an 8', () => {
    expect(refused(judge(st({ top: ['cp-05-red-snake'] }), ['cp-08-blue-cat'], ['cp-08-blue-cat']))).toMatch(/8/);
  });
  test('(d) no going out with gold', () => {
    expect(
      refused(
        judge(st({ top: ['cp-05-red-snake'] }), ['cp-04-red-goldfish'], ['cp-04-red-goldfish'], {
          goldMods: { 'cp-04-red-goldfish': { n: 6 } },
          gold: 5,
        }),
      ),
    ).toMatch(/gold/);
  });
  test('a hand {2, 2} may still play a single 2 (not going out)', () => {
    ok(judge(st({ top: ['cp-05-red-snake'] }), ['cp-02-red-cat', 'cp-02-blue-owl'], ['cp-02-red-cat']));
    expect(mustTransferLead(['cp-02-red-cat', 'cp-02-blue-owl'], false)).toBe(false);
  });
  test('mustTransferLead: only a banned last card', () => {
    expect(mustTransferLead(['cp-02-red-cat'], false)).toBe(true);
    expect(mustTransferLead(['cp-02-red-cat'], true)).toBe(false);
    expect(mustTransferLead(['cp-03-red-cat'], true)).toBe(true);
    expect(mustTransferLead(['cp-03-red-cat'], false)).toBe(false);
    expect(mustTransferLead(['cp-08-red-snake'], false)).toBe(true);
    expect(mustTransferLead(['cp-13-red-pig'], false)).toBe(false);
  });
});

describe('final settlement (CP-12, CP-13, CP-14, CP-15)', () => {
  test('5P round 1: the one out is 1st, then fewest cards; leftover gold adds', () => {
    const r = finalRanking({
      players: 5,
      round: 1,
      wentOut: 2,
      handCounts: [3, 1, 0, 5, 2],
      direction: 'cw',
      gold: [1, 0, 0, 2, 0],
    });
    expect(r.ranking).toEqual([2, 1, 4, 0, 3]);
    // points: 1st +5, 2nd +1, 3rd 0, 4th −1, 5th −3
    expect(r.points).toEqual([-1 + 1, 1, 5, -3 + 2, 0]);
  });
  test('CP-12: ties go to the player nearer after the one who went out, in the direction of play', () => {
    const cw = finalRanking({
      players: 4,
      round: 2,
      wentOut: 1,
      handCounts: [2, 0, 2, 2],
      direction: 'cw',
      gold: [0, 0, 0, 0],
    });
    expect(cw.ranking).toEqual([1, 2, 3, 0]);
    expect(cw.points).toEqual([-5, 7, 2, -2]);
    const ccw = finalRanking({
      players: 4,
      round: 2,
      wentOut: 1,
      handCounts: [2, 0, 2, 2],
      direction: 'ccw',
      gold: [0, 0, 0, 0],
    });
    expect(ccw.ranking).toEqual([1, 0, 3, 2]);
  });
  test('CP-13: 3 players use columns 1, 3, 5 (+10/−1/−8 in round 3); literal option 1, 3, 4', () => {
    const r = finalRanking({
      players: 3,
      round: 3,
      wentOut: 0,
      handCounts: [0, 1, 4],
      direction: 'cw',
      gold: [0, 0, 0],
    });
    expect(r.points).toEqual([10, -1, -8]);
    const lit = finalRanking({
      players: 3,
      round: 3,
      wentOut: 0,
      handCounts: [0, 1, 4],
      direction: 'cw',
      gold: [0, 0, 0],
      threePlayerColumns: 'literal',
    });
    expect(lit.points).toEqual([10, -1, -4]);
    const r1 = finalRanking({
      players: 3,
      round: 1,
      wentOut: 0,
      handCounts: [0, 1, 4],
      direction: 'cw',
      gold: [0, 0, 0],
    });
    expect(r1.points).toEqual([5, 0, -3]);
  });
  test('4P round 3 row: +10 / +3 / −4 / −8', () => {
    const r = finalRanking({
      players: 4,
      round: 3,
      wentOut: 3,
      handCounts: [1, 2, 3, 0],
      direction: 'cw',
      gold: [0, 0, 0, 0],
    });
    expect(r.points).toEqual([3, -4, -8, 10]);
  });
  test('nobody out: ranking by hand size, ties from the last lead', () => {
    const r = finalRanking({
      players: 3,
      round: 1,
      wentOut: null,
      handCounts: [1, 1, 1],
      direction: 'cw',
      gold: [0, 0, 0],
      tieFrom: 2,
    });
    expect(r.ranking).toEqual([2, 0, 1]);
  });
  test('CP-14: skipped Millionaire: by strategic-hand size, ties from the 12th-trick winner (nearest)', () => {
    const r = rankingWithoutMillionaire({
      players: 4,
      round: 1,
      strategicHandCounts: [0, 20, 8, 20],
      twelfthTrickWinner: 3,
      direction: 'cw',
      gold: [2, 5, 0, 7],
    });
    expect(r.ranking).toEqual([0, 2, 3, 1]);
    expect(r.points).toEqual([5 + 2, -3 + 5, 1, -1 + 7]);
  });
  test('teamScores: seats 0+2 against 1+3', () => {
    expect(teamScores([5, -1, 1, -3])).toEqual({ team02: 6, team13: -4, winner: 'team02' });
    expect(teamScores([1, 2, 1, 0])).toEqual({ team02: 2, team13: 2, winner: 'tie' });
    expect(teamScores([-8, 3, -4, 10]).winner).toBe('team13');
  });
});

test('CP-16: energy is only a count (judge reads a number of bundles)', () => {
  const j = ok(
    judge(
      st({ energy: 5 }),
      ['cp-13-red-pig', 'cp-13-blue-goldfish', 'cp-13-green-cat', 'cp-04-red-goldfish'],
      ['cp-13-red-pig', 'cp-13-blue-goldfish', 'cp-13-green-cat'],
    ),
  );
  expect(j.after.energy).toBe(2);
});

/** The Capture rules kernel against the rulings (docs/rulings/capture.md), expectations by hand. */
import { describe, expect, it } from 'vitest';
import {
  cardValue,
  halve,
  handScore,
  legalFollows,
  legalLeads,
  rankOf,
  setupFor,
  turnUpCard,
  whyNotFollow,
  whyNotLead,
  whyNotNoPlay,
} from '../../../src/games/capture/rules.ts';

const sorted = (a: string[]) => a.slice().sort();

describe('setupFor (§3.2 setup table)', () => {
  it('2 players: Galaxies V and S, 56 cards, 13 each, 30 in the stock', () => {
    expect(setupFor(2)).toEqual({
      galaxies: ['u-Galaxy-V', 'u-Galaxy-S'],
      handSize: 13,
      deckSize: 56,
      stockAfterDeal: 30,
    });
  });
  it('3 players: + Neptune Galaxy, 57 cards, 13 each, 18 left', () => {
    expect(setupFor(3)).toEqual({
      galaxies: ['u-Galaxy-V', 'u-Galaxy-S', 'u-Galaxy-N'],
      handSize: 13,
      deckSize: 57,
      stockAfterDeal: 18,
    });
  });
  it('4 players: + Mars Galaxy, 58 cards, 9 each, 22 left', () => {
    expect(setupFor(4)).toEqual({
      galaxies: ['u-Galaxy-V', 'u-Galaxy-S', 'u-Galaxy-N', 'u-Galaxy-M'],
      handSize: 9,
      deckSize: 58,
      stockAfterDeal: 22,
    });
  });
  it('5 players: + Jupiter Galaxy, 59 cards, 9 each, 14 left', () => {
    expect(setupFor(5)).toEqual({
      galaxies: ['u-Galaxy-V', 'u-Galaxy-S', 'u-Galaxy-N', 'u-Galaxy-M', 'u-Galaxy-J'],
      handSize: 9,
      deckSize: 59,
      stockAfterDeal: 14,
    });
  });
  it('6 players: all six Galaxies, 60 cards, 9 each, 6 left', () => {
    expect(setupFor(6)).toEqual({
      galaxies: ['u-Galaxy-V', 'u-Galaxy-S', 'u-Galaxy-N', 'u-Galaxy-M', 'u-Galaxy-J', 'u-Galaxy-E'],
      handSize: 9,
      deckSize: 60,
      stockAfterDeal: 6,
    });
  });
  it('refuses 1 or 7 players', () => {
    expect(() => setupFor(1 as never)).toThrow(/2 to 6/);
    expect(() => setupFor(7 as never)).toThrow(/2 to 6/);
  });
});

describe('legalLeads (§3.3.1, CA-1)', () => {
  it('only regular Secondary cards (N, S, V) may lead', () => {
    expect(sorted(legalLeads(['u-E-3', 'u-N-5', 'u-V-Sun', 'u-M-1', 'u-S-Moon', 'u-Galaxy-V'], false))).toEqual([
      'u-N-5',
      'u-S-Moon',
      'u-V-Sun',
    ]);
  });
  it('without a Secondary card the lead passes: []', () => {
    expect(legalLeads(['u-E-3', 'u-J-7', 'u-M-Sun'], false)).toEqual([]);
  });
  it('a hand of only Galaxies passes too, even as the fallback player', () => {
    expect(legalLeads(['u-Galaxy-E', 'u-Galaxy-V'], false)).toEqual([]);
    expect(legalLeads(['u-Galaxy-E', 'u-Galaxy-V'], true)).toEqual([]);
  });
  it('the first passer, when nobody has a Secondary, leads any regular Primary card — never a Galaxy', () => {
    expect(sorted(legalLeads(['u-E-3', 'u-J-7', 'u-Galaxy-S', 'u-M-Sun'], true))).toEqual([
      'u-E-3',
      'u-J-7',
      'u-M-Sun',
    ]);
  });
  it('the fallback does not open Primary leads to a player who holds a Secondary', () => {
    expect(legalLeads(['u-E-3', 'u-V-2'], true)).toEqual(['u-V-2']);
  });
  it('does not change the hand passed in', () => {
    const hand = ['u-E-3', 'u-V-2'];
    legalLeads(hand, true);
    expect(hand).toEqual(['u-E-3', 'u-V-2']);
  });
});

describe('legalFollows (§3.3.2–3, CA-2, CA-4)', () => {
  it('after a Saturn 3 only higher-suited 3s or a Galaxy; the Venus 3 cannot (seed example)', () => {
    const r = legalFollows(['u-S-3'], ['u-V-3', 'u-N-3', 'u-E-3', 'u-S-4', 'u-Galaxy-V']);
    expect(sorted(r.legal)).toEqual(['u-E-3', 'u-Galaxy-V', 'u-N-3']);
    expect(r.mayNoPlay).toBe(false);
  });
  it('CA-2: each card must beat the last card played, not just the lead', () => {
    // V-3 led, M-3 followed: an N-3 beats the lead but not the Mars 3.
    const r = legalFollows(['u-V-3', 'u-M-3'], ['u-N-3', 'u-J-3']);
    expect(r.legal).toEqual(['u-J-3']);
  });
  it('No Play is allowed only without a legal regular card', () => {
    expect(legalFollows(['u-N-Moon'], ['u-V-Moon', 'u-E-Sun'])).toEqual({ legal: [], mayNoPlay: true });
    expect(legalFollows(['u-N-Moon'], ['u-M-Moon'])).toEqual({ legal: ['u-M-Moon'], mayNoPlay: false });
  });
  it('CA-4: a Galaxy is optional — with only a Galaxy playable, No Play is still allowed', () => {
    expect(legalFollows(['u-E-7'], ['u-Galaxy-V', 'u-S-7'])).toEqual({ legal: ['u-Galaxy-V'], mayNoPlay: true });
  });
  it('CA-4: a Galaxy may be played even when a legal regular card is held', () => {
    const r = legalFollows(['u-V-1'], ['u-S-1', 'u-Galaxy-N']);
    expect(sorted(r.legal)).toEqual(['u-Galaxy-N', 'u-S-1']);
    expect(r.mayNoPlay).toBe(false);
  });
  it('regular cards never follow a Galaxy; only a higher Galaxy does (Mars Galaxy over Neptune Galaxy)', () => {
    const r = legalFollows(['u-V-5', 'u-Galaxy-N'], ['u-E-5', 'u-Galaxy-M', 'u-Galaxy-S']);
    expect(r).toEqual({ legal: ['u-Galaxy-M'], mayNoPlay: true });
  });
  it('the Earth Galaxy beats every other card; nothing beats it', () => {
    expect(legalFollows(['u-V-5', 'u-Galaxy-J'], ['u-Galaxy-E']).legal).toEqual(['u-Galaxy-E']);
    expect(legalFollows(['u-V-5', 'u-Galaxy-E'], ['u-Galaxy-J', 'u-E-5'])).toEqual({ legal: [], mayNoPlay: true });
  });
  it('numbers and names must match: a Sun does not follow a Moon', () => {
    expect(legalFollows(['u-V-Moon'], ['u-E-Sun', 'u-E-7'])).toEqual({ legal: [], mayNoPlay: true });
  });
  it('CA-3: the add-more step asks the same question of the last player (keep increasing)', () => {
    // V-6 led, S-6 followed by me; No Play; I hold N-6, E-6 and V-6? (V-6 is lower: no).
    expect(sorted(legalFollows(['u-V-6', 'u-S-6'], ['u-N-6', 'u-E-6', 'u-Galaxy-S']).legal)).toEqual([
      'u-E-6',
      'u-Galaxy-S',
      'u-N-6',
    ]);
  });
  it('an empty hand can only say No Play', () => {
    expect(legalFollows(['u-V-2'], [])).toEqual({ legal: [], mayNoPlay: true });
  });
  it('before any card of the round is played there is nothing to follow: no card, only No Play', () => {
    expect(legalFollows([], ['u-E-Sun', 'u-Galaxy-E', 'u-V-1'])).toEqual({ legal: [], mayNoPlay: true });
  });
});

describe('rankOf (§3.1: numbers and names; a Galaxy has none)', () => {
  it('reads the number or name of a regular card', () => {
    expect(rankOf('u-V-3')).toBe('3');
    expect(rankOf('u-E-Moon')).toBe('Moon');
    expect(rankOf('u-J-Sun')).toBe('Sun');
  });
  it('a Galaxy has no number, so it never matches the number of a round', () => {
    expect(rankOf('u-Galaxy-S')).toBeNull();
    expect(rankOf('u-Galaxy-E')).toBeNull();
  });
});

describe('cardValue (§3.4, Option 1, CA-7)', () => {
  it('1 for any card without a bonus suit, a Galaxy too', () => {
    expect(cardValue('u-S-3', null)).toBe(1);
    expect(cardValue('u-Galaxy-S', null)).toBe(1);
  });
  it('2 for a card of the bonus suit, 1 for the others', () => {
    expect(cardValue('u-N-Moon', 'N')).toBe(2);
    expect(cardValue('u-E-Moon', 'N')).toBe(1);
  });
  it("CA-7: the bonus suit's Galaxy counts 2 unless switched off; the default is on", () => {
    expect(cardValue('u-Galaxy-S', 'S')).toBe(2);
    expect(cardValue('u-Galaxy-S', 'S', true)).toBe(2);
    expect(cardValue('u-Galaxy-S', 'S', false)).toBe(1);
    expect(cardValue('u-S-2', 'S', false)).toBe(2);
    expect(cardValue('u-Galaxy-V', 'S')).toBe(1);
  });
});

describe('handScore (§3.4, Option 1, Option 2, CA-7)', () => {
  it('+1 per captured card, −1 per card left', () => {
    expect(
      handScore({
        captured: ['u-V-1', 'u-S-1', 'u-E-Sun', 'u-Galaxy-V'],
        hand: ['u-J-2'],
        bonusSuit: null,
        bid: 0,
        wentOut: false,
      }),
    ).toBe(3);
  });
  it('bonus suit cards count 2 captured and −2 left in hand', () => {
    // Captured: N-1 (2), V-1 (1), N-Sun (2) = 5; left: N-7 (−2), E-2 (−1) = −3.
    expect(
      handScore({
        captured: ['u-N-1', 'u-V-1', 'u-N-Sun'],
        hand: ['u-N-7', 'u-E-2'],
        bonusSuit: 'N',
        bid: 0,
        wentOut: false,
      }),
    ).toBe(2);
  });
  it('CA-7: the Galaxy of the bonus suit counts double too (ruling), or single when switched off', () => {
    expect(handScore({ captured: ['u-Galaxy-S', 'u-V-4'], hand: [], bonusSuit: 'S', bid: 0, wentOut: true })).toBe(3);
    expect(
      handScore({
        captured: ['u-Galaxy-S', 'u-V-4'],
        hand: [],
        bonusSuit: 'S',
        bid: 0,
        wentOut: true,
        galaxyInBonusSuit: false,
      }),
    ).toBe(2);
  });
  it('the winning bid is deducted unless the bidder went out', () => {
    expect(
      handScore({
        captured: ['u-V-1', 'u-S-1', 'u-N-1', 'u-M-1'],
        hand: ['u-E-3'],
        bonusSuit: null,
        bid: 3,
        wentOut: false,
      }),
    ).toBe(0);
    expect(
      handScore({ captured: ['u-V-1', 'u-S-1', 'u-N-1', 'u-M-1'], hand: [], bonusSuit: null, bid: 3, wentOut: true }),
    ).toBe(4);
  });
  it('can be negative', () => {
    expect(handScore({ captured: [], hand: ['u-V-1', 'u-E-1'], bonusSuit: 'E', bid: 2, wentOut: false })).toBe(-5);
  });
});

describe('halve (Option 3, CA-8)', () => {
  it('2–3 players: exactly 60, 80 or 100 is halved', () => {
    expect(halve(2, 60)).toBe(30);
    expect(halve(3, 80)).toBe(40);
    expect(halve(2, 100)).toBe(50);
  });
  it('2–3 players: other totals stay (30 and 61 are not thresholds there)', () => {
    expect(halve(2, 30)).toBe(30);
    expect(halve(3, 61)).toBe(61);
    expect(halve(2, 120)).toBe(120);
  });
  it('4–5 players: exactly 30, 40 or 50 is halved; 60 is not', () => {
    expect(halve(4, 30)).toBe(15);
    expect(halve(5, 40)).toBe(20);
    expect(halve(4, 50)).toBe(25);
    expect(halve(5, 60)).toBe(60);
    expect(halve(4, 31)).toBe(31);
  });
  it('CA-8: 6 players use the 4–5 player thresholds', () => {
    expect(halve(6, 30)).toBe(15);
    expect(halve(6, 40)).toBe(20);
    expect(halve(6, 50)).toBe(25);
    expect(halve(6, 80)).toBe(80);
  });
  it('negative totals are never halved', () => {
    expect(halve(4, -30)).toBe(-30);
  });
});

describe('turnUpCard (§3.2.2, CA-10)', () => {
  it('turns the top card', () => {
    expect(turnUpCard(['u-V-3', 'u-E-1', 'u-S-2'])).toEqual({ upCard: 'u-V-3', stock: ['u-E-1', 'u-S-2'] });
  });
  it('a Galaxy on top goes to the bottom and the next card is turned', () => {
    expect(turnUpCard(['u-Galaxy-N', 'u-E-1', 'u-S-2'])).toEqual({ upCard: 'u-E-1', stock: ['u-S-2', 'u-Galaxy-N'] });
  });
  it('several Galaxies on top go to the bottom in the order turned', () => {
    expect(turnUpCard(['u-Galaxy-N', 'u-Galaxy-E', 'u-M-Moon', 'u-S-2'])).toEqual({
      upCard: 'u-M-Moon',
      stock: ['u-S-2', 'u-Galaxy-N', 'u-Galaxy-E'],
    });
  });
  it('no up-card from an empty stock or one of only Galaxies', () => {
    expect(turnUpCard([])).toEqual({ upCard: null, stock: [] });
    expect(turnUpCard(['u-Galaxy-S', 'u-Galaxy-V'])).toEqual({ upCard: null, stock: ['u-Galaxy-S', 'u-Galaxy-V'] });
  });
  it('does not change the stock passed in', () => {
    const stock = ['u-Galaxy-N', 'u-E-1'];
    turnUpCard(stock);
    expect(stock).toEqual(['u-Galaxy-N', 'u-E-1']);
  });
  it('the stock it returns is its own, even when no card is turned (the old state keeps its stock)', () => {
    const stock = ['u-Galaxy-S', 'u-Galaxy-V'];
    const r = turnUpCard(stock);
    r.stock.push('u-V-1');
    expect(stock).toEqual(['u-Galaxy-S', 'u-Galaxy-V']);
  });
});

describe('why a card may not be played (issue 28 §2)', () => {
  const hand = ['u-E-3', 'u-S-1', 'u-V-1', 'u-M-5', 'u-Galaxy-S'];

  it('leading: a Galaxy never, a Primary card not while a Secondary one is held', () => {
    expect(whyNotLead(hand, 'u-S-1', false)).toBeNull();
    expect(whyNotLead(hand, 'u-Galaxy-S', false)).toEqual({ code: 'lead-galaxy', data: { card: 'u-Galaxy-S' } });
    expect(whyNotLead(hand, 'u-E-3', false)).toEqual({
      code: 'lead-primary',
      data: { card: 'u-E-3', cards: ['u-S-1', 'u-V-1'] },
    });
    // Under the Primary fallback (no Secondary card held) a Primary card leads, a Galaxy still not.
    const primaries = ['u-E-3', 'u-M-5', 'u-Galaxy-S'];
    expect(whyNotLead(primaries, 'u-E-3', true)).toBeNull();
    expect(whyNotLead(primaries, 'u-Galaxy-S', true)?.code).toBe('lead-galaxy');
    // A card not held: nothing to say; nor for a Primary card of a hand that passes the lead (no Secondary card, no fallback).
    expect(whyNotLead(hand, 'u-N-1', false)).toBeNull();
    expect(whyNotLead(primaries, 'u-E-3', false)).toBeNull();
  });

  it('following: another number, a lower suit, after a Galaxy, a lower Galaxy', () => {
    expect(whyNotFollow(['u-N-1'], hand, 'u-S-1')).toEqual({
      code: 'lower-suit',
      data: { card: 'u-S-1', last: 'u-N-1' },
    });
    expect(whyNotFollow(['u-N-1'], hand, 'u-E-3')).toEqual({
      code: 'other-number',
      data: { card: 'u-E-3', number: '1' },
    });
    // Each card must beat the last one played, not the lead (CA-2).
    expect(whyNotFollow(['u-V-3', 'u-E-3'], ['u-J-3'], 'u-J-3')?.code).toBe('lower-suit');
    expect(whyNotFollow(['u-N-1', 'u-Galaxy-V'], hand, 'u-S-1')).toEqual({
      code: 'after-galaxy',
      data: { card: 'u-S-1', last: 'u-Galaxy-V' },
    });
    expect(whyNotFollow(['u-N-1', 'u-Galaxy-N'], hand, 'u-Galaxy-S')).toEqual({
      code: 'galaxy-lower',
      data: { card: 'u-Galaxy-S', last: 'u-Galaxy-N' },
    });
    // What beats, what is not held, and an empty round say nothing.
    expect(whyNotFollow(['u-V-1'], hand, 'u-S-1')).toBeNull();
    expect(whyNotFollow(['u-N-1', 'u-Galaxy-V'], hand, 'u-Galaxy-S')).toBeNull();
    expect(whyNotFollow(['u-V-1'], hand, 'u-N-1')).toBeNull();
    expect(whyNotFollow([], hand, 'u-S-1')).toBeNull();
  });

  it('No Play: refused while a regular card beats (CA-4), naming those cards; a Galaxy alone allows it', () => {
    expect(whyNotNoPlay(['u-V-1'], hand)).toEqual({ code: 'must-beat', data: { cards: ['u-S-1'] } });
    expect(whyNotNoPlay(['u-N-1'], hand)).toBeNull();
    expect(whyNotNoPlay(['u-S-3'], ['u-E-3', 'u-J-3', 'u-Galaxy-V'])).toEqual({
      code: 'must-beat',
      data: { cards: ['u-E-3', 'u-J-3'] },
    });
  });
});

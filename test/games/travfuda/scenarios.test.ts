import { describe, expect, it } from 'vitest';
import { renderEvents } from '../../../src/engine/events.ts';
import { renderEvent } from '../../../src/games/travfuda/words.ts';
import { travfuda, travfudaVariant } from '../../../src/games/travfuda/travfuda.ts';
import { travfudaRunOrJump, jumpValue, pirateValue } from '../../../src/games/travfuda/travfuda-run-or-jump.ts';
import { imperialBaccarat } from '../../../src/games/travfuda/imperial-baccarat.ts';
import { denebianBaccarat } from '../../../src/games/travfuda/denebian-baccarat.ts';
import { handValue } from '../../../src/games/travfuda/baccarat.ts';
import { TRAVFUDA_DECK } from '../../../src/games/travfuda/deck.ts';
import type { FishMove, FishState } from '../../../src/games/travfuda/fishing.ts';
import { combinationScore } from '../../../src/games/travfuda/scoring.ts';
import { expectRefused } from '../../helpers/contract.ts';

/** A stacked deck: the given cards first (hands, table, stock top), the rest after in deck order. */
function stack(...parts: string[][]): string[] {
  const used = new Set(parts.flat());
  return [...parts.flat(), ...TRAVFUDA_DECK.filter((c) => !used.has(c))];
}

describe('the TravFuda turn', () => {
  // Seat 0 and 1 hands (12 each), then 12 table cards, then the stock.
  const h0 = [
    't01-P2',
    'joker-1',
    't05-YC',
    't05-RF',
    't05-BF',
    't05-PF',
    't05-D',
    't05-P1',
    't06-P1',
    't06-P2',
    't07-P1',
    't07-P2',
  ];
  const h1 = [
    't01-RC',
    't08-P1',
    't08-P2',
    't08-P3',
    't08-PS',
    't08-YC',
    't08-GF',
    't09-P1',
    't09-P2',
    't09-P3',
    't09-BC',
    't09-YF',
  ];
  const table = [
    't01-P1',
    't02-P1',
    't02-P2',
    't03-P1',
    't03-P2',
    't04-P1',
    't04-P2',
    't04-P3',
    't10-BF',
    't10-YS',
    't10-RC',
    't10-GC',
  ];
  const deck = stack(h0, h1, table, ['t01-P3', 't06-RF']);

  it('a threesome stays on the table; the fourth card of the suit takes all four', () => {
    let s = travfuda.setup({ players: 2, seed: 's', deck });
    expect(s.piles).toHaveLength(12);
    s = travfuda.play(s, 0, { type: 'play', card: 't01-P2', pile: 'p1' });
    expect(s.piles.find((p) => p.id === 'p1')!.cards).toHaveLength(2);
    s = travfuda.play(s, 0, { type: 'draw' });
    // The drawn Scoutship must join the pair, even though that makes a threesome.
    expect(s.piles.find((p) => p.id === 'p1')!.cards).toEqual(['t01-P1', 't01-P2', 't01-P3']);
    expect(s.captured[0]).toEqual([]);
    expect(s.turn).toBe(1);
    s = travfuda.play(s, 1, { type: 'play', card: 't01-RC', pile: 'p1' });
    s = travfuda.play(s, 1, { type: 'draw' });
    expect(s.captured[1]!.sort()).toEqual(['t01-P1', 't01-P2', 't01-P3', 't01-RC'].sort());
  });

  it('a matching card may not start a new pile; with two matching piles the player chooses', () => {
    const s = travfuda.setup({ players: 2, seed: 's', deck });
    const legal = travfuda.legalMoves(s, 0) as FishMove[];
    const plays = legal.filter((m) => m.type === 'play' && m.card === 't01-P2');
    expect(plays).toEqual([{ type: 'play', card: 't01-P2', pile: 'p1' }]);
    expectRefused(travfuda, s, 0, { type: 'play', card: 't01-P2' });
    // A Joker is wild: it may join any pile.
    expect(legal.filter((m) => m.type === 'play' && m.card === 'joker-1')).toHaveLength(12);
  });

  it('with Jokers pairing only, a Joker starts its own pile', () => {
    const s = travfuda.setup({ players: 2, seed: 's', deck, options: { jokerMatching: 'pairOnly' } });
    const joker = (travfuda.legalMoves(s, 0) as FishMove[]).filter((m) => m.type === 'play' && m.card === 'joker-1');
    expect(joker).toEqual([{ type: 'play', card: 'joker-1' }]);
  });

  it('a wild Joker on a single card makes an even pile, taken at the end of the turn', () => {
    let s = travfuda.setup({ players: 2, seed: 's', deck });
    s = travfuda.play(s, 0, { type: 'play', card: 'joker-1', pile: 'p2' });
    s = travfuda.play(s, 0, { type: 'draw' });
    expect(s.captured[0]).toEqual(expect.arrayContaining(['joker-1', 't02-P1']));
  });

  it('the player who played may take the card back until the draw', () => {
    const s = travfuda.setup({ players: 2, seed: 's', deck });
    const after = travfuda.play(s, 0, { type: 'play', card: 't01-P2', pile: 'p1' });
    expect(travfuda.undoable!(s, { type: 'play', card: 't01-P2', pile: 'p1' }, after, 0)).toBe(true);
    const drawn = travfuda.play(after, 0, { type: 'draw' });
    expect(travfuda.undoable!(after, { type: 'draw' }, drawn, 0)).toBe(false);
  });
});

describe('the end of a hand', () => {
  it('cards left on the table are dead: they score for nobody, and the hand ends when every hand is empty', () => {
    const s0 = travfuda.setup({ players: 2, seed: 'dead', deck: stack() });
    // Last cards: seat 0 lays its last card alone (no match), seat 1 its last card alone too.
    const late = {
      ...s0,
      phase: 'play' as const,
      turn: 0,
      stock: [],
      hands: [['t01-P1'], ['t02-P1']],
      piles: [{ id: 'p1', cards: ['t05-P1'] }],
      captured: [['t03-P1', 't03-P2'], []],
    };
    const a = travfuda.play(late, 0, { type: 'play', card: 't01-P1' });
    expect(a.turn).toBe(1);
    const b = travfuda.play(a, 1, { type: 'play', card: 't02-P1' });
    expect(b.phase === 'round-over' || b.phase === 'match-over').toBe(true);
    expect(b.piles.flatMap((p) => p.cards).sort()).toEqual(['t01-P1', 't02-P1', 't05-P1']);
    expect(b.history.at(-1)!.scores).toEqual([2, 0]);
  });
});

describe('Emperor and Archduke', () => {
  it('three Starbursts dealt allow the Emperor; the cards are shown to all; a failed Emperor costs 20', () => {
    const stars = ['t02-RS', 't04-BS', 't06-GS'];
    const h0 = [...stars, 't01-P1', 't01-P2', 't01-P3', 't02-P1', 't02-P2', 't02-P3', 't02-P4', 't03-P1', 't03-P2'];
    const h1 = TRAVFUDA_DECK.filter((c) => !h0.includes(c)).slice(0, 12);
    const s0 = travfuda.setup({ players: 2, seed: 'e', deck: stack(h0, h1) });
    expect(s0.phase).toBe('declare');
    expect(travfuda.legalMoves(s0, 0)).toContainEqual({ type: 'declare', emperor: true, archduke: false });
    const s1 = travfuda.play(s0, 0, { type: 'declare', emperor: true, archduke: false });
    expect(s1.phase).toBe('play');
    const seen = travfuda.view(s1, 1) as { declarations: ({ shown: string[] } | null)[] };
    expect(seen.declarations[0]!.shown.sort()).toEqual([...stars].sort());
    // Scored at the end: seat 0 captured only two Starbursts, so the Emperor failed (−20).
    const ended = { ...s1, captured: [['t02-RS', 't04-BS'], []] } as FishState;
    const sheet = travfudaVariant.scoreExhausted(ended as never);
    expect(sheet.details).toContainEqual({ seat: 0, id: 'emperor-failed', points: -20 });
    expect(sheet.scores[0]).toBe(40 - 20);
  });
});

describe('Run or Jump! payouts', () => {
  const base = travfudaRunOrJump.setup({ players: 3, seed: 'r', deck: stack() }) as FishState<never, never>;
  const withPiles = (captured: string[][], markers: number[][], runners: number[]) =>
    ({ ...base, captured, extra: { combos: [0, 0, 0], markers, nextMarker: 4, declared: true, runners } }) as never;
  const heroPile = ['t02-RS', 't04-BS', 't06-GS']; // Hero 5
  const guidonPile = ['t03-RF', 't05-RF', 't06-RF']; // Guidon 2
  const uniformPile = ['t02-RS', 't01-RC', 't03-RF'];

  it('a Jump pays own combinations plus every Run marker taken', () => {
    const s = withPiles([heroPile, guidonPile, []], [[1], [2, 3], []], [0, 1]);
    expect(jumpValue(s, 2)).toBe(0 + 1 + 2 + 3);
    expect(jumpValue(s, 0)).toBe(5 + 6);
  });

  it("a Pirate pays own combinations, the other runners' combinations and only own markers", () => {
    const s = withPiles([heroPile, guidonPile, uniformPile], [[1], [2, 3], []], [0, 1]);
    expect(combinationScore(uniformPile)).toBe(3);
    expect(pirateValue(s, 2)).toBe(3 + 5 + 2);
    expect(pirateValue(s, 1)).toBe(2 + 5 + 5);
  });

  it('the first player to 3 must Run or Jump; Pirate is offered only when someone else has run', () => {
    const first = {
      ...base,
      phase: 'decide',
      turn: 0,
      extra: { combos: [5, 0, 0], markers: [[], [], []], nextMarker: 1, declared: false, runners: [] },
    } as never;
    expect(travfudaRunOrJump.legalMoves(first, 0)).toEqual([{ type: 'run' }, { type: 'jump' }]);
    const later = {
      ...base,
      phase: 'decide',
      turn: 2,
      extra: { combos: [5, 0, 2], markers: [[1], [], []], nextMarker: 2, declared: true, runners: [0] },
    } as never;
    expect(travfudaRunOrJump.legalMoves(later, 2)).toEqual([
      { type: 'run' },
      { type: 'jump' },
      { type: 'pirate' },
      { type: 'pass' },
    ]);
    const ran = travfudaRunOrJump.play(later, 2, { type: 'run' });
    expect(ran.extra.markers[2]).toEqual([2]);
    expect(ran.extra.nextMarker).toBe(3);
  });

  it('a Jump ends the hand and only the jumper scores', () => {
    const s = {
      ...base,
      phase: 'decide',
      turn: 1,
      captured: [heroPile, guidonPile, []],
      extra: { combos: [5, 2, 0], markers: [[1], [], []], nextMarker: 2, declared: true, runners: [0] },
    } as never;
    const end = travfudaRunOrJump.play(s, 1, { type: 'jump' }) as FishState;
    expect(end.phase === 'round-over' || end.phase === 'match-over').toBe(true);
    expect(end.history.at(-1)!.scores).toEqual([0, 2 + 1, 0]);
  });
});

describe('baccarat hand values', () => {
  it('adds suit numbers and takes off 10 or 20; 10 only from three 10s', () => {
    expect(handValue(['t07-P1', 't08-P1']).value).toBe(5);
    expect(handValue(['t03-P1', 't04-P1']).value).toBe(7);
    expect(handValue(['t09-P1', 't08-P1', 't07-P1']).value).toBe(4);
    expect(handValue(['t10-RC', 't10-D', 't10-YS']).value).toBe(10);
  });

  it('a Joker counts 0, 1 or 2, whichever is best, and shows its choice', () => {
    expect(handValue(['t09-P1', 'joker-1'])).toEqual({ value: 9, jokers: [0] });
    expect(handValue(['t07-P1', 'joker-1'])).toEqual({ value: 9, jokers: [2] });
    expect(handValue(['joker-1', 'joker-2', 't03-P1']).value).toBe(7);
    // A house's pair of Jokers counts 5.
    expect(handValue(['joker-1', 'joker-2', 't03-P1'], true).value).toBe(8);
  });
});

describe('Imperial Baccarat', () => {
  it('each player against the banker: the higher value takes a point', () => {
    // Hidden cards in seat order (banker seat 0), then 3 table cards.
    const deck = stack(['t05-P1', 't04-P1'], ['t03-P1', 't01-P2', 't02-P2']);
    let s = imperialBaccarat.setup({ players: 2, seed: 'i', deck });
    expect(imperialBaccarat.actors(s)).toEqual([1]); // left of the banker first
    s = imperialBaccarat.play(s, 1, { type: 'take', card: 't03-P1' }); // 4 + 3 = 7
    s = imperialBaccarat.play(s, 0, { type: 'take', card: 't01-P2' }); // 5 + 1 = 6
    s = imperialBaccarat.play(s, 1, { type: 'stand' });
    s = imperialBaccarat.play(s, 0, { type: 'stand' });
    expect(imperialBaccarat.status(s).lastRound!.scores).toEqual([-1, 1]);
    // The banker may keep or pass the deal.
    expect(imperialBaccarat.legalMoves(s, 0)).toEqual([{ type: 'next-round' }, { type: 'next-round', passDeal: true }]);
    expect(imperialBaccarat.play(s, 0, { type: 'next-round', passDeal: true }).dealer).toBe(1);
  });

  it('the house banker must draw on 5 or less and stand on 6 or more', () => {
    const deck = stack(['t02-P1', 't04-P1'], ['t03-P1', 't01-P2', 't09-P1']);
    let s = imperialBaccarat.setup({ players: 2, seed: 'h', deck, options: { house: true } });
    s = imperialBaccarat.play(s, 1, { type: 'take', card: 't09-P1' });
    s = imperialBaccarat.play(s, 0, { type: 'take', card: 't01-P2' }); // house 2 + 1 = 3
    s = imperialBaccarat.play(s, 1, { type: 'stand' });
    expect(imperialBaccarat.legalMoves(s, 0)).toEqual([{ type: 'draw' }]);
  });
});

describe('Denebian Baccarat', () => {
  function played(deck: string[], takes: [number, string][], hands = 8) {
    let s = denebianBaccarat.setup({ players: 2, seed: 'd', deck, options: { hands } });
    s = denebianBaccarat.play(s, 0, { type: 'ante', amount: 2 });
    s = denebianBaccarat.play(s, 1, { type: 'match' });
    for (const [seat, card] of takes) s = denebianBaccarat.play(s, seat, { type: 'take', card });
    s = denebianBaccarat.play(s, 1, { type: 'stand' });
    return denebianBaccarat.play(s, 0, { type: 'stand' });
  }

  it('the highest hand takes the pot', () => {
    const s = played(stack(['t05-P1', 't04-P1'], ['t03-P1', 't01-P2', 't02-P2']), [
      [1, 't03-P1'],
      [0, 't01-P2'],
    ]);
    expect(s.history.at(-1)!.scores).toEqual([-2, 2]);
  });

  it('a tie on value goes to the better single card; a full tie makes the pot ride', () => {
    // 5 + 2 = 7 with a red Starburst (2 R S) beats 4 + 3 = 7 with plains.
    const star = played(stack(['t05-P1', 't04-P1'], ['t03-P1', 't02-RS', 't09-P1']), [
      [1, 't03-P1'],
      [0, 't02-RS'],
    ]);
    expect(star.history.at(-1)!.scores).toEqual([2, -2]);
    const tie = played(stack(['t05-P1', 't04-P1'], ['t03-P1', 't02-P1', 't09-P1']), [
      [1, 't03-P1'],
      [0, 't02-P1'],
    ]);
    expect(tie.history.at(-1)!.scores).toEqual([-2, -2]);
    expect(tie.carried).toBe(4);
    expect((denebianBaccarat.view(tie, 0) as { carried: number }).carried).toBe(4);
  });

  it('a pot still riding when the match ends goes back to those who paid in', () => {
    const tie = played(
      stack(['t05-P1', 't04-P1'], ['t03-P1', 't02-P1', 't09-P1']),
      [
        [1, 't03-P1'],
        [0, 't02-P1'],
      ],
      1,
    );
    expect(tie.phase).toBe('match-over');
    expect(tie.totals).toEqual([0, 0]);
    expect(renderEvents(renderEvent, tie.history.at(-1)!.events, ['Aiko', 'Ben'])).toMatch(
      /goes back to those who paid in/,
    );
  });

  it('when nobody matches the ante, it is returned and the deal passes left', () => {
    let s = denebianBaccarat.setup({ players: 3, seed: 'n' });
    s = denebianBaccarat.play(s, 0, { type: 'ante', amount: 3 });
    s = denebianBaccarat.play(s, 1, { type: 'sit-out' });
    s = denebianBaccarat.play(s, 2, { type: 'sit-out' });
    expect(s.history.at(-1)!.scores).toEqual([0, 0, 0]);
    expect(denebianBaccarat.play(s, 0, { type: 'next-round' }).dealer).toBe(1);
  });
});

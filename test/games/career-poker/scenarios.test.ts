/**
 * Stacked-deck scenarios through the engine (contract rule 7: hands in seat order, then the
 * removed cards). Millionaire-phase cases start from a prepared position (strategic hands,
 * gold and energy set by hand on a fresh state) and are then played through `play`.
 */
import { describe, expect, test } from 'vitest';
import {
  careerPoker,
  type CareerPokerMove,
  type CareerPokerState,
  type CareerPokerView,
} from '../../../src/games/career-poker/career-poker.ts';
import { dealPlan } from '../../../src/games/career-poker/rules.ts';
import { expectRefused } from '../../helpers/contract.ts';
import { millionairePosition } from './position.ts';

const reds3 = [
  'cp-01-red-owl',
  'cp-02-red-cat',
  'cp-03-red-cat',
  'cp-04-red-goldfish',
  'cp-05-red-snake',
  'cp-08-red-snake',
  'cp-10-red-goldfish',
  'cp-11-red-pig',
  'cp-13-red-pig',
];

/** 3P deal where seat 0 can win every trick: all reds and the 13s of yellow, green, blue; no other 11 in play. */
function dominantDeck(): string[] {
  const seat0 = [...reds3, 'cp-13-yellow-snake', 'cp-13-green-cat', 'cp-13-blue-goldfish'];
  const seat1 = [
    'cp-01-yellow-pig',
    'cp-02-yellow-goldfish',
    'cp-03-yellow-goldfish',
    'cp-04-yellow-owl',
    'cp-05-yellow-cat',
    'cp-08-yellow-pig',
    'cp-10-yellow-cat',
    'cp-01-green-goldfish',
    'cp-02-green-pig',
    'cp-03-green-pig',
    'cp-04-green-snake',
    'cp-05-green-owl',
  ];
  const seat2 = [
    'cp-08-green-goldfish',
    'cp-10-green-owl',
    'cp-01-blue-snake',
    'cp-02-blue-owl',
    'cp-03-blue-owl',
    'cp-04-blue-pig',
    'cp-05-blue-goldfish',
    'cp-08-blue-cat',
    'cp-10-blue-snake',
    'cp-02-gray-snake',
    'cp-03-gray-snake',
    'cp-08-gray-owl',
  ];
  const removed = [
    'cp-11-yellow-owl',
    'cp-11-green-snake',
    'cp-11-blue-cat',
    'cp-11-gray-goldfish',
    'cp-01-gray-cat',
    'cp-04-gray-cat',
    'cp-05-gray-pig',
    'cp-10-gray-pig',
    'cp-13-gray-owl',
  ];
  return [...seat0, ...seat1, ...seat2, ...removed];
}

const S = (s: unknown) => s as CareerPokerState;
const V = (s: CareerPokerState, seat: number) => careerPoker.view(s, seat) as CareerPokerView;

function act(s: CareerPokerState, seat: number, move: CareerPokerMove): CareerPokerState {
  expect(careerPoker.actors(s)).toContain(seat);
  return careerPoker.play(s, seat, move);
}

interface Policy {
  place?: (owner: number, winner: number) => number;
  cut?: (seat: number) => boolean;
}
/** Plain play: clockwise, lead the first card by colour, follow avoiding 8s and 11s, decline cuts. */
function auto(s: CareerPokerState, until: (s: CareerPokerState) => boolean, p: Policy = {}): CareerPokerState {
  let guard = 0;
  while (!until(s)) {
    if (++guard > 2000) throw new Error('auto: no end');
    const seat = careerPoker.actors(s)[0]!;
    const legal = careerPoker.legalMoves(s, seat) as CareerPokerMove[];
    let mv: CareerPokerMove;
    switch (s.phase) {
      case 'direction':
        mv = { type: 'direction', dir: 'cw' };
        break;
      case 'lead':
        mv = legal.find((m) => m.type === 'lead' && m.attr.type === 'colour')!;
        break;
      case 'follow': {
        const plain = legal.filter((m) => m.type === 'follow' && !/^cp-(08|11)-/.test(m.card));
        mv = plain[0] ?? legal[0]!;
        break;
      }
      case 'cut':
        mv = { type: 'cut', cut: p.cut?.(seat) ?? false };
        break;
      case 'place': {
        const pl = s.placements[0]!;
        mv = { type: 'place', card: pl.card, to: p.place ? p.place(pl.player, s.leader) : pl.player };
        break;
      }
      default:
        mv = legal[0]!;
    }
    s = act(s, seat, mv);
  }
  return s;
}

const afterTricks = (s: CareerPokerState) =>
  s.phase !== 'direction' && s.phase !== 'lead' && s.phase !== 'follow' && s.phase !== 'cut' && s.phase !== 'place';

describe('trick phase', () => {
  test('stacked deck: hands in seat order, then the removed cards; seat 0 leads', () => {
    const deck = dominantDeck();
    const s = S(careerPoker.setup({ players: 3, seed: 'x', deck }));
    expect(s.hands[0]).toEqual(deck.slice(0, 12));
    expect(s.hands[2]).toEqual(deck.slice(24, 36));
    expect(s.removed).toEqual(deck.slice(36));
    expect(careerPoker.actors(s)).toEqual([0]);
    expect(V(s, 1).hand).not.toContain(deck[0]);
    expect(V(s, 1).removedCount).toBe(9);
  });

  test('a bad stacked deck is refused with a readable message', () => {
    expect(() => careerPoker.setup({ players: 3, seed: 'x', deck: dominantDeck().slice(1) })).toThrow(
      /exactly the 45 cards/,
    );
    expect(() => careerPoker.setup({ players: 3, seed: 'x', options: { mode: 'team' } })).toThrow(/4 players/);
  });

  test('a full trick phase with a Back and a cut', () => {
    // seat 0: red 1-4, yellow 1, 2, 13, green 1-5; seat 1: red 5, 8, 10, 11, 13, yellow 3, 4, 5, 8, 10, 11, green 8; seat 2: all blue, gray 1-3.
    const seat0 = [
      'cp-01-red-owl',
      'cp-02-red-cat',
      'cp-03-red-cat',
      'cp-04-red-goldfish',
      'cp-01-yellow-pig',
      'cp-02-yellow-goldfish',
      'cp-13-yellow-snake',
      'cp-01-green-goldfish',
      'cp-02-green-pig',
      'cp-03-green-pig',
      'cp-04-green-snake',
      'cp-05-green-owl',
    ];
    const seat1 = [
      'cp-05-red-snake',
      'cp-08-red-snake',
      'cp-10-red-goldfish',
      'cp-11-red-pig',
      'cp-13-red-pig',
      'cp-03-yellow-goldfish',
      'cp-04-yellow-owl',
      'cp-05-yellow-cat',
      'cp-08-yellow-pig',
      'cp-10-yellow-cat',
      'cp-11-yellow-owl',
      'cp-08-green-goldfish',
    ];
    const seat2 = [
      'cp-01-blue-snake',
      'cp-02-blue-owl',
      'cp-03-blue-owl',
      'cp-04-blue-pig',
      'cp-05-blue-goldfish',
      'cp-08-blue-cat',
      'cp-10-blue-snake',
      'cp-11-blue-cat',
      'cp-13-blue-goldfish',
      'cp-01-gray-cat',
      'cp-02-gray-snake',
      'cp-03-gray-snake',
    ];
    const removed = [
      'cp-10-green-owl',
      'cp-11-green-snake',
      'cp-13-green-cat',
      'cp-04-gray-cat',
      'cp-05-gray-pig',
      'cp-08-gray-owl',
      'cp-10-gray-pig',
      'cp-11-gray-goldfish',
      'cp-13-gray-owl',
    ];
    let s = S(careerPoker.setup({ players: 3, seed: 'full', deck: [...seat0, ...seat1, ...seat2, ...removed] }));
    // Trick 1: red 4 led by colour; seat 1 must follow red (a yellow is refused); seat 2 has no red and plays the blue 11 (Back).
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, { type: 'lead', card: 'cp-04-red-goldfish', attr: { type: 'colour', value: 'red' } });
    expect(expectRefused(careerPoker, s, 1, { type: 'follow', card: 'cp-05-yellow-cat' })).toMatch(/follow/);
    s = act(s, 1, { type: 'follow', card: 'cp-10-red-goldfish' });
    s = act(s, 2, { type: 'follow', card: 'cp-11-blue-cat' });
    // Back: the lower red wins. Seat 0 takes 1 gold and both reds; seat 2 decides where its 11 goes.
    expect(s.gold).toEqual([1, 0, 0]);
    expect(s.strategic[0]!.sort()).toEqual(['cp-04-red-goldfish', 'cp-10-red-goldfish']);
    expect(s.phase).toBe('place');
    expect(careerPoker.actors(s)).toEqual([2]);
    expect((careerPoker.legalMoves(s, 2) as CareerPokerMove[]).map((m) => (m.type === 'place' ? m.to : -1))).toEqual([
      2, 0, 1,
    ]);
    s = act(s, 2, { type: 'place', card: 'cp-11-blue-cat', to: 1 });
    expect(s.strategic[1]).toEqual(['cp-11-blue-cat']);
    // Trick 2: seat 0 leads the yellow 13 by colour, counter-clockwise this time: seat 2 (no yellow) plays the blue 8, seat 1 a yellow 5.
    s = act(s, 0, { type: 'direction', dir: 'ccw' });
    s = act(s, 0, { type: 'lead', card: 'cp-13-yellow-snake', attr: { type: 'colour', value: 'yellow' } });
    expect(careerPoker.actors(s)).toEqual([2]);
    s = act(s, 2, { type: 'follow', card: 'cp-08-blue-cat' });
    s = act(s, 1, { type: 'follow', card: 'cp-05-yellow-cat' });
    expect(s.phase).toBe('cut');
    s = act(s, 2, { type: 'cut', cut: true });
    // The cutter takes every card but his 8, no gold; the 8 is set aside face up.
    expect(s.gold).toEqual([1, 0, 0]);
    expect(s.strategic[2]!.sort()).toEqual(['cp-05-yellow-cat', 'cp-13-yellow-snake']);
    expect(V(s, 0).cutAside).toEqual(['cp-08-blue-cat']);
    expect(s.cutUsed).toEqual([false, false, true]);
    expect(careerPoker.actors(s)).toEqual([2]);
    s = auto(s, afterTricks);
    // After 12 tricks: the cut 8 has left the game, 35 cards sit in strategic hands, 11 tricks paid 1 gold each.
    expect(s.outOfGame).toEqual(['cp-08-blue-cat']);
    expect(s.strategic.flat().length).toBe(35);
    expect(s.hands.every((h) => h.length === 0)).toBe(true);
    const interim = s.gold.reduce((a, b) => a + b, 0) - 11;
    expect([0, 1, 2]).toContain(interim);
  });
});

describe('direction and keep-or-give (CP-3, CP-4)', () => {
  // Seat 0 leads the yellow 13 naming yellow, counter-clockwise: seat 2 plays next (no yellow: the green 8),
  // then seat 1 (must follow yellow: the yellow 8). Seat 0's 13 wins over the yellow 8.
  function trick(options: Record<string, unknown> = {}) {
    let s = S(careerPoker.setup({ players: 3, seed: 'cp3', deck: dominantDeck(), options }));
    s = act(s, 0, { type: 'direction', dir: 'ccw' });
    s = act(s, 0, { type: 'lead', card: 'cp-13-yellow-snake', attr: { type: 'colour', value: 'yellow' } });
    expect(careerPoker.actors(s)).toEqual([2]);
    s = act(s, 2, { type: 'follow', card: 'cp-08-green-goldfish' });
    expect(careerPoker.actors(s)).toEqual([1]);
    s = act(s, 1, { type: 'follow', card: 'cp-08-yellow-pig' });
    return s;
  }

  test('CP-3: the lead’s direction orders the play, then the cut offers (seat 2 before seat 1)', () => {
    let s = trick();
    expect(s.phase).toBe('cut');
    expect(careerPoker.actors(s)).toEqual([2]);
    s = act(s, 2, { type: 'cut', cut: false });
    expect(careerPoker.actors(s)).toEqual([1]);
    s = act(s, 1, { type: 'cut', cut: false });
    expect(s.leader).toBe(0);
    expect(s.gold).toEqual([1, 0, 0]);
  });

  test('CP-4: the card off the lead is placed by its player, who may give it to anyone; option: the winner places it', () => {
    let s = trick();
    s = act(s, 2, { type: 'cut', cut: false });
    s = act(s, 1, { type: 'cut', cut: false });
    expect(s.phase).toBe('place');
    expect(careerPoker.actors(s)).toEqual([2]);
    expect((careerPoker.legalMoves(s, 2) as CareerPokerMove[]).map((m) => (m.type === 'place' ? m.to : -1))).toEqual([
      2, 0, 1,
    ]);
    s = act(s, 2, { type: 'place', card: 'cp-08-green-goldfish', to: 0 });
    expect(s.strategic[0]!.slice().sort()).toEqual(['cp-08-green-goldfish', 'cp-08-yellow-pig', 'cp-13-yellow-snake']);
    let w = trick({ nonLeadChooser: 'winner' });
    w = act(w, 2, { type: 'cut', cut: false });
    w = act(w, 1, { type: 'cut', cut: false });
    expect(careerPoker.actors(w)).toEqual([0]);
    expect(expectRefused(careerPoker, w, 2, { type: 'place', card: 'cp-08-green-goldfish', to: 2 })).toMatch(
      /not your turn/,
    );
    w = act(w, 0, { type: 'place', card: 'cp-08-green-goldfish', to: 1 });
    expect(w.strategic[1]).toEqual(['cp-08-green-goldfish']);
  });
});

describe('interim settlement', () => {
  test('2 goldless players (seat 0 wins all 12): 1 gold each; cards given away leave them empty → Millionaire skipped', () => {
    let s = S(careerPoker.setup({ players: 3, seed: 'i2', deck: dominantDeck() }));
    s = auto(s, afterTricks, { place: () => 0 });
    expect(s.gold).toEqual([12, 1, 1]);
    expect(s.goldSupply).toBe(0);
    // CP-14: seats 1 and 2 have no strategic cards → no Millionaire phase; ranking by strategic-hand size,
    // ties counted from the 12th-trick winner (seat 0) clockwise → seat 1, seat 2, seat 0.
    expect(s.millionaire).toBe(false);
    expect(careerPoker.status(s).phase).toBe('round-over');
    const lr = careerPoker.status(s).lastRound!;
    expect(lr.name).toEqual({ kind: 'round', n: 1 });
    // round-1 row for 3P: +5 / 0 / −3, plus leftover gold
    expect(lr.scores).toEqual([-3 + 12, 5 + 1, 0 + 1]);
    expect(lr.details).toContainEqual({ seat: 0, id: 'gold', points: 12 });
    expect(lr.details).toContainEqual({ seat: 1, id: 'rank-1', points: 5 });
    expect(V(s, 1).events.some((e) => e.kind === 'skip-millionaire')).toBe(true);
  });

  test('1 goldless player (the other used a cut): he gets 2', () => {
    let s = S(careerPoker.setup({ players: 3, seed: 'i1', deck: dominantDeck() }));
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, { type: 'lead', card: 'cp-13-yellow-snake', attr: { type: 'colour', value: 'yellow' } });
    s = act(s, 1, { type: 'follow', card: 'cp-08-yellow-pig' });
    s = act(s, 2, { type: 'follow', card: 'cp-01-blue-snake' });
    s = act(s, 1, { type: 'cut', cut: true });
    // seat 1 leads green 1 by colour; seat 0's green 13 wins it back.
    s = act(s, 1, { type: 'direction', dir: 'cw' });
    s = act(s, 1, { type: 'lead', card: 'cp-01-green-goldfish', attr: { type: 'colour', value: 'green' } });
    s = act(s, 2, { type: 'follow', card: 'cp-08-green-goldfish' });
    s = act(s, 0, { type: 'follow', card: 'cp-13-green-cat' });
    s = act(s, 2, { type: 'cut', cut: false });
    expect(s.leader).toBe(0);
    s = auto(s, afterTricks);
    // seat 0 won 11 tricks, seat 1 cut, seat 2 never won: only seat 2 qualifies → 2 gold.
    expect(s.gold).toEqual([11, 0, 2]);
  });

  test('3 goldless players (4P, seat 0 wins all): nobody gets any', () => {
    const p = dealPlan(4).cards;
    const reds = p.filter((c) => c.includes('-red-'));
    const seat0 = [...reds, 'cp-13-yellow-snake'];
    const removed = [
      'cp-11-yellow-owl',
      'cp-11-green-snake',
      'cp-11-blue-cat',
      'cp-11-gray-goldfish',
      'cp-13-green-cat',
      'cp-13-blue-goldfish',
      'cp-13-gray-owl',
    ];
    const rest = p.filter((c) => !seat0.includes(c) && !removed.includes(c));
    expect(seat0).toHaveLength(12);
    const deck = [...seat0, ...rest, ...removed];
    let s = S(careerPoker.setup({ players: 4, seed: 'i3', deck }));
    s = auto(s, afterTricks);
    expect(s.gold).toEqual([12, 0, 0, 0]);
  });

  test('0 goldless players: nobody gets any', () => {
    // seat 0 leads yellow 1 (seat 1's yellow 10 wins), seat 1 leads green 1 (seat 2's green 10 wins), seat 2 leads gray 2 (seat 0's... red lead later)
    let s = S(careerPoker.setup({ players: 3, seed: 'i0', deck: dominantDeck() }));
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, { type: 'lead', card: 'cp-13-blue-goldfish', attr: { type: 'mark', value: 'goldfish' } });
    // goldfish: seat 1 holds yellow 2/3 goldfish and green 1 goldfish; seat 2 holds blue 5 goldfish, green 8 goldfish
    s = act(s, 1, { type: 'follow', card: 'cp-03-yellow-goldfish' });
    s = act(s, 2, { type: 'follow', card: 'cp-05-blue-goldfish' });
    expect(s.leader).toBe(0);
    // seat 0 now leads the red 1 by its mark owl: seat 1 has yellow 4 owl, green 5 owl; seat 2 has green 10 owl → seat 2 wins (10 > 5 > 1)
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, { type: 'lead', card: 'cp-01-red-owl', attr: { type: 'mark', value: 'owl' } });
    s = act(s, 1, { type: 'follow', card: 'cp-05-green-owl' });
    s = act(s, 2, { type: 'follow', card: 'cp-10-green-owl' });
    expect(s.leader).toBe(2);
    // seat 2 leads the gray 2 snake by mark snake: seat 0 has red 5 snake, red 8 snake; seat 1 green 4 snake → seat 0's 5 wins? no: 8 > 5 > 4 > 2
    s = act(s, 2, { type: 'direction', dir: 'cw' });
    s = act(s, 2, { type: 'lead', card: 'cp-02-gray-snake', attr: { type: 'mark', value: 'snake' } });
    s = act(s, 0, { type: 'follow', card: 'cp-05-red-snake' });
    s = act(s, 1, { type: 'follow', card: 'cp-04-green-snake' });
    expect(s.leader).toBe(0);
    // seat 1 has won nothing yet: seat 0 leads yellow 13 by mark snake; seat 1 has no snake now; seat 2 blue 10 snake → seat 0 wins.
    // Instead: seat 0 leads red 2 by mark cat: seat 1 yellow 5 cat / yellow 10 cat; seat 2 blue 8 cat → seat 1's yellow 10 wins.
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, { type: 'lead', card: 'cp-02-red-cat', attr: { type: 'mark', value: 'cat' } });
    s = act(s, 1, { type: 'follow', card: 'cp-10-yellow-cat' });
    s = act(s, 2, { type: 'follow', card: 'cp-08-blue-cat' });
    s = act(s, 2, { type: 'cut', cut: false });
    expect(s.leader).toBe(1);
    const before = s.gold.slice();
    expect(before.every((g) => g > 0)).toBe(true);
    s = auto(s, afterTricks);
    // every later trick pays exactly one gold: 12 in all, no interim gold
    expect(s.gold.reduce((a, b) => a + b, 0)).toBe(12);
  });
});

/** A prepared Millionaire position on a fresh 3P/4P state: strategic hands, gold, energy, leader. */
const position = millionairePosition;
const playM = (cards: string[], gold: Record<string, object> = {}, cut = false): CareerPokerMove => ({
  type: 'play',
  cards,
  gold: gold as never,
  cut,
});
const pass: CareerPokerMove = { type: 'pass' };

describe('Millionaire phase', () => {
  test('a trick with a loop into a double binding; 2+ cards make one energy bundle', () => {
    let s = position({
      strategic: [
        ['cp-02-red-cat', 'cp-13-red-pig'],
        ['cp-03-red-cat', 'cp-05-red-snake', 'cp-10-yellow-cat'],
        ['cp-04-red-goldfish', 'cp-01-red-owl', 'cp-05-blue-goldfish'],
      ],
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(['cp-02-red-cat']));
    // seat 1 loops with the red cat 3; seat 2's red 1 is refused (bound to red cat, 1 is no red cat)
    s = act(s, 1, playM(['cp-03-red-cat']));
    expect(V(s, 2).mill.binding).toEqual({ colour: ['red'], mark: ['cat'] });
    expect(expectRefused(careerPoker, s, 2, playM(['cp-04-red-goldfish']))).toMatch(/bound to cat/);
    s = act(s, 2, pass);
    s = act(s, 0, pass);
    // seat 1 wins; the trick had 2 cards → one energy bundle
    expect(s.energy.length).toBe(1);
    expect(s.leader).toBe(1);
    expect(s.mill.binding).toEqual({ colour: null, mark: null });
    expect(V(s, 1).events.map((e) => e.kind)).toEqual(['pass', 'm-trick-won']);
  });

  test('a single card trick is discarded (no bundle)', () => {
    let s = position({
      strategic: [
        ['cp-05-red-snake', 'cp-13-red-pig'],
        ['cp-03-red-cat', 'cp-04-yellow-owl'],
        ['cp-04-red-goldfish', 'cp-10-red-goldfish'],
      ],
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(['cp-13-red-pig']));
    s = act(s, 1, pass);
    s = act(s, 2, pass);
    expect(s.energy.length).toBe(0);
    expect(s.discard).toContain('cp-13-red-pig');
    expect(careerPoker.actors(s)).toEqual([0]);
  });

  test('a cut with energy: the 8 on a 7-or-lower ends the trick at once, pays a bundle, the cards form a new one', () => {
    let s = position({
      energy: 1,
      strategic: [
        ['cp-05-red-snake', 'cp-13-red-pig'],
        ['cp-08-blue-cat', 'cp-10-yellow-cat'],
        ['cp-10-red-goldfish', 'cp-01-red-owl'],
      ],
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(['cp-05-red-snake']));
    const legal = careerPoker.legalMoves(s, 1) as CareerPokerMove[];
    expect(legal).toContainEqual(playM(['cp-08-blue-cat'], {}, true));
    expect(legal).toContainEqual(playM(['cp-08-blue-cat'], {}, false));
    s = act(s, 1, playM(['cp-08-blue-cat'], {}, true));
    expect(s.energy.length).toBe(1); // 1 paid, 1 formed from the 5 and the 8
    expect(s.spentEnergy.length).toBe(2);
    expect(s.leader).toBe(1);
    expect(s.phase).toBe('m-direction');
    expect(V(s, 0).events[0]).toMatchObject({ kind: 'm-play', seat: 1, data: { cut: true, energy: 1 } });
  });

  test('no energy: the cut is not offered, and asking for it is refused', () => {
    let s = position({
      energy: 0,
      strategic: [
        ['cp-05-red-snake', 'cp-13-red-pig'],
        ['cp-08-blue-cat', 'cp-10-yellow-cat'],
        ['cp-10-red-goldfish', 'cp-01-red-owl'],
      ],
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(['cp-05-red-snake']));
    expect(expectRefused(careerPoker, s, 1, playM(['cp-08-blue-cat'], {}, true))).toMatch(/energy/);
  });

  test('a revolution by a follower: four 6s on four 7s in revolution time turns it back to Normal', () => {
    const sevens = ['cp-07-red-snake', 'cp-07-yellow-pig', 'cp-07-green-cat', 'cp-07-blue-goldfish'];
    const sixes = ['cp-06-red-cat', 'cp-06-yellow-owl', 'cp-06-green-pig', 'cp-06-blue-snake'];
    let s = position({
      players: 5,
      strategic: [
        [...sevens, 'cp-01-red-owl'],
        [...sixes, 'cp-13-red-pig'],
        ['cp-02-red-cat', 'cp-03-gray-snake'],
        ['cp-04-red-goldfish', 'cp-05-red-snake'],
        ['cp-10-red-goldfish', 'cp-11-red-pig'],
      ],
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(sevens));
    expect(s.mill.revolution).toBe(true);
    s = act(s, 1, playM(sixes));
    expect(s.mill.revolution).toBe(false);
    expect(V(s, 2).events[0]).toMatchObject({ kind: 'm-play', seat: 1, data: { revolution: false } });
  });

  test('a gold change makes a play legal: the 4 raised to a 6 beats the 5; gold leaves the game', () => {
    let s = position({
      gold: [0, 3, 0],
      strategic: [
        ['cp-05-red-snake', 'cp-13-red-pig'],
        ['cp-04-red-goldfish', 'cp-10-yellow-cat'],
        ['cp-01-red-owl', 'cp-03-red-cat'],
      ],
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(['cp-05-red-snake']));
    expect(expectRefused(careerPoker, s, 1, playM(['cp-04-red-goldfish']))).toMatch(/not stronger/);
    const mv = playM(['cp-04-red-goldfish'], { 'cp-04-red-goldfish': { n: 6 } });
    expect(careerPoker.legalMoves(s, 1)).toContainEqual(mv);
    s = act(s, 1, mv);
    expect(s.gold).toEqual([0, 1, 0]);
    expect(s.goldSpent).toBe(2);
    expect(V(s, 2).mill.top).toEqual(['cp-06-red-goldfish~g']);
    // a red binding is now in force (red 5 → red 6)
    expect(s.mill.binding).toEqual({ colour: ['red'], mark: null });
  });

  test('going-out bans: 2 in Normal, 3 in revolution, 8, gold — the player must pass instead', () => {
    // (a) a last 2 in Normal time
    let s = position({
      strategic: [['cp-05-red-snake', 'cp-13-red-pig'], ['cp-02-red-cat'], ['cp-01-red-owl', 'cp-04-yellow-owl']],
      leader: 0,
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(['cp-05-red-snake']));
    expect(careerPoker.legalMoves(s, 1)).toEqual([pass]);
    expect(expectRefused(careerPoker, s, 1, playM(['cp-02-red-cat']))).toMatch(/cannot go out with a 2/);
    // (b) a last 3 in revolution
    s = position({
      revolution: true,
      strategic: [['cp-05-red-snake', 'cp-13-red-pig'], ['cp-03-red-cat'], ['cp-01-red-owl', 'cp-04-yellow-owl']],
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(['cp-05-red-snake']));
    expect(expectRefused(careerPoker, s, 1, playM(['cp-03-red-cat']))).toMatch(/cannot go out with a 3/);
    // (c) a last 8
    s = position({
      strategic: [['cp-05-red-snake', 'cp-13-red-pig'], ['cp-08-blue-cat'], ['cp-01-red-owl', 'cp-04-yellow-owl']],
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(['cp-05-red-snake']));
    expect(expectRefused(careerPoker, s, 1, playM(['cp-08-blue-cat']))).toMatch(/cannot go out with an 8/);
    // (d) a last card with gold (a 4 raised to 6 would beat the 5, but not as the last card)
    s = position({
      gold: [0, 5, 0],
      strategic: [['cp-05-red-snake', 'cp-13-red-pig'], ['cp-04-red-goldfish'], ['cp-01-red-owl', 'cp-04-yellow-owl']],
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(['cp-05-red-snake']));
    expect(careerPoker.legalMoves(s, 1)).toEqual([pass]);
    expect(expectRefused(careerPoker, s, 1, playM(['cp-04-red-goldfish'], { 'cp-04-red-goldfish': { n: 6 } }))).toMatch(
      /gold/,
    );
  });

  test('going out ends the round: ranking by cards left, ties nearer after the one out in the direction of play', () => {
    let s = position({
      players: 4,
      strategic: [
        ['cp-13-red-pig'],
        ['cp-05-red-snake', 'cp-04-red-goldfish'],
        ['cp-01-red-owl', 'cp-03-red-cat'],
        ['cp-10-red-goldfish', 'cp-06-red-cat'],
      ],
      gold: [1, 0, 2, 0],
    });
    s = act(s, 0, { type: 'direction', dir: 'ccw' });
    s = act(s, 0, playM(['cp-13-red-pig']));
    expect(careerPoker.status(s).phase).toBe('match-over');
    // 1st seat 0; seats 3, 2, 1 tie on 2 cards: counter-clockwise from seat 0 → 3, 2, 1. Short game: round-1 row +5/+1/−1/−3.
    expect(careerPoker.status(s).lastRound!.scores).toEqual([5 + 1, -3, -1 + 2, 1]);
    expect(careerPoker.status(s).totals).toEqual([6, -3, 1, 1]);
  });

  test('lead transfer: a leader holding only a last 2 passes the lead on; nobody can lead → the round ends', () => {
    let s = position({
      strategic: [['cp-05-red-snake', 'cp-13-red-pig'], ['cp-02-red-cat'], ['cp-01-red-owl', 'cp-04-yellow-owl']],
    });
    s = act(s, 0, { type: 'direction', dir: 'cw' });
    s = act(s, 0, playM(['cp-13-red-pig']));
    s = act(s, 1, pass);
    s = act(s, 2, playM(['cp-01-red-owl']));
    s = act(s, 0, pass);
    s = act(s, 1, pass);
    // seat 2 won with one card left… it leads normally
    expect(careerPoker.actors(s)).toEqual([2]);
    s = act(s, 2, { type: 'direction', dir: 'ccw' });
    // going ccw from 2: seat 1, then seat 0
    s = act(s, 2, playM(['cp-04-yellow-owl']));
    expect(s.wentOut).toBe(2);
    expect(careerPoker.status(s).phase).toBe('match-over');

    // the real transfer: seat 1 wins a trick holding only an 8 afterwards
    let u = position({
      direction: 'cw',
      strategic: [
        ['cp-05-red-snake', 'cp-13-red-pig'],
        ['cp-08-blue-cat', 'cp-10-blue-snake'],
        ['cp-01-red-owl', 'cp-04-yellow-owl'],
      ],
    });
    u = act(u, 0, { type: 'direction', dir: 'cw' });
    u = act(u, 0, playM(['cp-05-red-snake']));
    u = act(u, 1, playM(['cp-10-blue-snake']));
    u = act(u, 2, pass);
    u = act(u, 0, pass);
    // seat 1 won but holds only the 8: the lead passes clockwise to seat 2
    expect(V(u, 0).events.map((e) => e.kind)).toEqual(['pass', 'm-trick-won', 'lead-transfer']);
    expect(careerPoker.actors(u)).toEqual([2]);

    // nobody can lead: every hand is a single banned card
    let w = position({
      direction: 'cw',
      strategic: [
        ['cp-05-red-snake', 'cp-08-red-snake'],
        ['cp-08-blue-cat', 'cp-10-blue-snake'],
        ['cp-02-red-cat', 'cp-10-red-goldfish'],
      ],
    });
    w = act(w, 0, { type: 'direction', dir: 'cw' });
    w = act(w, 0, playM(['cp-05-red-snake']));
    w = act(w, 1, playM(['cp-10-blue-snake']));
    w = act(w, 2, pass);
    w = act(w, 0, pass);
    // seat 1 holds {8}; seat 2 {2, 10} may lead
    expect(careerPoker.actors(w)).toEqual([2]);
    w = act(w, 2, { type: 'direction', dir: 'cw' });
    w = act(w, 2, playM(['cp-10-red-goldfish']));
    w = act(w, 0, pass);
    w = act(w, 1, pass);
    // seat 2 won: holds {2} (banned), seat 0 {8}, seat 1 {8}: nobody can lead → round ends, ties from seat 2
    expect(careerPoker.status(w).phase).toBe('match-over');
    expect(V(w, 0).events.map((e) => e.kind)).toContain('nobody-can-lead');
    expect(careerPoker.status(w).lastRound!.scores).toEqual([0, -3, 5]);
  });
});

describe('rounds and match', () => {
  test('next round: the last-ranked player leads round 2; Normal ends after 3 rounds', () => {
    let s = S(careerPoker.setup({ players: 3, seed: 'rounds', deck: dominantDeck() }));
    s = auto(s, afterTricks, { place: () => 0 });
    expect(s.phase).toBe('round-over');
    expect(careerPoker.actors(s)).toEqual([0, 1, 2]);
    s = act(s, 1, { type: 'next-round' });
    // last in round 1 was seat 0 (most strategic cards)
    expect(s.round).toBe(2);
    expect(careerPoker.actors(s)).toEqual([0]);
    expect(s.gold).toEqual([0, 0, 0]);
    expect(s.goldSupply).toBe(14);
    expect(careerPoker.status(s).lastRound).toBeUndefined();
  });
});

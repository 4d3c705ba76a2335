/**
 * Gold plays (a lead with gold, a multi-card set under a binding, sets made of different numbers),
 * each listed by `legalMoves`; the gold changes ruling CP-17 refuses (a colour on a lead, more gold
 * than the set needs) and the spellings `play` takes as the listed play; and taking back moves (the
 * contract's `undoable`). Prepared Millionaire positions on a fresh state, played through `play`;
 * every expectation is worked out by hand in the comments.
 */
import { describe, expect, test } from 'vitest';
import {
  careerPoker,
  type CareerPokerMove,
  type CareerPokerState,
  type CareerPokerView,
} from '../../../src/games/career-poker/career-poker.ts';
import { dealPlan, judgeMillionairePlay } from '../../../src/games/career-poker/rules.ts';
import { undoableCount } from '../../../src/engine/match.ts';
import { expectRefused } from '../../helpers/contract.ts';
import { millionairePosition } from './position.ts';

const S = (s: unknown) => s as CareerPokerState;
const V = (s: CareerPokerState, seat: number) => careerPoker.view(s, seat) as CareerPokerView;
const playM = (cards: string[], gold: Record<string, object> = {}, cut = false): CareerPokerMove => ({
  type: 'play',
  cards,
  gold: gold as never,
  cut,
});
const pass: CareerPokerMove = { type: 'pass' };
const legal = (s: CareerPokerState, seat: number) => careerPoker.legalMoves(s, seat) as CareerPokerMove[];

const position = millionairePosition;

describe('leading with gold', () => {
  test('a 13 led as a 2 (13 → 1 → 2: two steps, 2 gold): listed, paid, and nobody can beat it', () => {
    let s = position({
      gold: [2, 0, 0],
      strategic: [
        ['cp-13-red-pig', 'cp-05-red-snake'],
        ['cp-01-red-owl', 'cp-04-red-goldfish'],
        ['cp-10-red-goldfish', 'cp-03-red-cat'],
      ],
    });
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
    const mv = playM(['cp-13-red-pig'], { 'cp-13-red-pig': { n: 2 } });
    expect(legal(s, 0)).toContainEqual(mv);
    // one step (a 1) is listed too, and so are one or two steps down (a 12, an 11): every gold play
    // is listed (CP-17); three steps are out of reach
    expect(legal(s, 0)).toContainEqual(playM(['cp-13-red-pig'], { 'cp-13-red-pig': { n: 1 } }));
    expect(legal(s, 0)).toContainEqual(playM(['cp-13-red-pig'], { 'cp-13-red-pig': { n: 12 } }));
    expect(legal(s, 0)).toContainEqual(playM(['cp-13-red-pig'], { 'cp-13-red-pig': { n: 11 } }));
    expect(legal(s, 0)).not.toContainEqual(playM(['cp-13-red-pig'], { 'cp-13-red-pig': { n: 10 } }));
    expect(expectRefused(careerPoker, s, 0, playM(['cp-05-red-snake'], { 'cp-05-red-snake': { n: 8 } }))).toBe(
      'Those changes cost 3 gold and you have 2.',
    );
    s = careerPoker.play(s, 0, mv);
    expect(s.gold).toEqual([0, 0, 0]);
    expect(s.goldSpent).toBe(2);
    expect(V(s, 1).mill.top).toEqual(['cp-02-red-pig~g']);
    expect(V(s, 1).events[0]).toMatchObject({
      kind: 'm-play',
      seat: 0,
      cards: ['cp-13-red-pig'],
      data: { gold: 2, energy: 0, lead: true },
    });
    // a 2 is the strongest card and seat 1's red owl 1 is no red pig 3 (no loop): seat 1 can only pass
    expect(legal(s, 1)).toEqual([pass]);
    expect(expectRefused(careerPoker, s, 1, playM(['cp-01-red-owl']))).toMatch(/not stronger/);
  });

  test('a colour or animal changed on a lead is refused (CP-17: a lead changes numbers only), and not listed', () => {
    let s = position({
      gold: [2, 0, 0],
      strategic: [
        ['cp-05-red-snake', 'cp-13-red-pig'],
        ['cp-10-green-owl', 'cp-10-red-goldfish'],
        ['cp-04-red-goldfish', 'cp-01-red-owl'],
      ],
    });
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
    const green = playM(['cp-05-red-snake'], { 'cp-05-red-snake': { colour: 'green' } });
    expect(legal(s, 0)).not.toContainEqual(green);
    expect(expectRefused(careerPoker, s, 0, green)).toMatch(/On a lead gold changes numbers only/);
    const owl = playM(['cp-05-red-snake'], { 'cp-05-red-snake': { n: 6, mark: 'owl' } });
    expect(legal(s, 0)).not.toContainEqual(owl);
    expect(expectRefused(careerPoker, s, 0, owl)).toMatch(/animals matter once a set is on the table/);
    // the number alone is a listed play (1 gold)
    s = careerPoker.play(s, 0, playM(['cp-05-red-snake'], { 'cp-05-red-snake': { n: 6 } }));
    expect(s.gold).toEqual([1, 0, 0]);
    expect(V(s, 1).mill.top).toEqual(['cp-06-red-snake~g']);
  });

  test('gold moves the cards of one number at a time (CP-17): a 12 joins the 13; a 12 and a 1 cannot both become 13s', () => {
    let s = position({
      players: 4,
      energy: 3,
      gold: [4, 0, 0, 0],
      strategic: [
        ['cp-12-red-owl', 'cp-13-red-pig', 'cp-01-red-owl', 'cp-05-red-snake', 'cp-05-blue-goldfish'],
        ['cp-10-green-owl'],
        ['cp-04-red-goldfish'],
        ['cp-01-yellow-pig'],
      ],
    });
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
    // the 12 raised to join the 13 (1 gold), or the 1 lowered to join it (1 gold): listed
    expect(legal(s, 0)).toContainEqual(playM(['cp-12-red-owl', 'cp-13-red-pig'], { 'cp-12-red-owl': { n: 13 } }));
    expect(legal(s, 0)).toContainEqual(playM(['cp-13-red-pig', 'cp-01-red-owl'], { 'cp-01-red-owl': { n: 13 } }));
    // both 5s moved together to 7s (4 gold): one number, listed
    expect(legal(s, 0)).toContainEqual(
      playM(['cp-05-red-snake', 'cp-05-blue-goldfish'], {
        'cp-05-red-snake': { n: 7 },
        'cp-05-blue-goldfish': { n: 7 },
      }),
    );
    // the 12 and the 1 both made 13s (2 gold): two numbers moved, refused and not listed
    const both = playM(['cp-12-red-owl', 'cp-01-red-owl'], { 'cp-12-red-owl': { n: 13 }, 'cp-01-red-owl': { n: 13 } });
    expect(legal(s, 0)).not.toContainEqual(both);
    expect(expectRefused(careerPoker, s, 0, both)).toBe(
      'Gold moves the cards of one number at a time, not the 12 and the 1 together.',
    );
    const three = playM(['cp-12-red-owl', 'cp-13-red-pig', 'cp-01-red-owl'], {
      'cp-12-red-owl': { n: 13 },
      'cp-01-red-owl': { n: 13 },
    });
    expect(legal(s, 0)).not.toContainEqual(three);
    expect(expectRefused(careerPoker, s, 0, three)).toMatch(/one number at a time/);
  });

  test('following, a colour may be changed to copy the set on the table (it binds), and only to that', () => {
    let s = position({
      gold: [0, 2, 0],
      strategic: [
        ['cp-05-red-snake', 'cp-13-red-pig'],
        ['cp-10-green-owl', 'cp-11-yellow-owl'],
        ['cp-04-red-goldfish', 'cp-01-red-owl'],
      ],
    });
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
    s = careerPoker.play(s, 0, playM(['cp-05-red-snake']));
    // the green 10 made red (1 gold) copies the red 5: a red binding
    const red = playM(['cp-10-green-owl'], { 'cp-10-green-owl': { colour: 'red' } });
    expect(legal(s, 1)).toContainEqual(red);
    // made blue, or given the 5's snake and a blue colour, it copies nothing: refused, not listed
    const blue = playM(['cp-10-green-owl'], { 'cp-10-green-owl': { colour: 'blue' } });
    expect(legal(s, 1)).not.toContainEqual(blue);
    expect(expectRefused(careerPoker, s, 1, blue)).toBe(
      'Gold changes colours only to show those of the set on the table: red.',
    );
    const snake = playM(['cp-10-green-owl'], { 'cp-10-green-owl': { colour: 'blue', mark: 'snake' } });
    expect(expectRefused(careerPoker, s, 1, snake)).toMatch(/colours only to show those of the set on the table/);
    // the animal alone made a snake is listed (it binds the snake); both make the red snake (a double binding)
    expect(legal(s, 1)).toContainEqual(playM(['cp-10-green-owl'], { 'cp-10-green-owl': { mark: 'snake' } }));
    expect(legal(s, 1)).toContainEqual(
      playM(['cp-10-green-owl'], { 'cp-10-green-owl': { colour: 'red', mark: 'snake' } }),
    );
    s = careerPoker.play(s, 1, red);
    expect(s.gold).toEqual([0, 1, 0]);
    expect(s.mill.binding).toEqual({ colour: ['red'], mark: null });
    expect(V(s, 2).mill.top).toEqual(['cp-10-red-owl~g']);
    // seat 2's red 1 beats the red 10 (bound to red, and stronger); its red 4 does not
    expect(legal(s, 2)).toContainEqual(playM(['cp-01-red-owl']));
    expect(expectRefused(careerPoker, s, 2, playM(['cp-04-red-goldfish']))).toMatch(/not stronger/);
  });

  test('a gold change that changes nothing, or a malformed one, is refused with a reason', () => {
    let s = position({
      gold: [3, 0, 0],
      strategic: [['cp-05-red-snake', 'cp-13-red-pig'], ['cp-10-green-owl'], ['cp-04-red-goldfish']],
    });
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
    expect(
      expectRefused(careerPoker, s, 0, playM(['cp-05-red-snake'], { 'cp-05-red-snake': { colour: 'red' } })),
    ).toMatch(/must change something/);
    expect(expectRefused(careerPoker, s, 0, playM(['cp-05-red-snake'], { 'cp-05-red-snake': { size: 3 } }))).toMatch(
      /colour, animal or number/,
    );
    expect(expectRefused(careerPoker, s, 0, playM(['cp-05-red-snake'], { 'cp-13-red-pig': { n: 1 } }))).toMatch(
      /only change cards you are playing/,
    );
    expect(expectRefused(careerPoker, s, 0, playM(['cp-05-red-snake'], { 'cp-05-red-snake': { n: 2 } }))).toMatch(
      /cost 10 gold and you have 3/,
    );
    expect(expectRefused(careerPoker, s, 0, pass)).toMatch(/You lead/);
  });

  test('two cards of different numbers led as a pair: the 5 raised to a 6 (1 gold) with the 6, 2 energy', () => {
    let s = position({
      players: 4,
      energy: 2,
      gold: [1, 0, 0, 0],
      strategic: [
        ['cp-05-red-snake', 'cp-06-blue-snake', 'cp-13-red-pig'],
        ['cp-10-green-owl'],
        ['cp-04-red-goldfish'],
        ['cp-01-red-owl'],
      ],
    });
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
    const mv = playM(['cp-05-red-snake', 'cp-06-blue-snake'], { 'cp-05-red-snake': { n: 6 } });
    expect(legal(s, 0)).toContainEqual(mv);
    s = careerPoker.play(s, 0, mv);
    expect(s.gold[0]).toBe(0);
    expect(s.energy.length).toBe(0);
    expect(s.mill.top).toEqual(['cp-06-red-snake~g', 'cp-06-blue-snake']);
  });
});

describe('multi-card sets under a binding', () => {
  // 4 players, 2 energy. Seat 0 leads red 5 + blue 5 (2 energy). Seat 1 plays red 6 + blue 6: the
  // colours {blue, red} equal the 5s' → colour binding {blue, red} (animals {cat, snake} vs
  // {snake, goldfish}: none). Seat 2 holds red 10 + yellow 10: {red, yellow} breaks the binding;
  // 1 gold turns the yellow 10 blue. Seat 3 holds red 12 + blue 13: 1 gold raises the 12 to 13.
  const start = () =>
    position({
      players: 4,
      energy: 2,
      gold: [0, 0, 1, 1],
      strategic: [
        ['cp-05-red-snake', 'cp-05-blue-goldfish', 'cp-04-red-goldfish'],
        ['cp-06-red-cat', 'cp-06-blue-snake', 'cp-03-red-cat'],
        ['cp-10-red-goldfish', 'cp-10-yellow-cat', 'cp-04-blue-pig'],
        ['cp-12-red-owl', 'cp-13-blue-goldfish', 'cp-04-green-snake'],
      ],
    });

  test('the binding is met with 1 gold on one card of the pair; then a pair of two numbers meets it too', () => {
    let s = start();
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
    s = careerPoker.play(s, 0, playM(['cp-05-red-snake', 'cp-05-blue-goldfish']));
    expect(s.energy.length).toBe(0);
    s = careerPoker.play(s, 1, playM(['cp-06-red-cat', 'cp-06-blue-snake']));
    expect(s.mill.binding).toEqual({ colour: ['blue', 'red'], mark: null });
    expect(expectRefused(careerPoker, s, 2, playM(['cp-10-red-goldfish', 'cp-10-yellow-cat']))).toMatch(
      /bound to blue and red/,
    );
    const fix = playM(['cp-10-red-goldfish', 'cp-10-yellow-cat'], { 'cp-10-yellow-cat': { colour: 'blue' } });
    expect(legal(s, 2)).toContainEqual(fix);
    s = careerPoker.play(s, 2, fix);
    expect(s.gold).toEqual([0, 0, 0, 1]);
    expect(s.mill.top).toEqual(['cp-10-red-goldfish', 'cp-10-blue-cat~g']);
    expect(s.mill.binding).toEqual({ colour: ['blue', 'red'], mark: null });
    // seat 3: red 12 + blue 13 are no set; the 12 raised to 13 (1 gold) makes red 13 + blue 13, colours {blue, red}
    expect(expectRefused(careerPoker, s, 3, playM(['cp-12-red-owl', 'cp-13-blue-goldfish']))).toMatch(/same number/);
    const pair = playM(['cp-12-red-owl', 'cp-13-blue-goldfish'], { 'cp-12-red-owl': { n: 13 } });
    expect(legal(s, 3)).toContainEqual(pair);
    s = careerPoker.play(s, 3, pair);
    expect(s.gold).toEqual([0, 0, 0, 0]);
    expect(s.goldSpent).toBe(2);
    expect(V(s, 0).mill.top).toEqual(['cp-13-red-owl~g', 'cp-13-blue-goldfish']);
  });

  test('every gold play listed is one the kernel judges legal and affordable', () => {
    let s = start();
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
    s = careerPoker.play(s, 0, playM(['cp-05-red-snake', 'cp-05-blue-goldfish']));
    s = careerPoker.play(s, 1, playM(['cp-06-red-cat', 'cp-06-blue-snake']));
    const withGold = legal(s, 2).filter((m) => m.type === 'play' && Object.keys(m.gold).length > 0);
    expect(withGold.length).toBeGreaterThan(0);
    for (const m of withGold) {
      if (m.type !== 'play') continue;
      const j = judgeMillionairePlay({
        state: { revolution: false, back: false, top: s.mill.top, binding: s.mill.binding, energy: 0 },
        hand: s.strategic[2]!,
        play: m.cards,
        goldMods: m.gold,
        cut: m.cut,
      });
      expect(j.legal && j.goldCost).toBe(1);
    }
  });
});

describe('undo', () => {
  const count = (states: CareerPokerState[], moves: { seat: number; move: CareerPokerMove }[], seat: number) =>
    undoableCount(careerPoker, states, moves, seat);

  test('a direction can be taken back; a lead, which hands the turn on, cannot', () => {
    const s0 = S(careerPoker.setup({ players: 3, seed: 'u' }));
    const lead = careerPoker.actors(s0)[0]!;
    const m1 = { seat: lead, move: { type: 'direction', dir: 'ccw' } as CareerPokerMove };
    const s1 = careerPoker.play(s0, lead, m1.move);
    expect(count([s0, s1], [m1], lead)).toBe(1);
    expect(count([s0, s1], [m1], (lead + 1) % 3)).toBe(0);
    const first = legal(s1, lead)[0]!;
    const s2 = careerPoker.play(s1, lead, first);
    expect(careerPoker.undoable!(s1, first, s2, lead)).toBe(false);
    expect(count([s0, s1, s2], [m1, { seat: lead, move: first }], lead)).toBe(0);
  });

  test('keep-or-give decided by the trick winner: each card while he places the next, back to the trick’s direction', () => {
    // seat 0 leads red 13 by colour; seats 1 and 2 have no red and play off the lead → the winner (seat 0) places both
    const p = dealPlan(3).cards;
    const seat0 = p
      .filter((c) => c.includes('-red-'))
      .concat(['cp-13-yellow-snake', 'cp-13-green-cat', 'cp-13-blue-goldfish']);
    const rest = p.filter((c) => !seat0.includes(c));
    let s = S(
      careerPoker.setup({ players: 3, seed: 'u2', deck: [...seat0, ...rest], options: { nonLeadChooser: 'winner' } }),
    );
    const states = [s];
    const moves: { seat: number; move: CareerPokerMove }[] = [];
    const go = (seat: number, move: CareerPokerMove) => {
      s = careerPoker.play(s, seat, move);
      states.push(s);
      moves.push({ seat, move });
    };
    go(0, { type: 'direction', dir: 'cw' });
    go(0, { type: 'lead', card: 'cp-13-red-pig', attr: { type: 'colour', value: 'red' } });
    go(1, legal(s, 1)[0]!);
    go(2, legal(s, 2).find((m) => m.type === 'follow' && !m.card.startsWith('cp-08'))!);
    expect(s.phase).toBe('place');
    expect(careerPoker.actors(s)).toEqual([0]);
    go(0, legal(s, 0)[0]!);
    expect(count(states, moves, 0)).toBe(1);
    go(0, legal(s, 0)[0]!);
    // both placed; seat 0 leads the next trick: the two placements can be taken back, not the lead before them
    expect(s.phase).toBe('direction');
    expect(count(states, moves, 0)).toBe(2);
    go(0, { type: 'direction', dir: 'cw' });
    expect(count(states, moves, 0)).toBe(3);
  });

  test('a Millionaire cut that wins the lead can be taken back; a play that goes out cannot', () => {
    let s = position({
      energy: 1,
      strategic: [
        ['cp-05-red-snake', 'cp-13-red-pig'],
        ['cp-08-blue-cat', 'cp-10-yellow-cat'],
        ['cp-10-red-goldfish', 'cp-01-red-owl'],
      ],
    });
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
    s = careerPoker.play(s, 0, playM(['cp-05-red-snake']));
    const cut = playM(['cp-08-blue-cat'], {}, true);
    const after = careerPoker.play(s, 1, cut);
    expect(careerPoker.actors(after)).toEqual([1]);
    expect(careerPoker.undoable!(s, cut, after, 1)).toBe(true);
    // passing hands the turn on
    expect(careerPoker.undoable!(s, pass, careerPoker.play(s, 1, pass), 1)).toBe(false);
    // seat 1 leads its last card, the 10, and goes out: the round is over
    const d = careerPoker.play(after, 1, { type: 'direction', dir: 'cw' });
    const out = playM(['cp-10-yellow-cat']);
    const end = careerPoker.play(d, 1, out);
    expect(careerPoker.status(end).phase).toBe('match-over');
    expect(careerPoker.undoable!(d, out, end, 1)).toBe(false);
  });
});

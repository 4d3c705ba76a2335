/**
 * Contract rule 4 for Career Poker, both ways, gold plays included (issue 26 §4, ruling CP-17):
 * over random positions (seeded fast-check), every move `legalMoves` lists is accepted by `play`,
 * listed once, in a stable order, and spelled as CP-17 spells it; and every move `play` accepts is
 * listed. The moves tried are made from what the seat sees (its view: its hands, its gold, the set
 * on the table), never from `legalMoves`: every set of its cards made one number with gold within
 * (and just over) its budget, showing its own colours and animals, those of the set on the table,
 * or others; random changes on random cards in a random order; the listed plays respelled (cards
 * reordered, colours swapped, a change added or dropped); every direction, lead, follow, cut, place
 * and pass, also with their keys in another order. Which spelling must be listed comes from
 * `plays.reference.ts` (written from the ruling, nothing from `src/`), and a play accepted in
 * another spelling must do exactly what the listed one does.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  careerPoker,
  type CareerPokerMove,
  type CareerPokerState,
  type CareerPokerView,
} from '../../../src/games/career-poker/career-poker.ts';
import { dealPlan } from '../../../src/games/career-poker/rules.ts';
import { IllegalMoveError } from '../../../src/engine/types.ts';
import { nextInt, rngFromSeed, shuffle, type Rng } from '../../../src/engine/rng.ts';
import { millionairePosition } from './position.ts';
import { stateDigest } from './digest.ts';
import { canonical, COLOURS, faceOf, MARKS, placeGold, stepsBetween, type Mod, type Play } from './plays.reference.ts';

/** Plain data as the contract compares it: JSON with object keys sorted and undefined values left out. */
function plainKey(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(plainKey).join(',')}]`;
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${plainKey(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(x);
}

/** The same object with its keys in reverse order (the same plain data). */
function reversedKeys<T>(x: T): T {
  if (Array.isArray(x)) return x.map(reversedKeys) as T;
  if (x && typeof x === 'object')
    return Object.fromEntries(
      Object.entries(x as Record<string, unknown>)
        .reverse()
        .map(([k, v]) => [k, reversedKeys(v)]),
    ) as T;
  return x;
}

type Tried = { ok: true; state: CareerPokerState } | { ok: false; why: string };
function tryPlay(s: CareerPokerState, seat: number, move: unknown): Tried {
  try {
    return { ok: true, state: careerPoker.play(s, seat, move as CareerPokerMove) };
  } catch (e) {
    expect(e, `${JSON.stringify(move)} is refused with an IllegalMoveError`).toBeInstanceOf(IllegalMoveError);
    return { ok: false, why: (e as Error).message };
  }
}

const pickFrom = <T>(rng: Rng, xs: readonly T[]): [T, Rng] => {
  const [k, r] = nextInt(rng, xs.length);
  return [xs[k]!, r];
};

/** Another multiset of the same size: the first word replaced by the next one of `all`. */
function otherWords(words: readonly string[], all: readonly string[]): string[] {
  const out = words.slice();
  out[0] = all[(all.indexOf(out[0]!) + 1) % all.length]!;
  return out.sort();
}

/** Plays made from the view alone: see the file's comment. At most `cap` of the systematic ones. */
function playsFromView(v: CareerPokerView, rng0: Rng, cap: number): Play[] {
  let rng = rng0;
  const hand = v.strategic;
  const gold = v.gold[v.seat]!;
  const top = v.mill.top;
  const table = top ? top.map(faceOf) : null;
  const systematic: Play[] = [];
  const maxSize = table ? table.length : Math.min(hand.length, 6);
  let visits = 0;
  for (let t = 1; t <= 13; t++) {
    const cost = hand.map((c) => stepsBetween(faceOf(c).n, t) ?? Infinity);
    const pick: number[] = [];
    const leaf = () => {
      const cards = pick.map((i) => hand[i]!);
      const own = { colour: cards.map((c) => faceOf(c).colour), mark: cards.map((c) => faceOf(c).mark) };
      const shapes = (key: 'colour' | 'mark', all: readonly string[]): (string[] | null)[] => {
        const onTable = table ? table.map((f) => f[key]) : null;
        const out: (string[] | null)[] = [null, otherWords(onTable ?? own[key], all)];
        if (onTable && onTable.length === cards.length) out.push(onTable);
        return out;
      };
      for (const colours of shapes('colour', COLOURS))
        for (const marks of shapes('mark', MARKS)) {
          if (colours && colours.length !== cards.length) continue;
          if (marks && marks.length !== cards.length) continue;
          const g = placeGold(cards, t, colours, marks);
          for (const cut of [false, true]) systematic.push({ type: 'play', cards, gold: g, cut });
        }
    };
    const rec = (start: number, spent: number) => {
      if (visits++ > 20_000) return;
      if (pick.length) leaf();
      if (pick.length === maxSize) return;
      for (let i = start; i < hand.length; i++) {
        if (spent + cost[i]! > gold + 1) continue;
        pick.push(i);
        rec(i + 1, spent + cost[i]!);
        pick.pop();
      }
    };
    rec(0, 0);
  }
  let kept = systematic;
  if (kept.length > cap) {
    const [sh, r] = shuffle(rng, kept);
    rng = r;
    kept = sh.slice(0, cap);
  }
  // random changes on random cards, in a random order
  const random: Play[] = [];
  for (let i = 0; i < 150 && hand.length > 0; i++) {
    const [size, r1] = nextInt(rng, Math.min(hand.length, 5));
    const [order, r2] = shuffle(r1, hand);
    rng = r2;
    const cards = order.slice(0, size + 1);
    const g: Record<string, Mod> = {};
    for (const c of cards) {
      const [what, r3] = nextInt(rng, 8);
      rng = r3;
      const f = faceOf(c);
      if (what === 0) {
        const [colour, r4] = pickFrom(rng, COLOURS);
        rng = r4;
        g[c] = { colour };
      } else if (what === 1) {
        const [mark, r4] = pickFrom(rng, MARKS);
        rng = r4;
        g[c] = { mark };
      } else if (what <= 3) {
        const [n, r4] = nextInt(rng, 13);
        rng = r4;
        g[c] = what === 2 ? { n: n + 1 } : { n: n + 1, colour: otherWords([f.colour], COLOURS)[0]! };
      }
    }
    const [cut, r5] = nextInt(rng, 2);
    rng = r5;
    random.push({ type: 'play', cards, gold: g, cut: cut === 1 });
  }
  return [...kept, ...random];
}

/** A listed play spelled otherwise: cards reordered, colours swapped between changed cards, a change added or dropped. */
function respellings(m: Play): Play[] {
  const out: Play[] = [{ ...m, cards: m.cards.slice().reverse() }];
  const changed = Object.keys(m.gold);
  const withColour = changed.filter((c) => m.gold[c]!.colour);
  if (withColour.length >= 2) {
    const [a, b] = withColour as [string, string];
    const g: Record<string, Mod> = {
      ...m.gold,
      [a]: { ...m.gold[a]!, colour: m.gold[b]!.colour! },
      [b]: { ...m.gold[b]!, colour: m.gold[a]!.colour! },
    };
    out.push({ ...m, gold: g });
  }
  if (m.cards.length >= 2) {
    // the first two cards trade colours (or take each other's where one keeps its own)
    const [a, b] = m.cards as [string, string];
    const fa = { ...faceOf(a), ...m.gold[a] };
    const fb = { ...faceOf(b), ...m.gold[b] };
    if (fa.colour !== fb.colour) {
      const g: Record<string, Mod> = { ...m.gold };
      const set = (c: string, colour: string) => {
        const mod: Mod = {};
        if (g[c]?.n !== undefined) mod.n = g[c]!.n!;
        if (g[c]?.mark !== undefined) mod.mark = g[c]!.mark!;
        if (faceOf(c).colour !== colour) mod.colour = colour;
        if (Object.keys(mod).length) g[c] = mod;
        else delete g[c];
      };
      set(a, fb.colour);
      set(b, fa.colour);
      out.push({ ...m, gold: g });
    }
  }
  if (changed.length) {
    const g = { ...m.gold };
    delete g[changed[0]!];
    out.push({ ...m, gold: g });
  }
  const first = m.cards[0]!;
  const f = faceOf(first);
  out.push({ ...m, gold: { ...m.gold, [first]: { ...m.gold[first], mark: otherWords([f.mark], MARKS)[0]! } } });
  out.push({ ...m, cut: !m.cut });
  return out;
}

/** Every other move a seat could try, from its view: all of each kind, and some that are no move at all. */
function otherMovesFromView(v: CareerPokerView): unknown[] {
  const out: unknown[] = [
    { type: 'next-round' },
    { type: 'pass' },
    { type: 'cut', cut: true },
    { type: 'cut', cut: false },
  ];
  for (const dir of ['cw', 'ccw', 'up']) out.push({ type: 'direction', dir });
  for (const card of v.hand) {
    const f = faceOf(card);
    out.push({ type: 'follow', card });
    out.push({ type: 'lead', card, attr: { type: 'colour', value: f.colour } });
    out.push({ type: 'lead', card, attr: { type: 'mark', value: f.mark } });
    out.push({ type: 'lead', card, attr: { type: 'colour', value: otherWords([f.colour], COLOURS)[0] } });
  }
  const card = v.placements[0]?.card ?? v.hand[0] ?? 'cp-05-red-snake';
  for (let to = 0; to <= v.players; to++) out.push({ type: 'place', card, to });
  out.push({ type: 'follow', card: 'cp-99-red-cat' });
  return out;
}

const hasGold = (m: CareerPokerMove) => m.type === 'play' && Object.keys(m.gold).length > 0;

/** Checks contract rule 4 both ways at one position, for the seat to act and the others. */
function checkPosition(s: CareerPokerState, seed: string): { goldAccepted: number; respelled: number } {
  const actors = careerPoker.actors(s);
  for (let o = 0; o < s.players; o++) if (!actors.includes(o)) expect(careerPoker.legalMoves(s, o)).toEqual([]);
  const seat = actors[0]!;
  const legal = careerPoker.legalMoves(s, seat);
  const top = s.phase === 'm-play' ? s.mill.top : null;
  // stable, deterministic, once each
  expect(careerPoker.legalMoves(JSON.parse(JSON.stringify(s)) as CareerPokerState, seat)).toEqual(legal);
  const keys = new Set(legal.map(plainKey));
  expect(keys.size, 'no move is listed twice').toBe(legal.length);
  // listed ⇒ accepted, in CP-17's spelling
  let rng = rngFromSeed(`check:${seed}`);
  const [sample, r0] = legal.length > 400 ? shuffle(rng, legal) : [legal, rng];
  rng = r0;
  for (const m of sample.slice(0, 400)) {
    const r = tryPlay(s, seat, JSON.parse(JSON.stringify(m)));
    expect(r.ok, `listed ${JSON.stringify(m)} is accepted${r.ok ? '' : `: ${r.why}`}`).toBe(true);
    if (m.type === 'play') expect(canonical(m, top), 'listed in the CP-17 spelling').toEqual(m);
  }
  // accepted ⇒ listed: moves made from the view only
  const v = careerPoker.view(s, seat) as CareerPokerView;
  const tries: unknown[] = otherMovesFromView(v);
  if (s.phase === 'm-play') {
    const plays = playsFromView(v, rng, 2500);
    tries.push(...plays);
    for (const m of legal.filter(hasGold).slice(0, 200)) tries.push(...respellings(m as Play));
    for (const m of legal.filter((x) => x.type === 'play' && !hasGold(x)).slice(0, 50))
      tries.push(...respellings(m as Play));
  }
  for (const m of tries.slice(0, 40)) tries.push(reversedKeys(m));
  let goldAccepted = 0;
  let respelled = 0;
  for (const m of tries) {
    const play = (m as { type?: unknown }).type === 'play' && s.phase === 'm-play';
    const spelled = play ? canonical(m as Play, top) : (m as CareerPokerMove);
    const expected = spelled !== null && keys.has(plainKey(spelled));
    const r = tryPlay(s, seat, m);
    expect(
      r.ok,
      `${JSON.stringify(m)} ${r.ok ? 'accepted' : `refused (${r.why})`}; listed as ${JSON.stringify(spelled)}: ${expected}`,
    ).toBe(expected);
    if (r.ok) {
      if (play && Object.keys((m as Play).gold).length) goldAccepted++;
      if (!keys.has(plainKey(m))) respelled++;
      if (play)
        expect(stateDigest(r.state), 'a play does exactly what its listed spelling does').toBe(
          stateDigest(careerPoker.play(s, seat, spelled as CareerPokerMove)),
        );
    }
  }
  return { goldAccepted, respelled };
}

/** A random legal match stopped after `decisions` moves; random players mostly keep their gold. */
function matchPosition(players: number, seed: string, decisions: number): CareerPokerState {
  let s = careerPoker.setup({ players, seed, options: { mode: 'short' } }) as CareerPokerState;
  let rng = rngFromSeed(`pos:${seed}`);
  for (let i = 0; i < decisions; i++) {
    if (careerPoker.status(s).phase === 'match-over') break;
    const seat = careerPoker.actors(s)[0]!;
    const legal = careerPoker.legalMoves(s, seat);
    const [spend, r1] = nextInt(rng, 5);
    const plain = legal.filter((m) => !hasGold(m));
    const from = spend === 0 || plain.length === 0 ? legal : plain;
    const [k, r2] = nextInt(r1, from.length);
    rng = r2;
    s = careerPoker.play(s, seat, from[k]!);
  }
  return s;
}

/** A Millionaire position dealt at random: strategic hands of the given sizes, gold, energy, the order, then a few plays without gold. */
function richPosition(o: {
  players: number;
  seed: string;
  sizes: number[];
  gold: number[];
  energy: number;
  revolution: boolean;
  leader: number;
  before: number;
}): CareerPokerState {
  const plan = dealPlan(o.players as 3 | 4 | 5);
  const [cards] = shuffle(rngFromSeed(`deal:${o.seed}`), plan.cards);
  const room = plan.cards.length - plan.removedFaceDown - 2 * o.energy;
  const strategic: string[][] = [];
  let at = 0;
  for (let p = 0; p < o.players; p++) {
    const n = Math.max(1, Math.min(o.sizes[p]!, room - at - (o.players - 1 - p)));
    strategic.push(cards.slice(at, at + n));
    at += n;
  }
  let left = 14;
  const gold = o.gold.slice(0, o.players).map((g) => {
    const take = Math.min(g, left);
    left -= take;
    return take;
  });
  let s = millionairePosition({
    players: o.players,
    strategic,
    gold,
    energy: o.energy,
    leader: o.leader % o.players,
    revolution: o.revolution,
  });
  s = careerPoker.play(s, s.leader, { type: 'direction', dir: 'cw' }) as CareerPokerState;
  let rng = rngFromSeed(`before:${o.seed}`);
  for (let i = 0; i < o.before && s.phase === 'm-play'; i++) {
    const seat = careerPoker.actors(s)[0]!;
    const plain = careerPoker.legalMoves(s, seat).filter((m) => !hasGold(m));
    if (plain.length === 0) break;
    const [k, r] = nextInt(rng, plain.length);
    rng = r;
    s = careerPoker.play(s, seat, plain[k]!) as CareerPokerState;
  }
  return s;
}

describe('Career Poker: legalMoves lists every move play accepts, and only those (contract rule 4, CP-17)', () => {
  test('at random points of random matches', { timeout: 300_000 }, () => {
    const seen = { gold: 0, respelled: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 320 }),
        (players, seed, decisions) => {
          const s = matchPosition(players, seed, decisions);
          if (careerPoker.status(s).phase === 'match-over') return;
          const r = checkPosition(s, seed);
          if (r.goldAccepted) seen.gold++;
          seen.respelled += r.respelled;
        },
      ),
      { numRuns: 60 },
    );
    expect(seen.gold, 'positions where plays with gold were accepted').toBeGreaterThan(1);
    expect(seen.respelled, 'moves accepted in another spelling than the listed one').toBeGreaterThan(20);
  });

  test('in Millionaire positions dealt at random, with gold to spend, leading and following', {
    timeout: 300_000,
  }, () => {
    const seen = { lead: 0, follow: 0, bound: 0, gold: 0 };
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 3, max: 5 }),
          seed: fc.string({ minLength: 1, maxLength: 6 }),
          sizes: fc.array(fc.integer({ min: 1, max: 14 }), { minLength: 5, maxLength: 5 }),
          gold: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 5, maxLength: 5 }),
          energy: fc.integer({ min: 0, max: 4 }),
          revolution: fc.boolean(),
          leader: fc.nat(4),
          before: fc.integer({ min: 0, max: 4 }),
        }),
        (o) => {
          const s = richPosition(o);
          if (s.phase !== 'm-play') return;
          if (s.mill.top === null) seen.lead++;
          else seen.follow++;
          if (s.mill.binding.colour || s.mill.binding.mark) seen.bound++;
          if (checkPosition(s, o.seed).goldAccepted) seen.gold++;
        },
      ),
      { numRuns: 80 },
    );
    expect(seen.lead).toBeGreaterThan(10);
    expect(seen.follow).toBeGreaterThan(10);
    expect(seen.bound).toBeGreaterThan(2);
    expect(seen.gold, 'positions where plays with gold were accepted').toBeGreaterThan(30);
  });
});

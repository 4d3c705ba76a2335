/**
 * Issue 25 §2 and §3, for every game the app plays (through its lazy module, as the app loads it):
 * options are declared once and every `setup` checks them against that declaration; every
 * refusal an engine throws — setups, and illegal moves tried all through random matches — is an
 * IllegalMoveError with a code and plain data, and the app words each code from the code and
 * data alone (the family's words for its own codes, the shared words for the rest).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG } from '../../src/games/catalog.ts';
import type { GameModule } from '../../src/games/module.ts';
import type { OptionsDeclaration } from '../../src/engine/options.ts';
import { IllegalMoveError } from '../../src/engine/types.ts';
import { isWordedRefusal, SHARED_REFUSALS, UNWORDED_REFUSAL } from '../../src/engine/refusals.ts';
import { sameData } from '../../src/engine/deck.ts';
import { nextInt, rngFromSeed, type Rng } from '../../src/engine/rng.ts';
import { readableMoveError } from '../../src/app/match/refusal.ts';
import { expectRefusal, REFUSAL_CODE } from '../helpers/contract.ts';

const entries = CATALOG.filter((e) => e.load);
const modules: [string, GameModule][] = await Promise.all(
  entries.map(async (e) => [e.id, await e.load!()] as [string, GameModule]),
);

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Name${i}` }));

/** Seat counts at which `options` make a game (a preset may need some: Career Poker's team game). */
function countsFor(m: GameModule, options: object): number[] {
  const out: number[] = [];
  for (let n = m.game.players.min; n <= m.game.players.max; n++) {
    try {
      m.game.setup({ players: n, seed: 'counts', options });
      out.push(n);
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalMoveError);
    }
  }
  return out;
}

/** The app's words for a refusal, checked: worded by someone, never the engine's English message. */
function wordsOf(m: GameModule, err: IllegalMoveError, players: number): string {
  const ctx = {
    names: names(players).map((x) => x.name),
    title: m.game.title,
    fields: m.options.fields,
    family: m.renderRefusal,
  };
  expect(isWordedRefusal(err.code, err.data, ctx), `${m.game.id}: code ${err.code} is worded`).toBe(true);
  const words = readableMoveError(err, names(players), m);
  expect(words.length).toBeGreaterThan(5);
  if (!['not-a-move', 'not-legal', 'not-there'].includes(err.code))
    expect(words, `${m.game.id}: ${err.code} has words of its own`).not.toBe(UNWORDED_REFUSAL);
  return words;
}

describe('options are declared once and checked by every setup', () => {
  it.each(modules)('%s: the declaration is the engine’s, its defaults and every preset set up', (_id, m) => {
    const decl = m.options as OptionsDeclaration<Record<string, unknown>>;
    expect(decl.defaults, 'the engine’s defaults are the declaration’s').toBe(m.game.defaultOptions);
    expect(Object.keys(decl.options).sort()).toEqual(Object.keys(decl.defaults).sort());
    expect(decl.fields.map((f) => f.key).sort()).toEqual(Object.keys(decl.defaults).sort());
    expect(countsFor(m, {})).toContain(m.game.players.min);
    expect(countsFor(m, { ...decl.defaults }).length).toBeGreaterThan(0);
    for (const p of decl.presets) {
      const counts = countsFor(m, p.values);
      expect(counts.length, `preset ${p.id} sets up`).toBeGreaterThan(0);
      expect(p.description.length, `preset ${p.id} says where it comes from`).toBeGreaterThan(10);
    }
    // Every value the form offers sets up.
    for (const f of decl.fields) {
      const values = f.kind === 'boolean' ? [true, false] : f.choices.map((c) => c.value);
      for (const v of values) expect(countsFor(m, { [f.key]: v }).length, `${f.key} = ${String(v)}`).toBeGreaterThan(0);
    }
  });

  it.each(modules)(
    '%s: an unknown key and a value of the wrong type or choice are refused, naming the option',
    (_id, m) => {
      const n = m.game.players.min === 3 ? 4 : m.game.players.min;
      const unknown = expectRefusal(
        () => m.game.setup({ players: n, seed: 's', options: { no_such_rule: true } }),
        'an unknown option',
      );
      expect(unknown.code).toBe('option-unknown');
      expect(unknown.data).toEqual({ option: 'no_such_rule' });
      expect(unknown.message).toContain('no_such_rule');
      expect(wordsOf(m, unknown, n)).toContain('no_such_rule');
      for (const f of m.options.fields) {
        const wrong = f.kind === 'boolean' ? ['yes', 1, null] : ['no-such-choice', 1.5, true, { x: 1 }];
        for (const v of wrong) {
          const err = expectRefusal(
            () => m.game.setup({ players: n, seed: 's', options: { [f.key]: v } }),
            `${f.key} = ${JSON.stringify(v)}`,
          );
          expect(err.code).toBe('option-type');
          expect(err.data.option).toBe(f.key);
          expect(err.message).toContain(f.key);
          // The app names the option as the form does.
          expect(wordsOf(m, err, n)).toContain(f.label);
        }
      }
    },
  );

  it.each(modules)('%s: seat counts and stacked decks are refused with codes', (_id, m) => {
    for (const players of [m.game.players.min - 1, m.game.players.max + 1, 2.5]) {
      const err = expectRefusal(() => m.game.setup({ players, seed: 's' }), `${players} players`);
      expect(err.code).toBe('seats');
      expect(err.data).toMatchObject({ min: m.game.players.min, max: m.game.players.max });
      expect(wordsOf(m, err, 2)).toContain(m.game.title);
    }
    const n = m.game.players.min === 3 ? 4 : m.game.players.min;
    for (const deck of [['nope'], []]) {
      const err = expectRefusal(
        () => m.game.setup({ players: n, seed: 's', deck }),
        `a stacked deck of ${deck.length}`,
      );
      expect(err.code).toMatch(/^deck-/);
      wordsOf(m, err, n);
    }
  });
});

/** Moves that are not legal now, or may not be: garbage, unknown types, legal moves with a field changed, crossed or extended. */
function candidates(legal: readonly unknown[], rng: Rng): [unknown[], Rng] {
  const out: unknown[] = [null, 7, 'play', [], {}, { type: 'no-such-move' }];
  const objects = legal.filter((m): m is Record<string, unknown> => !!m && typeof m === 'object');
  for (let k = 0; k < 3 && objects.length > 0; k++) {
    let i: number;
    let j: number;
    [i, rng] = nextInt(rng, objects.length);
    [j, rng] = nextInt(rng, objects.length);
    const a = objects[i]!;
    const b = objects[j]!;
    out.push({ ...a, extra: 1 });
    for (const key of Object.keys(a)) {
      if (key === 'type') continue;
      const v = a[key];
      out.push({
        ...a,
        [key]:
          typeof v === 'number'
            ? v + 97
            : typeof v === 'boolean'
              ? !v
              : typeof v === 'string'
                ? `${v}-x`
                : Array.isArray(v)
                  ? v.slice(0, -1)
                  : { ...(v as object), size: 3 },
      });
      if (key in b) out.push({ ...a, [key]: b[key] });
      if (Array.isArray(v) && Array.isArray(b[key])) out.push({ ...a, [key]: [...v, ...(b[key] as unknown[])] });
      if (v && typeof v === 'object' && !Array.isArray(v))
        for (const card of Object.keys(v))
          out.push({ ...a, [key]: { [card]: { n: 2 } } }, { ...a, [key]: { [card]: { colour: 'pink' } } });
    }
    if (Array.isArray(a.cards)) {
      out.push(
        { ...a, cards: [] },
        { ...a, cards: [...(a.cards as string[]), ...(a.cards as string[])] },
        { ...a, cut: true },
        { ...a, gold: { [String((a.cards as string[])[0])]: { n: 13 } } },
      );
    }
    out.push({ ...b, type: a.type });
  }
  return [out, rng];
}

describe('every refusal is data the app words', () => {
  it.each(modules)('%s: illegal moves tried all through random matches are refused with worded codes', (_id, m) => {
    const g = m.game;
    const seen = new Map<string, number>();
    let tried = 0;
    for (let players = g.players.min; players <= Math.min(g.players.max, 4); players++) {
      for (const seed of ['r1', 'r2']) {
        let s = g.setup({ players, seed });
        let rng = rngFromSeed(`refusals:${g.id}:${players}:${seed}`);
        for (let step = 0; step < 600 && g.status(s).phase !== 'match-over'; step++) {
          const actors = g.actors(s);
          const seat = actors[0]!;
          const legal = g.legalMoves(s, seat);
          if (step % 3 === 0) {
            let list: unknown[];
            [list, rng] = candidates(legal, rng);
            for (const move of list) {
              if (legal.some((l) => sameData(l, move))) continue;
              let err: unknown;
              try {
                g.play(s, seat, move);
              } catch (e) {
                err = e;
              }
              // Career Poker plays a Millionaire set with any gold change its kernel allows, listed or not.
              if (err === undefined && g.id === 'career-poker' && (move as { type?: unknown })?.type === 'play')
                continue;
              const e = expectRefusal(
                () => {
                  if (err) throw err;
                },
                `${g.id}: ${JSON.stringify(move)}`,
              );
              wordsOf(m, e, players);
              seen.set(e.code, (seen.get(e.code) ?? 0) + 1);
              tried++;
            }
            // Seats that may not act, and seats that do not exist.
            const others = [
              -1,
              players,
              0.5,
              ...Array.from({ length: players }, (_, i) => i).filter((x) => !actors.includes(x)),
            ];
            for (const other of others) {
              const e = expectRefusal(() => g.play(s, other, legal[0]), `${g.id}: seat ${other}`);
              wordsOf(m, e, players);
              seen.set(e.code, (seen.get(e.code) ?? 0) + 1);
            }
          }
          let k: number;
          [k, rng] = nextInt(rng, legal.length);
          s = g.play(s, seat, legal[k]);
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(seen.has('not-your-turn')).toBe(true);
    expect(seen.has('not-a-move') || seen.has('not-legal')).toBe(true);
    if (g.id === 'career-poker') {
      // The kernel's own refusals come through as Career Poker's codes.
      const own = [...seen.keys()].filter((c) => !(SHARED_REFUSALS as readonly string[]).includes(c));
      expect(own.length).toBeGreaterThan(3);
    }
  });

  it('the app words a refusal from its code and data, never from the English message', () => {
    const cp = modules.find(([id]) => id === 'career-poker')![1];
    const seats = names(3);
    const err = new IllegalMoveError('gold-short', { cost: 3, gold: 2 }, "It is not seat 2's turn.");
    expect(readableMoveError(err, seats, cp)).toBe('Those changes cost 3 gold and you have 2.');
    expect(
      readableMoveError(
        new IllegalMoveError('not-your-turn', { seat: 1 }, 'Gold can only change cards you are playing.'),
        seats,
        cp,
      ),
    ).toBe("Not yet: it is not Name1's turn.");
    expect(
      readableMoveError(
        new IllegalMoveError('option-seats', { option: 'mode', value: 'team', players: [4] }, 'x'),
        seats,
        cp,
      ),
    ).toBe('“Game” set to “Team (4 players)” needs exactly 4 players.');
    const state = readFileSync(new URL('../../src/app/state.ts', import.meta.url), 'utf8');
    const fn = state.slice(state.indexOf('export function readableMoveError'));
    expect(fn.slice(0, fn.indexOf('\n}\n'))).not.toMatch(/\.message|RegExp|\.exec\(|\.test\(/);
  });

  it('every IllegalMoveError thrown in the source names a code, not a sentence', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f)) files.push(p);
      }
    };
    walk(new URL('../../src', import.meta.url).pathname);
    let calls = 0;
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const [, arg] of text.matchAll(/new IllegalMoveError\(\s*([^,)]*)/g)) {
        calls++;
        const literal = /^(['"`])(.*)\1$/.exec(arg!.trim());
        if (literal) expect(literal[2], `${f}: ${arg}`).toMatch(REFUSAL_CODE);
      }
    }
    expect(calls).toBeGreaterThan(10);
  });
});

/**
 * The TravFuda fishing engines against those of a base commit, position by position, on random
 * matches of both games, 2–6 players and the option sets (Jokers pairing only, a Joker replaced
 * on the table, the Hero ladder and Double Good options; Run or Jump!'s declarations and exhausted
 * hands): state, status, actors, every view and the legal moves digest alike, with the `lines`
 * the newer engines add to hand-score, jump and pirate events left out. Run on purpose:
 *   mkdir -p .base/743670e && git archive 743670e src | tar -x -C .base/743670e
 *   BASE=.base/743670e npx vitest run --config vitest.bench.config.ts bench/travfuda-equiv-base
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import type { AnyGame } from '../src/engine/types.ts';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';
import { travfuda } from '../src/games/travfuda/travfuda.ts';
import { travfudaRunOrJump } from '../src/games/travfuda/travfuda-run-or-jump.ts';
import { digestOf } from '../test/helpers/digest.ts';

function strip(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(strip);
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(o)) out[k] = strip(o[k]);
    // Since 26 November a state reads its stock at an index (`stockAt`) and a pile keeps its suit
    // (`suit`, in views too): the cards still in the stock, and piles without the suit, compare.
    if (Array.isArray(o.stock) && typeof o.stockAt === 'number') {
      out.stock = (o.stock as unknown[]).slice(o.stockAt).map(strip);
      delete out.stockAt;
    }
    if (typeof o.id === 'string' && Array.isArray(o.cards) && typeof o.suit === 'number') delete out.suit;
    if ((o.kind === 'hand-score' || o.kind === 'jump' || o.kind === 'pirate') && o.data && typeof o.data === 'object') {
      const d = { ...(out.data as Record<string, unknown>) };
      delete d.lines;
      if (Object.keys(d).length === 0) delete out.data;
      else out.data = d;
    }
    return out;
  }
  return x;
}
const BASE = resolve(process.env.BASE ?? '.base/743670e');

test.skipIf(!existsSync(`${BASE}/src/games/travfuda/fishing.ts`))(
  'TravFuda today plays as the base, position by position',
  { timeout: 600_000 },
  async () => {
    const B = `${BASE}/src/games/travfuda`;
    const base: Record<string, AnyGame> = {
      travfuda: (await import(`${B}/travfuda.ts`)).travfuda,
      roj: (await import(`${B}/travfuda-run-or-jump.ts`)).travfudaRunOrJump,
    };
    const now: Record<string, AnyGame> = { travfuda, roj: travfudaRunOrJump };
    const optsList = [
      {},
      { jokerMatching: 'pairOnly' },
      { jokerOnDealtTable: 'replace' },
      { heroStacking: 'cumulative', doubleGoodScope: 'grandTotal' },
    ];
    let positions = 0;
    for (const g of ['travfuda', 'roj'])
      for (let players = 2; players <= 6; players++)
        for (const [oi, o] of optsList.entries())
          for (let m = 0; m < 3; m++) {
            const options =
              g === 'roj' ? { ...o, declarations: m === 1, exhaustedHand: m === 2 ? 'runnersScoreOwn' : 'noScore' } : o;
            const A = base[g]!,
              N = now[g]!;
            const seed = `eq-${g}-${players}-${oi}-${m}`;
            let a = A.setup({ players, seed, options });
            let n = N.setup({ players, seed, options });
            let rng = rngFromSeed(seed);
            for (let step = 0; step < 5000; step++) {
              const over = N.status(n).phase === 'match-over';
              const seat = over ? undefined : N.actors(n)[0]!;
              const dig = (G: AnyGame, s: unknown) => {
                const views = [];
                for (let i = 0; i < players; i++) views.push(strip(G.view(s, i)));
                return digestOf({
                  state: strip(s),
                  status: strip(G.status(s)),
                  actors: G.actors(s),
                  views,
                  legal: seat === undefined ? [] : G.legalMoves(s, seat),
                });
              };
              expect(dig(N, n), `${seed} step ${step}`).toBe(dig(A, a));
              positions++;
              if (seat === undefined) break;
              const legal = N.legalMoves(n, seat);
              const [k, r] = nextInt(rng, legal.length);
              rng = r;
              const mv = legal[k];
              a = A.play(a, seat, JSON.parse(JSON.stringify(mv)));
              n = N.play(n, seat, k % 2 ? mv : JSON.parse(JSON.stringify(mv)));
            }
          }
    console.log('positions', positions);
  },
);

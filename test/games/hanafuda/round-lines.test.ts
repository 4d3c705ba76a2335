/**
 * Issue 24 §4: the round-end panels' numbers add up. For every finished round of seeded
 * matches, the rows the panel lists (the same pure functions as the tables: `lines.ts`) total
 * the sum of their lines, and each seat's row shows the engine's own round score
 * (`status().lastRound.scores`); a team's card points and yaku are the team's row, never a
 * member's lines.
 */
import { describe, expect, it } from 'vitest';
import { linesTotal, seatRows } from '../../../src/engine/lines.ts';
import { koikoi, type KoiKoiView } from '../../../src/games/hanafuda/koikoi.ts';
import { gostop, type GoStopView } from '../../../src/games/hanafuda/gostop.ts';
import { mushi, type MushiView } from '../../../src/games/hanafuda/mushi.ts';
import { higobana, type HigoBanaView } from '../../../src/games/hanafuda/higobana.ts';
import { goStopRows, higoBanaRows, koikoiRows, mushiRows } from '../../../src/games/hanafuda/lines.ts';
import {
  goStopLineName,
  higoBanaLineName,
  higoBanaRowName,
  koikoiLineName,
  renderHanafudaEvent,
} from '../../../src/games/hanafuda/words.ts';
import { renderEvents } from '../../../src/engine/events.ts';
import { eachFinishedRound, expectRowsAddUp } from '../../helpers/rounds.ts';
import type { Status } from '../../../src/engine/types.ts';

const SEEDS = ['a', 'b', 'c', 'd'];

/** The contract's own detail lines add up by seat too (what a generic reader of `details` sees). */
function expectDetailsBySeat(st: Status, where: string) {
  expectRowsAddUp(seatRows(st.lastRound!), st.lastRound!.scores, `${where} (details by seat)`);
}

describe('Koi-Koi round lines', () => {
  for (const options of [{}, { scoring: 'additive' }, { double_at_7: true, oya_ken: true, both_lucky_hands: 12 }]) {
    it(`add up to each seat's round score, ${JSON.stringify(options)}`, () => {
      let doubled = 0;
      for (const seed of SEEDS) {
        eachFinishedRound(koikoi, { players: 2, seed, options }, (s, st) => {
          const v = koikoi.view(s as never, 0) as KoiKoiView;
          const rows = koikoiRows(v.lastRound!);
          expectRowsAddUp(rows, st.lastRound!.scores, `${seed} ${JSON.stringify(v.lastRound!.name)}`);
          expectDetailsBySeat(st, seed);
          if (rows.some((r) => r.lines.some((l) => l.id === 'double-at-7' || l.id === 'koikoi-double'))) doubled++;
        });
      }
      if ((options as { double_at_7?: boolean }).double_at_7)
        expect(doubled, 'some doublings were played').toBeGreaterThan(0);
    });
  }

  it('a doubling is a line of its own worth what it adds', () => {
    expect(koikoiLineName({ id: 'double-at-7', points: 8 })).toBe('×2 (7 points or more)');
    expect(koikoiLineName({ id: 'opponent-score', points: -16 })).toBe("The opponent's score, paid");
  });
});

describe('Go-Stop round lines', () => {
  for (const [players, options] of [
    [2, {}],
    [3, {}],
    [3, { draw_doubles: 'stack' }],
    [2, { go_scale: 'double-only' }],
  ] as const) {
    it(`add up for the winner (every opponent's payment, penalties as lines) and each loser, ${players} players ${JSON.stringify(options)}`, () => {
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        eachFinishedRound(gostop, { players, seed, options }, (s, st) => {
          const v = gostop.view(s as never, 0) as GoStopView;
          const rows = goStopRows(v.lastRound!);
          expectRowsAddUp(rows, st.lastRound!.scores, `${seed} ${JSON.stringify(v.lastRound!.name)}`);
          for (const r of rows) for (const l of r.lines) seen.add(l.id);
          // The loser's detail lines are the engine's; the winner's extra lines come from the settlement.
          const w = v.lastRound!.winner;
          if (w !== undefined && v.lastRound!.settlement)
            expect(linesTotal(rows[w]!)).toBe(v.lastRound!.settlement.total);
        });
      }
      if (players === 3) expect([...seen]).toContain('opponents-pay');
      expect(
        [...seen].some((id) => id.endsWith('-from')),
        'a penalty doubling seen from the winner',
      ).toBe(true);
    });
  }

  it('words each step with its factor', () => {
    const names = ['Aiko', 'Ben', 'Cy'];
    expect(goStopLineName({ id: 'opponents-pay', points: 6, data: { factor: 2 } }, names)).toBe(
      '×2 (each of 2 opponents pays)',
    );
    expect(goStopLineName({ id: 'pi-bak-from', points: 6, data: { seat: 2 } }, names)).toBe(
      "×2 Cy's pi-bak (too few chaff)",
    );
    expect(goStopLineName({ id: 'go-double', points: 18, data: { factor: 4 } }, names)).toBe('×4 (three gos or more)');
    expect(goStopLineName({ id: 'shake', points: 3 }, names)).toBe('×2 (shaken)');
  });
});

describe('Mushi round lines', () => {
  it('add up to each seat’s round score', () => {
    for (const seed of SEEDS) {
      eachFinishedRound(mushi, { players: 2, seed }, (s, st) => {
        const v = mushi.view(s as never, 0) as MushiView;
        expectRowsAddUp(mushiRows(v.lastRound!), st.lastRound!.scores, `${seed} ${JSON.stringify(v.lastRound!.name)}`);
        // The sheet's note gives each score as a sum that adds up: "Aiko: 125 card points − 115 + Boar-Deer-Butterfly 20 = +30".
        const note = renderEvents(renderHanafudaEvent, st.lastRound!.events, ['Aiko', 'Ben']);
        ['Aiko', 'Ben'].forEach((name, seat) => {
          const m = new RegExp(`${name}: (\\d+) card points((?: [+−] (?:[^;=]*? )?\\d+)*) = ([+−]?\\d+)`).exec(note);
          expect(m, note).not.toBeNull();
          let sum = Number(m![1]);
          for (const t of m![2]!.matchAll(/ ([+−]) [^+−]*?(\d+)(?= [+−]|$)/g))
            sum += (t[1] === '−' ? -1 : 1) * Number(t[2]);
          expect(sum, note).toBe(st.lastRound!.scores[seat]);
          expect(Number(m![3]!.replace('−', '-').replace('+', '')), note).toBe(st.lastRound!.scores[seat]);
        });
      });
    }
  });
});

describe('Higo-Bana round lines', () => {
  for (const [players, options] of [
    [3, {}],
    [2, { scoring: 'chu-basa' }],
    [4, { teams: 'pairs' }],
    [6, { teams: 'triples' }],
    [4, { teams: 'pairs', scoring: 'cumulative' }],
    [3, { scoring: 'cumulative' }],
    [4, { teams: 'pairs', own_yaku: false }],
  ] as const) {
    it(`side rows total the side's score, victory rows the seats' round scores, ${players} players ${JSON.stringify(options)}`, () => {
      for (const seed of SEEDS.slice(0, 2)) {
        eachFinishedRound(higobana, { players, seed, options }, (s, st) => {
          const v = higobana.view(s as never, 0) as HigoBanaView;
          const r = v.lastRound!;
          const rows = higoBanaRows(r, v.options.scoring, v.options.teams !== 'none');
          const where = `${seed} ${JSON.stringify(r.name)}`;
          expectRowsAddUp(rows, st.lastRound!.scores, where);
          expectDetailsBySeat(st, where);
          // Each side row shows the side's score as the engine's round event states it.
          const event = st.lastRound!.events!.find((e) => e.kind === 'higobana-score')!;
          const sideScores = event.data!.sideScores as number[];
          const sides = rows.filter((x) => x.key.startsWith('side-'));
          expect(
            sides.map((x) => x.score),
            where,
          ).toEqual(sideScores);
          if (v.options.teams !== 'none') {
            // A team's score is the team's row; no member lists the team's card points or yaku.
            for (const x of sides) expect(x.team, where).toBe(x.seats[0]! % sides.length);
            const members = st.lastRound!.details.map((d) => d.id);
            expect(
              members.filter((id) => id !== 'round-win' && id !== 'basa' && id !== 'chu' && id !== 'team-score'),
              where,
            ).toEqual([]);
          }
        });
      }
    });
  }

  it('names a team row with its members', () => {
    const names = ['Aiko', 'Ben', 'Chi', 'Dan'];
    expect(higoBanaRowName({ seats: [0, 2], team: 0 }, names)).toBe('Team A (Aiko, Chi)');
    expect(higoBanaRowName({ seats: [1] }, names)).toBe('Ben');
    expect(higoBanaLineName({ id: 'basa', points: 2 })).toBe('Basa (won by 100 or more)');
  });
});

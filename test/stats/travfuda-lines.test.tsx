// @vitest-environment happy-dom
/**
 * TravFuda's combinations in the statistics (issue 29 §2): a hand's `hand-score` (Run or Jump!'s
 * `jump`) lists the scoring lines it made, a summary counts them for the seat that made them, and
 * the player's page names them in the reader's language.
 */
import 'fake-indexeddb/auto';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { Players } from '../../src/app/players/Players.tsx';
import { getStore } from '../../src/app/state.ts';
import { setLanguage } from '../../src/i18n/current.ts';
import type { Lang } from '../../src/i18n/lang.ts';
import type { GameEvent } from '../../src/engine/events.ts';
import { travfuda } from '../../src/games/travfuda/travfuda.ts';
import { travfudaRunOrJump } from '../../src/games/travfuda/travfuda-run-or-jump.ts';
import { seatPlayers } from '../../src/store/players.ts';
import { addRound, newSheet } from '../../src/store/sheets.ts';
import { summarize } from '../../src/stats/summary.ts';
import { stack } from '../games/travfuda/deal.ts';
import { mount } from '../helpers/mount.ts';

/**
 * The last two turns of a stacked two-player hand: seat 0 already holds the 3 and 5 red flags and
 * lays its last card, the 6 plain, on the 6 red flag (a pair, taken: a Guidon, three red flags: 15 + 1 + 2);
 * seat 1 lays its last card alone and the hand ends.
 */
function guidonHand(): { events: GameEvent[]; scores: number[]; details: { seat: number; id: string }[] } {
  const s0 = travfuda.setup({ players: 2, seed: 'lines', deck: stack(), options: { hands: 1 } });
  const late: typeof s0 = {
    ...s0,
    phase: 'play',
    turn: 0,
    stock: [],
    hands: [['t06-P1'], ['t02-P1']],
    piles: [{ id: 'p1', cards: ['t06-RF'] }],
    captured: [['t03-RF', 't05-RF'], ['t09-P1']],
  };
  const a = travfuda.play(late, 0, { type: 'play', card: 't06-P1', pile: 'p1' });
  const b = travfuda.play(a, 1, { type: 'play', card: 't02-P1' });
  const r = travfuda.status(b).lastRound!;
  return { events: [...r.events!], scores: [...r.scores], details: r.details };
}

const sheetOf = (gameId: string, events: GameEvent[], scores: number[], playerIds?: string[]) => {
  const sheet = newSheet({ id: `sheet-${gameId}`, title: gameId, gameId, players: ['Aiko', 'Ben'], now: 1 });
  return addRound({ ...sheet, ...(playerIds ? { playerIds } : {}) }, { id: 'round-1', scores, events }, 2);
};

describe('TravFuda combinations in the statistics', () => {
  it("the base game's hand-score lists the hand's combinations, and a summary counts them for that seat", () => {
    const hand = guidonHand();
    // The sheet's panel shows the Guidon for seat 0 (what the event must list), seat 1 only card points.
    expect(hand.details).toContainEqual({ seat: 0, id: 'guidon', points: 2 });
    expect(hand.events).toContainEqual({ kind: 'hand-score', seat: 0, points: 18, data: { lines: ['guidon'] } });
    expect(hand.events).toContainEqual({ kind: 'hand-score', seat: 1, points: 1, data: { lines: [] } });
    const summary = summarize(sheetOf('travfuda', hand.events, hand.scores), undefined);
    expect(summary.combos).toEqual([{ 'line:guidon': 1 }, {}]);
  });

  it("Run or Jump!'s jump lists the jumper's combinations (and counts the jump)", () => {
    const base = travfudaRunOrJump.setup({ players: 3, seed: 'r', deck: stack() });
    const s = {
      ...base,
      phase: 'decide',
      turn: 1,
      captured: [['t02-RS', 't04-BS', 't06-GS'], ['t03-RF', 't05-RF', 't06-RF'], []],
      extra: { combos: [5, 2, 0], markers: [[1], [], []], nextMarker: 2, declared: true, runners: [0] },
    } as never;
    const end = travfudaRunOrJump.play(s, 1, { type: 'jump' });
    const r = travfudaRunOrJump.status(end).lastRound!;
    expect(r.events).toEqual([{ kind: 'jump', seat: 1, points: 3, data: { lines: ['guidon'] } }]);
    const sheet = newSheet({ id: 'x', title: 'x', gameId: 'travfuda-run-or-jump', players: ['A', 'B', 'C'], now: 1 });
    const summary = summarize(
      addRound(sheet, { id: 'round-1', scores: [...r.scores], events: r.events! }, 2),
      undefined,
    );
    expect(summary.combos).toEqual([{}, { jump: 1, 'line:guidon': 1 }, {}]);
  });

  it("the player's page names the combination in Japanese and Korean", async () => {
    const store = (await getStore())!;
    const [aiko, ben] = await seatPlayers(store, [
      { name: 'Aiko', kind: 'human' },
      { name: 'Ben', kind: 'human' },
    ]);
    const hand = guidonHand();
    await store.putSheet(sheetOf('travfuda', hand.events, hand.scores, [aiko!, ben!]));
    const combos = async (l: Lang) => {
      await act(() => setLanguage(l));
      const el = mount(<Players id={aiko} />);
      for (let i = 0; i < 100 && !el.querySelector('[data-testid="player-combos"]'); i++)
        await act(() => new Promise<void>((r) => setTimeout(r, 20)));
      return el.querySelector('[data-testid="player-combos"]')?.textContent ?? '';
    };
    expect(await combos('ja')).toContain('旗の組（同じ色の旗3枚）');
    expect(await combos('ko')).toContain('깃발 세트(같은 색 깃발 3장)');
    expect(await combos('en')).toContain('Guidon Set');
  });
});

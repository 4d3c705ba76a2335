/**
 * Moves recorded as data: the engines' views and round results carry events, never English
 * sentences with "Player N"; the Hanafuda renderer words them with the seats' own names.
 */
import { describe, expect, test } from 'vitest';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';
import { renderEvents, type GameEvent } from '../../../src/engine/events.ts';
import type { AnyGame } from '../../../src/engine/types.ts';
import { koikoi } from '../../../src/games/hanafuda/koikoi.ts';
import { gostop } from '../../../src/games/hanafuda/gostop.ts';
import { mushi } from '../../../src/games/hanafuda/mushi.ts';
import { higobana } from '../../../src/games/hanafuda/higobana.ts';
import { renderHanafudaEvent } from '../../../src/games/hanafuda/words.ts';
import { renderHanaEvent } from '../../../src/games/hanafuda/hanafuda.words.ts';
import { setLanguage } from '../../../src/i18n/current.ts';
import koikoiModule from '../../../src/games/hanafuda/koikoi.module.ts';
import gostopModule from '../../../src/games/hanafuda/gostop.module.ts';
import mushiModule from '../../../src/games/hanafuda/mushi.module.ts';
import higobanaModule from '../../../src/games/hanafuda/higobana.module.ts';

const NAMES = ['Aiko', 'Ben', 'Chie', 'Dan'];
const cases: [AnyGame, number][] = [
  [koikoi, 2],
  [gostop, 3],
  [mushi, 2],
  [higobana, 4],
];

describe.each(cases.map(([g, p]) => [g.id, g, p] as const))('%s', (_id, game, players) => {
  test('no view, state or round result holds an English "Player N"; every event is worded with the seat names', () => {
    let rng = rngFromSeed(`words-${game.id}`);
    let s = game.setup({ players, seed: `words-${game.id}`, options: game.id === 'mushi' ? {} : { rounds: 3 } });
    let worded = 0;
    for (let n = 0; n < 400 && game.status(s).phase !== 'match-over'; n++) {
      const seat = game.actors(s)[0]!;
      const legal = game.legalMoves(s, seat);
      const [k, r] = nextInt(rng, legal.length);
      rng = r;
      s = game.play(s, seat, legal[k]);
      const v = game.view(s, seat) as { events: GameEvent[] };
      expect(JSON.stringify(v)).not.toMatch(/Player \d/);
      expect(JSON.stringify(game.status(s))).not.toMatch(/Player \d/);
      const text = renderEvents(renderHanafudaEvent, v.events, NAMES);
      expect(text.length).toBeGreaterThan(0);
      for (const e of v.events)
        if (e.seat !== undefined && e.kind !== 'mushi-score') expect(text).toContain(NAMES[e.seat]!);
      worded++;
    }
    expect(worded).toBeGreaterThan(50);
    expect(JSON.stringify(s)).not.toMatch(/Player \d/);
  });
});

test('each Hanafuda module exposes the one renderer, in the language on screen (issue 27)', async () => {
  const e: GameEvent = { kind: 'koikoi', seat: 0 };
  for (const m of [koikoiModule, gostopModule, mushiModule, higobanaModule]) {
    expect(m.renderEvent).toBe(renderHanaEvent);
    expect(m.renderEvent!(e, NAMES)).toBe(renderHanafudaEvent(e, NAMES));
  }
  try {
    await setLanguage('ja');
    expect(koikoiModule.renderEvent!(e, NAMES)).toContain('こいこい');
    await setLanguage('ko');
    expect(gostopModule.renderEvent!({ kind: 'go', seat: 1, data: { count: 2 } }, NAMES)).toContain('2고');
  } finally {
    await setLanguage('en');
  }
});

test('the renderer words a play, a capture choice and a Go-Stop settlement with the seat names', () => {
  expect(
    renderHanafudaEvent({ kind: 'play', seat: 1, cards: ['mar-bright'], data: { took: ['mar-ribbon'] } }, NAMES),
  ).toBe('Ben plays the March curtain (bright) and takes the March ribbon with poem (ribbon).');
  expect(
    renderHanafudaEvent(
      { kind: 'draw', seat: 0, cards: ['jan-chaff-1'], data: { choice: 'match', targets: 2 } },
      NAMES,
    ),
  ).toBe('Aiko draws the January chaff (plain) which matches two cards on the field.');
  expect(
    renderHanafudaEvent(
      {
        kind: 'gostop-score',
        seat: 2,
        points: 6,
        seats: [0, 1],
        data: {
          auto: false,
          yaku: ['five-birds'],
          yakuPoints: [5],
          goBonus: 1,
          base: 6,
          multipliers: [],
          factors: [],
          amounts: [12, 0],
          why: ['pi-bak', ''],
          coveredBy: [-1, 0],
        },
      },
      NAMES,
    ),
  ).toBe('Chie stops: Five Birds (Godori) 5 + 1 go = 6. Aiko pays 12 (pi-bak); Ben pays nothing (Aiko pays for them).');
});

describe('Mushi misdeals are data, worded with the seats names', () => {
  test('a redeal says which field was misdealt; a log saved with the old sentence still reads', () => {
    const names = ['Aiko', 'Ben'];
    const now: GameEvent = {
      kind: 'deal',
      seat: 1,
      data: { round: 2, redeals: 2, misdeals: ['full-month:3', 'willows'] },
    };
    expect(renderHanafudaEvent(now, names)).toBe(
      'Round 2 is dealt; Ben deals. Redealt 2×: All four March cards were dealt to the field. The Rain Man, the swallow and the willow ribbon were all dealt to the field.',
    );
    const old: GameEvent = {
      kind: 'deal',
      seat: 0,
      data: { round: 1, redeals: 1, misdeals: ['Four pairs were dealt to the field.'] },
    };
    expect(renderHanafudaEvent(old, names)).toBe(
      'Round 1 is dealt; Aiko deals. Redealt 1×: Four pairs were dealt to the field.',
    );
    const none: GameEvent = { kind: 'deal', seat: 0, data: { round: 3, redeals: 0, misdeals: [] } };
    expect(renderHanafudaEvent(none, names)).toBe('Round 3 is dealt; Aiko deals.');
  });
});

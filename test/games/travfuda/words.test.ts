/** Moves recorded as data: the engines emit events, words.ts words them with the seats' names. */
import { describe, expect, it } from 'vitest';
import { renderEvent } from '../../../src/games/travfuda/words.ts';
import { renderEvents } from '../../../src/engine/events.ts';
import { travfuda } from '../../../src/games/travfuda/travfuda.ts';
import { travfudaRunOrJump } from '../../../src/games/travfuda/travfuda-run-or-jump.ts';
import { imperialBaccarat } from '../../../src/games/travfuda/imperial-baccarat.ts';
import { denebianBaccarat } from '../../../src/games/travfuda/denebian-baccarat.ts';
import { playthrough } from '../../helpers/contract.ts';
import type { AnyGame } from '../../../src/engine/types.ts';
import type { GameEvent } from '../../../src/engine/events.ts';

const names = ['Aiko', 'Ben', 'Cy'];
const say = (e: GameEvent) => renderEvent(e, names);

describe('the TravFuda words', () => {
  it('word a played card without the old comma sentence', () => {
    expect(say({ kind: 'play', seat: 0, cards: ['t01-P1'], data: { size: 2 } })).toBe(
      'Aiko plays a 1 Scoutship plain, making a pair (taken at the end of the turn).',
    );
    expect(say({ kind: 'play', seat: 1, cards: ['t06-RF'], data: { size: 1 } })).toBe(
      'Ben plays the 6 Rockball red flag, starting a new pile.',
    );
    expect(say({ kind: 'draw', seat: 2, cards: ['joker-1'], data: { size: 3 } })).toBe(
      'Cy draws a Joker, making a pile of 3.',
    );
    expect(say({ kind: 'capture', seat: 0, cards: ['t01-P1', 't01-P2'] })).toBe('Aiko takes 2 cards.');
  });

  it('word declarations, Run markers and hand ends', () => {
    expect(
      say({
        kind: 'declare',
        seat: 1,
        cards: ['t02-RS', 't04-BS', 't06-GS'],
        data: { emperor: true, archduke: false },
      }),
    ).toBe(
      'Ben declares Emperor, showing the 2 Asteroid Belt red starburst, the 4 Comet blue starburst, the 6 Rockball green starburst.',
    );
    expect(say({ kind: 'declare', seat: 1, cards: [], data: { emperor: false, archduke: false } })).toBe(
      'Ben declares nothing.',
    );
    expect(say({ kind: 'run', seat: 0, data: { marker: 2 } })).toBe(
      'Aiko runs and takes the 2nd Run marker (+2 on a Jump).',
    );
    expect(say({ kind: 'jump', seat: 2, points: 7 })).toBe('Cy jumps and scores 7.');
    expect(say({ kind: 'deal', seat: 1, data: { hand: 2 } })).toBe('Hand 2: Ben deals and plays first.');
  });

  it('word the baccarat ante and showdown', () => {
    expect(
      renderEvents(
        renderEvent,
        [
          { kind: 'ante', seat: 0, points: 2 },
          { kind: 'match', seat: 1, points: 2 },
          { kind: 'sit-out', seat: 2 },
        ],
        names,
      ),
    ).toBe('Aiko names an ante of 2. Ben matches the ante. Cy sits this hand out.');
    expect(say({ kind: 'showdown', seat: 1, points: -1, data: { value: 4, banker: false } })).toBe(
      'Ben has 4: loses 1.',
    );
    expect(say({ kind: 'pot-rides', points: 6, data: { value: 8 } })).toBe(
      'A tie at 8: the pot of 6 rides into the next hand.',
    );
    expect(say({ kind: 'draw', seat: 0 })).toBe('Aiko draws a card.');
  });

  const games: [string, AnyGame][] = [
    ['TravFuda', travfuda],
    ['Run or Jump!', travfudaRunOrJump],
    ['Imperial Baccarat', imperialBaccarat],
    ['Denebian Baccarat', denebianBaccarat],
  ];
  for (const [title, game] of games) {
    it(`${title}: no engine sentence, every event worded, no seat called "Player N"`, () => {
      const seen = new Set<string>();
      playthrough(game, {
        players: 3,
        seed: `words-${game.id}`,
        deepEvery: 50,
        onStep: (_b, _s, _m, after) => {
          for (let seat = 0; seat < 3; seat++) {
            const v = game.view(after, seat) as { events: GameEvent[]; history: { events: GameEvent[] }[] };
            const json = JSON.stringify(v);
            expect(json).not.toMatch(/Player \d/);
            expect(json).not.toMatch(/"(lastMove|summary)"/);
            for (const e of [...v.events, ...(v.history.at(-1)?.events ?? [])]) {
              const text = say(e);
              expect(text, `event ${e.kind} is worded`).not.toBe('');
              expect(text).not.toMatch(/undefined|NaN|Player/);
              seen.add(e.kind);
            }
          }
        },
      });
      expect(seen.size).toBeGreaterThan(3);
    });
  }
});

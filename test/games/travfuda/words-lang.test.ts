/**
 * The TravFuda family's words in Japanese and Korean against what the four games really say
 * (issue 27 §1, §6): whole matches of TravFuda, Run or Jump!, Imperial and Denebian Baccarat with
 * random legal moves, every event (of each move and each hand's record), result line and move
 * worded in each language. Nothing empty, no English word left (the players' names are Japanese
 * and Korean).
 */
import { describe, expect, test } from 'vitest';
import type { GameEvent } from '../../../src/engine/events.ts';
import type { ResultLine } from '../../../src/engine/lines.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';
import type { AnyGame } from '../../../src/engine/types.ts';
import { getGame } from '../../../src/games/index.ts';
import { TRAVFUDA_EVENT_KINDS, travFudaWords, type TravFudaWords } from '../../../src/games/travfuda/words.ts';

const NAMES = ['さくら', '민준', 'ゆうと', '서연', 'はると', '지우'];
const LATIN = /[A-Za-z]/;
const CASES = [
  { game: 'travfuda', players: 3 },
  { game: 'travfuda', players: 4 },
  { game: 'travfuda-run-or-jump', players: 4 },
  { game: 'imperial-baccarat', players: 3 },
  { game: 'denebian-baccarat', players: 4 },
];

function matchOf(id: string, players: number, seed: string) {
  const game: AnyGame = getGame(id);
  let s = game.setup({ players, seed });
  let rng = rngFromSeed(`words:${seed}`);
  const events: GameEvent[] = [];
  const moves: { type: string }[] = [];
  for (let i = 0; i < 6000 && game.status(s).phase !== 'match-over'; i++) {
    const seat = game.actors(s)[0]!;
    const legal = game.legalMoves(s, seat) as { type: string }[];
    moves.push(...legal);
    const [k, r] = nextInt(rng, legal.length);
    rng = r;
    s = game.play(s, seat, legal[k]);
    events.push(...((game.view(s, seat) as { events?: GameEvent[] }).events ?? []));
  }
  const history = (s as { history?: { events?: GameEvent[]; details?: ResultLine[] }[] }).history ?? [];
  for (const h of history) events.push(...(h.events ?? []));
  const lines = history.flatMap((h) => h.details ?? []);
  return { events, moves, lines, game: id };
}

describe.each(['ja', 'ko'] as const)('TravFuda words in %s', (lang) => {
  let words: TravFudaWords;
  const kinds = new Set<string>();
  test.each(CASES)('$game, $players players: every event, line and move worded, no English left', async (c) => {
    words ??= await travFudaWords(lang);
    const { events, moves, lines } = matchOf(c.game, c.players, `${c.game}-words`);
    for (const e of events) {
      const text =
        (words.events as Record<string, (e: GameEvent, n: readonly string[]) => string>)[e.kind]?.(e, NAMES) ?? '';
      kinds.add(e.kind);
      expect(text, `${e.kind} ${JSON.stringify(e.data)}`).not.toBe('');
      expect(text, `${e.kind}: ${text}`).not.toMatch(LATIN);
      expect(text, `${e.kind}: ${text}`).not.toMatch(/undefined|NaN|\[object/);
    }
    for (const l of lines) {
      const text = words.lineName(l, NAMES);
      expect(text, l.id).not.toMatch(LATIN);
    }
    for (const m of moves) {
      const text = c.game.includes('baccarat')
        ? c.game === 'denebian-baccarat'
          ? words.denebianMove(m as never)
          : words.dealMove(m as never)
        : words.fishMove(m as never);
      expect(text, m.type).not.toMatch(LATIN);
    }
  });
  test('the matches met the common events, and the language words every kind', async () => {
    words ??= await travFudaWords(lang);
    for (const k of ['deal', 'play', 'draw', 'capture', 'hand-score', 'hand-start', 'take', 'showdown'])
      expect([...kinds]).toContain(k);
    expect(Object.keys(words.events).sort()).toEqual([...TRAVFUDA_EVENT_KINDS].sort());
  });
});

test('sentences a player reads', async () => {
  const ja = await travFudaWords('ja');
  const ko = await travFudaWords('ko');
  const e = { kind: 'jump', seat: 3, points: 42 } as GameEvent;
  expect(ja.events.jump(e, NAMES)).toBe('서연がジャンプし、42点。');
  expect(ko.events.jump(e, NAMES)).toBe('서연이 점프해서 42점.');
});

/**
 * Capture's words in Japanese and Korean against what the game really says (issue 27 §1, §6):
 * whole matches (two to six players) with random legal moves, every event and move worded in each
 * language. Nothing empty, no English word left (the players' names are Japanese and Korean).
 */
import { describe, expect, test } from 'vitest';
import type { GameEvent } from '../../../src/engine/events.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';
import { capture, type CaptureMove } from '../../../src/games/capture/capture.ts';
import { CAPTURE_EVENT_KINDS, captureWords, type CaptureWords } from '../../../src/games/capture/events.ts';

const NAMES = ['さくら', '민준', 'ゆうと', '서연', 'はると', '지우'];
const LATIN = /[A-Za-z]/;

function matchOf(players: number, seed: string): { events: GameEvent[]; moves: CaptureMove[] } {
  let s = capture.setup({ players, seed });
  let rng = rngFromSeed(`words:${seed}`);
  const events: GameEvent[] = [];
  const moves: CaptureMove[] = [];
  while (capture.status(s).phase !== 'match-over') {
    const seat = capture.actors(s)[0]!;
    const legal = capture.legalMoves(s, seat);
    moves.push(...legal);
    const [i, r] = nextInt(rng, legal.length);
    rng = r;
    s = capture.play(s, seat, legal[i]!);
    events.push(...(capture.view(s, seat).events ?? []));
  }
  // each hand's result (the scores as sums, the bonus suit) is in the hands' records
  for (const h of capture.view(s, 0).history) events.push(...((h as { events?: GameEvent[] }).events ?? []));
  return { events, moves };
}

describe.each(['ja', 'ko'] as const)('Capture words in %s', (lang) => {
  let words: CaptureWords;
  const kinds = new Set<string>();
  test.each([2, 3, 4, 6])('%i players: every event and move worded, no English left', async (players) => {
    words ??= await captureWords(lang);
    const { events, moves } = matchOf(players, `capture-words-${players}`);
    for (const e of events) {
      const text =
        (words.events as Record<string, (e: GameEvent, n: readonly string[]) => string>)[e.kind]?.(e, NAMES) ?? '';
      kinds.add(e.kind);
      expect(text, `${e.kind} ${JSON.stringify(e.data)}`).not.toBe('');
      expect(text, `${e.kind}: ${text}`).not.toMatch(LATIN);
      expect(text, `${e.kind}: ${text}`).not.toMatch(/undefined|NaN|\[object/);
    }
    for (const m of moves) expect(words.move(m), m.type).not.toMatch(LATIN);
  });
  test('the matches met the common events, and the language words every kind', async () => {
    words ??= await captureWords(lang);
    for (const k of ['deal', 'up-card', 'lead', 'play', 'capture', 'hand-score']) expect([...kinds]).toContain(k);
    expect(Object.keys(words.events).sort()).toEqual([...CAPTURE_EVENT_KINDS].sort());
  });
});

test('sentences a player reads', async () => {
  const ja = await captureWords('ja');
  const ko = await captureWords('ko');
  const lead = { kind: 'lead', seat: 1, cards: ['u-V-3'] } as GameEvent;
  expect(ja.events.lead(lead, NAMES)).toMatch(/^민준が金星の3をリードしました。$/);
  expect(ko.events.lead(lead, NAMES)).toBe('민준이 금성 3을 리드했습니다.');
});

/**
 * Career Poker's words in Japanese and Korean against what the game really says (issue 27 §1,
 * §6): whole matches (three to five players, the team game) with random legal moves, gold plays
 * included, every event worded in each language; every refusal code of the game worded from
 * sample data. Nothing empty, no English word left (the players' names are Japanese and Korean).
 */
import { describe, expect, test } from 'vitest';
import type { GameEvent } from '../../../src/engine/events.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';
import { careerPoker, type CareerPokerMove } from '../../../src/games/career-poker/career-poker.ts';
import { careerPokerWords, CP_EVENT_KINDS, type CareerPokerWords } from '../../../src/games/career-poker/render.ts';
import { IllegalMoveError } from '../../../src/engine/types.ts';

const NAMES = ['さくら', '민준', 'ゆうと', '서연', 'はると'];
const LATIN = /[A-Za-z]/;

function eventsOf(players: number, options: Record<string, unknown>, seed: string): GameEvent[] {
  let s = careerPoker.setup({ players, seed, options });
  let rng = rngFromSeed(`words:${seed}`);
  const out: GameEvent[] = [];
  while (careerPoker.status(s).phase !== 'match-over') {
    const seat = careerPoker.actors(s)[0]!;
    const legal = careerPoker.legalMoves(s, seat);
    // prefer plays with gold now and then, so that their events are worded too
    const gold = legal.filter((m) => m.type === 'play' && Object.keys(m.gold).length > 0);
    const [k, r] = nextInt(rng, 4);
    const pool = k === 0 && gold.length ? gold : legal;
    const [i, r2] = nextInt(r, pool.length);
    rng = r2;
    s = careerPoker.play(s, seat, pool[i] as CareerPokerMove);
    out.push(...s.events);
    // a round's result (ranks, team scores) is in the view once the round is over
    if (careerPoker.status(s).phase !== 'playing') out.push(...(careerPoker.view(s, 0).lastRound?.events ?? []));
  }
  return out;
}

/** Refusals the engine gives, collected by trying moves off the legal list. */
function refusalsOf(seed: string): IllegalMoveError[] {
  let s = careerPoker.setup({ players: 4, seed, options: {} });
  let rng = rngFromSeed(`refusals:${seed}`);
  const out: IllegalMoveError[] = [];
  while (careerPoker.status(s).phase !== 'match-over' && out.length < 400) {
    const seat = careerPoker.actors(s)[0]!;
    const legal = careerPoker.legalMoves(s, seat);
    const hand = [...s.strategic[seat]!];
    for (const tryMove of [
      { type: 'pass' },
      ...(hand.length ? [{ type: 'play', cards: [hand[0]!], gold: {}, cut: true }] : []),
      ...(hand.length > 1 ? [{ type: 'play', cards: hand.slice(0, 2), gold: {}, cut: false }] : []),
      ...(hand.length
        ? [{ type: 'play', cards: [hand[0]!], gold: { [hand[0]!]: { colour: 'red' } }, cut: false }]
        : []),
      ...(hand.length ? [{ type: 'play', cards: [hand[0]!], gold: { [hand[0]!]: { n: 8 } }, cut: false }] : []),
      ...(s.hands[seat]?.length ? [{ type: 'follow', card: s.hands[seat]![s.hands[seat]!.length - 1] }] : []),
    ]) {
      try {
        careerPoker.play(s, seat, tryMove as never);
      } catch (e) {
        if (e instanceof IllegalMoveError) out.push(e);
      }
    }
    const [i, r] = nextInt(rng, legal.length);
    rng = r;
    s = careerPoker.play(s, seat, legal[i]!);
  }
  return out;
}

describe.each(['ja', 'ko'] as const)('Career Poker words in %s', (lang) => {
  let words: CareerPokerWords;
  const kinds = new Set<string>();

  test.each([
    [3, {}],
    [4, {}],
    [5, {}],
    [4, { mode: 'team' }],
  ] as const)('%i players %j: every event worded, no English left', async (players, options) => {
    words ??= await careerPokerWords(lang);
    for (const seed of ['a', 'b']) {
      for (const e of eventsOf(players, options, `cp-words-${players}-${seed}`)) {
        const text =
          (words.events as Record<string, (e: GameEvent, n: readonly string[]) => string>)[e.kind]?.(e, NAMES) ?? '';
        kinds.add(e.kind);
        expect(text, `${e.kind} ${JSON.stringify(e.data)}`).not.toBe('');
        expect(text, `${e.kind}: ${text}`).not.toMatch(LATIN);
        expect(text, `${e.kind}: ${text}`).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  test('the matches met every kind of event but the rare ones, and the language words every kind', async () => {
    words ??= await careerPokerWords(lang);
    for (const k of [
      'deal',
      'direction',
      'lead',
      'follow',
      'trick-won',
      'place',
      'millionaire',
      'm-play',
      'pass',
      'out',
      'rank',
      'team',
    ])
      expect([...kinds]).toContain(k);
    expect(Object.keys(words.events).sort()).toEqual([...CP_EVENT_KINDS].sort());
  });

  test('the refusals a player meets are worded, with their numbers and colours', async () => {
    words ??= await careerPokerWords(lang);
    const seen = refusalsOf('cp-refusals');
    const codes = new Set(seen.map((e) => e.code));
    expect(codes.size).toBeGreaterThan(4);
    for (const e of seen) {
      if (['not-a-move', 'not-legal', 'not-your-turn', 'match-over'].includes(e.code)) continue;
      const text = words.refusal(e.code as never, e.data);
      expect(text, e.code).not.toBe(e.code);
      expect(text, `${e.code}: ${text}`).not.toMatch(LATIN);
    }
    expect(words.refusal('bound-colour', { colours: ['red', 'blue'] })).toMatch(lang === 'ja' ? /赤・青/ : /빨강·파랑/);
    expect(words.refusal('gold-short', { cost: 3, gold: 2 })).toMatch(/3.*2/);
  });
});

describe('sentences a player reads', () => {
  test('Japanese: a lead naming a colour, a Millionaire play paid with gold', async () => {
    const ja = await careerPokerWords('ja');
    expect(ja.events.lead({ kind: 'lead', seat: 0, cards: ['cp-05-red-cat'], data: { attr: 'red' } }, NAMES)).toBe(
      'さくらが赤・猫の5をリードし、赤を指定しました。',
    );
    expect(
      ja.events['m-play'](
        {
          kind: 'm-play',
          seat: 2,
          cards: ['cp-13-red-pig'],
          data: { faces: ['cp-02-red-pig~g'], gold: 2, lead: true },
        },
        NAMES,
      ),
    ).toBe('ゆうとが赤・豚の2をリードしました（ゴールド2を支払い）。');
  });
  test('Korean: particles follow the names and cards', async () => {
    const ko = await careerPokerWords('ko');
    expect(ko.events.follow({ kind: 'follow', seat: 1, cards: ['cp-05-red-cat'] }, NAMES)).toBe(
      '민준이 빨강 고양이 5를 냈습니다.',
    );
    expect(ko.events.follow({ kind: 'follow', seat: 3, cards: ['cp-03-blue-owl'] }, NAMES)).toBe(
      '서연이 파랑 부엉이 3을 냈습니다.',
    );
    expect(ko.refusal('not-stronger', { n: 5, top: 7, count: 1 })).toBe('당신의 5는 바닥의 7보다 세지 않습니다.');
  });
});

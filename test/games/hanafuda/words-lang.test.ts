/**
 * The Hanafuda words in Japanese and Korean against what the games really say (issue 27 §1, §6):
 * whole matches of the four games (Go-Stop also with every house rule that adds an event), every
 * event of every move and every round's record worded in each language. A Japanese or Korean
 * sentence must not be empty and must hold no English word (player names are Japanese and Korean
 * here, so any Latin letter is a word left untranslated); every event kind the games produced is
 * worded. The English words are checked by the scenario tests; this checks the other two.
 */
import { describe, expect, test } from 'vitest';
import type { GameEvent } from '../../../src/engine/events.ts';
import type { AnyGame } from '../../../src/engine/types.ts';
import { getGame } from '../../../src/games/index.ts';
import { hanafudaWords, wordEvent, type HanafudaWords } from '../../../src/games/hanafuda/words.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';

const NAMES = ['さくら', '민준', 'ゆうと', '서연', 'はると'];

interface Case {
  game: string;
  players: number;
  options?: Record<string, unknown>;
}
const CASES: Case[] = [
  { game: 'koikoi', players: 2 },
  { game: 'gostop', players: 3 },
  { game: 'gostop', players: 2 },
  {
    game: 'gostop',
    players: 3,
    options: {
      two_card_bomb: true,
      sake_cup: 'owner',
      two_presidents_draw: true,
      field_four: 'dealer-wins',
      president_after_draw: true,
    },
  },
  { game: 'mushi', players: 2 },
  { game: 'higobana', players: 3 },
  { game: 'higobana', players: 4 },
];

/** Every event the matches of a case produce (each move's, each round record's), with the moves. */
function eventsOf(c: Case, seed: string): { events: GameEvent[]; moves: unknown[]; lines: unknown[] } {
  const game: AnyGame = getGame(c.game);
  let s = game.setup({ players: c.players, seed, options: c.options ?? {} });
  let rng = rngFromSeed(`words:${seed}`);
  const events: GameEvent[] = [];
  const moves: unknown[] = [];
  for (let i = 0; i < 4000 && game.status(s).phase !== 'match-over'; i++) {
    const seat = game.actors(s)[0]!;
    const legal = game.legalMoves(s, seat);
    const [k, r] = nextInt(rng, legal.length);
    rng = r;
    moves.push(...legal);
    s = game.play(s, seat, legal[k]);
    events.push(...((s as { events?: GameEvent[] }).events ?? []));
  }
  const history = (s as { history?: { events?: GameEvent[]; details?: unknown[] }[] }).history ?? [];
  for (const h of history) events.push(...(h.events ?? []));
  const lines = history.flatMap((h) => h.details ?? []);
  return { events, moves, lines };
}

const LATIN = /[A-Za-z]/;

describe.each(['ja', 'ko'] as const)('Hanafuda words in %s', (lang) => {
  const kinds = new Set<string>();
  let words: HanafudaWords;

  test.each(CASES)('$game, $players players $options: every event and move worded, no English left', async (c) => {
    words ??= await hanafudaWords(lang);
    for (const seed of ['a', 'b', 'c']) {
      const { events, moves } = eventsOf(c, `${c.game}-${seed}`);
      for (const e of events) {
        const text = wordEvent(words, e, NAMES);
        kinds.add(e.kind);
        expect(text, `${e.kind} ${JSON.stringify(e.data)}`).not.toBe('');
        expect(text, `${e.kind}: ${text}`).not.toMatch(LATIN);
        expect(text, `${e.kind}: ${text}`).not.toMatch(/undefined|NaN|\[object/);
      }
      for (const m of moves as { type: string }[]) {
        const text =
          words.turnMove(m) ??
          words.koikoiMove(m as never) ??
          words.goStopMove(m as never) ??
          words.higoBanaMove(m as never);
        if (text === undefined) continue;
        expect(text, `${m.type}: ${text}`).not.toMatch(LATIN);
      }
    }
  });

  test('the matches met the family’s common events, and each language has every kind English has', async () => {
    words ??= await hanafudaWords(lang);
    for (const k of [
      'deal',
      'play',
      'draw',
      'capture',
      'koikoi',
      'go',
      'stop',
      'koikoi-score',
      'gostop-score',
      'mushi-score',
      'higobana-score',
    ])
      expect([...kinds]).toContain(k);
    const en = await hanafudaWords('en');
    expect(Object.keys(words.events).sort()).toEqual(Object.keys(en.events).sort());
  });
});

describe('the players’ words, in sentences', () => {
  test('Go-Stop in Korean: a go, a stop with its payments, a bomb', async () => {
    const ko = await hanafudaWords('ko');
    expect(wordEvent(ko, { kind: 'go', seat: 1, data: { count: 2 } }, NAMES)).toBe('민준: 2고!');
    expect(
      wordEvent(
        ko,
        {
          kind: 'gostop-score',
          seat: 0,
          points: 12,
          seats: [1, 2],
          data: {
            yaku: ['red-poems'],
            yakuPoints: [3],
            goBonus: 0,
            base: 3,
            multipliers: ['shake'],
            factors: [2],
            amounts: [6, 12],
            why: ['', 'pi-bak'],
            coveredBy: [-1, -1],
          },
        },
        NAMES,
      ),
    ).toBe('さくら이(가) 스톱: 홍단 3점, ×2(흔들기) = 12점. 민준이 6점을 냅니다; ゆうと이(가) 12점을 냅니다(피박).');
    expect(
      wordEvent(
        ko,
        { kind: 'bomb', seat: 3, cards: ['jan-bright', 'jan-chaff-1'], data: { month: 1, count: 3, korean: true } },
        NAMES,
      ),
    ).toBe(
      '서연: 폭탄! 1월(송학) 패 석 장으로 송학 광, 송학 피를 먹었습니다. 앞으로 더미만 뒤집는 차례가 2번 있습니다.',
    );
  });
  test('Koi-Koi in Japanese: koi-koi, and a stop with its yaku', async () => {
    const ja = await hanafudaWords('ja');
    expect(wordEvent(ja, { kind: 'koikoi', seat: 0 }, NAMES)).toBe('さくら：こいこい！');
    expect(
      wordEvent(
        ja,
        {
          kind: 'koikoi-score',
          seat: 2,
          points: 14,
          data: { yaku: ['inoshikacho', 'tane'], yakuPoints: [5, 2], base: 7, seven: true },
        },
        NAMES,
      ),
    ).toBe('ゆうとの勝負：猪鹿蝶 5点 + タネ 2点 = 7点、×2（7点以上） = 14点。');
  });
});

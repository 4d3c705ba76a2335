// @vitest-environment happy-dom
/**
 * Every score calculator gives its outcome as data (issue 27): driven like a player would, each
 * one hands the score pad its scores and the game's events, never a sentence; the sheet's row is
 * then worded from those events by the game's renderer in the reader's language. In Japanese and
 * Korean the row holds no English word and reads differently from English, with the sheet's own
 * names; switching back to English re-words the same row. A row saved before, with a sentence for
 * a note, still shows that sentence.
 */
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRenderer, rowNote } from '../../src/app/match/sheetText.ts';
import type { GameEvent } from '../../src/engine/events.ts';
import { HANAFUDA_DECK } from '../../src/games/hanafuda/cards.ts';
import { cardWord } from '../../src/games/hanafuda/hanafuda.words.ts';
import { TravFudaCalculator } from '../../src/games/travfuda/ui/Calculator.tsx';
import { tfWords } from '../../src/games/travfuda/family.words.ts';
import { setLanguage } from '../../src/i18n/current.ts';
import type { Lang } from '../../src/i18n/lang.ts';
import { englishIn } from '../../src/i18n/parity.ts';
import type { SheetRound } from '../../src/store/records.ts';
import { open, sheetFor } from '../helpers/calc.tsx';

afterAll(async () => {
  await setLanguage('en');
});

/** The sheet's players: no English in them, so any English in a row is the row's own. */
const NAMES = ['あいこ', '민준', 'ちえ', '서연'];
type Calc = Awaited<ReturnType<typeof open>>;

/** Tap Hanafuda cards in a calculator's grid (each by its own button, in deck order among same-named cards). */
function tap(c: Calc, ...ids: string[]): void {
  for (const id of ids) {
    const same = HANAFUDA_DECK.filter((x) => cardWord(x) === cardWord(id));
    const b = [...c.el.querySelectorAll('button')].filter((x) =>
      x.getAttribute('aria-label')?.startsWith(cardWord(id)),
    )[same.indexOf(id)];
    if (!b) throw new Error(`no card ${id}`);
    act(() => b.click());
  }
}

/** No sentence in the data: every string the events carry is an id or a code (no spaces). */
function sentencesIn(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const walk = (x: unknown) => {
    if (typeof x === 'string' && /\s/.test(x)) out.push(x);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') Object.values(x).forEach(walk);
  };
  walk(events);
  return out;
}

/** The row as the sheet shows it, in each language (the game's renderer, loaded as the sheet loads it). */
async function rowIn(gameId: string, row: SheetRound, players: readonly string[]): Promise<Record<Lang, string>> {
  const out = {} as Record<Lang, string>;
  for (const l of ['en', 'ja', 'ko'] as const) {
    await setLanguage(l);
    out[l] = rowNote(row, players, await loadRenderer(gameId));
  }
  await setLanguage('en');
  return out;
}

/** The words of a row worded in en, ja and ko: no English in ja/ko, each differs from English. */
function expectWorded(said: Record<Lang, string>, players: readonly string[]): void {
  for (const l of ['ja', 'ko'] as const) {
    let text = said[l];
    for (const n of players) text = text.split(n).join(' ');
    expect(englishIn(text), `${l}: ${said[l]}`).toEqual([]);
    expect(said[l]).not.toBe(said.en);
    expect(said[l].trim()).not.toBe('');
  }
}

interface Case {
  game: string;
  players: string[];
  drive: (c: Calc) => void;
  /** The event kinds the game's engine emits at such a round's end. */
  kinds: string[];
  /** What the English row says (worded from the events). */
  en: string;
}

const CASES: Case[] = [
  {
    game: 'gostop',
    players: NAMES.slice(0, 2),
    drive: (c) => {
      tap(c, 'jan-bright', 'mar-bright', 'aug-bright');
      c.type("민준's chaff units", '0');
    },
    kinds: ['gostop-score'],
    en: 'Calculated: あいこ stops: Three Lights 3. 민준 pays 6 (gwang-bak).',
  },
  {
    game: 'gostop',
    players: NAMES.slice(0, 3),
    drive: (c) => c.click('President', 'How did あいこ win?'),
    kinds: ['president'],
    en: 'Calculated: あいこ was dealt all four cards of a month (President): 5 from each opponent.',
  },
  {
    game: 'gostop',
    players: NAMES.slice(0, 2),
    drive: (c) => c.click('Nobody', 'Who won the round?'),
    kinds: ['drawn-round'],
    en: 'Calculated: Nobody stopped: a drawn round. The dealer deals again and the next win counts ×2.',
  },
  {
    game: 'mushi',
    players: NAMES.slice(0, 2),
    drive: (c) => {
      tap(c, 'jan-bright', 'mar-bright', 'aug-bright', 'nov-bright', 'dec-bright');
      c.click(NAMES[1]!, 'Tap the cards captured by');
      c.click(`Give the other 35 to ${NAMES[1]}`);
    },
    kinds: ['mushi-score'],
    en: "Calculated: あいこ: 100 card points − 115 + Five Lights 30 − 민준's Wisteria Row 10 = +5; 민준: 130 card points − 115 − あいこ's Five Lights 30 + Wisteria Row 10 = −5.",
  },
  {
    game: 'higobana',
    players: NAMES.slice(0, 2),
    drive: (c) => tap(c, 'jan-bright', 'mar-bright'),
    kinds: ['higobana-score'],
    en: 'Calculated: あいこ wins 1 victory point. あいこ 40, 민준 0.',
  },
  {
    game: 'career-poker',
    players: NAMES.slice(0, 3),
    drive: (c) => {
      for (const n of [NAMES[2]!, NAMES[0]!, NAMES[1]!]) c.click(n, 'Finishing order: tap first out first');
      c.click(`${NAMES[2]}'s gold: one more`);
    },
    kinds: ['rank', 'rank', 'rank'],
    en: 'Calculated: 1st ちえ: 5 by rank + 1 gold = 6. 2nd あいこ: 0 by rank + 0 gold = 0. 3rd 민준: -3 by rank + 0 gold = -3.',
  },
  {
    game: 'capture',
    players: NAMES.slice(0, 2),
    drive: (c) => {
      c.type(`${NAMES[0]}: cards captured`, '14');
      c.type(`${NAMES[1]}: cards captured`, '9');
      c.type(`${NAMES[1]}: cards left in hand`, '2');
    },
    kinds: ['hand-score', 'hand-score'],
    en: 'Calculated: あいこ: 14 captured = +14. 민준: 9 captured − 2 left in hand = +7.',
  },
];

describe('every round calculator gives the row its events, worded in the reader’s language', () => {
  it.each(CASES.map((x, i) => [`${x.game} ${i}`, x] as const))('%s', async (_, x) => {
    await setLanguage('en');
    const sheet = sheetFor(x.game, x.players);
    const c = await open(x.game, sheet);
    x.drive(c);
    expect(c.useDisabled()).toBe(false);
    c.use();
    // What the pad gets: scores and the engine's event kinds; no sentence anywhere in them.
    const events = c.used.events!;
    expect(events.map((e) => e.kind)).toEqual(x.kinds);
    expect(sentencesIn(events)).toEqual([]);
    // The row the pad saves: the players' note empty, the outcome as events.
    const row: SheetRound = {
      id: 'r1',
      scores: c.used.scores!,
      note: '',
      at: 1,
      events: [...events],
      calculated: true,
    };
    const said = await rowIn(x.game, row, x.players);
    expect(said.en).toBe(x.en);
    expectWorded(said, x.players);
    // The calculator's own summary says what the row will (in English here).
    expect(c.el.querySelector('.calc-summary')?.textContent).toBe(x.en.replace('Calculated: ', ''));
  });
});

describe('the TravFuda card counter', () => {
  it('gives a card-count event for its player’s seat, worded in en, ja and ko', async () => {
    await setLanguage('en');
    const root = document.createElement('div');
    document.body.append(root);
    const got: { total?: number; events?: readonly GameEvent[]; args?: number } = {};
    act(() =>
      render(
        <TravFudaCalculator
          player={NAMES[1]!}
          seat={1}
          onCancel={() => {}}
          onUse={(...args: unknown[]) => {
            got.args = args.length;
            got.total = args[0] as number;
            got.events = args[1] as readonly GameEvent[];
          }}
        />,
        root,
      ),
    );
    const button = (label: string) =>
      [...root.querySelectorAll('button')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === label,
      );
    // The whole first suit, and the Emperor declared.
    act(() => button('Whole suit')!.click());
    const emperor = [...root.querySelectorAll('label.check')].find((l) => l.textContent!.includes('Emperor'))!;
    act(() => emperor.querySelector('input')!.click());
    const use = [...root.querySelectorAll<HTMLButtonElement>('button.primary')].at(-1)!;
    act(() => use.click());
    expect(got.args).toBe(2);
    const events = got.events!;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'card-count', seat: 1, points: got.total, data: { emperor: true } });
    expect(sentencesIn(events)).toEqual([]);
    const cards = Number(events[0]!.data!.cards);
    expect(cards).toBeGreaterThan(1);
    render(null, root);
    root.remove();
    const row: SheetRound = {
      id: 'r1',
      scores: [0, got.total!],
      note: '',
      at: 1,
      events: [...events],
      calculated: true,
    };
    const said = await rowIn('travfuda', row, NAMES.slice(0, 2));
    expect(said.en).toBe(`Calculated: 민준: ${cards} cards counted, Emperor declared: ${got.total} points.`);
    expectWorded(said, NAMES.slice(0, 2));
    expect(said.ja).toContain('皇帝');
    expect(said.ko).toContain('황제');
    // Every language words the new event kind.
    await setLanguage('ja');
    expect(tfWords().events['card-count']).toBeTypeOf('function');
    await setLanguage('en');
  });
});

describe('rows saved before', () => {
  it('show their sentence note as it is, in every language', async () => {
    const old: SheetRound = {
      id: 'r1',
      scores: [32, -32],
      note: 'Calculated: Aiko stops: Three Lights 3 + Dregs 1 = 4. Ben pays 32 (pi-bak, gwang-bak, go-bak).',
      at: 1,
    };
    const said = await rowIn('gostop', old, ['Aiko', 'Ben']);
    expect(said).toEqual({ en: old.note, ja: old.note, ko: old.note });
  });

  it('keep the players’ own words beside the worded events', async () => {
    const row: SheetRound = {
      id: 'r1',
      scores: [0, 0],
      note: '雨の夜',
      at: 1,
      events: [{ kind: 'drawn-round', data: { next: 2 } }],
      calculated: true,
    };
    const said = await rowIn('gostop', row, ['Aiko', 'Ben']);
    expect(said.en).toBe(
      '雨の夜 · Calculated: Nobody stopped: a drawn round. The dealer deals again and the next win counts ×2.',
    );
    expect(said.ko.startsWith('雨の夜 · ')).toBe(true);
    expect(said.ko).toContain('나가리');
  });
});

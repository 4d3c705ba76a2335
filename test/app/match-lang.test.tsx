// @vitest-environment happy-dom
/**
 * The match's screens in the reader's language (issue 27): the new-game form words a game's
 * options through the game's `optionWords`, a refusal is worded in Korean with the option's
 * Korean label, and the hand-off screen has no English left in Japanese.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { catalogue, lang, setLanguage } from '../../src/i18n/current.ts';
import { optionWordsOf, type OptionWords } from '../../src/i18n/options.ts';
import { englishIn } from '../../src/i18n/parity.ts';
import type { OptionsSpec } from '../../src/engine/options.ts';
import type { GameModule } from '../../src/games/module.ts';
import { mount } from '../helpers/mount.ts';

/** A tiny game of our own: two players, one boolean option in a group, one choice, one preset. */
const spec: OptionsSpec<{ fast: boolean; size: number }> = {
  presets: [{ id: 'std', label: 'Standard', description: 'As printed in the box.', values: { fast: false } }],
  fields: [
    { key: 'fast', kind: 'boolean', label: 'Fast play', help: 'Skip the last round.', group: 'House rules' },
    {
      key: 'size',
      kind: 'choice',
      label: 'Deck size',
      choices: [
        { value: 24, label: 'Small' },
        { value: 48, label: 'Full' },
      ],
    },
  ],
};
const en = optionWordsOf(spec as OptionsSpec<unknown>);
const ja: OptionWords = {
  fields: {
    fast: { label: '早打ち', help: '最後の局を飛ばします。' },
    size: { label: '札の数', choices: { '24': '少ない', '48': '全部' } },
  },
  groups: { 'House rules': 'ローカルルール' },
  presets: { std: { label: '標準', description: '箱に書かれたとおり。' } },
};
const ko: OptionWords = {
  fields: {
    fast: { label: '빠른 진행', help: '마지막 판을 건너뜁니다.' },
    size: { label: '패 수', choices: { '24': '적게', '48': '전부' } },
  },
  groups: { 'House rules': '하우스 룰' },
  presets: { std: { label: '표준', description: '상자에 적힌 대로.' } },
};
const tinyWords = catalogue<OptionWords>(en, { ja: async () => ja, ko: async () => ko });

const tiny = {
  game: {
    id: 'tiny',
    title: 'Tiny',
    players: { min: 2, max: 2 },
    defaultOptions: { fast: false, size: 48 },
    setup: () => ({}),
    view: () => ({}),
    actors: () => [0],
  },
  options: spec,
  optionWords: tinyWords,
} as unknown as GameModule;

vi.mock('../../src/games/catalog.ts', () => {
  const entry = {
    id: 'tiny',
    title: 'Tiny',
    summary: 'A tiny game.',
    players: { min: 2, max: 2 },
    load: async () => tiny,
  };
  return {
    CATALOG: [entry],
    catalogEntry: (id: string) => (id === 'tiny' ? entry : undefined),
    gameTitle: () => 'Tiny',
  };
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const settle = async () => {
  for (let i = 0; i < 20; i++) await act(() => new Promise((r) => setTimeout(r, 5)));
};

describe('the new-game form in Japanese', () => {
  it("shows a game's option labels, groups and presets in Japanese through its optionWords", async () => {
    const { NewMatch } = await import('../../src/app/screens/NewMatch.tsx');
    await act(() => setLanguage('ja'));
    const el = mount(<NewMatch />);
    await settle();
    const text = el.textContent ?? '';
    expect(text).toContain('標準');
    expect(text).toContain('箱に書かれたとおり。');
    expect(text).toContain('早打ち');
    expect(text).toContain('ローカルルール');
    expect(text).toContain('札の数');
    expect([...el.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['少ない', '全部']);
    expect(text).not.toContain('Fast play');
    expect(text).not.toContain('Standard');
    expect(el.querySelector('legend')?.textContent).toBe('ゲーム');
  });
});

describe('a refusal in Korean', () => {
  it('names the option by its Korean label and words the value in Korean', async () => {
    const { readableMoveError } = await import('../../src/app/match/refusal.ts');
    await setLanguage('ko');
    const said = readableMoveError(
      { code: 'option-seats', data: { option: 'size', value: 24, players: [4] } },
      [{ name: '민지' }, { name: '준호' }],
      tiny,
    );
    expect(said).toContain('패 수');
    expect(said).toContain('적게');
    expect(englishIn(said)).toEqual([]);
    const turn = readableMoveError({ code: 'not-your-turn', data: { seat: 1 } }, [{ name: '민지' }, { name: '준호' }]);
    expect(turn).toContain('준호');
    expect(englishIn(turn)).toEqual([]);
    // A code nobody words: the neutral sentence, in Korean too.
    expect(englishIn(readableMoveError({ code: 'no-such-code', data: {} }, [], tiny))).toEqual([]);
    await setLanguage('en');
    expect(readableMoveError({ code: 'not-your-turn', data: { seat: 1 } }, [{ name: 'A' }, { name: 'Ben' }])).toBe(
      "Not yet: it is not Ben's turn.",
    );
  });
});

describe('the hand-off screen in Japanese', () => {
  it('has no English words but the name', async () => {
    const { HandOff } = await import('../../src/app/screens/Play.tsx');
    await act(() => setLanguage('ja'));
    expect(lang.value).toBe('ja');
    const el = mount(<HandOff name="花子" title="こいこい" onReady={() => {}} />);
    // The top bar's back button is the shell's (its own catalogue); the hand-off's own words are in its main.
    const main = el.querySelector('main.handoff')!;
    const text = [
      main.textContent ?? '',
      ...[...main.querySelectorAll('[aria-label]')].map((x) => x.getAttribute('aria-label') ?? ''),
    ].join(' ');
    expect(text).toContain('花子');
    expect(englishIn(text)).toEqual([]);
    expect(el.querySelector('button.btn.primary')?.textContent).toContain('花子');
  });
});

describe.each(['ja', 'ko'] as const)('the phrases with data in %s', (l) => {
  it('leave no English', async () => {
    const { playWords } = await import('../../src/app/screens/play.words.ts');
    const { newMatchWords } = await import('../../src/app/screens/newMatch.words.ts');
    const { botsWords } = await import('../../src/app/bots/bots.words.ts');
    const { matchWords } = await import('../../src/app/match/match.words.ts');
    const { tableWords } = await import('../../src/table/table.words.ts');
    const { words } = await import('../../src/i18n/current.ts');
    await setLanguage(l);
    const p = words(playWords);
    const n = words(newMatchWords);
    const b = words(botsWords);
    const m = words(matchWords);
    const t = words(tableWords);
    const said = [
      p.cannotPlay('こいこい'),
      p.unsaved(1),
      p.unsaved(3),
      p.imReady('민지'),
      p.seat(2),
      p.round(3),
      p.ordinal(1),
      p.ordinal(12),
      p.andList(['A1', 'B2', 'C3']),
      p.tie(['민지', '준호']),
      p.teamWins('민지'),
      p.wins('花子'),
      p.tieBreak(7, ['준호']),
      p.noPoints(1),
      p.noPoints(4),
      n.players(2, 4),
      n.players(2, 2),
      n.seatName(1),
      n.seatKind(2),
      n.seatLevel(3),
      n.openSeat(1, ''),
      n.openSeat(2, '花子'),
      n.groupCount('ローカルルール', 3),
      n.start('こいこい'),
      ...Object.keys(b.verbs).flatMap((type) => [b.hint(type, 0), b.hint(type, 1), b.hint(type, 2)]),
      b.hint('unknown-move', 1),
      b.thinking('준호'),
      m.botName(2),
      m.playerName(1),
      m.replay(5, ''),
      m.replay(5, '今はその手は指せません。'),
      t.seat(4),
    ];
    for (const s of said) expect(englishIn(s), s).toEqual([]);
  });
});

describe("an engine's round name", () => {
  it("is worded in the reader's language from its data", async () => {
    const { roundName, rowName } = await import('../../src/app/match/roundName.words.ts');
    const names = [
      { kind: 'month', month: 5 },
      { kind: 'round', n: 3 },
      { kind: 'hand', n: 2 },
    ] as const;
    await setLanguage('ja');
    expect(names.map(roundName)).toEqual(['5月', '第3局', '第2ハンド']);
    await setLanguage('ko');
    expect(names.map(roundName)).toEqual(['5월', '3판', '2판']);
    await setLanguage('en');
    expect(names.map(roundName)).toEqual(['May', 'Round 3', 'Hand 2']);
    // A label typed on a sheet is shown as it is; the data wins over a stored label.
    expect(rowName({ label: 'Final' })).toBe('Final');
    expect(rowName({ name: { kind: 'month', month: 1 }, label: 'x' })).toBe('January');
    expect(rowName({})).toBeUndefined();
  });
});

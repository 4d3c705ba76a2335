// @vitest-environment happy-dom
/**
 * "Why not?" (issue 28 §2): each kind of tap the Career Poker table refuses is refused by the
 * engine with its own code and data, worded in three languages, and shown next to the card tapped.
 */
import { describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { mount } from '../../helpers/mount.ts';
import { CareerPokerTable } from '../../../src/games/career-poker/ui/CareerPokerTable.tsx';
import {
  careerPoker,
  type CareerPokerMove,
  type CareerPokerState,
} from '../../../src/games/career-poker/career-poker.ts';
import { careerPokerWords, renderCareerPokerRefusal } from '../../../src/games/career-poker/render.ts';
import { dealPlan, type CareerPokerRefusal } from '../../../src/games/career-poker/rules.ts';
import { IllegalMoveError } from '../../../src/engine/types.ts';
import type { TableProps } from '../../../src/games/module.ts';

const deck = dealPlan(3).cards;
const SEATS = [
  { name: 'Aiko', kind: 'human' as const },
  { name: 'Ben', kind: 'human' as const },
  { name: 'Chae', kind: 'human' as const },
];

function refusalOf(s: CareerPokerState, seat: number, m: CareerPokerMove): IllegalMoveError {
  try {
    careerPoker.play(s, seat, m);
  } catch (e) {
    if (e instanceof IllegalMoveError) return e;
    throw e;
  }
  throw new Error(`${JSON.stringify(m)} was legal`);
}

/** The stacked deal: seat 0 holds the 1s, 2s and two 3s; seat 1 the other 3s, the 4s and four 5s (red 4, red 5 among them). */
function afterRedLead(): CareerPokerState {
  let s = careerPoker.setup({ players: 3, seed: 'w', deck }) as CareerPokerState;
  s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
  return careerPoker.play(s, 0, { type: 'lead', card: 'cp-01-red-owl', attr: { type: 'colour', value: 'red' } });
}

const whyNotOf = (s: CareerPokerState, seat: number) => (m: CareerPokerMove) => {
  try {
    careerPoker.play(s, seat, m);
    return null;
  } catch (e) {
    const err = e as IllegalMoveError;
    return renderCareerPokerRefusal(err.code, err.data, []) ?? err.code;
  }
};

function mountTable(s: CareerPokerState, seat: number, hints = true) {
  const props: TableProps<import('../../../src/games/career-poker/career-poker.ts').CareerPokerView, CareerPokerMove> =
    {
      view: careerPoker.view(s, seat),
      seat,
      legal: careerPoker.legalMoves(s, seat),
      seats: SEATS,
      status: careerPoker.status(s),
      play: () => undefined,
      whyNot: whyNotOf(s, seat),
      busy: false,
      settings: { labels: true, hints, motionMs: 0 },
    };
  return mount(<CareerPokerTable {...props} />);
}
const click = (b: Element | null | undefined) => act(() => (b as HTMLElement).click());

describe('the engine refuses each kind of tap with its own code', () => {
  it('trick phase: a card off the lead while holding the lead colour is must-follow, naming the colour', () => {
    const s = afterRedLead();
    const e = refusalOf(s, 1, { type: 'follow', card: 'cp-04-yellow-owl' });
    expect(e.code).toBe('must-follow');
    expect(e.data).toEqual({ attrType: 'colour', attr: 'red' });
    expect(renderCareerPokerRefusal(e.code, e.data, [])).toBe(
      'You must follow the lead: you hold a card whose colour is Red, so play one of those.',
    );
    // a red card follows: legal
    expect(() => careerPoker.play(s, 1, { type: 'follow', card: 'cp-05-red-snake' })).not.toThrow();
  });

  it('a card tapped while the turn asks for the direction, a cut or a keep-or-give first', () => {
    const s0 = careerPoker.setup({ players: 3, seed: 'w', deck }) as CareerPokerState;
    expect(refusalOf(s0, 0, { type: 'lead', card: 'cp-01-red-owl', attr: { type: 'colour', value: 'red' } }).code).toBe(
      'direction-first',
    );
    // seat 2 plays the red 8: the cut comes first
    let s = afterRedLead();
    s = careerPoker.play(s, 1, { type: 'follow', card: 'cp-05-red-snake' });
    expect(careerPoker.legalMoves(s, 2)).toContainEqual({ type: 'follow', card: 'cp-08-red-snake' });
    s = careerPoker.play(s, 2, { type: 'follow', card: 'cp-08-red-snake' });
    expect(s.phase).toBe('cut');
    expect(refusalOf(s, 2, { type: 'follow', card: 'cp-10-red-goldfish' }).code).toBe('cut-first');
    // a card off the lead: seat 2 without reds plays the gray pig 5; where it goes is asked first
    let p = afterRedLead();
    p = careerPoker.play(p, 1, { type: 'follow', card: 'cp-05-red-snake' });
    p = { ...p, hands: [p.hands[0]!, p.hands[1]!, p.hands[2]!.filter((c) => !c.includes('-red-'))] };
    p = careerPoker.play(p, 2, { type: 'follow', card: 'cp-05-gray-pig' });
    expect(p.phase).toBe('place');
    expect(refusalOf(p, p.turn, { type: 'follow', card: p.hands[p.turn]![0]! }).code).toBe('place-first');
  });

  it('Millionaire phase: a weaker play names the revolution (or the 11 back) that reverses the order', () => {
    const s = careerPoker.setup({ players: 3, seed: 'm', options: { mode: 'short' } }) as CareerPokerState;
    s.hands = [[], [], []];
    s.strategic = [['cp-10-yellow-cat', 'cp-04-red-goldfish'], ['cp-13-red-pig'], ['cp-01-red-owl']];
    s.millionaire = true;
    s.phase = 'm-play';
    s.turn = 0;
    s.mill = {
      revolution: true,
      back: false,
      top: ['cp-05-red-snake'],
      topCards: ['cp-05-red-snake'],
      binding: { colour: null, mark: null },
      trickCards: ['cp-05-red-snake'],
      lastPlayer: 2,
      passes: 0,
    };
    const e = refusalOf(s, 0, { type: 'play', cards: ['cp-10-yellow-cat'], gold: {}, cut: false });
    expect(e.code).toBe('not-stronger');
    expect(e.data).toMatchObject({ n: 10, top: 5, reversed: true, revolution: true });
    expect(renderCareerPokerRefusal(e.code, e.data, [])).toBe(
      'Your 10 is not stronger than the 5 on the table (a revolution is on: lower numbers are stronger).',
    );
    s.mill = { ...s.mill, revolution: false, back: true };
    const b = refusalOf(s, 0, { type: 'play', cards: ['cp-10-yellow-cat'], gold: {}, cut: false });
    expect(renderCareerPokerRefusal(b.code, b.data, [])).toMatch(/an 11 back is on in this trick/);
    // the 4 beats the 5 while the order is reversed
    expect(() =>
      careerPoker.play(s, 0, { type: 'play', cards: ['cp-04-red-goldfish'], gold: {}, cut: false }),
    ).not.toThrow();
  });
});

describe('the new codes in three languages', () => {
  const samples: [CareerPokerRefusal, Record<string, unknown>][] = [
    ['must-follow', { attrType: 'mark', attr: 'owl' }],
    ['must-follow', { attrType: 'colour', attr: 'red' }],
    ['direction-first', {}],
    ['cut-first', {}],
    ['place-first', {}],
    ['not-stronger', { n: 10, top: 5, count: 1, reversed: true, revolution: true }],
    ['not-stronger', { n: 10, top: 5, count: 1, reversed: true, revolution: false }],
  ];
  it.each(['ja', 'ko'] as const)(
    '%s: worded, not the English, no Latin letters, the colour or animal named',
    async (lang) => {
      const w = await careerPokerWords(lang);
      for (const [code, data] of samples) {
        const en = renderCareerPokerRefusal(code, data as never, []);
        const text = w.refusal(code, data as never);
        expect(text, code).not.toBe(en);
        expect(text, code).not.toBe(code);
        expect(text, `${code}: ${text}`).not.toMatch(/[A-Za-z]/);
      }
      expect(w.refusal('must-follow', { attrType: 'mark', attr: 'owl' })).toContain(
        lang === 'ja' ? 'フクロウ' : '부엉이',
      );
      expect(w.refusal('not-stronger', { n: 10, top: 5, count: 1, reversed: true, revolution: true })).toContain(
        lang === 'ja' ? '革命' : '혁명',
      );
    },
  );
});

describe('the table says why next to the card tapped', () => {
  it('following: a yellow card while holding reds is refused, its tap shows the reason, nothing is played', () => {
    const el = mountTable(afterRedLead(), 1);
    const yellow = el.querySelector<HTMLButtonElement>('button[aria-label="4 Yellow Owl (not playable now)"]')!;
    expect(yellow.getAttribute('aria-disabled')).toBe('true');
    click(yellow);
    expect(el.querySelector('[data-testid="why-not"]')?.textContent).toContain(
      'you hold a card whose colour is Red, so play one of those.',
    );
    // the red cards are lit, not refused
    expect(el.querySelector('button[aria-label="5 Red Snake"]')!.getAttribute('aria-disabled')).toBeNull();
  });

  it('the direction first: every hand card is refused until the Progress card is turned', () => {
    const s = careerPoker.setup({ players: 3, seed: 'w', deck }) as CareerPokerState;
    const el = mountTable(s, 0);
    click(el.querySelector('button[aria-label="1 Red Owl (not playable now)"]'));
    expect(el.querySelector('[data-testid="why-not"]')?.textContent).toContain('First turn the Progress card');
  });

  it('the play builder: with hints on, a card that cannot beat the set says why instead of being chosen', () => {
    const s = careerPoker.setup({ players: 3, seed: 'm', options: { mode: 'short' } }) as CareerPokerState;
    s.hands = [[], [], []];
    s.strategic = [['cp-04-red-goldfish', 'cp-10-yellow-cat'], ['cp-13-red-pig'], ['cp-01-red-owl']];
    s.millionaire = true;
    s.phase = 'm-play';
    s.turn = 0;
    s.gold = [0, 0, 0];
    s.mill = {
      revolution: false,
      back: false,
      top: ['cp-05-red-snake'],
      topCards: ['cp-05-red-snake'],
      binding: { colour: null, mark: null },
      trickCards: ['cp-05-red-snake'],
      lastPlayer: 2,
      passes: 0,
    };
    const el = mountTable(s, 0);
    const four = el.querySelector('button[aria-label="4 Red Goldfish (not playable now)"]')!;
    click(four);
    expect(el.querySelector('[data-testid="why-not"]')?.textContent).toContain(
      'Your 4 is not stronger than the 5 on the table.',
    );
    expect(four.getAttribute('aria-pressed')).toBeNull();
  });
});

describe('the standing on the table (issue 28 §3)', () => {
  it('Millionaire phase: a 44 px button says my place and what going out now scores; it opens the panel', () => {
    const s = careerPoker.setup({ players: 3, seed: 'm', options: { mode: 'short' } }) as CareerPokerState;
    s.hands = [[], [], []];
    // Aiko 2 cards and 3 gold, Ben 1 card, Chae 2 cards; Aiko to act
    s.strategic = [['cp-04-red-goldfish', 'cp-10-yellow-cat'], ['cp-13-red-pig'], ['cp-01-red-owl', 'cp-03-red-cat']];
    s.gold = [3, 0, 1];
    s.millionaire = true;
    s.phase = 'm-play';
    s.turn = 0;
    s.mill = {
      revolution: false,
      back: false,
      top: null,
      topCards: [],
      binding: { colour: null, mark: null },
      trickCards: [],
      lastPlayer: -1,
      passes: 0,
    };
    const el = mountTable(s, 0);
    const button = el.querySelector<HTMLButtonElement>('[data-testid="cp-standing-button"]')!;
    // Ben 1st (1 card); Aiko and Chae 2 cards, Aiko is to act so nearer: 2nd. Out now: +5 and 3 gold
    expect(button.textContent).toBe('Your standing if the round ended now: 2nd · out +8');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    click(button);
    const rows = [...el.querySelectorAll('.cp-standing tbody tr')].map((r) =>
      [...r.children].map((c) => c.textContent),
    );
    // the short game's row: +5 0 −3
    expect(rows).toEqual([
      ['Ben', '1', '0', '1st, +5', '+5'],
      ['Aiko', '2', '3', '2nd, +3', '+8'],
      ['Chae', '2', '1', '3rd, −2', '+6'],
    ]);
  });
});

describe('how to play (issue 28 §4)', () => {
  it('one screen drawn with the game’s cards: the trick, the Millionaire sets, the scoring', async () => {
    const { CareerPokerHowTo } = await import('../../../src/games/career-poker/ui/HowTo.tsx');
    const el = mount(<CareerPokerHowTo options={{}} />);
    const cards = [...el.querySelectorAll('[role="img"]')].map((c) => c.getAttribute('aria-label'));
    expect(cards).toContain('10 Red Goldfish');
    expect(el.querySelectorAll('[role="img"] svg').length).toBe(cards.length);
    expect(cards.length).toBeGreaterThanOrEqual(10);
    expect(el.textContent).toContain('+5 in round 1');
  });
  it.each(['ja', 'ko'] as const)('%s: no English on the screen, names included', async (l) => {
    const { lang, ready } = await import('../../../src/i18n/current.ts');
    const { CareerPokerHowTo } = await import('../../../src/games/career-poker/ui/HowTo.tsx');
    lang.value = l;
    try {
      await ready(l);
      const el = mount(<CareerPokerHowTo options={{}} />);
      const named = [...el.querySelectorAll('[aria-label]')].map((c) => c.getAttribute('aria-label')).join(' ');
      // the card faces print their number and their rule word; the text and the names are the language's
      const text = [...el.querySelectorAll('h2, h3, p, figcaption')].map((p) => p.textContent).join(' ');
      expect(`${text} ${named}`).not.toMatch(/[A-Za-z]/);
      expect(text).toContain(l === 'ja' ? '大富豪' : '대부호');
    } finally {
      lang.value = 'en';
    }
  });
});

describe('every refusal code of Career Poker has its words in three languages', () => {
  // one sample each; `satisfies` makes the list complete: a new code without a sample does not compile
  const SAMPLES = {
    'play-empty': {},
    'play-twice': {},
    'play-not-held': {},
    'play-cards': {},
    'play-mixed': {},
    'play-count': { count: 2 },
    'gold-not-played': {},
    'gold-colour': {},
    'gold-mark': {},
    'gold-two-three': {},
    'gold-number': {},
    'gold-short': { cost: 3, gold: 1 },
    'gold-malformed': {},
    'gold-keys': {},
    'gold-no-change': {},
    'bound-colour': { colours: ['red', 'blue'] },
    'bound-mark': { marks: ['cat'] },
    'not-stronger': { n: 4, top: 9, count: 2, reversed: false },
    'cut-not-eight': {},
    'energy-short': { need: 2, have: 0 },
    'out-gold': {},
    'out-eight': {},
    'out-two': {},
    'out-three': {},
    'lead-not-pass': {},
    'must-follow': { attrType: 'colour', attr: 'green' },
    'direction-first': {},
    'cut-first': {},
    'place-first': {},
    'gold-numbers': { numbers: [5, 7] },
    'gold-colour-use': { colours: ['red'] },
    'gold-mark-use': { marks: [] },
    'gold-waste': { cost: 3, need: 1 },
  } satisfies Record<CareerPokerRefusal, Record<string, unknown>>;
  it.each(['ja', 'ko'] as const)('%s', async (lang) => {
    const w = await careerPokerWords(lang);
    for (const [code, data] of Object.entries(SAMPLES)) {
      const en = renderCareerPokerRefusal(code, data as never, []);
      expect(en, code).toBeTruthy();
      const text = w.refusal(code as CareerPokerRefusal, data as never);
      expect(text, code).not.toBe(en);
      expect(text, code).not.toBe(code);
      expect(text, `${code}: ${text}`).not.toMatch(/[A-Za-z]/);
    }
  });
});

// @vitest-environment happy-dom
/** The Mushi table: what lights up when the Lightning is tapped, and that a tapped target is the one taken. */
import { describe, expect, it } from 'vitest';
import { mount, rerender } from '../../helpers/mount.ts';
import { act } from 'preact/test-utils';
import { MushiTable } from '../../../src/games/hanafuda/ui/MushiTable.tsx';
import {
  LIGHTNING,
  mushi,
  type MushiMove,
  type MushiState,
  type MushiView,
} from '../../../src/games/hanafuda/mushi.ts';
import { MUSHI_DECK } from '../../../src/games/hanafuda/cards.ts';
import type { TableProps } from '../../../src/games/module.ts';

// Seat 0 holds the Lightning; the field has a plain Willow (the Rain Man) among seven other cards.
const H0 = [
  LIGHTNING,
  'jan-bright',
  'feb-animal',
  'apr-animal',
  'may-animal',
  'aug-animal',
  'sep-animal',
  'oct-animal',
];
const H1 = [
  'jan-ribbon',
  'feb-ribbon',
  'mar-bright',
  'apr-ribbon',
  'may-ribbon',
  'sep-ribbon',
  'oct-ribbon',
  'dec-bright',
];
const FIELD = [
  'nov-bright',
  'jan-chaff-1',
  'mar-ribbon',
  'aug-chaff-1',
  'dec-chaff-1',
  'feb-chaff-1',
  'apr-chaff-1',
  'may-chaff-1',
];
const state = mushi.setup({
  players: 2,
  seed: 't',
  deck: [...H0, ...H1, ...FIELD, ...MUSHI_DECK.filter((c) => ![...H0, ...H1, ...FIELD].includes(c))],
});

function table(s: MushiState, played: MushiMove[]) {
  const props: TableProps<MushiView, MushiMove> = {
    view: mushi.view(s, 0),
    seat: 0,
    legal: mushi.legalMoves(s, 0),
    seats: [
      { name: 'Aiko', kind: 'human' },
      { name: 'Ben', kind: 'bot' },
    ],
    status: mushi.status(s),
    play: (m) => played.push(m),
    busy: false,
    settings: { labels: true, hints: true, motionMs: 0 },
  };
  return <MushiTable {...props} />;
}

describe('the Mushi table', () => {
  it('the tapped Lightning lights every field card but the plain Willow, asks to tap one, and takes the one tapped', () => {
    expect(state.phase).toBe('play');
    expect(mushi.actors(state)).toEqual([0]);
    const played: MushiMove[] = [];
    const el = mount(table(state, played));
    act(() =>
      el
        .querySelector<HTMLButtonElement>(
          '[aria-label="Your hand"] button[aria-label^="Mushi: 11C, November"][aria-label*="lightning" i]',
        )!
        .click(),
    );
    const lit = [...el.querySelectorAll('[aria-label="Field"] .card.target')].map((c) => c.getAttribute('aria-label'));
    expect(lit).toHaveLength(7);
    expect(lit.some((l) => /November/.test(l ?? ''))).toBe(false);
    expect([...el.querySelectorAll('.actions button.btn.primary')].map((b) => b.textContent)).toContain(
      'Tap the card to take',
    );
    act(() =>
      el
        .querySelector<HTMLButtonElement>('[aria-label="Field"] button[aria-label^="Mushi: "][aria-label*=", March "]')!
        .click(),
    );
    expect(played).toEqual([{ type: 'play', card: LIGHTNING }]);
    const next = mushi.play(state, 0, played[0]!);
    rerender(table(next, played));
    expect(played[1]).toEqual({ type: 'capture', target: 'mar-ribbon' });
  });

  it('a plain card lights only its own month and says it captures', () => {
    const el = mount(table(state, []));
    act(() =>
      el
        .querySelector<HTMLButtonElement>(
          '[aria-label="Your hand"] button[aria-label^="Mushi: "][aria-label*=", January "]',
        )!
        .click(),
    );
    const lit = [...el.querySelectorAll('[aria-label="Field"] .card.target')].map((c) => c.getAttribute('aria-label'));
    expect(lit).toHaveLength(1);
    expect(lit[0]).toMatch(/^Mushi: 1[BARC], January /);
    expect([...el.querySelectorAll('.actions button.btn.primary')].map((b) => b.textContent)).toContain(
      'Play and capture',
    );
  });
});

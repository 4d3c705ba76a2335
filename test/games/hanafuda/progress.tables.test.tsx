// @vitest-environment happy-dom
/**
 * Progress at the Mushi and Higo-Bana tables (issue 28 §3): the compact line under the viewer's
 * captures counts what a player would count, and its panel names the cards that would complete
 * each yaku, with what the rules say it is worth.
 */
import { describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { mount } from '../../helpers/mount.ts';
import { MushiTable } from '../../../src/games/hanafuda/ui/MushiTable.tsx';
import { HigoBanaTable } from '../../../src/games/hanafuda/ui/HigoBanaTable.tsx';
import { mushi, type MushiMove, type MushiState, type MushiView } from '../../../src/games/hanafuda/mushi.ts';
import {
  higobana,
  type HigoBanaMove,
  type HigoBanaState,
  type HigoBanaView,
} from '../../../src/games/hanafuda/higobana.ts';
import type { TableProps } from '../../../src/games/module.ts';
import { stackDeck } from './stack.ts';
import { faceName, MUSHI_DECK } from '../../../src/games/hanafuda/cards.ts';

const SETTINGS = { labels: true, hints: true, motionMs: 0 };
const SEATS = [
  { name: 'Aiko', kind: 'human' as const },
  { name: 'Ben', kind: 'bot' as const },
  { name: 'Chie', kind: 'bot' as const },
];

const openPanel = (el: HTMLElement): HTMLElement => {
  const button = el.querySelector<HTMLButtonElement>('[data-testid="yaku-progress"]')!;
  act(() => button.click());
  return document.querySelector<HTMLElement>('[data-testid="yaku-progress-panel"]')!;
};

describe('the Mushi table shows progress', () => {
  // A dealt round, then the piles as they stand mid-round: the crane, the curtain, three April cards.
  const dealt = mushi.setup({ players: 2, seed: 'p' });
  const s: MushiState = {
    ...dealt,
    captured: [
      ['jan-bright', 'mar-bright', 'apr-animal', 'apr-ribbon', 'apr-chaff-1', 'dec-bright', 'dec-chaff-1'],
      ['feb-animal', 'dec-chaff-2'],
    ],
  };
  const deck = MUSHI_DECK.filter((c) => !s.captured.flat().includes(c));
  const state: MushiState = {
    ...s,
    stock: deck.slice(16),
    hands: [deck.slice(0, 8), deck.slice(8, 16)],
    phase: 'play',
  };

  it('card points toward 115 and the nearest yaku on one line; the panel names the April chaff for Wisteria Row', () => {
    const props: TableProps<MushiView, MushiMove> = {
      view: mushi.view(state, 0),
      seat: 0,
      legal: mushi.legalMoves(state, 0),
      seats: SEATS.slice(0, 2),
      status: mushi.status(state),
      play: () => {},
      busy: false,
      settings: SETTINGS,
    };
    const el = mount(<MushiTable {...props} />);
    const line = el.querySelector('[data-testid="yaku-progress"]')!;
    // 20 + 20 + 10 + 5 + 1 + 20 + 1 = 77 card points.
    expect(line.textContent).toContain('77/115 pts');
    expect(line.textContent).toContain('Wisteria');
    expect(line.textContent).toContain('3/4');
    const panel = openPanel(el);
    expect(panel.querySelector('[data-testid="mushi-points"]')!.textContent).toBe(
      'Card points 77: 38 short of the 115 that break even; 142 still in play.',
    );
    const wisteria = panel.querySelector('[data-yaku="wisteria-row"]')!;
    expect(wisteria.textContent).toMatch(/1 more card for .*Wisteria/);
    expect(wisteria.textContent).toContain('+10');
    expect([...wisteria.querySelectorAll('[aria-label]')].map((c) => c.getAttribute('aria-label'))).toEqual([
      `Mushi: ${faceName('apr-chaff-2')}`,
    ]);
    // The warbler is in Ben's pile: Three Lights is no longer near.
    expect(panel.querySelector('[data-yaku="three-lights"]')).toBeNull();
  });
});

describe('the Higo-Bana table shows progress', () => {
  const h0 = ['nov-chaff-1', 'apr-animal', 'apr-ribbon', 'apr-chaff-1', 'may-chaff-1', 'jun-chaff-1', 'jul-chaff-1'];
  const h1 = ['may-animal', 'may-ribbon', 'jun-animal', 'aug-chaff-1', 'sep-chaff-1', 'oct-chaff-1', 'dec-chaff-1'];
  const h2 = ['feb-animal', 'feb-ribbon', 'jun-ribbon', 'aug-animal', 'sep-ribbon', 'oct-chaff-2', 'jan-chaff-2'];
  const field = ['mar-ribbon', 'apr-chaff-2', 'jan-chaff-1', 'nov-animal', 'dec-bright', 'feb-chaff-1'];
  const dealt = higobana.setup({ players: 3, seed: 't', deck: stackDeck([h0, h1, h2], field) });
  // Mid-round piles: mine the curtain and the moon (Drinking wants the sake cup); Ben's the boar and the geese.
  const state: HigoBanaState = {
    ...dealt,
    captured: [['mar-bright', 'aug-bright'], ['jul-animal', 'oct-animal'], ['jan-bright']],
    stock: dealt.stock.filter(
      (c) => !['mar-bright', 'aug-bright', 'jul-animal', 'oct-animal', 'jan-bright'].includes(c),
    ),
  };

  it('my side: Drinking 2/3, the sake cup would complete it for +50; Ben is one card from Boar, Deer, Geese', () => {
    const props: TableProps<HigoBanaView, HigoBanaMove> = {
      view: higobana.view(state, 0),
      seat: 0,
      legal: higobana.legalMoves(state, 0),
      seats: SEATS,
      status: higobana.status(state),
      play: () => {},
      busy: false,
      settings: SETTINGS,
    };
    const el = mount(<HigoBanaTable {...props} />);
    const line = el.querySelector('[aria-label="Your captures"] [data-testid="yaku-progress"]')!;
    // Beside the header, the count first (a cut-off name keeps it).
    expect(line.textContent).toContain('2/3 Drinking');
    const panel = openPanel(el);
    expect(panel.querySelector('[data-testid="hb-worth"]')!.textContent).toBe(
      'Each yaku: +50 for its side, −50 for every other side.',
    );
    // My counts per class, off the narrow row, are in the panel.
    expect(panel.textContent).toContain('Brights 2 · Animals 0 · Ribbons 0 · Chaff 0');
    const drinking = panel.querySelector('[data-yaku="drinking"]')!;
    expect(drinking.textContent).toContain('+50');
    expect([...drinking.querySelectorAll('[aria-label]')].map((c) => c.getAttribute('aria-label'))).toEqual([
      `Higo-Bana: ${faceName('sep-animal')}`,
    ]);
    const others = panel.querySelector('[data-testid="others-near"]')!;
    expect(others.textContent).toMatch(/Ben: 1 more card for .*Geese/);
  });
});

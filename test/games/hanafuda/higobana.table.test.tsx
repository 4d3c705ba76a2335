// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount, rerender } from '../../helpers/mount.ts';
import { act } from 'preact/test-utils';
import { HigoBanaTable } from '../../../src/games/hanafuda/ui/HigoBanaTable.tsx';
import {
  higobana,
  type HigoBanaMove,
  type HigoBanaState,
  type HigoBanaView,
} from '../../../src/games/hanafuda/higobana.ts';
import { faceName, HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';
import { accessibleName, labelNotInName } from '../../helpers/a11y.ts';
import type { TableProps } from '../../../src/games/module.ts';

// Three players: seat 0 holds the Gaji and three April cards (a hiki with the April chaff on the field).
const h0 = ['nov-chaff-1', 'apr-animal', 'apr-ribbon', 'apr-chaff-1', 'may-chaff-1', 'jun-chaff-1', 'jul-chaff-1'];
const h1 = ['mar-bright', 'may-animal', 'may-ribbon', 'jun-animal', 'aug-chaff-1', 'sep-chaff-1', 'oct-chaff-1'];
const h2 = ['jan-bright', 'feb-animal', 'feb-ribbon', 'jun-ribbon', 'aug-animal', 'sep-animal', 'oct-animal'];
const field = ['mar-ribbon', 'apr-chaff-2', 'jan-chaff-1', 'nov-animal', 'dec-bright', 'feb-chaff-1'];
const rest = HANAFUDA_DECK.filter((c) => ![...h0, ...h1, ...h2, ...field].includes(c));
const state = higobana.setup({ players: 3, seed: 't', deck: [...h0, ...h1, ...h2, ...field, ...rest] });
const SEATS = [
  { name: 'Aiko', kind: 'human' as const },
  { name: 'Ben', kind: 'bot' as const },
  { name: 'Chie', kind: 'bot' as const },
];

function table(s: HigoBanaState, played: HigoBanaMove[], seat = 0) {
  const props: TableProps<HigoBanaView, HigoBanaMove> = {
    view: higobana.view(s, seat),
    seat,
    legal: higobana.legalMoves(s, seat),
    seats: SEATS,
    status: higobana.status(s),
    play: (m) => played.push(m as HigoBanaMove),
    busy: false,
    settings: { labels: true, hints: true, motionMs: 0 },
  };
  return <HigoBanaTable {...props} />;
}

const button = (el: HTMLElement, name: string) => el.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

describe('the Higo-Bana table', () => {
  it('shows my hand as buttons and never another hand; every side is a compact row with counts that opens', () => {
    const el = mount(table(state, []));
    const names = [...el.querySelectorAll('[aria-label="Your hand"] button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toHaveLength(7);
    expect(names).toContain('Higo-Bana: 11C, November lightning (chaff)');
    // No card of the other two hands appears anywhere (their names are unlike every card on show).
    for (const c of [...h1, ...h2]) expect(el.innerHTML).not.toContain(`Higo-Bana: ${faceName(c)}`);
    // The other sides sit compact at the top; mine is docked by my hand.
    const rows = el.querySelectorAll('[aria-label="Captures"] [role="listitem"]');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Ben');
    expect(el.querySelector('[aria-label="Your captures"] [role="listitem"]')!.textContent).toContain('You');
    expect(rows[0]!.textContent).toMatch(/Brights\s*0/);
    const expander = rows[0]!.querySelector<HTMLButtonElement>('button.expander')!;
    expect(expander.getAttribute('aria-expanded')).toBe('false');
    act(() => expander.click());
    expect(
      el.querySelector('[aria-label="Captures"] [role="listitem"] button.expander')!.getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('lights every field card for the Gaji, and tapping one plays the Gaji then names that card', () => {
    const played: HigoBanaMove[] = [];
    const el = mount(table(state, played));
    act(() => button(el, 'Higo-Bana: 11C, November lightning (chaff)').click());
    expect(el.querySelectorAll('[aria-label="Field"] .card.target')).toHaveLength(6);
    act(() => button(el, 'Higo-Bana: 12B, December phoenix (bright)').click());
    expect(played).toEqual([{ type: 'play', card: 'nov-chaff-1' }]);
    const next = higobana.play(state, 0, played[0]!);
    rerender(table(next, played));
    expect(played[1]).toEqual({ type: 'capture', target: 'dec-bright' });
  });

  it('offers the hiki as a button with what it is worth', () => {
    const played: HigoBanaMove[] = [];
    const el = mount(table(state, played));
    const hiki = [...el.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Hiki'))!;
    expect(hiki.textContent).toBe('Hiki: take all four April cards (+17)');
    act(() => hiki.click());
    expect(played).toEqual([{ type: 'hiki', month: 4 }]);
  });

  it('shows only whose turn it is to the other seats, with no playable card', () => {
    const el = mount(table(state, [], 1));
    expect(el.textContent).toContain('Aiko is playing…');
    expect(el.querySelectorAll('[aria-label="Your hand"] button')).toHaveLength(0);
  });
});

describe('the Higo-Bana table with seven seats', () => {
  it('shows the six other sides as cells carrying the turn, the dealer and the match total, with no seat strip above them', () => {
    const s7 = higobana.setup({ players: 7, seed: 't7' });
    const seats = Array.from({ length: 7 }, (_, i) => ({
      name: i === 0 ? 'Aiko' : `Bot ${i + 1}`,
      kind: (i === 0 ? 'human' : 'bot') as 'human' | 'bot',
    }));
    const v = higobana.view(s7, 0) as HigoBanaView;
    const props: TableProps<HigoBanaView, HigoBanaMove> = {
      view: v,
      seat: 0,
      legal: higobana.legalMoves(s7, 0),
      seats,
      status: higobana.status(s7),
      play: () => undefined,
      busy: false,
      settings: { labels: true, hints: true, motionMs: 0 },
    };
    const el = mount(<HigoBanaTable {...props} />);
    expect(el.querySelector('[aria-label="Players"]')).toBeNull();
    const cells = [...el.querySelectorAll<HTMLElement>('[aria-label="Captures"] .side-cell')];
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Bot 2: captures',
      'Bot 3: captures',
      'Bot 4: captures',
      'Bot 5: captures',
      'Bot 6: captures',
      'Bot 7: captures',
    ]);
    for (const c of cells)
      expect(accessibleName(c.querySelector('button')!)).toMatch(/, match total 0: \d+ in hand, 0 cards captured/);
    // Each cell is named by the side it shows, its abbreviated details spelt out.
    expect(labelNotInName(el)).toEqual([]);
    const dealerCells = cells.filter((c) => c.querySelector('.token.dealer'));
    expect(dealerCells.length).toBe(v.dealer === 0 ? 0 : 1);
    const current = cells.filter((c) => c.getAttribute('aria-current') === 'true');
    expect(current.length).toBe(v.phase !== 'round-over' && v.turn !== 0 ? 1 : 0);
    // My own row, by my hand, says my match total.
    expect(accessibleName(el.querySelector('[aria-label="Your captures"] button')!)).toMatch(
      /^You, match total 0: |^You, dealer, match total 0: |^You, (dealer, )?to play, match total 0: /,
    );
  });
});

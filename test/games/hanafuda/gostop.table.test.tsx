// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount, rerender, unmount } from '../../helpers/mount.ts';
import { act } from 'preact/test-utils';
import { GoStopTable } from '../../../src/games/hanafuda/ui/GoStopTable.tsx';
import { gostop, type GoStopMove, type GoStopState, type GoStopView } from '../../../src/games/hanafuda/gostop.ts';
import { cardName, faceName, HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';
import type { TableProps } from '../../../src/games/module.ts';

// Three players. Seat 0 holds three May cards with the fourth on the field (bomb or shake) and the March curtain.
const H0 = ['may-animal', 'may-ribbon', 'may-chaff-2', 'mar-bright', 'jan-ribbon', 'feb-animal', 'apr-animal'];
const H1 = ['jun-animal', 'jul-animal', 'aug-animal', 'sep-animal', 'oct-animal', 'nov-animal', 'dec-bright'];
const H2 = ['jun-ribbon', 'jul-ribbon', 'sep-ribbon', 'oct-ribbon', 'nov-ribbon', 'dec-chaff-1', 'aug-bright'];
const FIELD = ['may-chaff-1', 'mar-ribbon', 'mar-chaff-1', 'jan-chaff-1', 'jun-chaff-1', 'oct-chaff-1'];
const deck = [
  ...H0,
  ...H1,
  ...H2,
  ...FIELD,
  ...HANAFUDA_DECK.filter((c) => ![...H0, ...H1, ...H2, ...FIELD].includes(c)),
];
const state = gostop.setup({ players: 3, seed: 't', deck });
const SEATS = [
  { name: 'Aiko', kind: 'human' as const },
  { name: 'Ben', kind: 'bot' as const },
  { name: 'Chae', kind: 'human' as const },
];

function table(s: GoStopState, played: GoStopMove[], seat = 0, hints = true) {
  const props: TableProps<GoStopView, GoStopMove> = {
    view: gostop.view(s, seat),
    seat,
    legal: gostop.legalMoves(s, seat),
    seats: SEATS,
    status: gostop.status(s),
    play: (m) => played.push(m as GoStopMove),
    busy: false,
    settings: { labels: true, hints, motionMs: 0 },
  };
  return <GoStopTable {...props} />;
}

const buttonNamed = (el: HTMLElement, name: string) =>
  el.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const buttonWithText = (el: HTMLElement, text: RegExp) =>
  [...el.querySelectorAll('button')].find((b) => text.test(b.textContent ?? ''));

describe('the Go-Stop table', () => {
  it('shows my hand as buttons named like "Go-Stop: 3B, March curtain (bright)", the others only as counts', () => {
    const el = mount(table(state, []));
    const names = [...el.querySelectorAll('[aria-label="Your hand"] button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toContain('Go-Stop: 3B, March curtain (bright)');
    expect(names).toHaveLength(7);
    // None of the 14 cards in the other hands, nor any stock card, shows: not by id, and every
    // card name on the table belongs to a card I may see (plain chaff of one month share a name).
    const visible = [...H0, ...FIELD];
    const labelled = (name: string) => el.querySelectorAll(`[aria-label="Go-Stop: ${name}"]`).length;
    expect(labelled(faceName('mar-bright')), 'one named element per card').toBe(1);
    const html = el.innerHTML;
    for (const c of deck.filter((x) => !visible.includes(x))) {
      expect(html, c).not.toContain(c);
      const name = faceName(c);
      const seen = visible.filter((v) => faceName(v) === name).length;
      if (seen === 0) expect(html, name).not.toContain(cardName(c));
      else expect(labelled(name), name).toBe(seen);
    }
    expect(el.textContent).toContain('Ben · 7 cards in hand');
    expect(el.textContent).toContain('Chae · 7 cards in hand');
    expect(el.textContent).toContain('Round 1 of 12 · stop at 3');
  });

  it('offers the bomb and the shake as buttons, and plays a card by tapping it and a lit field card', () => {
    const played: GoStopMove[] = [];
    const el = mount(table(state, played));
    act(() => buttonWithText(el, /^Bomb with your three May cards/)!.click());
    expect(played).toEqual([{ type: 'bomb', month: 5 }]);
    act(() => buttonWithText(el, /^Shake: show your three May cards/)!.click());
    expect(played[1]).toEqual({ type: 'shake', month: 5 });
    const curtain = buttonNamed(el, 'Go-Stop: 3B, March curtain (bright)')!;
    act(() => curtain.click());
    const lit = [...el.querySelectorAll('[aria-label="Field"] .card.target')].map((c) => c.getAttribute('aria-label'));
    expect(lit.sort()).toEqual(['Go-Stop: 3C, March chaff (plain)', 'Go-Stop: 3R, March ribbon with poem (ribbon)']);
    act(() => buttonNamed(el, 'Go-Stop: 3R, March ribbon with poem (ribbon)')!.click());
    expect(played[2]).toEqual({ type: 'play', card: 'mar-bright' });
    const next = gostop.play(state, 0, played[2]!);
    rerender(table(next, played));
    expect(played[3]).toEqual({ type: 'capture', target: 'mar-ribbon' });
  });

  it("shows a shaken triplet to the other players, and each side's captures are compact and expand on tap", () => {
    let s = gostop.play(state, 0, { type: 'shake', month: 5 });
    s = gostop.play(s, 0, { type: 'play', card: 'apr-animal' }); // stays
    s = gostop.play(s, 0, { type: 'draw' }); // the January crane takes the January chaff
    expect(s.captured[0]).toEqual(['jan-bright', 'jan-chaff-1']);
    const el = mount(table(s, [], 1));
    const aiko = el.querySelector('[aria-label="Aiko\'s side"]')!;
    expect(aiko.textContent).toContain('Shown (shaken)');
    expect(aiko.innerHTML).toContain('Go-Stop: 5A, May bridge (animal)');
    expect(el.textContent).toContain('shook 1');
    const expand = aiko.querySelector<HTMLButtonElement>('button[aria-label="Show Aiko\'s captures"]')!;
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(aiko.querySelectorAll('.cap-row').length).toBe(0);
    act(() => expand.click());
    expect(aiko.querySelectorAll('.cap-row').length).toBe(1);
    expect(aiko.textContent).toContain('Brights 1');
    expect(aiko.innerHTML).toContain('Go-Stop: 1B, January crane (bright)');
  });

  it('the view shows a shaken triplet to everyone only while its cards are still in the hand', () => {
    let s = gostop.play(state, 0, { type: 'shake', month: 5 });
    const shown = (st: GoStopState, viewer: number) =>
      gostop.view(st, viewer).shownInHand.map((x) => ({ ...x, cards: [...x.cards].sort() }));
    expect(shown(s, 1)).toEqual([{ seat: 0, month: 5, cards: ['may-animal', 'may-chaff-2', 'may-ribbon'] }]);
    expect(shown(s, 2)).toEqual(shown(s, 1));
    s = gostop.play(s, 0, { type: 'play', card: 'may-animal' }); // takes the May chaff on the field
    expect(shown(s, 1)).toEqual([{ seat: 0, month: 5, cards: ['may-chaff-2', 'may-ribbon'] }]);
    expect(shown(state, 1)).toEqual([]);
  });

  it('asks go or stop with the yaku, the score, the doubles and what each opponent would pay', () => {
    // Seat 0 has the three red poems and has shaken: stopping pays 3 ×2 from each opponent.
    const s: GoStopState = {
      ...state,
      phase: 'decide',
      captured: [['jan-ribbon', 'feb-ribbon', 'mar-ribbon'], ['jan-chaff-2'], []],
      shaken: [{ seat: 0, month: 5, cards: ['may-animal', 'may-ribbon', 'may-chaff-2'] }],
      gos: [0, 1, 0],
      goOrder: [1],
    };
    const played: GoStopMove[] = [];
    const el = mount(table(s, played));
    const prompt = el.querySelector('[aria-labelledby="prompt-go-or-stop-"]')!;
    expect(prompt.textContent).toContain('Red Poems (Hongdan)');
    expect(prompt.textContent).toContain('Shaken triplet×2');
    expect(prompt.textContent).toMatch(/Ben pays \(go-bak: also pays Chae's share\)12/);
    expect(prompt.textContent).toMatch(/Chae pays \(paid by Ben\)0/);
    expect(prompt.textContent).toContain('You collect12');
    act(() => buttonWithText(el, /^Stop: \+12$/)!.click());
    act(() => buttonWithText(el, /^Go \(first go\)$/)!.click());
    expect(played).toEqual([{ type: 'stop' }, { type: 'go' }]);
  });

  it("says what the next go pays under the match's go scale", () => {
    const at = (gos: number, go_scale: GoStopState['options']['go_scale']) => {
      const s: GoStopState = {
        ...state,
        options: { ...state.options, go_scale },
        phase: 'decide',
        captured: [['jan-ribbon', 'feb-ribbon', 'mar-ribbon'], [], []],
        gos: [gos, 0, 0],
        goOrder: gos ? [0] : [],
      };
      const el = mount(table(s, []));
      const text = el.querySelector('[aria-labelledby="prompt-go-or-stop-"]')!.textContent!;
      unmount();
      return text;
    };
    expect(at(0, 'plus-and-double')).toContain('Go and play on: +1 point per go, doubling from the third go.');
    expect(at(3, 'plus-and-double')).toContain('Go and play on: +1 point per go, and go 4 doubles your score ×4.');
    expect(at(0, 'double-only')).toContain('Go and play on: a go adds no points, doubling from the third go.');
    expect(at(2, 'double-only')).toContain('Go and play on: a go adds no points, and go 3 doubles your score ×2.');
    expect(at(1, 'plus-two-then-double')).toContain(
      'Go and play on: +1 point for this go (none after the second), doubling from the third go.',
    );
    expect(at(2, 'plus-two-then-double')).toContain(
      'Go and play on: this go adds no points, and go 3 doubles your score ×2.',
    );
  });

  it("asks the sake cup's owner how it counts, with what each way pays (house rule sake_cup 'owner')", () => {
    // Aiko stops with the Red Poems; Chae owns the sake cup and four chaff: 4 units as an animal, 6 as chaff.
    const dregs = ['jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1', 'may-chaff-1', 'jun-chaff-1'];
    const s0: GoStopState = {
      ...state,
      options: { ...state.options, sake_cup: 'owner' },
      phase: 'decide',
      turn: 0,
      captured: [
        [...dregs, 'jul-chaff-1', 'aug-chaff-1', 'oct-chaff-1', 'dec-chaff-2'],
        ['dec-bright'],
        ['sep-animal', 'jan-chaff-2', 'feb-chaff-2', 'mar-chaff-2', 'apr-chaff-2'],
      ],
    };
    const s = gostop.play(s0, 0, { type: 'stop' });
    expect(s.phase).toBe('sake-cup');
    const played: GoStopMove[] = [];
    const el = mount(table(s, played, 2));
    const prompt = el.querySelector('[aria-labelledby="prompt-your-sake-cup"]')!;
    expect(prompt.textContent).toContain('Aiko stopped.');
    // Dregs 1: as an animal Chae is in pi-bak (4 units) and pays 2; as chaff (6 units) 1.
    act(() => buttonWithText(el, /^An animal: you pay 2$/)!.click());
    act(() => buttonWithText(el, /^Double chaff: you pay 1$/)!.click());
    expect(played).toEqual([
      { type: 'sake-cup', as: 'animal' },
      { type: 'sake-cup', as: 'chaff' },
    ]);
    unmount();
    // Not the owner's seat: no question, the table says who is choosing.
    const other = mount(table(s, [], 0));
    expect(other.querySelector('[aria-labelledby="prompt-your-sake-cup"]')).toBeNull();
    expect(other.textContent).toContain('Chae is playing');
  });
});

// @vitest-environment happy-dom
/**
 * A player's emoji and colour where the player is shown (issue 29 §1): a seat at the table whose
 * player has them shows the emoji before the name and a colour mark; a seat without a player record
 * shows its plain name. The hand-off screen, the looks read from the players' records (a merged
 * player's look is the one it became), and the chart's line colours (the player's own, kept
 * visible on both themes and apart from each other).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { mount } from '../helpers/mount.ts';
import { SeatStrip } from '../../src/table/parts.tsx';
import { SeatLooks } from '../../src/table/looks.tsx';
import { HandOff } from '../../src/app/screens/Play.tsx';
import { MatchEnd } from '../../src/app/screens/MatchEnd.tsx';
import type { Status } from '../../src/engine/types.ts';
import { loadLooks, lookOf } from '../../src/app/players/looks.ts';
import { getStore } from '../../src/app/state.ts';
import { contrast, lineColour, PALETTE, seriesColours } from '../../src/app/charts/chart.ts';
import type { SeatInfo } from '../../src/engine/match.ts';

const seats: SeatInfo[] = [
  { name: 'Aiko', kind: 'human' },
  { name: 'Ben', kind: 'human' },
];
const chips = [
  { seat: 0, total: 3 },
  { seat: 1, total: 0 },
];

const strip = () => <SeatStrip seats={seats} chips={chips} turn={[0]} me={0} />;
const seat = (el: HTMLElement, i: number) => el.querySelectorAll<HTMLElement>('[role="listitem"]')[i]!;

describe('the seat strip', () => {
  it("shows a player's emoji before the name and marks the seat with the colour; a seat without a look shows the plain name", () => {
    const el = mount(<SeatLooks.Provider value={[{ emoji: '🦊', colour: '#c0392b' }]}>{strip()}</SeatLooks.Provider>);
    const aiko = seat(el, 0);
    expect(aiko.querySelector('.look-emoji')?.textContent).toBe('🦊');
    expect(aiko.querySelector('.nm-t')?.textContent).toBe('Aiko');
    // The emoji stands before the name.
    expect(aiko.textContent?.indexOf('🦊')).toBeLessThan(aiko.textContent!.indexOf('Aiko'));
    expect(aiko.classList.contains('marked')).toBe(true);
    expect(aiko.style.getPropertyValue('--look')).toBe('#c0392b');
    // Decoration for the eye: a screen reader hears the name, as before.
    expect(aiko.querySelector('.look-emoji')?.getAttribute('aria-hidden')).toBe('true');
    const ben = seat(el, 1);
    expect(ben.querySelector('.nm-t')?.textContent).toBe('Ben');
    expect(ben.querySelector('.look-emoji')).toBeNull();
    expect(ben.classList.contains('marked')).toBe(false);
  });

  it('without looks (no player records read) every seat shows its plain name', () => {
    const el = mount(strip());
    expect(seat(el, 0).querySelector('.nm-t')?.textContent).toBe('Aiko');
    expect(seat(el, 1).querySelector('.nm-t')?.textContent).toBe('Ben');
    expect(el.querySelector('.marked')).toBeNull();
  });
});

describe('the hand-off screen', () => {
  it("names the next player with the emoji and the colour's dot", () => {
    const el = mount(
      <HandOff name="Ben" look={{ emoji: '🐢', colour: '#2f6fde' }} title="Koi-Koi" onReady={() => {}} />,
    );
    const h = el.querySelector('#handoff-h')!;
    expect(h.textContent).toBe('🐢 Ben');
    expect(h.querySelector<HTMLElement>('.look-dot')?.style.background).toBe('#2f6fde');
    expect(el.querySelector('button.btn.primary')?.textContent).toContain("I'm Ben");
  });
});

describe('the match end', () => {
  it("lists the standings with each player's colour dot and emoji; a player without a look by name alone", () => {
    const status: Status = { phase: 'match-over', round: 2, totals: [3, 5], winners: [1] };
    const el = mount(
      <MatchEnd
        gameId="koikoi"
        title="Koi-Koi"
        status={status}
        seats={seats}
        looks={[undefined, { emoji: '🐢', colour: '#2f6fde' }]}
        rounds={[
          { scores: [3, 0], summary: '', details: [] },
          { scores: [0, 5], summary: '', details: [] },
        ]}
        lastNote=""
        options={{}}
        sheetId="s1"
        onShowTable={() => {}}
      />,
    );
    const first = el.querySelector('[data-testid="standing-0"] .who')!;
    expect(first.textContent).toBe('🐢 Ben');
    expect(first.querySelector<HTMLElement>('.look-dot')?.style.background).toBe('#2f6fde');
    const second = el.querySelector('[data-testid="standing-1"] .who')!;
    expect(second.textContent).toBe('Aiko');
    expect(second.querySelector('.look-dot')).toBeNull();
  });
});

describe("the players' looks", () => {
  it('keeps only a well-formed colour and a short emoji', () => {
    expect(lookOf({ colour: '#A0B0C0', emoji: ' 🦊 ' })).toEqual({ colour: '#a0b0c0', emoji: '🦊' });
    expect(lookOf({ colour: 'red', emoji: '' })).toBeUndefined();
    expect(lookOf({ name: 'Aiko' })).toBeUndefined();
    expect(lookOf(undefined)).toBeUndefined();
  });

  it("reads each seat's player: a look, none, a merged player's the one it became, a missing id none", async () => {
    const store = (await getStore())!;
    await store.withDb(async (db) => {
      const at = { createdAt: 1, updatedAt: 1 };
      await db.put('players', { id: 'p-aiko', name: 'Aiko', emoji: '🦊', colour: '#c0392b', ...at });
      await db.put('players', { id: 'p-ben', name: 'Ben', ...at });
      await db.put('players', { id: 'p-old', name: 'aiko', mergedInto: 'p-aiko', ...at });
    });
    expect(await loadLooks(['p-aiko', 'p-ben', 'p-old', undefined, 'p-gone'])).toEqual([
      { emoji: '🦊', colour: '#c0392b' },
      undefined,
      { emoji: '🦊', colour: '#c0392b' },
      undefined,
      undefined,
    ]);
    expect(await loadLooks([undefined, undefined])).toEqual([]);
  });
});

describe("the chart's line colours", () => {
  const surfaces = ['#fffdf8', '#f6f1e7', '#1d2125', '#14171a'];

  it('without colours chosen: the palette, in order', () => {
    expect(seriesColours([], 4)).toEqual(PALETTE.slice(0, 4));
  });

  it("a player's colour is their line's; the others keep palette colours apart from it", () => {
    const c = seriesColours([undefined, '#2f6fde', undefined], 3);
    expect(c[1]).toBe('#2f6fde');
    // Player 1's blue is the palette's first: player 0 takes another.
    expect(c[0]).not.toBe('#2f6fde');
    expect(new Set(c).size).toBe(3);
  });

  it('two players who chose the same colour get two lines: the second falls back to the palette', () => {
    const c = seriesColours(['#e74c3c', '#e74c3c'], 2);
    expect(c[0]).toBe('#e74c3c');
    expect(c[1]).not.toBe('#e74c3c');
    expect(PALETTE as readonly string[]).toContain(c[1]);
  });

  it('a colour too light or too dark for a line keeps its hue and 3:1 on the light and the dark surfaces', () => {
    for (const hex of ['#ffff00', '#ffffff', '#000000', '#00ff00', '#0000ff', '#ff00ff', '#7fffd4', '#101020']) {
      const line = lineColour(hex);
      for (const s of surfaces) expect(contrast(line, s), `${hex} → ${line} on ${s}`).toBeGreaterThanOrEqual(3);
    }
    // Yellow stays yellow (red and green equal, no blue), only darker.
    expect(lineColour('#ffff00')).toMatch(/^#([0-9a-f]{2})\1(?:00)$/);
    // A colour already fit is kept as it is.
    expect(lineColour('#e74c3c')).toBe('#e74c3c');
  });
});

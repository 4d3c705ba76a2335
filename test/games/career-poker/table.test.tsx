// @vitest-environment happy-dom
/** The Career Poker table: what a player sees and what a tap sends. */
import { describe, expect, it } from 'vitest';
import { mount } from '../../helpers/mount.ts';
import { labelNotInName } from '../../helpers/a11y.ts';
import { act } from 'preact/test-utils';
import { CareerPokerTable } from '../../../src/games/career-poker/ui/CareerPokerTable.tsx';
import {
  careerPoker,
  type CareerPokerMove,
  type CareerPokerState,
  type CareerPokerView,
} from '../../../src/games/career-poker/career-poker.ts';
import { renderCareerPokerEvent } from '../../../src/games/career-poker/render.ts';
import { dealPlan } from '../../../src/games/career-poker/rules.ts';
import type { TableProps } from '../../../src/games/module.ts';

const SEATS = [
  { name: 'Aiko', kind: 'human' as const },
  { name: 'Ben', kind: 'bot' as const },
  { name: 'Chae', kind: 'bot' as const },
];
function table(
  s: CareerPokerState,
  played: CareerPokerMove[],
  seat = 0,
  hints = true,
  whyNot?: (m: CareerPokerMove) => string | null,
) {
  const props: TableProps<CareerPokerView, CareerPokerMove> = {
    view: careerPoker.view(s, seat),
    seat,
    legal: careerPoker.legalMoves(s, seat),
    seats: SEATS,
    status: careerPoker.status(s),
    play: (m) => played.push(m as CareerPokerMove),
    busy: false,
    settings: { labels: true, hints, motionMs: 0 },
    ...(whyNot ? { whyNot } : {}),
  };
  return <CareerPokerTable {...props} />;
}
const withText = (el: HTMLElement, text: RegExp) =>
  [...el.querySelectorAll('button')].find((b) => text.test(b.textContent ?? ''));
const click = (b: Element | undefined | null) => act(() => (b as HTMLElement).click());

const deck = dealPlan(3).cards;

describe('trick phase', () => {
  it('shows the Progress card, the Normal indicator and two hand zones; the direction is a move', () => {
    const s = careerPoker.setup({ players: 3, seed: 't', deck }) as CareerPokerState;
    const played: CareerPokerMove[] = [];
    const el = mount(table(s, played));
    expect(el.textContent).toContain('Clockwise');
    expect(el.textContent).toContain('Normal');
    expect(el.textContent).toContain('Energy 0');
    expect(el.textContent).toContain('Initial hand');
    expect(el.textContent).toContain('Strategic hand');
    expect(el.querySelectorAll('.cp-initial .card')).toHaveLength(12);
    click(withText(el, /Counter-clockwise/));
    expect(played).toEqual([{ type: 'direction', dir: 'ccw' }]);
  });

  it('a tapped lead card asks for the attribute: colour or animal of that card', () => {
    let s = careerPoker.setup({ players: 3, seed: 't', deck }) as CareerPokerState;
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' }) as CareerPokerState;
    const played: CareerPokerMove[] = [];
    const el = mount(table(s, played));
    // seat 0 holds the first 12 cards: 1s and 2s and 3s … in deck order; the red owl 1 is among them
    click(el.querySelector('button[aria-label="1 Red Owl"]'));
    expect(el.textContent).toContain('Name the lead attribute');
    click(withText(el, /^Animal: Owl/));
    expect(played).toEqual([{ type: 'lead', card: 'cp-01-red-owl', attr: { type: 'mark', value: 'owl' } }]);
  });
});

describe('Millionaire play builder', () => {
  function position(): CareerPokerState {
    const s = careerPoker.setup({ players: 3, seed: 'b', options: { mode: 'short' } }) as CareerPokerState;
    const mine = ['cp-04-red-goldfish', 'cp-10-yellow-cat'];
    const used = new Set([...mine, 'cp-05-red-snake', 'cp-13-red-pig', 'cp-01-red-owl', 'cp-03-red-cat']);
    s.hands = [[], [], []];
    s.strategic = [mine, ['cp-13-red-pig'], ['cp-01-red-owl', 'cp-03-red-cat']];
    s.removed = deck.filter((c) => !used.has(c)).slice(0, 9);
    s.discard = deck.filter((c) => !used.has(c)).slice(9);
    s.gold = [3, 0, 0];
    s.goldSupply = 11;
    s.millionaire = true;
    s.phase = 'm-play';
    s.turn = 0;
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
    return s;
  }
  it('shows the strength order and the refusal before confirming; gold makes the play legal and shows its cost', () => {
    const played: CareerPokerMove[] = [];
    const el = mount(table(position(), played));
    expect(el.textContent).toContain('2 › 1 › 13');
    click(el.querySelector('button[aria-label^="4 Red Goldfish"]'));
    expect(el.querySelector('.cp-reason')?.textContent).toMatch(/not stronger than the 5/);
    expect(withText(el, /^Play 1 card/)!.disabled).toBe(true);
    click(withText(el, /^4 Red Goldfish/));
    click(el.querySelector('button[aria-label="Number one step stronger"]'));
    click(el.querySelector('button[aria-label="Number one step stronger"]'));
    expect(el.querySelector('.cp-cost')?.textContent).toContain('Cost: 2 gold, 0 energy');
    expect(labelNotInName(el)).toEqual([]);
    click(withText(el, /^Play 1 card/));
    expect(played).toEqual([
      { type: 'play', cards: ['cp-04-red-goldfish'], gold: { 'cp-04-red-goldfish': { n: 6 } }, cut: false },
    ]);
  });
  it('leading: a card picked offers its gold plays; one tap fills the builder, the cost shows, Play sends it', () => {
    const played: CareerPokerMove[] = [];
    const s = position();
    s.mill = { ...s.mill, top: null, topCards: [], trickCards: [], lastPlayer: -1 };
    s.strategic[0] = ['cp-13-red-pig', 'cp-04-red-goldfish'];
    s.strategic[1] = ['cp-10-yellow-cat'];
    s.gold = [2, 0, 0];
    s.goldSupply = 12;
    const el = mount(table(s, played));
    expect(el.textContent).toContain('Lead a set');
    expect(withText(el, /^Pass$/)).toBeUndefined();
    click(el.querySelector('button[aria-label="13 Red Pig"]'));
    // without gold the 13 may be led as it is
    expect(el.querySelector('.cp-cost')?.textContent).toContain('Cost: 0 gold, 0 energy');
    const sugg = el.querySelector('[aria-label="Gold suggestions"]')!;
    expect(sugg.textContent).toContain('13 → 1 (1 gold)');
    expect(sugg.textContent).toContain('13 → 2 (2 gold)');
    click(withText(el, /^13 → 2 \(2 gold\)/));
    expect(el.querySelector('.cp-cost')?.textContent).toContain('Cost: 2 gold, 0 energy');
    click(withText(el, /^Play 1 card/));
    expect(played).toEqual([
      { type: 'play', cards: ['cp-13-red-pig'], gold: { 'cp-13-red-pig': { n: 2 } }, cut: false },
    ]);
  });
  it('following a pair: gold copies the colours of the set on the table, placed the game’s way (CP-17); Play sends the listed move', () => {
    const played: CareerPokerMove[] = [];
    const s = position();
    const top = ['cp-06-red-cat', 'cp-06-blue-snake'];
    s.mill = { ...s.mill, top, topCards: top, trickCards: top };
    s.strategic[0] = ['cp-10-yellow-cat', 'cp-10-green-owl', 'cp-04-red-goldfish'];
    const legal = careerPoker.legalMoves(s, 0);
    const el = mount(table(s, played));
    // chosen out of hand order: the green 10, then the yellow 10
    click(el.querySelector('button[aria-label="10 Green Owl"]'));
    click(el.querySelector('button[aria-label="10 Yellow Cat"]'));
    expect(el.querySelector('.cp-cost')?.textContent).toContain('Cost: 0 gold');
    const colour = (card: RegExp, value: string) => {
      click(withText(el, card));
      const select = el.querySelector('.cp-mod select') as HTMLSelectElement;
      act(() => {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      click(withText(el, card));
    };
    // the green 10 made blue: blue + yellow copies nothing on the table
    colour(/^10 Green Owl$/, 'blue');
    expect(el.querySelector('.cp-reason')?.textContent).toBe(
      'Gold changes colours only to show those of the set on the table: blue and red.',
    );
    expect(withText(el, /^Play 2 cards/)!.disabled).toBe(true);
    // the yellow 10 made red: blue + red copies the 6s (it binds them); the game places the colours
    // its way (the yellow 10, first in hand order, takes blue, the green 10 red), same cost
    colour(/^10 Yellow Cat$/, 'red');
    expect(el.querySelector('.cp-cost')?.textContent).toContain('Cost: 2 gold, 0 energy');
    expect(el.querySelector('button[aria-label="10 Blue Cat (changed with gold)"]')).not.toBeNull();
    expect(el.querySelector('button[aria-label="10 Red Owl (changed with gold)"]')).not.toBeNull();
    click(withText(el, /^Play 2 cards/));
    const want: CareerPokerMove = {
      type: 'play',
      cards: ['cp-10-yellow-cat', 'cp-10-green-owl'],
      gold: { 'cp-10-yellow-cat': { colour: 'blue' }, 'cp-10-green-owl': { colour: 'red' } },
      cut: false,
    };
    expect(played).toEqual([want]);
    expect(legal).toContainEqual(want);
  });
  it('leading: a colour changed with gold is refused with the reason (CP-17), the number alone is played', () => {
    const played: CareerPokerMove[] = [];
    const s = position();
    s.mill = { ...s.mill, top: null, topCards: [], trickCards: [], lastPlayer: -1 };
    const el = mount(table(s, played));
    click(el.querySelector('button[aria-label^="4 Red Goldfish"]'));
    click(withText(el, /^4 Red Goldfish/));
    const select = el.querySelector('.cp-mod select') as HTMLSelectElement;
    act(() => {
      select.value = 'gray';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(el.querySelector('.cp-reason')?.textContent).toBe(
      'On a lead gold changes numbers only: colours matter once a set is on the table.',
    );
    expect(withText(el, /^Play 1 card/)!.disabled).toBe(true);
    click(withText(el, /^No gold$/));
    click(el.querySelector('button[aria-label="Number one step stronger"]'));
    expect(el.querySelector('.cp-cost')?.textContent).toContain('Cost: 1 gold, 0 energy');
    click(withText(el, /^Play 1 card/));
    expect(played).toEqual([
      { type: 'play', cards: ['cp-04-red-goldfish'], gold: { 'cp-04-red-goldfish': { n: 5 } }, cut: false },
    ]);
  });
  it('a gold change it cannot afford, or one going out, shows the reason and Play stays off', () => {
    const played: CareerPokerMove[] = [];
    const s = position();
    s.gold = [1, 0, 0];
    // hints off: with hints on the 4 (no legal play, even with 1 gold) is refused and not chosen
    const el = mount(table(s, played, 0, false));
    click(el.querySelector('button[aria-label^="4 Red Goldfish"]'));
    click(withText(el, /^4 Red Goldfish/));
    click(el.querySelector('button[aria-label="Number one step stronger"]'));
    click(el.querySelector('button[aria-label="Number one step stronger"]'));
    expect(el.querySelector('.cp-reason')?.textContent).toBe('Those changes cost 2 gold and you have 1.');
    expect(withText(el, /^Play 1 card/)!.disabled).toBe(true);
    // back to the 4's own number: no gold, the plain refusal again
    click(el.querySelector('button[aria-label="Number one step weaker"]'));
    click(el.querySelector('button[aria-label="Number one step weaker"]'));
    expect(el.querySelector('.cp-reason')?.textContent).toMatch(/not stronger than the 5/);
    expect(played).toEqual([]);
  });
  it('lights the cards that can beat the set (G: only with gold), dims the rest; a lit card then Play is the move', () => {
    const played: CareerPokerMove[] = [];
    const el = mount(table(position(), played));
    const ten = el.querySelector('button[aria-label="10 Yellow Cat"]')!;
    const four = el.querySelector('button[aria-label^="4 Red Goldfish"]')!;
    expect(ten.classList.contains('target')).toBe(true);
    expect(ten.querySelector('.badge')).toBeNull();
    // the 4 beats the 5 only raised with gold: lit, with its G
    expect(four.classList.contains('target')).toBe(true);
    expect(four.querySelector('.badge')?.getAttribute('data-badge')).toBe('G');
    // what the badge prints is part of the card's name (axe: label-content-name-mismatch)
    expect(four.getAttribute('aria-label')).toBe('4 Red Goldfish G, plays with gold');
    expect(ten.getAttribute('aria-label')).toBe('10 Yellow Cat');
    expect(el.querySelector('.cp-reason')?.textContent).toBe('Tap a lit card to beat it; G: only with gold.');
    click(ten);
    click(withText(el, /^Play 1 card/));
    expect(played).toEqual([{ type: 'play', cards: ['cp-10-yellow-cat'], gold: {}, cut: false }]);
  });
  it('without gold the card that cannot beat the set is dimmed; with hints off nothing is lit or dimmed', () => {
    const s = position();
    s.gold = [0, 0, 0];
    s.goldSupply = 14;
    const el = mount(table(s, []));
    // dimmed, and refused: its name says it is not playable now (issue 28 §2)
    expect(el.querySelector('button[aria-label="4 Red Goldfish (not playable now)"]')!.classList.contains('dim')).toBe(
      true,
    );
    expect(el.querySelector('button[aria-label="10 Yellow Cat"]')!.classList.contains('target')).toBe(true);
    const props = {
      view: careerPoker.view(s, 0),
      seat: 0,
      legal: careerPoker.legalMoves(s, 0),
      seats: SEATS,
      status: careerPoker.status(s),
      play: () => undefined,
      busy: false,
      settings: { labels: true, hints: false, motionMs: 0 },
    };
    const off = mount(<CareerPokerTable {...props} />);
    expect(off.querySelectorAll('.cp-builder .card.target, .cp-builder .card.dim')).toHaveLength(0);
  });
  it('Play and Pass sit in the pinned bar after the hand', () => {
    const el = mount(table(position(), []));
    const bar = el.querySelector('.cp-builder > .cp-actions:last-child')!;
    expect([...bar.querySelectorAll('button')].map((b) => b.textContent?.trim())).toEqual(['Play', 'Pass']);
  });
  it('pass is a move', () => {
    const played: CareerPokerMove[] = [];
    const el = mount(table(position(), played));
    click(withText(el, /^Pass$/));
    expect(played).toEqual([{ type: 'pass' }]);
  });
});

describe('reading the table', () => {
  it('the finished trick is headed as the last trick, with its winner; the next trick is named aside', () => {
    const s = careerPoker.setup({ players: 3, seed: 't', deck }) as CareerPokerState;
    s.trickNo = 2;
    s.leader = 1;
    s.turn = 1;
    s.lastTrick = {
      plays: [
        { player: 0, card: s.hands[0]![0]! },
        { player: 1, card: s.hands[1]![0]! },
        { player: 2, card: s.hands[2]![0]! },
      ],
      winner: 1,
      cut: false,
      lead: { type: 'mark', value: 'owl' },
    };
    const el = mount(table(s, []));
    const trick = el.querySelector('[aria-label="Trick"]')!;
    expect(trick.querySelector('.zone-h')?.textContent).toBe('Last trick — won by Bentrick 2 next');
    expect(trick.textContent).not.toContain('Trick 2 of 12');
    expect(trick.querySelector('.cp-play.won figcaption')?.textContent).toBe('Ben');
  });
  it('the seat counts are letters with one visible legend; screen readers hear words once', () => {
    const s = careerPoker.setup({ players: 3, seed: 't', deck }) as CareerPokerState;
    const el = mount(table(s, []));
    const x = el.querySelector('.seat-chip .cp-seat-x')!;
    expect(x.querySelector('[aria-hidden="true"]')?.textContent).toBe('H12 S0 G0');
    expect(x.querySelector('.visually-hidden')?.textContent).toBe(', hand 12, strategic hand 0, gold 0');
    const legend = el.querySelector('.cp-legend')!;
    expect(legend.getAttribute('aria-hidden')).toBe('true');
    expect(legend.textContent).toBe('H hand S strategic hand G gold');
  });
  it('at the match’s end nothing invites a play: no builder, no prompt, the hand says it is left over', () => {
    let s = careerPoker.setup({ players: 3, seed: 'b', options: { mode: 'short' } }) as CareerPokerState;
    s = {
      ...s,
      millionaire: true,
      phase: 'match-over',
      strategic: [['cp-04-red-goldfish'], [], ['cp-03-red-cat']],
      hands: [[], [], []],
    };
    const el = mount(table(s, []));
    expect(el.textContent).not.toMatch(/play these now|Your (turn|lead)|Waiting for/);
    expect(el.querySelector('[aria-label="Play builder"]')).toBeNull();
    expect(el.querySelector('.cp-strategic .zone-h')?.textContent).toContain('left at the match’s end');
    expect(el.querySelector('.cp-initial')).toBeNull();
    // the cards left are folded away: the result has the room
    expect(el.querySelector('.cp-strategic details summary')?.textContent).toBe('Look at it');
  });
});

describe('event renderer', () => {
  it('words moves with the seats’ names, never "Player N"', () => {
    const names = ['Aiko', 'Ben', 'Chae'];
    expect(
      renderCareerPokerEvent(
        { kind: 'lead', seat: 1, cards: ['cp-05-yellow-cat'], data: { attrType: 'colour', attr: 'yellow' } },
        names,
      ),
    ).toBe('Ben leads Yellow Cat 5, naming Yellow.');
    expect(
      renderCareerPokerEvent(
        { kind: 'place', seat: 2, cards: ['cp-11-blue-cat'], seats: [0], data: { owner: 2 } },
        names,
      ),
    ).toBe('Chae gives Blue Cat 11 to Aiko.');
    expect(
      renderCareerPokerEvent(
        {
          kind: 'm-play',
          seat: 0,
          cards: ['cp-04-red-goldfish'],
          data: { faces: ['cp-06-red-goldfish~g'], gold: 2, energy: 0, cut: false, loop: false, lead: false },
        },
        names,
      ),
    ).toBe('Aiko plays Red Goldfish 6 (paid 2 gold).');
    expect(renderCareerPokerEvent({ kind: 'lead-transfer', seat: 1, seats: [2] }, names)).toContain(
      'the lead passes to Chae',
    );
  });
});

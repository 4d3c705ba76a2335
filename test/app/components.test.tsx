// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount, rerender, unmount } from '../helpers/mount.ts';
import { labelNotInName } from '../helpers/a11y.ts';
import { act } from 'preact/test-utils';
import { Markdown } from '../../src/app/markdown.tsx';
import { HandOff } from '../../src/app/screens/Play.tsx';
import { KoiKoiTable } from '../../src/games/hanafuda/ui/KoiKoiTable.tsx';
import { koikoi, type KoiKoiMove, type KoiKoiState, type KoiKoiView } from '../../src/games/hanafuda/koikoi.ts';
import { cardName, faceName, HANAFUDA_DECK } from '../../src/games/hanafuda/cards.ts';
import type { TableProps } from '../../src/games/module.ts';

describe('the hand-off screen', () => {
  it('names the next player and shows no card at all', () => {
    const el = mount(<HandOff name="Ben" title="Koi-Koi" onReady={() => {}} />);
    expect(el.textContent).toContain('Pass the phone to');
    expect(el.querySelector('#handoff-h')?.textContent).toBe('Ben');
    expect(el.querySelectorAll('svg').length).toBe(0);
    expect(el.querySelector('button.btn.primary')?.textContent).toContain("I'm Ben");
  });
});

describe('the rules renderer', () => {
  it('renders headings, lists, tables and emphasis without raw HTML', () => {
    const el = mount(
      <Markdown
        text={
          '# Title\n\nSome **bold** and <b>raw</b>.\n\n## Part\n- one\n- two\n\n| Yaku | Points |\n|---|---|\n| Sanko | 5 |\n'
        }
        skipTitle
      />,
    );
    expect(el.querySelector('h3')?.textContent).toBe('Part');
    expect(el.textContent).not.toContain('Title');
    expect(el.querySelector('strong')?.textContent).toBe('bold');
    expect(el.querySelector('b')).toBeNull();
    expect(el.textContent).toContain('<b>raw</b>');
    expect(el.querySelectorAll('li')).toHaveLength(2);
    expect(el.querySelector('td')?.textContent).toBe('Sanko');
  });

  it('a table with an empty top-left cell names its rows: the first column is row headers, the corner no header', () => {
    const el = mount(<Markdown text={'| | Koi-Koi | Mushi |\n|---|---|---|\n| Cards used | 48 | 40 |\n'} />);
    expect([...el.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Koi-Koi', 'col'],
      ['Mushi', 'col'],
    ]);
    expect(el.querySelector('thead td')?.textContent).toBe('');
    const row = el.querySelector('tbody tr')!;
    expect(row.querySelector('th')?.getAttribute('scope')).toBe('row');
    expect(row.querySelector('th')?.textContent).toBe('Cards used');
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['48', '40']);
  });
  it('shows a link to a ruling as its text, not as markdown with a path', () => {
    const el = mount(<Markdown text={'G20–G32 in [the rulings](../rulings/hanafuda.md#55-house-rules-issue-26-5).'} />);
    expect(el.textContent).toBe('G20–G32 in the rulings.');
  });
});

describe('the Koi-Koi table', () => {
  // Seat 0 holds the March curtain; the field has two March cards (a choice) and one January card.
  const hand0 = [
    'mar-bright',
    'jan-ribbon',
    'feb-animal',
    'apr-animal',
    'may-animal',
    'jun-animal',
    'jul-animal',
    'aug-animal',
  ];
  const hand1 = [
    'sep-animal',
    'oct-animal',
    'nov-animal',
    'dec-bright',
    'jan-chaff-2',
    'feb-chaff-1',
    'feb-chaff-2',
    'apr-chaff-1',
  ];
  const field = [
    'mar-ribbon',
    'mar-chaff-1',
    'jan-chaff-1',
    'may-chaff-1',
    'jun-chaff-1',
    'jul-chaff-1',
    'oct-chaff-1',
    'nov-chaff-1',
  ];
  const rest = HANAFUDA_DECK.filter((c) => ![...hand0, ...hand1, ...field].includes(c));
  const state = koikoi.setup({ players: 2, seed: 't', deck: [...hand0, ...hand1, ...field, ...rest] });

  function table(s: KoiKoiState, played: KoiKoiMove[], hints = true) {
    const props: TableProps<KoiKoiView, KoiKoiMove> = {
      view: koikoi.view(s, 0),
      seat: 0,
      legal: koikoi.legalMoves(s, 0),
      seats: [
        { name: 'Aiko', kind: 'human' },
        { name: 'Ben', kind: 'bot' },
      ],
      status: koikoi.status(s),
      play: (m) => played.push(m as KoiKoiMove),
      busy: false,
      settings: { labels: true, hints, motionMs: 0 },
    };
    return <KoiKoiTable {...props} />;
  }

  it('shows my hand as buttons named like "Koi-Koi: 3B, March curtain (bright)" and never the opponent\'s cards', () => {
    const el = mount(table(state, []));
    const names = [...el.querySelectorAll('[aria-label="Your hand"] button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toContain('Koi-Koi: 3B, March curtain (bright)');
    expect(names).toHaveLength(8);
    // None of the opponent's eight cards, nor any stock card, shows: not by id, and every card
    // name on the table belongs to a card I may see (plain chaff of one month share a name).
    const visible = [...hand0, ...field];
    const labelled = (name: string) => el.querySelectorAll(`[aria-label="Koi-Koi: ${name}"]`).length;
    expect(labelled(faceName('mar-bright')), 'one named element per card').toBe(1);
    const html = el.innerHTML;
    for (const c of [...hand1, ...rest]) {
      expect(html, c).not.toContain(c);
      const name = faceName(c);
      const seen = visible.filter((v) => faceName(v) === name).length;
      if (seen === 0) expect(html, name).not.toContain(cardName(c));
      else expect(labelled(name), name).toBe(seen);
    }
    expect(el.textContent).toContain('8 cards in hand');
  });

  it('lights the matching field cards when a hand card is tapped, and taking one plays the card then names the target', () => {
    const played: KoiKoiMove[] = [];
    const el = mount(table(state, played));
    const curtain = el.querySelector<HTMLButtonElement>('button[aria-label="Koi-Koi: 3B, March curtain (bright)"]')!;
    act(() => curtain.click());
    expect(curtain.getAttribute('aria-pressed')).toBe('true');
    // Every card and control says what it shows (the printed corner is in the card's name).
    expect(labelNotInName(el)).toEqual([]);
    const lit = [...el.querySelectorAll('[aria-label="Field"] .card.target')].map((c) => c.getAttribute('aria-label'));
    expect(lit.sort()).toEqual(['Koi-Koi: 3C, March chaff (plain)', 'Koi-Koi: 3R, March ribbon with poem (ribbon)']);
    act(() =>
      el.querySelector<HTMLButtonElement>('button[aria-label="Koi-Koi: 3R, March ribbon with poem (ribbon)"]')!.click(),
    );
    expect(played).toEqual([{ type: 'play', card: 'mar-bright' }]);
    // The engine now asks which March card to take; the table names the one tapped.
    const next = koikoi.play(state, 0, played[0]!);
    rerender(table(next, played));
    expect(played[1]).toEqual({ type: 'capture', target: 'mar-ribbon' });
  });

  it('the prompt under the hand says what the tapped card will do: take one of two, capture, or stay', () => {
    const el = mount(table(state, []));
    const tap = (name: string) =>
      act(() =>
        el.querySelector<HTMLButtonElement>(`[aria-label="Your hand"] button[aria-label="Koi-Koi: ${name}"]`)!.click(),
      );
    const prompt = () => [...el.querySelectorAll('.actions button.btn.primary')].map((b) => b.textContent);
    tap('3B, March curtain (bright)');
    expect(prompt()).toEqual(['Tap the card to take']);
    tap('1R, January ribbon with poem (ribbon)');
    expect(prompt()).toEqual(['Play and capture']);
    tap('2A, February bush warbler (animal)');
    expect(prompt()).toEqual(['Play it to the field']);
  });

  it("with hints on a tap lights the month's field card; with hints off nothing lights up", () => {
    const on = mount(table(state, []));
    act(() =>
      on
        .querySelector<HTMLButtonElement>('button[aria-label="Koi-Koi: 1R, January ribbon with poem (ribbon)"]')!
        .click(),
    );
    expect(
      [...on.querySelectorAll('[aria-label="Field"] .card.target')].map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Koi-Koi: 1C, January chaff (plain)']);
    unmount();
    const off = mount(table(state, [], false));
    act(() =>
      off
        .querySelector<HTMLButtonElement>('button[aria-label="Koi-Koi: 1R, January ribbon with poem (ribbon)"]')!
        .click(),
    );
    expect(off.querySelectorAll('[aria-label="Field"] .card.target').length).toBe(0);
  });
});

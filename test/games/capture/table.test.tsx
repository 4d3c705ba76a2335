// @vitest-environment happy-dom
/** What the Capture table shows and allows: No Play only when allowed, the up-card lit on its number, the add-more step, bidding. */
import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { CaptureTable } from '../../../src/games/capture/ui/CaptureTable.tsx';
import { capture, type CaptureMove, type CaptureState, type CaptureView } from '../../../src/games/capture/capture.ts';
import { deckFor } from '../../../src/games/capture/cards.ts';
import { renderCaptureEvent } from '../../../src/games/capture/events.ts';
import { renderEvents } from '../../../src/engine/events.ts';
import { labelNotInName } from '../../helpers/a11y.ts';

const seats = [
  { name: 'Aiko', kind: 'human' as const },
  { name: 'Ben', kind: 'bot' as const },
];

function show(s: CaptureState, seat: number) {
  const div = document.createElement('div');
  const played: unknown[] = [];
  render(
    <CaptureTable
      view={capture.view(s, seat)}
      seat={seat}
      legal={capture.legalMoves(s, seat)}
      seats={seats}
      status={capture.status(s)}
      play={(m) => played.push(m)}
      busy={false}
      settings={{ labels: true, hints: true, motionMs: 0 }}
    />,
    div,
  );
  return {
    div,
    played,
    button: (name: string) =>
      [...div.querySelectorAll('button')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name,
      ),
  };
}

/** 2 players: seat 0 holds the Venus 2 … and Earth 3; seat 1 the Saturn 3 and Galaxy S; up-card Neptune 3. */
function deal(options = {}): CaptureState {
  const hands = [
    [
      'u-E-3',
      'u-V-2',
      'u-V-4',
      'u-V-5',
      'u-V-6',
      'u-V-7',
      'u-S-1',
      'u-S-2',
      'u-S-4',
      'u-S-5',
      'u-S-6',
      'u-S-7',
      'u-V-1',
    ],
    [
      'u-S-3',
      'u-Galaxy-S',
      'u-N-1',
      'u-N-2',
      'u-N-4',
      'u-N-5',
      'u-N-6',
      'u-N-7',
      'u-M-1',
      'u-M-2',
      'u-M-4',
      'u-M-5',
      'u-M-6',
    ],
  ];
  const up = ['u-N-3'];
  const rest = deckFor(2).filter((c) => !hands.flat().includes(c) && !up.includes(c) && !c.includes('3'));
  const threes = deckFor(2).filter((c) => c.includes('-3') && !hands.flat().includes(c) && !up.includes(c));
  return capture.setup({ players: 2, seed: 't', options, deck: [...hands.flat(), ...up, ...rest, ...threes] });
}

describe('Capture table', () => {
  it('the No Play button is enabled only when No Play is allowed; the up-card is lit on its number', () => {
    let s = deal();
    s = capture.play(s, 1, { type: 'lead', card: 'u-S-3' } as CaptureMove);
    // Aiko holds the Earth 3: she must play it; No Play is shown but refused (still tappable: it says why).
    let t = show(s, 0);
    expect(t.button('No Play')!.getAttribute('aria-disabled')).toBe('true');
    t.button('No Play')!.click();
    expect(t.played).toEqual([]);
    expect(t.div.querySelector('.cap-up.match')).not.toBeNull();
    expect(t.button('3 E, Earth, primary')).toBeDefined();
    expect(t.button('3 E, Earth, primary')!.className).toContain('target');
    expect(labelNotInName(t.div)).toEqual([]);
    t.button('3 E, Earth, primary')!.click();
    expect(t.played).toEqual([{ type: 'play', card: 'u-E-3' }]);
    // Ben can only beat the Earth 3 with his Galaxy: No Play is enabled.
    s = capture.play(s, 0, { type: 'play', card: 'u-E-3' } as CaptureMove);
    t = show(s, 1);
    expect(t.button('No Play')!.getAttribute('aria-disabled')).toBeNull();
    t.button('No Play')!.click();
    expect(t.played).toEqual([{ type: 'no-play' }]);
  });

  it('the add-more step offers Capture with the number of cards it takes', () => {
    let s = deal();
    s = capture.play(s, 1, { type: 'lead', card: 'u-S-3' } as CaptureMove);
    s = capture.play(s, 0, { type: 'play', card: 'u-E-3' } as CaptureMove);
    s = capture.play(s, 1, { type: 'play', card: 'u-Galaxy-S' } as CaptureMove);
    // Aiko has no Galaxy: No Play; Ben has nothing to add, so he captures at once, with the up-card.
    s = capture.play(s, 0, { type: 'no-play' } as CaptureMove);
    expect(s.captured[1]).toHaveLength(4);
    const line = renderEvents(renderCaptureEvent, (capture.view(s, 0) as CaptureView).events, ['Aiko', 'Ben']);
    expect(line).toContain('Aiko: No Play.');
    expect(line).toContain('Ben captures 4 cards, with the up-card.');
    expect(line).not.toMatch(/Player \d/);
  });

  it('the bidding screen offers Pass and the next bids', () => {
    const s = deal({ extraHand: true });
    const t = show(s, 1);
    expect(t.div.textContent).toContain('Extra hand (13 cards, face down)');
    expect(t.button('Pass')).toBeDefined();
    t.button('Bid 1')!.click();
    expect(t.played).toEqual([{ type: 'bid', amount: 1 }]);
  });
});

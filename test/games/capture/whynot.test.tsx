// @vitest-environment happy-dom
/**
 * "Why not?" in Capture (issue 28 §2): every kind of refused tap is refused by the engine with a
 * code of its own and the data that names the cards, worded in English, Japanese and Korean; a
 * tap on a refused card of the table shows that reason next to it. Deals are stacked (contract
 * rule 7: the hands, then the up-card, then the stock).
 */
import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { capture, type CaptureMove, type CaptureState } from '../../../src/games/capture/capture.ts';
import { deckFor } from '../../../src/games/capture/cards.ts';
import { captureWords } from '../../../src/games/capture/events.ts';
import { CAPTURE_REFUSALS, type CaptureRefusal } from '../../../src/games/capture/rules.ts';
import { renderCaRefusal } from '../../../src/games/capture/family.words.ts';
import { CaptureTable } from '../../../src/games/capture/ui/CaptureTable.tsx';
import { IllegalMoveError } from '../../../src/engine/types.ts';
import { expectRefusal } from '../../helpers/contract.ts';

/**
 * Two players (dealer 0, seat 1 leads): the hands as given, completed with cards of 4 to 7 (never
 * a 1, a 3 or a Galaxy, so that the hands given decide every play below); `up` next.
 */
function deal(h0: string[], h1: string[], up: string, options = {}): CaptureState {
  const used = new Set([...h0, ...h1, up]);
  const plain = (c: string) => /-[4-7]$/.test(c);
  const all = deckFor(2).filter((c) => !used.has(c));
  const rest = [...all.filter(plain), ...all.filter((c) => !plain(c))];
  const fill = (h: string[]) => [...h, ...rest.splice(0, 13 - h.length)];
  const hands = [fill(h0), fill(h1)];
  return capture.setup({ players: 2, seed: 'why', options, deck: [...hands.flat(), up, ...rest] });
}

const refusal = (s: CaptureState, seat: number, move: CaptureMove) =>
  expectRefusal(() => capture.play(s, seat, move), JSON.stringify(move));

// Seat 0: Earth 3, Saturn 1, Venus 1, Venus 2, Saturn Galaxy. Seat 1: Neptune 1, Saturn 3, Mars 1, Venus Galaxy.
const H0 = ['u-E-3', 'u-S-1', 'u-V-1', 'u-V-2', 'u-Galaxy-S'];
const H1 = ['u-N-1', 'u-S-3', 'u-M-1', 'u-Galaxy-V'];
const table = () => deal(H0, H1, 'u-J-7');

describe('the engine refuses each kind of tap with its own code', () => {
  it('leading: a Galaxy, or a Primary card while holding a Secondary one', () => {
    const s = table();
    expect(s.turn).toBe(1);
    const g = refusal(s, 1, { type: 'lead', card: 'u-Galaxy-V' });
    expect([g.code, g.data]).toEqual(['lead-galaxy', { card: 'u-Galaxy-V' }]);
    const p = refusal(s, 1, { type: 'lead', card: 'u-M-1' });
    expect(p.code).toBe('lead-primary');
    expect(p.data.card).toBe('u-M-1');
    expect(p.data.cards).toContain('u-N-1');
    expect(p.data.cards).not.toContain('u-M-1');
  });

  it('following: another number, a lower suit, No Play while holding a card that beats', () => {
    let s = table();
    s = capture.play(s, 1, { type: 'lead', card: 'u-N-1' });
    const n = refusal(s, 0, { type: 'play', card: 'u-V-2' });
    expect([n.code, n.data]).toEqual(['other-number', { card: 'u-V-2', number: '1' }]);
    const low = refusal(s, 0, { type: 'play', card: 'u-S-1' });
    expect([low.code, low.data]).toEqual(['lower-suit', { card: 'u-S-1', last: 'u-N-1' }]);
    // Seat 0 holds no 1 above Neptune: No Play is allowed. On the Saturn 3 she holds the Earth 3: it is not.
    expect(capture.legalMoves(s, 0)).toContainEqual({ type: 'no-play' });
    let t = table();
    t = capture.play(t, 1, { type: 'lead', card: 'u-S-3' });
    const must = refusal(t, 0, { type: 'no-play' });
    expect([must.code, must.data]).toEqual(['must-beat', { cards: ['u-E-3'] }]);
  });

  it('after a Galaxy: a regular card, or a lower Galaxy', () => {
    let s = table();
    s = capture.play(s, 1, { type: 'lead', card: 'u-S-3' });
    s = capture.play(s, 0, { type: 'play', card: 'u-Galaxy-S' });
    const r = refusal(s, 1, { type: 'play', card: 'u-N-1' });
    expect([r.code, r.data]).toEqual(['after-galaxy', { card: 'u-N-1', last: 'u-Galaxy-S' }]);
    const g = refusal(s, 1, { type: 'play', card: 'u-Galaxy-V' });
    expect([g.code, g.data]).toEqual(['galaxy-lower', { card: 'u-Galaxy-V', last: 'u-Galaxy-S' }]);
  });

  it('adding after a No Play: the same reasons', () => {
    // Seat 1 leads the Saturn 3, seat 0 beats it with the Earth 3, seat 1 says No Play (he keeps his Galaxy):
    // seat 0 may add her Saturn Galaxy before capturing, not the Venus 2.
    let s = table();
    s = capture.play(s, 1, { type: 'lead', card: 'u-S-3' });
    s = capture.play(s, 0, { type: 'play', card: 'u-E-3' });
    s = capture.play(s, 1, { type: 'no-play' });
    expect(s.phase).toBe('add');
    expect(s.turn).toBe(0);
    const r = refusal(s, 0, { type: 'add', card: 'u-V-2' });
    expect([r.code, r.data]).toEqual(['other-number', { card: 'u-V-2', number: '3' }]);
  });

  it('bidding: a card, a bid too low or too high', () => {
    const s = deal(H0, H1, 'u-J-7', { extraHand: true });
    expect(s.phase).toBe('bid');
    const seat = s.turn;
    const card = s.hands[seat]![0]!;
    expect(refusal(s, seat, { type: 'play', card }).code).toBe('bidding');
    const low = refusal(s, seat, { type: 'bid', amount: 0 });
    expect([low.code, low.data]).toEqual(['bid-low', { amount: 0, high: 0 }]);
    const high = refusal(s, seat, { type: 'bid', amount: 14 });
    expect([high.code, high.data]).toEqual(['bid-high', { amount: 14, max: 13 }]);
  });

  it('a card after the hand is over: deal the next hand', () => {
    let s = table();
    while (s.phase !== 'round-over') {
      const seat = capture.actors(s)[0]!;
      s = capture.play(s, seat, capture.legalMoves(s, seat)[0]!);
    }
    const seat = s.hands.findIndex((h) => h.length > 0);
    expect(refusal(s, seat, { type: 'play', card: s.hands[seat]![0]! }).code).toBe('hand-over');
  });

  it('a legal move is still played, and a card not held says nothing of its own', () => {
    const s = table();
    expect(() => capture.play(s, 1, { type: 'lead', card: 'u-N-1' })).not.toThrow();
    expect(refusal(s, 1, { type: 'lead', card: 'u-E-3' }).code).toBe('not-legal');
  });
});

const DATA: Record<CaptureRefusal, Record<string, string | number | string[]>> = {
  'lead-galaxy': { card: 'u-Galaxy-V' },
  'lead-primary': { card: 'u-M-1', cards: ['u-N-1', 'u-S-3', 'u-V-5'] },
  'other-number': { card: 'u-V-2', number: 'Moon' },
  'lower-suit': { card: 'u-S-1', last: 'u-N-1' },
  'after-galaxy': { card: 'u-N-1', last: 'u-Galaxy-S' },
  'galaxy-lower': { card: 'u-Galaxy-V', last: 'u-Galaxy-S' },
  'must-beat': { cards: ['u-E-3'] },
  bidding: {},
  'hand-over': {},
  'bid-low': { amount: 0, high: 4 },
  'bid-high': { amount: 14, max: 13 },
};

describe('every refusal code is worded in three languages', () => {
  it('English names the cards and the rule', async () => {
    const en = await captureWords('en');
    expect(en.refusal('lower-suit', DATA['lower-suit'])).toBe(
      'The Saturn 1 does not beat the Neptune 1: Saturn is lower than Neptune (Earth > Jupiter > Mars > Neptune > Saturn > Venus).',
    );
    expect(en.refusal('other-number', DATA['other-number'])).toContain('played in Moons: the Venus 2 is not a Moon');
    expect(en.refusal('must-beat', DATA['must-beat'])).toContain('the Earth 3');
    expect(en.refusal('lead-primary', DATA['lead-primary'])).toContain('the Neptune 1 or the Saturn 3 …');
    expect(en.refusal('bid-low', DATA['bid-low'])).toBe('Bid more than 4.');
  });

  it.each(['ja', 'ko'] as const)('%s: each code has words of its own, without English', async (lang) => {
    const en = await captureWords('en');
    const w = await captureWords(lang);
    for (const code of CAPTURE_REFUSALS) {
      const text = w.refusal(code, DATA[code]);
      expect(text.length, code).toBeGreaterThan(5);
      expect(text, code).not.toBe(en.refusal(code, DATA[code]));
      expect(text, code).not.toMatch(/[A-Za-z]/);
    }
    expect(w.refusal('lower-suit', DATA['lower-suit'])).toContain(lang === 'ja' ? '土星の1' : '토성 1');
    expect(w.refusal('other-number', DATA['other-number'])).toContain(lang === 'ja' ? '月' : '달');
  });

  it('the module words its own codes and leaves the shared ones to the app', () => {
    expect(renderCaRefusal('must-beat', DATA['must-beat'], [])).toContain('Earth 3');
    expect(renderCaRefusal('not-your-turn', { seat: 1 }, [])).toBeUndefined();
  });
});

describe('the table says why next to the card', () => {
  function show(s: CaptureState, seat: number) {
    const div = document.createElement('div');
    document.body.appendChild(div);
    const played: unknown[] = [];
    const whyNot = (m: CaptureMove) => {
      try {
        capture.play(s, seat, m);
        return null;
      } catch (e) {
        if (!(e instanceof IllegalMoveError)) throw e;
        return renderCaRefusal(e.code, e.data, []) ?? e.code;
      }
    };
    render(
      <CaptureTable
        view={capture.view(s, seat)}
        seat={seat}
        legal={capture.legalMoves(s, seat)}
        seats={[
          { name: 'Aiko', kind: 'human' },
          { name: 'Ben', kind: 'bot' },
        ]}
        status={capture.status(s)}
        play={(m) => played.push(m)}
        whyNot={whyNot}
        busy={false}
        settings={{ labels: true, hints: true, motionMs: 0 }}
      />,
      div,
    );
    const button = (name: string) =>
      [...div.querySelectorAll('button')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name,
      );
    return { div, played, button };
  }

  it('a card that does not beat is dimmed, tappable, and says why; the move is not made', async () => {
    let s = table();
    s = capture.play(s, 1, { type: 'lead', card: 'u-N-1' });
    const t = show(s, 0);
    const card = t.button('1 S, Saturn, secondary (not playable now)')!;
    expect(card.getAttribute('aria-disabled')).toBe('true');
    card.click();
    await new Promise((r) => setTimeout(r, 0));
    const note = t.div.querySelector('[data-testid="why-not"]');
    expect(note?.textContent).toContain('The Saturn 1 does not beat the Neptune 1');
    expect(t.played).toEqual([]);
  });

  it('the up-card says what it is worth and who takes it', async () => {
    const t = show(table(), 1);
    t.button('7 J, Jupiter, primary')!.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.div.querySelector('[data-testid="why-not"]')?.textContent).toContain(
      'Up-card Jupiter 7: 1 point for whoever captures a round of 7s.',
    );
    expect(t.played).toEqual([]);
  });

  it('a card left in hand after the hand says to deal the next one', async () => {
    let s = table();
    while (s.phase !== 'round-over') {
      const seat = capture.actors(s)[0]!;
      s = capture.play(s, seat, capture.legalMoves(s, seat)[0]!);
    }
    const seat = s.hands.findIndex((h) => h.length > 0);
    const t = show(s, seat);
    const card = t.div.querySelector<HTMLButtonElement>('.hand-rows button.refused, button.card.refused')!;
    card.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.div.querySelector('[data-testid="why-not"]')?.textContent).toContain(
      'This hand is over: deal the next hand.',
    );
  });

  it('No Play while holding a card that beats says which card', async () => {
    let s = table();
    s = capture.play(s, 1, { type: 'lead', card: 'u-S-3' });
    const t = show(s, 0);
    const np = t.button('No Play')!;
    expect(np.getAttribute('aria-disabled')).toBe('true');
    np.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.div.querySelector('[data-testid="why-not"]')?.textContent).toContain(
      'You hold a card that beats it (the Earth 3)',
    );
    expect(t.played).toEqual([]);
  });
});

describe('the table shows where the hand stands', () => {
  it('the summary row and its details: captures, the up-card, the round, the hand, now and going out', () => {
    // The deal above, with the bonus suit: the up-card Jupiter 7 makes Jupiter the bonus suit.
    let s = deal(H0, H1, 'u-J-7', { bonusSuit: true });
    s = capture.play(s, 1, { type: 'lead', card: 'u-S-3' });
    s = capture.play(s, 0, { type: 'play', card: 'u-E-3' });
    s = capture.play(s, 1, { type: 'no-play' });
    s = capture.play(s, 0, { type: 'capture' });
    const div = document.createElement('div');
    render(
      <CaptureTable
        view={capture.view(s, 0)}
        seat={0}
        legal={capture.legalMoves(s, 0)}
        seats={[
          { name: 'Aiko', kind: 'human' },
          { name: 'Ben', kind: 'bot' },
        ]}
        status={capture.status(s)}
        play={() => {}}
        busy={false}
        settings={{ labels: true, hints: true, motionMs: 0 }}
      />,
      div,
    );
    const panel = div.querySelector('[data-testid="cap-progress"]')!;
    const jupiter = s.hands[0]!.filter((c) => c.startsWith('u-J-')).length;
    const held = 12 + jupiter;
    expect(panel.querySelector('summary')!.textContent).toBe(`This hand now −${held - 2} · going out +${held}`);
    expect(panel.textContent).toContain('Aiko: captured 2 cards, 2 points');
    expect(panel.textContent).toContain('Ben: captured 0 cards, 0 points');
    expect(panel.textContent).toContain('Bonus suit Jupiter: its cards count 2');
    expect(panel.textContent).toContain('Up-card Jupiter 7: 2 points for whoever captures a round of 7s.');
    expect(panel.textContent).toContain(`Your hand: 12 cards, −${held} if still held`);
  });
});

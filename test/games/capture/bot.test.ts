/** The Capture bot decides every kind of decision from the view, and plays legal moves to the end. */
import { describe, expect, it } from 'vitest';
import { capture, type CaptureMove, type CaptureState, type CaptureView } from '../../../src/games/capture/capture.ts';
import { captureBot } from '../../../src/games/capture/bot.ts';
import { rngFromSeed } from '../../../src/engine/rng.ts';
import { playthrough } from '../../helpers/contract.ts';

const choose = (s: unknown, seat: number, legal: unknown[], rng: [number, number, number, number]) =>
  captureBot.choose(capture.view(s as CaptureState, seat) as CaptureView, legal as CaptureMove[], rng);

describe('Capture bot', () => {
  it('plays whole matches at 2–6 players with every option, only legal moves', { timeout: 120_000 }, () => {
    for (let players = 2; players <= 6; players++) {
      const res = playthrough(capture, {
        players,
        seed: `bot-${players}`,
        options: { bonusSuit: true, extraHand: true, halving: true },
        choose,
        deepEvery: 40,
      });
      expect(res.finished).toBe(true);
    }
  });

  it('meets every kind of decision: bid, lead, follow, Galaxy or No Play, add-more', { timeout: 60_000 }, () => {
    const kinds = new Set<string>();
    for (let k = 0; k < 6; k++) {
      playthrough(capture, {
        players: 2 + (k % 4),
        seed: `kinds-${k}`,
        options: { extraHand: true },
        deepEvery: 100,
        choose: (s, seat, legal, rng) => {
          const m = choose(s, seat, legal, rng) as CaptureMove;
          kinds.add(m.type === 'play' && m.card.includes('Galaxy') ? 'galaxy' : m.type);
          return m;
        },
      });
    }
    for (const k of ['bid', 'pass', 'lead', 'play', 'galaxy', 'no-play', 'add', 'capture', 'next-round'])
      expect(kinds, k).toContain(k);
  });

  it('takes a rich round with its highest regular card and adds every regular card it can', () => {
    const view = {
      phase: 'follow',
      myHand: ['u-M-4', 'u-E-4', 'u-V-1'],
      round: [
        { seat: 1, card: 'u-V-4' },
        { seat: 2, card: 'u-S-4' },
        { seat: 3, card: 'u-N-4' },
      ],
      roundNumber: '4',
      upCard: 'u-J-2',
      bonusSuit: null,
      options: { galaxyInBonusSuit: true },
    } as unknown as CaptureView;
    const m = captureBot.choose(
      view,
      [
        { type: 'play', card: 'u-M-4' },
        { type: 'play', card: 'u-E-4' },
      ],
      rngFromSeed('b'),
    );
    expect(m).toEqual({ type: 'play', card: 'u-E-4' });
    const add = captureBot.choose(
      { ...view, phase: 'add' } as CaptureView,
      [{ type: 'add', card: 'u-E-4' }, { type: 'capture' }],
      rngFromSeed('b'),
    );
    expect(add).toEqual({ type: 'add', card: 'u-E-4' });
  });

  it('beats a single lead with its lowest card, keeping the high one', () => {
    const view = {
      phase: 'follow',
      myHand: ['u-M-4', 'u-E-4', 'u-V-1', 'u-S-2', 'u-N-3'],
      round: [{ seat: 1, card: 'u-V-4' }],
      roundNumber: '4',
      upCard: 'u-J-2',
      bonusSuit: null,
      options: { galaxyInBonusSuit: true },
    } as unknown as CaptureView;
    expect(
      captureBot.choose(
        view,
        [
          { type: 'play', card: 'u-M-4' },
          { type: 'play', card: 'u-E-4' },
        ],
        rngFromSeed('b'),
      ),
    ).toEqual({ type: 'play', card: 'u-M-4' });
  });
});

describe('Capture bot strength', () => {
  it('outscores random players over twenty 3-player matches (about 78 to 72 per match)', { timeout: 120_000 }, () => {
    let bot = 0;
    let random = 0;
    for (let k = 0; k < 20; k++) {
      let s = capture.setup({ players: 3, seed: `strength-${k}`, options: { bonusSuit: true } });
      let rng = rngFromSeed(`r-${k}`);
      while (capture.status(s).phase !== 'match-over') {
        const seat = capture.actors(s)[0]!;
        const legal = capture.legalMoves(s, seat);
        const botSeat = k % 3;
        let m: CaptureMove;
        if (seat === botSeat) m = captureBot.choose(capture.view(s, seat) as CaptureView, legal, rng);
        else {
          const r = rng[0] % legal.length;
          m = legal[r]!;
        }
        rng = [rng[1], rng[2], rng[3], (rng[0] * 1103515245 + 12345) >>> 0];
        s = capture.play(s, seat, m);
      }
      const t = capture.status(s).totals;
      bot += t[k % 3]!;
      random += (t.reduce((a, b) => a + b, 0) - t[k % 3]!) / 2;
    }
    console.log(`bot ${bot / 20} per match, random ${random / 20}`);
    expect(bot).toBeGreaterThan(random);
  });
});

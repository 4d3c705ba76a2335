/**
 * Capture's guided first round (issue 28 §5): the fixed deal against one bot, one hand long; at
 * every turn of the person the teaching sentence names the card to tap or the button to press,
 * and doing what it says plays the hand to its end with a real score.
 */
import { describe, expect, it } from 'vitest';
import { capture, type CaptureMove, type CaptureState, type CaptureView } from '../../../src/games/capture/capture.ts';
import { captureBot } from '../../../src/games/capture/bot.ts';
import { captureTeacher } from '../../../src/games/capture/teach.ts';
import { GUIDED_OPTIONS, GUIDED_PLAYERS, GUIDED_SEED } from '../../../src/games/capture/guided.ts';
import { caFaceName } from '../../../src/games/capture/ui/face.ts';
import captureModule from '../../../src/games/capture/capture.module.ts';
import { rngFor } from '../../../src/engine/rng.ts';

const NAMES = ['Aiko', 'Ben'];
const setup = () => capture.setup({ players: GUIDED_PLAYERS, seed: GUIDED_SEED, options: { ...GUIDED_OPTIONS } });

/** The legal move a sentence asks for: "Tap the 1 N, Neptune, secondary." (the card as its button is named) or "Press “No Play”." / "Press “Capture 3”.". */
function asked(sentence: string, legal: readonly CaptureMove[]): CaptureMove {
  const tap = /^Tap the (.+?)\. [A-Z]/.exec(sentence);
  const press = /^Press “(.+?)”\. /.exec(sentence);
  const found = legal.filter((m) =>
    tap
      ? 'card' in m && caFaceName(m.card) === tap[1]
      : press?.[1] === 'No Play'
        ? m.type === 'no-play'
        : press && /^Capture \d+$/.test(press[1]!)
          ? m.type === 'capture'
          : false,
  );
  expect(found, sentence).toHaveLength(1);
  return found[0]!;
}

describe('the guided round', () => {
  it('is one hand: the match ends after it, with the hand’s score', () => {
    const s = setup();
    expect(s.turn).toBe(0);
    expect((capture.view(s, 0) as CaptureView).hands).toBe(1);
    expect(captureModule.progress!(capture.status(s), { ...GUIDED_OPTIONS })).toMatchObject({ of: 1 });
  });

  it('the first sentence names the card to lead, then why', () => {
    const s = setup();
    const t = captureTeacher.turn(capture.view(s, 0), capture.legalMoves(s, 0), 0, NAMES)!;
    expect(t).toMatch(/^Tap the (\d|Moon|Sun) [NSV], (Neptune|Saturn|Venus), secondary\. Lead a Secondary card/);
  });

  it('doing what each sentence says plays the hand to a real score', () => {
    let s: CaptureState = setup();
    const said: string[] = [];
    for (let step = 0; s.phase !== 'match-over'; step++) {
      expect(step).toBeLessThan(200);
      const seat = capture.actors(s)[0]!;
      const legal = capture.legalMoves(s, seat);
      const view = capture.view(s, seat);
      let move: CaptureMove;
      if (seat === 0) {
        const sentence = captureTeacher.turn(view, legal, 0, NAMES)!;
        said.push(sentence);
        move = asked(sentence, legal);
      } else move = captureBot.choose(view, legal, rngFor(GUIDED_SEED, `bots:${step}`));
      s = capture.play(s, seat, move);
    }
    // Every kind of step was asked for at least once: a card, No Play, Capture.
    expect(said.some((t) => t.startsWith('Tap the '))).toBe(true);
    expect(said.some((t) => t.startsWith('Press “No Play”.'))).toBe(true);
    expect(said.some((t) => /^Press “Capture \d+”\./.test(t))).toBe(true);
    expect(s.history).toHaveLength(1);
    const record = s.history[0]!;
    expect(record.scores).toEqual(s.totals);
    expect(capture.status(s).phase).toBe('match-over');
    // The person, guided, wins the hand.
    expect(s.totals[0]!).toBeGreaterThan(s.totals[1]!);
  });
});

/** Run or Jump! without a screen: the engine, Normal, and what Hard searches with. */
import { CALL_BOOST, headlessGame } from '../headless.ts';
import { travfudaRunOrJump } from './travfuda-run-or-jump.ts';
import { travfudaBot } from './bots.ts';
import { sampleRunOrJump } from './sample-fishing.ts';
import { runOrJumpEquityValue } from './equity.ts';

const JUMP_CALLS = new Set(['jump', 'run', 'pirate']);

export default headlessGame({
  game: travfudaRunOrJump,
  normal: travfudaBot,
  hard: {
    sample: sampleRunOrJump,
    playouts: 1000,
    margin: 1.5,
    value: runOrJumpEquityValue,
    // The call (jump, run, pirate or stay silent) ends or prolongs the hand.
    boost: (legal) => (legal.some((m) => JUMP_CALLS.has(m.type)) ? CALL_BOOST : 1),
  },
});

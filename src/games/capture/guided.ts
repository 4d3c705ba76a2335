/**
 * Capture's guided first round (issue 28 §5): a fixed deal against one bot, one hand long
 * (option `guided`), where teaching mode names the card to tap or the button to press at each
 * turn (`guidedMove` in teach.ts) and the hand ends with a real score. The deal is the engine's
 * own from a fixed deal code (`capture-guided-1`: the person leads first, captures with and
 * without the up-card, adds after a No Play, says No Play, and sees a Primary lead); the tests
 * play it through (test/games/capture/guided.test.ts).
 */
import { CAPTURE_DEFAULTS, type CaptureOptions } from './capture.ts';

export const GUIDED_SEED = 'capture-guided-1';
export const GUIDED_PLAYERS = 2;
export const GUIDED_OPTIONS: CaptureOptions = { ...CAPTURE_DEFAULTS, guided: true };

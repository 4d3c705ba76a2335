/** Go-Stop without a screen: the engine, Normal, and what Hard searches with. */
import { CALL_BOOST, headlessGame } from '../headless.ts';
import { gostop, type GoStopMove } from './gostop.ts';
import { gostopGreedyBot } from './gostop-bot.ts';
import { sampleGoStop } from './sample.ts';
import { gostopEquityValue } from './equity.ts';

const isCall = (legal: readonly GoStopMove[]) => legal.every((m) => m.type === 'go' || m.type === 'stop');

export default headlessGame({
  game: gostop,
  normal: gostopGreedyBot,
  hard: {
    sample: sampleGoStop,
    playouts: 400,
    value: gostopEquityValue,
    boost: (legal) => (isCall(legal) ? CALL_BOOST : 1),
  },
});

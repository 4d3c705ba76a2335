/** Koi-Koi without a screen: the engine, Normal, and what Hard searches with. */
import { CALL_BOOST, headlessGame } from '../headless.ts';
import { koikoi, type KoiKoiMove } from './koikoi.ts';
import { koikoiGreedyBot } from './koikoi-bot.ts';
import { KOIKOI_TRUST, sampleKoiKoi } from './sample.ts';
import { koikoiEquityValue } from './equity.ts';

const isCall = (legal: readonly KoiKoiMove[]) => legal.every((m) => m.type === 'koikoi' || m.type === 'stop');

export default headlessGame({
  game: koikoi,
  normal: koikoiGreedyBot,
  hard: {
    sample: (view, rng) => sampleKoiKoi(view, rng, KOIKOI_TRUST),
    playouts: 500,
    value: koikoiEquityValue,
    boost: (legal) => (isCall(legal) ? CALL_BOOST : 1),
  },
});

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
    // 2000 since 26 November 2026: the rollouts became ×3.6–5.3 faster (botView and Normal's reading,
    // choices unchanged, bench/hard-vs-base), so four times the old 500 take about the old time.
    playouts: 2000,
    value: koikoiEquityValue,
    boost: (legal) => (isCall(legal) ? CALL_BOOST : 1),
  },
});

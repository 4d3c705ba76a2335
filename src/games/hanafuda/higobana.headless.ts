/** Higo-Bana without a screen: the engine, Normal, and what Hard searches with. */
import { headlessGame } from '../headless.ts';
import { higobana } from './higobana.ts';
import { higoBanaGreedyBot, higoBanaRolloutValue } from './higobana-bot.ts';
import { KOIKOI_TRUST, sampleHigoBana } from './sample.ts';

export default headlessGame({
  game: higobana,
  normal: higoBanaGreedyBot,
  hard: { sample: (view, rng) => sampleHigoBana(view, rng, KOIKOI_TRUST), playouts: 500, value: higoBanaRolloutValue },
});

/** The Higo-Bana chunk: engine, options, bot, table, rules. Loaded when a player opens Higo-Bana. */
import type { GameModule } from '../module.ts';
import { higobana, higoBanaOptionsSpec } from './higobana.ts';
import { higoBanaGreedyBot } from './higobana-bot.ts';
import { HigoBanaTable, HigoBanaYakuSheet } from './ui/HigoBanaTable.tsx';
import higobanaRules from '../../../docs/rules/higobana.md?raw';
import hanafudaRules from '../../../docs/rules/hanafuda.md?raw';

const module: GameModule = {
  game: higobana,
  options: higoBanaOptionsSpec,
  bot: higoBanaGreedyBot as GameModule['bot'],
  Table: HigoBanaTable,
  rules: `${higobanaRules}\n\n${hanafudaRules}`,
  RulesExtra: HigoBanaYakuSheet,
  progress: (status, options) => {
    const what = options.scoring === 'cumulative' ? 'points' : 'victories';
    const totals = `${what} ${status.totals.join(' : ')}`;
    return status.phase === 'match-over' ? `Finished · ${totals}` : `Round ${status.round} of ${Number(options.rounds ?? 12)} · ${totals}`;
  },
};
export default module;

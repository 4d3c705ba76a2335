/** The Denebian Baccarat chunk: engine, options, bot, table, rules. */
import type { GameModule, TableProps } from '../module.ts';
import { denebianBaccarat, denebianOptionsSpec } from './denebian-baccarat.ts';
import { denebianBot } from './bots.ts';
import { BaccaratTable } from './ui/BaccaratTable.tsx';
import gameRules from '../../../docs/rules/denebian-baccarat.md?raw';
import deckRules from '../../../docs/rules/travfuda.md?raw';

const module: GameModule = {
  game: denebianBaccarat,
  options: denebianOptionsSpec,
  bot: denebianBot as GameModule['bot'],
  Table: (p: TableProps) => BaccaratTable({ ...p, game: 'Denebian Baccarat' }),
  rules: `${gameRules}\n\n${deckRules}`,
  progress: (status) => (status.phase === 'match-over' ? `Finished · ${status.totals.join(' : ')}` : `Hand ${status.round} · ${status.totals.join(' : ')}`),
};
export default module;

/** The Denebian Baccarat chunk: engine, options, bot, table, rules. */
import { rulesFrom, type GameModule, type TableProps } from '../module.ts';
import { renderEvent } from './words.ts';
import { denebianBaccarat, denebianOptionsSpec } from './denebian-baccarat.ts';
import { denebianBot } from './bots.ts';
import { BaccaratTable } from './ui/BaccaratTable.tsx';

const module: GameModule = {
  game: denebianBaccarat,
  options: denebianOptionsSpec,
  bot: denebianBot as GameModule['bot'],
  renderEvent,
  Table: (p: TableProps) => BaccaratTable({ ...p, game: 'Denebian Baccarat' }),
  rules: rulesFrom(() => import('../../../docs/rules/denebian-baccarat.md?raw'), () => import('../../../docs/rules/travfuda.md?raw')),
  progress: (status) => (status.phase === 'match-over' ? `Finished · ${status.totals.join(' : ')}` : `Hand ${status.round} · ${status.totals.join(' : ')}`),
};
export default module;

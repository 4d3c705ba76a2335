/** The Imperial Baccarat chunk: engine, options, bot, table, rules. */
import { rulesFrom, type GameModule, type TableProps } from '../module.ts';
import { renderEvent } from './words.ts';
import { imperialBaccarat, imperialOptionsSpec } from './imperial-baccarat.ts';
import { imperialBot } from './bots.ts';
import { BaccaratTable } from './ui/BaccaratTable.tsx';

const module: GameModule = {
  game: imperialBaccarat,
  options: imperialOptionsSpec,
  bot: imperialBot as GameModule['bot'],
  renderEvent,
  Table: (p: TableProps) => BaccaratTable({ ...p, game: 'Imperial Baccarat' }),
  rules: rulesFrom(() => import('../../../docs/rules/imperial-baccarat.md?raw'), () => import('../../../docs/rules/travfuda.md?raw')),
  progress: (status) => (status.phase === 'match-over' ? `Finished · ${status.totals.join(' : ')}` : `Hand ${status.round} · ${status.totals.join(' : ')}`),
};
export default module;

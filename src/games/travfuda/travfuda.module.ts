/** The TravFuda chunk: engine, options, bot, table, rules. */
import { rulesFrom, type GameModule, type TableProps } from '../module.ts';
import { renderEvent } from './words.ts';
import { travfuda, travfudaOptionsSpec } from './travfuda.ts';
import { travfudaBot } from './bots.ts';
import { FishingTable } from './ui/FishingTable.tsx';


const module: GameModule = {
  game: travfuda,
  options: travfudaOptionsSpec,
  bot: travfudaBot as GameModule['bot'],
  renderEvent,
  Table: (p: TableProps) => FishingTable({ ...p, game: 'TravFuda' }),
  rules: rulesFrom(() => import('../../../docs/rules/travfuda.md?raw')),
  progress: (status) => (status.phase === 'match-over' ? `Finished · ${status.totals.join(' : ')}` : `Hand ${status.round} · ${status.totals.join(' : ')}`),
};
export default module;

/** The TravFuda chunk: engine, options, bot, table, rules. */
import { rulesOf, gameModule } from '../module.ts';
import { renderEvent } from './words.ts';
import { travfuda, travfudaOptionsSpec } from './travfuda.ts';
import { travfudaBot } from './bots.ts';
import { FishingTable } from './ui/FishingTable.tsx';

const module = gameModule({
  game: travfuda,
  options: travfudaOptionsSpec,
  bot: travfudaBot,
  renderEvent,
  Table: (p) => FishingTable({ ...p, game: 'TravFuda' }),
  rules: rulesOf('travfuda'),
  progress: (status) =>
    status.phase === 'match-over'
      ? `Finished · ${status.totals.join(' : ')}`
      : `Hand ${status.round} · ${status.totals.join(' : ')}`,
});
export default module;

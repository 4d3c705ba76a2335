/** The Imperial Baccarat chunk: engine, options, bot, table, rules. */
import { rulesOf, gameModule } from '../module.ts';
import { renderEvent } from './words.ts';
import { imperialBaccarat, imperialOptionsSpec } from './imperial-baccarat.ts';
import { imperialBot } from './bots.ts';
import { BaccaratTable } from './ui/BaccaratTable.tsx';

const module = gameModule({
  game: imperialBaccarat,
  options: imperialOptionsSpec,
  bot: imperialBot,
  renderEvent,
  Table: (p) => BaccaratTable({ ...p, game: 'Imperial Baccarat' }),
  rules: rulesOf('imperial-baccarat', 'travfuda'),
  progress: (status) =>
    status.phase === 'match-over'
      ? `Finished · ${status.totals.join(' : ')}`
      : `Hand ${status.round} · ${status.totals.join(' : ')}`,
});
export default module;

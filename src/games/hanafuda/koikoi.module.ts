/** The Koi-Koi chunk: engine, options, bot, table, rules. Loaded when a player opens Koi-Koi. */
import { rulesOf, gameModule } from '../module.ts';
import { koikoi, koikoiOptionsSpec } from './koikoi.ts';
import { koikoiGreedyBot } from './koikoi-bot.ts';
import { KoiKoiTable } from './ui/KoiKoiTable.tsx';
import { KoiKoiYakuSheet } from './ui/YakuSheet.tsx';
import { MONTH_NAMES } from './cards.ts';
import { renderHanafudaEvent } from './words.ts';

const module = gameModule({
  game: koikoi,
  options: koikoiOptionsSpec,
  bot: koikoiGreedyBot,
  Table: KoiKoiTable,
  renderEvent: renderHanafudaEvent,
  rules: rulesOf('koikoi', 'hanafuda'),
  RulesExtra: KoiKoiYakuSheet,
  progress: (status, options) => {
    const rounds = Number(options.rounds ?? 12);
    const month = MONTH_NAMES[(status.round - 1) % 12];
    return status.phase === 'match-over'
      ? `Finished · ${status.totals.join(' : ')}`
      : `${month}, round ${status.round} of ${rounds} · ${status.totals.join(' : ')}`;
  },
});
export default module;

/** The Koi-Koi chunk: engine, options, bot, table, rules. Loaded when a player opens Koi-Koi. */
import { rulesOf, gameModule } from '../module.ts';
import { koikoi, koikoiOptionsSpec } from './koikoi.ts';
import { koikoiGreedyBot } from './koikoi-bot.ts';
import { KoiKoiTable } from './ui/KoiKoiTable.tsx';
import { KoiKoiYakuSheet } from './ui/YakuSheet.tsx';
import { renderHanaEvent } from './hanafuda.words.ts';
import { renderHanaRefusal } from './learn.words.ts';
import { koikoiTeach } from './teach.ts';
import { howToOf } from './ui/HowTo.tsx';
import { koikoiOptionWords } from './koikoi.options.ts';
import { koikoiGuide } from './koikoi.guide.ts';

const module = gameModule({
  game: koikoi,
  options: koikoiOptionsSpec,
  bot: koikoiGreedyBot,
  Table: KoiKoiTable,
  renderEvent: renderHanaEvent,
  renderRefusal: renderHanaRefusal,
  teach: koikoiTeach,
  optionWords: koikoiOptionWords,
  rules: rulesOf('koikoi', 'hanafuda'),
  RulesExtra: KoiKoiYakuSheet,
  guide: koikoiGuide,
  HowTo: howToOf('koikoi', KoiKoiYakuSheet),
  progress: (status, options) => ({
    over: status.phase === 'match-over',
    unit: 'round',
    round: status.round,
    of: Number(options.rounds ?? 12),
    month: ((status.round - 1) % 12) + 1,
    totals: status.totals,
  }),
});
export default module;

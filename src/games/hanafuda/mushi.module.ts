/** The Mushi chunk: engine, options, bot, table, rules and yaku sheet. Loaded when a player opens Mushi. */
import { rulesOf, gameModule } from '../module.ts';
import { mushi, mushiOptionsSpec } from './mushi.ts';
import { renderHanaEvent } from './hanafuda.words.ts';
import { renderHanaRefusal } from './learn.words.ts';
import { mushiTeach } from './teach.ts';
import { howToOf } from './ui/HowTo.tsx';
import { mushiOptionWords } from './mushi.options.ts';
import { mushiBot } from './mushi-bot.ts';
import { MushiTable, MushiYakuSheet } from './ui/MushiTable.tsx';

const module = gameModule({
  game: mushi,
  options: mushiOptionsSpec,
  bot: mushiBot,
  Table: MushiTable,
  renderEvent: renderHanaEvent,
  renderRefusal: renderHanaRefusal,
  teach: mushiTeach,
  optionWords: mushiOptionWords,
  rules: rulesOf('mushi', 'hanafuda'),
  RulesExtra: MushiYakuSheet,
  HowTo: howToOf('mushi', MushiYakuSheet),
  progress: (status, options) => ({
    over: status.phase === 'match-over',
    unit: 'round',
    round: status.round,
    of: Number(options.rounds ?? 12),
    totals: status.totals,
  }),
});
export default module;

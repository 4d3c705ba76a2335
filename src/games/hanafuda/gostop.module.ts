/** The Go-Stop chunk: engine, options, bot, table, rules and yaku sheet. Loaded when a player opens Go-Stop. */
import { rulesOf, gameModule } from '../module.ts';
import { gostop, gostopOptionsSpec } from './gostop.ts';
import { renderHanaEvent } from './hanafuda.words.ts';
import { renderHanaRefusal } from './learn.words.ts';
import { gostopTeach } from './teach.ts';
import { howToOf } from './ui/HowTo.tsx';
import { gostopOptionWords } from './gostop.options.ts';
import { gostopGreedyBot } from './gostop-bot.ts';
import { GoStopTable, GoStopYakuSheet } from './ui/GoStopTable.tsx';

const module = gameModule({
  game: gostop,
  options: gostopOptionsSpec,
  bot: gostopGreedyBot,
  Table: GoStopTable,
  renderEvent: renderHanaEvent,
  renderRefusal: renderHanaRefusal,
  teach: gostopTeach,
  optionWords: gostopOptionWords,
  rules: rulesOf('gostop', 'hanafuda'),
  RulesExtra: GoStopYakuSheet,
  HowTo: howToOf('gostop', GoStopYakuSheet),
  progress: (status, options) => {
    const target = Number(options.target ?? 0);
    return {
      over: status.phase === 'match-over',
      unit: 'round',
      round: status.round,
      ...(target > 0 ? { target } : { of: Number(options.rounds ?? 12) }),
      totals: status.totals,
    };
  },
});
export default module;

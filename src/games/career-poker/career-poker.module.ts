/** The Career Poker chunk: engine, options, bot, table, event renderer, rules. */
import { rulesOf, gameModule } from '../module.ts';
import { careerPoker, careerPokerOptionsSpec } from './career-poker.ts';
import { careerPokerBot } from './bot.ts';
import { CareerPokerTable } from './ui/CareerPokerTable.tsx';
import { renderCpEvent, renderCpRefusal } from './family.words.ts';
import { careerPokerOptionWords } from './options.words.ts';
import { words } from '../../i18n/current.ts';
import { careerPokerModuleWords } from './module.words.ts';
import { careerPokerTeacher } from './teach.ts';
import { CareerPokerHowTo } from './ui/HowTo.tsx';
import { careerPokerGuide } from './career-poker.guide.ts';

const module = gameModule({
  game: careerPoker,
  options: careerPokerOptionsSpec,
  bot: careerPokerBot,
  Table: CareerPokerTable,
  renderEvent: renderCpEvent,
  renderRefusal: renderCpRefusal,
  optionWords: careerPokerOptionWords,
  rules: rulesOf('career-poker'),
  teach: careerPokerTeacher,
  HowTo: CareerPokerHowTo,
  guide: careerPokerGuide,
  seatNote: (options, seats, seat) => {
    if (options.mode !== 'team' || seats.length !== 4) return undefined;
    const w = words(careerPokerModuleWords);
    const partner = seats[(seat + 2) % 4]?.name;
    return w.seatNote(seat % 2 === 0 ? 0 : 1, partner ?? null);
  },
  progress: (status) => ({
    over: status.phase === 'match-over',
    unit: 'round',
    round: status.round,
    totals: status.totals,
  }),
});
export default module;

/** The Career Poker chunk: engine, options, bot, table, event renderer, rules. */
import { rulesOf, gameModule } from '../module.ts';
import { careerPoker, careerPokerOptionsSpec } from './career-poker.ts';
import { careerPokerBot } from './bot.ts';
import { CareerPokerTable } from './ui/CareerPokerTable.tsx';
import { renderCareerPokerEvent, renderCareerPokerRefusal } from './render.ts';

const module = gameModule({
  game: careerPoker,
  options: careerPokerOptionsSpec,
  bot: careerPokerBot,
  Table: CareerPokerTable,
  renderEvent: renderCareerPokerEvent,
  renderRefusal: renderCareerPokerRefusal,
  rules: rulesOf('career-poker'),
  seatNote: (options, seats, seat) =>
    options.mode === 'team' && seats.length === 4
      ? `Team ${seat % 2 === 0 ? 'A' : 'B'}, with ${seats[(seat + 2) % 4]?.name ?? 'your partner'}`
      : undefined,
  progress: (status) => ({
    over: status.phase === 'match-over',
    unit: 'round',
    round: status.round,
    totals: status.totals,
  }),
});
export default module;

/** The Higo-Bana chunk: engine, options, bot, table, rules. Loaded when a player opens Higo-Bana. */
import { rulesOf, gameModule } from '../module.ts';
import { higobana, higoBanaOptionsSpec, teamOfSeat, teamSeats, type HigoBanaTeams } from './higobana.ts';
import { renderHanaEvent } from './hanafuda.words.ts';
import { renderHanaRefusal } from './learn.words.ts';
import { higobanaTeach } from './teach.ts';
import { howToOf } from './ui/HowTo.tsx';
import { higobanaOptionWords } from './higobana.options.ts';
import { words } from '../../i18n/current.ts';
import { hanaTableWords } from './ui/table.words.ts';
import { higoBanaGreedyBot } from './higobana-bot.ts';
import { HigoBanaTable, HigoBanaYakuSheet } from './ui/HigoBanaTable.tsx';

const module = gameModule({
  game: higobana,
  options: higoBanaOptionsSpec,
  bot: higoBanaGreedyBot,
  Table: HigoBanaTable,
  renderEvent: renderHanaEvent,
  renderRefusal: renderHanaRefusal,
  teach: higobanaTeach,
  optionWords: higobanaOptionWords,
  rules: rulesOf('higobana', 'hanafuda'),
  RulesExtra: HigoBanaYakuSheet,
  HowTo: howToOf('higobana', HigoBanaYakuSheet),
  seatNote: (options, seats, seat) => {
    const teams = (options.teams ?? 'none') as HigoBanaTeams;
    if (teams === 'none') return undefined;
    const t = teamOfSeat(seat, seats.length, teams);
    const w = words(hanaTableWords);
    const mates = teamSeats(seats.length, teams)
      [t]!.filter((s) => s !== seat)
      .map((s) => seats[s]?.name ?? w.player(s + 1));
    return w.seatNote(t + 1, mates);
  },
  progress: (status, options) => ({
    over: status.phase === 'match-over',
    unit: 'round',
    round: status.round,
    of: Number(options.rounds ?? 12),
    totals: status.totals,
    ...(options.scoring === 'cumulative' ? {} : { totalsOf: 'victories' as const }),
  }),
});
export default module;

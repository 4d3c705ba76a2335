/** The Higo-Bana chunk: engine, options, bot, table, rules. Loaded when a player opens Higo-Bana. */
import { rulesOf, gameModule } from '../module.ts';
import { higobana, higoBanaOptionsSpec, teamOfSeat, teamSeats, type HigoBanaTeams } from './higobana.ts';
import { renderHanafudaEvent } from './words.ts';
import { higoBanaGreedyBot } from './higobana-bot.ts';
import { HigoBanaTable, HigoBanaYakuSheet } from './ui/HigoBanaTable.tsx';

const module = gameModule({
  game: higobana,
  options: higoBanaOptionsSpec,
  bot: higoBanaGreedyBot,
  Table: HigoBanaTable,
  renderEvent: renderHanafudaEvent,
  rules: rulesOf('higobana', 'hanafuda'),
  RulesExtra: HigoBanaYakuSheet,
  seatNote: (options, seats, seat) => {
    const teams = (options.teams ?? 'none') as HigoBanaTeams;
    if (teams === 'none') return undefined;
    const t = teamOfSeat(seat, seats.length, teams);
    const mates = teamSeats(seats.length, teams)
      [t]!.filter((s) => s !== seat)
      .map((s) => seats[s]?.name ?? `Seat ${s + 1}`);
    return `Team ${t + 1}, with ${mates.join(' and ')}`;
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

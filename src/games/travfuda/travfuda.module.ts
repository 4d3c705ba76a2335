/** The TravFuda chunk: engine, options, bot, table, rules. */
import { rulesOf, gameModule } from '../module.ts';
import { renderTravFudaEvent } from './family.words.ts';
import { renderTravFudaRefusal } from './learn.words.ts';
import { TravHowTo } from './ui/HowTo.tsx';
import { fishTeacher } from './teach.ts';
import { travfudaOptionWords } from './options.words.ts';
import { gameName } from '../catalog.words.ts';
import { travfuda, travfudaOptionsSpec } from './travfuda.ts';
import { travfudaBot } from './bots.ts';
import { FishingTable } from './ui/FishingTable.tsx';
import { travfudaGuide } from './travfuda.guide.ts';

const module = gameModule({
  game: travfuda,
  options: travfudaOptionsSpec,
  bot: travfudaBot,
  renderEvent: renderTravFudaEvent,
  renderRefusal: renderTravFudaRefusal,
  teach: fishTeacher,
  optionWords: travfudaOptionWords,
  Table: (p) => FishingTable({ ...p, game: gameName('travfuda') }),
  HowTo: () => TravHowTo({ game: 'travfuda' }),
  rules: rulesOf('travfuda'),
  guide: travfudaGuide,
  progress: (status) => ({
    over: status.phase === 'match-over',
    unit: 'hand',
    round: status.round,
    totals: status.totals,
  }),
});
export default module;

/** The Denebian Baccarat chunk: engine, options, bot, table, rules. */
import { rulesOf, gameModule } from '../module.ts';
import { renderTravFudaEvent } from './family.words.ts';
import { renderTravFudaRefusal } from './learn.words.ts';
import { TravHowTo } from './ui/HowTo.tsx';
import { bacTeacher } from './teach.ts';
import { denebianOptionWords } from './options.words.ts';
import { gameName } from '../catalog.words.ts';
import { denebianBaccarat, denebianOptionsSpec } from './denebian-baccarat.ts';
import { denebianBot } from './bots.ts';
import { BaccaratTable } from './ui/BaccaratTable.tsx';

const module = gameModule({
  game: denebianBaccarat,
  options: denebianOptionsSpec,
  bot: denebianBot,
  renderEvent: renderTravFudaEvent,
  renderRefusal: renderTravFudaRefusal,
  teach: bacTeacher,
  optionWords: denebianOptionWords,
  Table: (p) => BaccaratTable({ ...p, game: gameName('denebian-baccarat') }),
  HowTo: () => TravHowTo({ game: 'denebian-baccarat' }),
  rules: rulesOf('denebian-baccarat', 'travfuda'),
  progress: (status) => ({
    over: status.phase === 'match-over',
    unit: 'hand',
    round: status.round,
    totals: status.totals,
  }),
});
export default module;

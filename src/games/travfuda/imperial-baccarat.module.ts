/** The Imperial Baccarat chunk: engine, options, bot, table, rules. */
import { rulesOf, gameModule } from '../module.ts';
import { renderTravFudaEvent } from './family.words.ts';
import { renderTravFudaRefusal } from './learn.words.ts';
import { TravHowTo } from './ui/HowTo.tsx';
import { bacTeacher } from './teach.ts';
import { imperialOptionWords } from './options.words.ts';
import { gameName } from '../catalog.words.ts';
import { imperialBaccarat, imperialOptionsSpec } from './imperial-baccarat.ts';
import { imperialBot } from './bots.ts';
import { BaccaratTable } from './ui/BaccaratTable.tsx';

const module = gameModule({
  game: imperialBaccarat,
  options: imperialOptionsSpec,
  bot: imperialBot,
  renderEvent: renderTravFudaEvent,
  renderRefusal: renderTravFudaRefusal,
  teach: bacTeacher,
  optionWords: imperialOptionWords,
  Table: (p) => BaccaratTable({ ...p, game: gameName('imperial-baccarat') }),
  HowTo: () => TravHowTo({ game: 'imperial-baccarat' }),
  rules: rulesOf('imperial-baccarat', 'travfuda'),
  progress: (status) => ({
    over: status.phase === 'match-over',
    unit: 'hand',
    round: status.round,
    totals: status.totals,
  }),
});
export default module;

/** The Run or Jump! chunk: engine, options, bot, table, rules. */
import { rulesOf, gameModule } from '../module.ts';
import { renderTravFudaEvent } from './family.words.ts';
import { renderTravFudaRefusal } from './learn.words.ts';
import { TravHowTo } from './ui/HowTo.tsx';
import { fishTeacher } from './teach.ts';
import { runOrJumpOptionWords } from './options.words.ts';
import { gameName } from '../catalog.words.ts';
import { travfudaRunOrJump, runOrJumpOptionsSpec } from './travfuda-run-or-jump.ts';
import { travfudaBot } from './bots.ts';
import { FishingTable } from './ui/FishingTable.tsx';

const module = gameModule({
  game: travfudaRunOrJump,
  options: runOrJumpOptionsSpec,
  bot: travfudaBot,
  renderEvent: renderTravFudaEvent,
  renderRefusal: renderTravFudaRefusal,
  teach: fishTeacher,
  optionWords: runOrJumpOptionWords,
  Table: (p) => FishingTable({ ...p, game: gameName('travfuda-run-or-jump') }),
  HowTo: () => TravHowTo({ game: 'travfuda-run-or-jump' }),
  rules: rulesOf('travfuda-run-or-jump', 'travfuda'),
  progress: (status) => ({
    over: status.phase === 'match-over',
    unit: 'hand',
    round: status.round,
    totals: status.totals,
  }),
});
export default module;

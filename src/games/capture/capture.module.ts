/** The Capture chunk: engine, options, bot, table, rules, event words. Loaded when a player opens Capture. */
import { rulesOf, gameModule } from '../module.ts';
import { capture, captureOptionsSpec } from './capture.ts';
import { captureBot } from './bot.ts';
import { CaptureTable } from './ui/CaptureTable.tsx';
import { renderCaEvent, renderCaRefusal } from './family.words.ts';
import { captureOptionWords } from './options.words.ts';
import { captureGuide, captureTeacher } from './teach.ts';
import { CaptureHowTo } from './ui/HowTo.tsx';

const module = gameModule({
  game: capture,
  options: captureOptionsSpec,
  bot: captureBot,
  Table: CaptureTable,
  renderEvent: renderCaEvent,
  renderRefusal: renderCaRefusal,
  optionWords: captureOptionWords,
  teach: captureTeacher,
  guide: captureGuide,
  HowTo: CaptureHowTo,
  rules: rulesOf('capture'),
  progress: (status, options) => ({
    over: status.phase === 'match-over',
    unit: 'hand',
    round: status.round,
    of: options.guided === true ? 1 : 6,
    totals: status.totals,
  }),
});
export default module;

/** The Capture chunk: engine, options, bot, table, rules, event words. Loaded when a player opens Capture. */
import { rulesOf, gameModule } from '../module.ts';
import { capture, captureOptionsSpec } from './capture.ts';
import { captureBot } from './bot.ts';
import { CaptureTable } from './ui/CaptureTable.tsx';
import { renderCaptureEvent } from './events.ts';

const module = gameModule({
  game: capture,
  options: captureOptionsSpec,
  bot: captureBot,
  Table: CaptureTable,
  renderEvent: renderCaptureEvent,
  rules: rulesOf('capture'),
  progress: (status) =>
    status.phase === 'match-over'
      ? `Finished · ${status.totals.join(' : ')}`
      : `Hand ${status.round} of 6 · ${status.totals.join(' : ')}`,
});
export default module;

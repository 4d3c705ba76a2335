/** The match's score sheet: a finished round's row is written on it; a row not saved yet is kept and retried. */
import { signal } from '@preact/signals';
import type { SeatInfo } from '../../engine/match.ts';
import type { Status } from '../../engine/types.ts';
import type { GameModule } from '../../games/module.ts';
import type { ScoreSheet } from '../../store/records.ts';
import { SheetLimitError } from '../../store/sheets.ts';
import { saveSheet } from '../sheetsData.ts';
import { toast } from '../state.ts';
import { refusedWords } from '../limits.words.ts';
import { sheetAfterRound } from './sheetRows.ts';

export class MatchSheet {
  /** The last round's row could not be saved on the sheet yet (it waits in the pending queue). */
  readonly unsaved = signal(false);

  constructor(
    private sheet: ScoreSheet | undefined,
    private readonly module: Pick<GameModule, 'renderEvent'>,
    private readonly seats: readonly SeatInfo[],
  ) {}

  /** Write the round's row when a round has just ended (`st` is the status after the move). */
  async afterMove(st: Status): Promise<void> {
    if (!this.sheet) return;
    let sheet: ScoreSheet;
    try {
      sheet = sheetAfterRound(this.sheet, this.module, st, this.seats, Date.now());
    } catch (e) {
      // A sheet full of rounds (its adjustments count too), a score past ±LIMITS.score: the game
      // goes on, its sheet keeps what it has (the row is not written).
      if (!(e instanceof RangeError)) throw e;
      toast(refusedWords(e instanceof SheetLimitError ? 'rounds' : 'score'), { kind: 'error', timeout: 8000 });
      return;
    }
    if (sheet === this.sheet) return;
    this.sheet = sheet;
    this.unsaved.value = !(await saveSheet(sheet));
  }

  /** Try again to save a row that could not be saved. */
  async retry(): Promise<void> {
    if (this.unsaved.value && this.sheet) this.unsaved.value = !(await saveSheet(this.sheet, true));
  }
}

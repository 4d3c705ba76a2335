/**
 * A score sheet's rows in the reader's language (issue 27): a row keeps its round's name and
 * outcome as data (`SheetRound.name`, `SheetRound.events`), worded here when it is shown or
 * exported, with the sheet's players' names and the game's own renderer (its module's
 * `renderEvent`, loaded lazily through the catalogue entry, once per game). Rows saved before,
 * and notes typed by players, are shown as they are.
 */
import { signal } from '@preact/signals';
import { type EventRenderer, renderEvents } from '../../engine/events.ts';
import { catalogEntry } from '../../games/catalog.ts';
import { ready } from '../../i18n/current.ts';
import type { ScoreSheet, SheetRound } from '../../store/records.ts';
import { rowName } from './roundName.words.ts';
import { calcNote } from '../../games/calc/calc.words.ts';

/** Each game's renderer once loaded (null: the game has none, or its chunk could not load). */
const renderers = signal<Readonly<Record<string, EventRenderer | null>>>({});
const pending = new Map<string, Promise<EventRenderer | null>>();

/** Load (once) the renderer of a game's events. */
export function loadRenderer(gameId: string): Promise<EventRenderer | null> {
  const had = pending.get(gameId);
  if (had) return had;
  const load = catalogEntry(gameId)?.load;
  // Published once the reader's language has the words the module brought (its catalogues are
  // known once it has loaded): a Japanese sheet never shows its rows in English first.
  const p = (load ? load().then((m) => ready().then(() => m.renderEvent ?? null)) : Promise.resolve(null)).catch(() => {
    pending.delete(gameId);
    return null;
  });
  pending.set(gameId, p);
  void p.then((r) => {
    renderers.value = { ...renderers.value, [gameId]: r };
  });
  return p;
}

/**
 * The renderer of a game's events if it has loaded (a component reading it re-renders when it
 * arrives; the loading starts here).
 */
export function rendererOf(gameId: string): EventRenderer | null | undefined {
  const r = renderers.value[gameId];
  if (r === undefined && !pending.has(gameId)) void loadRenderer(gameId);
  return r;
}

/**
 * A row's note as shown: the players' words it keeps, then its events worded with the sheet's names
 * ("Calculated: …" when a score calculator gave them).
 */
export function rowNote(r: SheetRound, players: readonly string[], render: EventRenderer | null | undefined): string {
  if (r.events && r.events.length > 0 && render) {
    const said = renderEvents(render, r.events, players);
    const shown = r.calculated ? calcNote(said) : said;
    if (said) return r.note ? `${r.note} · ${shown}` : shown;
  }
  return r.note;
}

/** What a sheet's CSV or text needs to word its rows. */
export interface SheetRowWords {
  name: (r: SheetRound) => string | undefined;
  note: (r: SheetRound) => string;
}

/** The words of a sheet's rows with a game's renderer (loaded or not). */
export function sheetRowWords(
  sheet: Pick<ScoreSheet, 'players'>,
  render: EventRenderer | null | undefined,
): SheetRowWords {
  return { name: rowName, note: (r) => rowNote(r, sheet.players, render) };
}

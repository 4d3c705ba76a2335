/** What the table would say for events, with the seats named "Player 1", "Player 2", … (as the tests' expectations are written). */
import { renderEvents, type GameEvent } from '../../../src/engine/events.ts';
import { renderHanafudaEvent } from '../../../src/games/hanafuda/words.ts';

export const NAMES = ['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Player 5', 'Player 6', 'Player 7'];

export function said(events: readonly GameEvent[] | undefined): string {
  return renderEvents(renderHanafudaEvent, events, NAMES);
}

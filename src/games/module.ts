/**
 * What a game's lazy chunk provides to the app: the engine, its options as data, a bot,
 * the table component, and its rules text.
 */
import type { ComponentType } from 'preact';
import type { AnyGame, Status } from '../engine/types.ts';
import type { Bot } from '../engine/bot.ts';
import type { OptionsSpec } from '../engine/options.ts';
import type { SeatInfo } from '../engine/match.ts';
import type { EventRenderer } from '../engine/events.ts';

export interface TableSettings {
  /** Small month/class (or suit/symbol) labels on card faces. */
  labels: boolean;
  /** Highlight matching cards. */
  hints: boolean;
  /** Milliseconds for a card animation; 0 = none. */
  motionMs: number;
}

export interface TableProps {
  /** The viewer's view (engine `view(state, seat)`): the only game data a table gets. */
  view: unknown;
  /** The seat whose view this is. */
  seat: number;
  /** The viewer's legal moves now (empty when it is not their turn). */
  legal: unknown[];
  seats: SeatInfo[];
  status: Status;
  /** Dispatch a move for the viewer seat. */
  play: (move: unknown) => void;
  /** True while a bot is thinking or a move is being saved. */
  busy: boolean;
  settings: TableSettings;
}

export interface GameModule {
  game: AnyGame;
  options: OptionsSpec<any>;
  bot: Bot;
  Table: ComponentType<TableProps>;
  /** Words the engine's events (view `events`, `RoundResult.events`) with the seats' names. */
  renderEvent?: EventRenderer;
  /** Markdown rules text in our words (docs/rules/<game>.md), loaded only for the rules screen. */
  rules: () => Promise<string>;
  /** Extra rules content under the text (e.g. a yaku sheet with card pictures). */
  RulesExtra?: ComponentType<{ options: Record<string, unknown>; preset?: string }>;
  /** A public note on a seat for the hand-off screen, e.g. "Team 2, with Ben". */
  seatNote?: (options: Record<string, unknown>, seats: SeatInfo[], seat: number) => string | undefined;
  /** A public one-line progress note for the resume list, e.g. "May, round 5 of 12". */
  progress?: (status: Status, options: Record<string, unknown>) => string;
}

/** Rules text joined from several markdown files, each loaded on demand (its own small chunk). */
export function rulesFrom(...parts: (() => Promise<{ default: string }>)[]): () => Promise<string> {
  return () => Promise.all(parts.map((p) => p())).then((texts) => texts.map((t) => t.default).join('\n\n'));
}

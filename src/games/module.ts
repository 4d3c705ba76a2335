/**
 * What a game's lazy chunk provides to the app: the engine, its options as data, a bot,
 * the table component, and its rules text.
 */
import type { ComponentType } from 'preact';
import type { Game, Status } from '../engine/types.ts';
import type { Bot } from '../engine/bot.ts';
import type { OptionsSpec } from '../engine/options.ts';
import type { SeatInfo } from '../engine/match.ts';
import type { EventRenderer } from '../engine/events.ts';
import type { RefusalRenderer } from '../engine/refusals.ts';
import type { Catalogue } from '../i18n/current.ts';
import type { OptionWords } from '../i18n/options.ts';
import type { Lang } from '../i18n/lang.ts';
import type { Progress } from './progress.ts';

export interface TableSettings {
  /** Small month/class (or suit/symbol) labels on card faces. */
  labels: boolean;
  /** Highlight matching cards. */
  hints: boolean;
  /** Milliseconds for a card animation; 0 = none. */
  motionMs: number;
}

/**
 * What a table gets, typed by its game: `View` is what its engine's `view` returns and `Move`
 * its moves, so a table reads its view without a cast.
 */
export interface TableProps<View = unknown, Move = unknown> {
  /** The viewer's view (engine `view(state, seat)`): the only game data a table gets. */
  view: View;
  /** The seat whose view this is. */
  seat: number;
  /** The viewer's legal moves now (empty when it is not their turn). */
  legal: Move[];
  seats: SeatInfo[];
  status: Status;
  /**
   * Dispatch a move for the viewer seat. A method, so that a table shared by two games (the
   * baccarats, the fishing games) may take the union of their moves; the engine refuses any
   * move not legal for its seat.
   */
  play(move: Move): void;
  /**
   * "Why not?" (issue 28 §2): the reason the engine refuses `move` for the viewer now, in the
   * reader's language (worded from the refusal's code by the family's words), or null when the move
   * is legal. A table asks it when a card that cannot be played is tapped (`src/table/whynot.tsx`).
   * Optional: a table drawn without the app (a test) has none.
   */
  whyNot?(move: Move): string | null;
  /** True while a bot is thinking or a move is being saved. */
  busy: boolean;
  settings: TableSettings;
}

/** A rule explained where it happened, once per match: `id` names the rule (e.g. "koikoi", "ppuk"). */
export interface TeachNote {
  id: string;
  text: string;
}

/**
 * Teaching mode (issue 28 §1), worded by the family's words module in the reader's language: the
 * engine's view and legal moves say what is possible; the teacher only words it.
 */
export interface Teacher<View, Move> {
  /**
   * One sentence for the viewer when it is their turn: what they can do now and why the lit cards
   * are lit ("Match a card of the same month on the field, or lay one down"); null otherwise.
   */
  turn(view: View, legal: readonly Move[], seat: number, names: readonly string[]): string | null;
  /**
   * The rules that happened in the view's latest events (a capture of two, a ppuk, koi-koi, a
   * revolution …), each with its short explanation. The app shows each `id` once per match.
   */
  notes(view: View, seat: number, names: readonly string[]): TeachNote[];
}

/**
 * A guided first round (issue 28 §5): seat 0 learns against bots on a stacked deal; at each of the
 * learner's turns the guide picks the move to make (one of the legal moves: the table lights only
 * it) and says it, naming the card to tap or the button to press and why. The moves are the
 * learner's own taps through the engine, so the round ends with a real score. The guide chooses
 * from the position, never from a script of moves, so it stays legal whatever the bots do.
 */
export interface Guide<View, Move> {
  /** Seats: the learner is seat 0, the others bots at `level`. */
  players: number;
  level: 'easy' | 'normal';
  options: Record<string, unknown>;
  /** The first round's deal (contract rule 7), chosen so that each kind of turn happens early. */
  deck?: string[];
  /** The seed for whatever follows the deal (the bots' choices, later rounds). */
  seed: string;
  /** The move the guide asks for now: one of `legal`. */
  next(view: View, legal: readonly Move[], seat: number): Move;
  /** This step's sentence: which card to tap or which button to press, and why (the family's words). */
  say(view: View, move: Move, seat: number, names: readonly string[]): string;
}

/**
 * A game's chunk with its types: the engine's view is what the bot reads and the table shows,
 * its moves are what both give back. Build one with `gameModule`, which checks that pairing.
 */
export interface TypedGameModule<State, Move, Options, View> {
  game: Game<State, Move, Options, View>;
  options: OptionsSpec<Options>;
  bot: Bot<NoInfer<View>, NoInfer<Move>>;
  Table: ComponentType<TableProps<NoInfer<View>, NoInfer<Move>>>;
  /** Words the engine's events (view `events`, `RoundResult.events`) with the seats' names. */
  renderEvent?: EventRenderer;
  /** Words the game's own refusal codes (the shared ones are worded by `src/engine/refusals.ts`). */
  renderRefusal?: RefusalRenderer;
  /**
   * The options' labels, help, groups and presets in the reader's language (`src/i18n/options.ts`):
   * a catalogue whose English is `optionWordsOf(options)`. Absent: the form shows the declaration's English.
   */
  optionWords?: Catalogue<OptionWords>;
  /**
   * The rules text in our words (docs/rules/<game>.md and its translations in docs/rules/ja/ and
   * docs/rules/ko/), loaded only for the rules screen: each part in the reader's language where a
   * translation exists, else in English (`rulesOf`).
   */
  rules: (lang: Lang) => Promise<RulesPart[]>;
  /**
   * How to play, on one screen (issue 28 §4): the goal, one turn and how scoring works, drawn with
   * the game's own cards, in the reader's language (the family's words). The rules screen shows it
   * first, the full rules one tap further (`#/rules/<game>?full=1`).
   */
  HowTo?: ComponentType<{ options: Record<string, unknown>; preset?: string }>;
  /** Teaching mode's words for this game (issue 28 §1; `src/app/match/teach.ts`). */
  teach?: Teacher<NoInfer<View>, NoInfer<Move>>;
  /** A guided first round (issue 28 §5): one learner against bots on a known deal, step by step. */
  guide?: Guide<NoInfer<View>, NoInfer<Move>>;
  /** Extra rules content under the text (e.g. a yaku sheet with card pictures). */
  RulesExtra?: ComponentType<{ options: Record<string, unknown>; preset?: string }>;
  /** A public note on a seat for the hand-off screen, e.g. "Team 2, with Ben". */
  seatNote?: (options: Record<string, unknown>, seats: SeatInfo[], seat: number) => string | undefined;
  /** Where the match stands, for the match lists ("May, round 5 of 12"): data, worded by `progress.words.ts`. */
  progress?: (status: Status, options: Record<string, unknown>) => Progress;
}

/**
 * Any game's chunk, for the app (registry, session, screens) that does not care which: the
 * types are erased here, at the registry's boundary, and nowhere else.
 */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds modules of different state, move, view and options types
export type GameModule = TypedGameModule<any, any, any, any>;

/**
 * The one place a module pairs its engine with its bot and table: the compiler checks that
 * the table's props and the bot take the engine's own view and moves, then the type is erased.
 */
export function gameModule<State, Move, Options, View>(m: TypedGameModule<State, Move, Options, View>): GameModule {
  return m;
}

/** One markdown file of a game's rules, and the language it is written in. */
export interface RulesPart {
  text: string;
  lang: Lang;
}

/** Every rules text, English and translated, each its own small chunk loaded on demand. */
const RULES = import.meta.glob<string>('../../docs/rules/**/*.md', { query: '?raw', import: 'default' });

const rulesPath = (lang: Lang, name: string) =>
  lang === 'en' ? `../../docs/rules/${name}.md` : `../../docs/rules/${lang}/${name}.md`;

/**
 * A game's rules from the files `docs/rules/<name>.md`, in this order (e.g. the game's own page,
 * then its family's shared page): each in the reader's language when `docs/rules/<lang>/<name>.md`
 * exists, else in English.
 */
export function rulesOf(...names: string[]): (lang: Lang) => Promise<RulesPart[]> {
  for (const n of names) if (!RULES[rulesPath('en', n)]) throw new Error(`No rules text docs/rules/${n}.md`);
  return (lang) =>
    Promise.all(
      names.map(async (n) => {
        const l: Lang = RULES[rulesPath(lang, n)] ? lang : 'en';
        return { text: await RULES[rulesPath(l, n)]!(), lang: l };
      }),
    );
}

/**
 * The bots' words (issue 27): the levels' names, "… is thinking", and the hint's words (what to
 * do, by the move's type, and whether it points at highlighted cards).
 */
import { catalogue } from '../../i18n/current.ts';

const VERBS: Record<string, string> = {
  play: 'Play',
  capture: 'Capture',
  match: 'Match',
  take: 'Take',
  place: 'Place',
  lead: 'Lead',
  follow: 'Follow',
  add: 'Add',
  draw: 'Draw',
  'draw-only': 'Draw',
  pass: 'Pass',
  stop: 'Stop here',
  koikoi: 'Call koi-koi',
  go: 'Call go',
  declare: 'Declare',
  shake: 'Shake',
  bomb: 'Bomb',
  stand: 'Stand',
  run: 'Run',
  jump: 'Jump',
  'next-round': 'Next round',
};

const en = {
  levels: { easy: 'Easy', normal: 'Normal', hard: 'Hard' },
  bot: 'Bot',
  thinking: (name: string) => `${name} is thinking…`,
  hintButton: 'Hint',
  hintThinking: 'Hint: thinking…',
  verbs: VERBS,
  /** "Hint: Play the highlighted card." — `verb` from `verbs` (or the type itself), `cards` how many are on screen. */
  hint(type: string, cards: number): string {
    const verb = VERBS[type] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, ' ') : 'Play');
    const what = cards === 0 ? '' : cards === 1 ? ' the highlighted card' : ' the highlighted cards';
    const connective = what && /^(Stop here|Call|Next round|Pass|Draw)/.test(verb) ? ': highlighted' : '';
    return `Hint: ${connective ? `${verb}${connective}` : `${verb}${what}`}.`;
  },
};

export type BotsWords = typeof en;

export const botsWords = catalogue<BotsWords>(en, {
  ja: () => import('./bots.words.ja.ts').then((m) => m.default),
  ko: () => import('./bots.words.ko.ts').then((m) => m.default),
});

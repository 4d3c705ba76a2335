/** The rules screens' own words (issue 27); the rules texts themselves are docs/rules/. */
import { catalogue } from '../../i18n/current.ts';

const en = {
  title: 'Rules',
  none: 'Rules come with each game.',
  gameRules: (game: string) => `${game} rules`,
  noRules: 'There are no rules for this game in the app yet.',
  cannotLoad: 'The rules could not be loaded.',
  loading: 'Loading…',
  /** Shown above a part of the rules that has no translation in the reader's language yet. */
  notTranslated: 'This part of the rules is not translated yet; here it is in English.',
  preset: (label: string) => `This game uses the rules “${label}”.`,
  /** The link under a game's one-screen "how to play" to its whole rules text (issue 28 §4). */
  fullRules: 'Read the full rules',
  /** Under a game's how-to-play: a first round with a guide, against a bot (issue 28 §5). */
  guided: 'Play a guided round',
  guidedHelp: 'One round against a bot; each turn says which card to tap and why.',
  howTo: (game: string) => `How to play ${game}`,
};

export type RulesWords = typeof en;

export const rulesWords = catalogue<RulesWords>(en, {
  ja: () => import('./rules.words.ja.ts').then((m) => m.default),
  ko: () => import('./rules.words.ko.ts').then((m) => m.default),
});

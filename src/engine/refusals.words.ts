/**
 * The shared refusal words as a catalogue (issue 27): English is `renderRefusal` of refusals.ts,
 * Japanese and Korean are refusals.ja.ts and refusals.ko.ts, each its own chunk. Only the app
 * imports this (src/app/match/refusal.ts): no engine does, engines stay free of words.
 */
import { catalogue } from '../i18n/current.ts';
import { renderRefusal, type SharedRefusalWords } from './refusals.ts';

const en: { shared: SharedRefusalWords } = {
  shared: (code, data, ctx) => renderRefusal(code, data, { ...ctx, family: undefined }),
};

export type RefusalWords = typeof en;

export const refusalWords = catalogue<RefusalWords>(en, {
  ja: () => import('./refusals.ja.ts').then((m) => ({ shared: m.sharedRefusalJa })),
  ko: () => import('./refusals.ko.ts').then((m) => ({ shared: m.sharedRefusalKo })),
});

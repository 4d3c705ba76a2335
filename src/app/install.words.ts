/** Installing Carriage (InstallCard.tsx): Settings' Install section and Home's one-time hint (issue 27). */
import { catalogue } from '../i18n/current.ts';

const en = {
  legend: 'Install',
  hintHeading: 'Keep Carriage on your home screen',
  gotIt: 'Got it',
  installed: 'Carriage is installed on this device: open it from your home screen, even with no signal.',
  prompt: 'Install Carriage to open it from your home screen like an app, with no signal.',
  installButton: 'Install Carriage',
  /** iOS: before <b>Share</b>, between it and <b>Add to Home Screen</b>, after. */
  ios: [
    'To keep Carriage on your home screen: tap ',
    'Share',
    ' (the square with an arrow) in Safari, then ',
    'Add to Home Screen',
    '. It then opens like an app and works with no signal.',
  ],
  /** Other browsers: the same, around <b>Add to Home screen</b> and <b>Install app</b>. */
  menu: [
    "To keep Carriage on your home screen: open your browser's menu (⋮ or ≡) and choose ",
    'Add to Home screen',
    ' or ',
    'Install app',
    '. It then opens like an app and works with no signal.',
  ],
};

export type InstallWords = typeof en;

export const installWords = catalogue<InstallWords>(en, {
  ja: () => import('./install.words.ja.ts').then((m) => m.default),
  ko: () => import('./install.words.ko.ts').then((m) => m.default),
});

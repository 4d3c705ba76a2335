import type { InstallWords } from './install.words.ts';

export default {
  legend: 'インストール',
  hintHeading: 'Carriageをホーム画面に置く',
  gotIt: 'わかった',
  installed: 'Carriageはこの端末にインストール済みです。電波がなくてもホーム画面から開けます。',
  prompt: 'Carriageをインストールすると、アプリのようにホーム画面から開けます。電波がなくても動きます。',
  installButton: 'Carriageをインストール',
  ios: [
    'Carriageをホーム画面に置くには、Safariで',
    '共有',
    '（矢印の付いた四角）をタップし、',
    'ホーム画面に追加',
    'を選びます。アプリのように開き、電波がなくても動きます。',
  ],
  menu: [
    'Carriageをホーム画面に置くには、ブラウザのメニュー（⋮ か ≡）を開いて',
    'ホーム画面に追加',
    'か',
    'アプリをインストール',
    'を選びます。アプリのように開き、電波がなくても動きます。',
  ],
} satisfies InstallWords;

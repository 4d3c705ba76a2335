import type { ShellWords } from './shell.words.ts';

export default {
  back: '戻る',
  dismiss: '閉じる',
  justNow: 'たった今',
  minAgo: (n) => `${n}分前`,
  hAgo: (n) => `${n}時間前`,
  offlineReady: 'オフラインで使えます',
  updateAvailable: '新しいバージョンがあります',
  reload: '再読み込み',
} satisfies ShellWords;

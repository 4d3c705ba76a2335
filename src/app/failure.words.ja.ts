import type { FailureWords } from './failure.words.ts';

export default {
  quota: '端末の空き容量がないため、最後の変更を保存できませんでした。',
  unavailable: 'ここでは保存できません（プライベートブラウズ？）。変更はアプリを閉じるまでしか残りません。',
  version: '新しいバージョンのCarriageが別のタブで開いています。そちらを閉じて再読み込みしてください。',
  failed: () => '保存できませんでした。',
  matchUnreadable: () => 'この保存済みのゲームは読み込めません。',
  matchGone: 'このゲームはもうこの端末に保存されていません。',
  sheetUnreadable: () => 'このスコア表は読み込めません。',
  conflict: 'このゲームは別のタブかウィンドウで変更されました。保存されたゲームを表示し直します。',
  goesOn: 'プレイは続けられます。保存済みのものは失われません。',
  noSaving: 'この端末では保存できません。',
  keptUntilClose: 'ゲームとスコア表はアプリを閉じるまでしか残りません。',
} satisfies FailureWords;

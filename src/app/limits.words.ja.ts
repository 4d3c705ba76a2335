import type { LimitWords } from './limits.words.ts';

export default {
  rounds: (l, n) => `このスコア表はいっぱいです（最大${n(l.rounds)}回）。続けるには新しいスコア表を始めてください。`,
  history: (l, n) => `このスコア表の履歴はいっぱいです（${n(l.history)}件の変更）。`,
  moves: (l, n) =>
    `このゲームは保存できる最大の${n(l.moves)}手に達しました。読むことはできますが、これ以上は打てません。`,
  moveJson: (l, n) => `この手は大きすぎて保存できないため（${n(l.moveJson)}文字超）、打たれませんでした。`,
  name: (l, n) => `プレイヤー名が長すぎます（最大${n(l.name)}文字）。`,
  title: (l, n) => `タイトルが長すぎます（最大${n(l.title)}文字）。`,
  label: (l, n) => `回のラベルが長すぎます（最大${n(l.label)}文字）。`,
  note: (l, n) => `メモが長すぎます（最大${n(l.note)}文字）。`,
  score: (l, n) => `点数は±${n(l.score)}以内の整数にしてください。`,
  seats: (l, n) => `1卓のプレイヤーは最大${n(l.seats)}人です。`,
  id: (l, n) => `配りのコードが長すぎます（最大${n(l.id)}文字）。`,
  deck: (l, n) => `積み込みの山札は最大${n(l.deck)}枚です。`,
  options: (l, n) => `この設定は大きすぎて保存できません（${n(l.options)}文字超）。`,
  events: (l, n) => `この回の記録は大きすぎて保存できません（${n(l.events)}文字超）。`,
  record: () => 'そのままでは読み戻せないため、保存できませんでした。',
  nothingLost: '保存済みのものは失われません。',
} satisfies LimitWords;

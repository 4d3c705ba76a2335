import type { BotsWords } from './bots.words.ts';

const verbs: BotsWords['verbs'] = {
  play: '出す',
  capture: '取る',
  match: '合わせる',
  take: '取る',
  place: '場に置く',
  lead: '先に出す',
  follow: '続けて出す',
  add: '足す',
  draw: '引く',
  'draw-only': '引く',
  pass: 'パス',
  stop: '勝負',
  koikoi: 'こいこい',
  go: 'ゴー',
  declare: '宣言する',
  shake: '揺さぶり',
  bomb: '爆弾',
  stand: 'スタンド',
  run: 'ラン',
  jump: 'ジャンプ',
  'next-round': '次の局へ',
};

export default {
  levels: { easy: 'やさしい', normal: 'ふつう', hard: 'つよい' },
  bot: 'ボット',
  thinking: (name) => `${name}が考え中…`,
  hintButton: 'ヒント',
  hintThinking: 'ヒント：考え中…',
  verbs,
  hint(type, cards) {
    const verb = verbs[type] ?? '出す';
    if (cards === 0) return `ヒント：${verb}。`;
    // A decision (勝負, こいこい, …) points at the cards it concerns; a play takes them.
    const decision = /^(stop|koikoi|go|next-round|pass|draw|draw-only)$/.test(type);
    return decision ? `ヒント：${verb}（光っている札）。` : `ヒント：光っている札を${verb}。`;
  },
} satisfies BotsWords;

import type { BotsWords } from './bots.words.ts';

const verbs: BotsWords['verbs'] = {
  play: '내기',
  capture: '먹기',
  match: '맞추기',
  take: '가져오기',
  place: '바닥에 놓기',
  lead: '먼저 내기',
  follow: '따라 내기',
  add: '더하기',
  draw: '뒤집기',
  'draw-only': '뒤집기',
  pass: '패스',
  stop: '스톱',
  koikoi: '코이코이',
  go: '고',
  declare: '선언',
  shake: '흔들기',
  bomb: '폭탄',
  stand: '스탠드',
  run: '런',
  jump: '점프',
  'next-round': '다음 판',
};

export default {
  levels: { easy: '쉬움', normal: '보통', hard: '어려움' },
  bot: '봇',
  thinking: (name) => `${name} 생각 중…`,
  hintButton: '힌트',
  hintThinking: '힌트: 생각 중…',
  verbs,
  hint(type, cards) {
    const verb = verbs[type] ?? '내기';
    if (cards === 0) return `힌트: ${verb}.`;
    const decision = /^(stop|koikoi|go|next-round|pass|draw|draw-only)$/.test(type);
    return decision ? `힌트: ${verb} (표시된 패).` : `힌트: 표시된 패 ${verb}.`;
  },
} satisfies BotsWords;

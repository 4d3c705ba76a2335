import type { MatchWords } from './match.words.ts';

export default {
  botName: (n) => `봇 ${n}`,
  playerName: (n) => `플레이어 ${n}`,
  notHere: '이 게임은 이 기기에 없습니다.',
  joinConflict:
    '전에 보관한 수 일부를 이 게임에 이어 붙이지 못했습니다(다른 곳에서 이어서 했습니다). 저장된 게임을 보여 줍니다.',
  unreadable: '저장된 게임이 읽을 수 없는 수에서 멈춥니다. 거기까지 보여 줍니다.',
  replay: (n, why) =>
    `저장된 게임의 ${n}번째 수를 다시 둘 수 없습니다${why ? `: ${why}` : '.'} 그 앞의 수부터 이어 갑니다.`,
  conflict: '이 게임이 다른 탭이나 창에서 바뀌어서, 이 탭에 저장된 게임을 다시 보여 줍니다.',
} satisfies MatchWords;

import type { SummaryWords } from './summary.words.ts';

export default {
  koikoi: '같은 달의 패를 맞춰 약을 만들고, 코이코이로 계속할지 정합니다.',
  gostop: '화투 고스톱: 고로 더 벌거나 스톱으로 점수를 챙깁니다.',
  mushi: '40장과 만능 비광. 한 점도 소중합니다.',
  higobana: '하와이의 사쿠라 화투. 최대 7명, 팀전도 됩니다.',
  travfuda: '우주선과 별의 패. 짝수 더미를 가져갑니다.',
  'travfuda-run-or-jump': 'TravFuda 조합만. 런으로 키우고 점프로 챙깁니다.',
  'imperial-baccarat': 'TravFuda 덱으로 뱅커를 이깁니다.',
  'denebian-baccarat': '앤티를 걸고, 가장 좋은 패가 판돈을 가져갑니다.',
  'career-poker': '트릭을 따서 골드를 벌고, 대부호처럼 전략 패를 털어냅니다.',
  capture: '바닥 패를 넘기거나 노 플레이. 라운드와 앞면 패를 가져갑니다.',
} satisfies SummaryWords;

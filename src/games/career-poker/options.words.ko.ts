/** Career Poker's options in Korean (terms: docs/glossary/career-poker.md). Loaded as its own chunk. */
import type { OptionWords } from '../../i18n/options.ts';

export default {
  fields: {
    mode: {
      label: '게임',
      help: '보통: 3라운드. 짧게: 1라운드. 팀전: 4명만, 마주 앉은 사람과 한 팀.',
      choices: { normal: '보통(3라운드)', short: '짧게(1라운드)', team: '팀전(4명)' },
    },
    nonLeadChooser: {
      label: '리드가 아닌 패가 가는 곳',
      help: '판정 CP-4: 그 패를 낸 사람이 갖거나 누구에게든 줌. 선택: 트릭을 딴 사람이 정함.',
      choices: { owner: '낸 사람이 정함', winner: '트릭을 딴 사람이 정함' },
    },
    tieDirection: {
      label: '최종 동점',
      help: '판정 CP-12: 먼저 나간 사람에게서 그때의 진행 방향으로 가까운 사람이 위. 선택: 언제나 시계 방향.',
      choices: { playDirection: '진행 방향', clockwise: '시계 방향' },
    },
    threePlayerColumns: {
      label: '3명일 때 점수',
      help: '판정 CP-13: +5/0/−3(1·3·5열). 선택: 표 그대로 +5/0/−1.',
      choices: { symmetric: '+5 / 0 / −3', literal: '+5 / 0 / −1(표 그대로)' },
    },
    laterLead: {
      label: '2·3라운드의 리드',
      help: '판정 CP-15: 꼴찌가 리드합니다. 선택: 무작위.',
      choices: { lastRanked: '꼴찌', random: '무작위' },
    },
  },
  groups: {},
  presets: {
    normal: {
      label: '보통(3라운드)',
      description: '원작대로: 3라운드, 점수가 가장 많은 사람이 이김. 정해지지 않은 곳은 우리 판정.',
    },
    short: { label: '짧게(1라운드)', description: '원작대로: 1라운드를 1라운드 줄로 점수 매김.' },
    team: {
      label: '팀전(4명)',
      description: '원작대로: 마주 앉은 두 사람이 한 팀(1+3번 자리 대 2+4번 자리), 3라운드.',
    },
  },
} satisfies OptionWords;

/** Higo-Bana's options in Korean (issue 27). */
import type { OptionWords } from '../../i18n/options.ts';

const n = (k: string) => [k, k] as const;
export default {
  fields: {
    rounds: {
      label: '판 수',
      help: '소책자: 원하는 만큼. 기본값은 12판.',
      choices: Object.fromEntries(['1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24'].map(n)),
    },
    teams: {
      label: '팀',
      help: '소책자와 후다 위키: 한 팀은 먹은 패를 하나로 모으고 번갈아 앉습니다. 2인 팀은 4명이나 6명, 3인 팀은 6명이 필요합니다.',
      choices: { none: '각자', pairs: '2인 팀', triples: '3인 팀' },
    },
    values: {
      label: '패의 점수',
      help: '소책자: 피 1점. 하와이 표준(후다 위키, 위키백과): 피 0점, 오동 쌍피 10점.',
      choices: { seed: '소책자: 피 1점', hawaiian: '하와이식: 피 0점, 오동 쌍피 10점' },
    },
    own_yaku: {
      label: '자기 약은 +50',
      help: '소책자: 약은 다른 사람에게서 50점씩 빼고 자기에게도 50점을 더합니다. 하와이 자료: 다른 사람에게서 빼기만 합니다.',
    },
    three_card: {
      label: '석 장 규칙',
      help: '소책자(고스톱에서 온 규칙): 뒤집은 패가 손패로 방금 만든 짝과 같은 달이면 석 장 모두 바닥에 남습니다. 하와이 자료에는 없습니다.',
    },
    hiki: {
      label: '히키',
      help: '후다 위키, 보드게임아레나: 손패와 바닥에 같은 달 넉 장이 모이면 패를 내는 대신 넉 장을 모두 가져갈 수 있습니다.',
    },
    scoring: {
      label: '경기 점수',
      help: '소책자: 판의 승자는 승점 1, 모두를 100점 이상 앞서면 2(바사). 변형: 50점 차로 추. 판 점수를 합산.',
      choices: {
        basa: '승점: 1, 바사(100 이상) 2',
        'chu-basa': '승점: 1, 추(50 이상) 2, 바사(100 이상) 3',
        cumulative: '판 점수 합산',
      },
    },
  },
  groups: {},
  presets: {
    carriage: {
      label: '소책자 규칙',
      description: '소책자 규칙을 우리 판정으로 정리한 것: 피 1점, 자기 약 +50, 석 장 규칙.',
    },
    hawaiian: {
      label: '하와이 표준',
      description:
        '하와이에서 하는 방식(후다 위키, 파라다이스 팩터스): 피 0점, 오동 쌍피 10점, 약은 다른 사람에게서 50점을 빼기만, 석 장 규칙 없음.',
    },
    'hawaii-cumulative': {
      label: '하와이식 화투(점수)',
      description: '하와이 표준에서 승점 대신 판마다의 점수를 경기 내내 합산(하와이식 화투).',
    },
  },
} satisfies OptionWords;

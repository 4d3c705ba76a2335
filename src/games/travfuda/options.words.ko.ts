/** The TravFuda games' options in Korean (terms: docs/glossary/travfuda.md). Loaded as its own chunk. */
import type { OptionWords } from '../../i18n/options.ts';
import type { TravFudaOptionWords } from './options.words.ts';

const shared: OptionWords['fields'] = {
  jokerMatching: {
    label: '조커',
    help: '판정 TF-1: 만능(조커는 어느 더미에나 붙을 수 있음). 선택: 조커는 조커끼리만 짝이 됨.',
    choices: { wild: '만능', pairOnly: '조커끼리만 짝' },
  },
  jokerOnDealtTable: {
    label: '바닥에 깔린 조커',
    help: '판정 TF-13: 그대로 둠(누구나 짝지을 수 있음). 선택: 더미에 다시 섞고 다른 패로 바꿈.',
    choices: { stays: '그대로 둠', replace: '바꿈' },
  },
  hands: {
    label: '경기 길이',
    help: '판정 TF-14: 한 사람당 한 판, 모두가 한 번씩 돌림.',
    choices: {
      0: '한 사람당 한 판',
      1: '1판',
      2: '2판',
      3: '3판',
      4: '4판',
      6: '6판',
      8: '8판',
      12: '12판',
    },
  },
  heroStacking: {
    label: '영웅 단계',
    help: '판정 TF-8: 영웅 / 큰 영웅 / 위대한 영웅 중 가장 높은 것만. 선택: 도달한 모든 단계.',
    choices: { highest: '가장 높은 단계만', cumulative: '모든 단계' },
  },
  doubleGoodScope: {
    label: '더블 굿이 두 배로 하는 것',
    help: '판정 TF-10: 패 점수와 조합. 선택: 황제·대공을 포함한 총합.',
    choices: { subtotal: '소계', grandTotal: '총합' },
  },
};

const baccaratHands: OptionWords['fields'][string] = {
  label: '경기 길이',
  help: '원작에 정해져 있지 않아 앱에서는 고른 판 수만큼 합니다.',
  choices: { 4: '4판', 8: '8판', 12: '12판', 16: '16판' },
};

export default {
  travfuda: {
    fields: shared,
    groups: {},
    presets: {
      designer: {
        label: '디자이너 규칙',
        description: '호스트먼의 규칙에 정해지지 않은 곳은 우리 판정: 만능 조커, 한 사람당 한 판.',
      },
    },
  },
  runOrJump: {
    fields: {
      ...shared,
      declarations: {
        label: '황제와 대공',
        help: '판정으로는 쓰지 않음(판이 일찍 끝날 수 있음). 켜면: 점프나 해적을 한 사람만 점수를 얻음.',
      },
      exhaustedHand: {
        label: '아무도 점프하지 않으면',
        help: '판정: 아무도 점수를 얻지 않음(코이코이의 관례). 선택: 런한 사람마다 자기 조합을 점수로 얻음.',
        choices: { noScore: '아무도 점수 없음', runnersScoreOwn: '런한 사람이 자기 점수를 얻음' },
      },
    },
    groups: {},
    presets: {
      designer: {
        label: '디자이너 규칙',
        description: '조합만. 처음 3에 닿은 사람은 런이나 점프. 런 마커 여섯 개.',
      },
    },
  },
  imperial: {
    fields: {
      hands: baccaratHands,
      house: {
        label: '하우스가 뱅커(1번 자리)',
        help: '원작: 하우스는 5까지 뽑고 6에서 스탠드. 하우스의 조커 두 장은 5로 셈.',
      },
    },
    groups: {},
    presets: {
      players: { label: '플레이어가 뱅커', description: '뱅커는 플레이어이며 어느 판 뒤에나 딜을 넘길 수 있습니다.' },
      house: {
        label: '하우스 뱅커',
        description: '1번 자리가 하우스: 0–5에서 뽑고 6에서 스탠드하며 딜을 넘기지 않습니다.',
      },
    },
  },
  denebian: {
    fields: {
      hands: baccaratHands,
      denebianTieBreak: {
        label: '동점',
        help: '판정: 가장 센 한 장으로 정함. 선택: 그다음 센 장, 또 그다음… 순으로 비교하고, 그래도 같으면 판돈을 넘김.',
        choices: { bestCard: '가장 센 한 장만', fullLexicographic: '한 장씩 차례로' },
      },
    },
    groups: {},
    presets: {
      designer: {
        label: '디자이너 규칙',
        description: '가장 센 한 장으로 동점을 가르고, 안 되면 판돈을 다음 판으로 넘깁니다.',
      },
    },
  },
} satisfies TravFudaOptionWords;

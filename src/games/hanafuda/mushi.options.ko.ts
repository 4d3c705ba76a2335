/** Mushi's options in Korean (issue 27). */
import type { OptionWords } from '../../i18n/options.ts';

export default {
  fields: {
    rounds: {
      label: '경기 길이',
      help: '소책자: 12판. 후다 위키에서는 6판도.',
      choices: { '6': '6판', '12': '12판' },
    },
    five_lights: {
      label: '오광은 30점',
      help: '소책자: 있음. 후다 위키는 없이 하는 사람도 있다고 적고 있습니다.',
    },
    four_pairs_misdeal: {
      label: '바닥에 짝 네 쌍: 다시 돌리기',
      help: '선택 규칙인 다시 돌리기(후다 위키, 한 해설 사이트).',
    },
    drawn_lightning_leftover: {
      label: '뒤집은 패가 비 쌍피(번개)를 가져갔을 때 남는 한 장',
      help: 'M7에 대한 우리 해석: 번개와 짝지은 사람에게. 글자 그대로의 판정: 선에게.',
      choices: { taker: '그 사람에게', dealer: '선에게' },
    },
  },
  groups: {},
  presets: {
    carriage: { label: '소책자 규칙', description: '소책자 규칙을 후다 위키로 보완: 12판, 약 네 가지 모두.' },
    short: { label: '짧은 경기', description: '6판. 후다 위키에도 나오는 방식.' },
    'three-yaku': { label: '약 세 가지', description: '오광 없이. 후다 위키가 언급하는 변형.' },
  },
} satisfies OptionWords;

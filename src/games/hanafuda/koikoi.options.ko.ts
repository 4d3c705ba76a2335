/** Koi-Koi's options in Korean (issue 27): the terms of docs/glossary/hanafuda.md. */
import type { OptionWords } from '../../i18n/options.ts';

export default {
  fields: {
    rounds: {
      label: '판 수',
      help: '전통은 열두 달(소책자). 앱에서는 3, 6, 9판도 있습니다.',
      choices: { '3': '3', '6': '6', '9': '9', '12': '12' },
    },
    goko: {
      label: '오광',
      help: '소책자와 닌텐도: 10점. 다른 여러 자료: 15점.',
      choices: { '10': '10', '15': '15' },
    },
    sanko: {
      label: '삼광',
      help: '소책자와 닌텐도: 5점. 후다 위키 등: 6점.',
      choices: { '5': '5', '6': '6' },
    },
    double_at_7: {
      label: '7점 이상이면 두 배',
      help: '닌텐도와 하나후부키는 7점 이상을 두 배로 합니다. 소책자는 그렇지 않습니다.',
    },
    viewing: {
      label: '꽃구경·달구경 약',
      help: '소책자: 꽃구경 한 잔과 달구경 한 잔은 언제나 점수가 납니다. 후다 위키와 비디오 게임의 변형이 있습니다.',
      choices: {
        on: '언제나',
        off: '없음',
        'with-another-yaku': '다른 약이 있을 때만',
        weather: '비광이나 비 쌍피가 있으면 무효',
        willow: '비(11월) 패가 하나라도 있으면 무효("비는 비가 온다")',
      },
    },
    flower_viewing: {
      label: '꽃구경 한 잔',
      help: '소책자: 벚꽃 광 + 국진 열끗(술잔)으로 5점. 꽃구경만 빼고 달구경은 남기는 판도 있습니다.',
    },
    moon_viewing: {
      label: '달구경 한 잔',
      help: '소책자: 공산 광(달) + 국진 열끗(술잔)으로 5점. 달구경만 빼고 꽃구경은 남기는 판도 있습니다.',
    },
    rainy_four: {
      label: '비사광',
      help: '소책자: 비광 + 광 석 장은 비사광(7점). 끄면 삼광(5점)으로 세는 방식도 있습니다.',
    },
    sake_cup: {
      label: '국진 열끗(술잔)',
      help: '후다 위키와 닌텐도: 열끗과 피를 동시에. 변형: 열끗만, 또는 둘 중 하나(점수가 높은 쪽).',
      choices: {
        both: '열끗과 피 모두',
        'animal-only': '열끗만',
        either: '둘 중 점수가 높은 쪽',
      },
    },
    groups: {
      label: '띠와 열끗의 약',
      help: '소책자와 닌텐도: 특별한 약도 한 장 더할 때마다 +1, 띠·열끗 약도 함께 납니다. 후다 위키: 가장 높은 약만.',
      choices: {
        'stack-with-bonus': '겹쳐서(추가 점수 있음)',
        exclusive: '가장 높은 약만',
        'flat-stack': '겹쳐서(특별한 약은 일률 5점)',
      },
    },
    tsukifuda: {
      label: '이달의 패',
      help: '후다 위키, "용과 같이" 시리즈: 그 판 달의 패 넉 장으로 4점.',
    },
    oya_ken: {
      label: '선의 권리',
      help: '닌텐도, 후다 위키: 이긴 사람이 없는 판은 선에게 6점.',
    },
    both_lucky_hands: {
      label: '데시와 굿쓰키가 함께',
      help: '받은 손패에 같은 달 넉 장과 짝 네 쌍이 함께: 6점, 자료에 따라 12점.',
      choices: { '6': '6', '12': '12' },
    },
    scoring: {
      label: '점수 계산',
      help: '소책자: 점수는 상대에게서 가져옵니다. 합의하면 둘 다 0부터 쌓아 갈 수도 있습니다.',
      choices: { 'zero-sum': '상대에게서 가져오기', additive: '0부터 쌓기' },
    },
  },
  groups: {},
  presets: {
    carriage: { label: '소책자 규칙', description: '소책자의 규칙을 우리 판정으로 정리한 것.' },
    nintendo: {
      label: '닌텐도',
      description: '닌텐도 설명서와 게임의 규칙: 오광 10, 삼광 5, 7점 이상 두 배, 선의 권리.',
    },
    fudawiki: {
      label: '후다 위키 기본',
      description: '후다 위키의 코이코이 문서: 오광 15, 삼광 6, 가장 높은 약만, 7점 이상 두 배.',
    },
  },
} satisfies OptionWords;

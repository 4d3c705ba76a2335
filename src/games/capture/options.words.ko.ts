/** Capture's options in Korean (terms: docs/glossary/capture.md). Loaded as its own chunk. */
import type { OptionWords } from '../../i18n/options.ts';

export default {
  fields: {
    bonusSuit: {
      label: '선택 1: 보너스 무늬',
      help: '첫 펼친 패의 무늬가 그 판에서 두 배: 가져온 패 +2, 손에 남은 패 −2.',
    },
    bonusFollowsUpCard: {
      label: '보너스 무늬는 펼친 패를 따름',
      help: '선택 1의 변형: 판이 끝날 때 보이는 마지막 펼친 패의 무늬가 셈.',
    },
    galaxyInBonusSuit: {
      label: '보너스 무늬에 은하 포함',
      help: '판정 CA-7: 보너스 무늬의 은하도 두 배. 끄면: 1로 셈.',
    },
    extraHand: {
      label: '선택 2: 입찰하는 추가 패',
      help: '추가 패를 돌리고 입찰합니다. 낙찰자가 패를 다 내지 못하면 입찰만큼 냅니다. 6명일 때는 없음.',
    },
    halving: {
      label: '선택 3: 절반',
      help: '합계가 딱 60, 80, 100(2–3명) 또는 30, 40, 50(4–6명)이면 절반이 됩니다.',
    },
    halvingAtSix: {
      label: '6명일 때 절반',
      help: '판정 CA-8: 6명도 4–5명처럼 30, 40, 50에서 절반. 끄면: 6명은 절반 없음.',
    },
    guided: {
      label: '안내 라운드',
      help: '한 판만 합니다. 배우기 모드가 차례마다 누를 패나 버튼을 알려 줍니다.',
    },
  },
  groups: {},
  presets: {
    basic: { label: '기본 게임', description: '원작 규칙에서 고급 선택을 뺀 것. 원작이 처음 몇 판에 권하는 대로.' },
    advanced: { label: '세 가지 선택 모두', description: '보너스 무늬, 입찰하는 추가 패, 절반. 원작의 고급 규칙.' },
  },
} satisfies OptionWords;

/** How to play Capture in Korean (terms: docs/glossary/capture.md). Loaded as its own chunk. */
import { josa } from '../../../i18n/ko.ts';
import type { CaptureHowToWords } from './howto.words.ts';

export default {
  goalH: '목표',
  goal: '여섯 판 동안 패를 되도록 많이 먹습니다. 라운드는 아무도 이기지 못한 마지막 패를 낸 사람이 가져갑니다.',
  suitsH: '어떤 패가 어떤 패를 이기나',
  suits:
    '바로 전에 낸 패와 숫자가 같고 무늬가 더 높은 패가 그 패를 이깁니다. 지구가 가장 높은 무늬, 금성이 가장 낮은 무늬입니다.',
  primary: '프라이머리',
  secondary: '세컨더리',
  roundH: '라운드 하나',
  leads: (who) => `${josa(who, '이/가')} 리드`,
  beats: (who) => `${josa(who, '이/가')} 이김`,
  upCard: '펼친 패: 함께 가져감',
  round: (leader, other) =>
    `${josa(leader, '이/가')} 세컨더리 패(해왕성, 토성, 금성)로 리드합니다. ${josa(other, '은/는')} 같은 숫자의 더 높은 무늬로 이깁니다. ${josa(leader, '은/는')} 그 패를 이길 수 없어 노플레이: 마지막에 낸 ${josa(other, '이/가')} 라운드를 먹습니다. 라운드가 펼친 패와 같은 숫자이므로 펼친 패도 함께 가져갑니다.`,
  mustBeat: '이길 수 있는 패가 있으면 그 패(또는 은하)를 내야 합니다. 먹은 사람이 다음 라운드를 리드합니다.',
  galaxyH: '은하 패',
  galaxy:
    '은하는 어떤 보통 패도 이기고, 은하는 더 높은 은하만 이길 수 있습니다. 은하는 내지 않아도 되고, 리드할 수는 없습니다.',
  scoreH: '점수',
  score:
    '누군가 마지막 패를 내면 판이 끝납니다: 먹은 패는 한 장에 +1, 손에 남은 패는 한 장에 −1. 여섯 판이 끝나면 합계가 가장 높은 사람이 이깁니다.',
  bonus: '보너스 무늬: 첫 펼친 패의 무늬는 이번 판에 2점으로 셉니다(먹은 패도 손에 남은 패도).',
  extra: '추가 패: 엎어 둔 패를 입찰로 가져갑니다. 낙찰자는 먼저 패를 다 내지 못하면 입찰만큼 냅니다.',
  halving: '절반: 합계가 딱 60, 80, 100(4명 이상은 30, 40, 50)이 되면 절반이 됩니다.',
  options: '이 규칙으로는:',
  you: '안나',
  bot: '벤',
} satisfies CaptureHowToWords;

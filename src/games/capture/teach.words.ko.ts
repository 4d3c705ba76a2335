/** Teaching mode's words for Capture in Korean (terms: docs/glossary/capture.md). Loaded as its own chunk. */
import { josa } from '../../i18n/ko.ts';
import type { CaptureTeachWords } from './teach.words.ts';

const some = (cards: readonly string[]) => cards.join(' 또는 ');

export default {
  bid: (extra, high) =>
    high === 0
      ? `엎어 둔 추가 패 ${extra}장에 입찰하거나 패스하세요: 낙찰자는 자기 패와 바꾸고, 먼저 패를 다 내지 못하면 입찰만큼 냅니다.`
      : `추가 패에 ${high}보다 많이 입찰하거나 패스하세요: 낙찰자는 자기 패와 바꾸고, 먼저 패를 다 내지 못하면 입찰만큼 냅니다.`,
  lead: '세컨더리 패(빛나는 패: 해왕성, 토성, 금성)로 리드하세요. 은하는 안 됩니다.',
  leadFallback: '아무에게도 세컨더리 패가 없습니다: 프라이머리 패(빛나는 패) 아무것으로나 리드하세요.',
  beat: (last, cards, galaxy) =>
    `${josa(last, '을/를')} ${some(cards)}(같은 숫자, 더 높은 무늬)${galaxy ? ' 또는 은하' : ''}로 이기세요: 이길 수 있으면 꼭 내야 합니다.`,
  onlyGalaxy: (last, capturer) =>
    `${josa(last, '을/를')} 이길 수 있는 건 은하뿐: 은하를 내거나, 노플레이하면 ${josa(capturer, '이/가')} 먹습니다.`,
  nothing: (last, capturer) =>
    `${josa(last, '을/를')} 이길 패가 없습니다: 노플레이하면 ${josa(capturer, '이/가')} 먹습니다.`,
  add: (who, cards, up) =>
    `${who}: 노플레이. 이 숫자의 더 높은 패(빛나는 패)를 더하거나 ${cards}장을${up ? ' 펼친 패와 함께' : ''} 먹으세요.`,
  next: '이번 판이 끝났습니다: 점수를 보고 다음 판을 돌리세요.',
  tapCard: (card) => `${josa(card, '을/를')} 누르세요.`,
  press: (button) => `‘${button}’ 버튼을 누르세요.`,
  noPlay: (who, capturer) =>
    `노플레이: ${josa(who, '은/는')} 마지막 패를 이기지 못했습니다(또는 이기지 않았습니다). 라운드는 바로 끝나고, 마지막에 낸 ${josa(capturer, '이/가')} 먹습니다.`,
  upCard: (capturer, card) =>
    `라운드가 펼친 패와 같은 숫자였으므로 ${josa(capturer, '이/가')} ${card}도 가져갔습니다. 더미에서 다음 패를 펼칩니다.`,
  capture: (capturer) =>
    `${josa(capturer, '이/가')} 라운드를 먹고 다음 라운드를 리드합니다. 판이 끝나면 먹은 패는 한 장에 +1, 손에 남은 패는 한 장에 −1입니다.`,
  leadPass: (who) => `${who}에게 세컨더리 패가 없어 리드할 수 없습니다: 리드는 왼쪽으로 넘어갑니다.`,
  primaryLead: (who) =>
    `아무에게도 세컨더리 패가 없습니다: 처음 넘긴 ${josa(who, '이/가')} 프라이머리 패로 리드합니다.`,
  out: (who) =>
    `${josa(who, '이/가')} 마지막 패를 냈습니다: 이번 라운드를 마치면 판이 끝납니다. 손에 남은 패는 감점입니다.`,
  galaxy: (who, card) =>
    `${josa(who, '이/가')} ${josa(card, '을/를')} 냈습니다: 은하는 어떤 보통 패도 이기고, 그다음에는 더 높은 은하만 낼 수 있습니다. 은하는 내지 않아도 됩니다.`,
  galaxyUp: '펼친 패로 나온 은하는 더미 맨 아래로 넣고 다음 패를 펼칩니다.',
  bonus: (planet) =>
    `보너스 무늬 ${planet}: 첫 펼친 패의 무늬는 이번 판에 두 배입니다 — 먹은 패는 한 장에 +2, 손에 남은 패는 한 장에 −2.`,
  added: (who) => `${josa(who, '은/는')} 노플레이 뒤에 라운드 숫자의 더 높은 패를 더했습니다: 나머지와 함께 먹습니다.`,
  bidWon: (who, n) =>
    `${josa(who, '이/가')} ${n}에 추가 패를 낙찰했습니다: 먼저 패를 다 내지 못하면 이번 판 점수에서 ${josa(String(n), '을/를')} 뺍니다.`,
  halving: (who, from, to) =>
    `절반: ${who}의 합계가 딱 ${josa(String(from), '이/가')} 되어 절반인 ${josa(String(to), '이/가')} 됩니다.`,
} satisfies CaptureTeachWords;

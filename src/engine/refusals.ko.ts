/** The shared refusal codes in Korean (issue 27; English: `renderRefusal` in refusals.ts). Loaded as its own chunk. */
import { josa } from '../i18n/ko.ts';
import { optionLabels, type SharedRefusalWords } from './refusals.ts';

const seat = (names: readonly string[], s: number) => names[s] ?? `${s + 1}번 자리`;
const range = (min: number, max: number) => (min === max ? `${min}명` : `${min}~${max}명`);

export const sharedRefusalKo: SharedRefusalWords = (code, data, ctx) => {
  switch (code) {
    case 'not-your-turn':
      return typeof data.seat === 'number'
        ? `아직입니다: ${seat(ctx.names, data.seat)}의 차례가 아닙니다.`
        : '아직입니다: 당신의 차례가 아닙니다.';
    case 'not-a-move':
    case 'not-legal':
    case 'not-there':
      return '지금은 그렇게 둘 수 없습니다.';
    case 'match-over':
      return '경기가 끝났습니다.';
    case 'stock-empty':
      return '더미에 패가 없습니다.';
    case 'seats':
      return `${josa(ctx.title ?? '이 게임', '은/는')} ${range(Number(data.min), Number(data.max))}이 합니다.`;
    case 'option-unknown':
      return `${josa(ctx.title ?? '이 게임', '은/는')} ‘${optionLabels(ctx, data, '켬', '끔').option}’ 규칙이 없습니다.`;
    case 'option-type': {
      if (data.option === '') return '이 경기의 규칙을 읽을 수 없습니다.';
      const w = optionLabels(ctx, data, '켬', '끔');
      return `‘${w.option}’ 규칙은 ‘${w.value}’(으)로 할 수 없습니다.`;
    }
    case 'option-seats': {
      const w = optionLabels(ctx, data, '켬', '끔');
      return `‘${w.option}’ 규칙을 ‘${w.value}’(으)로 하려면 ${w.players.join('명 또는 ')}명이 필요합니다.`;
    }
    case 'deck-size':
      return `쌓아 둔 더미는 ${data.want}장이어야 합니다(${data.got}장 있습니다).`;
    case 'deck-card':
      return '쌓아 둔 더미에 이 게임에서 쓰지 않는 패가 있습니다.';
    case 'deck-twice':
      return '쌓아 둔 더미에 같은 패가 두 장 있습니다.';
  }
};

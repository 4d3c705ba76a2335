/** TravFuda 배우기 문구(issue 28), 한국어. 용어는 docs/glossary/travfuda.md. */
import { josa } from '../../i18n/ko.ts';
import type { RefusalArgs, TravFudaLearnWords } from './learn.words.ts';

export default {
  refusals: {
    'tf-wait': (a: RefusalArgs) => `기다려 주세요: ${a.who}의 차례입니다.`,
    'tf-play-first': () => '먼저 손패에서 한 장을 내세요. 뽑기는 그다음입니다.',
    'tf-draw-now': () => '이번 차례의 패는 이미 냈습니다. 이제 더미에서 뽑으세요.',
    'tf-place-drawn': (a: RefusalArgs) => `먼저 뽑은 ${josa(a.card, '을/를')} 빛나는 더미 중 하나에 놓으세요.`,
    'tf-decide-first': () => '먼저 고르세요: 런, 점프, 해적, 또는 침묵.',
    'tf-declare-first': () => '먼저 황제나 대공을 선언할지, 선언하지 않을지 고르세요.',
    'tf-other-suit': (a: RefusalArgs) =>
      a.suit === 0
        ? `${a.pile}번 더미에는 조커만 있습니다. ${josa(a.card, '은/는')} 무늬 ${a.cardSuit} 더미에만 붙일 수 있습니다.`
        : `${josa(a.card, '은/는')} 무늬 ${a.cardSuit} 더미에만 붙일 수 있습니다. ${a.pile}번 더미는 무늬 ${a.suit}입니다.`,
    'tf-joker-pairs': (a: RefusalArgs) =>
      a.cardSuit === 0
        ? `이 경기에서 조커는 조커끼리만 짝이 됩니다. ${a.pile}번 더미는 무늬 ${a.suit}입니다.`
        : `이 경기에서 조커는 조커끼리만 짝이 됩니다. ${a.pile}번 더미에는 조커만 있습니다.`,
    'tf-must-join': (a: RefusalArgs) =>
      a.n === 1
        ? `${josa(a.card, '은/는')} 같은 무늬 더미가 있으므로 그 더미(빛나는 더미)에 붙여야 합니다.`
        : `${josa(a.card, '은/는')} 같은 무늬 더미가 ${a.n}개 있으므로 그중 하나에 붙여야 합니다(빛나는 더미를 누르세요).`,
    'tf-cannot-declare': (a: RefusalArgs) =>
      [
        a.emperor && `황제는 받은 손패에 별이 3장 있어야 합니다(지금 ${a.starbursts}장).`,
        a.archduke && `대공은 받은 손패에 민무늬(두 배)가 3장 있어야 합니다(지금 ${a.doubles}장).`,
      ]
        .filter(Boolean)
        .join(' '),
    'bac-not-in-hand': () => '이번 판은 빠졌으므로 가진 패가 없습니다.',
    'bac-taken': (a: RefusalArgs) => `바닥 패(${a.card})는 이미 가져왔습니다. 이제 한 장을 엎어서 뽑거나 스탠드하세요.`,
    'bac-take-first': () => '먼저 앞면인 바닥 패 중 한 장을 가져오세요.',
    'bac-house-draws': (a: RefusalArgs) => `하우스는 ${a.n}에서 반드시 뽑아야 합니다(0~5에서 뽑음).`,
    'bac-house-stands': (a: RefusalArgs) => `하우스는 ${a.n}에서 반드시 스탠드해야 합니다(6 이상에서 스탠드).`,
    'bac-ante-first': () => '먼저 딜러가 앤티를 정합니다.',
  },
  progress: {
    colour: { R: '빨강', G: '초록', P: '보라', Y: '노랑', B: '파랑' },
    combo: (id: string, colour: string, suit: number) =>
      (
        ({
          hero: '영웅',
          'major-hero': '큰 영웅',
          'grand-hero': '위대한 영웅',
          guidon: `${colour} 깃발 세트`,
          uniform: `${colour} 제복 세트`,
          'whole-suit': `무늬 ${suit} 전부`,
          'five-flags': '깃발 5장',
          'five-cutlasses': '칼 5장',
          'twenty-plain': '민무늬 20장',
          'double-good': '더블 굿',
          'double-trouble': '더블 트러블',
          emperor: '황제',
          archduke: '대공',
        }) as Record<string, string>
      )[id] ?? '',
    count: (name: string, have: number, need: number) => `${name} ${have}/${need}`,
    near: (items: readonly string[]) => (items.length ? `거의: ${items.join(' · ')}` : '아직 가까운 조합이 없습니다'),
    toRun: (score: number) => (score >= 3 ? `조합 ${score}` : `조합 ${score}: ${3 - score} 더 모으면 런 또는 점프`),
    open: '조합',
    openAria: '조합: 모든 플레이어의 진행',
    title: '조합까지',
    close: '닫기',
    made: '만든 조합',
    nothingMade: '아직 조합이 없습니다.',
    nearHead: '거의',
    points: (n: number) => (n > 0 ? `+${n}` : `${n}`),
    doubles: '점수 두 배',
    needs: (n: number, unit: 'card' | 'plain') =>
      unit === 'plain' ? `민무늬 ${n} 더:` : n === 1 ? '1장 더, 다음 중 하나:' : `${n}장 더, 다음 중에서:`,
    gone: (n: number) => `다른 사람이 가져간 패: ${n}장`,
    unreachable: (n: number) => `이제 못 만드는 조합: ${n}개`,
    emperor: (state: 'made' | 'open' | 'failed', have: number) =>
      state === 'made'
        ? '황제 성공: 별 5장 모두(+10)'
        : state === 'failed'
          ? '황제 실패: 별이 다른 사람에게 갔습니다(−20)'
          : `황제: 별 ${have}/5(성공 +10, 실패 −20)`,
    archduke: (state: 'made' | 'open' | 'failed', have: number) =>
      state === 'made'
        ? '대공 성공: 민무늬 20(+10)'
        : state === 'failed'
          ? '대공 실패: 남은 민무늬가 모자랍니다(−20)'
          : `대공: 민무늬 ${have}/20(성공 +10, 실패 −20)`,
    trouble: '주의: 민무늬(두 배) 4장인데 민무늬 20에 못 미치면 더블 트러블(−10)입니다.',
  },
  teach: {
    declare: (emperor: boolean, archduke: boolean) =>
      `${[emperor && '황제(별 5장 모두면 +10, 아니면 −20)', archduke && '대공(민무늬 20이면 +10, 아니면 −20)'].filter(Boolean).join(', ')}를 선언하거나 선언하지 않습니다.`,
    play: (_matching: number, taking: number) =>
      `패를 누르세요: 같은 무늬 더미(빛남)에 붙거나 새 더미를 만듭니다. ${taking > 0 ? '더미를 짝수로 만들면 가져갑니다.' : '지금은 더미를 짝수로 만들 패가 없습니다.'}`,
    draw: '더미에서 뽑으세요(빛나는 곳). 뽑은 패는 같은 무늬 더미에 붙거나 새 더미를 만듭니다.',
    place: (n: number) => `뽑은 패가 같은 무늬 더미 ${n}개에 맞습니다. 빛나는 더미를 누르세요.`,
    decide: (first: boolean, jump: number, marker: number) =>
      first
        ? `조합이 3에 닿았습니다: 점프하면 지금 ${jump}점, 아니면 런${marker <= 6 ? `(+${marker} 마커)` : ''}하고 계속합니다.`
        : `조합이 늘었습니다: 점프(${jump}), 런${marker <= 6 ? `(+${marker})` : ''}, 해적, 또는 침묵.`,
    take: (value: number) =>
      `앞면인 바닥 패 한 장을 가져오세요(빛남). 손의 값은 무늬 숫자 합의 일의 자리이고, 지금은 ${value}입니다.`,
    drawOrStand: (value: number) =>
      `한 장을 엎어서 뽑거나 ${value}에서 스탠드하세요. 뽑으면 무늬 숫자가 더해집니다(일의 자리만 셈).`,
    houseDraw: (value: number) => `당신은 하우스이고 ${value}입니다. 하우스는 0~5에서 반드시 뽑습니다.`,
    houseStand: (value: number) => `당신은 하우스이고 ${value}입니다. 하우스는 6 이상에서 반드시 스탠드합니다.`,
    ante: '앤티를 정하세요. 다른 사람은 맞춰서 판돈을 다투거나 빠집니다.',
    join: (ante: number) => `앤티 ${ante}에 맞춰 판돈을 다투거나 이번 판에서 빠지세요.`,
    notes: {
      capture: '가져오기: 차례가 끝날 때 짝수(2, 4 …)인 더미는 짝수로 만든 사람이 가져갑니다.',
      joker: '조커는 만능입니다. 어느 더미에나 붙일 수 있고, 조커 더미에는 어떤 패든 붙일 수 있습니다.',
      'draw-choice': '뽑은 패가 두 개 이상의 더미에 맞았습니다. 어느 더미에 붙일지는 뽑은 사람이 고릅니다.',
      emperor: '황제: 별을 3장 이상 받으면 선언할 수 있습니다. 이번 판에 별 5장을 모두 가져오면 +10, 못 하면 −20.',
      archduke:
        '대공: 민무늬(두 배)를 3장 이상 받으면 선언할 수 있습니다. 민무늬 20(두 배는 2로 셈)을 가져오면 +10, 못 하면 −20.',
      run: '런: 다음 런 마커(+1, +2 …, 점프할 때 지급)를 가지고 판이 계속됩니다. 다시 부를 수 있는 것은 조합이 늘었을 때뿐입니다.',
      jump: '점프하면 판이 끝납니다. 점프한 사람이 자기 조합과 나간 런 마커 전부를 얻고, 다른 사람은 0점입니다.',
      pirate: '해적이 되면 판이 끝납니다. 자기 조합, 다른 런한 사람의 조합, 자기 마커를 얻습니다.',
      silent: '침묵: 조합이 늘었지만 런도 점프도 하지 않고 판을 계속합니다.',
      sheet: '판이 끝났습니다. 각자 가져온 패를 점수표로 셉니다. 패 점수, 조합, 더블 굿, 선언 순서입니다.',
      exhausted:
        '아무도 점프하지 않은 채 패가 떨어졌습니다. 고스톱의 나가리처럼 이번 판은 0점입니다(경기 설정에 따라 런한 사람이 점수를 얻음).',
      coup: '승부: 각 플레이어의 값을 뱅커의 값과 비교해 높은 쪽이 상대에게서 1점을 가져옵니다. 같으면 주고받지 않습니다.',
      'pot-won': '가장 높은 값이 판돈을 가져갑니다. 값이 같으면 가장 좋은 한 장으로 정합니다(별이 칼을 이김 …).',
      'pot-rides': '무승부: 판돈은 다음 판으로 넘어가고, 다음 승자가 전부 가져갑니다.',
      'must-deal': '승부 때 조커 2장을 가진 사람은 다음에 반드시 딜러를 맡습니다.',
      'no-match': '아무도 앤티에 맞추지 않았습니다. 앤티는 돌려주고 딜러는 왼쪽으로 넘어갑니다.',
      'joker-value': '바카라 손에서 조커는 0, 1, 2 중 손의 값이 가장 높아지는 수로 칩니다.',
    },
  },
  howto: {
    goal: '목표',
    turn: '한 차례',
    scoring: '점수',
    fishGoal:
      '더미를 짝수로 만들어 가져옵니다. 2장, 4장 … 더미는 짝수로 만든 사람의 것입니다. 판이 끝나면 가져온 패를 셉니다.',
    rojGoal:
      'TravFuda처럼 짝수 더미를 가져오지만 점수는 조합뿐입니다. 3에 닿으면 런으로 더 노리거나 점프로 점수를 냅니다.',
    step1: '손패에서 한 장을 냅니다. 같은 무늬 더미에 붙이고(조커는 어디에나), 없으면 새 더미를 만듭니다.',
    step2: '더미 맨 위 패를 뽑아 똑같이 놓습니다.',
    step3: '짝수로 남은 더미는 모두 당신 것입니다.',
    pairExample: '6 위에 6을 놓으면 2장 더미: 가져옵니다.',
    cardPoints: '패 점수: 별 20, 칼 10, 깃발 5, 민무늬(두 배) 2, 민무늬와 조커 1.',
    combos: '여기에 조합이 더해집니다:',
    hero: '영웅: 별 3장(5). 4장이면 큰 영웅(10), 5장이면 위대한 영웅(15).',
    guidon: '깃발 세트: 한 색의 깃발 3장 모두(2).',
    uniform: '제복 세트: 한 색의 별, 칼, 깃발을 한 장씩(3).',
    more: '그 밖에 한 무늬 전부(1), 깃발 5장, 칼 5장, 민무늬 20장. 민무늬(두 배) 4장 모두와 민무늬 20이면 점수 두 배(더블 굿), 민무늬 20이 없으면 −10.',
    declare: '별이나 민무늬(두 배)를 3장 받았나요? 황제나 대공을 선언하세요: 성공하면 +10, 실패하면 −20.',
    rojRun:
      '조합이 3에 닿으면 런이나 점프를 해야 합니다. 점프하면 판이 끝나고 자기 조합과 나간 런 마커 전부를 얻습니다. 런은 다음 마커(+1 … +6)를 가지고 계속하며, 조합이 늘면 다시 부를 수 있습니다.',
    rojScore: '점수를 얻는 것은 점프한 사람뿐입니다. 먼저 패가 떨어지면 아무도 얻지 못합니다.',
    imperialGoal: '모두가 뱅커와 겨룹니다. 손의 값이 높은 쪽이 상대에게서 1점을 가져옵니다.',
    denebianGoal: '딜러가 앤티를 정하고, 맞춘 사람끼리 판돈을 다툽니다. 가장 높은 값이 판돈을 가져갑니다.',
    value: '손의 값은 무늬 숫자 합의 일의 자리입니다. 조커는 0, 1, 2 중 가장 좋은 수로 칩니다.',
    valueExample: '7 + 6 = 13: 값은 3.',
    bacStep1: '모두 한 장씩 엎어서 받고, 사람 수보다 한 장 많은 패를 앞면으로 놓습니다.',
    bacStep2: '차례대로 앞면 패를 한 장 가져옵니다.',
    bacStep3: '그다음 한 장을 엎어서 더 뽑거나 스탠드합니다.',
    imperialScore:
      '승부: 뱅커보다 높으면 1점을 얻고, 낮으면 1점을 잃고, 같으면 주고받지 않습니다. 뱅커는 딜러를 넘길 수 있고, 조커 2장을 가진 사람은 반드시 맡습니다.',
    denebianScore:
      '승부: 가장 높은 값이 판돈을 가져갑니다. 값이 같으면 가장 좋은 한 장으로 정하고(별, 칼, 깃발 … 순), 비기면 판돈은 다음 판으로 넘어갑니다.',
  },
} satisfies TravFudaLearnWords;

/** TravFuda の学習用の言葉（issue 28）、日本語。用語は docs/glossary/travfuda.md。 */
import type { RefusalArgs, TravFudaLearnWords } from './learn.words.ts';

export default {
  refusals: {
    'tf-wait': (a: RefusalArgs) => `お待ちください：${a.who}の番です。`,
    'tf-play-first': () => 'まず手札から1枚出してください。引くのはその後です。',
    'tf-draw-now': () => 'この手番の札はもう出しました。次は山札から引きます。',
    'tf-place-drawn': (a: RefusalArgs) => `まず引いた${a.card}を光っている山のどれかに置いてください。`,
    'tf-decide-first': () => 'まず選んでください：ラン、ジャンプ、海賊、または黙る。',
    'tf-declare-first': () => 'まず皇帝か大公を宣言するか、宣言しないかを選んでください。',
    'tf-other-suit': (a: RefusalArgs) =>
      a.suit === 0
        ? `${a.pile}番の山はジョーカーだけです。${a.card}はスート${a.cardSuit}の山にしか付けられません。`
        : `${a.card}はスート${a.cardSuit}の山にしか付けられません。${a.pile}番の山はスート${a.suit}です。`,
    'tf-joker-pairs': (a: RefusalArgs) =>
      a.cardSuit === 0
        ? `この試合ではジョーカーはジョーカー同士でしか組めません。${a.pile}番の山はスート${a.suit}です。`
        : `この試合ではジョーカーはジョーカー同士でしか組めません。${a.pile}番の山はジョーカーだけです。`,
    'tf-must-join': (a: RefusalArgs) =>
      a.n === 1
        ? `${a.card}は同じスートの山があるので、その山（光っている山）に付けなければなりません。`
        : `${a.card}は同じスートの山が${a.n}つあるので、そのどれかに付けなければなりません（光っている山をタップ）。`,
    'tf-cannot-declare': (a: RefusalArgs) =>
      [
        a.emperor && `皇帝には配られた手札に星章が3枚必要です（あなたは${a.starbursts}枚）。`,
        a.archduke && `大公には配られた手札に無地（2倍）が3枚必要です（あなたは${a.doubles}枚）。`,
      ]
        .filter(Boolean)
        .join(''),
    'bac-not-in-hand': () => 'このハンドは降りたので、札を持っていません。',
    'bac-taken': (a: RefusalArgs) => `場の札（${a.card}）はもう取りました。次は伏せて1枚引くか、スタンドします。`,
    'bac-take-first': () => 'まず表向きの場の札から1枚取ってください。',
    'bac-house-draws': (a: RefusalArgs) => `胴元は${a.n}では引かなければなりません（0〜5で引く）。`,
    'bac-house-stands': (a: RefusalArgs) => `胴元は${a.n}ではスタンドしなければなりません（6以上でスタンド）。`,
    'bac-ante-first': () => 'まず親がアンティを決めます。',
  },
  progress: {
    colour: { R: '赤', G: '緑', P: '紫', Y: '黄', B: '青' },
    combo: (id: string, colour: string, suit: number) =>
      (
        ({
          hero: 'ヒーロー',
          'major-hero': 'メジャーヒーロー',
          'grand-hero': 'グランドヒーロー',
          guidon: `${colour}の旗の組`,
          uniform: `${colour}の制服の組`,
          'whole-suit': `スート${suit}揃い`,
          'five-flags': '旗5枚',
          'five-cutlasses': '剣5枚',
          'twenty-plain': '無地20枚',
          'double-good': 'ダブルグッド',
          'double-trouble': 'ダブルトラブル',
          emperor: '皇帝',
          archduke: '大公',
        }) as Record<string, string>
      )[id] ?? '',
    count: (name: string, have: number, need: number) => `${name} ${have}/${need}`,
    near: (items: readonly string[]) =>
      items.length ? `あと少し：${items.join(' · ')}` : 'まだ近い組み合わせはありません',
    toRun: (score: number) =>
      score >= 3 ? `組み合わせ ${score}` : `組み合わせ ${score}：あと${3 - score}でランかジャンプ`,
    open: '組み合わせ',
    openAria: '組み合わせへの進み具合（全員）',
    title: '組み合わせまで',
    close: '閉じる',
    made: 'いま得点になるもの',
    nothingMade: 'まだ得点になる組み合わせはありません。',
    nearHead: 'あと少し',
    points: (n: number) => (n > 0 ? `+${n}` : `${n}`),
    doubles: '得点が2倍',
    needs: (n: number, unit: 'card' | 'plain') =>
      unit === 'plain' ? `無地があと${n}：` : n === 1 ? 'あと1枚、次のどれか：' : `あと${n}枚、次から：`,
    gone: (n: number) => `他の人が取った札：${n}枚`,
    unreachable: (n: number) => `もう届かない組み合わせ：${n}`,
    emperor: (state: 'made' | 'open' | 'failed', have: number) =>
      state === 'made'
        ? '皇帝成功：星章5枚すべて（+10）'
        : state === 'failed'
          ? '皇帝失敗：星章が他の人に取られました（−20）'
          : `皇帝：星章${have}/5（成功+10、失敗−20）`,
    archduke: (state: 'made' | 'open' | 'failed', have: number) =>
      state === 'made'
        ? '大公成功：無地20（+10）'
        : state === 'failed'
          ? '大公失敗：残りの無地が足りません（−20）'
          : `大公：無地${have}/20（成功+10、失敗−20）`,
    trouble: '注意：無地（2倍）4枚で無地20に届かないとダブルトラブル（−10）です。',
  },
  teach: {
    declare: (emperor: boolean, archduke: boolean) =>
      `${[emperor && '皇帝（星章5枚すべてで+10、だめなら−20）', archduke && '大公（無地20で+10、だめなら−20）'].filter(Boolean).join('、')}を宣言するか、宣言しないかを選びます。`,
    play: (_matching: number, taking: number) =>
      `札をタップ：同じスートの山（光る）に付くか、新しい山を作ります。${taking > 0 ? '山を偶数にすると取れます。' : '今は山を偶数にできる札がありません。'}`,
    draw: '山札から引きます（光っています）。引いた札は同じスートの山に付くか、新しい山を作ります。',
    place: (n: number) => `引いた札は同じスートの山${n}つに合います。光っている山をタップ。`,
    decide: (first: boolean, jump: number, marker: number) =>
      first
        ? `組み合わせが3に届きました：ジャンプで今${jump}点、またはラン${marker <= 6 ? `（+${marker}のマーカー）` : ''}で続けます。`
        : `組み合わせが増えました：ジャンプ（${jump}）、ラン${marker <= 6 ? `（+${marker}）` : ''}、海賊、または黙る。`,
    take: (value: number) =>
      `表向きの場の札を1枚取ります（光る）。手の値はスートの数の合計の一の位で、今は${value}です。`,
    drawOrStand: (value: number) =>
      `伏せてもう1枚引くか、${value}でスタンド。引くとスートの数が加わります（一の位だけ数える）。`,
    houseDraw: (value: number) => `あなたは胴元で${value}です。胴元は0〜5なら必ず引きます。`,
    houseStand: (value: number) => `あなたは胴元で${value}です。胴元は6以上なら必ずスタンドします。`,
    ante: 'アンティを決めます。他の人は合わせてポットを争うか、降ります。',
    join: (ante: number) => `アンティ${ante}に合わせてポットを争うか、このハンドを降ります。`,
    notes: {
      capture: '取り：手番の終わりに偶数（2、4…）になった山は、偶数にした人の取り札になります。',
      joker: 'ジョーカーは万能：どの山にも付けられ、ジョーカーの山にはどの札も付けられます。',
      'draw-choice': '引いた札が2つ以上の山に合いました。どの山に付けるかは引いた人が選びます。',
      emperor: '皇帝：星章を3枚以上配られたら宣言できます。このハンドで星章5枚すべてを取れば+10、取れなければ−20。',
      archduke:
        '大公：無地（2倍）を3枚以上配られたら宣言できます。無地20（2倍は2と数える）を取れば+10、取れなければ−20。',
      run: 'ラン：次のランマーカー（+1、+2…、ジャンプで支払われる）を取り、ハンドは続きます。次に宣言できるのは組み合わせが増えたときだけです。',
      jump: 'ジャンプでハンドは終わります。ジャンプした人が自分の組み合わせと取られたランマーカー全部を得点し、他の人は0点です。',
      pirate: '海賊でハンドは終わります。自分の組み合わせ、他のランした人の組み合わせ、自分のマーカーを得点します。',
      silent: '黙る：組み合わせは増えましたが、ランもジャンプもせずにハンドを続けます。',
      sheet: 'ハンド終了：各自の取り札を得点表で数えます。札の点、組み合わせ、ダブルグッド、宣言の順です。',
      exhausted:
        '誰もジャンプしないまま札が尽きました。こいこいと同じく、このハンドは0点です（試合の設定によってはランした人が得点）。',
      coup: '勝負：各プレイヤーの値を親の値と比べ、高い方が相手から1点取ります。同じなら支払いはありません。',
      'pot-won': 'いちばん高い値がポットを取ります。値が同じなら一番良い1枚で決まります（星章は剣に勝つ…）。',
      'pot-rides': '引き分け：ポットは次のハンドに持ち越され、次の勝者が全部取ります。',
      'must-deal': '勝負でジョーカー2枚を持っていた人は、次に親をしなければなりません。',
      'no-match': '誰もアンティに合わせませんでした。アンティは戻り、親は左隣に移ります。',
      'joker-value': 'バカラの手ではジョーカーは0、1、2のうち手の値が一番高くなる数になります。',
    },
  },
} satisfies TravFudaLearnWords;

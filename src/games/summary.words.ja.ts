import type { SummaryWords } from './summary.words.ts';

export default {
  koikoi: '同じ月の札を合わせて役を作り、こいこいで勝負を続けるか決める。',
  gostop: '韓国の花札。ゴーでもっと稼ぐか、ストップで点を取るか。',
  mushi: '40枚と万能の雷。1点も無駄にできない。',
  higobana: 'ハワイの桜札。最大7人、チーム戦も。',
  travfuda: '星船と星章の札。偶数の山を取る。',
  'travfuda-run-or-jump': 'TravFudaの役だけ。ランで伸ばし、ジャンプで換金。',
  'imperial-baccarat': 'TravFudaの札で胴元に勝つ。',
  'denebian-baccarat': 'アンティを出し、最強の手がポットを取る。',
  'career-poker': 'トリックを取ってゴールドを稼ぎ、大富豪の要領で戦略手札を出し切る。',
  capture: '場の札を上回るかノープレイ。ラウンドと表札を取る。',
} satisfies SummaryWords;

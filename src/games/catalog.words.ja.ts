import type { CatalogWords } from './catalog.words.ts';

export default {
  titles: {
    koikoi: 'こいこい',
    gostop: 'ゴーストップ',
    mushi: 'むし',
    higobana: '肥後花',
    travfuda: 'TravFuda',
    'travfuda-run-or-jump': 'ラン・オア・ジャンプ！',
    'imperial-baccarat': 'インペリアル・バカラ',
    'denebian-baccarat': 'デネビアン・バカラ',
    'career-poker': 'トリテ富豪',
    capture: 'キャプチャー',
    other: 'その他のゲーム',
  },
} satisfies CatalogWords;

import type { CatalogWords } from './catalog.words.ts';

export default {
  titles: {
    koikoi: '코이코이',
    gostop: '고스톱',
    mushi: '무시',
    higobana: '히고바나',
    travfuda: 'TravFuda',
    'travfuda-run-or-jump': '런 오어 점프!',
    'imperial-baccarat': '임페리얼 바카라',
    'denebian-baccarat': '데네브 바카라',
    'career-poker': '트릭테이킹 부호',
    capture: '캡처',
    other: '다른 게임',
  },
} satisfies CatalogWords;

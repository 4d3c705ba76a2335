import type { TfGuideWords } from './guide.words.ts';
import { tfWords } from './family.words.ts';
import { travFudaTableWords } from './ui/table.words.ts';
import { words } from '../../i18n/current.ts';

const card = (id: string) => tfWords().cardName(id);
const t = () => words(travFudaTableWords);

export default {
  join: (id, top) =>
    `手札の${card(id)}を押し、「${t().putOnLit}」を押してください。${card(top)}が上の山と同じスートなので、そこに置かなければなりません。手番の終わりに偶数枚の山は自分のものになります。`,
  newPile: (id) =>
    `手札に場の山と合う札がありません。いちばん安い${card(id)}を押し、「${t().startPile}」を押してください。`,
  draw: () =>
    `「${t().drawFromStock}」を押してください。山札の1枚は同じスートの山があればそこに置かれ、なければ新しい山になります。そのあと偶数枚の山をすべて取ります。`,
  place: (drawn, top, n) =>
    `引いた${card(drawn)}は${n}つの山に合います。高いほうの、${card(top)}が上の山を押すと、偶数枚になって取れます。`,
  emperor: (ids) =>
    `星章が${ids.length}枚配られました（${ids.map(card).join('、')}）。「${t().declareEmperor}」を押してください。ハンドの終わりまでに星章を5枚すべて取れば皇帝は+10点（取れなければ−20点）です。残りの2枚はまだ山札にあります。`,
  noDeclaration: () =>
    `「${t().noDeclaration}」を押してください。皇帝も大公も、ハンドの終わりに目標を達成したときだけ得点になります。`,
  nextHand: (n) => `ハンドの点数が出ました。「${t().dealHand(n)}」で続けてください。`,
  other: () => '光っているボタンを押してください。',
} satisfies TfGuideWords;

import type { CpGuideWords } from './guide.words.ts';
import { face, type LeadAttribute } from './rules.ts';
import { careerPokerTableWords } from './ui/table.words.ts';
import { words } from '../../i18n/current.ts';

const t = () => words(careerPokerTableWords);
/** A card as its button names it. */
const cpCard = (id: string) => {
  const f = face(id);
  return t().faceName(f.n, t().saidRule[f.n], t().colours[f.colour]!, t().marks[f.mark]!);
};
const attrWord = (a: LeadAttribute) => (a.type === 'colour' ? t().colours[a.value] : t().marks[a.value]) ?? '';
const list = (ids: readonly string[]) => ids.map(cpCard).join('と');

export default {
  direction: (next, trick) => `第${trick}トリック：あなたがリードです。「${t().cwNext(next)}」を押してください。`,
  lead: (id) =>
    `${cpCard(id)}を押し、色と動物のうち色を選んで「${t().colourIs(t().colours[face(id).colour]!)}」を押してください。ほかの人はその色を出さなければならず、リードの色でいちばん大きい数字がトリックを取ります。`,
  won: (next, trick, back) =>
    `前のトリックを取りました${back ? '（11バックで順番が逆になり、小さい数字が勝ちました）' : ''}。第${trick}トリックはあなたがリードです。「${t().cwNext(next)}」を押してください。`,
  follow: (id, lead, several) =>
    several
      ? `${attrWord(lead)}の札があるので、どれかを出さなければなりません。いちばん大きい${cpCard(id)}を押してください。`
      : `${attrWord(lead)}の札は${cpCard(id)}だけなので、それを出さなければなりません。${cpCard(id)}を押してください。`,
  discard: (id) => `リードの札がないので、何を出してもかまいません。いちばん小さい${cpCard(id)}を押してください。`,
  dontCut: () =>
    `「${t().dontCut}」を押してください。8切りするとトリックの札を全部取りますが、ゴールドはもらえません。`,
  keep: (id, pair) =>
    `「${t().keepIt}」を押してください。${cpCard(id)}は戦略手札に入ります${pair ? '（同じ数字がそろいます）' : '（あとで強い札です）'}。`,
  give: (id, to) =>
    `「${t().giveTo(to)}」を押してください。弱い${cpCard(id)}は、${to}があとで出さなければならない札になります。`,
  millDirection: (next) =>
    `大富豪フェイズ、あなたのリードです（戦略手札を先になくした人が勝ち）。「${t().cwNext(next)}」を押してください。`,
  leadSet: (ids) =>
    `${list(ids)}を押し、「${t().playN(ids.length)}」を押してください。${ids.length > 1 ? '同じ数字のセットです' : 'いちばん弱い札です'}。ほかの人は同じ枚数で、より強い札を出します。`,
  beat: (ids) =>
    `${list(ids)}を押し、「${t().playN(ids.length)}」を押してください。場の札に勝てるいちばん弱い出し方です。`,
  pass: () =>
    `大富豪フェイズ：場の札に勝つには同じ枚数でより強い札が要りますが、ゴールドなしでは出せません。「${t().pass}」を押してください。次の番にはまた出せます。`,
  goOut: (ids) =>
    `${list(ids)}を押し、「${t().playN(ids.length)}」を押してください。最後の札なので上がりになり、ラウンドが終わります。`,
  nextRound: () => `「${t().nextRound}」を押してください。`,
} satisfies CpGuideWords;

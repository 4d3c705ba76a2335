/**
 * How to play a Hanafuda game on one screen (issue 28 §4): the goal, one turn drawn with the
 * cards (a hand card taking its month's field card, the stock's draw, a two-match choice), the
 * month's four kinds, how scoring works, then the game's yaku index with card pictures (its
 * `YakuSheet`). Words from `learn.words.ts`; the cards are the tables' own faces.
 */
import type { ComponentType } from 'preact';
import { words } from '../../../i18n/current.ts';
import { HanafudaBack } from '../art/index.tsx';
import { hanaLearnWords } from '../learn.words.ts';
import { HanaCard } from './HanaCard.tsx';
import { hanaTableWords } from './table.words.ts';

type Game = 'koikoi' | 'gostop' | 'mushi' | 'higobana';
const TITLE: Record<Game, string> = { koikoi: 'Koi-Koi', gostop: 'Go-Stop', mushi: 'Mushi', higobana: 'Higo-Bana' };

const arrow = (
  <span aria-hidden="true" style={{ fontSize: '1.3rem' }}>
    →
  </span>
);

function HanaHowTo({
  game,
  Sheet,
  options,
  preset,
}: {
  game: Game;
  Sheet: ComponentType<{ options: Record<string, unknown>; preset?: string }>;
  options: Record<string, unknown>;
  preset?: string;
}) {
  const w = words(hanaLearnWords).howto;
  const tw = words(hanaTableWords);
  const g = TITLE[game];
  const size = { '--w': '44px' } as never;
  return (
    <div class="howto" data-testid="howto">
      <section aria-labelledby="howto-goal">
        <h2 id="howto-goal">{w.goalTitle}</h2>
        <p>{w.goal[game]}</p>
      </section>
      <section aria-labelledby="howto-turn">
        <h2 id="howto-turn">{w.turnTitle}</h2>
        <p>{w.play}</p>
        <div class="mini-row" style={{ ...(size as object), alignItems: 'center', gap: '6px' }}>
          <HanaCard id="mar-bright" game={g} labels />
          <span aria-hidden="true">+</span>
          <HanaCard id="mar-ribbon" game={g} labels />
          {arrow}
          <span class="small">{w.takes}</span>
        </div>
        <p>{w.draw}</p>
        <div class="mini-row" style={{ ...(size as object), alignItems: 'center', gap: '6px' }}>
          <span class="card static mini" role="img" aria-label={tw.stock(1)} style={size}>
            <HanafudaBack />
          </span>
          {arrow}
          <HanaCard id="aug-bright" game={g} labels />
          <span aria-hidden="true">+</span>
          <HanaCard id="aug-chaff-1" game={g} labels />
        </div>
        <p>{w.two}</p>
        <div class="mini-row" style={{ ...(size as object), alignItems: 'center', gap: '6px' }}>
          <HanaCard id="jan-bright" game={g} labels />
          {arrow}
          <HanaCard id="jan-ribbon" game={g} labels target />
          <HanaCard id="jan-chaff-1" game={g} labels target />
        </div>
        <p class="small">{w.noMatch}</p>
      </section>
      <section aria-labelledby="howto-months">
        <h2 id="howto-months">{w.monthsTitle}</h2>
        <p class="small">{w.months}</p>
        <div class="row" style={{ gap: '8px', flexWrap: 'wrap' }}>
          {(
            [
              ['bright', 'mar-bright'],
              ['animal', 'may-animal'],
              ['ribbon', 'sep-ribbon'],
              ['chaff', 'oct-chaff-1'],
            ] as const
          ).map(([cls, id]) => (
            <span key={cls} class="stack" style={{ alignItems: 'center', gap: '2px' }}>
              <span class="mini-row" style={size}>
                <HanaCard id={id} game={g} labels />
              </span>
              <span class="small">{tw.classes[cls]}</span>
            </span>
          ))}
        </div>
      </section>
      <section aria-labelledby="howto-scoring">
        <h2 id="howto-scoring">{w.scoringTitle}</h2>
        <p>{w.scoring[game]}</p>
      </section>
      <section aria-labelledby="howto-yaku">
        <h2 id="howto-yaku">{w.yakuTitle}</h2>
        <Sheet options={options} {...(preset ? { preset } : {})} />
      </section>
    </div>
  );
}

type Props = { options: Record<string, unknown>; preset?: string };

/** The how-to screen of one game, with its yaku sheet. */
export function howToOf(game: Game, Sheet: ComponentType<Props>): ComponentType<Props> {
  const HowTo = (p: Props) => <HanaHowTo game={game} Sheet={Sheet} {...p} />;
  return HowTo;
}

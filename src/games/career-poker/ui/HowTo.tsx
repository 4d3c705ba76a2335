/**
 * How to play Career Poker on one screen (issue 28 §4): the goal, the trick phase and the
 * Millionaire phase each drawn with the game's own card faces, then scoring; in the reader's
 * language (`learn.words.ts`). The rules screen shows it first; the full rules are one tap further.
 */
import { words } from '../../../i18n/current.ts';
import { CardButton } from '../../../table/parts.tsx';
import { CareerPokerFace } from '../art/index.tsx';
import { careerPokerLearnWords } from '../learn.words.ts';
import { rankPoints } from '../rules.ts';
import { cpFaceName } from './CareerPokerTable.tsx';
import { careerPokerTableWords } from './table.words.ts';
import { face } from '../rules.ts';
import './cp.css';

function Face({ id, note }: { id: string; note?: string | undefined }) {
  const w = words(careerPokerTableWords);
  const f = face(id);
  return (
    <figure class="cp-how-card">
      <CardButton
        cardId={id}
        name={cpFaceName(id)}
        face={<CareerPokerFace id={id} printed={{ rule: w.printedRule, label: w.printedLabel(f.colour, f.mark) }} />}
      />
      {note && <figcaption>{note}</figcaption>}
    </figure>
  );
}

export function CareerPokerHowTo({ options }: { options: Record<string, unknown>; preset?: string }) {
  const w = words(careerPokerLearnWords);
  const tw = words(careerPokerTableWords);
  const row = rankPoints(4, 1);
  void options;
  return (
    <article class="cp-how" data-testid="how-to">
      <p>{w.howGoal}</p>
      <div class="cp-how-row" role="group" aria-label={w.howCardsAria}>
        <Face id="cp-05-red-snake" />
        <Face id="cp-08-blue-cat" />
        <Face id="cp-11-yellow-owl" />
      </div>
      <p class="small">{w.howCards}</p>
      <h2>{w.howTrickTitle}</h2>
      <p>{w.howTrick}</p>
      <div class="cp-how-row" role="group" aria-label={w.howCardsAria}>
        <Face id="cp-05-red-snake" note={tw.colours.red} />
        <Face id="cp-10-red-goldfish" note="✓" />
        <Face id="cp-04-blue-pig" />
      </div>
      <p class="small">{w.howTrickExample}</p>
      <h2>{w.howMillTitle}</h2>
      <p>{w.howMill}</p>
      <div class="cp-how-row" role="group" aria-label={w.howCardsAria}>
        <Face id="cp-05-red-snake" />
        <Face id="cp-05-yellow-cat" />
        <span class="cp-how-arrow" aria-hidden="true">
          ›
        </span>
        <Face id="cp-10-red-goldfish" />
        <Face id="cp-10-yellow-cat" />
      </div>
      <p class="small">{w.howMillExample}</p>
      <p class="small">{w.howExtras}</p>
      <h2>{w.howScoreTitle}</h2>
      <p>{w.howScore(row[0]!, row[1]!)}</p>
      <p class="small">{w.howTable}</p>
    </article>
  );
}

/**
 * How to play, one screen per game of the family (issue 28 §4): the goal, one turn and how scoring
 * works, drawn with the TravFuda cards (`TravCard`, the table's own faces), in the reader's
 * language (`learn.words.ts`). The fishing games share the turn; the baccarats share the value.
 */
import { Fragment, type ComponentChildren } from 'preact';
import { words } from '../../../i18n/current.ts';
import { gameName } from '../../catalog.words.ts';
import { travFudaLearnWords } from '../learn.words.ts';
import { TravCard } from './TravCard.tsx';
import './travfuda.css';

type Game = 'travfuda' | 'travfuda-run-or-jump' | 'imperial-baccarat' | 'denebian-baccarat';

/** A row of cards as the table draws them, with a caption; `sep` draws a sign between two groups. */
function Cards({
  ids,
  game,
  caption,
  sep,
}: {
  ids: string[];
  game: Game;
  caption?: string;
  sep?: Record<number, string>;
}) {
  const title = gameName(game);
  return (
    <figure class="tf-howto-cards">
      <span class="tf-howto-row">
        {ids.map((id, i) => (
          <Fragment key={id}>
            {sep?.[i] && (
              <span class="tf-howto-sep" aria-hidden="true">
                {sep[i]}
              </span>
            )}
            <TravCard id={id} game={title} labels class="tf-howto-card" />
          </Fragment>
        ))}
      </span>
      {caption && <figcaption class="small">{caption}</figcaption>}
    </figure>
  );
}

function Section({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <section class="tf-howto-part">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function FishingHowTo({ game }: { game: 'travfuda' | 'travfuda-run-or-jump' }) {
  const w = words(travFudaLearnWords).howto;
  const roj = game === 'travfuda-run-or-jump';
  return (
    <div class="tf-howto" data-testid="howto">
      <Section title={w.goal}>
        <p>{roj ? w.rojGoal : w.fishGoal}</p>
        <Cards ids={['t06-P1', 't06-P2']} game={game} sep={{ 1: '+' }} caption={w.pairExample} />
      </Section>
      <Section title={w.turn}>
        <ol>
          <li>{w.step1}</li>
          <li>{w.step2}</li>
          <li>{w.step3}</li>
        </ol>
      </Section>
      <Section title={w.scoring}>
        {!roj && (
          <>
            <p>{w.cardPoints}</p>
            <Cards ids={['t02-RS', 't01-RC', 't03-RF', 't03-D', 't03-P1', 'joker-1']} game={game} />
          </>
        )}
        <p>{w.combos}</p>
        <Cards ids={['t02-RS', 't04-BS', 't06-GS']} game={game} caption={w.hero} />
        <Cards ids={['t03-RF', 't05-RF', 't06-RF']} game={game} caption={w.guidon} />
        <Cards ids={['t02-RS', 't01-RC', 't03-RF']} game={game} caption={w.uniform} />
        <p class="small">{w.more}</p>
        {roj ? (
          <>
            <p>{w.rojRun}</p>
            <p>{w.rojScore}</p>
          </>
        ) : (
          <p>{w.declare}</p>
        )}
      </Section>
    </div>
  );
}

function BaccaratHowTo({ game }: { game: 'imperial-baccarat' | 'denebian-baccarat' }) {
  const w = words(travFudaLearnWords).howto;
  const imperial = game === 'imperial-baccarat';
  return (
    <div class="tf-howto" data-testid="howto">
      <Section title={w.goal}>
        <p>{imperial ? w.imperialGoal : w.denebianGoal}</p>
        <p>{w.value}</p>
        <Cards ids={['t07-P1', 't06-P1']} game={game} sep={{ 1: '+' }} caption={w.valueExample} />
      </Section>
      <Section title={w.turn}>
        <ol>
          <li>{w.bacStep1}</li>
          <li>{w.bacStep2}</li>
          <li>{w.bacStep3}</li>
        </ol>
      </Section>
      <Section title={w.scoring}>
        <p>{imperial ? w.imperialScore : w.denebianScore}</p>
        {!imperial && (
          <Cards ids={['t02-RS', 't01-RC', 't03-RF', 't03-P1']} game={game} sep={{ 1: '>', 2: '>', 3: '>' }} />
        )}
      </Section>
    </div>
  );
}

/** The family's how-to screen for `game`. */
export function TravHowTo({ game }: { game: Game }) {
  return game === 'imperial-baccarat' || game === 'denebian-baccarat' ? (
    <BaccaratHowTo game={game} />
  ) : (
    <FishingHowTo game={game} />
  );
}

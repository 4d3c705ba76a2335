/**
 * How to play Capture on one screen (issue 28 §4): the goal, which card beats which (the six
 * suits drawn as the 3s, highest first), one round drawn with the table's cards (a lead, the card
 * that beats it, the up-card taken with the round), the Galaxy, and scoring; the options that are
 * on, when a preset turns them on. Words: howto.words*.ts; cards: ../art (the table's faces).
 */
import { presetOptions } from '../../../engine/options.ts';
import { words } from '../../../i18n/current.ts';
import { UcdFace } from '../art/index.tsx';
import { CAPTURE_DEFAULTS, captureOptionsSpec, type CaptureOptions } from '../capture.ts';
import { SUITS } from '../rules.ts';
import { caFaceName } from './CaptureTable.tsx';
import { captureHowToWords } from './howto.words.ts';
import { captureTableWords } from './table.words.ts';
import './capture.css';

function Pic({ id, caption }: { id: string; caption?: string }) {
  const printed = words(captureTableWords).printed();
  return (
    <figure class="cap-howto-card">
      <span class="cap-howto-face" role="img" aria-label={caFaceName(id)}>
        <UcdFace id={id} printed={printed} />
      </span>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

export function CaptureHowTo({ options, preset }: { options: Record<string, unknown>; preset?: string }) {
  const w = words(captureHowToWords);
  const chosen = captureOptionsSpec.presets.find((p) => p.id === preset);
  const o: CaptureOptions = chosen
    ? presetOptions(CAPTURE_DEFAULTS, chosen)
    : { ...CAPTURE_DEFAULTS, ...(options as Partial<CaptureOptions>) };
  const extras = [o.bonusSuit && w.bonus, o.extraHand && w.extra, o.halving && w.halving].filter(
    (x): x is string => !!x,
  );
  return (
    <div class="cap-howto" data-testid="howto">
      <h2>{w.goalH}</h2>
      <p>{w.goal}</p>

      <h2>{w.suitsH}</h2>
      <p>{w.suits}</p>
      <div class="cap-howto-row cap-howto-suits">
        {SUITS.map((s) => (
          <Pic key={s} id={`u-${s}-3`} />
        ))}
      </div>
      <p class="cap-howto-groups small" aria-hidden="true">
        <span>◀ {w.primary}</span>
        <span>{w.secondary} ▶</span>
      </p>

      <h2>{w.roundH}</h2>
      <div class="cap-howto-row">
        <Pic id="u-S-3" caption={w.leads(w.bot)} />
        <span class="cap-howto-arrow" aria-hidden="true">
          →
        </span>
        <Pic id="u-E-3" caption={w.beats(w.you)} />
        <span class="cap-howto-arrow" aria-hidden="true">
          +
        </span>
        <Pic id="u-N-3" caption={w.upCard} />
      </div>
      <p>{w.round(w.bot, w.you)}</p>
      <p>{w.mustBeat}</p>

      <h2>{w.galaxyH}</h2>
      <div class="cap-howto-side">
        <Pic id="u-Galaxy-S" />
        <p>{w.galaxy}</p>
      </div>

      <h2>{w.scoreH}</h2>
      <p>{w.score}</p>
      {extras.length > 0 && (
        <>
          <p>{w.options}</p>
          <ul>
            {extras.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

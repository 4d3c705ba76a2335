/**
 * Progress toward the combinations on the fishing table (issue 28 §3): a compact line of the
 * nearest goals ("Near: Hero 2/3 · red Guidon Set 2/3"), and a panel opened by a 44 px button with
 * every player's goals: what scores now, what is near and the cards that would complete it (those
 * gone to another capture area counted), and a declared Emperor's or Archduke's standing. The
 * numbers are `progress.ts`'s; this only words and draws them.
 */
import { useState } from 'preact/hooks';
import { words } from '../../../i18n/current.ts';
import { travFudaLearnWords } from '../learn.words.ts';
import { comboProgress, declarationStanding, madeCombos, nearCombos, type ComboProgress } from '../progress.ts';
import type { FishingOptions, Declaration } from '../fishing.ts';
import { Prompt } from '../../../table/parts.tsx';
import { TravCard } from './TravCard.tsx';

/** What the progress of one seat needs from a fishing view. */
export interface ProgressSource {
  captured: string[][];
  declarations: (Declaration | null)[];
  options: FishingOptions;
}

/** Seat `seat`'s goals: its capture area against every other one (public: gone for it). */
export function seatProgress(v: ProgressSource, seat: number): ComboProgress[] {
  const taken = v.captured.flatMap((c, s) => (s === seat ? [] : c));
  return comboProgress(v.captured[seat] ?? [], taken, v.options, v.declarations[seat] ?? {});
}

/** A goal's name in the reader's language. */
export function comboName(p: ComboProgress): string {
  const w = words(travFudaLearnWords).progress;
  return w.combo(p.id, p.colour ? (w.colour[p.colour] ?? '') : '', p.suit ?? 0);
}

/** "Near: Hero 2/3 · red Guidon Set 2/3", for seat `seat`. */
export function nearLine(all: readonly ComboProgress[]): string {
  const w = words(travFudaLearnWords).progress;
  return w.near(nearCombos(all).map((p) => w.count(comboName(p), p.have, p.need)));
}

/**
 * The table zone's header with the compact line and its button (the button opens the panel):
 * "Table: 12 piles · Near: Hero 2/3 · red Guidon Set 2/3 [Combinations]"; with nothing near, the
 * table's own `fallback` hint.
 */
export function ProgressBar({
  v,
  seat,
  names,
  game,
  runOrJump,
  lead,
  fallback,
}: {
  v: ProgressSource & { scores: number[] };
  seat: number;
  names: readonly string[];
  game: string;
  /** Run or Jump!: the combination score toward the 3 that let a player Run or Jump (before anyone has). */
  runOrJump?: boolean;
  lead: string;
  fallback: string;
}) {
  const w = words(travFudaLearnWords).progress;
  const [open, setOpen] = useState(false);
  const all = seatProgress(v, seat);
  const near = nearCombos(all, 2);
  // A declaration made stands first: "Emperor 3/5".
  const declared = all.filter((p) => (p.id === 'emperor' || p.id === 'archduke') && !p.complete && p.possible);
  const text = [
    runOrJump ? w.toRun(v.scores[seat] ?? 0) : null,
    ...declared.map((p) => w.count(comboName(p), p.have, p.need)),
    near.length ? w.near(near.map((p) => w.count(comboName(p), p.have, p.need))) : null,
  ].filter(Boolean);
  return (
    <div class="zone-h tf-progress">
      <span>{lead}</span>
      <span class={text.length ? 'tf-near' : 'muted'} data-testid="tf-near">
        {text.length ? text.join(' · ') : fallback}
      </span>
      <button
        type="button"
        class="btn tf-progress-open"
        aria-label={w.openAria}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {w.open}
      </button>
      {open && <ProgressPanel v={v} seat={seat} names={names} game={game} onClose={() => setOpen(false)} />}
    </div>
  );
}

function Goal({ p, game }: { p: ComboProgress; game: string }) {
  const w = words(travFudaLearnWords).progress;
  const plain = p.id === 'twenty-plain' || p.id === 'archduke';
  const left = p.need - p.have;
  return (
    <li>
      <b>{w.count(comboName(p), p.have, p.need)}</b>{' '}
      <span class="muted">({p.id === 'double-good' ? w.doubles : w.points(p.points)})</span>
      <br />
      <span class="small">{w.needs(left, plain ? 'plain' : 'card')}</span>
      <span class="tf-wanted">
        {p.wanted.slice(0, 10).map((c) => (
          <TravCard key={c} id={c} game={game} labels />
        ))}
        {p.wanted.length > 10 && <span class="small">…</span>}
      </span>
      {p.gone.length > 0 && <span class="small">{w.gone(p.gone.length)}</span>}
    </li>
  );
}

/** Every player's goals, the viewer first. */
export function ProgressPanel({
  v,
  seat,
  names,
  game,
  onClose,
}: {
  v: ProgressSource;
  seat: number;
  names: readonly string[];
  game: string;
  onClose: () => void;
}) {
  const w = words(travFudaLearnWords).progress;
  const seats = [seat, ...v.captured.map((_, s) => s).filter((s) => s !== seat)];
  return (
    <div class="overlay" data-testid="tf-progress-panel">
      <Prompt title={w.title}>
        {seats.map((s) => {
          const all = seatProgress(v, s);
          const made = madeCombos(all);
          const near = nearCombos(all, 4);
          const out = all.filter((p) => !p.possible && p.have > 0 && p.id !== 'double-trouble').length;
          const emperor = declarationStanding(all, 'emperor');
          const archduke = declarationStanding(all, 'archduke');
          const trouble = all.find((p) => p.id === 'double-trouble');
          return (
            <details key={s} open={s === seat} class="tf-goals">
              <summary style={{ minHeight: '44px', display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
                <b>{names[s]}</b>
              </summary>
              <p class="small" style={{ margin: '2px 0' }}>
                <b>{w.made}:</b>{' '}
                {made.length
                  ? made.map((p) => `${comboName(p)} ${p.id === 'double-good' ? '×2' : w.points(p.points)}`).join(' · ')
                  : w.nothingMade}
              </p>
              {emperor && (
                <p class="small" style={{ margin: '2px 0' }}>
                  {w.emperor(emperor.state, emperor.have)}
                </p>
              )}
              {archduke && (
                <p class="small" style={{ margin: '2px 0' }}>
                  {w.archduke(archduke.state, archduke.have)}
                </p>
              )}
              {trouble &&
                trouble.have === 3 &&
                trouble.possible &&
                !all.find((p) => p.id === 'twenty-plain')?.complete && (
                  <p class="small" style={{ margin: '2px 0' }}>
                    {w.trouble}
                  </p>
                )}
              {near.length > 0 && (
                <>
                  <p class="small" style={{ margin: '4px 0 0' }}>
                    <b>{w.nearHead}</b>
                  </p>
                  <ul class="tf-goal-list">
                    {near.map((p) => (
                      <Goal key={`${p.id}${p.colour ?? ''}${p.suit ?? ''}`} p={p} game={game} />
                    ))}
                  </ul>
                </>
              )}
              {out > 0 && (
                <p class="small muted" style={{ margin: '2px 0' }}>
                  {w.unreachable(out)}
                </p>
              )}
            </details>
          );
        })}
        <button type="button" class="btn primary block" autoFocus onClick={onClose}>
          {w.close}
        </button>
      </Prompt>
    </div>
  );
}

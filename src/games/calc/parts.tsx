/** Small controls shared by the round calculators: one-of choices, steppers, the breakdown and the footer. */
import type { ComponentChildren } from 'preact';
import { words } from '../../i18n/current.ts';
import { calcWords } from './calc.words.ts';

/** One of a few choices as a row of 44 px buttons (a named group; the chosen one is pressed). */
export function Choice<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <div class="calc-choice" role="group" aria-label={label}>
      <span class="small calc-choice-label">{label}</span>
      <div class="segmented">
        {options.map((o) => (
          <button
            type="button"
            key={String(o.value)}
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A whole number with − and + buttons (the number itself can be typed too). */
export function Stepper({
  label,
  value,
  min = 0,
  max = 99,
  onChange,
  hint,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange: (n: number) => void;
  hint?: string | undefined;
}) {
  const w = words(calcWords);
  const clamp = (n: number) => Math.max(min, Math.min(max, n));
  return (
    <div class="calc-stepper" role="group" aria-label={label}>
      <span class="calc-stepper-label">
        {label}
        {hint && <span class="small muted"> {hint}</span>}
      </span>
      <button
        type="button"
        class="icon-btn"
        aria-label={w.oneLess(label)}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={String(value)}
        onInput={(e) => {
          const n = Number.parseInt((e.target as HTMLInputElement).value, 10);
          if (Number.isFinite(n)) onChange(clamp(n));
        }}
      />
      <button
        type="button"
        class="icon-btn"
        aria-label={w.oneMore(label)}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}

/** A line of a breakdown: what it is and what it adds (or the running total). */
export interface Line {
  label: string;
  value: string;
  /** A total line (drawn in bold with a rule above). */
  total?: boolean;
}

/** The breakdown of a score, one line per factor, adding up to the total. */
export function Breakdown({ title, lines }: { title: string; lines: readonly Line[] }) {
  return (
    <table class="calc-lines" aria-label={title}>
      <caption>{title}</caption>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i} class={l.total ? 'total' : ''}>
            <th scope="row">{l.label}</th>
            <td>{l.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What each player gets, the reason it can't be scored (a refusal), and the Use/Cancel buttons. */
export function CalcFooter({
  players,
  scores,
  error,
  pending,
  summary,
  onUse,
  onCancel,
  children,
}: {
  players: string[];
  scores: number[] | null;
  error?: string | undefined;
  pending?: string | undefined;
  summary?: string | undefined;
  onUse: () => void;
  onCancel: () => void;
  children?: ComponentChildren;
}) {
  const w = words(calcWords);
  return (
    <div class="calc-footer">
      {summary && !error && !pending && <p class="small calc-summary">{summary}</p>}
      {children}
      {pending && !error ? (
        <p class="small muted calc-pending">{pending}</p>
      ) : error ? (
        <p role="alert" class="notice calc-refusal">
          {error}
        </p>
      ) : (
        scores && (
          <p class="calc-scores" aria-live="polite" data-testid="calc-scores">
            {players.map((p, i) => (
              <span key={i}>
                {p} <b>{signed(scores[i]!)}</b>
              </span>
            ))}
          </p>
        )
      )}
      <div class="grid2">
        <button type="button" class="btn" onClick={onCancel}>
          {w.cancel}
        </button>
        <button type="button" class="btn primary" disabled={!!error || !!pending || !scores} onClick={onUse}>
          {w.useScores}
        </button>
      </div>
    </div>
  );
}

/** "+12", "−12", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/**
 * The one-screen table: opponents compact at the top, the field in the middle (the only part
 * that may scroll, and only when it must), and the dock at the bottom under the thumb: the
 * last move as one short line, the prompt or decision, and your hand, whole, on every turn.
 * In landscape (and on large screens) the dock moves to the right-hand side. Every game's
 * table is built in it, inside its `.felt` (the felt's own padding is then dropped).
 */
import type { ComponentChildren } from 'preact';
import { AssistRow } from './assist.tsx';
import './table.css';

export interface TableFrameProps {
  /** Opponents, scores, round line: compact (counts and progress), expandable on tap. */
  top?: ComponentChildren;
  /** The field / the trick / the piles. */
  middle: ComponentChildren;
  /** The last move as a one-line status (announced politely to screen readers). */
  line?: ComponentChildren;
  /** Prompts and decisions: they sit next to the hand, never between field and captures. */
  prompt?: ComponentChildren;
  /** Your hand (and your own compact captures). */
  hand?: ComponentChildren;
  /** Accessible name of the whole table region. */
  label?: string;
}

export function TableFrame({ top, middle, line, prompt, hand, label = 'Table' }: TableFrameProps) {
  return (
    <div class="tframe" role="region" aria-label={label}>
      {top !== undefined && <div class="tframe-top">{top}</div>}
      <div class="tframe-mid">{middle}</div>
      <div class="tframe-dock">
        <AssistRow />
        {line !== undefined && <div class="tframe-line">{line}</div>}
        {prompt !== undefined && <div class="tframe-prompt">{prompt}</div>}
        {hand}
      </div>
    </div>
  );
}

/**
 * A player's look where the player is shown (issue 29 §1): the emoji written before a name and the
 * colour marking it, per seat, as data. The Play screen reads them from the player records when a
 * match opens (src/app/players/looks.ts) and hands them to the table through `SeatLooks`; engines
 * know nothing of them. Never the only carrier of meaning: the name is always written, the emoji is
 * decoration for screen readers (hidden), the colour a mark beside the name.
 */
import { createContext } from 'preact';
import './looks.css';

export interface SeatLook {
  /** An emoji (a few characters) shown before the name. */
  emoji?: string;
  /** A colour `#rrggbb`. */
  colour?: string;
}

/** The look of each seat (by seat index; none for a seat without a player record or look). */
export const SeatLooks = createContext<readonly (SeatLook | undefined)[]>([]);

/**
 * A name as shown with its look: a colour dot (outlined, so any colour shows; left out with
 * `dot={false}` where the colour marks the name's box instead), the emoji, the name.
 */
export function LookName({ name, look, dot = true }: { name: string; look?: SeatLook | undefined; dot?: boolean }) {
  return (
    <>
      {dot && look?.colour && <span class="look-dot" aria-hidden="true" style={{ background: look.colour }} />}
      {look?.emoji && <span aria-hidden="true">{`${look.emoji} `}</span>}
      {name}
    </>
  );
}

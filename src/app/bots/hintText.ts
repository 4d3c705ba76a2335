/** A hint in words: what to do, and which cards on the table it points at (issue 15), in the reader's language. */
import { words } from '../../i18n/current.ts';
import { botsWords } from './bots.words.ts';

/** Every string a move carries besides its type (card ids, and whatever else: only card ids match a card). */
export function moveCards(move: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown, depth: number) => {
    if (typeof x === 'string') out.add(x);
    else if (Array.isArray(x)) for (const y of x) walk(y, depth);
    else if (x && typeof x === 'object' && depth < 3)
      for (const [k, y] of Object.entries(x)) if (k !== 'type') walk(y, depth + 1);
  };
  walk(move, 0);
  return out;
}

/** "Hint: Play the highlighted card." — `cards` is how many cards of the move are on screen. */
export function hintText(move: unknown, cards: number): string {
  const type = move && typeof move === 'object' && 'type' in move ? String((move as { type: unknown }).type) : '';
  return words(botsWords).hint(type, cards);
}

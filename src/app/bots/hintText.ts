/** A hint in words: what to do, and which cards on the table it points at (issue 15). */

const WORDS: Record<string, string> = {
  play: 'Play',
  capture: 'Capture',
  match: 'Match',
  take: 'Take',
  place: 'Place',
  lead: 'Lead',
  follow: 'Follow',
  add: 'Add',
  draw: 'Draw',
  'draw-only': 'Draw',
  pass: 'Pass',
  stop: 'Stop here',
  koikoi: 'Call koi-koi',
  go: 'Call go',
  declare: 'Declare',
  shake: 'Shake',
  bomb: 'Bomb',
  stand: 'Stand',
  run: 'Run',
  jump: 'Jump',
  'next-round': 'Next round',
};

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
  const verb = WORDS[type] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, ' ') : 'Play');
  const what = cards === 0 ? '' : cards === 1 ? ' the highlighted card' : ' the highlighted cards';
  const action = `${verb}${what}`;
  const connective = what && /^(Stop here|Call|Next round|Pass|Draw)/.test(verb) ? ': highlighted' : '';
  return `Hint: ${connective ? `${verb}${connective}` : action}.`;
}

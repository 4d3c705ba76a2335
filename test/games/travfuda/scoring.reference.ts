/**
 * A naive reference of the TravFuda score sheet, written from the rulings
 * (docs/rulings/travfuda.md §1.3, TF-7 to TF-11) without importing the engine: card facts
 * are read from the card ids ("t06-RF" = suit 6, red Flag; "t03-D" a Double; "t04-P2" a Plain;
 * "joker-1"). The tests compare `scoreTravFuda` with it, line by line.
 */

export interface RefCard {
  id: string;
  suit: number; // 0 for a Joker
  kind: 'S' | 'C' | 'F' | 'D' | 'P' | 'J';
  colour?: string;
}

export function refCard(id: string): RefCard {
  if (id.startsWith('joker-')) return { id, suit: 0, kind: 'J' };
  const m = /^t(\d\d)-(.+)$/.exec(id);
  if (!m) throw new Error(`not a TravFuda card: ${id}`);
  const suit = Number(m[1]);
  const rest = m[2]!;
  if (rest === 'D') return { id, suit, kind: 'D' };
  if (/^P\d+$/.test(rest)) return { id, suit, kind: 'P' }; // a Plain ("P2"); "PF" is a purple Flag
  return { id, suit, kind: rest[1] as 'S' | 'C' | 'F', colour: rest[0]! };
}

export interface RefLine {
  points: number;
  cards: string[];
}

/** The sheet's lines (id → points and cards) and its total. */
export function refSheet(
  pile: readonly string[],
  declared: { emperor?: boolean; archduke?: boolean } = {},
  options: { heroStacking?: 'highest' | 'cumulative'; doubleGoodScope?: 'subtotal' | 'grandTotal' } = {},
): { total: number; lines: Record<string, RefLine>; combinations: number } {
  const cards = pile.map(refCard);
  const ids = (pred: (c: RefCard) => boolean) => cards.filter(pred).map((c) => c.id);
  const kindCount = (k: string) => cards.filter((c) => c.kind === k).length;
  const lines: Record<string, RefLine> = {};
  const add = (id: string, points: number, who: string[]) => (lines[id] = { points, cards: who });

  // 1. Card points: S 20, C 10, F 5, D 2, P 1, J 1.
  const values: [string, string, number][] = [
    ['starbursts', 'S', 20],
    ['cutlasses', 'C', 10],
    ['flags', 'F', 5],
    ['doubles', 'D', 2],
    ['plains', 'P', 1],
    ['jokers', 'J', 1],
  ];
  for (const [line, k, v] of values)
    if (kindCount(k) > 0)
      add(
        line,
        v * kindCount(k),
        ids((c) => c.kind === k),
      );

  // 2. Combinations.
  let combinations = 0;
  const combo = (id: string, points: number, who: string[]) => {
    add(id, points, who);
    combinations += points;
  };
  const wholeSuits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((s) => cards.filter((c) => c.suit === s).length === 6);
  if (wholeSuits.length > 0)
    combo(
      'whole-suit',
      wholeSuits.length,
      ids((c) => wholeSuits.includes(c.suit)),
    );
  const colours = ['R', 'G', 'P', 'Y', 'B'];
  const guidons = colours.filter((col) => cards.filter((c) => c.kind === 'F' && c.colour === col).length === 3);
  if (guidons.length > 0)
    combo(
      'guidon',
      2 * guidons.length,
      ids((c) => c.kind === 'F' && guidons.includes(c.colour!)),
    );
  const uniforms = colours.filter((col) =>
    ['S', 'C', 'F'].every((k) => cards.some((c) => c.kind === k && c.colour === col)),
  );
  if (uniforms.length > 0)
    combo(
      'uniform',
      3 * uniforms.length,
      ids((c) => c.colour !== undefined && uniforms.includes(c.colour)),
    );
  const stars = kindCount('S');
  const starIds = ids((c) => c.kind === 'S');
  if (options.heroStacking === 'cumulative') {
    if (stars >= 3) combo('hero', 5, starIds);
    if (stars >= 4) combo('major-hero', 10, starIds);
    if (stars >= 5) combo('grand-hero', 15, starIds);
  } else if (stars === 5) combo('grand-hero', 15, starIds);
  else if (stars === 4) combo('major-hero', 10, starIds);
  else if (stars === 3) combo('hero', 5, starIds);
  const flags = kindCount('F');
  if (flags >= 5)
    combo(
      'five-flags',
      flags - 4,
      ids((c) => c.kind === 'F'),
    );
  const cutlasses = kindCount('C');
  if (cutlasses >= 5)
    combo(
      'five-cutlasses',
      cutlasses - 3,
      ids((c) => c.kind === 'C'),
    );
  const plain = kindCount('P') + 2 * kindCount('D');
  const plainIds = ids((c) => c.kind === 'P' || c.kind === 'D');
  if (plain >= 20) combo('twenty-plain', plain - 18, plainIds);
  const doubles = kindCount('D');
  if (doubles === 4 && plain < 20)
    combo(
      'double-trouble',
      -10,
      ids((c) => c.kind === 'D'),
    );

  let total = Object.values(lines).reduce((t, l) => t + l.points, 0);

  // 5. Declarations (scored after Double Good).
  let declarations = 0;
  const decl: [string, number, string[]][] = [];
  if (declared.emperor) decl.push(stars === 5 ? ['emperor-made', 10, starIds] : ['emperor-failed', -20, starIds]);
  if (declared.archduke) decl.push(plain >= 20 ? ['archduke-made', 10, plainIds] : ['archduke-failed', -20, plainIds]);
  for (const [, p] of decl) declarations += p;

  // 4. Double Good: the subtotal ×2 (or the grand total with the option).
  const doubleGood = doubles === 4 && plain >= 20;
  if (doubleGood) {
    const extra = options.doubleGoodScope === 'grandTotal' ? total + declarations : total;
    add('double-good', extra, plainIds);
    total += extra;
  }
  for (const [id, p, who] of decl) add(id, p, who);
  total += declarations;
  return { total, lines, combinations: doubleGood ? combinations * 2 : combinations };
}

import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/store/repo.ts';
import { LIMITS } from '../../src/store/records.ts';
import { addRound, editRound, newSheet, SheetLimitError } from '../../src/store/sheets.ts';

const freshName = () => `carriage-limits-${Math.random().toString(36).slice(2)}`;

describe('every sheet the pad writes, the store reads back (issue 32 §1)', () => {
  it('a sheet at 2,000 rounds with a full history saves, reopens after a reload, and refuses the next round', async () => {
    const name = freshName();
    let s = newSheet({ id: 'full', title: 'Full', gameId: 'koikoi', players: ['Aiko', 'Ben'], now: 0 });
    for (let i = 0; i < LIMITS.rounds; i++) s = addRound(s, { id: `r${i}`, scores: [1, -1], note: 'n' }, i + 1);
    for (let i = 0; i < LIMITS.history; i++) s = editRound(s, 'r0', { scores: [i, -i], note: '' }, 10_000 + i);
    expect(s.history).toHaveLength(LIMITS.history);
    const store = await Store.open(name);
    await store.putSheet(s);
    store.close();
    const again = await Store.open(name);
    const back = await again.getSheet('full');
    expect(back?.rounds).toHaveLength(LIMITS.rounds);
    const listed = await again.listSheets();
    expect(listed.problems).toEqual([]);
    expect(listed.items.map((x) => x.id)).toEqual(['full']);
    expect(() => addRound(back!, { id: 'one-more', scores: [1, -1] }, 99_999)).toThrow(SheetLimitError);
    again.close();
  });
});

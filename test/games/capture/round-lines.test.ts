/**
 * Issue 24 §4: Capture's numbers add up. For every finished hand of seeded matches: the result
 * panel's rows (`captureRows`, as the table derives them) add up to each seat's hand score
 * (`status().lastRound.scores`); the round note the score sheet writes (`roundNote`) gives each
 * seat's score as a sum whose terms — cards captured and left, the bonus suit, the bid, the
 * halving — add up to it, and names the bonus suit and the bid whenever they played a part.
 */
import { describe, expect, it } from 'vitest';
import { capture, type CaptureView } from '../../../src/games/capture/capture.ts';
import { captureRows } from '../../../src/games/capture/lines.ts';
import { captureLineName, renderCaptureEvent } from '../../../src/games/capture/events.ts';
import { roundNote } from '../../../src/app/match/sheetRows.ts';
import { PLANET } from '../../../src/games/capture/cards.ts';
import type { SeatInfo } from '../../../src/engine/match.ts';
import { eachFinishedRound, expectRowsAddUp } from '../../helpers/rounds.ts';

const NAMES = ['Aiko', 'Ben', 'Chi', 'Dan', 'Eve', 'Fay'];
const seatsOf = (n: number): SeatInfo[] => NAMES.slice(0, n).map((name) => ({ name, kind: 'human' }));
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The terms of a seat's sum in the note, read back from its text: "Aiko: 10 captured + 2 bonus suit − 3 bid = +9." */
function noteSum(note: string, name: string): { terms: number; total: number } | undefined {
  const m = new RegExp(`${name}: (\\d+) captured([^=]*) = ([+−]?\\d+)\\.`).exec(note);
  if (!m) return undefined;
  let terms = Number(m[1]);
  // The terms after the first: " + 2 bonus suit", " − 3 left in hand"; the parentheses only explain.
  for (const t of m[2]!.replace(/\([^)]*\)/g, '').matchAll(/([+−]) (\d+)/g))
    terms += (t[1] === '−' ? -1 : 1) * Number(t[2]);
  const total = m[3]!.startsWith('−') ? -Number(m[3]!.slice(1)) : Number(m[3]!.replace('+', ''));
  return { terms, total };
}

describe('Capture hand results', () => {
  const configs = [
    [2, {}],
    [3, { bonusSuit: true, extraHand: true, halving: true }],
    [4, { bonusSuit: true, bonusFollowsUpCard: true, extraHand: true, halving: true, galaxyInBonusSuit: false }],
    [5, { bonusSuit: true, extraHand: true }],
    [6, { bonusSuit: true, halving: true, halvingAtSix: true }],
  ] as const;
  for (const [players, options] of configs) {
    it(`panel rows and the sheet's note add up to each seat's hand score, ${players} players ${JSON.stringify(options)}`, () => {
      const seen = { bonus: 0, bidPaid: 0, bidWaived: 0, halved: 0 };
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        eachFinishedRound(capture, { players, seed, options }, (s, st) => {
          const v = capture.view(s as never, 0) as CaptureView;
          const rec = v.history[v.history.length - 1]!;
          const where = `${seed} hand ${rec.hand}`;
          const scores = st.lastRound!.scores;
          expectRowsAddUp(captureRows(rec), scores, where);
          for (const row of captureRows(rec))
            for (const l of row.lines) expect(captureLineName(l), where).not.toBe(l.id);

          const note = roundNote({ renderEvent: renderCaptureEvent }, st, seatsOf(players));
          for (let seat = 0; seat < players; seat++) {
            const sum = noteSum(note, NAMES[seat]!);
            expect(sum, `${where}: ${NAMES[seat]}'s sum in "${note}"`).toBeDefined();
            expect(sum, `${where}: ${note}`).toEqual({ terms: scores[seat], total: scores[seat] });
          }
          if (rec.bonusSuit) {
            expect(note).toContain(`Bonus suit: ${PLANET[rec.bonusSuit]}.`);
            rec.details
              .filter((d) => d.id === 'captured-bonus')
              .forEach((d) => {
                expect(note, where).toContain(
                  `${NAMES[d.seat]}: ${rec.capturedCounts[d.seat]} captured + ${d.points} bonus suit`,
                );
              });
            if (rec.details.some((d) => d.id === 'captured-bonus' || d.id === 'left-bonus')) seen.bonus++;
          }
          if (rec.bid) {
            const who = NAMES[rec.bid.seat]!;
            if (rec.bid.waived) {
              expect(note, where).toMatch(new RegExp(`${who}: [^=]*\\(bid of ${rec.bid.amount} waived: went out\\)`));
              seen.bidWaived++;
            } else {
              expect(note, where).toMatch(new RegExp(`${who}: [^=]* − ${rec.bid.amount} bid`));
              seen.bidPaid++;
            }
          }
          for (const h of rec.halved) {
            expect(note, where).toContain(
              `− ${h.from - h.to} halving (total ${h.from} halved to ${h.to}) = ${signed(scores[h.seat]!)}`,
            );
            seen.halved++;
          }
        });
      }
      if ('bonusSuit' in options) expect(seen.bonus, 'a bonus suit counted').toBeGreaterThan(0);
      if ('extraHand' in options && players < 6)
        expect(seen.bidPaid + seen.bidWaived, 'a bid played a part').toBeGreaterThan(0);
    });
  }

  it('words a seat whose bid was paid, with the bonus suit, as one sum', () => {
    const st = {
      phase: 'round-over' as const,
      round: 1,
      totals: [9, 2],
      lastRound: {
        scores: [9, -4],
        details: [],
        name: { kind: 'hand' as const, n: 1 },
        events: [
          { kind: 'bonus-suit', data: { suit: 'M' } },
          {
            kind: 'hand-score',
            seat: 0,
            points: 9,
            data: {
              captured: 10,
              left: 0,
              capturedPoints: 12,
              leftPoints: 0,
              bid: 3,
              bidWaived: false,
              halvedFrom: null,
              halvedTo: null,
            },
          },
          {
            kind: 'hand-score',
            seat: 1,
            points: -4,
            data: {
              captured: 2,
              left: 3,
              capturedPoints: 2,
              leftPoints: 6,
              bid: 0,
              bidWaived: false,
              halvedFrom: null,
              halvedTo: null,
            },
          },
        ],
      },
    };
    expect(roundNote({ renderEvent: renderCaptureEvent }, st, seatsOf(2))).toBe(
      'Bonus suit: Mars. Aiko: 10 captured + 2 bonus suit − 3 bid = +9. Ben: 2 captured − 3 left in hand − 3 bonus suit left = −4.',
    );
  });
});

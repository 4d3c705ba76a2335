/**
 * The lines of a finished Capture hand as its result panel lists them (issue 24 §4): per seat
 * the cards captured and left, the bonus suit's extra, the bid paid or waived and the halving,
 * adding up to the hand's score. Named by `captureLineName` (events.ts).
 */
import { seatRows, type ResultRow } from '../../engine/lines.ts';
import type { CaptureRecord } from './capture.ts';

export function captureRows(r: Pick<CaptureRecord, 'scores' | 'details' | 'halved' | 'bid'>): ResultRow[] {
  return seatRows(r).map((row) => {
    const seat = row.seats[0]!;
    return {
      ...row,
      lines: row.lines.map((l) => {
        const h = l.id === 'halved' ? r.halved.find((x) => x.seat === seat) : undefined;
        if (h) return { ...l, data: { from: h.from, to: h.to } };
        if ((l.id === 'bid' || l.id === 'bid-waived') && r.bid) return { ...l, data: { amount: r.bid.amount } };
        return l;
      }),
    };
  });
}

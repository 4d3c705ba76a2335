/**
 * Where the hand stands (issue 28 §3), one tap away: a 44 px summary row ("This hand now −10 ·
 * going out +14") that opens the details — each player's captures and their points, the bonus
 * suit, the up-card's worth, the round on the table, the viewer's hand and bid. The numbers are
 * `captureProgress` (../progress.ts); this only words them.
 */
import { words } from '../../../i18n/current.ts';
import type { CaptureView } from '../capture.ts';
import { captureProgress } from '../progress.ts';
import { rankOf } from '../rules.ts';
import { caWords } from '../family.words.ts';
import { captureTableWords } from './table.words.ts';

/** "+14", "−10", "0" (a real minus sign). */
const fmtSigned = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export function ProgressPanel({ view, name }: { view: CaptureView; name: (seat: number) => string }) {
  const w = words(captureTableWords);
  const cw = caWords();
  const p = captureProgress(view);
  const rank = (card: string) => {
    const r = rankOf(card);
    return r === null ? '' : (w.ranks[r] ?? r);
  };
  return (
    <details class="cap-progress" data-testid="cap-progress">
      <summary>{w.progressSummary(fmtSigned(p.now), fmtSigned(p.goingOut))}</summary>
      <ul>
        {p.seats.map((s) => (
          <li key={s.seat}>{w.progressCaptured(name(s.seat), s.captured, s.points)}</li>
        ))}
        {p.bonusSuit && <li>{w.progressBonus(w.planets[p.bonusSuit]!, view.options.galaxyInBonusSuit)}</li>}
        {p.upCard && (
          <li>{w.progressUp(cw.cardName(p.upCard.card), p.upCard.points, rank(p.upCard.card), p.upCard.withRound)}</li>
        )}
        {view.round.length > 0 && <li>{w.progressRound(p.round.cards, p.round.points)}</li>}
        <li>{w.progressHand(p.inHand.cards, p.inHand.points)}</li>
        {p.bid > 0 && <li>{w.progressBid(p.bid)}</li>}
        <li>
          <b>{w.progressNow(fmtSigned(p.now))}</b>
        </li>
        <li>{w.progressOut(fmtSigned(p.goingOut))}</li>
      </ul>
    </details>
  );
}

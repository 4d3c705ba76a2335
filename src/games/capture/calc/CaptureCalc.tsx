/**
 * The Capture hand calculator: per player the cards captured and left in hand (and, with the
 * bonus suit, how many of them are of that suit), the winning bid and whether its bidder went
 * out. Each score is the rules kernel's `handScore`; with Option 3 the running total (the
 * sheet's earlier rounds plus this hand) goes through `halve`. The sheet's rules are the
 * engine's own options. The hand's outcome is given as the events the engine emits at a hand's
 * end (`bonus-suit`, `went-out`, one `hand-score` per player with every addend), worded here and
 * on the sheet by the game's renderer in the reader's language (issue 27).
 */
import { useState } from 'preact/hooks';
import { roundCalculator, type CalcBodyProps } from '../../calc/host.tsx';
import { Breakdown, CalcFooter, Choice, signed, Stepper, type Line } from '../../calc/parts.tsx';
import { type GameEvent, renderEvents } from '../../../engine/events.ts';
import { CAPTURE_DEFAULTS, captureOptionsSpec, maxBid, type CaptureOptions } from '../capture.ts';
import { cardId, cardValue, galaxyId, halve, handScore, RANKS, setupFor, SUITS, type Suit } from '../rules.ts';
import { renderCaEvent } from '../family.words.ts';
import { words } from '../../../i18n/current.ts';
import { captureTableWords } from '../ui/table.words.ts';

interface Counts {
  captured: number;
  capturedBonus: number;
  hand: number;
  handBonus: number;
}

/** Card ids with these counts, for `handScore`: `bonus` of the bonus suit (its Galaxy last), the rest of another suit. */
function cardsFor(total: number, bonus: number, suit: Suit | null): string[] {
  const other: Suit = suit === 'E' ? 'J' : 'E';
  const b = suit
    ? Array.from({ length: bonus }, (_, i) => (i < RANKS.length ? cardId(suit, RANKS[i]!) : galaxyId(suit)))
    : [];
  return [...b, ...Array.from({ length: total - b.length }, (_, i) => cardId(other, RANKS[i % RANKS.length]!))];
}

function CaptureBody({ players, previous, options, onUse, onCancel }: CalcBodyProps<CaptureOptions>) {
  const w = words(captureTableWords);
  const n = players.length as 2 | 3 | 4 | 5 | 6;
  const setup = setupFor(n);
  const extraHand = options.extraHand && n <= 5;
  const halvingOn = options.halving && (n < 6 || options.halvingAtSix);
  const [counts, setCounts] = useState<Counts[]>(() =>
    players.map(() => ({ captured: 0, capturedBonus: 0, hand: 0, handBonus: 0 })),
  );
  const [suit, setSuit] = useState<Suit>('E');
  const [bidder, setBidder] = useState(-1);
  const [bid, setBid] = useState(1);
  const [wentOut, setWentOut] = useState(false);
  const bonus = options.bonusSuit ? suit : null;
  const set = (i: number, change: Partial<Counts>) =>
    setCounts(counts.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const galaxyCounts = setup.galaxies.includes(galaxyId(suit)) && options.galaxyInBonusSuit;
  const bonusInPlay = RANKS.length + (galaxyCounts ? 1 : 0);

  const total = counts.reduce((t, c) => t + c.captured + c.hand, 0);
  const bonusTotal = counts.reduce((t, c) => t + c.capturedBonus + c.handBonus, 0);
  let error: string | undefined;
  const over = counts.findIndex((c) => bonus !== null && (c.capturedBonus > c.captured || c.handBonus > c.hand));
  if (total > setup.deckSize) error = w.deckOver(total, n, setup.deckSize);
  else if (over >= 0) error = w.bonusOver(players[over]!);
  else if (bonus && bonusTotal > bonusInPlay) error = w.bonusTotalOver(bonusTotal, suit, bonusInPlay, galaxyCounts);
  const pending = total === 0 ? w.enterCounts : undefined;

  let scores: number[] | null = null;
  const lines: Line[] = [];
  const events: GameEvent[] = [];
  if (!error && !pending) {
    if (bonus) events.push({ kind: 'bonus-suit', data: { suit: bonus } });
    if (extraHand && bidder >= 0 && wentOut) events.push({ kind: 'went-out', seat: bidder });
    scores = players.map((p, i) => {
      const c = counts[i]!;
      const paysBid = extraHand && bidder === i;
      const captured = cardsFor(c.captured, bonus ? c.capturedBonus : 0, bonus);
      const hand = cardsFor(c.hand, bonus ? c.handBonus : 0, bonus);
      const value = (cards: string[]) => cards.reduce((t, x) => t + cardValue(x, bonus, options.galaxyInBonusSuit), 0);
      const score = handScore({
        captured,
        hand,
        bonusSuit: bonus,
        bid: paysBid ? bid : 0,
        wentOut: paysBid ? wentOut : false,
        galaxyInBonusSuit: options.galaxyInBonusSuit,
      });
      const before = previous.reduce((t, r) => t + (r[i] ?? 0), 0);
      const after = halvingOn ? halve(n, before + score) : before + score;
      const items = [
        w.capturedItem(c.captured, bonus ? c.capturedBonus : 0, suit),
        w.inHandItem(c.hand, bonus ? c.handBonus : 0, suit),
      ];
      if (paysBid) items.push(wentOut ? w.bidWentOut(bid) : w.bidPaid(bid));
      lines.push({ label: `${p}: ${items.join(', ')}`, value: signed(score) });
      const halved = after !== before + score;
      if (halved)
        lines.push({
          label: `${p}: ${w.halvedTo(before + score, after)}`,
          value: signed(after - before - score),
        });
      // The engine's event for a seat's hand: every addend of its score (the sheet words it).
      events.push({
        kind: 'hand-score',
        seat: i,
        points: after - before,
        data: {
          captured: c.captured,
          left: c.hand,
          capturedPoints: value(captured),
          leftPoints: value(hand),
          bid: paysBid ? bid : 0,
          bidWaived: paysBid && wentOut,
          halvedFrom: halved ? before + score : null,
          halvedTo: halved ? after : null,
        },
      });
      return after - before;
    });
  }
  // What the sheet will say, worded as the sheet words it.
  const summary = scores ? renderEvents(renderCaEvent, events, players) : '';
  return (
    <>
      {options.bonusSuit && (
        <Choice
          label={w.bonusSuitCounts2}
          value={suit}
          options={SUITS.map((s) => ({ value: s, label: s }))}
          onChange={setSuit}
        />
      )}
      {players.map((p, i) => (
        <section class="calc-section" key={i} aria-label={p}>
          <h3>{p}</h3>
          <Stepper
            label={w.cardsCaptured(p)}
            value={counts[i]!.captured}
            max={setup.deckSize}
            onChange={(v) => set(i, { captured: v })}
          />
          {bonus && (
            <Stepper
              label={w.capturedOf(p, suit)}
              hint={galaxyCounts ? w.withGalaxy : undefined}
              value={counts[i]!.capturedBonus}
              max={bonusInPlay}
              onChange={(v) => set(i, { capturedBonus: v })}
            />
          )}
          <Stepper
            label={w.leftInHand(p)}
            value={counts[i]!.hand}
            max={setup.deckSize}
            onChange={(v) => set(i, { hand: v })}
          />
          {bonus && (
            <Stepper
              label={w.leftOf(p, suit)}
              value={counts[i]!.handBonus}
              max={bonusInPlay}
              onChange={(v) => set(i, { handBonus: v })}
            />
          )}
        </section>
      ))}
      {extraHand && (
        <section class="calc-section" aria-label={w.extraHandAria}>
          <Choice
            label={w.whoWonBid}
            value={bidder}
            options={[{ value: -1, label: w.nobody }, ...players.map((p, i) => ({ value: i, label: p }))]}
            onChange={setBidder}
          />
          {bidder >= 0 && (
            <>
              <Stepper label={w.winningBid} value={bid} min={1} max={maxBid(n)} onChange={setBid} />
              <label class="check">
                <input
                  type="checkbox"
                  checked={wentOut}
                  onChange={(e) => setWentOut((e.target as HTMLInputElement).checked)}
                />
                <span>{w.wentOut(players[bidder]!)}</span>
              </label>
            </>
          )}
        </section>
      )}
      {halvingOn && <p class="small muted">{w.halvingHelp(n)}</p>}
      {lines.length > 0 && <Breakdown title={w.thisHand} lines={lines} />}
      <CalcFooter
        summary={summary}
        players={players}
        scores={scores}
        error={error}
        pending={pending}
        onCancel={onCancel}
        onUse={() => scores && onUse(scores, events)}
      />
    </>
  );
}

export default roundCalculator<CaptureOptions>({
  game: 'Capture',
  spec: captureOptionsSpec,
  defaults: CAPTURE_DEFAULTS,
  keys: ['bonusSuit', 'galaxyInBonusSuit', 'extraHand', 'halving', 'halvingAtSix'],
  players: (n) => (n >= 2 && n <= 6 ? undefined : words(captureTableWords).playersRange(n)),
  Body: CaptureBody,
});

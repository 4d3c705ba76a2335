/**
 * The Capture hand calculator: per player the cards captured and left in hand (and, with the
 * bonus suit, how many of them are of that suit), the winning bid and whether its bidder went
 * out. Each score is the rules kernel's `handScore`; with Option 3 the running total (the
 * sheet's earlier rounds plus this hand) goes through `halve`. The sheet's rules are the
 * engine's own options.
 */
import { useState } from 'preact/hooks';
import { roundCalculator, type CalcBodyProps } from '../../calc/host.tsx';
import { Breakdown, CalcFooter, calcNote, Choice, signed, Stepper, type Line } from '../../calc/parts.tsx';
import { CAPTURE_DEFAULTS, captureOptionsSpec, maxBid, type CaptureOptions } from '../capture.ts';
import { cardId, galaxyId, halve, handScore, RANKS, setupFor, SUITS, type Suit } from '../rules.ts';

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
  if (total > setup.deckSize) error = `The players count ${total} cards: a ${n}-player deck has ${setup.deckSize}.`;
  else if (over >= 0) error = `${players[over]} has more cards of the bonus suit than cards.`;
  else if (bonus && bonusTotal > bonusInPlay)
    error = `The players count ${bonusTotal} cards of the bonus suit ${suit}: there are ${bonusInPlay}${galaxyCounts ? ' with its Galaxy' : ''}.`;
  const pending = total === 0 ? 'Enter what each player captured and has left in hand.' : undefined;

  let scores: number[] | null = null;
  const lines: Line[] = [];
  const parts: string[] = [];
  if (!error && !pending) {
    scores = players.map((p, i) => {
      const c = counts[i]!;
      const paysBid = extraHand && bidder === i;
      const score = handScore({
        captured: cardsFor(c.captured, bonus ? c.capturedBonus : 0, bonus),
        hand: cardsFor(c.hand, bonus ? c.handBonus : 0, bonus),
        bonusSuit: bonus,
        bid: paysBid ? bid : 0,
        wentOut: paysBid ? wentOut : false,
        galaxyInBonusSuit: options.galaxyInBonusSuit,
      });
      const before = previous.reduce((t, r) => t + (r[i] ?? 0), 0);
      const after = halvingOn ? halve(n, before + score) : before + score;
      const items = [
        `${c.captured} captured${bonus && c.capturedBonus ? ` (${c.capturedBonus} ${suit})` : ''}`,
        `${c.hand} in hand${bonus && c.handBonus ? ` (${c.handBonus} ${suit})` : ''}`,
      ];
      if (paysBid) items.push(wentOut ? `bid ${bid} went out` : `bid −${bid}`);
      lines.push({ label: `${p}: ${items.join(', ')}`, value: signed(score) });
      const halved = after !== before + score;
      if (halved)
        lines.push({
          label: `${p}: total ${before + score} halved to ${after}`,
          value: signed(after - before - score),
        });
      parts.push(
        `${p} ${items.join(', ')} = ${signed(score)}${halved ? `, total ${before + score} halved to ${after}` : ''}`,
      );
      return after - before;
    });
  }
  const note = `${bonus ? `bonus suit ${suit}; ` : ''}${parts.join('; ')}`;
  return (
    <>
      {options.bonusSuit && (
        <Choice
          label="Bonus suit (counts 2)"
          value={suit}
          options={SUITS.map((s) => ({ value: s, label: s }))}
          onChange={setSuit}
        />
      )}
      {players.map((p, i) => (
        <section class="calc-section" key={i} aria-label={p}>
          <h3>{p}</h3>
          <Stepper
            label={`${p}: cards captured`}
            value={counts[i]!.captured}
            max={setup.deckSize}
            onChange={(v) => set(i, { captured: v })}
          />
          {bonus && (
            <Stepper
              label={`${p}: captured of ${suit}`}
              hint={galaxyCounts ? '(with its Galaxy)' : undefined}
              value={counts[i]!.capturedBonus}
              max={bonusInPlay}
              onChange={(v) => set(i, { capturedBonus: v })}
            />
          )}
          <Stepper
            label={`${p}: cards left in hand`}
            value={counts[i]!.hand}
            max={setup.deckSize}
            onChange={(v) => set(i, { hand: v })}
          />
          {bonus && (
            <Stepper
              label={`${p}: left in hand of ${suit}`}
              value={counts[i]!.handBonus}
              max={bonusInPlay}
              onChange={(v) => set(i, { handBonus: v })}
            />
          )}
        </section>
      ))}
      {extraHand && (
        <section class="calc-section" aria-label="Extra hand">
          <Choice
            label="Who won the bid?"
            value={bidder}
            options={[{ value: -1, label: 'Nobody' }, ...players.map((p, i) => ({ value: i, label: p }))]}
            onChange={setBidder}
          />
          {bidder >= 0 && (
            <>
              <Stepper label="Winning bid" value={bid} min={1} max={maxBid(n)} onChange={setBid} />
              <label class="check">
                <input
                  type="checkbox"
                  checked={wentOut}
                  onChange={(e) => setWentOut((e.target as HTMLInputElement).checked)}
                />
                <span>{players[bidder]} went out (the bid is not paid)</span>
              </label>
            </>
          )}
        </section>
      )}
      {halvingOn && (
        <p class="small muted">
          Halving: a total of exactly {n <= 3 ? '60, 80 or 100' : '30, 40 or 50'} is cut in half (totals from the
          earlier rounds of this sheet).
        </p>
      )}
      {lines.length > 0 && <Breakdown title="This hand" lines={lines} />}
      <CalcFooter
        summary={note}
        players={players}
        scores={scores}
        error={error}
        pending={pending}
        onCancel={onCancel}
        onUse={() => scores && onUse(scores, calcNote(note))}
      />
    </>
  );
}

export default roundCalculator<CaptureOptions>({
  game: 'Capture',
  spec: captureOptionsSpec,
  defaults: CAPTURE_DEFAULTS,
  keys: ['bonusSuit', 'galaxyInBonusSuit', 'extraHand', 'halving', 'halvingAtSix'],
  players: (n) => (n >= 2 && n <= 6 ? undefined : `Capture is played by 2 to 6: this sheet has ${n} players.`),
  Body: CaptureBody,
});

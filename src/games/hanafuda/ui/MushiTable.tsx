/**
 * The Mushi table: like Koi-Koi's, with card points against the 115 baseline on show, the
 * Lightning's wild captures, and the round played out to the end (no stopping).
 */
import type { TableProps } from '../../module.ts';
import { Banner, SeatStrip, withNames } from '../../../table/parts.tsx';
import { handoverSentence, LIGHTNING, MUSHI_RULES, type MushiMove, type MushiView } from '../mushi.ts';
import { yakuName } from '../yaku.ts';
import { DealerDrawPanel, FieldZone, HandZone, RoundOverPanel, SideZone, TurnHint, useHandPlay } from './parts.tsx';
import { cardName } from '../cards.ts';

const GAME = 'Mushi';

/** Which field cards a hand card could take (for hints): the Lightning takes any non-Willow. */
function mushiHint(card: string, fieldCard: string): boolean {
  if (card === LIGHTNING) return !fieldCard.startsWith('nov-');
  return MUSHI_RULES.matches(card, fieldCard, { source: 'hand' });
}

export function MushiTable(props: TableProps) {
  const v = props.view as MushiView;
  const legal = props.legal as MushiMove[];
  const { seats, seat, settings } = props;
  const opp = 1 - seat;
  const name = (s: number) => seats[s]?.name ?? `Player ${s + 1}`;
  const hp = useHandPlay(v, legal, seat, props.busy, settings.hints, props.play, mushiHint);
  const canDraw = hp.myTurn && v.phase === 'draw';
  const draw = () => props.play({ type: 'draw' });
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  const chips = [opp, seat].map((s) => ({ seat: s, total: v.totals[s] ?? 0 }));
  const side = (s: number) => `${v.points[s]} pts · standing ${v.standing[s]! > 0 ? '+' : ''}${v.standing[s]}`;

  return (
    <div class="felt mushi" data-busy={props.busy ? 'true' : 'false'}>
      <SeatStrip seats={seats} chips={chips} turn={over ? [] : [v.turn]} dealer={v.dealer} me={seat} />
      <p class="small" style={{ margin: 0, textAlign: 'center' }}>
        Round {v.round} of {v.rounds}
        {v.redeals > 0 ? ` · redealt ${v.redeals}×` : ''}
        {v.lightning ? ` · ${name(v.lightning.seat)} paired the Lightning with the ${cardName(v.lightning.mate)}` : ''}
      </p>
      <SideZone label={`${name(opp)}'s side`} title={`${name(opp)} · ${v.handCounts[opp]} in hand`} right={side(opp)} cards={v.captured[opp]!} yaku={v.yaku[opp]!} game={GAME} labels={settings.labels} size={26} owner={name(opp)} />
      <FieldZone v={v} game={GAME} labels={settings.labels} hp={hp} canDraw={canDraw} onDraw={draw} />
      <Banner text={v.lastMove ? withNames(v.lastMove, seats) : ''} />
      <TurnHint hp={hp} v={v} name={name} canDraw={canDraw} onDraw={draw} />
      <SideZone label="Your side" title="Your captures" right={side(seat)} cards={v.captured[seat]!} yaku={v.yaku[seat]!} game={GAME} labels={settings.labels} owner="You" />
      <HandZone hand={v.hand} game={GAME} labels={settings.labels} hp={hp} />
      {over && v.lastRound && (
        <RoundOverPanel
          title={v.phase === 'match-over' ? 'Match over' : `${v.lastRound.label}: over`}
          summary={withNames(v.lastRound.summary, seats)}
          rows={[0, 1].map((s) => ({ key: s, name: name(s), score: v.lastRound!.scores[s] ?? 0, lines: v.lastRound!.details.filter((d) => d.seat === s), cards: v.captured[s]! }))}
          lineName={mushiLineName}
          footer={
            <>
              {v.lastRound.handovers.map((h, i) => (
                <span key={i} style={{ display: 'block' }}>
                  {withNames(handoverSentence(h), seats)}
                </span>
              ))}
              Match: {name(0)} {v.totals[0]} · {name(1)} {v.totals[1]}
              {v.phase === 'match-over' && (v.totals[0] === v.totals[1] ? ' — a tie!' : ` — ${name(v.totals[0]! > v.totals[1]! ? 0 : 1)} wins!`)}
            </>
          }
          game={GAME}
          labels={settings.labels}
          {...(legal.some((m) => m.type === 'next-round') ? { next: { label: `Deal round ${v.round + 1}`, onClick: () => props.play({ type: 'next-round' }), busy: props.busy } } : {})}
        />
      )}
      {v.phase === 'dealer-draw' && <DealerDrawPanel draw={v.dealerDraw} dealer={v.dealer} seats={seats} game={GAME} labels={settings.labels} busy={props.busy} onDeal={() => props.play({ type: 'next-round' })} />}
    </div>
  );
}

function mushiLineName(id: string): string {
  if (id === 'card-points') return 'Card points − 115';
  if (id.startsWith('opponent-')) return `Opponent's ${yakuName(id.slice(9))}`;
  return yakuName(id);
}

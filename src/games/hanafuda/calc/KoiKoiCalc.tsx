/**
 * The Koi-Koi round calculator: who won (or nobody), the winner's captured cards on the month
 * grid, whether the other player had called koi-koi; the yaku and the doublings come from the
 * engine's own scoring (`koikoiStop`, `findYaku`) under the sheet's rules. The round's outcome is
 * given as the events the engine emits for it (`koikoi-score`, `lucky-hand`, `exhausted`): the
 * summary here and the sheet's note are both worded from them by the family's renderer, in the
 * reader's language (issue 27).
 */
import { useState } from 'preact/hooks';
import { roundCalculator, type CalcBodyProps } from '../../calc/host.tsx';
import { Breakdown, CalcFooter, Choice, type Line } from '../../calc/parts.tsx';
import { type GameEvent, renderEvents } from '../../../engine/events.ts';
import { HANAFUDA_DECK } from '../cards.ts';
import { KOIKOI_DEFAULTS, koikoiOptionsSpec, roundMonth, type KoiKoiOptions } from '../koikoi.ts';
import { koikoiExhausted, koikoiGainScores, koikoiLuckyHand, koikoiStop, type KoiKoiLuckyKind } from '../roundscore.ts';
import { words } from '../../../i18n/current.ts';
import { monthWord, renderHanaEvent, yakuWord } from '../hanafuda.words.ts';
import { hanaCalcWords } from './calc.words.ts';
import { koikoiOptionWords } from '../koikoi.options.ts';
import { CardGrid } from './CardGrid.tsx';

function KoiKoiBody({ players, round, options, onUse, onCancel }: CalcBodyProps<KoiKoiOptions>) {
  const [winner, setWinner] = useState<number>(0);
  const [pile, setPile] = useState<string[]>([]);
  const [koikoi, setKoikoi] = useState(false);
  const [dealer, setDealer] = useState(0);
  const [how, setHow] = useState<'yaku' | 'teshi' | 'kuttsuki' | 'both'>('yaku');
  const [refusal, setRefusal] = useState('');

  const other = 1 - winner;
  const w = words(hanaCalcWords);
  let lines: Line[] = [];
  let scores: number[] | null = null;
  let error: string | undefined;
  let pending: string | undefined;
  let events: GameEvent[] = [];
  if (winner === -1) {
    const r = koikoiExhausted(options, dealer);
    scores = r.scores;
    lines = [
      {
        label: r.privilege ? w.privilege(players[dealer]!) : w.noScore,
        value: r.privilege ? '6' : '0',
        total: true,
      },
    ];
    events = [r.privilege ? { kind: 'exhausted', seat: dealer, points: 6 } : { kind: 'exhausted' }];
  } else if (how !== 'yaku') {
    const kinds: KoiKoiLuckyKind[] = how === 'both' ? ['teshi', 'kuttsuki'] : [how];
    const r = koikoiLuckyHand(options, winner, kinds);
    scores = r.scores;
    lines = [
      ...r.items.map((y) => ({ label: w.dealt(w.lucky[y.id] ?? y.id), value: String(y.points) })),
      { label: w.scores(players[winner]!), value: String(r.points), total: true },
    ];
    events = [{ kind: 'lucky-hand', seat: winner, points: r.points, data: { kinds } }];
  } else {
    const stop = koikoiStop(pile, options, round, koikoi ? 1 : 0);
    lines = stop.yaku.map((y) => ({ label: yakuWord(y.id), value: String(y.points) }));
    if (stop.yaku.length > 1) lines.push({ label: w.yaku, value: `= ${stop.base}`, total: true });
    for (const d of stop.doubles)
      lines.push({
        label: `×2 (${d.id === 'koikoi-double' ? w.calledKoikoi(players[other]!) : w.doubles[d.id]})`,
        value: `${d.before} → ${d.before * 2}`,
      });
    lines.push({ label: w.scores(players[winner]!), value: String(stop.points), total: true });
    if (pile.length === 0) pending = w.tapCards(players[winner]!);
    else if (stop.base === 0) {
      error = w.noYaku(players[winner]!, pile.length);
    } else {
      scores = koikoiGainScores(options, winner, stop.points);
      events = [
        {
          kind: 'koikoi-score',
          seat: winner,
          points: stop.points,
          data: {
            yaku: stop.yaku.map((y) => y.id),
            yakuPoints: stop.yaku.map((y) => y.points),
            base: stop.base,
            seven: stop.doubles.some((d) => d.id === 'double-at-7'),
            koikoi: stop.doubles.some((d) => d.id === 'koikoi-double'),
          },
        },
      ];
    }
  }
  // What the sheet will say, worded as the sheet words it.
  const summary = scores ? renderEvents(renderHanaEvent, events, players) : '';

  return (
    <>
      <Choice
        label={w.whoWon}
        value={winner}
        options={[...players.map((p, i) => ({ value: i, label: p })), { value: -1, label: w.nobody }]}
        onChange={(w) => {
          setWinner(w);
          setRefusal('');
        }}
      />
      {winner === -1 ? (
        options.oya_ken ? (
          <Choice
            label={w.whoDealt}
            value={dealer}
            options={players.map((p, i) => ({ value: i, label: p }))}
            onChange={setDealer}
          />
        ) : (
          <p class="small muted">{w.noPrivilege}</p>
        )
      ) : (
        <Choice
          label={w.howWon(players[winner]!)}
          value={how}
          options={[
            { value: 'yaku', label: w.how.yaku },
            { value: 'teshi', label: w.how.teshi },
            { value: 'kuttsuki', label: w.how.kuttsuki },
            { value: 'both', label: w.how.both },
          ]}
          onChange={setHow}
        />
      )}
      {winner === -1 || how !== 'yaku' ? null : (
        <>
          <label class="check">
            <input
              type="checkbox"
              checked={koikoi}
              onChange={(e) => setKoikoi((e.target as HTMLInputElement).checked)}
            />
            <span>{w.hadCalled(players[other]!)}</span>
          </label>
          <section class="calc-section" aria-label={w.cardsOf(players[winner]!)}>
            <h3>
              {w.tapHeading(players[winner]!)} <span class="small muted">({pile.length})</span>
            </h3>
            {options.tsukifuda && (
              <p class="small muted" style={{ margin: 0 }}>
                {w.monthNote(round, monthWord(roundMonth(round)))}
              </p>
            )}
            <CardGrid
              deck={HANAFUDA_DECK}
              piles={[pile]}
              active={0}
              owners={[players[winner]!]}
              onChange={(p) => {
                setPile(p[0]!);
                setRefusal('');
              }}
              onRefuse={setRefusal}
            />
          </section>
        </>
      )}
      <Breakdown title={w.breakdown} lines={lines} />
      <CalcFooter
        summary={summary}
        players={players}
        scores={scores}
        error={error}
        pending={pending}
        onCancel={onCancel}
        onUse={() => scores && onUse(scores, events)}
      >
        {refusal && (
          <p role="alert" class="notice calc-refusal">
            {refusal}
          </p>
        )}
        {scores && options.scoring === 'additive' && (
          <p class="small muted" style={{ margin: 0 }}>
            {w.additive}
          </p>
        )}
      </CalcFooter>
    </>
  );
}

export default roundCalculator<KoiKoiOptions>({
  game: 'Koi-Koi',
  // The rules panel in the reader's language.
  optionWords: koikoiOptionWords,
  spec: koikoiOptionsSpec,
  defaults: KOIKOI_DEFAULTS,
  keys: [
    'goko',
    'sanko',
    'double_at_7',
    'viewing',
    'sake_cup',
    'groups',
    'tsukifuda',
    'oya_ken',
    'both_lucky_hands',
    'scoring',
  ],
  players: (n) =>
    n === 2
      ? undefined
      : `Koi-Koi is a game for two: this sheet has ${n} players, so the calculator can't share out a round.`,
  Body: KoiKoiBody,
});

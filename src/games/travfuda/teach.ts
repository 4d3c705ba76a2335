/**
 * Teaching mode for the TravFuda family (issue 28 §1): the turn's one sentence from the view and
 * the legal moves (what the table lights), and the rules the latest events show, in the reader's
 * language (`learn.words.ts`). Hung on the modules (their lazy chunks), never on an engine.
 */
import type { GameEvent } from '../../engine/events.ts';
import { words } from '../../i18n/current.ts';
import type { Teacher, TeachNote } from '../module.ts';
import { isJoker } from './deck.ts';
import type { FishMove, FishView } from './fishing.ts';
import { travFudaLearnWords } from './learn.words.ts';
import type { RunOrJumpViewExtra } from './travfuda-run-or-jump.ts';
import type { ImperialMove, ImperialView } from './imperial-baccarat.ts';
import type { DenebianMove, DenebianView } from './denebian-baccarat.ts';

const tw = () => words(travFudaLearnWords).teach;

/** The fishing facts of a play turn: hand cards that match a pile, and those that would make one even (a capture). */
export function playFacts(v: Pick<FishView, 'piles' | 'myHand'>, legal: readonly FishMove[]) {
  const size = new Map(v.piles.map((p) => [p.id, p.cards.length]));
  const matching = new Set<string>();
  const taking = new Set<string>();
  for (const m of legal) {
    if (m.type !== 'play' || !m.pile) continue;
    matching.add(m.card);
    if ((size.get(m.pile) ?? 0) % 2 === 1) taking.add(m.card);
  }
  return { matching: matching.size, taking: taking.size, cards: v.myHand.length };
}

/** The rule ids of a list of events (each explained once per match). */
function fishNoteIds(events: readonly GameEvent[]): string[] {
  const ids: string[] = [];
  for (const e of events) {
    if (e.kind === 'capture') ids.push('capture');
    if ((e.kind === 'play' || e.kind === 'draw') && e.cards?.some(isJoker)) ids.push('joker');
    if (e.kind === 'draw-choice') ids.push('draw-choice');
    if (e.kind === 'declare' && e.data?.emperor === true) ids.push('emperor');
    if (e.kind === 'declare' && e.data?.archduke === true) ids.push('archduke');
    if (e.kind === 'run' || e.kind === 'jump' || e.kind === 'pirate' || e.kind === 'silent') ids.push(e.kind);
    if (e.kind === 'exhausted') ids.push('exhausted');
    if (e.kind === 'hand-score') ids.push('sheet');
  }
  return [...new Set(ids)];
}

function notesOf(ids: readonly string[]): TeachNote[] {
  const n = tw().notes;
  return ids.flatMap((id) => (n[id] ? [{ id, text: n[id]! }] : []));
}

/** The fishing games' teacher (TravFuda and Run or Jump!). */
export const fishTeacher: Teacher<FishView<unknown>, FishMove> = {
  turn(v, legal) {
    const w = tw();
    switch (v.phase) {
      case 'declare': {
        const e = legal.some((m) => m.type === 'declare' && m.emperor);
        const a = legal.some((m) => m.type === 'declare' && m.archduke);
        return w.declare(e, a);
      }
      case 'play': {
        const f = playFacts(v, legal);
        return w.play(f.matching, f.taking);
      }
      case 'draw':
        return w.draw;
      case 'place':
        return w.place(v.placeable.length);
      case 'decide': {
        const x = v.extra as Partial<RunOrJumpViewExtra>;
        return w.decide(!!x.mustDeclare, x.jumpValue ?? 0, x.nextMarker ?? 7);
      }
      default:
        return null;
    }
  },
  notes(v) {
    const events = [...v.events, ...(v.lastRound ? v.lastRound.events : [])];
    return notesOf(fishNoteIds(events));
  },
};

type BacView = ImperialView | DenebianView;
type BacMove = ImperialMove | DenebianMove;

/** The baccarats' teacher (Imperial and Denebian). */
export const bacTeacher: Teacher<BacView, BacMove> = {
  turn(v, legal, seat) {
    const w = tw();
    const value = v.deal?.myValue?.value ?? 0;
    if (v.phase === 'take') return w.take(value);
    if (v.phase === 'draw') {
      if (v.variant === 'imperial' && v.house && seat === v.dealer)
        return legal.some((m) => m.type === 'draw') ? w.houseDraw(value) : w.houseStand(value);
      return w.drawOrStand(value);
    }
    if (v.phase === 'ante') return w.ante;
    if (v.phase === 'join') return w.join(v.variant === 'denebian' ? v.ante : 0);
    return null;
  },
  notes(v) {
    const ids: string[] = [];
    const events = [...v.events];
    for (const e of events) {
      if (e.kind === 'showdown' && v.variant === 'imperial') ids.push('coup');
      if (e.kind === 'pot-won' || e.kind === 'pot-rides' || e.kind === 'must-deal' || e.kind === 'no-match')
        ids.push(e.kind);
      if (e.kind === 'take' && e.cards?.some(isJoker)) ids.push('joker-value');
    }
    if (v.deal?.myValue?.jokers.length) ids.push('joker-value');
    return notesOf([...new Set(ids)]);
  },
};

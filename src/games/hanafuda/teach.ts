/**
 * Teaching mode for the four Hanafuda games (issue 28 §1): the turn's one sentence, from the view
 * and the legal moves (what the table lights: the hand cards that take something, the pending
 * choice's cards, the stock), and the rule notes for what the latest events did (a capture, a
 * two-match choice, a four-of-a-month take, koi-koi, 勝負, go, ppuk, jjok, ttadak, a sweep, a
 * shake, a bomb …). Words only: every fact is the engine's (its view, its moves, its hint rule).
 */
import type { GameEvent } from '../../engine/events.ts';
import { words } from '../../i18n/current.ts';
import type { Teacher, TeachNote } from '../module.ts';
import type { Field, HandTargets } from './capture.ts';
import { GROUPS, monthOf } from './cards.ts';
import { cardWord, monthWord } from './hanafuda.words.ts';
import { hanaLearnWords, type HanaLearnWords } from './learn.words.ts';
import { goStopHandHint, type GoStopMove, type GoStopView } from './gostop.ts';
import { higoBanaHandHint, type HigoBanaMove, type HigoBanaView } from './higobana.ts';
import { koikoiHandHint, type KoiKoiMove, type KoiKoiView } from './koikoi.ts';
import { mushiHandHint, type MushiMove, type MushiView } from './mushi.ts';
import type { HanaView } from './round.ts';

type Game = 'koikoi' | 'gostop' | 'mushi' | 'higobana';
type NoteId = keyof HanaLearnWords['teach']['notes'];
type AnyMove = { type: string; card?: string };

/** The play phase, the choice and the draw: what every Hanafuda table asks of its player. */
function turnSentence(
  game: Game,
  v: HanaView,
  legal: readonly AnyMove[],
  hint: (card: string, field: Field) => HandTargets,
): string | null {
  const w = words(hanaLearnWords).teach;
  const field: Field = v.field.map((p) => p.cards);
  if (v.phase === 'play') {
    const plays = legal.filter((m) => m.type === 'play' && m.card).map((m) => m.card!);
    if (plays.length === 0) return null;
    const matching = plays.filter((c) => hint(c, field).cards.length > 0);
    const named = matching.slice(0, 3).map(cardWord).join(w.and) + (matching.length > 3 ? '…' : '');
    let s = w.play(matching.length, named);
    if (legal.some((m) => m.type === 'shake' || m.type === 'bomb')) s += w.shakeBomb;
    if (legal.some((m) => m.type === 'draw-only')) s += w.drawOnly;
    if (legal.some((m) => m.type === 'hiki')) s += w.hiki;
    return s;
  }
  if ((v.phase === 'choose-hand' || v.phase === 'choose-draw') && v.choice) {
    const c = v.choice;
    // The wild card's choice: Higo-Bana's Gaji, Mushi's Lightning (any lit card, not one month's).
    if ((c as { gaji?: boolean }).gaji || (game === 'mushi' && c.card === GROUPS.lightning))
      return w.gaji(cardWord(c.card));
    return w.choose(cardWord(c.card), monthWord(monthOf(c.card)), c.targets.length);
  }
  if (v.phase === 'draw' && legal.some((m) => m.type === 'draw')) return w.draw;
  return null;
}

/** The rule each of the latest events shows, in order (an id may come once). */
function eventRules(game: Game, events: readonly GameEvent[]): NoteId[] {
  const out: NoteId[] = [];
  const add = (id: NoteId) => {
    if (!out.includes(id)) out.push(id);
  };
  for (const e of events) {
    const d = e.data ?? {};
    switch (e.kind) {
      case 'play':
      case 'draw': {
        if (d.choice === 'lightning') add('lightning');
        else if (d.choice === 'gaji') add('gaji');
        else if (d.choice) add('two-match');
        else {
          const took = Array.isArray(d.took) ? d.took.length : 0;
          add(took >= 3 ? 'four-month' : took > 0 ? 'take' : 'stay');
        }
        break;
      }
      case 'stop':
        add(game === 'koikoi' ? 'koikoi-stop' : 'gostop-stop');
        break;
      case 'steal': {
        const r = String(d.reason);
        if (r === 'jjok' || r === 'ttadak' || r === 'sweep' || r === 'full-month' || r === 'self-ppuk') add(r);
        break;
      }
      case 'ppuk':
      case 'koikoi':
      case 'go':
      case 'shake':
      case 'bomb':
      case 'president':
      case 'sake-cup':
      case 'drawn-round':
      case 'hiki':
      case 'three-card':
      case 'gaji-rest':
      case 'handover':
      case 'lucky-hand':
        add(e.kind);
        break;
      default:
        break;
    }
  }
  return out;
}

/** The notes of the view's latest events, worded. */
function notesOf(game: Game, v: HanaView): TeachNote[] {
  const w = words(hanaLearnWords).teach.notes;
  return eventRules(game, v.events).map((id) => ({ id, text: w[id] }));
}

/** Koi-Koi's teacher: the turn, and at the decision what stopping pays now. */
export const koikoiTeach: Teacher<KoiKoiView, KoiKoiMove> = {
  turn(v, legal, seat, names) {
    if (v.phase === 'decide') return words(hanaLearnWords).teach.koikoi(v.stopValue, names[1 - seat] ?? '');
    return turnSentence('koikoi', v, legal, koikoiHandHint);
  },
  notes: (v) => notesOf('koikoi', v),
};

/** Go-Stop's teacher: the turn (with shaking, bombs, draw-only turns), the go/stop decision, the sake cup. */
export const gostopTeach: Teacher<GoStopView, GoStopMove> = {
  turn(v, legal, seat) {
    const w = words(hanaLearnWords).teach;
    if (v.phase === 'decide') return w.go(v.yakuTotals[seat] ?? 0, v.stopNow[seat]?.total ?? 0);
    if (v.phase === 'sake-cup') return w.sakeCup;
    return turnSentence('gostop', v, legal, goStopHandHint);
  },
  notes: (v) => notesOf('gostop', v),
};

export const mushiTeach: Teacher<MushiView, MushiMove> = {
  turn: (v, legal) => turnSentence('mushi', v, legal, mushiHandHint),
  notes: (v) => notesOf('mushi', v),
};

export const higobanaTeach: Teacher<HigoBanaView, HigoBanaMove> = {
  turn: (v, legal) => turnSentence('higobana', v, legal, higoBanaHandHint),
  notes: (v) => notesOf('higobana', v),
};

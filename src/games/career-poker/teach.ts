/**
 * Career Poker's teaching mode (issue 28 §1): the sentence for the player whose turn it is, and
 * the rules that happened in the latest move's events, in the reader's language
 * (`learn.words.ts`). Read off the view and the legal moves only; the lit cards it names are the
 * ones the table lights (the legal moves).
 */
import type { TeachNote, Teacher } from '../module.ts';
import { words } from '../../i18n/current.ts';
import type { CareerPokerMove, CareerPokerView } from './career-poker.ts';
import { face, hasAttribute, trickReversed } from './rules.ts';
import { careerPokerLearnWords } from './learn.words.ts';
import { careerPokerTableWords } from './ui/table.words.ts';
import { cpWords } from './family.words.ts';

/** The sentence for the viewer whose turn it is (null when it is not). */
export function teachTurn(v: CareerPokerView, legal: readonly CareerPokerMove[]): string | null {
  if (!legal.length) return null;
  const w = words(careerPokerLearnWords);
  const tw = words(careerPokerTableWords);
  switch (v.phase) {
    case 'direction':
      return w.turnDirection;
    case 'm-direction':
      return w.turnMDirection;
    case 'lead':
      return w.turnLead;
    case 'follow': {
      const lead = v.lead;
      if (!lead) return null;
      const attr = lead.type === 'colour' ? tw.colours[lead.value] : tw.marks[lead.value];
      return w.turnFollow(
        attr ?? lead.value,
        v.hand.some((c) => hasAttribute(c, lead)),
        trickReversed(v.plays),
      );
    }
    case 'cut':
      return w.turnCut;
    case 'place': {
      const p = v.placements[0];
      return p ? w.turnPlace(cpWords().cardName(p.card)) : null;
    }
    case 'm-play': {
      const top = v.mill.top;
      if (!top) return w.turnMLead(v.mill.revolution);
      const b = v.mill.binding;
      const bound = [...(b.colour ?? []).map((c) => tw.colours[c]!), ...(b.mark ?? []).map((m) => tw.marks[m]!)];
      return w.turnMFollow(
        top.length,
        face(top[0]!).n,
        v.mill.revolution !== v.mill.back,
        bound.length ? w.list(bound) : null,
        legal.some((m) => m.type === 'play'),
      );
    }
    case 'round-over':
      return w.turnRoundOver;
    default:
      return null;
  }
}

/** The rules that happened in the view's latest events, each once (ids: see `learn.words.ts` note*). */
export function teachNotes(v: CareerPokerView): TeachNote[] {
  const w = words(careerPokerLearnWords);
  const out: TeachNote[] = [];
  const add = (id: string, text: string) => {
    if (!out.some((n) => n.id === id)) out.push({ id, text });
  };
  for (const e of v.events) {
    const d = e.data ?? {};
    switch (e.kind) {
      case 'trick-won':
        if (d.cut) add('cut-trick', w.noteCutTrick);
        else add('trick', w.noteTrickWon);
        if (v.lastTrick && !v.lastTrick.cut && trickReversed(v.lastTrick.plays)) add('back-trick', w.noteBackTrick);
        break;
      case 'place':
        add('place', w.notePlace);
        break;
      case 'interim-gold':
        add('interim', w.noteInterim);
        break;
      case 'skip-millionaire':
        add('skip', w.noteSkip);
        break;
      case 'millionaire':
        add('millionaire', w.noteMillionaire);
        break;
      case 'm-play': {
        const faces = (d.faces as readonly string[] | undefined) ?? e.cards ?? [];
        if (faces.length >= 4) add('revolution', w.noteRevolution);
        if (d.cut) add('cut', w.noteCut);
        if (d.loop) add('loop', w.noteLoop);
        else if (faces[0] && face(faces[0]).n === 11) add('back', w.noteBack);
        if (Number(d.gold) > 0) add('gold', w.noteGold);
        if (Number(d.energy) > 0) add('energy', w.noteEnergy);
        if (!d.lead && (v.mill.binding.colour || v.mill.binding.mark)) add('binding', w.noteBinding);
        break;
      }
      case 'm-trick-won':
        if (d.energy) add('energy', w.noteEnergy);
        break;
      case 'lead-transfer':
      case 'nobody-can-lead':
        add('bans', w.noteBans);
        break;
      case 'out':
        add('out', w.noteOut);
        break;
    }
  }
  return out;
}

export const careerPokerTeacher: Teacher<CareerPokerView, CareerPokerMove> = {
  turn: (view, legal) => teachTurn(view, legal),
  notes: (view) => teachNotes(view),
};

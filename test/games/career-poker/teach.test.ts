/** Career Poker teaching mode (issue 28 §1): the turn sentence per phase and the rule notes, in three languages. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  careerPoker,
  type CareerPokerMove,
  type CareerPokerState,
} from '../../../src/games/career-poker/career-poker.ts';
import { careerPokerTeacher, teachNotes } from '../../../src/games/career-poker/teach.ts';
import type { careerPokerLearnWords } from '../../../src/games/career-poker/learn.words.ts';
import { dealPlan } from '../../../src/games/career-poker/rules.ts';
import { lang, ready } from '../../../src/i18n/current.ts';

const deck = dealPlan(3).cards;
const NAMES = ['Aiko', 'Ben', 'Chae'];
const turnOf = (s: CareerPokerState, seat: number) =>
  careerPokerTeacher.turn(careerPoker.view(s, seat), careerPoker.legalMoves(s, seat), seat, NAMES);

function afterRedLead(): CareerPokerState {
  let s = careerPoker.setup({ players: 3, seed: 'w', deck }) as CareerPokerState;
  s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' });
  return careerPoker.play(s, 0, { type: 'lead', card: 'cp-01-red-owl', attr: { type: 'colour', value: 'red' } });
}

function millionaire(
  top: string[] | null,
  binding: { colour: null | 'red'[]; mark: null } = { colour: null, mark: null },
) {
  const s = careerPoker.setup({ players: 3, seed: 'm', options: { mode: 'short' } }) as CareerPokerState;
  s.hands = [[], [], []];
  s.strategic = [
    ['cp-04-red-goldfish', 'cp-10-red-goldfish', 'cp-10-yellow-cat'],
    ['cp-13-red-pig'],
    ['cp-01-red-owl'],
  ];
  s.millionaire = true;
  s.phase = 'm-play';
  s.turn = 0;
  s.mill = {
    revolution: false,
    back: false,
    top,
    topCards: top ?? [],
    binding: binding as never,
    trickCards: top ?? [],
    lastPlayer: top ? 2 : -1,
    passes: 0,
  };
  return s;
}

afterEach(() => {
  lang.value = 'en';
});

describe('the turn sentence, phase by phase', () => {
  it('the direction, the lead, following with and without the lead colour, not my turn', () => {
    const s0 = careerPoker.setup({ players: 3, seed: 'w', deck }) as CareerPokerState;
    expect(turnOf(s0, 0)).toBe('Pick who plays after you in this trick.');
    expect(turnOf(s0, 1)).toBeNull();
    const lead = careerPoker.play(s0, 0, { type: 'direction', dir: 'cw' });
    expect(turnOf(lead, 0)).toBe('Lead a card, then name its colour or animal.');
    const s = afterRedLead();
    expect(turnOf(s, 1)).toBe('Play a Red card (lit): highest Red wins.');
    // an 11 off the lead (Ben's blue 11, given him here) reverses the trick: the lowest red wins
    const ben11 = { ...s, hands: [s.hands[0]!, [...s.hands[1]!, 'cp-11-blue-cat'], s.hands[2]!] };
    const reversed = careerPoker.play(
      { ...ben11, hands: [ben11.hands[0]!, ben11.hands[1]!.filter((c) => !c.includes('-red-')), ben11.hands[2]!] },
      1,
      { type: 'follow', card: 'cp-11-blue-cat' },
    );
    expect(turnOf(reversed, 2)).toBe('Play a Red card (lit): lowest Red wins (11 Back).');
    // Chae without reds may play anything
    const noRed = careerPoker.play(s, 1, { type: 'follow', card: 'cp-05-red-snake' });
    const chae = {
      ...noRed,
      hands: [noRed.hands[0]!, noRed.hands[1]!, noRed.hands[2]!.filter((c) => !c.includes('-red-'))],
    };
    expect(turnOf(chae, 2)).toBe('No Red: play any card (keep it or give it).');
    // ... and then decides where his gray 5 goes
    const place = careerPoker.play(chae, 2, { type: 'follow', card: 'cp-05-gray-pig' });
    expect(turnOf(place, 2)).toBe('Gray Pig 5 is off the lead: keep it or give it.');
  });

  it('the Millionaire phase: leading, following a binding, nothing to beat', () => {
    expect(turnOf(millionaire(null), 0)).toBe('Lead one card or a set of one number (2–3 cost energy).');
    expect(turnOf(millionaire(['cp-05-red-snake'], { colour: ['red'], mark: null }), 0)).toBe(
      'Beat the 5 with Red, or pass.',
    );
    // two 1s on the table: nothing of Aiko's beats them
    expect(turnOf(millionaire(['cp-01-red-owl~g', 'cp-01-yellow-pig~g']), 0)).toMatch(/^Nothing beats the 1s: pass\.$/);
  });
});

describe('rule notes from the latest events', () => {
  it('a trick won, a card off the lead, the Millionaire phase, a revolution, a binding', () => {
    let s = afterRedLead();
    s = careerPoker.play(s, 1, { type: 'follow', card: 'cp-05-red-snake' });
    s = { ...s, hands: [s.hands[0]!, s.hands[1]!, s.hands[2]!.filter((c) => !c.includes('-red-'))] };
    s = careerPoker.play(s, 2, { type: 'follow', card: 'cp-05-gray-pig' });
    expect(teachNotes(careerPoker.view(s, 0)).map((n) => n.id)).toEqual(['trick']);
    s = careerPoker.play(s, 2, { type: 'place', card: 'cp-05-gray-pig', to: 2 });
    expect(teachNotes(careerPoker.view(s, 0)).map((n) => n.id)).toEqual(['place']);
    // a binding: the red 10 on the red 5
    const m = millionaire(['cp-05-red-snake']);
    const after = careerPoker.play(m, 0, { type: 'play', cards: ['cp-10-red-goldfish'], gold: {}, cut: false });
    const notes = teachNotes(careerPoker.view(after, 1));
    expect(notes.map((n) => n.id)).toEqual(['binding']);
    expect(notes[0]!.text).toMatch(/^Binding/);
    const rev = teachNotes({
      ...careerPoker.view(after, 1),
      events: [
        {
          kind: 'm-play',
          seat: 0,
          cards: [],
          data: {
            faces: ['cp-04-red-goldfish', 'cp-04-yellow-owl', 'cp-04-green-snake', 'cp-04-blue-pig'],
            lead: true,
          },
        },
      ],
    });
    expect(rev.map((n) => n.id)).toEqual(['revolution']);
  });
});

describe.each(['ja', 'ko'] as const)('%s', (l) => {
  it('every turn sentence and every note is worded, without English', async () => {
    lang.value = l;
    await ready(l);
    const texts: string[] = [];
    const s0 = careerPoker.setup({ players: 3, seed: 'w', deck }) as CareerPokerState;
    texts.push(turnOf(s0, 0)!, turnOf(careerPoker.play(s0, 0, { type: 'direction', dir: 'cw' }), 0)!);
    const s = afterRedLead();
    texts.push(turnOf(s, 1)!);
    texts.push(
      turnOf(millionaire(null), 0)!,
      turnOf(millionaire(['cp-05-red-snake'], { colour: ['red'], mark: null }), 0)!,
      turnOf(millionaire(['cp-01-red-owl~g', 'cp-01-yellow-pig~g']), 0)!,
    );
    const w = (await import(`../../../src/games/career-poker/learn.words.${l}.ts`))
      .default as typeof careerPokerLearnWords.en;
    for (const [k, v] of Object.entries(w)) {
      if (typeof v === 'string') texts.push(v);
      else if (k.startsWith('note') || k.startsWith('how'))
        texts.push(String((v as (a: number, b: number) => string)(5, 1)));
    }
    texts.push(
      w.standingButton(2, 8),
      w.nowCell(1, -3),
      w.standingNote(5),
      w.energyNote(2),
      w.turnCut,
      w.turnPlace('x'),
    );
    for (const t of texts) {
      expect(t).toBeTruthy();
      expect(t.replace(/\bx\b/, ''), t).not.toMatch(/[A-Za-z]/);
    }
    expect(turnOf(s, 1)).toContain(l === 'ja' ? '赤' : '빨강');
  });
});

it('the lit cards the sentence names are the legal ones', () => {
  const s = afterRedLead();
  const lit = careerPoker.legalMoves(s, 1).map((m: CareerPokerMove) => (m.type === 'follow' ? m.card : ''));
  expect(lit.every((c) => c.includes('-red-'))).toBe(true);
});

// @vitest-environment happy-dom
/**
 * Label in Name (WCAG 2.5.3; axe's `label-content-name-mismatch`, issue 24 §6): a card button's
 * name says what its face prints — the corner, the label — in the order the face prints it, so
 * a screen reader hears what is seen and a voice command can say it. Every card of every deck,
 * with labels on and off; and every button of a table mid-turn (lit piles with their count, the
 * counters, the sides that open).
 */
import { describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { CardButton } from '../../src/table/parts.tsx';
import { HanafudaFace } from '../../src/games/hanafuda/art/index.tsx';
import { HANAFUDA_DECK, cornerLabel, faceName as hanaName } from '../../src/games/hanafuda/cards.ts';
import { TravFudaFace } from '../../src/games/travfuda/art/index.tsx';
import { TRAVFUDA_DECK, cardLabel, faceName as travName } from '../../src/games/travfuda/deck.ts';
import { UcdFace } from '../../src/games/capture/art/index.tsx';
import { ALL_CARDS, faceName as captureName } from '../../src/games/capture/cards.ts';
import { CareerPokerFace } from '../../src/games/career-poker/art/index.tsx';
import { CP_DECK, faceName as cpName } from '../../src/games/career-poker/deck.ts';
import { FishingTable } from '../../src/games/travfuda/ui/FishingTable.tsx';
import { travfuda } from '../../src/games/travfuda/travfuda.ts';
import type { FishMove } from '../../src/games/travfuda/fishing.ts';
import { accessibleName, curate, labelNotInName, shownText } from '../helpers/a11y.ts';
import { mount } from '../helpers/mount.ts';

const FAMILIES = [
  {
    family: 'Hanafuda',
    deck: HANAFUDA_DECK,
    name: hanaName,
    face: (id: string, label: boolean) => <HanafudaFace id={id} label={label} />,
  },
  {
    family: 'TravFuda',
    deck: TRAVFUDA_DECK,
    name: travName,
    face: (id: string, label: boolean) => <TravFudaFace id={id} label={label} />,
  },
  {
    family: 'Capture',
    deck: ALL_CARDS,
    name: captureName,
    face: (id: string, label: boolean) => <UcdFace id={id} label={label} />,
  },
  {
    family: 'Career Poker',
    deck: CP_DECK,
    name: cpName,
    face: (id: string, label: boolean) => <CareerPokerFace id={id} label={label} />,
  },
];

describe('card names say what the card shows', () => {
  for (const f of FAMILIES) {
    it(`${f.family}: every card button's name holds its face's printed text, in order, labels on and off`, {
      timeout: 30_000,
    }, () => {
      const bad: string[] = [];
      for (const id of f.deck) {
        for (const label of [true, false]) {
          const el = mount(<CardButton name={f.name(id)} face={f.face(id, label)} onClick={() => undefined} />);
          const button = el.querySelector('button')!;
          if (labelNotInName(el).length)
            bad.push(`${id} (labels ${label ? 'on' : 'off'}): "${accessibleName(button)}" vs "${shownText(button)}"`);
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('the name begins with the printed corner and goes on with the card name', () => {
    expect(hanaName('mar-bright')).toBe('3B, March curtain (bright)');
    expect(cornerLabel('nov-chaff-1')).toBe('11C');
    expect(travName('t06-RF')).toBe(`${cardLabel('t06-RF')}, 6 Rockball, red flag`);
    expect(travName('t04-P2')).toBe('4, 4 Comet, plain');
    expect(travName('joker-1')).toBe('J, Joker');
    expect(captureName('u-S-2')).toBe('2 S, Saturn, secondary');
    expect(captureName('u-E-Moon')).toBe('Moon E, Earth, primary');
    expect(captureName('u-Galaxy-S')).toBe('S Galaxy, Saturn');
    expect(cpName('cp-05-green-owl')).toBe('5 Green Owl');
    expect(cpName('cp-08-red-snake')).toBe('8 (cut) Red Snake');
  });
});

describe('the TravFuda table', () => {
  it('mid-turn, with a card picked and piles lit: every button and pile shows only what its name says', () => {
    const seats = [
      { name: 'Aiko', kind: 'human' as const },
      { name: 'Ben', kind: 'bot' as const },
    ];
    // Play the dealt hands until Aiko holds a card that goes on a pile.
    let s = travfuda.setup({ players: 2, seed: 'label-in-name' });
    let checked = 0;
    for (let i = 0; i < 200 && checked === 0; i++) {
      const actor = travfuda.actors(s)[0]!;
      const legal = travfuda.legalMoves(s, actor) as FishMove[];
      const onPile = legal.find((m) => m.type === 'play' && m.pile);
      if (actor === 0 && onPile && onPile.type === 'play') {
        const el = mount(
          <FishingTable
            game="TravFuda"
            view={travfuda.view(s, 0)}
            seat={0}
            legal={legal}
            seats={seats}
            status={travfuda.status(s)}
            play={() => undefined}
            busy={false}
            settings={{ labels: true, hints: true, motionMs: 0 }}
          />,
        );
        const card = [...el.querySelectorAll<HTMLButtonElement>('[aria-label="Your hand"] button')].find(
          (b) => b.getAttribute('aria-label') === `TravFuda: ${travName(onPile.card)}`,
        )!;
        act(() => card.click());
        const lit = el.querySelector<HTMLButtonElement>('.piles button.target')!;
        expect(accessibleName(lit)).toMatch(/^Put it on: Pile of \d+, /);
        expect(curate(accessibleName(lit))).toContain(curate(shownText(lit)));
        expect(labelNotInName(el)).toEqual([]);
        // The counters are named by what they show ("You:", "sheet 0"), the letters spelt out.
        const counts = el.querySelector<HTMLButtonElement>('button.counts')!;
        expect(accessibleName(counts)).toMatch(
          /^You: \d+ starbursts, \d+ cutlasses, .*plain count \d+ of 20; sheet \d+\. Tap for what the letters mean\.$/,
        );
        checked++;
      }
      s = travfuda.play(s, actor, legal.find((m) => m.type === 'play') ?? legal[0]!);
    }
    expect(checked).toBe(1);
  });
});

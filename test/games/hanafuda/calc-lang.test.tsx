// @vitest-environment happy-dom
/**
 * The Go-Stop, Mushi and Higo-Bana round calculators in Japanese and Korean (issue 27): each one,
 * driven through its states (nothing tapped, a result, refusals, the other choices), holds no
 * English word in its text, labels or aria-labels; every phrase with data of their catalogue,
 * tried with data, none either. The rows they give are worded from events (calc-rows.test.tsx).
 */
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import type { RoundCalcProps } from '../../../src/games/calc/types.ts';
import { CALCULATORS } from '../../../src/games/calculators.ts';
import { sheetRules } from '../../../src/app/calcRules.ts';
import { HANAFUDA_DECK, MUSHI_DECK } from '../../../src/games/hanafuda/cards.ts';
import { cardWord } from '../../../src/games/hanafuda/hanafuda.words.ts';
import { hanaCalcWords } from '../../../src/games/hanafuda/calc/calc.words.ts';
import { lang, setLanguage, words } from '../../../src/i18n/current.ts';
import { englishIn } from '../../../src/i18n/parity.ts';
import { newSheet } from '../../../src/store/sheets.ts';
import type { ScoreSheet } from '../../../src/store/records.ts';
import { getStore } from '../../../src/app/state.ts';

vi.setConfig({ testTimeout: 60_000 });

afterAll(async () => {
  await setLanguage('en');
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};

let seq = 0;
function sheetFor(gameId: string, players: string[], rounds: number[][] = []): ScoreSheet {
  const s = newSheet({ id: `lang-${gameId}-${++seq}`, title: 't', gameId, players, now: 1 });
  return { ...s, rounds: rounds.map((scores, i) => ({ id: `r${i}`, scores, note: '', at: 1 })) };
}

/** Everything a reader or a screen reader gets: text, aria-labels, titles, placeholders. */
function said(el: Element): string {
  const attrs = [...el.querySelectorAll('*')].flatMap((e) =>
    ['aria-label', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''),
  );
  return [el.textContent ?? '', ...attrs].join('\n');
}

async function open(gameId: string, sheet: ScoreSheet) {
  await getStore();
  const entry = CALCULATORS[gameId]!;
  if (entry.kind !== 'round') throw new Error('not a round calculator');
  const C: ComponentType<RoundCalcProps> = await entry.load();
  // The calculator's own catalogues (its options' words) are known now: load them in this language.
  await setLanguage(lang.value);
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <C
        sheet={sheet}
        roundIndex={sheet.rounds.length}
        rules={sheetRules(sheet)}
        onCancel={() => {}}
        onUse={() => {}}
      />,
      root,
    ),
  );
  for (let i = 0; i < 20 && !root.querySelector('.calc-footer, [role=alert]'); i++) await flush();
  const seen: [string, string][] = [];
  const buttons = () => [...root.querySelectorAll('button')];
  return {
    root,
    /** Note what the calculator says now. */
    look: (state: string) => seen.push([state, said(root)]),
    seen,
    /** What the calculator says now includes this. */
    has: (text: string) => expect(said(root)).toContain(text),
    english: () => seen.flatMap(([state, text]) => englishIn(text).map((w) => `${state}: ${w}`)),
    tap: (...ids: string[]) => {
      for (const id of ids) {
        const same = HANAFUDA_DECK.filter((c) => cardWord(c) === cardWord(id));
        const b = buttons().filter((x) => x.getAttribute('aria-label')?.startsWith(cardWord(id)))[same.indexOf(id)];
        if (!b) throw new Error(`no card ${id}`);
        act(() => b.click());
      }
    },
    choose: (group: string, label: string) => {
      const g = root.querySelector(`[role=group][aria-label="${group}"]`);
      const b = [...(g?.querySelectorAll('button') ?? [])].find((x) => x.textContent!.trim().startsWith(label));
      if (!b) throw new Error(`no choice ${label} in ${group}`);
      act(() => b.click());
    },
    press: (label: string) => {
      const b = buttons().find((x) => x.textContent!.trim() === label);
      if (!b) throw new Error(`no button ${label}`);
      act(() => b.click());
    },
    type: (label: string, value: string) => {
      const input = root.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement | null;
      if (!input) throw new Error(`no input ${label}`);
      act(() => {
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    check: (text: string) => {
      const label = [...root.querySelectorAll('label.check')].find((l) => l.textContent!.includes(text));
      const input = label?.querySelector('input');
      if (!input) throw new Error(`no checkbox ${text}`);
      act(() => input.click());
    },
    close: () => {
      render(null, root);
      root.remove();
    },
  };
}

const LIGHTS = ['jan-bright', 'mar-bright', 'aug-bright'];
const DREGS = ['jan-chaff-1', 'jan-chaff-2', 'feb-chaff-1', 'feb-chaff-2', 'mar-chaff-1', 'mar-chaff-2'];
const MORE = ['apr-chaff-1', 'apr-chaff-2', 'may-chaff-1', 'may-chaff-2'];

describe.each([
  ['ja', ['あいこ', 'べん', 'ちえ']],
  ['ko', ['민준', '지우', '서연']],
] as const)('%s', (l, names) => {
  it('Go-Stop: every state of the calculator, no English', async () => {
    await setLanguage(l);
    const w = words(hanaCalcWords, l);
    const [a, b, c] = names;
    const g = await open('gostop', sheetFor('gostop', [...names], [[0, 0, 0]]));
    g.look('nothing tapped');
    g.tap(...LIGHTS, 'nov-bright', ...DREGS, ...MORE);
    g.look('three lights and dregs');
    g.type(w.gs.chaffUnits(b), '0');
    g.check(w.gs.calledGo(b));
    g.check(w.gs.calledGo(c));
    g.type(w.gs.gosCalled, '3');
    g.type(w.gs.shakes, '1');
    g.look('penalties, gos, a shake, who went first');
    expect(g.root.querySelector('[data-testid=calc-scores]')).not.toBeNull();
    g.check(w.gs.holdsBright(b));
    g.check(w.gs.holdsBright(c));
    g.look('a bright nobody can hold');
    g.has(w.gs.noBright(c));
    g.check(w.gs.holdsBright(c));
    g.type(w.gs.chaffUnits(c), '27');
    g.look('too much chaff');
    g.has(w.gs.tooMuchChaff(c, 27, 0).split('26')[0]!);
    g.type(w.gs.chaffUnits(c), '5');
    g.type(w.gs.bombs, '3');
    g.look('too many shakes and bombs');
    g.has(w.gs.triplets(7, 2, a, 4));
    g.choose(w.howWon(a), w.gs.presidentChoice);
    g.look('a President');
    g.choose(w.whoWon, w.nobody);
    g.look('a drawn round');
    g.has(w.gs.drawNote(false));
    g.close();

    const two = await open('gostop', sheetFor('gostop', [a, b]));
    two.tap('jan-ribbon');
    two.look('two players, too few points');
    two.has(w.gs.tooFew(a, 0, 3));
    two.close();

    const four = await open('gostop', sheetFor('gostop', [a, b, c, '다은']));
    four.look('a sheet of four');
    four.has(w.gs.players(4));
    four.close();
    expect(g.english().concat(two.english(), four.english())).toEqual([]);
  });

  it('Mushi: every state of the calculator, no English', async () => {
    await setLanguage(l);
    const w = words(hanaCalcWords, l);
    const [a, b] = names;
    const m = await open('mushi', sheetFor('mushi', [a, b]));
    m.look('nothing tapped');
    m.tap('apr-animal', 'apr-ribbon', 'jan-bright', 'mar-bright', 'aug-bright', 'nov-bright', 'dec-bright');
    m.look('some cards in nobody’s pile');
    m.has(w.mu.unowned(33));
    m.choose(w.tapCapturedBy, b);
    m.press(w.mu.giveRest(MUSHI_DECK.length - 7, b));
    m.look('all the cards, yaku on both sides');
    expect(m.root.querySelector('[data-testid=calc-scores]')).not.toBeNull();
    m.close();
    const three = await open('mushi', sheetFor('mushi', [...names]));
    three.look('a sheet of three');
    three.close();
    expect(m.english().concat(three.english())).toEqual([]);
  });

  it('Higo-Bana: every state of the calculator, no English', async () => {
    await setLanguage(l);
    const w = words(hanaCalcWords, l);
    const [a, b] = names;
    const h = await open('higobana', sheetFor('higobana', [a, b]));
    h.look('nothing tapped');
    const mine = ['jan-bright', 'feb-animal', 'mar-bright', 'aug-bright', 'sep-animal'];
    h.tap(...mine);
    h.choose(w.tapCapturedBy, b);
    h.tap(...HANAFUDA_DECK.filter((x) => !mine.includes(x) && x !== 'dec-chaff-3'));
    h.look('basa, yaku on both sides');
    h.has(w.hb.verdict(b, false, false, 2, 'basa'));
    expect(h.root.querySelector('[data-testid=calc-scores]')).not.toBeNull();
    h.close();
    const teams = await open('higobana', sheetFor('higobana', [a, b, 'ちえ', '다은', 'えま']));
    teams.look('five players');
    const sel = [...teams.root.querySelectorAll('select')].find((x) => x.querySelector('option[value=pairs]'))!;
    act(() => {
      sel.value = 'pairs';
      sel.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await flush();
    teams.look('teams of two on a sheet of five');
    teams.has(w.hb.pairs(5));
    teams.close();
    expect(h.english().concat(teams.english())).toEqual([]);
  });

  it('every phrase with data of the three calculators holds no English word', async () => {
    await setLanguage(l);
    const w = words(hanaCalcWords, l);
    const [a, b, c] = names;
    const counts = { gos: 3, shakes: 1, bombs: 2, draws: 1 };
    const lines = [
      ...['go-double', 'shake', 'bomb', 'seven-animals', 'after-draw'].map((id) => w.gs.mult(id, counts)),
      w.gs.players(4),
      w.gs.perGo(2),
      w.gs.score(a),
      w.gs.share(b),
      w.gs.paidBy(c),
      w.gs.pays(b),
      w.gs.collects(a),
      w.gs.drawNote(true),
      w.gs.drawNote(false),
      w.gs.counts(10, 5, true),
      w.gs.counts(10, 5, false),
      w.gs.cupAs(a),
      w.gs.roundOf(a),
      w.gs.holds(b),
      w.gs.chaffUnits(b),
      w.gs.holdsBright(b),
      w.gs.calledGo(b),
      w.gs.twice(cardWord('jan-bright')),
      w.gs.triplets(7, 2, a, 3),
      w.gs.noBright(c),
      w.gs.tooMuchChaff(c, 27, 12),
      w.gs.tooFew(a, 1, 7),
      w.gs.tooFew(a, 4, 7),
      w.mu.players(3),
      w.mu.unowned(1),
      w.mu.unowned(28),
      w.mu.cardPoints(120),
      w.mu.theirYaku(b, '五光'),
      w.mu.roundOf(a),
      w.mu.cards(a, 1),
      w.mu.cards(a, 12),
      w.mu.giveRest(28, b),
      w.hb.playedBy(8),
      w.hb.pairs(5),
      w.hb.triples(4),
      w.hb.team([a, b, c]),
      w.hb.cardPoints(5),
      w.hb.othersYaku(2),
      w.hb.roundOf(a),
      ...(['basa', 'chu', 'plain'] as const).flatMap((k) => [
        w.hb.verdict(a, false, false, 1, k),
        w.hb.verdict(w.hb.team([a, b]), true, false, 2, k),
      ]),
      w.hb.verdict(a, false, true, 0, 'plain'),
    ];
    expect(lines.filter((x) => englishIn(x).length)).toEqual([]);
    for (const x of lines) expect(x.trim()).not.toBe('');
  });

  it("the Koi-Koi calculator's summary on screen holds no English word, worded as the sheet words its events", async () => {
    await setLanguage(l);
    const [a] = names;
    const k = await open('koikoi', sheetFor('koikoi', [a, names[1]]));
    k.tap('jan-bright', 'mar-bright', 'aug-bright');
    k.look('Sanko');
    // The engine's own event for that stop, worded by the family (what the sheet shows for the row).
    expect(k.root.querySelector('.calc-summary')?.textContent).toBe(
      { ja: `${a}の勝負：三光 5点。`, ko: `${a}의 승부: 삼광 5점.` }[l],
    );
    k.close();
    expect(k.english()).toEqual([]);
  });
});

// @vitest-environment happy-dom
/**
 * The Hanafuda round calculators of the score pad, driven like a player would (taps on the card
 * grid, choices, steppers). Expected scores are worked out by hand in the comments from the
 * rulings (docs/rulings/hanafuda.md); the cases follow the engines' scenario and scoring tests.
 */
import { setLanguage } from '../../../src/i18n/current.ts';
import { englishIn } from '../../../src/i18n/parity.ts';
import { type GameEvent, renderEvents } from '../../../src/engine/events.ts';
import { renderHanafudaEvent } from '../../../src/games/hanafuda/words.ts';
import { renderHanaEvent } from '../../../src/games/hanafuda/hanafuda.words.ts';
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import type { RoundCalcProps } from '../../../src/games/calc/types.ts';
import { CALCULATORS } from '../../../src/games/calculators.ts';
import { sheetRules } from '../../../src/app/calcRules.ts';
import { cardName, HANAFUDA_DECK, MUSHI_DECK } from '../../../src/games/hanafuda/cards.ts';
import { newSheet } from '../../../src/store/sheets.ts';
import type { ScoreSheet } from '../../../src/store/records.ts';
import { getStore } from '../../../src/app/state.ts';

// Whole card grids in happy-dom on a shared machine: generous time per test.
vi.setConfig({ testTimeout: 30_000 });

let root: HTMLDivElement | undefined;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = undefined;
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};

interface Used {
  scores?: number[];
  /** The round's outcome as the game's events (every calculator gives data, issue 27). */
  events?: readonly GameEvent[];
  /** Those events as the sheet words them (English, the players' names). */
  said?: string;
}

let sheetSeq = 0;
function sheetFor(gameId: string, players: string[], rounds: number[][] = []): ScoreSheet {
  const s = newSheet({ id: `sheet-${gameId}-${++sheetSeq}`, title: 't', gameId, players, now: 1 });
  return { ...s, rounds: rounds.map((scores, i) => ({ id: `r${i}`, scores, note: '', at: 1 })) };
}

/** Mount a game's calculator for a sheet and wait for its rules. */
async function open(gameId: string, sheet: ScoreSheet) {
  const entry = CALCULATORS[gameId]!;
  if (entry.kind !== 'round') throw new Error('not a round calculator');
  const C: ComponentType<RoundCalcProps> = await entry.load();
  const used: Used = {};
  root = document.createElement('div');
  document.body.append(root);
  const el = root;
  act(() =>
    render(
      <C
        sheet={sheet}
        roundIndex={sheet.rounds.length}
        rules={sheetRules(sheet)}
        onCancel={() => {}}
        onUse={(scores, events) => {
          used.scores = scores;
          used.events = events;
          used.said = renderEvents(renderHanafudaEvent, events, sheet.players);
        }}
      />,
      el,
    ),
  );
  // The rules come from IndexedDB: a few macrotasks, more on a busy machine.
  for (let i = 0; i < 20 && el.textContent!.includes('Loading the rules'); i++) await flush();
  expect(el.textContent).not.toContain('Loading the rules');
  const buttons = () => [...el.querySelectorAll('button')];
  const named = (label: string) =>
    buttons().find((b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === label);
  const click = (label: string, within?: string) => {
    const scope = within ? el.querySelector(`[role=group][aria-label="${within}"]`) : el;
    const b = within
      ? [...scope!.querySelectorAll('button')].find((x) => x.textContent!.trim().startsWith(label))
      : named(label);
    if (!b) throw new Error(`no button ${label}`);
    act(() => b.click());
  };
  return {
    el,
    used,
    click,
    /** Tap cards by id (each by its own button, in deck order among same-named cards). */
    tap: (...ids: string[]) => {
      for (const id of ids) {
        const same = HANAFUDA_DECK.filter((c) => cardName(c) === cardName(id));
        const k = same.indexOf(id);
        const b = buttons().filter((x) => x.getAttribute('aria-label')?.startsWith(cardName(id)))[k];
        if (!b) throw new Error(`no card ${id}`);
        act(() => b.click());
      }
    },
    check: (text: string) => {
      const label = [...el.querySelectorAll('label.check')].find((l) => l.textContent!.includes(text));
      const input = label?.querySelector('input') as HTMLInputElement | undefined;
      if (!input) throw new Error(`no checkbox ${text}`);
      act(() => input.click());
    },
    type: (label: string, value: string) => {
      const input = el.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;
      act(() => {
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    select: (label: string, value: string) => {
      const field = [...el.querySelectorAll('label.field')].find((l) => l.querySelector('span')?.textContent === label);
      const sel = field!.querySelector('select')!;
      act(() => {
        sel.value = value;
        sel.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    scores: () => el.querySelector('[data-testid=calc-scores]')?.textContent ?? null,
    alerts: () => [...el.querySelectorAll('[role=alert]')].map((a) => a.textContent),
    use: () => click('Use scores'),
    useDisabled: () => (named('Use scores') as HTMLButtonElement).disabled,
  };
}

describe('Koi-Koi calculator', () => {
  it("doubles for the opponent's koi-koi: Aotan 6 ×2 = 12, taken from the other player (the main scenario)", async () => {
    const c = await open('koikoi', sheetFor('koikoi', ['Aiko', 'Ben']));
    c.click('Ben', 'Who won the round?');
    c.check('Aiko had called koi-koi');
    // Four ribbons, the three blue among them: Aotan 5 + 1 = 6; four ribbons make no Tan; 2 chaff no Kasu.
    c.tap('jun-ribbon', 'sep-ribbon', 'oct-ribbon', 'nov-ribbon', 'jun-chaff-2', 'oct-chaff-1');
    expect(c.scores()).toBe('Aiko −12Ben +12');
    c.use();
    // The round as the engine gives it (data, no words): the sheet words it in the reader's language.
    expect(c.used.scores).toEqual([-12, 12]);
    expect(c.used.events).toEqual([
      {
        kind: 'koikoi-score',
        seat: 1,
        points: 12,
        data: { yaku: ['aotan'], yakuPoints: [6], base: 6, seven: false, koikoi: true },
      },
    ]);
    expect(c.used.said).toBe("Ben stops: Blue Ribbons (Aotan) 6, ×2 (opponent's koi-koi) = 12.");
  });

  it('counts up from zero with additive scoring, and a lone Sankō is worth 5', async () => {
    const c = await open('koikoi', sheetFor('koikoi', ['Aiko', 'Ben']));
    c.select('Scoring', 'additive');
    c.tap('jan-bright', 'mar-bright', 'aug-bright');
    expect(c.scores()).toBe('Aiko +5Ben 0');
  });

  it('scores Five Brights 15 and doubles it at 7+ under the Fuda Wiki preset', async () => {
    const c = await open('koikoi', sheetFor('koikoi', ['Aiko', 'Ben']));
    c.select('Preset', 'fudawiki');
    c.tap('jan-bright', 'mar-bright', 'aug-bright', 'nov-bright', 'dec-bright');
    // Gokō 15 (preset), 15 ≥ 7: ×2 = 30.
    expect(c.scores()).toBe('Aiko +30Ben −30');
  });

  it("gives the dealer 6 for a round nobody stops only with the dealer's privilege", async () => {
    const c = await open('koikoi', sheetFor('koikoi', ['Aiko', 'Ben']));
    c.click('Nobody', 'Who won the round?');
    expect(c.scores()).toBe('Aiko 0Ben 0');
    c.select('Preset', 'nintendo');
    c.click('Ben', 'Who dealt this round?');
    expect(c.scores()).toBe('Aiko −6Ben +6');
  });

  it('scores a dealt lucky hand 6, both patterns 12 only with that option', async () => {
    const c = await open('koikoi', sheetFor('koikoi', ['Aiko', 'Ben']));
    c.click('Kuttsuki', 'How did Aiko win?');
    expect(c.scores()).toBe('Aiko +6Ben −6');
    c.click('Both', 'How did Aiko win?');
    expect(c.scores()).toBe('Aiko +6Ben −6');
    c.select('Both lucky hands', '12');
    expect(c.scores()).toBe('Aiko +12Ben −12');
    c.use();
    expect(c.used.events).toEqual([
      { kind: 'lucky-hand', seat: 0, points: 12, data: { kinds: ['teshi', 'kuttsuki'] } },
    ]);
    expect(c.used.said).toBe('Aiko was dealt Teshi and Kuttsuki: 12.');
  });

  it('says in Japanese what the sheet will say, with no English', async () => {
    const c = await open('koikoi', sheetFor('koikoi', ['あいこ', 'ベン']));
    c.click('ベン', 'Who won the round?');
    c.check('あいこ had called koi-koi');
    c.tap('jun-ribbon', 'sep-ribbon', 'oct-ribbon', 'nov-ribbon', 'jun-chaff-2', 'oct-chaff-1');
    c.use();
    try {
      await setLanguage('ja');
      // The calculator's and the family's words load as their chunks arrive.
      const summaryOf = () => c.el.querySelector('.calc-summary')?.textContent ?? '';
      for (
        let i = 0;
        i < 60 && !(c.el.textContent!.includes('この回に勝ったのは') && summaryOf().includes('勝負'));
        i++
      )
        await flush();
      const summary = summaryOf();
      expect(summary).toBe('ベンの勝負：青短 6点、×2（相手のこいこい） = 12点。');
      expect(englishIn(summary)).toEqual([]);
      // The sheet words the same events the same way.
      expect(renderEvents(renderHanaEvent, c.used.events!, ['あいこ', 'ベン'])).toBe(summary);
    } finally {
      await setLanguage('en');
    }
  });

  it('refuses a win without a yaku and a sheet that is not for two', async () => {
    const c = await open('koikoi', sheetFor('koikoi', ['Aiko', 'Ben']));
    expect(c.useDisabled()).toBe(true);
    c.tap('jan-chaff-1', 'jan-chaff-2');
    expect(c.alerts().join()).toContain("Aiko's 2 cards make no yaku");
    expect(c.useDisabled()).toBe(true);
    root?.remove();
    const three = await open('koikoi', sheetFor('koikoi', ['A', 'B', 'C']));
    expect(three.alerts().join()).toContain('Koi-Koi is a game for two: this sheet has 3 players');
  });

  it("remembers the rules chosen for a sheet, and takes a played match's own options as fixed", async () => {
    const sheet = sheetFor('koikoi', ['Aiko', 'Ben']);
    const first = await open('koikoi', sheet);
    first.select('Preset', 'nintendo');
    await flush();
    render(null, first.el);
    const again = await open('koikoi', sheet);
    expect(again.el.querySelector('summary')!.textContent).toBe('Rules: Nintendo');
    // A sheet kept by a game: the match's options, shown as fixed.
    const store = (await getStore())!;
    const kept = { ...sheetFor('koikoi', ['Aiko', 'Ben']), matchId: 'm-calc' };
    await store.createMatch(
      {
        id: 'm-calc',
        gameId: 'koikoi',
        options: { goko: 15, sanko: 6, double_at_7: true, groups: 'exclusive' },
        seed: 's',
        seats: [
          { name: 'Aiko', kind: 'human' },
          { name: 'Ben', kind: 'human' },
        ],
        createdAt: 1,
        updatedAt: 1,
        moveCount: 0,
        finished: false,
        sheetId: kept.id,
      },
      kept,
    );
    const fixed = await open('koikoi', kept);
    expect(fixed.el.querySelector('summary')!.textContent).toBe('Rules: Fuda Wiki classic (from the game)');
  });
});

describe('Go-Stop calculator', () => {
  const LIGHTS = ['jan-bright', 'mar-bright', 'aug-bright'];
  const DREGS = [
    'jan-chaff-1',
    'jan-chaff-2',
    'feb-chaff-1',
    'feb-chaff-2',
    'mar-chaff-1',
    'mar-chaff-2',
    'apr-chaff-1',
    'apr-chaff-2',
    'may-chaff-1',
    'may-chaff-2',
  ];

  it('two players: pi-bak, gwang-bak and go-bak multiply (the scoring test "penalties multiply")', async () => {
    const c = await open('gostop', sheetFor('gostop', ['Aiko', 'Ben']));
    c.tap(...LIGHTS, ...DREGS);
    c.type("Ben's chaff units", '0');
    c.check('Ben called go');
    // Three Lights 3 + Dregs 1 = 4; Ben: no chaff ×2, no bright ×2, called go ×2 = 32.
    expect(c.scores()).toBe('Aiko +32Ben −32');
    const pays = c.el.querySelector('table[aria-label="Ben pays"]')!.textContent!;
    expect(pays).toContain('pi-bak');
    expect(pays).toContain('gwang-bak');
    expect(pays).toContain('go-bak');
    c.use();
    // The engine's own event for the stop, worded as the table's round end words it.
    expect(c.used.said).toBe('Aiko stops: Three Lights 3 + Dregs (Pi) 1 = 4. Ben pays 32 (pi-bak, gwang-bak, go-bak).');
  });

  it('carries the drawn rounds at the end of the sheet into the next win (×2 once by default)', async () => {
    const c = await open(
      'gostop',
      sheetFor(
        'gostop',
        ['Aiko', 'Ben'],
        [
          [3, -3],
          [0, 0],
        ],
      ),
    );
    c.tap('jan-ribbon', 'feb-ribbon', 'mar-ribbon');
    // Red Poems 3, after one drawn round ×2 = 6.
    expect(c.scores()).toBe('Aiko +6Ben −6');
    c.click('Nobody', 'Who won the round?');
    expect(c.scores()).toBe('Aiko 0Ben 0');
  });

  it('under the Korean preset needs 7 to stop with two players, and a loser without chaff escapes pi-bak', async () => {
    const c = await open('gostop', sheetFor('gostop', ['Aiko', 'Ben']));
    c.select('Preset', 'korean');
    c.tap(...LIGHTS, ...DREGS);
    expect(c.alerts().join()).toContain("Aiko's cards make 4 points: stopping needs 7 or more");
    c.tap('jun-ribbon', 'sep-ribbon', 'oct-ribbon', 'feb-animal', 'apr-animal', 'aug-animal');
    // + Blue Poems 3 + Five Birds 5: 12. Ben, 0 chaff: exempt under the Korean thresholds; no bright: ×2 = 24.
    c.type("Ben's chaff units", '0');
    expect(c.scores()).toBe('Aiko +24Ben −24');
  });

  it('refuses a bright nobody can hold and more chaff than is left', async () => {
    const c = await open('gostop', sheetFor('gostop', ['Aiko', 'Ben', 'Chie']));
    c.tap('jan-bright', 'mar-bright', 'aug-bright', 'nov-bright');
    c.check('Ben holds a bright');
    c.check('Chie holds a bright');
    expect(c.alerts().join()).toContain("Chie can't hold a bright");
    c.check('Chie holds a bright');
    c.type("Chie's chaff units", '27');
    expect(c.alerts().join()).toContain("Chie can't have 27 chaff units");
  });

  it('pays a dealt President 5 from each opponent, no multipliers', async () => {
    const c = await open('gostop', sheetFor('gostop', ['Aiko', 'Ben', 'Chie'], [[0, 0, 0]]));
    c.click('Chie', 'Who won the round?');
    c.click('President', 'How did Chie win?');
    // 5 from Aiko and 5 from Ben; the drawn round before does not double it.
    expect(c.scores()).toBe('Aiko −5Ben −5Chie +10');
  });

  it("pays gos by the sheet's go scale, through the engine's settlement (issue 14)", async () => {
    const c = await open('gostop', sheetFor('gostop', ['Aiko', 'Ben']));
    c.tap('jan-ribbon', 'feb-ribbon', 'mar-ribbon');
    c.type('Gos called', '4');
    // Default: Red Poems 3 + 4 gos = 7, ×4 from the fourth go = 28.
    expect(c.scores()).toBe('Aiko +28Ben −28');
    c.select('What gos pay', 'double-only');
    // ×2 from the third go only: 3 ×4 = 12.
    expect(c.scores()).toBe('Aiko +12Ben −12');
    c.type('Gos called', '2');
    expect(c.scores()).toBe('Aiko +3Ben −3');
    c.use();
    expect(c.used.said).toBe('Aiko stops: Red Poems (Hongdan) 3. Ben pays 3.');
  });

  it('reads a sheet\'s rules saved with the old "+1 per go" switch off as "×2 from the third go only"', async () => {
    const sheet = sheetFor('gostop', ['Aiko', 'Ben']);
    const store = (await getStore())!;
    const old: Record<string, unknown> = {
      bdb: true,
      stop_minimum_2p: 3,
      pi_bak: 'seed',
      go_bonus: false,
      draw_doubles: 'once',
      rain_four_lights: 4,
    };
    await store.setSetting(`calc-rules:${sheet.id}`, old);
    const c = await open('gostop', sheet);
    c.tap('jan-ribbon', 'feb-ribbon', 'mar-ribbon');
    c.type('Gos called', '3');
    // 3 ×2 = 6 (the default scale would pay (3+3)×2 = 12).
    expect(c.scores()).toBe('Aiko +6Ben −6');
    const field = [...c.el.querySelectorAll('label.field')].find(
      (l) => l.querySelector('span')?.textContent === 'What gos pay',
    )!;
    expect(field.querySelector('select')!.value).toBe('double-only');
  });

  it('house rules (issue 26 §5): the sake cup counted as the winner says, a President doubled after a draw, pi-bak at 7', async () => {
    const c = await open('gostop', sheetFor('gostop', ['Aiko', 'Ben'], [[0, 0]]));
    c.tap('jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'sep-animal');
    c.tap('jun-chaff-1', 'jun-chaff-2', 'jul-chaff-1', 'jul-chaff-2', 'aug-chaff-1', 'aug-chaff-2', 'oct-chaff-1');
    c.tap('oct-chaff-2');
    // The app counts the cup the better way: Red Poems 3 + Dregs 1 (cup as chaff) = 4, ×2 after the drawn round.
    expect(c.scores()).toBe('Aiko +8Ben −8');
    c.select("The sake cup's role", 'owner');
    expect(c.el.querySelector('[role=group][aria-label="Aiko counts the sake cup as"]')).not.toBeNull();
    expect(c.scores()).toBe('Aiko +6Ben −6');
    c.click('Double chaff', 'Aiko counts the sake cup as');
    expect(c.scores()).toBe('Aiko +8Ben −8');
    // Pi-bak at "7 or fewer": Ben's 6 chaff pay double once Aiko has Dregs.
    c.type("Ben's chaff units", '6');
    expect(c.scores()).toBe('Aiko +8Ben −8');
    c.select('Pi-bak (too few chaff)', '7');
    expect(c.scores()).toBe('Aiko +16Ben −16');
    c.click('President', 'How did Aiko win?');
    expect(c.scores()).toBe('Aiko +5Ben −5');
    c.check('President doubled after a drawn round');
    expect(c.scores()).toBe('Aiko +10Ben −10');
  });

  it('refuses a sheet of four', async () => {
    const c = await open('gostop', sheetFor('gostop', ['A', 'B', 'C', 'D']));
    expect(c.alerts().join()).toContain('Go-Stop is played by 2 or 3');
  });
});

describe('Mushi calculator', () => {
  it('scores card points against 115 plus own yaku minus the other\'s (the scoring test "zero-sum")', async () => {
    const c = await open('mushi', sheetFor('mushi', ['Aiko', 'Ben']));
    c.tap(
      'apr-animal',
      'apr-ribbon',
      'apr-chaff-1',
      'apr-chaff-2',
      'dec-bright',
      'dec-chaff-1',
      'dec-chaff-2',
      'dec-chaff-3',
      'jan-bright',
      'mar-bright',
      'aug-bright',
      'nov-bright',
    );
    expect(c.alerts().join()).toContain("28 cards are in nobody's pile");
    c.click('Ben', 'Tap the cards captured by');
    c.click('Give the other 28 to Ben');
    // Aiko: 10 + 5 + 2 + 20 + 3 + 80 = 120, −115 = 5; Five Lights 30, Wisteria 10, Paulownia 10: 55.
    expect(c.scores()).toBe('Aiko +55Ben −55');
    expect(MUSHI_DECK).toHaveLength(40);
  });

  it('leaves Five Lights out when the sheet plays without it', async () => {
    const c = await open('mushi', sheetFor('mushi', ['Aiko', 'Ben']));
    c.check('Five Lights');
    c.tap(
      'apr-animal',
      'apr-ribbon',
      'apr-chaff-1',
      'apr-chaff-2',
      'dec-bright',
      'dec-chaff-1',
      'dec-chaff-2',
      'dec-chaff-3',
      'jan-bright',
      'mar-bright',
      'aug-bright',
      'nov-bright',
    );
    c.click('Ben', 'Tap the cards captured by');
    c.click('Give the other 28 to Ben');
    // 5 + 10 + 10 = 25.
    expect(c.scores()).toBe('Aiko +25Ben −25');
  });

  it('never counts a card twice', async () => {
    const c = await open('mushi', sheetFor('mushi', ['Aiko', 'Ben']));
    c.tap('jan-bright');
    c.click('Ben', 'Tap the cards captured by');
    c.click("January crane (bright), in Aiko's pile");
    expect(c.alerts().join()).toContain("The January crane (bright) is already in Aiko's pile");
    c.click('All chaff of January');
    expect(c.el.textContent).toContain('Ben (2)');
    c.click('Aiko', 'Tap the cards captured by');
    c.click('All chaff of January');
    expect(c.alerts().join()).toContain('a card can be counted only once');
    expect(c.el.textContent).toContain('Aiko (1)');
  });
});

describe('Higo-Bana calculator', () => {
  it('two players, basa: Spring and Drinking against five yaku (the scenario test "scores card points…")', async () => {
    const c = await open('higobana', sheetFor('higobana', ['Aiko', 'Ben']));
    const mine = ['jan-bright', 'feb-animal', 'mar-bright', 'aug-bright', 'sep-animal'];
    c.tap(...mine);
    c.click('Ben', 'Tap the cards captured by');
    c.tap(...HANAFUDA_DECK.filter((x) => !mine.includes(x) && x !== 'dec-chaff-3'));
    // Aiko 20+5+20+20+5 = 70 + 2×50 − 5×50 = −80. Ben 254 − 70 − 1 = 183 + 5×50 − 2×50 = 333: 413 ahead, basa: 2.
    expect(c.el.querySelector('table[aria-label="Ben"]')!.textContent).toContain('333');
    expect(c.scores()).toBe('Aiko 0Ben +2');
    c.use();
    expect(c.used.said).toContain('Ben wins 2 victory points (basa: 100 or more ahead)');
  });

  it('teams of two share a pile and a score; Hawaiian values and added-up scores', async () => {
    const c = await open('higobana', sheetFor('higobana', ['Aiko', 'Ben', 'Chie', 'Dan']));
    c.select('Preset', 'hawaii-cumulative');
    c.select('Teams', 'pairs');
    c.tap('jan-bright', 'jan-chaff-1', 'dec-chaff-1');
    c.click('Ben and Dan', 'Tap the cards captured by');
    c.tap('aug-animal');
    // Hawaiian: 20 + 0 + 10 = 30 for Aiko and Chie; 5 for Ben and Dan; scores add up for each partner.
    expect(c.scores()).toBe('Aiko +30Ben +5Chie +30Dan +5');
  });

  it('refuses teams that do not fit the sheet', async () => {
    const c = await open('higobana', sheetFor('higobana', ['A', 'B', 'C', 'D', 'E']));
    c.select('Teams', 'pairs');
    expect(c.alerts().join()).toContain('Teams of two need 4 or 6 players: this sheet has 5');
  });
});

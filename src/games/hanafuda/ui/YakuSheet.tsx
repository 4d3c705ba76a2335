/** Yaku sheets: each yaku with card pictures and its points under a chosen preset. */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { presetOptions, type OptionsSpec } from '../../../engine/options.ts';
import { GROUPS, monthCards } from '../cards.ts';
import { KOIKOI_DEFAULTS, koikoiOptionsSpec, type KoiKoiOptions } from '../koikoi.ts';
import { findYaku } from '../yaku.ts';
import { words } from '../../../i18n/current.ts';
import { wordOptions } from '../../../i18n/options.ts';
import { yakuWord } from '../hanafuda.words.ts';
import { koikoiOptionWords } from '../koikoi.options.ts';
import { hanaTableWords } from './table.words.ts';
import { HanaCard } from './HanaCard.tsx';

const EXAMPLES: YakuExample[] = [
  { id: 'goko', cards: [...GROUPS.brights], text: 'All five brights.' },
  { id: 'shiko', cards: [...GROUPS.dryBrights], text: 'The four brights without the Rain Man.' },
  {
    id: 'ame-shiko',
    cards: ['nov-bright', 'jan-bright', 'mar-bright', 'aug-bright'],
    text: 'The Rain Man and any three other brights.',
  },
  { id: 'sanko', cards: ['jan-bright', 'mar-bright', 'dec-bright'], text: 'Any three brights without the Rain Man.' },
  {
    id: 'inoshikacho',
    cards: [...GROUPS.boarDeerButterfly],
    text: 'Boar, deer and butterflies; +1 per further animal.',
  },
  {
    id: 'tane',
    cards: ['feb-animal', 'apr-animal', 'may-animal', 'aug-animal', 'nov-animal'],
    text: 'Any five animals; +1 per further animal.',
  },
  { id: 'akatan', cards: [...GROUPS.poetryRibbons], text: 'The three red ribbons with poems; +1 per further ribbon.' },
  { id: 'aotan', cards: [...GROUPS.blueRibbons], text: 'The three blue ribbons; +1 per further ribbon.' },
  {
    id: 'akatan-aotan',
    cards: [...GROUPS.poetryRibbons, ...GROUPS.blueRibbons],
    text: 'All six poetry and blue ribbons; +1 per further ribbon.',
  },
  {
    id: 'tan',
    cards: ['jan-ribbon', 'apr-ribbon', 'may-ribbon', 'jul-ribbon', 'nov-ribbon'],
    text: 'Any five ribbons; +1 per further ribbon.',
  },
  { id: 'hanami-zake', cards: ['mar-bright', 'sep-animal'], text: 'Curtain and sake cup.' },
  { id: 'tsukimi-zake', cards: ['aug-bright', 'sep-animal'], text: 'Moon and sake cup.' },
  {
    id: 'kasu',
    cards: [
      'jan-chaff-1',
      'jan-chaff-2',
      'feb-chaff-1',
      'mar-chaff-1',
      'apr-chaff-1',
      'may-chaff-1',
      'jun-chaff-1',
      'jul-chaff-1',
      'aug-chaff-1',
      'oct-chaff-1',
    ],
    text: 'Any ten chaff; +1 per further chaff.',
  },
  { id: 'tsukifuda', cards: monthCards(5), text: "All four cards of the round's month (here May)." },
];

/** A yaku with example cards, for a yaku sheet. */
export interface YakuExample {
  id: string;
  cards: readonly string[];
  text: string;
}

/**
 * A yaku sheet, shared by the four Hanafuda games: a preset picker (when the game has
 * presets), then each yaku with card pictures and its points under the chosen rules.
 */
export function YakuSheetView<O>(p: {
  game: string;
  examples: readonly YakuExample[];
  /** Points of an example under options `o`, or null when the yaku is not used. */
  points: (ex: YakuExample, o: O) => number | null;
  spec?: OptionsSpec<O>;
  defaults?: O;
  initial?: Record<string, unknown>;
  active?: string | undefined;
  note: (o: O) => ComponentChildren;
}) {
  const [presetId, setPresetId] = useState(p.active ?? p.spec?.presets[0]?.id ?? '');
  const preset = p.spec?.presets.find((x) => x.id === presetId);
  const options = { ...(p.initial ?? {}), ...(p.defaults ? presetOptions(p.defaults, preset) : {}) } as O;
  const w = words(hanaTableWords);
  return (
    <section aria-labelledby="yaku-sheet-h">
      <h2 id="yaku-sheet-h">{w.sheet}</h2>
      {p.spec && p.spec.presets.length > 1 && (
        <label class="field">
          {w.rules}
          <select value={presetId} onChange={(e) => setPresetId((e.target as HTMLSelectElement).value)}>
            {p.spec.presets.map((x) => (
              <option key={x.id} value={x.id}>
                {x.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <ul class="list" style={{ marginTop: '10px' }}>
        {p.examples.map((ex) => {
          const pts = p.points(ex, options);
          return (
            <li key={ex.id} class="tile" style={{ flexDirection: 'column', alignItems: 'stretch', cursor: 'default' }}>
              <div class="spread">
                <b>{yakuWord(ex.id)}</b>
                <b>{pts === null ? w.notUsed : w.pts(pts)}</b>
              </div>
              <span class="small muted">{ex.text}</span>
              <div class="mini-row" style={{ '--w': '34px' } as never}>
                {ex.cards.map((c) => (
                  <HanaCard key={c} id={c} game={p.game} labels class="mini" />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <p class="small muted">{p.note(options)}</p>
    </section>
  );
}

export function KoiKoiYakuSheet({ options, preset }: { options: Record<string, unknown>; preset?: string }) {
  const w = words(hanaTableWords);
  return (
    <YakuSheetView<KoiKoiOptions>
      game="Koi-Koi"
      examples={EXAMPLES.map((ex) => ({ ...ex, text: w.koikoiYaku[ex.id] ?? ex.text }))}
      spec={wordOptions(koikoiOptionsSpec, words(koikoiOptionWords))}
      defaults={KOIKOI_DEFAULTS}
      initial={options}
      active={preset}
      points={(ex, o) => {
        if (ex.id === 'tsukifuda' && !o.tsukifuda) return null;
        if ((ex.id === 'hanami-zake' || ex.id === 'tsukimi-zake') && o.viewing === 'off') return null;
        return (
          findYaku('koikoi', [...ex.cards], { ...o, month: 5, tsukifuda: true }).find((x) => x.id === ex.id)?.points ??
          null
        );
      }}
      note={() => w.koikoiNote}
    />
  );
}

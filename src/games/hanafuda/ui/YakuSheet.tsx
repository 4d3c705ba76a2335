/** The Koi-Koi yaku sheet: each yaku with card pictures and its points under a chosen preset. */
import { useState } from 'preact/hooks';
import { presetOptions } from '../../../engine/options.ts';
import { GROUPS, monthCards } from '../cards.ts';
import { KOIKOI_DEFAULTS, koikoiOptionsSpec, type KoiKoiOptions } from '../koikoi.ts';
import { findYaku, yakuName } from '../yaku.ts';
import { HanaCard } from './HanaCard.tsx';

const EXAMPLES: { id: string; cards: string[]; text: string }[] = [
  { id: 'goko', cards: [...GROUPS.brights], text: 'All five brights.' },
  { id: 'shiko', cards: [...GROUPS.dryBrights], text: 'The four brights without the Rain Man.' },
  { id: 'ame-shiko', cards: ['nov-bright', 'jan-bright', 'mar-bright', 'aug-bright'], text: 'The Rain Man and any three other brights.' },
  { id: 'sanko', cards: ['jan-bright', 'mar-bright', 'dec-bright'], text: 'Any three brights without the Rain Man.' },
  { id: 'inoshikacho', cards: [...GROUPS.boarDeerButterfly], text: 'Boar, deer and butterflies; +1 per further animal.' },
  { id: 'tane', cards: ['feb-animal', 'apr-animal', 'may-animal', 'aug-animal', 'nov-animal'], text: 'Any five animals; +1 per further animal.' },
  { id: 'akatan', cards: [...GROUPS.poetryRibbons], text: 'The three red ribbons with poems; +1 per further ribbon.' },
  { id: 'aotan', cards: [...GROUPS.blueRibbons], text: 'The three blue ribbons; +1 per further ribbon.' },
  { id: 'akatan-aotan', cards: [...GROUPS.poetryRibbons, ...GROUPS.blueRibbons], text: 'All six poetry and blue ribbons; +1 per further ribbon.' },
  { id: 'tan', cards: ['jan-ribbon', 'apr-ribbon', 'may-ribbon', 'jul-ribbon', 'nov-ribbon'], text: 'Any five ribbons; +1 per further ribbon.' },
  { id: 'hanami-zake', cards: ['mar-bright', 'sep-animal'], text: 'Curtain and sake cup.' },
  { id: 'tsukimi-zake', cards: ['aug-bright', 'sep-animal'], text: 'Moon and sake cup.' },
  { id: 'kasu', cards: ['jan-chaff-1', 'jan-chaff-2', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1', 'may-chaff-1', 'jun-chaff-1', 'jul-chaff-1', 'aug-chaff-1', 'oct-chaff-1'], text: 'Any ten chaff; +1 per further chaff.' },
  { id: 'tsukifuda', cards: monthCards(5), text: "All four cards of the round's month (here May)." },
];

export function KoiKoiYakuSheet({ options: initial, preset: active }: { options: Record<string, unknown>; preset?: string }) {
  const [presetId, setPresetId] = useState(active ?? koikoiOptionsSpec.presets[0]!.id);
  const preset = koikoiOptionsSpec.presets.find((p) => p.id === presetId);
  const options: KoiKoiOptions = { ...(initial as unknown as KoiKoiOptions), ...presetOptions(KOIKOI_DEFAULTS, preset) };
  const yakuOpts = { ...options, month: 5 };
  return (
    <section aria-labelledby="yaku-sheet-h">
      <h2 id="yaku-sheet-h">Yaku sheet</h2>
      <label class="field">
        Rules
        <select value={presetId} onChange={(e) => setPresetId((e.target as HTMLSelectElement).value)}>
          {koikoiOptionsSpec.presets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <ul class="list" style={{ marginTop: '10px' }}>
        {EXAMPLES.map((ex) => {
          const y = findYaku('koikoi', ex.cards, { ...yakuOpts, tsukifuda: true }).find((x) => x.id === ex.id);
          const off = ex.id === 'tsukifuda' && !options.tsukifuda;
          const viewingOff = (ex.id === 'hanami-zake' || ex.id === 'tsukimi-zake') && options.viewing === 'off';
          return (
            <li key={ex.id} class="tile" style={{ flexDirection: 'column', alignItems: 'stretch', cursor: 'default' }}>
              <div class="spread">
                <b>{yakuName(ex.id)}</b>
                <b>{off || viewingOff ? 'not used' : `${y?.points ?? '–'} pts`}</b>
              </div>
              <span class="small muted">{ex.text}</span>
              <div class="mini-row" style={{ '--w': '34px' } as never}>
                {ex.cards.map((c) => (
                  <HanaCard key={c} id={c} game="Koi-Koi" labels class="mini" />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <p class="small muted">Bright yaku do not add up: only the best of them counts.</p>
    </section>
  );
}

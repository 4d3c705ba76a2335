// Dev preview of the TravFuda card art: every card in suit rows, at 56 px and 120 px wide,
// on a light and a dark background, plus the back. Query: ?w=56 (one width), ?bg=dark|light,
// ?suits=1,2 (only those rows), ?label=0 (no corner index).
import { render } from 'preact';
import { TRAVFUDA_ART_IDS, TravFudaBack, TravFudaFace } from '../src/games/travfuda/art/index.tsx';

const q = new URLSearchParams(location.search);
const widths = q.get('w') ? [Number(q.get('w'))] : [56, 120];
const backgrounds = { light: '#f3efe6', dark: '#15181d' } as const;
const bgs = (q.get('bg') ? [q.get('bg')] : ['light', 'dark']) as (keyof typeof backgrounds)[];
const only = q.get('suits')?.split(',').map(Number);
const label = q.get('label') !== '0';
const rows: { name: string; ids: string[] }[] = [];
for (let s = 1; s <= 10; s++)
  rows.push({
    name: String(s),
    ids: TRAVFUDA_ART_IDS.filter((id) => id.startsWith(`t${String(s).padStart(2, '0')}-`)),
  });
rows.push({ name: 'J', ids: ['joker-1', 'joker-2'] });
const shown = rows.filter((r) => !only || only.includes(r.name === 'J' ? 0 : Number(r.name)));

function Grid({ w, bg }: { w: number; bg: keyof typeof backgrounds }) {
  return (
    <section style={{ background: backgrounds[bg], padding: 8, display: 'flex', flexDirection: 'column', gap: 6 }}>
      {shown.map((r) => (
        <div style={{ display: 'flex', gap: 6 }}>
          {r.ids.map((id) => (
            <div style={{ width: `${w}px` }}>
              <TravFudaFace id={id} label={label} />
            </div>
          ))}
          {r.name === 'J' && (
            <div style={{ width: `${w}px` }}>
              <TravFudaBack />
            </div>
          )}
        </div>
      ))}
    </section>
  );
}

render(<div>{widths.flatMap((w) => bgs.map((bg) => <Grid w={w} bg={bg} />))}</div>, document.getElementById('app')!);

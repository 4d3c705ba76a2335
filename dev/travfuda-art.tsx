import { render } from 'preact';
import { TRAVFUDA_ART_IDS, TravFudaBack, TravFudaFace } from '../src/games/travfuda/art/index.tsx';
const q = new URLSearchParams(location.search);
const w = Number(q.get('w') ?? 56);
const suits = q.get('suits')?.split(',').map(Number) ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0];
render(
  <div style={{ background: q.get('bg') ?? '#1d3b34', padding: 8, display: 'flex', flexDirection: 'column', gap: 6 }}>
    {suits.map((s) => (
      <div style={{ display: 'flex', gap: 6 }}>
        {TRAVFUDA_ART_IDS.filter((id) => (s === 0 ? id.startsWith('joker') : id.startsWith(`t${String(s).padStart(2, '0')}-`))).map((id) => (
          <div style={{ width: w }}><TravFudaFace id={id} /></div>
        ))}
        {s === 0 && <div style={{ width: w }}><TravFudaBack /></div>}
      </div>
    ))}
  </div>,
  document.getElementById('app')!,
);

import { render } from 'preact';
import { HANAFUDA_ART_IDS, HanafudaBack, HanafudaFace } from '../src/games/hanafuda/art/index.tsx';
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const w = Number(new URLSearchParams(location.search).get('w') ?? 56);
const bg = new URLSearchParams(location.search).get('bg') ?? '#1d3b34';
const only = new URLSearchParams(location.search).get('months')?.split(',');
const label = new URLSearchParams(location.search).get('label') !== '0';
render(
  <div style={{ background: bg, padding: 8, display: 'flex', flexDirection: 'column', gap: 6 }}>
    {months
      .filter((m) => !only || only.includes(m))
      .map((m) => (
        <div style={{ display: 'flex', gap: 6 }}>
          {HANAFUDA_ART_IDS.filter((id) => id.startsWith(m)).map((id) => (
            <div style={{ width: w }}>
              <HanafudaFace id={id} label={label} />
            </div>
          ))}
          {m === 'jan' && (
            <div style={{ width: w }}>
              <HanafudaBack />
            </div>
          )}
        </div>
      ))}
  </div>,
  document.getElementById('app')!,
);

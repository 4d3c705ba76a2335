// TEMPORARY placeholder art until the real card art lands (replaced by the art branch).
const COLORS = ['#c8322a', '#d9487a', '#f2a6c0', '#8a5cc2', '#4b5fc4', '#c43a5a', '#b0406a', '#3a3a3a', '#e0b030', '#d04a20', '#4a7a5a', '#7a5ab0'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export const HANAFUDA_ART_IDS: string[] = [];
export function HanafudaFace({ id, label = true }: { id: string; label?: boolean }) {
  const m = MONTHS.indexOf(id.slice(0, 3));
  const cls = id.split('-')[1] ?? '';
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="158" rx="8" fill="#fbf6ea" stroke="#222" stroke-width="2" />
      <rect x="10" y="20" width="80" height="120" rx="6" fill={COLORS[m] ?? '#999'} />
      <text x="50" y="95" font-size="34" text-anchor="middle" fill="#fff" font-weight="800">{cls.slice(0, 1).toUpperCase()}</text>
      {label && <text x="8" y="16" font-size="16" fill="#000">{m + 1}</text>}
    </svg>
  );
}
export function HanafudaBack() {
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="158" rx="8" fill="#5a1410" stroke="#222" stroke-width="2" />
    </svg>
  );
}

/** The players' screens' styles (issue 29), as a string the screen puts in a <style> element. */
export const PLAYERS_CSS = `
/* Players and statistics (issue 29): loaded with their screen, not on the first visit. */
.pfilters {
  display: flex;
  flex-direction: column;
  gap: 6px;
}
.pfilters select {
  min-height: var(--tap);
  color: var(--ink);
}
a.tile.player {
  text-decoration: none;
  color: inherit;
  min-height: var(--tap);
}
.pdot {
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 1px solid var(--line);
  flex: none;
}
.pfigures {
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  margin: 0;
}
.pfigures dt {
  color: var(--ink-2);
}
.pfigures dd {
  margin: 0;
  font-weight: 700;
  text-align: end;
  font-variant-numeric: tabular-nums;
}
table.ptable {
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
}
table.ptable th,
table.ptable td {
  padding: 6px 4px;
  border-bottom: 1px solid var(--line);
  text-align: start;
}
table.ptable td.n,
table.ptable th.n {
  text-align: end;
}
table.ptable caption {
  text-align: start;
  color: var(--ink-2);
  padding-bottom: 4px;
}
.pchart {
  border: 1px dashed var(--line);
  border-radius: var(--radius);
  padding: 8px;
}
.precent {
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
}
.precent button {
  min-height: var(--tap);
  min-width: var(--tap);
  padding: 4px 12px;
  border-radius: 999px;
  border: 1px solid var(--line);
  background: var(--surface);
  color: var(--ink);
  cursor: pointer;
}
.precent button[aria-pressed="true"] {
  background: var(--ink);
  color: var(--bg);
  font-weight: 700;
}
input[type="color"].pcolour {
  min-height: var(--tap);
  min-width: var(--tap);
  padding: 2px;
  border: 1px solid var(--line);
  border-radius: 8px;
  background: var(--surface);
}
a.plink {
  display: inline-flex;
  align-items: center;
  min-height: var(--tap);
  color: inherit;
}
`;

/**
 * A very small Markdown renderer for our own rules texts (headings, paragraphs, lists,
 * tables, bold, italics, code; a link shows its text). It renders Preact nodes, never raw HTML.
 */
import type { ComponentChildren, JSX } from 'preact';

function inline(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  // A link's target is a file of the repository (a ruling), not a screen of the app: its text is shown.
  const re = /(\[[^\]]+\]\([^)\s]+\)|\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`|_[^_]+_)/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const t = m[0];
    if (t.startsWith('[')) out.push(t.slice(1, t.indexOf('](')));
    else if (t.startsWith('**')) out.push(<strong>{t.slice(2, -2)}</strong>);
    else if (t.startsWith('`')) out.push(<code>{t.slice(1, -1)}</code>);
    else out.push(<em>{t.slice(1, -1)}</em>);
    last = m.index + t.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

export function Markdown({ text, skipTitle = false }: { text: string; skipTitle?: boolean }) {
  const lines = text.replace(/\r/g, '').split('\n');
  const blocks: JSX.Element[] = [];
  let i = 0;
  let key = 0;
  let skip = skipTitle;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const h = /^(#{1,4})\s+(.*)$/.exec(line);
    if (h) {
      const level = h[1]!.length;
      if (skip && level === 1) skip = false;
      else {
        const Tag = `h${Math.min(level + 1, 4)}` as 'h2' | 'h3' | 'h4';
        blocks.push(<Tag key={key++}>{inline(h[2]!)}</Tag>);
      }
      i++;
      continue;
    }
    if (line.trim().startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.trim().startsWith('|')) {
        const r = cells(lines[i]!);
        if (!r.every((c) => /^:?-+:?$/.test(c))) rows.push(r);
        i++;
      }
      const [head, ...body] = rows;
      // A table whose top-left cell is empty compares things along both ways: its first column
      // names the rows (row headers), and the empty corner is no column header.
      const twoWay = head !== undefined && head.length > 1 && head[0] === '';
      blocks.push(
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways inside its box; keyboard users need to reach it to scroll (axe: scrollable-region-focusable)
        <table key={key++} tabIndex={0}>
          {head && (
            <thead>
              <tr>
                {head.map((c, j) =>
                  twoWay && j === 0 ? (
                    <td key={j} />
                  ) : (
                    <th key={j} scope="col">
                      {inline(c)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
          )}
          <tbody>
            {body.map((r, k) => (
              <tr key={k}>
                {r.map((c, j) =>
                  twoWay && j === 0 ? (
                    <th key={j} scope="row">
                      {inline(c)}
                    </th>
                  ) : (
                    <td key={j}>{inline(c)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>,
      );
      continue;
    }
    const li = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(line);
    if (li) {
      const ordered = /\d/.test(li[2]!);
      const items: string[] = [];
      while (i < lines.length) {
        const m = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(lines[i]!);
        if (m) items.push(m[3]!);
        else if (/^\s{2,}\S/.test(lines[i]!) && items.length) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else break;
        i++;
      }
      const List = ordered ? 'ol' : 'ul';
      blocks.push(
        <List key={key++}>
          {items.map((t, k) => (
            <li key={k}>{inline(t)}</li>
          ))}
        </List>,
      );
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '' && !/^(#|\||\s*([-*]|\d+\.)\s)/.test(lines[i]!))
      para.push(lines[i++]!.trim());
    if (para.length === 0) {
      para.push(line.trim());
      i++;
    }
    blocks.push(<p key={key++}>{inline(para.join(' '))}</p>);
  }
  return <div class="md">{blocks}</div>;
}

/**
 * Share a result (issue 29 §5): the Web Share API with the text and, where the phone can share
 * files, a PNG of the standings and chart made here (image.ts). Where sharing is missing, the
 * image is offered as a download (an `<a download>`) and the text to copy. A print button on
 * request (the sheet: `@media print` shows its table and chart only).
 */
import { useEffect, useState } from 'preact/hooks';
import { words } from '../../i18n/current.ts';
import { toast } from '../state.ts';
import { chartWords } from './charts.words.ts';
import { cardSvg, fileNameOf, type ShareCard, svgToPng } from './image.ts';

export interface ShareBarProps {
  card: ShareCard;
  /** The result as text (the shared text, and the text to copy). */
  text: string;
  print?: boolean;
}

export function ShareBar({ card, text, print }: ShareBarProps) {
  const w = words(chartWords);
  const [busy, setBusy] = useState(false);
  const [fallback, setFallback] = useState<{ url: string; name: string } | null>(null);
  useEffect(() => () => fallback && URL.revokeObjectURL(fallback.url), [fallback]);

  const share = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { svg, width, height } = cardSvg(card);
      const blob = await svgToPng(svg, width, height);
      const name = `${fileNameOf(card.title, w.fileName)}.png`;
      const file = new File([blob], name, { type: 'image/png' });
      const nav = navigator as Navigator & { canShare?: (d: ShareData) => boolean };
      if (typeof nav.share === 'function' && nav.canShare?.({ files: [file] })) {
        try {
          await nav.share({ title: card.title, text, files: [file] });
          return;
        } catch (e) {
          if (e instanceof DOMException && e.name === 'AbortError') return;
          toast(w.shareFailed, { kind: 'error' });
        }
      }
      setFallback({ url: URL.createObjectURL(blob), name });
    } catch {
      toast(w.shareFailed, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(w.copied);
    } catch {
      toast(w.copyFailed, { kind: 'error' });
    }
  };

  return (
    <section class="share-box no-print" aria-label={w.share}>
      <div class={print ? 'grid2' : ''}>
        <button type="button" class="btn block" disabled={busy} onClick={() => void share()} data-testid="share">
          {busy ? w.making : w.share}
        </button>
        {print && (
          <button type="button" class="btn block" onClick={() => window.print()}>
            {w.print}
          </button>
        )}
      </div>
      {fallback && (
        <div class="stack" role="status" data-testid="share-fallback">
          <p class="small" style={{ margin: '8px 0 0' }}>
            {w.fallback}
          </p>
          <div class="grid2">
            <a class="btn" href={fallback.url} download={fallback.name} data-testid="share-download">
              {w.downloadImage}
            </a>
            <button type="button" class="btn" onClick={() => void copy()}>
              {w.copyText}
            </button>
          </div>
          <label class="field">
            <span class="small">{w.shareText}</span>
            <textarea readOnly value={text} rows={Math.min(8, text.split('\n').length + 1)} />
          </label>
        </div>
      )}
    </section>
  );
}

/** Several capture piles on one card grid: pick whose pile taps go to; a card goes to one pile only. */
import { useState } from 'preact/hooks';
import { Choice } from '../../calc/parts.tsx';
import { CardGrid } from './CardGrid.tsx';

export function PileGrid({ deck, owners, piles, onChange, extra }: { deck: readonly string[]; owners: readonly string[]; piles: readonly (readonly string[])[]; onChange: (piles: string[][]) => void; extra?: (active: number) => preact.ComponentChildren }) {
  const [active, setActive] = useState(0);
  const [refusal, setRefusal] = useState('');
  const free = deck.length - piles.reduce((n, p) => n + p.length, 0);
  return (
    <section class="calc-section" aria-label="Captured cards">
      <div class="calc-who">
        <Choice
          label="Tap the cards captured by"
          value={active}
          options={owners.map((o, i) => ({ value: i, label: `${o} (${piles[i]!.length})` }))}
          onChange={(i) => {
            setActive(i);
            setRefusal('');
          }}
        />
        <p class="small muted" style={{ margin: '4px 0 0' }}>
          {free} of {deck.length} cards in nobody's pile.
        </p>
        {refusal && (
          <p role="alert" class="notice calc-refusal">
            {refusal}
          </p>
        )}
        {extra?.(active)}
      </div>
      <CardGrid
        deck={deck}
        piles={piles}
        active={active}
        owners={owners}
        onChange={(p) => {
          setRefusal('');
          onChange(p);
        }}
        onRefuse={setRefusal}
      />
    </section>
  );
}

/** Several capture piles on one card grid: pick whose pile taps go to; a card goes to one pile only. */
import { useState } from 'preact/hooks';
import { Choice } from '../../calc/parts.tsx';
import { CardGrid } from './CardGrid.tsx';
import { words } from '../../../i18n/current.ts';
import { hanaCalcWords } from './calc.words.ts';

export function PileGrid({
  deck,
  owners,
  piles,
  active,
  onActive,
  onChange,
}: {
  deck: readonly string[];
  owners: readonly string[];
  piles: readonly (readonly string[])[];
  active: number;
  onActive: (i: number) => void;
  onChange: (piles: string[][]) => void;
}) {
  const [refusal, setRefusal] = useState('');
  const w = words(hanaCalcWords);
  return (
    <section class="calc-section" aria-label={w.capturedCards}>
      <div class="calc-who">
        <Choice
          label={w.tapCapturedBy}
          value={active}
          options={owners.map((o, i) => ({ value: i, label: `${o} (${piles[i]!.length})` }))}
          onChange={(i) => {
            onActive(i);
            setRefusal('');
          }}
        />
        {refusal && (
          <p role="alert" class="notice calc-refusal">
            {refusal}
          </p>
        )}
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

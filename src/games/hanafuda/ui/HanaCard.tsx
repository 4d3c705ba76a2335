/** A Hanafuda card as a button (or picture), named for screen readers like "Koi-Koi: 1B, January crane (bright)" (its printed corner, then its name). */
import type { ComponentChildren } from 'preact';
import { CardButton, type CardButtonProps } from '../../../table/parts.tsx';
import { HanafudaFace } from '../art/index.tsx';
import { classOf, faceName, type CardClass } from '../cards.ts';

export function HanaCard(p: Omit<CardButtonProps, 'name' | 'face'> & { id: string; game: string; labels: boolean }) {
  const { id, game, labels, ...rest } = p;
  return (
    <CardButton
      {...rest}
      cardId={id}
      name={`${game}: ${faceName(id)}`}
      face={<HanafudaFace id={id} label={labels} />}
    />
  );
}

const CLASS_LABEL: Record<CardClass, string> = {
  bright: 'Brights',
  animal: 'Animals',
  ribbon: 'Ribbons',
  chaff: 'Chaff',
};
const GROUPS: CardClass[] = ['bright', 'animal', 'ribbon', 'chaff'];

/**
 * A capture pile: counts per class, then each non-empty class as a fan of small cards.
 * `extra` is appended to the counts line (e.g. Go-Stop chaff units); `cardsHidden` shows the counts only.
 * `classify` gives the game's class of a card (default the Japanese class; Higo-Bana counts the Rain Man as an animal).
 */
export function CapturePile({
  cards,
  game,
  labels,
  owner,
  size = 30,
  highlight = [],
  extra,
  cardsHidden = false,
  classify = classOf,
}: {
  cards: string[];
  game: string;
  labels: boolean;
  owner: string;
  size?: number;
  highlight?: string[];
  extra?: ComponentChildren;
  cardsHidden?: boolean;
  classify?: (id: string) => CardClass;
}) {
  const hot = new Set(highlight);
  const groups = GROUPS.map((g) => ({ g, cards: cards.filter((c) => classify(c) === g) }));
  return (
    <div class="capture-pile" role="group" aria-label={`${owner} captured ${cards.length} cards`}>
      <div class="counts">
        {groups.map(({ g, cards: gc }) => (
          <span key={g}>
            {CLASS_LABEL[g]} <b>{gc.length}</b>
          </span>
        ))}
        {extra}
      </div>
      {cards.length > 0 && !cardsHidden && (
        <div class="cap-row" style={{ '--w': `${size}px` } as never}>
          {groups
            .filter((x) => x.cards.length > 0)
            .map(({ g, cards: gc }) => (
              <span class="fan" key={g}>
                {gc.map((c) => (
                  <HanaCard key={c} id={c} game={game} labels={labels} class="mini" target={hot.has(c)} />
                ))}
              </span>
            ))}
        </div>
      )}
    </div>
  );
}

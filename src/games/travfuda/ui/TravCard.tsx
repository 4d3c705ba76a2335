/** TravFuda cards as buttons or pictures, named like "TravFuda: 6 R F, 6 Rockball, red flag" (the printed label, then the name). */
import { CardButton, type CardButtonProps } from '../../../table/parts.tsx';
import { TravFudaBack, TravFudaFace } from '../art/index.tsx';
import { tfFaceName, tfWords } from '../family.words.ts';

export function TravCard(p: Omit<CardButtonProps, 'name' | 'face'> & { id: string; game: string; labels: boolean }) {
  const { id, game, labels, ...rest } = p;
  return (
    <CardButton
      {...rest}
      cardId={id}
      name={`${game}: ${tfFaceName(id)}`}
      face={
        <TravFudaFace id={id} label={labels} joker={tfWords().lang === 'en' ? undefined : tfWords().cardName(id)} />
      }
    />
  );
}

export function TravBack({ name, count, class: cls }: { name: string; count?: number; class?: string }) {
  return (
    <CardButton
      name={name}
      face={<TravFudaBack />}
      {...(count !== undefined ? { badge: count } : {})}
      {...(cls ? { class: cls } : {})}
    />
  );
}

/** A row of small cards. */
export function MiniCards({ cards, game, size = 30 }: { cards: readonly string[]; game: string; size?: number }) {
  return (
    <span class="fan" style={{ '--w': `${size}px` } as never}>
      {cards.map((c) => (
        <TravCard key={c} id={c} game={game} labels={false} class="mini" />
      ))}
    </span>
  );
}

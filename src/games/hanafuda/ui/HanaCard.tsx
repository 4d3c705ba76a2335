/** A Hanafuda card as a button (or picture), named for screen readers like "Koi-Koi: 1B, January crane (bright)" (its printed corner, then its name). */
import type { ComponentChildren } from 'preact';
import { CardButton, type CardButtonProps } from '../../../table/parts.tsx';
import { HanafudaFace } from '../art/index.tsx';
import { classOf, cornerLabel, faceName, type CardClass } from '../cards.ts';
import { lang, words } from '../../../i18n/current.ts';
import { gameName } from '../../catalog.words.ts';
import { cardWord } from '../hanafuda.words.ts';
import { hanaTableWords } from './table.words.ts';

/** The tables name their game in English (`GAME`); the card's name says it in the reader's language. */
const GAME_IDS: Record<string, string> = {
  'Koi-Koi': 'koikoi',
  'Go-Stop': 'gostop',
  Mushi: 'mushi',
  'Higo-Bana': 'higobana',
};

/** A card's accessible name: "Koi-Koi: 1B, January crane (bright)", "こいこい：1B、松に鶴（光）". */
export function hanaCardName(game: string, id: string): string {
  if (lang.value === 'en') return `${game}: ${faceName(id)}`;
  const g = GAME_IDS[game] ? gameName(GAME_IDS[game]) : game;
  return lang.value === 'ja'
    ? `${g}：${cornerLabel(id)}、${cardWord(id)}`
    : `${g}: ${cornerLabel(id)}, ${cardWord(id)}`;
}

export function HanaCard(p: Omit<CardButtonProps, 'name' | 'face'> & { id: string; game: string; labels: boolean }) {
  const { id, game, labels, ...rest } = p;
  return (
    <CardButton {...rest} cardId={id} name={hanaCardName(game, id)} face={<HanafudaFace id={id} label={labels} />} />
  );
}

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
  /** Whose pile: a name, or null for the viewer's own. */
  owner: string | null;
  size?: number;
  highlight?: string[];
  extra?: ComponentChildren;
  cardsHidden?: boolean;
  classify?: (id: string) => CardClass;
}) {
  const hot = new Set(highlight);
  const w = words(hanaTableWords);
  const groups = GROUPS.map((g) => ({ g, cards: cards.filter((c) => classify(c) === g) }));
  return (
    <div class="capture-pile" role="group" aria-label={w.captured(owner, cards.length)}>
      <div class="counts">
        {groups.map(({ g, cards: gc }) => (
          <span key={g}>
            {w.classes[g]} <b>{gc.length}</b>
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

import { useEffect, useState } from 'preact/hooks';
import { CATALOG, catalogEntry } from '../../games/catalog.ts';
import { route } from '../router.ts';
import type { GameModule } from '../../games/module.ts';
import { Markdown } from '../markdown.tsx';
import { Page, TopBar } from '../ui.tsx';

export function Rules({ game }: { game?: string }) {
  if (!game) {
    const playable = CATALOG.filter((g) => g.load);
    return (
      <>
        <TopBar title="Rules" back="/" />
        <Page label="Rules">
          {playable.length === 0 && <p class="muted">Rules come with each game.</p>}
          <ul class="list">
            {playable.map((g) => (
              <li key={g.id}>
                <a class="tile" href={`#/rules/${g.id}`}>
                  <span class="grow">
                    <span class="title">{g.title}</span>
                    <span class="sub" style={{ display: 'block' }}>
                      {g.summary}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Page>
      </>
    );
  }
  return <GameRules id={game} />;
}

function GameRules({ id }: { id: string }) {
  const entry = catalogEntry(id);
  const [module, setModule] = useState<GameModule | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    if (!entry?.load) return setError('There are no rules for this game in the app yet.');
    entry
      .load()
      .then(async (m) => {
        setModule(m);
        setText(await m.rules());
      })
      .catch(() => setError('The rules could not be loaded.'));
  }, [id]);
  return (
    <>
      <TopBar title={`${entry?.title ?? id} rules`} back="/rules" />
      <Page label={`${entry?.title ?? id} rules`}>
        {error && <p class="notice">{error}</p>}
        {!module && !error && <p class="muted">Loading…</p>}
        {text && <Markdown text={text} skipTitle />}
        {module && route.value.params.preset && (
          <p class="notice">
            This game uses the rules “
            {module.options.presets.find((p) => p.id === route.value.params.preset)?.label ?? route.value.params.preset}
            ”.
          </p>
        )}
        {module?.RulesExtra && (
          <module.RulesExtra
            options={{ ...module.game.defaultOptions }}
            {...(route.value.params.preset ? { preset: route.value.params.preset } : {})}
          />
        )}
      </Page>
    </>
  );
}

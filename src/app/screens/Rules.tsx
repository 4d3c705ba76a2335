import { useEffect, useState } from 'preact/hooks';
import { CATALOG, catalogEntry, gameTitle } from '../../games/catalog.ts';
import { gameSummary } from '../../games/summary.words.ts';
import { navigate, route } from '../router.ts';
import { startGuided } from '../match/guide.ts';
import { setTeaching, teachingOn } from '../match/teach.ts';
import { tableWords } from '../../table/table.words.ts';
import { reportError } from '../state.ts';
import type { GameModule } from '../../games/module.ts';
import { Markdown } from '../markdown.tsx';
import { Page, TopBar } from '../ui.tsx';
import { lang, words } from '../../i18n/current.ts';
import { rulesWords } from './rules.words.ts';
import type { RulesPart } from '../../games/module.ts';

export function Rules({ game }: { game?: string }) {
  const w = words(rulesWords);
  if (!game) {
    const playable = CATALOG.filter((g) => g.load);
    return (
      <>
        <TopBar title={w.title} back="/" />
        <Page label={w.title}>
          {playable.length === 0 && <p class="muted">{w.none}</p>}
          <ul class="list">
            {playable.map((g) => (
              <li key={g.id}>
                <a class="tile" href={`#/rules/${g.id}`}>
                  <span class="grow">
                    <span class="title">{gameTitle(g.id)}</span>
                    <span class="sub" style={{ display: 'block' }}>
                      {gameSummary(g.id)}
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
  const w = words(rulesWords);
  const l = lang.value;
  const entry = catalogEntry(id);
  const [module, setModule] = useState<GameModule | null>(null);
  const [parts, setParts] = useState<RulesPart[]>([]);
  const [error, setError] = useState<'none' | 'load' | null>(null);
  useEffect(() => {
    if (!entry?.load) return setError('none');
    entry
      .load()
      .then(async (m) => {
        setModule(m);
        setParts(await m.rules(l));
      })
      .catch(() => setError('load'));
  }, [id, l]);
  const preset = route.value.params.preset;
  // How to play first (issue 28 §4), the whole text one tap further; a game without one shows its rules.
  const howTo = module?.HowTo && !route.value.params.full ? module.HowTo : null;
  if (howTo) {
    const HowTo = howTo;
    const heading = w.howTo(gameTitle(id));
    const full = `#/rules/${id}?full=1${preset ? `&preset=${encodeURIComponent(preset)}` : ''}`;
    return (
      <>
        <TopBar title={heading} back="/rules" />
        <Page label={heading}>
          {module!.guide && <GuidedButton id={id} module={module!} />}
          <TeachingSwitch id={id} module={module!} />
          <HowTo options={{ ...module!.game.defaultOptions }} {...(preset ? { preset } : {})} />
          <p>
            <a class="btn block" href={full} data-testid="full-rules">
              {w.fullRules}
            </a>
          </p>
        </Page>
      </>
    );
  }
  const title = w.gameRules(gameTitle(id));
  return (
    <>
      <TopBar title={title} back="/rules" />
      <Page label={title}>
        {error && <p class="notice">{error === 'none' ? w.noRules : w.cannotLoad}</p>}
        {!module && !error && <p class="muted">{w.loading}</p>}
        {parts.map((p, i) => (
          <div key={i} lang={p.lang}>
            {p.lang !== l && (
              <p class="notice" lang={l}>
                {w.notTranslated}
              </p>
            )}
            <Markdown text={p.text} skipTitle={i === 0} />
          </div>
        ))}
        {module?.guide && <GuidedButton id={id} module={module} />}
        {module && <TeachingSwitch id={id} module={module} />}
        {module && preset && (
          <p class="notice">{w.preset(module.options.presets.find((p) => p.id === preset)?.label ?? preset)}</p>
        )}
        {module?.RulesExtra && (
          <module.RulesExtra options={{ ...module.game.defaultOptions }} {...(preset ? { preset } : {})} />
        )}
      </Page>
    </>
  );
}

/** "Play a guided round" (issue 28 §5): the game's guided first round, stored as a match and opened. */
function GuidedButton({ id, module }: { id: string; module: GameModule }) {
  const w = words(rulesWords);
  return (
    <p>
      <button
        type="button"
        class="btn primary block"
        data-testid="guided-round"
        aria-describedby="guided-help"
        onClick={() =>
          void startGuided(id, module)
            .then((match) => navigate(`/play/${match}`))
            .catch(reportError)
        }
      >
        {w.guided}
      </button>
      <span id="guided-help" class="muted">
        {w.guidedHelp}
      </span>
    </p>
  );
}

/** Teaching mode for this game (issue 28 §1): on until a match of it is finished, then as set here or at the table. */
function TeachingSwitch({ id, module }: { id: string; module: GameModule }) {
  if (!module.teach) return null;
  const tw = words(tableWords);
  return (
    <p>
      <label class="check">
        <input
          type="checkbox"
          data-testid="teaching-switch"
          checked={teachingOn(id)}
          onChange={(e) => void setTeaching(id, e.currentTarget.checked)}
        />
        <span>{tw.teachingFor(gameTitle(id))}</span>
      </label>
    </p>
  );
}

import type { JSX } from 'preact';
import { route } from './router.ts';
import { Home } from './screens/Home.tsx';
import { lazyScreen } from './lazy.tsx';
import { Toasts } from './Toasts.tsx';
import { Page, TopBar } from './ui.tsx';
import { words } from '../i18n/current.ts';
import { appWords } from './app.words.ts';

const NewMatch = lazyScreen(() => import('./screens/NewMatch.tsx').then((m) => m.NewMatch));
const Play = lazyScreen(() => import('./screens/Play.tsx').then((m) => m.Play));
const Rules = lazyScreen(() => import('./screens/Rules.tsx').then((m) => m.Rules));
const SettingsScreen = lazyScreen(() => import('./screens/Settings.tsx').then((m) => m.SettingsScreen));
const SheetScreen = lazyScreen(() => import('./screens/Sheet.tsx').then((m) => m.SheetScreen));
const History = lazyScreen(() => import('./screens/History.tsx').then((m) => m.History));
const Sheets = lazyScreen(() => import('./screens/Sheets.tsx').then((m) => m.Sheets));

export function App() {
  const r = route.value;
  let screen: JSX.Element;
  switch (r.name) {
    case 'home':
      screen = <Home />;
      break;
    case 'new':
      screen = <NewMatch />;
      break;
    case 'play':
      screen = <Play key={r.params.id} id={r.params.id!} />;
      break;
    case 'sheets':
      screen = <Sheets />;
      break;
    case 'history':
      screen = <History key={r.params.view ?? ''} {...(r.params.view ? { view: r.params.view } : {})} />;
      break;
    case 'sheet':
      screen = <SheetScreen key={r.params.id} id={r.params.id!} />;
      break;
    case 'rules':
      screen = <Rules key={r.params.game ?? ''} {...(r.params.game ? { game: r.params.game } : {})} />;
      break;
    case 'settings':
      screen = <SettingsScreen />;
      break;
    default: {
      const w = words(appWords);
      screen = (
        <>
          <TopBar title={w.notFound} back="/" />
          <Page label={w.notFound}>
            <p>{w.nothingHere}</p>
          </Page>
        </>
      );
    }
  }
  return (
    <>
      {screen}
      <Toasts />
    </>
  );
}

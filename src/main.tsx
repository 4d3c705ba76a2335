import { render } from 'preact';
import './app/styles.css';
import { App } from './app/App.tsx';
import { setupPwa } from './app/pwa.ts';
import { applySettings, chosenLang, getStore, settings } from './app/state.ts';
import { setLanguage } from './i18n/current.ts';

applySettings(settings.value);
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => applySettings(settings.value));
void getStore();
// The shell's words in the chosen language are loaded before the first paint (English is
// inline), so a Japanese or Korean visit never flashes English (issue 27 §4).
void setLanguage(chosenLang()).then(() => {
  render(<App />, document.getElementById('app')!);
  setupPwa();
});

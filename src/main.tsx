import { render } from 'preact';
import './app/styles.css';
import { App } from './app/App.tsx';
import { setupPwa } from './app/pwa.ts';
import { applySettings, getStore, settings } from './app/state.ts';

applySettings(settings.value);
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => applySettings(settings.value));
void getStore();
render(<App />, document.getElementById('app')!);
setupPwa();

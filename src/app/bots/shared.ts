/** The app's one bot thinker: its worker starts on the first question (a Hard bot or a hint). */
import { Thinker } from './thinker.ts';

export const thinker = new Thinker(() => import('./worker.ts').then((m) => m.startBotWorker()));

import { firefox } from './firefox.ts';
import { scenarios } from './scenarios.ts';

scenarios(firefox);

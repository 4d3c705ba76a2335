import { scenarios } from './scenarios.ts';
import { webkit } from './webkit.ts';

scenarios(webkit);

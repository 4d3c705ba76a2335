/**
 * fast-check runs seeded: every run draws the same cases, so a failure replays as it is. The seed
 * is printed with any failure; FC_SEED=<n> runs another seed (to explore, or to replay one that a
 * run with another seed reported).
 */
import fc from 'fast-check';

export const FC_SEED = Number(process.env.FC_SEED ?? 20261125);
fc.configureGlobal({ seed: FC_SEED });

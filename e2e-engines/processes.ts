/**
 * The processes the engine tests start (a browser, a driver, a virtual display): each is ended
 * when it is done with, and any still running when the test process exits is killed with it, so
 * a test that timed out leaves nothing behind.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

const running = new Set<ChildProcess>();
let hooked = false;

export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const proc = spawn(command, args, options);
  running.add(proc);
  proc.once('exit', () => running.delete(proc));
  if (!hooked) {
    hooked = true;
    process.once('exit', () => {
      for (const p of running) p.kill('SIGKILL');
    });
  }
  return proc;
}

/** Ask a process to end (SIGTERM), and kill it if it has not within `graceMs`. */
export async function stopProcess(proc: ChildProcess | undefined, graceMs = 5_000): Promise<void> {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  const killer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(killer);
}

/** Wait for a process to end on its own, and kill it if it has not within `graceMs`. */
export async function awaitExit(proc: ChildProcess, graceMs = 10_000): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const done = new Promise((r) => proc.once('exit', r));
  const killer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(killer);
}

/**
 * One command at a time: every command that changes a match (a move, an undo, a retry of
 * pending writes, a reread of the saved log) runs once the one before it has settled, in the
 * order they were given. A command that fails rejects its own promise only; the next one runs.
 * A command must not wait for a command it queues itself (it would wait for itself).
 */
export class CommandQueue {
  private tail: Promise<void> = Promise.resolve();

  /** Run `command` after every command given before it; the promise is the command's own outcome. */
  run<T>(command: () => T | Promise<T>): Promise<T> {
    const p = this.tail.then(command);
    this.tail = p.then(settled, settled);
    return p;
  }

  /** Settles once every command given so far has settled (whether it succeeded or not). */
  idle(): Promise<void> {
    return this.tail;
  }
}

function settled(): void {}

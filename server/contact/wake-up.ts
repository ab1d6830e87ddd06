/**
 * One pending wake-up at the earliest time asked for: the outbox's sender and the webhook's
 * sender each sweep their queue again when the first retry falls due. Asking for a later time
 * than the one pending changes nothing; an earlier one replaces it. The timer is unref'd, so a
 * pending retry never keeps the process alive.
 */
export class WakeUp {
  private pending: { at: number; timer: NodeJS.Timeout } | null = null;
  private cancelled = false;

  constructor(private readonly wake: () => void) {}

  /** Wake at `at` (ms since the epoch), unless a wake-up is already due by then. */
  at(at: number): void {
    if (this.cancelled || (this.pending && this.pending.at <= at)) return;
    if (this.pending) clearTimeout(this.pending.timer);
    const timer = setTimeout(
      () => {
        this.pending = null;
        this.wake();
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    this.pending = { at, timer };
  }

  /** No wake-up from now on (the sender is closing). */
  cancel(): void {
    this.cancelled = true;
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = null;
  }
}

/**
 * What a client may claim about one piece of state (a like, a request, an upload…) after the server
 * died: the value its last ACKNOWLEDGED write set, or the value of the one write still in flight
 * when the server died (it may or may not have committed). Writes to one key are sequential (one
 * simulated user does one thing at a time), so at most one is in flight.
 */
export class Register<T> {
  readonly #entries = new Map<string, { known: T; pending?: { value: T } }>();

  constructor(
    readonly name: string,
    private readonly initial: T,
    /** Whether `actual` is what `allowed` promised (a wildcard may allow several values). */
    private readonly matches: (allowed: T, actual: T) => boolean = (a, b) => a === b,
  ) {}

  known(key: string): T {
    return this.#entries.get(key)?.known ?? this.initial;
  }

  keys(): string[] {
    return [...this.#entries.keys()];
  }

  /** A write to `key` is about to be sent. */
  begin(key: string, value: T): void {
    this.#entries.set(key, { known: this.known(key), pending: { value } });
  }

  /** The server answered 2xx: the write must survive anything. */
  acknowledged(key: string, value: T): void {
    this.#entries.set(key, { known: value });
  }

  /** The server answered with a refusal (4xx): nothing changed. */
  refused(key: string): void {
    this.#entries.set(key, { known: this.known(key) });
  }

  /**
   * Compares every key with the database after a crash and adopts what it holds. Answers the keys
   * whose value is neither the acknowledged one nor the one in flight: lost or invented writes.
   */
  settle(actualOf: (key: string) => T): string[] {
    const problems: string[] = [];
    for (const [key, entry] of this.#entries) {
      const actual = actualOf(key);
      const ok =
        this.matches(entry.known, actual) || (entry.pending !== undefined && this.matches(entry.pending.value, actual));
      if (!ok) {
        const inFlight = entry.pending ? ` or ${show(entry.pending.value)} (in flight)` : '';
        problems.push(`${this.name} ${key}: expected ${show(entry.known)}${inFlight}, found ${show(actual)}`);
      }
      this.#entries.set(key, { known: actual });
    }
    return problems;
  }
}

const show = (value: unknown) => JSON.stringify(value);

import { Register } from './register.ts';
import type { IntentStage, Snapshot } from './snapshot.ts';

/** Stands for "some request id": a request sent but not answered has an id nobody heard. */
export const SOME_ID = '*';

/** What the server acknowledged, key by key, across every crash of one test. */
export class Ledger {
  readonly likes = new Register<boolean>('like', false);
  readonly requests = new Register<string | null>(
    'meal request',
    null,
    (allowed, actual) => allowed === actual || (allowed === SOME_ID && actual !== null),
  );
  readonly reviews = new Register<boolean>('review', false);
  readonly uploads = new Register<boolean>('upload', false);
  readonly photos = new Register<string | null>('profile photo', null);
  /** meal id → its image (null: no such meal) */
  readonly meals = new Register<string | null>('meal', null);
  readonly intents = new Register<IntentStage>('payment intent', 'none');
  readonly accounts = new Register<boolean>('account', false);
  /** 2xx answers to writes, over the whole test. */
  acknowledged = 0;
  /** Answers no correct server gives to this workload (a 500, a 429 under the limits…). */
  readonly unexpected: string[] = [];

  /** Compares everything with the database after a crash; answers the lost or invented writes. */
  settle(snapshot: Snapshot): string[] {
    return [
      ...this.likes.settle((key) => snapshot.likes.has(key)),
      ...this.requests.settle((key) => snapshot.requests.get(key) ?? null),
      ...this.reviews.settle((id) => snapshot.reviews.has(id)),
      ...this.uploads.settle((name) => snapshot.uploads.has(name)),
      ...this.photos.settle((email) => snapshot.users.get(email)?.image ?? null),
      ...this.meals.settle((id) => snapshot.meals.get(id) ?? null),
      ...this.intents.settle((id) => snapshot.intents.get(id) ?? 'none'),
      ...this.accounts.settle((email) => snapshot.users.has(email)),
    ];
  }

  /** Meals known to exist, for the workload to like, request and review. */
  mealIds(): string[] {
    return this.meals.keys().filter((id) => this.meals.known(id) !== null);
  }
}

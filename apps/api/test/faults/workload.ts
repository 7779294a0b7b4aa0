import crypto from 'node:crypto';
import { storedPhotoName } from '@hostel/contract/photos';
import type { ApiClient, HttpAnswer, HttpSession } from '../http-client.ts';
import { type Ledger, SOME_ID } from './ledger.ts';
import type { Register } from './register.ts';

export type Random = () => number;
type ImageBody = { payload: Buffer; contentType: string };

/** Seeded, so a failing run can be replayed with FAULTS_SEED. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Calls per account the whole test may make, under the routes' per-user limits (likes 120 a minute,
// the others 30 per 10 minutes), so a 429 is a real finding and not the workload's doing.
const BUDGET = { like: 110, request: 28, review: 28, upload: 28, payment: 28 };
type Kind = keyof typeof BUDGET;

const PLANS = ['Silver', 'Gold', 'Platinum'] as const;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Shared by every simulated user of one test. */
export interface Workload {
  client: ApiClient;
  ledger: Ledger;
  random: Random;
  image: ImageBody;
  /** Accounts signed up (and acknowledged) during a round; they join the next one. */
  newcomers: Actor[];
  /** The server's outbox folder (no SMTP_URL): sign-ups verify their address from its mail. */
  outboxDir: string;
}

/**
 * One simulated person: does one thing at a time, as a browser tab does, and records in the
 * ledger what the server acknowledged.
 */
export class Actor {
  readonly #spent = new Map<Kind, number>();
  readonly #reviews: string[] = [];
  readonly #intents = new Map<string, { plan: string; clientSecret: string }>();

  constructor(
    readonly session: HttpSession,
    private readonly w: Workload,
    /** Paying waits for a verified address; a friend whose verification a crash cut short never pays. */
    private readonly verified = true,
  ) {}

  /** A student's next step; false when every budget is spent. */
  async studentStep(): Promise<boolean> {
    const meals = this.w.ledger.mealIds();
    const meal = meals[Math.floor(this.w.random() * meals.length)] as string;
    const steps: [number, Kind | null, () => Promise<void>][] = [
      [45, 'like', () => this.#toggleLike(meal)],
      [15, 'request', () => this.#toggleRequest(meal)],
      [15, 'review', () => this.#review(meal)],
      [8, 'upload', () => this.#changePhoto()],
      [12, 'payment', () => this.#paymentStep()],
      [5, null, () => this.#signUpFriend()],
    ];
    return this.#pick(steps);
  }

  /** An admin's next step: a new meal, or a new picture for one. */
  async adminStep(): Promise<boolean> {
    const meals = this.w.ledger.mealIds();
    const meal = meals[Math.floor(this.w.random() * meals.length)] as string;
    return this.#pick([
      [1, 'upload', () => this.addMeal()],
      [1, 'upload', () => this.#changeMealImage(meal)],
    ]);
  }

  async #pick(steps: [number, Kind | null, () => Promise<void>][]): Promise<boolean> {
    const open = steps.filter(([, kind]) => kind === null || (this.#spent.get(kind) ?? 0) < BUDGET[kind]);
    let roll = this.w.random() * open.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, , run] of open) {
      roll -= weight;
      if (roll < 0) {
        await run();
        return true;
      }
    }
    return false;
  }

  #spend(kind: Kind) {
    this.#spent.set(kind, (this.#spent.get(kind) ?? 0) + 1);
  }

  #send(method: string, path: string, json?: unknown): Promise<HttpAnswer> {
    return this.w.client.send(method, path, this.session, json === undefined ? undefined : { json });
  }

  /** A write whose key is known beforehand: in flight until answered, then acknowledged or refused. */
  async #write<T>(
    register: Register<T>,
    key: string,
    value: T,
    request: () => Promise<HttpAnswer>,
    ack = (_: HttpAnswer) => value,
  ) {
    register.begin(key, value);
    const res = await request();
    if (res.status === 200) {
      register.acknowledged(key, ack(res));
      this.w.ledger.acknowledged++;
      return res;
    }
    register.refused(key);
    this.#unexpected(register.name, res);
    return null;
  }

  /** A write that creates something whose key the server chooses. */
  async #create(label: string, request: () => Promise<HttpAnswer>): Promise<HttpAnswer | null> {
    const res = await request();
    if (res.status === 200 && res.body?.success !== false) {
      this.w.ledger.acknowledged++;
      return res;
    }
    this.#unexpected(label, res);
    return null;
  }

  #unexpected(label: string, res: HttpAnswer) {
    this.w.ledger.unexpected.push(`${label} by ${this.session.email}: ${res.status} ${JSON.stringify(res.body)}`);
  }

  async #toggleLike(mealId: string) {
    this.#spend('like');
    const key = `${this.session.id}:${mealId}`;
    const like = !this.w.ledger.likes.known(key);
    await this.#write(this.w.ledger.likes, key, like, () =>
      this.#send('PATCH', `/api/meals/${mealId}/like`, { action: like ? 'like' : 'dislike' }),
    );
  }

  async #toggleRequest(mealId: string) {
    const key = `${this.session.id}:${mealId}`;
    const requests = this.w.ledger.requests;
    const existing = requests.known(key);
    if (existing) {
      await this.#write(requests, key, null, () => this.#send('DELETE', `/api/requests/${existing}`, {}));
      return;
    }
    this.#spend('request');
    await this.#write(
      requests,
      key,
      SOME_ID,
      () => this.#send('POST', '/api/request-meal', { mealId }),
      (res) => res.body.insertedId,
    );
  }

  async #review(mealId: string) {
    const reviews = this.w.ledger.reviews;
    const own = this.#reviews.filter((id) => reviews.known(id));
    if (own.length > 0 && this.w.random() < 0.3) {
      const id = own[Math.floor(this.w.random() * own.length)] as string;
      await this.#write(reviews, id, false, () => this.#send('DELETE', `/api/reviews/${id}`, {}));
      return;
    }
    this.#spend('review');
    const stars = 1 + Math.floor(this.w.random() * 5);
    const res = await this.#create('review', () =>
      this.#send('POST', '/api/reviews', { mealId, text: `Crash-test review, ${stars} stars.`, stars }),
    );
    if (!res) return;
    reviews.acknowledged(res.body._id, true);
    this.#reviews.push(res.body._id);
  }

  /** Uploads a picture; answers its URL once acknowledged. */
  async #upload(): Promise<string | null> {
    this.#spend('upload');
    const res = await this.#create('upload', () =>
      this.w.client.send('POST', '/api/uploads', this.session, { multipart: this.w.image }),
    );
    if (!res) return null;
    this.w.ledger.uploads.acknowledged(res.body.data.id, true);
    return res.body.data.url;
  }

  async #changePhoto() {
    const url = await this.#upload();
    if (!url) return;
    await this.#write(this.w.ledger.photos, this.session.email, url, () =>
      this.#send('POST', '/api/users', { email: this.session.email, photoURL: url }),
    );
  }

  async addMeal() {
    const url = await this.#upload();
    if (!url) return;
    const res = await this.#create('meal', () => this.#send('POST', '/api/meals', mealBody(url)));
    if (res) this.w.ledger.meals.acknowledged(res.body.insertedId, url);
  }

  async #changeMealImage(mealId: string) {
    const url = await this.#upload();
    if (!url) return;
    const { meals, uploads } = this.w.ledger;
    // The server removes the old picture (row, then file) before answering: nothing else shows it.
    const old = storedPhotoName(meals.known(mealId));
    if (old) uploads.begin(old, false);
    const res = await this.#write(meals, mealId, url, () => this.#send('PUT', `/api/meals/${mealId}`, mealBody(url)));
    if (old && res) uploads.acknowledged(old, false);
    else if (old) uploads.refused(old);
  }

  /** Carries a checkout on where it stopped (a crash may have cut it anywhere), or starts one. */
  async #paymentStep() {
    this.#spend('payment');
    if (!this.verified) return;
    const intents = this.w.ledger.intents;
    const open = [...this.#intents].find(([id]) => intents.known(id) !== 'recorded');
    const done = [...this.#intents].find(([id]) => intents.known(id) === 'recorded');
    if (!open && done && this.w.random() < 0.2) {
      // The browser confirming again (a reload of the success page): still one payment.
      const [id, { plan }] = done;
      await this.#write(intents, id, 'recorded', () =>
        this.#send('POST', '/api/confirm-payment', { planName: plan, transactionId: id }),
      );
      return;
    }
    if (open) {
      const [id, { plan, clientSecret }] = open;
      if (intents.known(id) === 'created') {
        await this.#write(
          intents,
          id,
          'paid',
          () => this.#send('POST', '/api/payments/sandbox/confirm', { clientSecret, ...CARD }),
          (res) => (res.body.status === 'succeeded' ? 'paid' : 'created'),
        );
      } else {
        await this.#write(intents, id, 'recorded', () =>
          this.#send('POST', '/api/confirm-payment', { planName: plan, transactionId: id }),
        );
      }
      return;
    }
    const plan = PLANS[Math.floor(this.w.random() * PLANS.length)] as string;
    // Paid-for time runs 90 days ahead at most (decision 84): a student paid up that far buys nothing now.
    const quote = await this.#send('GET', `/api/me/plan/quote/${plan}`);
    if (quote.status === 409 && quote.body?.code === 'PREPAID_ENOUGH') return;
    const res = await this.#create('payment intent', () =>
      this.#send('POST', '/api/create-payment-intent', { planName: plan, attemptId: crypto.randomUUID() }),
    );
    if (!res) return;
    intents.acknowledged(res.body.paymentIntentId, 'created');
    this.#intents.set(res.body.paymentIntentId, { plan, clientSecret: res.body.clientSecret });
  }

  async #signUpFriend() {
    const email = `friend-${crypto.randomUUID().slice(0, 12)}@example.test`;
    this.w.ledger.accounts.begin(email, true);
    const res = await this.#create('sign-up', async () => {
      try {
        const session = await this.w.client.signUp(email);
        return { status: 200, body: session };
      } catch (error) {
        if (error instanceof TypeError) throw error; // no answer: the server is gone
        return { status: (error as { status?: number }).status ?? 0, body: String(error) };
      }
    });
    if (!res) return this.w.ledger.accounts.refused(email);
    this.w.ledger.accounts.acknowledged(email, true);
    const session = res.body as HttpSession;
    const verified = await this.w.client.verifyAddress(this.w.outboxDir, session, 3_000).then(
      () => true,
      () => false,
    );
    this.w.newcomers.push(new Actor(session, this.w, verified));
  }
}

function mealBody(image: string) {
  const n = crypto.randomUUID().slice(0, 6);
  return {
    title: `Crash-test meal ${n}`,
    category: 'Lunch',
    image,
    ingredients: 'Rice, Dal',
    description: 'Cooked while the server was being killed.',
    price: 120,
    distributorName: 'Test Canteen',
    date: new Date().toISOString(),
  };
}

/**
 * Runs every actor until `stopped()` turns true (the server is being killed). A call that gets no
 * answer after that is expected (answers how many were cut); before it, it is a failure and is thrown.
 */
export async function runRound(steps: (() => Promise<boolean>)[], stopped: () => boolean): Promise<{ cut: number }> {
  let cut = 0;
  await Promise.all(
    steps.map(async (step) => {
      while (!stopped()) {
        try {
          if (!(await step())) return;
        } catch (error) {
          if (!stopped()) throw error;
          cut++;
        }
      }
    }),
  );
  return { cut };
}

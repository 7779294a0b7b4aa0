import type { Request } from 'autocannon';
import type { Fixtures } from './catalog.ts';
import type { BenchSession } from './sessions.ts';

/**
 * What is measured. Reads are fixed requests (autocannon builds them once); signed-in writes pick
 * the next user of a pool per request, so no user passes the like limit (120 a minute).
 */

/** Likes one user may send in a run, under the route's 120 a minute. */
export const LIKES_PER_USER = 100;

export interface Toggler extends BenchSession {
  mealId: string;
  liked: boolean;
}

/** Round robin over signed-in users, each toggling a meal of its own. */
export class UserPool {
  private index = 0;
  constructor(readonly users: Toggler[]) {}
  next(): Toggler {
    const user = this.users[this.index++ % this.users.length];
    if (!user) throw new Error('empty user pool');
    return user;
  }
}

export interface CaseContext {
  fixtures: Fixtures;
  /** The server's origin: state-changing calls must carry it. */
  origin: string;
  likers: UserPool;
  mixed: UserPool;
  /** The kitchen's admin: every bench student has a Gold plan and choices this month, so all are billed. */
  admin: BenchSession;
}

export interface BenchCase {
  id: string;
  label: string;
  requests(ctx: CaseContext): Request[];
  /** Writes get no warm-up (it would spend the users' like budget) and stop at the budget. */
  budget?(ctx: CaseContext): number;
  /** A list whose first page must not be empty (checked before the run). */
  list?: boolean;
  /**
   * A request that takes seconds of the server's CPU: no warm-up, one connection, at most a few
   * requests, measured after every other case, so that no backlog of it is left for them.
   */
  slow?: boolean;
}

const get = (path: string): Request => ({ method: 'GET', path });

const likeRequest = (ctx: CaseContext, pick: (context: Record<string, unknown>) => Toggler): Request => ({
  method: 'PATCH',
  setupRequest: (request, context) => {
    const user = pick(context);
    const action = user.liked ? 'dislike' : 'like';
    user.liked = !user.liked;
    return {
      ...request,
      path: `/api/meals/${user.mealId}/like`,
      headers: { cookie: user.cookie, origin: ctx.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ action }),
    };
  },
});

// The mixed workload: one signed-in visit = the menu, a meal, my status on it, a like toggle.
const visitor = (context: Record<string, unknown>) => context.user as Toggler;
const signedInGet = (path: (user: Toggler) => string): Request => ({
  method: 'GET',
  setupRequest: (request, context) => ({
    ...request,
    path: path(visitor(context)),
    headers: { cookie: visitor(context).cookie },
  }),
});

const list = (id: string, label: string, query: string | ((f: Fixtures) => string)): BenchCase => ({
  id,
  label,
  list: true,
  requests: ({ fixtures }) => [get(`/api/meals${typeof query === 'string' ? query : query(fixtures)}`)],
});

/** Today and six days on, in the hostel's zone (the bench's catalog keeps the default Asia/Dhaka). */
function weekAhead(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + 6);
  return `from=${today}&to=${last.toISOString().slice(0, 10)}`;
}

export const CASES: BenchCase[] = [
  list('list-first', 'meals list, first page', ''),
  list('list-deep', 'meals list, page deep in the menu', (f) => `?cursor=${f.deepCursor}`),
  list('sort-date-asc', 'sort by date, oldest first', '?sortBy=date&sortOrder=asc'),
  list('sort-price-asc', 'sort by price, cheapest first', '?sortBy=price&sortOrder=asc'),
  list('sort-price-desc', 'sort by price, dearest first', '?sortBy=price&sortOrder=desc'),
  list('sort-category-asc', 'sort by category A→Z', '?sortBy=category&sortOrder=asc'),
  list('sort-category-desc', 'sort by category Z→A', '?sortBy=category&sortOrder=desc'),
  list('category', 'category filter (dinner)', '?category=dinner'),
  list('category-price', 'category + price sort', '?category=dinner&sortBy=price&sortOrder=asc'),
  list('search', 'title search, common word', '?search=chicken'),
  list('search-rare', 'title search, one match', (f) => `?search=${encodeURIComponent(f.rareSearch)}`),
  list('search-category', 'title search + category', '?search=khichuri&category=dinner'),
  {
    id: 'title-lookup',
    label: 'best title match (/meals/search)',
    requests: () => [get('/api/meals/search?title=khichuri')],
  },
  {
    id: 'details',
    label: 'meal details (20 meals)',
    requests: ({ fixtures }) => fixtures.detailIds.map((id) => get(`/api/meals/${id}`)),
  },
  { id: 'upcoming', label: 'upcoming meals', list: true, requests: () => [get('/api/upcoming-meals')] },
  {
    id: 'menu-week',
    label: "the week's menu, signed in",
    requests: (ctx) => {
      const query = weekAhead();
      return [
        {
          method: 'GET',
          path: `/api/menu?${query}`,
          setupRequest: (request) => ({ ...request, headers: { cookie: ctx.mixed.next().cookie } }),
        },
      ];
    },
  },
  {
    id: 'like-toggle',
    label: 'like toggling (PATCH like/dislike)',
    requests: (ctx) => [likeRequest(ctx, () => ctx.likers.next())],
    budget: (ctx) => ctx.likers.users.length * LIKES_PER_USER,
  },
  {
    id: 'mixed',
    label: 'mixed signed-in (list, meal, my-status, like)',
    requests: (ctx) => [
      {
        method: 'GET',
        path: '/api/meals',
        setupRequest: (request, context) => {
          context.user = ctx.mixed.next();
          return { ...request, headers: { cookie: visitor(context).cookie } };
        },
      },
      signedInGet((user) => `/api/meals/${user.mealId}`),
      signedInGet((user) => `/api/meals/${user.mealId}/my-status`),
      likeRequest(ctx, visitor),
    ],
    // One request in four is a like.
    budget: (ctx) => ctx.mixed.users.length * LIKES_PER_USER * 4,
  },
  {
    // Issue 26: the accountant's Balances, the first page by due, for a month that bills every student.
    id: 'balances',
    label: "the admin's balances, first page",
    slow: true,
    requests: (ctx) => {
      const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()).slice(0, 7);
      return [
        {
          method: 'GET',
          path: `/api/admin/bills?month=${month}&sort=due&order=desc&limit=10`,
          headers: { cookie: ctx.admin.cookie },
        },
      ];
    },
  },
];

/**
 * Reads served again with the read cache on: the public ones from the read cache, the week's menu
 * with its shared part from the menu cache (each student's state is read at every request).
 */
export const CACHED_CASE_IDS = ['list-first', 'details', 'upcoming', 'menu-week'];

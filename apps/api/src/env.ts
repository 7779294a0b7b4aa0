import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting } from './lib/trust-proxy.ts';

/** The one place that reads process.env: validated once at start, failing fast with a clear message. */

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO: booleanFromString.default(true),
    PUBLIC_URL: z.url({ error: 'must be a URL like https://meals.example.edu' }).optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Exact origins only: better-auth reads `*` and `https://*.example.com` as patterns, which would
    // let any matching site act with a user's session.
    TRUSTED_ORIGINS: z
      .string()
      .refine(
        (value) => value.split(',').every((origin) => origin.trim() === '' || isExactOrigin(origin.trim())),
        'must be exact origins like https://meals.example.edu, comma-separated (no wildcards, paths or slashes)',
      )
      .optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_DISCOVERY_URL: z
      .url({ error: 'must be a URL' })
      .default('https://accounts.google.com/.well-known/openid-configuration'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
      .optional(),
    STRIPE_API_BASE: z.url().optional(),
    // Without Stripe keys, the test-card sandbox runs only on a loopback PUBLIC_URL unless this says so.
    PAYMENTS_SANDBOX: booleanFromString.default(false),
    // Account mail (verification, password reset): smtp://user:pass@host:587 (STARTTLS) or smtps://…
    // (TLS). Unset: each mail is written to DATA_DIR/outbox as an .eml file and its link logged.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, 'must be an smtp:// or smtps:// URL, like smtp://user:pass@mail.example.org:587')
      .refine(
        (value) => URL.canParse(value),
        'must be an smtp:// or smtps:// URL, like smtp://user:pass@mail.example.org:587',
      )
      .optional(),
    // The sender of account mail, e.g. "Hostel Meals <meals@example-hostel.edu>"; default no-reply@<PUBLIC_URL's host>.
    MAIL_FROM: z
      .string()
      .regex(/^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be an address, or a name and <address>')
      .optional(),
    UPCOMING_RELEASE_LIKES: z.coerce.number().int().min(1).max(1_000_000).default(10),
    // Photo storage per account in MB (photos and their smaller widths); photos nothing shows go after a day.
    UPLOAD_QUOTA_MB: z.coerce.number().min(1).max(1_000_000).default(20),
    ADMIN_UPLOAD_QUOTA_MB: z.coerce.number().min(1).max(1_000_000).default(1000),
    READ_CACHE_TTL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    SESSION_CACHE_TTL_SECONDS: z.coerce.number().min(0).max(3600).default(60),
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    // libuv reads it itself; read here only to size the password hashes below it.
    UV_THREADPOOL_SIZE: z.coerce.number().int().min(1).max(1024).default(4),
    // Password hashes at once (auth/password-hash.ts); default half the thread pool, so I/O keeps threads.
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(1024).optional(),
    // Proxies in front whose X-Forwarded-For is believed (lib/trust-proxy.ts); off by default.
    TRUST_PROXY: trustProxySetting,
    // A session ends this long after its sign-in, however active (its sliding expiry stays within it).
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(400).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    WEB_DIST_DIR: z.string().optional(),
  })
  .refine((e) => Boolean(e.ADMIN_EMAIL) === Boolean(e.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_EMAIL'],
  })
  .refine((e) => Boolean(e.STRIPE_SECRET_KEY) === Boolean(e.STRIPE_PUBLISHABLE_KEY), {
    message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((e) => !e.PASSWORD_HASH_CONCURRENCY || e.PASSWORD_HASH_CONCURRENCY < Math.max(2, e.UV_THREADPOOL_SIZE), {
    message: 'must be below UV_THREADPOOL_SIZE (4 by default), so other I/O keeps a thread',
    path: ['PASSWORD_HASH_CONCURRENCY'],
  })
  .refine((e) => Boolean(e.GOOGLE_CLIENT_ID) === Boolean(e.GOOGLE_CLIENT_SECRET), {
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    path: ['GOOGLE_CLIENT_ID'],
  });

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  trustedOrigins: string[];
  passwordHashConcurrency: number;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings (VAR= in a shell) mean "unset", as users expect.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where you typed the command.
  const base = source.INIT_CWD ?? process.cwd();
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const extraOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // Vite's dev server proxies the API from another origin.
  if (env.NODE_ENV === 'development') extraOrigins.push('http://localhost:5173');
  return {
    ...env,
    dataDir: path.resolve(base, env.DATA_DIR),
    publicUrl,
    trustedOrigins: [new URL(publicUrl).origin, ...extraOrigins],
    passwordHashConcurrency: env.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, Math.floor(env.UV_THREADPOOL_SIZE / 2)),
  };
}

function isExactOrigin(value: string): boolean {
  if (value.includes('*')) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

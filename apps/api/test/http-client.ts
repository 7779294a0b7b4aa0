import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { TEST_PASSWORD } from './sessions.ts';

async function verificationLinkIn(outboxDir: string, email: string): Promise<string | null> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const mail = await simpleParser(await fs.readFile(path.join(outboxDir, name)));
    const to = [mail.to]
      .flat()
      .flatMap((a) => a?.value ?? [])
      .map((v) => v.address?.toLowerCase());
    if (!to.includes(email.toLowerCase())) continue;
    const link = String(mail.text).match(/https?:\/\/\S+\/api\/auth\/verify-email\S*/)?.[0];
    if (link) return link;
  }
  return null;
}

/** A signed-in account as a browser holds it: the session cookie. */
export interface HttpSession {
  id: string;
  email: string;
  cookie: string;
}

export interface HttpAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field by the tests
  body: any;
}

type Body = { json: unknown } | { multipart: { payload: Buffer; contentType: string } };

/**
 * Talks to a real server process over HTTP, as the web app does: the Origin header of the public
 * URL (the security plugin refuses state changes without it) and the session cookie.
 * `base` may change (a restarted server on another port); the origin stays the public one.
 */
export class ApiClient {
  constructor(
    public base: string,
    readonly origin: string,
  ) {}

  /** Rejects only when no answer came (the server is gone); any status resolves. */
  async send(method: string, path: string, session: HttpSession | null, body?: Body): Promise<HttpAnswer> {
    const headers: Record<string, string> = { origin: this.origin };
    if (session) headers.cookie = session.cookie;
    let payload: string | Buffer | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['content-type'] = body.multipart.contentType;
      payload = body.multipart.payload;
    }
    const res = await fetch(`${this.base}${path}`, { method, headers, body: payload });
    const text = await res.text();
    return { status: res.status, body: parse(text) };
  }

  async signUp(email: string, name = 'Crash Test Student'): Promise<HttpSession> {
    return this.#session('/api/auth/sign-up/email', { email, password: TEST_PASSWORD, name });
  }

  /**
   * Verifies an account's address the way its owner does: reads the verification mail the server
   * wrote to any of the outbox folders (no SMTP_URL) and follows its link here (the link names
   * PUBLIC_URL) from the browser that signed up, so it stays signed in (a link opened by a browser
   * that did not sign up takes the account back: decision 106).
   */
  async verifyAddress(outboxDirs: string | string[], session: HttpSession, timeoutMs = 10_000): Promise<void> {
    const { email, cookie } = session;
    const deadline = Date.now() + timeoutMs;
    const outboxDir = [outboxDirs].flat();
    for (;;) {
      let link: string | null = null;
      for (const dir of outboxDir) link ??= await verificationLinkIn(dir, email);
      if (link) {
        const { pathname, search } = new URL(link);
        const res = await fetch(`${this.base}${pathname}${search}`, { redirect: 'manual', headers: { cookie } });
        if (res.status !== 302) throw new HttpError(res.status, `verification link answered ${res.status}`);
        return;
      }
      if (Date.now() > deadline) throw new Error(`no verification mail to ${email} in ${outboxDir}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async signIn(email: string, password: string): Promise<HttpSession> {
    return this.#session('/api/auth/sign-in/email', { email, password });
  }

  async #session(path: string, json: object): Promise<HttpSession> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { origin: this.origin, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    const text = await res.text();
    if (res.status !== 200) throw new HttpError(res.status, `${path} answered ${res.status}: ${text}`);
    const { user } = JSON.parse(text) as { user: { id: string; email: string } };
    return { id: user.id, email: user.email, cookie: cookieOf(res) };
  }
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** `name=value; Path=/; HttpOnly…` → `name=value`, joined as a Cookie header. */
function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

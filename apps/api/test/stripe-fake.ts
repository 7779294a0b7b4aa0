import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
}

/**
 * The part of Stripe's HTTP API our server uses (create and retrieve PaymentIntents, with
 * idempotency keys), so the Stripe provider's contract is tested without a network.
 */
export async function startStripeFake() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: { method: string; path: string; idempotencyKey?: string; body: URLSearchParams }[] = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: req.url ?? '', idempotencyKey, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomUUID()}` });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, intents.get(existing));
        const id = `pi_fake_${crypto.randomBytes(8).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of body) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: String(body.get('currency')),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata,
          livemode: false,
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && match?.[1]) {
        const intent = intents.get(match[1]);
        return intent
          ? send(200, intent)
          : send(404, {
              error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
            });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** What the card step in Stripe.js would do: the intent succeeds. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (intent) intent.status = 'succeeded';
      return intent;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

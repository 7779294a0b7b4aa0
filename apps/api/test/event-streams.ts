import http from 'node:http';
import type { NotificationList } from '@hostel/contract/notifications';
import type { TestSession } from './sessions.ts';

export interface OpenEventStream {
  /** The `notifications` events received so far. */
  events: NotificationList[];
  /** Everything received so far, as sent (comments and `retry:` lines too). */
  text(): string;
  /** Waits (up to 5 s) for an event matching `predicate`. */
  waitFor(predicate: (event: NotificationList) => boolean): Promise<NotificationList>;
  /** Resolves when the server ends the stream (or the connection fails). */
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
}

/**
 * Opens GET /api/notifications/stream over real HTTP (an endless answer `inject` would wait on
 * forever) and collects its `notifications` events.
 */
export function openEventStream(port: number, session: Pick<TestSession, 'cookie'>): OpenEventStream {
  const events: NotificationList[] = [];
  let received = '';
  let buffer = '';
  let done = false;
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    markEnded = () => {
      done = true;
      resolve();
    };
  });
  const request = http.get(
    { host: '127.0.0.1', port, path: '/api/notifications/stream', headers: { cookie: session.cookie } },
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += chunk;
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.startsWith('event: notifications') && data) events.push(JSON.parse(data.slice(6)));
        }
      });
      res.on('end', markEnded);
      res.on('close', markEnded);
    },
  );
  request.on('error', markEnded);
  const waitFor = async (predicate: (e: NotificationList) => boolean) => {
    for (let i = 0; i < 100; i++) {
      const hit = events.find(predicate);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no matching event in ${JSON.stringify(events)}`);
  };
  return { events, text: () => received, waitFor, ended, isEnded: () => done, close: () => request.destroy() };
}

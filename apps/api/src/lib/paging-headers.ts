import { NEXT_CURSOR_HEADER } from '@hostel/contract/paging';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Paging travels in headers so list bodies stay the spec's plain arrays. */
export function setNextPageHeaders(request: FastifyRequest, reply: FastifyReply, nextCursor: string | null): void {
  if (!nextCursor) return;
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('cursor', nextCursor);
  reply.header(NEXT_CURSOR_HEADER, nextCursor);
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}

// The yardstick: a bare node:http server answering, for every request, the exact status, headers and
// bytes the API answered for the meals list's first page. Whatever the API reaches is measured
// against what Node alone reaches on this machine with this load generator.
// Usage: node yardstick.mjs <port> <response.json>  ({ status, headers, body } with the body in base64)
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
const body = Buffer.from(recorded.body, 'base64');
const headers = { ...recorded.headers, 'content-length': String(body.length) };

const server = http.createServer((_req, res) => {
  res.writeHead(recorded.status, headers);
  res.end(body);
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));

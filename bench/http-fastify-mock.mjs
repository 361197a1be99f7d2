// Baseline for the list-page bench: a plain Fastify app serving pages of the same resource
// servers from an array in memory (what a hand-written mock would do). No auth, no schemas,
// no logging. Usage: node http-fastify-mock.mjs <records.json> <port>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const records = JSON.parse(readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
app.get('/resource-servers', async (request) => {
  const page = Number(request.query.page ?? 0);
  const perPage = Number(request.query.per_page ?? 50);
  return records.slice(page * perPage, page * perPage + perPage);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });

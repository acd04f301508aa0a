/**
 * The floor of the load benchmark: Fastify with one route that answers a constant JSON object, run
 * by the same Node and loader as the console. Every figure is reported as a share of its requests
 * per second measured in the same run, so that the figures hold on a noisy machine.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');

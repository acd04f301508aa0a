/**
 * A round-robin TCP proxy: each new connection goes to the next backend in turn, its bytes piped
 * both ways. What a load balancer in front of several console processes does, at its simplest.
 *
 *   PORT=8080 BACKENDS=127.0.0.1:3001,127.0.0.1:3002 node --import tsx bench/load/round-robin-proxy.ts
 */
import { connect, createServer } from 'node:net';

const backends = (process.env.BACKENDS ?? '').split(',').map((entry) => {
  const [host, port] = entry.split(':');
  return { host: host!, port: Number(port) };
});
let next = 0;

const server = createServer((client) => {
  const backend = backends[next++ % backends.length]!;
  const upstream = connect(backend);
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));

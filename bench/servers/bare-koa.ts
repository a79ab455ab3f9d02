import Koa from 'koa';

// The baseline: Koa answering a constant, nothing else.
const app = new Koa();
app.use((ctx) => {
  ctx.body = 'Hello, world';
});
const server = app.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as { port: number }).port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

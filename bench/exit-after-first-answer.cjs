// Preloaded (`node --require`) by bench/cold-start.bench.mjs when it counts instructions: the
// server exits as soon as its first HTTP answer is written, so the count runs from spawn to the
// first answer and nothing after it (no shutdown, no idle timers). Not a bench itself.
const http = require('node:http');

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, _request, response) {
  if (event === 'request') response.once('finish', () => process.exit(0));
  // biome-ignore lint/complexity/noArguments: forwards whatever the event carries
  return emit.apply(this, arguments);
};

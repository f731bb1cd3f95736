// Loaded into a backend by `npm run bench:surge -- --round-trips` (NODE_OPTIONS=--import): counts the
// round trips to PostgreSQL each API call makes (each `query` of the `pg` driver is one: a script of
// several statements too), by method and path, and writes them to
// $BOXOFFICE_ROUND_TRIPS_DIR/round-trips-<pid>.json as the backend exits. What runs outside any
// request (sweeps, start-up) is counted apart. For finding what a call costs the database, never in
// a server shoppers use.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const dir = process.env.BOXOFFICE_ROUND_TRIPS_DIR;
if (dir) {
  // The backend's own `pg` (server/node_modules or the workspace root's).
  const pg = createRequire(join(process.cwd(), 'server', 'package.json'))('pg');
  const current = new AsyncLocalStorage();
  /** By 'METHOD /path': calls and round trips. */
  const routes = new Map();
  const routeOf = (name) => {
    if (!routes.has(name)) routes.set(name, { calls: 0, roundTrips: 0 });
    return routes.get(name);
  };
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, request, ...rest) {
    if (event !== 'request') return emit.call(this, event, request, ...rest);
    const route = routeOf(`${request.method} ${String(request.url).split('?')[0]}`);
    route.calls += 1;
    return current.run(route, () => emit.call(this, event, request, ...rest));
  };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (...args) {
    (current.getStore() ?? routeOf('(outside any call)')).roundTrips += 1;
    return query.apply(this, args);
  };
  process.on('exit', () => {
    writeFileSync(join(dir, `round-trips-${process.pid}.json`), JSON.stringify(Object.fromEntries(routes)));
  });
}

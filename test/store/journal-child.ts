// A server's store killed mid-play (journal.test.ts): opens the data folder given, plays moves
// into one match, prints each ack, and kills itself with SIGKILL right after the last, before
// the journal's moves reach the tables.
import { openDb } from '../../src/store/db.ts';
import { MatchStore } from '../../src/store/store.ts';

const [dataDir, id, count] = process.argv.slice(2) as [string, string, string];
const store = new MatchStore(await openDb({ dataDir }));
await store.migrate();
const running = { status: 'running' as const, result: null, botTurn: false, deadline: null };
for (let v = 0; v < Number(count); v++) {
  const move = {
    version: v + 1,
    seat: v % 2,
    move: `move ${v + 1}`,
    by: 'player' as const,
    at: v,
    clocks: null,
  };
  const ok = await store.append(id, { version: v, seatsVersion: 0 }, move, running);
  process.stdout.write(`${ok ? 'acked' : 'refused'} ${v + 1}\n`);
}
process.kill(process.pid, 'SIGKILL');

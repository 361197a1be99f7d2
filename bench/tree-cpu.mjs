// The CPU time of a process's descendants, which other processes on a shared machine disturb
// less than wall time (used by the benches that drive Chromium).
import { readdir, readFile } from 'node:fs/promises';

/** CPU seconds of `pid`'s descendants (Linux /proc; 0 elsewhere). */
export async function treeCpu(pid) {
  const procs = new Map();
  for (const name of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
      procs.set(Number(name), { parent: Number(fields[1]), cpu });
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  for (const proc of procs.values()) {
    let up = proc.parent;
    while (up > 1 && up !== pid) up = procs.get(up)?.parent ?? 0;
    if (up === pid) total += proc.cpu;
  }
  return total;
}

import type { HttpMount } from './server';
import type { StaticDispatch } from './static-site';

/** The console's files: it owns every path, so it goes last. */
export function consoleMount(site: StaticDispatch): HttpMount {
  return { owns: () => true, serve: (req, res) => site(req, res) };
}

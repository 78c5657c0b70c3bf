import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildServer } from '../../services/tools/build-server';
import { spawnCommand, spawnScript, type ScriptProcess } from './run-script';

export type GatewayProcess = ScriptProcess;

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs `services/main.ts` from its sources through tsx (as `npm run dev` does), with exactly the given environment on top of PATH and HOME. */
export function spawnGateway(env: Record<string, string>): GatewayProcess {
  return spawnScript('services/main.ts', [], env);
}

export interface CompiledGateway {
  /** The bundle, as `npm run build` writes dist/main.js. */
  readonly bundle: string;
  remove(): Promise<void>;
}

/**
 * Compiles the server as `npm run build` does, into a folder of its own under
 * dist/ (inside the package, so the bundle finds schema/sql and package.json by
 * walking up; never over the dist/main.js someone may be running).
 */
export async function buildCompiledGateway(): Promise<CompiledGateway> {
  const outdir = path.join(ROOT, 'dist', `test-${process.pid}-${randomBytes(4).toString('hex')}`);
  const bundle = await buildServer(outdir);
  return { bundle, remove: () => rm(outdir, { recursive: true, force: true }) };
}

/** The node flags of a start script that reads `node <flags> dist/main.js`; anything else is an error. */
export function startNodeFlags(startScript: string): string[] {
  const words = startScript.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/main.js') throw new Error(`package.json's start script is not "node <flags> dist/main.js": ${startScript}`);
  return words.slice(1, -1);
}

/**
 * The flags `npm start` gives node (source maps, the heap's sizing: docs/architecture.md),
 * read from package.json so that every compiled gateway a test or the bench starts runs as production does.
 */
export const START_NODE_FLAGS: readonly string[] = startNodeFlags(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start,
);

/** Runs a compiled bundle as `npm start` does (with START_NODE_FLAGS), with exactly the given environment on top of PATH and HOME. */
export function spawnCompiledGateway(bundle: string, env: Record<string, string>): GatewayProcess {
  return spawnCommand(process.execPath, [...START_NODE_FLAGS, bundle], env);
}

/** Waits for the banner's first line and returns the URL it names. */
export async function listeningUrl(gateway: GatewayProcess, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /is listening on (http:\/\/\S+)/.exec(gateway.stdout());
    if (match) return match[1]!;
    if (gateway.child.exitCode !== null) throw new Error(`gateway exited early: ${gateway.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gateway did not listen within ${timeoutMs} ms; stderr: ${gateway.stderr()}`);
}

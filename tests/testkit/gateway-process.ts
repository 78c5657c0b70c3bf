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

/** What a start script that reads `[NAME=value …] node <flags> dist/main.js` sets; anything else is an error. */
export function parseStartScript(startScript: string): { env: Record<string, string>; flags: string[] } {
  const words = startScript.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const word = words.shift()!;
    env[word.slice(0, word.indexOf('='))] = word.slice(word.indexOf('=') + 1);
  }
  if (words[0] !== 'node' || words.at(-1) !== 'dist/main.js')
    throw new Error(`package.json's start script is not "[NAME=value …] node <flags> dist/main.js": ${startScript}`);
  return { env, flags: words.slice(1, -1) };
}

/**
 * What `npm start` gives node: the environment (the allocator's arenas) and
 * the flags (source maps, the heap's sizing), both in docs/architecture.md.
 * Read from package.json so that every compiled gateway a test or the bench
 * starts runs as production does.
 */
const START = parseStartScript((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start);
export const START_NODE_FLAGS: readonly string[] = START.flags;
export const START_ENV: Readonly<Record<string, string>> = START.env;

/** Runs a compiled bundle as `npm start` does (START_ENV, START_NODE_FLAGS), with the given environment on top of those, PATH and HOME. */
export function spawnCompiledGateway(bundle: string, env: Record<string, string>): GatewayProcess {
  return spawnCommand(process.execPath, [...START_NODE_FLAGS, bundle], { ...START_ENV, ...env });
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

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ScriptProcess {
  readonly child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name). */
  readonly exited: Promise<number | string>;
}

/** Starts a program in the repo folder with only PATH, HOME and `env` set, collecting what it prints. */
export function spawnCommand(command: string, args: readonly string[], env: Record<string, string>): ScriptProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Starts a repo script with tsx as `npm run …` would, with only PATH, HOME and `env` set. */
export function spawnScript(script: string, args: readonly string[], env: Record<string, string>): ScriptProcess {
  return spawnCommand(path.join(ROOT, 'node_modules/.bin/tsx'), [script, ...args], env);
}

/** Runs a repo script to its end. */
export async function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | string; stdout: string; stderr: string }> {
  const run = spawnScript(script, args, env);
  const code = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

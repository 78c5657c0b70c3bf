import { spawnScript, type ScriptProcess } from './run-script';

export type GatewayProcess = ScriptProcess;

/** Runs `services/main.ts` as `npm start` does, with exactly the given environment on top of PATH and HOME. */
export function spawnGateway(env: Record<string, string>): GatewayProcess {
  return spawnScript('services/main.ts', [], env);
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

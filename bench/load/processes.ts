import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../apps/server/src/test/server-process.ts';

export interface HelperProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs one of bench/load's scripts in its own process on a free port; resolves once it prints `listening`. */
export async function startHelper(script: string, env: Record<string, string> = {}): Promise<HelperProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    void exited.then(() => reject(new Error(`${script} exited before it listened`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The highest resident memory a process reaches while it is watched, sampled every 100 ms. */
export function watchPeak(residentBytes: () => number) {
  let peak = residentBytes();
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentBytes());
    } catch {
      // the process has ended
    }
  }, 100);
  return {
    peakBytes: () => peak,
    stop: () => clearInterval(timer),
  };
}

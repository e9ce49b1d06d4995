import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { BACKEND_NODE_FLAGS } from '../../src/config/backend-node-flags.js';
import { REPO_ROOT } from '../../src/config/project-paths.js';

/** The built backend's entry point. */
export const BACKEND_MAIN = path.join(REPO_ROOT, 'backend', 'dist', 'main.js');
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

export type Backend = {
  readonly url: string;
  readonly pid: number | undefined;
  /** The last few kB the backend wrote (stdout and stderr) since it became ready. */
  recentOutput(): string;
  exited(): boolean;
  /** Resolves when the process has exited, however it ended. */
  whenExited(): Promise<void>;
  /** SIGTERM (the backend closes its connections and stops), SIGKILL after 20 s. */
  stop(): Promise<void>;
};

export type BackendProcessOptions = {
  /** The whole environment of the process (PORT and HOST included). */
  readonly env: NodeJS.ProcessEnv;
  /** Options for node before the script (profilers, preloads), after the backend's own (BACKEND_NODE_FLAGS). */
  readonly nodeArgs?: readonly string[];
  /** Receives everything the backend writes, as it comes; without it only the last few kB are kept. */
  readonly output?: (text: string) => void;
};

/**
 * `node backend/dist/main.js` with `env`, resolved once it says "Ready: open" (a rejection with its output when it
 * exits first or takes over 2 minutes). Its output is always read, so a full pipe never blocks it.
 */
export async function startBackendProcess(options: BackendProcessOptions): Promise<Backend> {
  const port = Number(options.env.PORT);
  const host = options.env.HOST ?? '127.0.0.1';
  const child: ChildProcess = spawn(process.execPath, [...BACKEND_NODE_FLAGS, ...(options.nodeArgs ?? []), BACKEND_MAIN], {
    cwd: REPO_ROOT,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let recent = '';
  let exited = false;
  const exit = new Promise<void>((resolve) => child.on('exit', () => ((exited = true), resolve())));
  const keep = (chunk: Buffer): void => {
    const text = chunk.toString();
    if (output.length < 200) output.push(text);
    recent = (recent + text).slice(-16_000);
    options.output?.(text);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The backend did not start within ${READY_TIMEOUT_MS / 1000} s:\n${output.join('').slice(-4000)}`)), READY_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      if (!chunk.toString().includes('Ready: open')) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve();
    };
    child.stdout?.on('data', onData);
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`The backend exited during start-up:\n${output.join('').slice(-4000)}`));
    });
  });
  recent = '';
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    pid: child.pid,
    recentOutput: () => recent,
    exited: () => exited,
    whenExited: () => exit,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(killer);
    },
  };
}

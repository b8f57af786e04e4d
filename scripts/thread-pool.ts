import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread running the script at `url` (the caller's `import.meta.url`); under tsx the
 * thread registers tsx's loader first, so the script's TypeScript imports work there too.
 */
export function startThread(url: string): Worker {
  if (!url.endsWith('.ts')) return new Worker(new URL(url));
  const loader = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(loader)}; register(); await import(${JSON.stringify(url)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`));
}

/**
 * Hands every job to `threads` worker threads running the script at `url`, the next job to whichever
 * thread answers first; each thread answers each job it is sent with one message, given to `onAnswer`.
 */
export async function runOnThreads<Job, Answer>(
  url: string,
  jobs: readonly Job[],
  threads: number,
  onAnswer: (answer: Answer) => void,
): Promise<void> {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: Math.min(threads, jobs.length) }, async () => {
      const worker = startThread(url);
      await new Promise<void>((resolve, reject) => {
        const next = (): void => {
          const job = queue.shift();
          if (job !== undefined) worker.postMessage(job);
          else void worker.terminate().then(() => resolve());
        };
        worker.on('message', (answer: Answer) => {
          onAnswer(answer);
          next();
        });
        worker.on('error', reject);
        next();
      });
    }),
  );
}

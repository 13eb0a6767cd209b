import { Worker } from 'node:worker_threads';
import { en } from '../../shared/i18n/errors/en';
import { loadConfig } from '../config';
import { AppError, tooManyRequests } from '../lib/app-error';
import type { PrintJob } from './print-job';
import type { RenderReply, RenderRequest } from './render-thread';

export interface PdfPoolOptions {
  /** Worker threads; each parses its fonts once. */
  size: number;
  /** Requests' renders that may wait for a free thread, all accounts together; past that 503. */
  maxQueue: number;
  /**
   * Renders one account may have waiting or running at once; past that 429. The renders an account's
   * public links cause (`outsider`) have a budget of their own of the same size.
   */
  perUser: number;
  /**
   * Renders for queued mail (the worker's, no `userId`) that may wait, apart from the requests'
   * queue: a flood of requests never refuses them (issue #22 item 2, docs/decisions/022).
   */
  mailQueue?: number;
}

export interface RenderOptions {
  /**
   * The account the render counts against (a request's render). Omitted: the worker's render for
   * queued mail, which waits in places of its own and takes the next free thread before any request.
   */
  userId?: string;
  /**
   * The render was caused by someone holding one of the account's public links, not by the account:
   * it counts against a budget of its own and takes turns like another account (issue #36 item 2).
   */
  outsider?: boolean;
}

/**
 * What to print: a print job (the document, with its e-invoice input when it is issued), or a loader
 * the pool calls once a thread is free (undefined: nothing to print).
 */
export type DocumentSource = PrintJob | (() => Promise<PrintJob | undefined>);

interface Task {
  id: number;
  source: DocumentSource;
  /** Whose budget and turn the render is: the account's, its public links', or none (queued mail). */
  budget?: string;
  /** Whether a thread took it (it counts as running for its budget's turn). */
  started?: boolean;
  resolve(pdf: Buffer | undefined): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  task?: Task;
}

const ENTRY = new URL('./render-thread.mjs', import.meta.url);

export const USER_BUSY = en.pdf_busy_account;
export const POOL_BUSY = en.pdf_busy;
export const VISITOR_BUSY = en.pdf_busy_readers;

/** The budget a render counts against: the account's own, or its public links' (outsiders). */
function budgetOf({ userId, outsider }: RenderOptions): string | undefined {
  if (!userId) return undefined;
  return outsider ? `${userId}:outsiders` : userId;
}

/**
 * Invoice PDFs rendered in worker threads, so a 170-page invoice never holds up other requests.
 * Threads start on first use and are unref'd while idle (an idle pool never keeps a process alive).
 *
 * Fairness (docs/decisions/022): queued mail goes first; then accounts take turns. A free thread goes
 * to the waiting budget with the fewest renders running, and among those to the one whose last turn
 * is the oldest (round robin), so a render of an account waits at most for one render in progress,
 * however many another account keeps waiting.
 */
export class PdfPool {
  private readonly threads: Thread[] = [];
  /** Requests' renders waiting, per budget, in the order they were asked for. */
  private readonly waitingBy = new Map<string, Task[]>();
  private waitingCount = 0;
  private readonly mailQueue: Task[] = [];
  /** Renders waiting or running per budget (the per-account limit). */
  private readonly perUser = new Map<string, number>();
  /** Renders running per budget, and when each budget last got a thread. */
  private readonly runningBy = new Map<string, number>();
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  /** Renders handed to a thread since the pool started. */
  private started = 0;
  private nextId = 1;
  private closed = false;

  constructor(readonly options: PdfPoolOptions) {}

  render(job: PrintJob, opts?: RenderOptions): Promise<Buffer>;
  /**
   * With a loader, the document is read only when a thread is free to print it, so a burst of large
   * invoices waits in the queue as a few closures rather than as loaded documents and database reads
   * queued ahead of every other request (the embedded database runs one query at a time).
   */
  render(load: () => Promise<PrintJob | undefined>, opts?: RenderOptions): Promise<Buffer | undefined>;
  render(source: DocumentSource, opts: RenderOptions = {}): Promise<Buffer | undefined> {
    if (this.closed) return Promise.reject(new Error('The PDF pool is closed'));
    const budget = budgetOf(opts);
    if (budget && (this.perUser.get(budget) ?? 0) >= this.options.perUser)
      return Promise.reject(tooManyRequests(opts.outsider ? 'pdf_busy_readers' : 'pdf_busy_account'));
    const idle = this.idleThread();
    const waiting = budget ? this.waitingCount : this.mailQueue.length;
    const places = budget ? this.options.maxQueue : (this.options.mailQueue ?? this.options.maxQueue);
    if (!idle && waiting >= places) return Promise.reject(new AppError(503, 'pdf_busy'));
    if (budget) this.perUser.set(budget, (this.perUser.get(budget) ?? 0) + 1);
    return new Promise<Buffer | undefined>((resolve, reject) => {
      const task: Task = { id: this.nextId++, source, budget, resolve, reject };
      if (idle) this.run(idle, task);
      else if (!budget) this.mailQueue.push(task);
      else {
        this.waitingBy.set(budget, [...(this.waitingBy.get(budget) ?? []), task]);
        this.waitingCount++;
      }
    });
  }

  /** Threads busy, renders waiting and renders started so far: for tests and the bench. */
  stats() {
    return {
      started: this.started,
      threads: this.threads.length,
      running: this.threads.filter((t) => t.task).length,
      queued: this.waitingCount + this.mailQueue.length,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0);
    const tasks = [
      ...this.mailQueue.splice(0),
      ...[...this.waitingBy.values()].flat(),
      ...threads.flatMap((t) => t.task ?? []),
    ];
    this.waitingBy.clear();
    this.waitingCount = 0;
    for (const task of tasks) this.settle(task, new Error('The PDF pool is closed'));
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private idleThread(): Thread | undefined {
    const idle = this.threads.find((t) => !t.task);
    if (idle || this.threads.length >= this.options.size) return idle;
    return this.spawn();
  }

  private spawn(): Thread {
    // execArgv: [] so the thread registers tsx itself, whether the parent runs under tsx, vitest or node --import tsx.
    const thread: Thread = { worker: new Worker(ENTRY, { execArgv: [] }) };
    thread.worker.unref();
    thread.worker.on('message', (reply: RenderReply) => {
      const task = thread.task;
      if (!task || task.id !== reply.id) return;
      thread.task = undefined;
      if ('pdf' in reply)
        this.settle(
          task,
          undefined,
          Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength),
        );
      else this.settle(task, new Error(`PDF rendering failed: ${reply.error}`));
      this.next(thread);
    });
    const fail = (err: Error) => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      if (thread.task) this.settle(thread.task, err);
      thread.task = undefined;
      // A queued render gets a fresh thread.
      const waiting = this.waiting();
      if (waiting && !this.closed) this.run(this.spawn(), waiting);
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => fail(new Error(`PDF thread exited with code ${code}`)));
    this.threads.push(thread);
    return thread;
  }

  private run(thread: Thread, task: Task) {
    thread.task = task;
    thread.worker.ref();
    this.started++;
    if (task.budget) {
      task.started = true;
      this.runningBy.set(task.budget, (this.runningBy.get(task.budget) ?? 0) + 1);
      this.lastTurn.set(task.budget, ++this.turns);
    }
    const post = (job: PrintJob | undefined) => {
      if (thread.task !== task) return; // the thread died or the pool closed meanwhile
      if (!job) {
        thread.task = undefined;
        this.settle(task);
        this.next(thread);
        return;
      }
      // One message: the e-invoice input's document is the job's, cloned once with its logo.
      const message: RenderRequest = { id: task.id, job };
      thread.worker.postMessage(message);
    };
    if (typeof task.source !== 'function') return post(task.source);
    task.source().then(post, (err: Error) => {
      if (thread.task !== task) return;
      thread.task = undefined;
      this.settle(task, err);
      this.next(thread);
    });
  }

  /**
   * The next render to run: queued mail first, so the worker keeps capacity of its own; then the
   * waiting budget with the fewest renders running, the one longest without a turn among equals.
   */
  private waiting(): Task | undefined {
    const mail = this.mailQueue.shift();
    if (mail) return mail;
    let next: string | undefined;
    const rank = (budget: string) => [this.runningBy.get(budget) ?? 0, this.lastTurn.get(budget) ?? 0];
    for (const budget of this.waitingBy.keys()) {
      if (next === undefined) next = budget;
      else {
        const [running, turn] = rank(budget);
        const [bestRunning, bestTurn] = rank(next);
        if (running < bestRunning || (running === bestRunning && turn < bestTurn)) next = budget;
      }
    }
    if (next === undefined) return undefined;
    const [task, ...rest] = this.waitingBy.get(next)!;
    if (rest.length > 0) this.waitingBy.set(next, rest);
    else this.waitingBy.delete(next);
    this.waitingCount--;
    return task;
  }

  private next(thread: Thread) {
    const task = this.waiting();
    if (task) this.run(thread, task);
    else thread.worker.unref();
  }

  private settle(task: Task, err?: Error, pdf?: Buffer) {
    if (task.budget) {
      if (task.started) countDown(this.runningBy, task.budget);
      // A budget with nothing waiting or running is forgotten: its next render ranks as a first turn.
      if (countDown(this.perUser, task.budget) === 0) this.lastTurn.delete(task.budget);
    }
    if (err) task.reject(err);
    else task.resolve(pdf);
  }
}

/** One less in `counts` for `key` (the key goes at zero); answers what is left. */
function countDown(counts: Map<string, number>, key: string): number {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
  return left;
}

let shared: PdfPool | undefined;

/** The process's pool, shared by requests and the reminder worker; started on first use. */
export function pdfPool(): PdfPool {
  shared ??= new PdfPool({ size: loadConfig().pdfWorkers, maxQueue: 32, perUser: 3, mailQueue: 32 });
  return shared;
}

/** Stops the threads (server shutdown, test and bench teardown); a later render starts a new pool. */
export async function closePdfPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}

import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type PrintJob, renderPrintJob } from './print-job';

/** What the pool sends a render thread: plain data, nothing tied to the database. */
export interface RenderRequest {
  id: number;
  job: PrintJob;
}

export type RenderReply = { id: number; pdf: Uint8Array<ArrayBuffer> } | { id: number; error: string };

/**
 * Rendering is background work: on Linux a thread has its own scheduling priority, so this thread
 * lowers its own (nice 10, found through /proc/thread-self) and the event loop that answers requests
 * gets the cores first when they are all busy. Elsewhere, or when refused, it keeps the default.
 */
function lowerOwnPriority() {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: same priority as the event loop.
  }
}
lowerOwnPriority();

parentPort?.on('message', async ({ id, job }: RenderRequest) => {
  let reply: RenderReply;
  try {
    const pdf = await renderPrintJob(job);
    // Transfer the bytes, unless they share a buffer with others (then copy).
    const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    reply = { id, pdf: own ? new Uint8Array(pdf.buffer as ArrayBuffer) : new Uint8Array(pdf) };
  } catch (err) {
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(reply, 'pdf' in reply ? [reply.pdf.buffer] : []);
});

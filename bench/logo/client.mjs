// The bench's HTTP client, in its own process so that its requests, response parsing and garbage
// collection do not run on the event loop being measured. Driven by the parent over IPC:
//   { type: 'poll', origin, ms }            polls for `ms` milliseconds
//   { type: 'uploads', origin, benchOrigin, uploads }
//                                           starts the uploads at once and polls until they are done
// Polling sends /api/health and the hello-world route each about every POLL_MS (two loops side by
// side; a loop sends its next request once its last one is answered and POLL_MS have passed since
// it was sent). Answers { health: ms[], hello: ms[], failed: string[], uploads: { status, ms }[], ms }.

const POLL_MS = 10;
const files = new Map();

async function readOnce(file) {
  if (!files.has(file)) {
    const { readFile } = await import('node:fs/promises');
    files.set(file, await readFile(file));
  }
  return files.get(file);
}

async function pollLoop(url, times, failed, running) {
  while (running()) {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (!res.ok) failed.push(`${new URL(url).pathname} answered ${res.status}`);
    const wait = start + POLL_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

async function upload(origin, benchOrigin, { file, contentType, cookie }) {
  const body = await readOnce(file);
  const start = performance.now();
  const res = await fetch(`${origin}/api/settings/logo`, {
    method: 'PUT',
    headers: { cookie, origin: benchOrigin, 'content-type': contentType },
    body,
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - start, body: res.ok ? '' : text };
}

process.on('message', async (message) => {
  try {
    const { origin } = message;
    const result = { health: [], hello: [], failed: [], uploads: [], ms: 0 };
    let done = false;
    const running = () => !done;
    for (const u of message.uploads ?? []) await readOnce(u.file);
    const start = performance.now();
    const work =
      message.type === 'uploads'
        ? Promise.all(message.uploads.map((u) => upload(origin, message.benchOrigin, u)))
        : new Promise((resolve) => setTimeout(() => resolve([]), message.ms));
    const finished = work.finally(() => {
      done = true;
      result.ms = performance.now() - start;
    });
    const polls = Promise.all([
      pollLoop(`${origin}/api/health`, result.health, result.failed, running),
      pollLoop(`${origin}/bench/hello`, result.hello, result.failed, running),
    ]);
    result.uploads = await finished;
    await polls;
    process.send({ ok: result });
  } catch (err) {
    process.send({ error: String(err?.stack ?? err) });
  }
});

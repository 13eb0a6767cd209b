// The bench's HTTP client, in its own process so that its requests, response parsing and garbage
// collection do not run on the event loop being measured. Driven by the parent over IPC:
//   { type: 'poll', origin }                 polls until { type: 'stop' }
//   { type: 'pdfs', origin, downloads }      polls while the downloads run, stops when they are done
// and answers { health: ms[], hello: ms[], pdfMs } each time.

async function timed(url) {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

let stopRequested = false;

async function pollWhile(origin, running) {
  const result = { health: [], hello: [], pdfMs: 0 };
  const start = performance.now();
  let done = false;
  running?.finally(() => {
    done = true;
    result.pdfMs = performance.now() - start;
  });
  while (!done && !stopRequested) {
    result.health.push(await timed(`${origin}/api/health`));
    result.hello.push(await timed(`${origin}/bench/hello`));
  }
  await running;
  return result;
}

function download(origin, { url, cookie }) {
  return fetch(`${origin}${url}`, { headers: { cookie } }).then(async (res) => {
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  });
}

process.on('message', async (message) => {
  try {
    if (message.type === 'stop') {
      stopRequested = true;
      return;
    }
    stopRequested = false;
    const running =
      message.type === 'pdfs'
        ? Promise.all(message.downloads.map((d) => download(message.origin, d)))
        : undefined;
    process.send({ ok: await pollWhile(message.origin, running) });
  } catch (err) {
    process.send({ error: String(err?.stack ?? err) });
  }
});

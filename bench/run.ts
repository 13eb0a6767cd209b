/**
 * `npm run bench` runs every bench module; `npm run bench -- invoices` runs the named ones.
 * Each module returns the markdown of its own section of docs/benchmarks.md.
 */
import auth from './auth/bench';
import bundle from './bundle/bench';
import invoices from './invoices/bench';
import { type BenchModule, writeSection } from './lib/report';
import lifecycle from './lifecycle/bench';
import lighthouse from './lighthouse/bench';
import logo from './logo/bench';
import pdf from './pdf/bench';
import recurring from './recurring/bench';
import reminders from './reminders/bench';
import reports from './reports/bench';
import scale from './scale/bench';
import scaleBrowser from './scale/browser-bench';

const modules: BenchModule[] = [
  bundle,
  lighthouse,
  auth,
  invoices,
  scale,
  scaleBrowser,
  lifecycle,
  reminders,
  recurring,
  reports,
  pdf,
  logo,
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !modules.some((m) => m.id === id));
if (unknown.length) {
  console.error(
    `Unknown bench module(s): ${unknown.join(', ')}. Known: ${modules.map((m) => m.id).join(', ')}`,
  );
  process.exit(1);
}
for (const module of modules.filter((m) => wanted.length === 0 || wanted.includes(m.id))) {
  console.log(`\n▶ bench ${module.id}`);
  const markdown = await module.run();
  writeSection(module.id, markdown);
  console.log(markdown);
}
console.log('\nWritten to docs/benchmarks.md');
process.exit(0);

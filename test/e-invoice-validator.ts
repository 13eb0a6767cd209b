/**
 * Runs the official e-invoice validators kept outside the project (../shared/einvoice/validate.mjs,
 * resolved from the repository root) over many files at once: one Java start per rule set. Missing
 * tools fail loudly — CI installs them (apt-get install -y libsaxonhe-java libxml2-utils) — so the
 * e-invoice tests are never skipped in silence.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface ValidatorFinding {
  id: string;
  flag: string;
  text: string;
  rules?: string;
  location?: string;
}

export interface ValidatorResult {
  file: string;
  syntax?: string;
  specification?: string;
  rules: string[];
  fired: Record<string, number>;
  findings: ValidatorFinding[];
  fatal: number;
  warnings: number;
}

export const VALIDATOR_DIR = path.resolve(process.cwd(), '../shared/einvoice');
const VALIDATOR = path.join(VALIDATOR_DIR, 'validate.mjs');

export function validateEInvoices(files: string[]): Map<string, ValidatorResult> {
  if (!existsSync(VALIDATOR)) {
    throw new Error(
      `The e-invoice validator is missing: ${VALIDATOR} (the official validation artefacts, ../shared/einvoice beside the repository)`,
    );
  }
  const run = spawnSync(process.execPath, [VALIDATOR, '--json', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status === 2 || run.error) {
    throw new Error(
      `The e-invoice validator could not run (install Saxon-HE and xmllint: apt-get install -y libsaxonhe-java libxml2-utils): ${run.stderr || run.error}`,
    );
  }
  let results: ValidatorResult[];
  try {
    results = JSON.parse(run.stdout) as ValidatorResult[];
  } catch {
    throw new Error(`The e-invoice validator answered no report (exit ${run.status}): ${run.stderr}`);
  }
  const byFile = new Map(results.map((r) => [r.file, r]));
  for (const file of files) {
    const result = byFile.get(path.resolve(file));
    if (!result) throw new Error(`The e-invoice validator reported nothing on ${file}`);
    if (!result.rules.length) throw new Error(`No rule set ran on ${file}: ${describe(result)}`);
    const silent = result.rules.filter((rule) => !result.fired[rule]);
    if (silent.length && !result.findings.some((f) => f.id === 'XSD')) {
      throw new Error(`Rule sets that checked nothing on ${file}: ${silent.join(', ')}`);
    }
  }
  return new Map(files.map((f) => [f, byFile.get(path.resolve(f))!]));
}

export function fatalFindings(result: ValidatorResult): ValidatorFinding[] {
  return result.findings.filter((f) => f.flag === 'fatal' || f.flag === 'error');
}

export function describe(result: ValidatorResult): string {
  const lines = result.findings.map(
    (f) => `  [${f.flag}] ${f.id}${f.rules ? ` (${f.rules})` : ''}: ${f.text}`,
  );
  return `${path.basename(result.file)} — ${result.specification ?? '?'}\n${lines.join('\n')}`;
}

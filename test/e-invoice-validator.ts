/**
 * Holds e-invoices (CII or UBL XML, or a Factur-X hybrid PDF) to the official validation artefacts
 * kept in test/einvoice: each document's schema with xmllint, then every rule set its root element
 * and specification identifier promise (e-invoice-rules.ts) with Saxon-HE — one Java start per rule
 * set for all files, so give it every file at once. A hybrid PDF's structure is checked first
 * (e-invoice-hybrid.ts) and its attached XML then validated under its Factur-X profile as well.
 * Missing tools fail loudly: apt-get install -y libsaxonhe-java libxml2-utils poppler-utils.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkHybrid } from './e-invoice-hybrid';
import { type Plan, planFor, RULE_SETS } from './e-invoice-rules';
import {
  readSvrl,
  requireTool,
  requireXmlTools,
  runSchematron,
  schemaErrors,
  type ValidatorFinding,
} from './e-invoice-tools';

export { VALIDATOR_DIR } from './e-invoice-rules';
export type { ValidatorFinding } from './e-invoice-tools';

export interface ValidatorResult {
  file: string;
  syntax?: string;
  specification?: string;
  /** The rule sets that ran, by name (`cen-cii`, `xrechnung-ubl`, `facturx-EN16931` …). */
  rules: string[];
  /** How many rules of each rule set fired: a rule set that fired none checked nothing. */
  fired: Record<string, number>;
  findings: ValidatorFinding[];
  fatal: number;
  warnings: number;
  /** For a hybrid PDF: the name of its attached XML. */
  embedded?: string;
}

/** One document on its way through the tools: the XML the rules read, copied into the work folder. */
interface Job {
  result: ValidatorResult;
  plan?: Plan;
  xml?: string;
}

/** Reads each file, checks a PDF's structure and plans the rule sets; the XML lands in `work`. */
function prepare(file: string, index: number, work: string): Job {
  const result: ValidatorResult = { file, rules: [], fired: {}, findings: [], fatal: 0, warnings: 0 };
  if (!existsSync(file)) {
    result.findings.push({ id: 'FILE', flag: 'fatal', text: 'no such file' });
    return { result };
  }
  const xml = path.join(work, `${index}.xml`);
  const isPdf = file.toLowerCase().endsWith('.pdf');
  if (isPdf) {
    const hybrid = checkHybrid(file);
    result.findings.push(...hybrid.findings);
    if (!hybrid.embedded) return { result };
    result.embedded = hybrid.embedded.name;
    writeFileSync(xml, hybrid.embedded.xml);
  } else {
    copyFileSync(file, xml);
  }
  const plan = planFor(readFileSync(xml, 'utf8'), isPdf);
  if ('error' in plan) {
    result.findings.push({ id: 'ROOT', flag: 'fatal', text: plan.error });
    return { result };
  }
  Object.assign(result, { syntax: plan.syntax, specification: plan.specification, rules: plan.rules });
  return { result, plan, xml };
}

/** Every job's schema errors, one xmllint run per schema. */
function checkSchemas(jobs: Job[]): void {
  for (const xsd of new Set(jobs.map((job) => job.plan!.xsd))) {
    const mine = jobs.filter((job) => job.plan!.xsd === xsd);
    const errors = schemaErrors(
      xsd,
      mine.map((job) => job.xml!),
    );
    for (const job of mine) {
      for (const text of errors.get(job.xml!) ?? []) {
        job.result.findings.push({
          id: 'XSD',
          flag: 'fatal',
          text: `${path.basename(job.result.file)}:${text}`,
        });
      }
    }
  }
}

/** Every rule set over the jobs that need it: one Saxon run per rule set, its files in one folder. */
function checkRules(jobs: Job[], work: string): void {
  for (const ruleSet of new Set(jobs.flatMap((job) => job.plan!.rules))) {
    const mine = jobs.filter((job) => job.plan!.rules.includes(ruleSet));
    const source = path.join(work, `in-${ruleSet}`);
    const output = path.join(work, `out-${ruleSet}`);
    mkdirSync(source);
    for (const job of mine) copyFileSync(job.xml!, path.join(source, path.basename(job.xml!)));
    const messages = runSchematron(RULE_SETS[ruleSet], source, output);
    for (const job of mine) {
      const report = path.join(output, path.basename(job.xml!));
      if (!existsSync(report)) {
        job.result.findings.push({ id: ruleSet, flag: 'fatal', text: `the rules did not run: ${messages}` });
        continue;
      }
      const { findings, fired } = readSvrl(report);
      job.result.fired[ruleSet] = fired;
      job.result.findings.push(...findings.map((finding) => ({ ...finding, rules: ruleSet })));
    }
  }
}

/** Validates every file; throws when a file got no rule set or a rule set checked nothing. */
export function validateEInvoices(files: string[]): Map<string, ValidatorResult> {
  requireXmlTools();
  if (files.some((file) => file.toLowerCase().endsWith('.pdf'))) {
    requireTool('pdfdetach', ['-v'], 'it reads the hybrid PDF (poppler-utils)');
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'duely-einvoice-check-'));
  try {
    const jobs = files.map((file, index) => prepare(path.resolve(file), index, work));
    const planned = jobs.filter((job) => job.plan);
    checkSchemas(planned);
    checkRules(planned, work);
    for (const { result } of jobs) {
      result.fatal = fatalFindings(result).length;
      result.warnings = result.findings.length - result.fatal;
      // Work-folder names in xmllint's messages would mean nothing to the reader.
      for (const finding of result.findings) finding.text = finding.text.replaceAll(work, '');
    }
    for (const { result } of jobs) assertChecked(result);
    return new Map(files.map((file, index) => [file, jobs[index].result]));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A file that ran no rule set without a finding saying why, or a rule set that matched nothing in a
 * schema-valid file, is a check that checked nothing: the test must not pass on it.
 */
function assertChecked(result: ValidatorResult): void {
  if (!result.rules.length && !result.fatal)
    throw new Error(`No rule set ran on ${result.file}: ${describe(result)}`);
  const silent = result.rules.filter((rule) => !result.fired[rule]);
  if (silent.length && !result.findings.some((f) => f.id === 'XSD')) {
    throw new Error(`Rule sets that checked nothing on ${result.file}: ${silent.join(', ')}`);
  }
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

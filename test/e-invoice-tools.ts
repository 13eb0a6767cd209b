/**
 * The two tools that apply the official artefacts, each run once for many documents: xmllint for a
 * schema (one run per schema), Saxon-HE for a rule set's compiled schematron (one Java start per rule
 * set: the start and the stylesheet's compile take about 10 s, each further document well under 1 s).
 * A missing tool fails loudly with what to install, so the e-invoice tests never skip in silence.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

export interface ValidatorFinding {
  /** The rule id (`BR-CO-15`, `BR-DE-15` …), `XSD` for the schema, or a structure check's id. */
  id: string;
  /** `fatal`, `error` or `warning` as the rule states it. */
  flag: string;
  text: string;
  /** The rule set that found it. */
  rules?: string;
  /** XPath of the element the rule looked at. */
  location?: string;
}

/** Debian's Saxon-HE 9.9 (libsaxonhe-java); SAXON_JAR names another copy. */
const saxonJar = () => process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';
const INSTALL = 'apt-get install -y libsaxonhe-java libxml2-utils poppler-utils';

/** Throws, naming the package, when a tool the validation needs is not on this machine. */
export function requireTool(command: string, args: string[], what: string): void {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if (run.error) throw new Error(`${command} is missing: ${what} (${INSTALL})`);
}

export function requireXmlTools(): void {
  requireTool('java', ['-version'], 'Java 17 runs Saxon-HE');
  if (!existsSync(saxonJar())) {
    throw new Error(`Saxon-HE is missing: ${saxonJar()} (${INSTALL}, or SAXON_JAR=/path/to/Saxon-HE.jar)`);
  }
  requireTool('xmllint', ['--version'], 'it checks the XML schemas (libxml2-utils)');
}

/** An artefact the runner names must be in test/einvoice: without it every file would fail alike. */
function requireFixture(file: string): void {
  if (!existsSync(file))
    throw new Error(`An official artefact is missing: ${file} (test/einvoice/README.md)`);
}

/** Schema errors of each file (absent when it validates), from one xmllint run over all of them. */
export function schemaErrors(xsd: string, files: string[]): Map<string, string[]> {
  requireFixture(xsd);
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`xmllint could not run: ${run.error.message}`);
  const errors = new Map<string, string[]>();
  let current: string | undefined;
  for (const line of run.stderr.split('\n')) {
    if (!line) continue;
    const file = files.find((f) => line.startsWith(`${f}:`) || line.startsWith(`${f} `));
    if (file) current = file;
    if (file && /^ (validates|fails to validate)$/.test(line.slice(file.length))) continue;
    if (!current) throw new Error(`xmllint answered about no file: ${line}`);
    errors.set(current, [...(errors.get(current) ?? []), file ? line.slice(file.length + 1) : line]);
  }
  if (run.status !== 0 && errors.size === 0)
    throw new Error(`xmllint failed (${run.status}) without a message`);
  return errors;
}

/**
 * Applies one compiled schematron to every XML file in `sourceDir`, writing each file's SVRL report
 * under the same name in `outputDir`. Returns Saxon's messages for a file that got no report.
 */
export function runSchematron(xslt: string, sourceDir: string, outputDir: string): string {
  requireFixture(xslt);
  mkdirSync(outputDir, { recursive: true });
  const run = spawnSync(
    'java',
    ['-cp', saxonJar(), 'net.sf.saxon.Transform', `-s:${sourceDir}`, `-xsl:${xslt}`, `-o:${outputDir}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw new Error(`java could not run Saxon-HE: ${run.error.message}`);
  return run.stderr
    .split('\n')
    .filter((line) => /error/i.test(line))
    .slice(0, 3)
    .join(' ');
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number(name[1].toLowerCase() === 'x' ? `0${name.slice(1)}` : name.slice(1)))
      : ENTITIES[name.toLowerCase()],
  );

/** The findings of an SVRL report and how many of its rules fired (matched a context at all). */
export function readSvrl(file: string): { findings: ValidatorFinding[]; fired: number } {
  const svrl = readFileSync(file, 'utf8');
  const findings: ValidatorFinding[] = [];
  for (const [, , attributes, body] of svrl.matchAll(
    /<svrl:(failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:\1>/g,
  )) {
    const attribute = (name: string) => attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
    const text = body.match(/<svrl:text>([\s\S]*?)<\/svrl:text>/)?.[1] ?? '';
    const location = attribute('location');
    findings.push({
      id: attribute('id') ?? '?',
      flag: (attribute('flag') ?? 'fatal').toLowerCase(),
      text: decode(text.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
      ...(location ? { location: decode(location) } : {}),
    });
  }
  return { findings, fired: svrl.match(/<svrl:fired-rule\b/g)?.length ?? 0 };
}

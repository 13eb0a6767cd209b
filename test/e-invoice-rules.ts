/**
 * Which official rule sets a document is held to, read from the document itself: its root element
 * (CII CrossIndustryInvoice, UBL Invoice or CreditNote) and its specification identifier (BT-24: CII
 * GuidelineSpecifiedDocumentContextParameter/ID, UBL CustomizationID). The artefacts are the test
 * fixtures in test/einvoice (its README says where each comes from).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The official validation artefacts, kept with the tests. */
export const VALIDATOR_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'einvoice');

const rules = (...parts: string[]) => path.join(VALIDATOR_DIR, 'rules', ...parts);
const schemas = (...parts: string[]) => path.join(VALIDATOR_DIR, 'schemas', ...parts);

const FACTURX_PROFILES = ['MINIMUM', 'BASIC-WL', 'BASIC', 'EN16931', 'EXTENDED'] as const;
type FacturxProfile = (typeof FACTURX_PROFILES)[number];

/** Each rule set's compiled schematron (XSLT 2.0, run by Saxon-HE). */
export const RULE_SETS: Record<string, string> = {
  'cen-cii': rules('en16931', 'EN16931-CII-validation.xslt'),
  'cen-ubl': rules('en16931', 'EN16931-UBL-validation.xslt'),
  'xrechnung-cii': rules('xrechnung', 'XRechnung-CII-validation.xslt'),
  'xrechnung-ubl': rules('xrechnung', 'XRechnung-UBL-validation.xslt'),
  'peppol-ubl': rules('peppol', 'PEPPOL-EN16931-UBL.xslt'),
  ...Object.fromEntries(
    FACTURX_PROFILES.map((profile) => [`facturx-${profile}`, rules('facturx', `FACTUR-X_${profile}.xslt`)]),
  ),
};

const CII_SCHEMA = schemas('cii-d16b', 'uncefact', 'data', 'standard', 'CrossIndustryInvoice_100pD16B.xsd');
/** The Factur-X profile's own schema (BASIC WL drops its hyphen in the file name). */
const facturxSchema = (profile: FacturxProfile) => {
  const name = profile.replace('-', '');
  return schemas('facturx', profile, `FACTUR-X_${name}.xsd`);
};

/** BT-24 values that name a Factur-X profile other than EN 16931. */
const FACTURX_IDS: Record<string, FacturxProfile> = {
  'urn:factur-x.eu:1p0:minimum': 'MINIMUM',
  'urn:factur-x.eu:1p0:basicwl': 'BASIC-WL',
  'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic': 'BASIC',
  'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended': 'EXTENDED',
};
const XRECHNUNG = /urn:xeinkauf\.de:kosit:xrechnung_3\.0/;
const PEPPOL = /urn:fdc:peppol\.eu:2017:poacc:billing:3\.0/;

export interface Plan {
  /** `CII`, `UBL Invoice` or `UBL CreditNote`. */
  syntax: string;
  /** BT-24 as the document states it. */
  specification: string;
  /** Rule set names (keys of RULE_SETS), in the order they run. */
  rules: string[];
  /** The schema the document must validate against. */
  xsd: string;
}

const firstMatch = (xml: string, pattern: RegExp) => (xml.match(pattern)?.[1] ?? '').trim();

/**
 * The rule sets for one document; `fromPdf` when it is a hybrid's attachment, which is held to its
 * Factur-X profile's schema and rules as well as CEN's.
 */
export function planFor(xml: string, fromPdf: boolean): Plan | { error: string } {
  const root = xml.match(/<(?:[\w-]+:)?(CrossIndustryInvoice|Invoice|CreditNote)[\s>]/)?.[1];
  if (!root) return { error: 'neither a CII CrossIndustryInvoice nor a UBL Invoice or CreditNote' };
  if (root === 'CrossIndustryInvoice') {
    const id = firstMatch(
      xml,
      /GuidelineSpecifiedDocumentContextParameter>[\s\S]*?<(?:[\w-]+:)?ID[^>]*>([^<]*)</,
    );
    const profile: FacturxProfile | undefined =
      FACTURX_IDS[id] ?? (id === 'urn:cen.eu:en16931:2017' || XRECHNUNG.test(id) ? 'EN16931' : undefined);
    const ruleSets: string[] = [];
    // MINIMUM and BASIC WL are not complete invoices: CEN's rules do not apply to them.
    if (profile !== 'MINIMUM' && profile !== 'BASIC-WL') ruleSets.push('cen-cii');
    if (XRECHNUNG.test(id)) ruleSets.push('xrechnung-cii');
    const asFacturx = fromPdf && profile !== undefined;
    if (asFacturx) ruleSets.push(`facturx-${profile}`);
    return {
      syntax: 'CII',
      specification: id,
      rules: ruleSets,
      xsd: asFacturx ? facturxSchema(profile) : CII_SCHEMA,
    };
  }
  const id = firstMatch(xml, /<(?:[\w-]+:)?CustomizationID[^>]*>([^<]*)</);
  const ruleSets = ['cen-ubl'];
  if (XRECHNUNG.test(id)) ruleSets.push('xrechnung-ubl');
  if (PEPPOL.test(id)) ruleSets.push('peppol-ubl');
  return {
    syntax: `UBL ${root}`,
    specification: id,
    rules: ruleSets,
    xsd: schemas('ubl-2.1', 'maindoc', `UBL-${root}-2.1.xsd`),
  };
}

/**
 * A small XML writer for the e-invoices: elements as plain data, serialized with escaping. An
 * element with neither text nor children is left out unless it is marked `keep` (the CII schema asks
 * for an empty ApplicableHeaderTradeDelivery), so no empty element is ever written
 * (PEPPOL-EN16931-R008: "Document MUST not contain empty elements").
 */
import { asWrittenInXml, NOT_IN_XML } from '../../shared/text';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string | null;
  keep: boolean;
}

type Child = XmlElement | null | undefined | false;

/** An element with children (lists of them are flattened); absent ones (null, undefined, false) are skipped. */
export function el(
  name: string,
  children: (Child | Child[])[] = [],
  attrs: Record<string, string | null | undefined> = {},
  keep = false,
): XmlElement {
  const flat = children.flat().filter((c): c is XmlElement => Boolean(c));
  return { name, attrs: definedAttrs(attrs), children: flat, text: null, keep };
}

/**
 * An element holding text, or null when the text is empty as written — nothing left once what XML
 * cannot carry is dropped (issue 2/7 item 5) —: callers pass optional values straight in.
 */
export function leaf(
  name: string,
  text: string | number | null | undefined,
  attrs: Record<string, string | null | undefined> = {},
): XmlElement | null {
  if (text === null || text === undefined) return null;
  const value = asWrittenInXml(String(text));
  if (value === '') return null;
  return { name, attrs: definedAttrs(attrs), children: [], text: value, keep: false };
}

function definedAttrs(attrs: Record<string, string | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs))
    if (value !== null && value !== undefined) out[key] = value;
  return out;
}

/** The document with its XML declaration, indented two spaces per level. */
export function serialize(root: XmlElement): string {
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, lines);
  return `${lines.join('\n')}\n`;
}

function isEmpty(node: XmlElement): boolean {
  return node.text === null && node.children.every(isEmpty) && !node.keep;
}

function write(node: XmlElement, depth: number, lines: string[]): void {
  if (isEmpty(node)) return;
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const children = node.children.filter((c) => !isEmpty(c));
  if (node.text !== null) {
    lines.push(`${pad}<${node.name}${attrs}>${escapeXml(node.text)}</${node.name}>`);
  } else if (children.length === 0) {
    lines.push(`${pad}<${node.name}${attrs}/>`);
  } else {
    lines.push(`${pad}<${node.name}${attrs}>`);
    for (const child of children) write(child, depth + 1, lines);
    lines.push(`${pad}</${node.name}>`);
  }
}

/**
 * Text and attribute values escaped; characters XML 1.0 does not allow (control characters other
 * than tab and line breaks, lone surrogates, U+FFFE/U+FFFF) are dropped, since no escape can carry them.
 */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_IN_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

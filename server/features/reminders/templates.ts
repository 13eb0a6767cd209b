import type { DocumentLanguage } from '../../../shared/i18n/languages';
import { builtInFlowText } from '../../../shared/reminder-texts';
import {
  FLOW_TEXT_KEYS,
  type FlowTextKey,
  type FlowTranslations,
  type ReminderFlowTemplate,
  type TemplateValues,
  TRANSLATED_LANGUAGES,
} from '../../../shared/reminders';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { defaultTemplateValues } from './default-template';
import * as repo from './repository';

/**
 * A template's translations as stored, kept to what they may hold: the five other languages, the
 * four texts, none blank (a blank text means "the built-in one"), no language left without texts.
 */
export function cleanTranslations(value: unknown): FlowTranslations {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, Record<string, unknown>>;
  const clean: FlowTranslations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = stored[language];
    if (!texts || typeof texts !== 'object') continue;
    const own: Partial<Record<FlowTextKey, string>> = {};
    for (const key of FLOW_TEXT_KEYS) {
      const text = texts[key];
      if (typeof text === 'string' && text.trim()) own[key] = text;
    }
    if (Object.keys(own).length > 0) clean[language] = own;
  }
  return clean;
}

export function toTemplate(row: repo.TemplateRow): ReminderFlowTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isDefault: row.isDefault,
    dueDateReminderEnabled: row.dueDateReminderEnabled,
    dueDateReminderText: row.dueDateReminderText,
    firstReminderDaysAfter: row.firstReminderDaysAfter,
    firstReminderText: row.firstReminderText,
    secondReminderDaysAfter: row.secondReminderDaysAfter,
    secondReminderText: row.secondReminderText,
    finalReminderDaysAfter: row.finalReminderDaysAfter,
    finalReminderText: row.finalReminderText,
    translations: cleanTranslations(row.translations) as ReminderFlowTemplate['translations'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Empty texts are stored as null: the step then uses the default flow's wording. Translations left
 * out (an update from a form that does not know them) are not written, so the stored ones stay.
 */
function toRow(input: TemplateValues): repo.NewTemplateRow {
  const text = (v: string | null | undefined) => (v?.trim() ? v : null);
  return {
    name: input.name,
    description: input.description?.trim() || null,
    isDefault: input.isDefault,
    dueDateReminderEnabled: input.dueDateReminderEnabled,
    dueDateReminderText: text(input.dueDateReminderText),
    firstReminderDaysAfter: input.firstReminderDaysAfter,
    firstReminderText: text(input.firstReminderText),
    secondReminderDaysAfter: input.secondReminderDaysAfter,
    secondReminderText: text(input.secondReminderText),
    finalReminderDaysAfter: input.finalReminderDaysAfter,
    finalReminderText: text(input.finalReminderText),
    ...(input.translations === undefined ? {} : { translations: cleanTranslations(input.translations) }),
  };
}

export async function listTemplates({ db }: Deps, userId: string): Promise<ReminderFlowTemplate[]> {
  return (await repo.listTemplates(db, userId)).map(toTemplate);
}

export async function getTemplate({ db }: Deps, userId: string, id: number): Promise<ReminderFlowTemplate> {
  const row = await repo.findTemplate(db, userId, id);
  if (!row) throw notFound('reminder_flow_not_found');
  return toTemplate(row);
}

/**
 * A template made default takes the flag from the user's others in the same transaction. A user's
 * first template is the default even when not asked, so invoices always have a flow to follow.
 */
export async function createTemplate(
  { db }: Deps,
  userId: string,
  input: TemplateValues,
): Promise<ReminderFlowTemplate> {
  const row = await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const hasDefault = Boolean(await repo.findDefaultTemplate(tx, userId));
    const isDefault = input.isDefault || !hasDefault;
    if (isDefault) await repo.clearDefault(tx, userId);
    return repo.insertTemplate(tx, userId, { ...toRow(input), isDefault });
  });
  return toTemplate(row);
}

/** Unticking Default on the only default is ignored: the user always keeps one default while templates exist. */
export async function updateTemplate(
  { db }: Deps,
  userId: string,
  id: number,
  input: TemplateValues,
): Promise<ReminderFlowTemplate> {
  const row = await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const current = await repo.findTemplate(tx, userId, id);
    if (!current) throw notFound('reminder_flow_not_found');
    const isDefault = input.isDefault || current.isDefault;
    if (input.isDefault) await repo.clearDefault(tx, userId, id);
    return repo.updateTemplate(tx, userId, id, { ...toRow(input), isDefault });
  });
  if (!row) throw notFound('reminder_flow_not_found');
  return toTemplate(row);
}

/**
 * Deleting the default promotes the user's oldest remaining template, so there is always a default
 * while any template exists. Invoices that named the deleted template follow the default from then on.
 */
export async function deleteTemplate({ db }: Deps, userId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const current = await repo.findTemplate(tx, userId, id);
    if (!current) throw notFound('reminder_flow_not_found');
    await repo.deleteTemplate(tx, userId, id);
    if (current.isDefault) {
      const [next] = await repo.listTemplates(tx, userId);
      if (next) await repo.updateTemplate(tx, userId, next.id, { isDefault: true });
    }
  });
}

export type FlowTexts = ReturnType<typeof defaultTemplateValues> & { translations: FlowTranslations };

/**
 * The flow an invoice follows: its own template, else the user's default, else the built-in default
 * flow (a user who deleted every template still gets reminders).
 */
export async function resolveTemplate(tx: Tx, userId: string, templateId: number | null): Promise<FlowTexts> {
  const own = templateId ? await repo.findTemplate(tx, userId, templateId) : undefined;
  const row = own ?? (await repo.findDefaultTemplate(tx, userId));
  return withDefaultTexts(row);
}

/** A template with every empty text replaced by the default flow's wording. */
export function withDefaultTexts(row: repo.TemplateRow | undefined): FlowTexts {
  const base = { ...defaultTemplateValues(), translations: {} };
  if (!row) return base;
  return {
    name: row.name,
    description: row.description ?? '',
    isDefault: row.isDefault,
    dueDateReminderEnabled: row.dueDateReminderEnabled,
    dueDateReminderText: row.dueDateReminderText || base.dueDateReminderText,
    firstReminderDaysAfter: row.firstReminderDaysAfter,
    firstReminderText: row.firstReminderText || base.firstReminderText,
    secondReminderDaysAfter: row.secondReminderDaysAfter,
    secondReminderText: row.secondReminderText || base.secondReminderText,
    finalReminderDaysAfter: row.finalReminderDaysAfter,
    finalReminderText: row.finalReminderText || base.finalReminderText,
    translations: cleanTranslations(row.translations),
  };
}

/**
 * A step's text for a client of `language` (issue 5/6): the template's English texts for English; for
 * another language the template's own text in it, else the built-in text of that language.
 */
export function flowText(flow: FlowTexts, key: FlowTextKey, language: DocumentLanguage): string {
  if (language === 'en') return flow[key];
  return flow.translations[language]?.[key]?.trim()
    ? flow.translations[language][key]!
    : builtInFlowText(language, key);
}

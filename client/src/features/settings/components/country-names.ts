import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Country } from '@shared/bank-fields';

/**
 * The company's countries (SPEC §9, shared/bank-fields.ts COUNTRIES) as the Settings form names them,
 * in the interface's language: each language's usual name (as Intl.DisplayNames gives it), the last
 * one for a country Duely has no defaults for.
 */
export const COUNTRY_LABELS: Record<Country, MessageDescriptor> = {
  US: msg`United States`,
  DE: msg`Germany`,
  GB: msg`United Kingdom`,
  FR: msg`France`,
  IT: msg`Italy`,
  ES: msg`Spain`,
  NL: msg`Netherlands`,
  CH: msg`Switzerland`,
  AT: msg`Austria`,
  BE: msg`Belgium`,
  CA: msg`Canada`,
  AU: msg`Australia`,
  OTHER: msg({ message: 'Other', context: 'country' }),
};

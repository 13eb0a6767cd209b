import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companySettingsInputSchema,
  companySettingsSchema,
  notificationPreferencesSchema,
} from '../../../shared/settings';
import { checkBankCodes } from './bank-codes';
import { checkCompanyRegistrations } from './company-registrations';
import { checkCompanyVatId } from './company-vat-id';
import * as settings from './operations';
import { accountContextOf } from './request-context';

const updateSettingsBody = companySettingsInputSchema
  .superRefine(checkBankCodes)
  .superRefine(checkCompanyVatId)
  .superRefine(checkCompanyRegistrations);

export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const preHandler = app.requireUser;

  app.get(
    '/api/settings',
    { preHandler, schema: { tags, response: { 200: companySettingsSchema } } },
    async (request) =>
      settings.getCompanySettings(app.deps, request.userId, await accountContextOf(request, app.deps.db)),
  );

  app.put(
    '/api/settings',
    { preHandler, schema: { tags, body: updateSettingsBody, response: { 200: companySettingsSchema } } },
    (request) => settings.updateCompanySettings(app.deps, request.userId, request.body),
  );

  app.get(
    '/api/settings/notifications',
    { preHandler, schema: { tags, response: { 200: notificationPreferencesSchema } } },
    (request) => settings.getNotifications(app.deps, request.userId),
  );

  app.put(
    '/api/settings/notifications',
    {
      preHandler,
      schema: { tags, body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
    },
    (request) => settings.updateNotifications(app.deps, request.userId, request.body),
  );
}

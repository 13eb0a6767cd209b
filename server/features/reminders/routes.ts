import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eInvoiceNotReadySchema } from '../../../shared/e-invoice';
import { apiErrorSchema, messageSchema } from '../../../shared/errors';
import { invoiceIdParamsSchema, invoiceSchema } from '../../../shared/invoices';
import {
  emailDraftQuerySchema,
  emailDraftSchema,
  reminderSchema,
  scheduleInputSchema,
  scheduleSchema,
  sendInvoiceInputSchema,
  sendReminderInputSchema,
  sendReminderResponseSchema,
  templateInputSchema,
  templateSchema,
} from '../../../shared/reminders';
import { languageOf, say } from '../../lib/request-language';
import { problemsIn } from '../documents/e-invoice';
import { accountContextOf } from '../settings/request-context';
import * as schedules from './schedules';
import { sendInvoice } from './send-invoice';
import * as send from './send-reminder';
import * as templates from './templates';

const templateIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export default async function reminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireUser;

  // ── Flow templates ──
  const t = ['reminder-flow-templates'];
  app.get(
    '/api/reminder-flow-templates',
    { preHandler, schema: { tags: t, response: { 200: z.array(templateSchema) } } },
    (request) => templates.listTemplates(app.deps, request.userId),
  );
  app.get(
    '/api/reminder-flow-templates/:id',
    { preHandler, schema: { tags: t, params: templateIdParams, response: { 200: templateSchema } } },
    (request) => templates.getTemplate(app.deps, request.userId, request.params.id),
  );
  app.post(
    '/api/reminder-flow-templates',
    { preHandler, schema: { tags: t, body: templateInputSchema, response: { 201: templateSchema } } },
    async (request, reply) =>
      reply.status(201).send(await templates.createTemplate(app.deps, request.userId, request.body)),
  );
  app.put(
    '/api/reminder-flow-templates/:id',
    {
      preHandler,
      schema: {
        tags: t,
        params: templateIdParams,
        body: templateInputSchema,
        response: { 200: templateSchema },
      },
    },
    (request) => templates.updateTemplate(app.deps, request.userId, request.params.id, request.body),
  );
  app.delete(
    '/api/reminder-flow-templates/:id',
    { preHandler, schema: { tags: t, params: templateIdParams, response: { 200: messageSchema } } },
    async (request) => {
      await templates.deleteTemplate(app.deps, request.userId, request.params.id);
      return { message: say(request, 'template_deleted') };
    },
  );

  // ── Per-invoice schedules ──
  const s = ['reminder-schedules'];
  const scheduleUrl = '/api/invoices/:id/reminder-schedule';
  app.get(
    scheduleUrl,
    { preHandler, schema: { tags: s, params: invoiceIdParamsSchema, response: { 200: scheduleSchema } } },
    (request) => schedules.getSchedule(app.deps, request.userId, request.params.id),
  );
  app.post(
    scheduleUrl,
    {
      preHandler,
      schema: {
        tags: s,
        params: invoiceIdParamsSchema,
        body: scheduleInputSchema,
        response: { 201: scheduleSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await schedules.createSchedule(app.deps, request.userId, request.params.id, request.body)),
  );
  app.put(
    scheduleUrl,
    {
      preHandler,
      schema: {
        tags: s,
        params: invoiceIdParamsSchema,
        body: scheduleInputSchema,
        response: { 200: scheduleSchema },
      },
    },
    (request) => schedules.updateSchedule(app.deps, request.userId, request.params.id, request.body),
  );
  app.delete(
    scheduleUrl,
    { preHandler, schema: { tags: s, params: invoiceIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await schedules.deleteSchedule(app.deps, request.userId, request.params.id);
      return { message: say(request, 'reminder_schedule_cancelled') };
    },
  );

  // ── Sends and history ──
  const r = ['reminders'];
  // The invoice email is the first of the invoice's emails, sent by the same path as its reminders.
  app.post(
    '/api/invoices/:id/send',
    {
      preHandler,
      schema: {
        tags: ['invoices'],
        params: invoiceIdParamsSchema,
        // Optional: the sender's own subject, message and Cc for this email (issue #22 item 16), and
        // attachEInvoice false for the PDF alone (issue 2/7 item 12).
        body: sendInvoiceInputSchema.nullish(),
        response: {
          200: z.object({ message: z.string(), invoice: invoiceSchema }),
          422: apiErrorSchema.or(eInvoiceNotReadySchema),
        },
      },
    },
    async (request) => {
      const { userId, params, body, log } = request;
      const sent = await sendInvoice(app.deps, userId, params.id, new Date(), log, body ?? {});
      return { ...sent, message: say(request, sent.message) };
    },
  );
  app.post(
    '/api/invoices/:id/reminder',
    {
      preHandler,
      schema: {
        tags: r,
        params: invoiceIdParamsSchema,
        body: sendReminderInputSchema,
        response: { 200: sendReminderResponseSchema, 422: apiErrorSchema.or(eInvoiceNotReadySchema) },
      },
    },
    async (request) => {
      const { reminderType, ...edits } = request.body;
      const { userId, params, log } = request;
      const sent = await send.sendReminder(
        app.deps,
        userId,
        params.id,
        reminderType,
        new Date(),
        log,
        undefined,
        edits,
      );
      return { ...sent, message: say(request, sent.message) };
    },
  );
  app.get(
    '/api/invoices/:id/email-draft',
    {
      preHandler,
      schema: {
        tags: r,
        params: invoiceIdParamsSchema,
        querystring: emailDraftQuerySchema,
        response: { 200: emailDraftSchema },
      },
    },
    async (request) => {
      // The account in one read: zone and settings for the email.
      const now = new Date();
      const account = await accountContextOf(request, app.deps.db, now);
      const draft = await send.getEmailDraft(
        app.deps,
        request.userId,
        request.params.id,
        request.query.kind,
        now,
        account,
      );
      // What the e-invoice lacks, in the sender's language (the email itself is in the client's).
      const problems = draft.eInvoice && problemsIn(languageOf(request), draft.eInvoice.problems);
      return problems ? { ...draft, eInvoice: { ...draft.eInvoice!, problems } } : draft;
    },
  );
  app.get(
    '/api/reminders',
    { preHandler, schema: { tags: r, response: { 200: z.array(reminderSchema) } } },
    (request) => send.listReminders(app.deps, request.userId),
  );
}

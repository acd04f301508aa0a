import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROLE_IDS,
  errorSchema,
  webhookCreatedSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookListSchema,
  webhookParamsSchema,
  webhookPatchSchema,
  webhookSchema,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  createWebhook,
  deleteWebhook,
  deliveriesPage,
  getWebhook,
  listWebhooks,
  patchWebhook,
  retryDelivery,
  sendTest,
} from './webhooks.service.ts';

/** Webhooks (docs/api.md, "Webhooks"): Administrators only, and never an API token. */
export async function webhooksRoutes(app: FastifyInstance, { db, allowPrivate }: { db: Db; allowPrivate: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const config = { roles: [ROLE_IDS.administrator] };
  const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
  const options = { allowPrivate };

  r.get(
    '/webhooks',
    {
      config,
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: 'Every webhook, newest first (Administrators only)',
        response: { 200: webhookListSchema, ...refusals },
      },
    },
    async () => ({ webhooks: await listWebhooks(db) }),
  );

  r.post(
    '/webhooks',
    {
      config,
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Make a webhook: its signing secret is in this answer only (Administrators only)',
        body: webhookInputSchema,
        response: { 201: webhookCreatedSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createWebhook(db, request.body, options, actorOf(request))),
  );

  r.get(
    '/webhooks/:id',
    {
      config,
      schema: {
        operationId: 'getWebhook',
        tags,
        summary: 'One webhook (Administrators only)',
        params: webhookParamsSchema,
        response: { 200: webhookSchema, ...refusals, 404: errorSchema },
      },
    },
    (request) => getWebhook(db, request.params.id),
  );

  r.patch(
    '/webhooks/:id',
    {
      config,
      schema: {
        operationId: 'updateWebhook',
        tags,
        summary: "Change a webhook's address, event types, description or whether it is enabled (Administrators only)",
        params: webhookParamsSchema,
        body: webhookPatchSchema,
        response: { 200: webhookSchema, ...refusals, 404: errorSchema },
      },
    },
    (request) => patchWebhook(db, request.params.id, request.body, options, actorOf(request)),
  );

  r.delete(
    '/webhooks/:id',
    {
      config,
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Delete a webhook and its deliveries (Administrators only)',
        params: webhookParamsSchema,
        response: { 204: z.null(), ...refusals, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteWebhook(db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/webhooks/:id/deliveries',
    {
      config,
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: "A page of a webhook's deliveries, newest first (Administrators only)",
        params: webhookParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema, ...refusals, 404: errorSchema },
      },
    },
    (request) => deliveriesPage(db, request.params.id, request.query),
  );

  r.post(
    '/webhooks/:id/deliveries/:deliveryId/retry',
    {
      config,
      schema: {
        operationId: 'retryWebhookDelivery',
        tags,
        summary: 'Send a delivery again now, with a new day of retries (Administrators only)',
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliverySchema, ...refusals, 404: errorSchema },
      },
    },
    (request) => retryDelivery(db, request.params.id, request.params.deliveryId, actorOf(request)),
  );

  r.post(
    '/webhooks/:id/test',
    {
      config,
      schema: {
        operationId: 'sendWebhookTest',
        tags,
        summary: 'Send a test: a webhook.test delivery with a small data body (Administrators only)',
        params: webhookParamsSchema,
        response: { 202: webhookDeliverySchema, ...refusals, 404: errorSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await sendTest(db, request.params.id, actorOf(request))),
  );
}

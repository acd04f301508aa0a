import type { FormEvent } from 'react';
import { Checkbox, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  webhookInputSchema,
  type WebhookCreated,
  type WebhookInput,
} from '@console/contracts';
import { FieldErrors } from '../../../components/form/field-mark.tsx';
import { fieldMessages } from '../../../components/form/field-status.ts';
import { reportInvalidForm, reportSaveFailure, reportSaveSuccess, saveMessages } from '../../../components/form/save-feedback.ts';
import { DialogFormActions } from '../../../components/form/form-actions.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateWebhook } from '../../../entities/webhooks/api/create-webhook.ts';

const webhookSaveMessages = saveMessages('Webhook');
const FIELDS = ['url', 'events', 'description'] as const;
const empty = (): WebhookInput => ({ url: '', events: [], description: '' });

interface NewWebhookModalProps {
  opened: boolean;
  onClose: () => void;
  /** The new webhook with its secret, to show at once. */
  onCreated: (created: WebhookCreated) => void;
}

/** New Webhook: the address, the event types (checkboxes) and a description. */
export function NewWebhookModal({ opened, onClose, onCreated }: NewWebhookModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(webhookInputSchema, empty());
  const createWebhook = useCreateWebhook();
  const { field: events, fieldState: eventsState } = useController({ control: form.control, name: 'events' });
  const eventMessages = fieldMessages(eventsState.error);

  async function handleValid(values: Parameters<typeof createWebhook.mutateAsync>[0]) {
    try {
      const created = await createWebhook.mutateAsync(values);
      form.reset(empty());
      reportSaveSuccess(webhookSaveMessages, 'create');
      onCreated(created);
    } catch (error) {
      reportSaveFailure({ messages: webhookSaveMessages, fields: FIELDS }, 'create', error, form.setError);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.stopPropagation();
    void form.handleSubmit(handleValid, () => reportInvalidForm(webhookSaveMessages, 'create'))(event);
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('webhooks.new')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate aria-label={t('webhooks.formNew')}>
        <Stack gap="md">
          <TextField control={form.control} name="url" label={t('webhooks.field.url')} required maxLength={WEBHOOK_URL_MAX_LENGTH} />
          <Checkbox.Group
            label={t('webhooks.field.events')}
            withAsterisk
            value={(events.value ?? []) as string[]}
            onChange={events.onChange}
            error={eventMessages.length > 0 ? <FieldErrors messages={eventMessages} /> : undefined}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`webhooks.event.${type}`)} onBlur={events.onBlur} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <TextareaField control={form.control} name="description" label={t('webhooks.field.description')} />
          <DialogFormActions onCancel={onClose} saving={createWebhook.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

import { messages, pickupTagText, type LabelFormat } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './batches.repository.ts';
import type { NameLabel, LabelSheet } from '@console/contracts';
import { renderLabels } from './labels/render-labels.ts';

type LabelRow = Awaited<ReturnType<typeof repo.findBatchLabelRows>>[number];

function nameLabel(row: LabelRow): NameLabel {
  const care = [row.medical_conditions, row.diet_restrictions].filter((text) => text).join('; ');
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    eventName: row.event_name,
    allergies: row.food_allergies || null,
    care: care || null,
  };
}

/**
 * What a batch's labels print (docs/api.md, "Labels"): a name label for each child it checked in
 * (one for each event), then the adult's pickup tag with the children's first names; a batch of
 * no child (adults at a service) gets a name label each and no tag, there being nobody to collect.
 * Printed again, it is the same code: the code is the batch's.
 */
export async function batchLabelSheet(db: Db, batchId: string): Promise<LabelSheet> {
  const batch = await repo.findBatch(db, batchId);
  if (!batch) throw notFound(messages.stations.batchNotFound);
  const rows = await repo.findBatchLabelRows(db, batchId);
  const children = rows.filter((row) => row.role === 'child');
  const labelled = children.length > 0 ? children : rows;
  return {
    securityCode: batch.security_code,
    date: batch.day,
    nameLabels: labelled.map(nameLabel),
    pickupTag:
      children.length > 0
        ? { childrenFirstNames: [...new Set(children.map((row) => row.first_name))], qrText: pickupTagText(batch.id, batch.security_code) }
        : null,
  };
}

export async function batchLabels(db: Db, batchId: string, format: LabelFormat): Promise<Buffer> {
  return renderLabels(await batchLabelSheet(db, batchId), format);
}

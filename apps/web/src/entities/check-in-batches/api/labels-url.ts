import type { LabelFormat } from '@console/contracts';

/**
 * The address of a batch's labels (`GET /api/check-in-batches/{batchId}/labels.pdf`): the name
 * labels and the pickup tag, in the station's format unless one is given. Opened as a page, so the
 * browser's own viewer prints it with the station's cookie; asking again prints the same code.
 */
export function labelsUrl(batchId: string, format?: LabelFormat): string {
  return `/api/check-in-batches/${encodeURIComponent(batchId)}/labels.pdf${format ? `?format=${format}` : ''}`;
}

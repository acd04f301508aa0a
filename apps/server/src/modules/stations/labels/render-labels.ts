import type { LabelFormat } from '@console/contracts';
import { drawNameLabel, drawPickupTag } from './draw-label.ts';
import { labelDocument } from './label-document.ts';
import type { LabelSheet } from '@console/contracts';
import { type LabelBox, LABEL_STOCKS } from './label-stock.ts';

/**
 * A batch's labels as a PDF on the given stock: a name label for each child, then the adult's
 * pickup tag, one a page on a roll, 30 a sheet on Avery 5160 (a new sheet after 30). Made in
 * memory: no file, no network.
 */
export async function renderLabels(sheet: LabelSheet, format: LabelFormat): Promise<Buffer> {
  const stock = LABEL_STOCKS[format];
  const { doc, finish } = labelDocument({ width: stock.pageWidth, height: stock.pageHeight, title: `Labels ${sheet.securityCode}` });

  const labels: ((box: LabelBox) => void)[] = sheet.nameLabels.map(
    (label) => (box) => drawNameLabel(doc, box, label, sheet.securityCode, sheet.date),
  );
  const { pickupTag } = sheet;
  if (pickupTag) labels.push((box) => drawPickupTag(doc, box, pickupTag, sheet.securityCode, sheet.date));
  labels.forEach((draw, index) => {
    const place = index % stock.labelsPerPage;
    if (place === 0) doc.addPage();
    draw(inset(stock.box(place), stock.padding));
  });
  // A PDF needs a page; a batch always has a child, but an empty sheet should still open.
  if (labels.length === 0) doc.addPage();

  return finish();
}

function inset(box: LabelBox, by: number): LabelBox {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}

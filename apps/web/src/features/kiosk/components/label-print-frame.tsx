import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { LabelFormat } from '@console/contracts';
import { useQrImage } from '../../../components/qr-image.ts';
import type { LabelSheet } from '@console/contracts';
import { LabelPrintPage } from './label-print-page.tsx';

/** Images of the page drawn, so that the pickup tag never prints without its QR code. */
async function imagesReady(document: Document) {
  await Promise.all(
    Array.from(document.images, (image) => (image.complete || !image.decode ? undefined : image.decode().catch(() => undefined))),
  );
}

/** Prints the frame's page once its images are drawn, and marks the frame printed (what the tests read). */
async function printWhenDrawn(frame: HTMLIFrameElement, title: string) {
  const page = frame.contentDocument!;
  page.title = title;
  await imagesReady(page);
  frame.contentWindow?.print();
  frame.dataset.printed = 'true';
}

/**
 * The print page in a hidden frame, printed once it is drawn: the frame's own `print()` prints
 * its page alone, with its own @page size. Chromium started with `--kiosk --kiosk-printing` sends
 * it to the default printer with no dialog (docs/operations.md, "Printing labels at a kiosk").
 * The frame stays while the "Done" screen shows, so that a print in progress is not cut off.
 */
export function LabelPrintFrame({ sheet, format }: { sheet: LabelSheet; format: LabelFormat }) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const qr = useQrImage(sheet.pickupTag?.qrText ?? null, 256);
  const printed = useRef(false);
  const body = frame?.contentDocument?.body ?? null;
  const ready = body !== null && (sheet.pickupTag === null || qr.data !== undefined);

  useEffect(() => {
    if (!ready || !frame || printed.current) return;
    printed.current = true;
    void printWhenDrawn(frame, t('kiosk.labels.frame'));
  }, [ready, frame, t]);

  return (
    <>
      <iframe
        ref={setFrame}
        title={t('kiosk.labels.frame')}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="label-print-frame"
        style={{ position: 'fixed', left: 0, top: 0, width: 0, height: 0, border: 0, opacity: 0, pointerEvents: 'none' }}
      />
      {body && createPortal(<LabelPrintPage sheet={sheet} format={format} qrImage={qr.data} />, body)}
    </>
  );
}

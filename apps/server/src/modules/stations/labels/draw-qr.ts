import QRCode from 'qrcode';

/** White modules around the code. ISO 18004 asks for 4; the label's blank edge (its padding, 2½ modules or more) makes up the rest. */
const QUIET_MODULES = 2;

/**
 * A QR code of `text` drawn as vector squares filling `side` × `side` points at (x, y): sharp at
 * any printer's resolution, and a few hundred bytes. Error correction M, as the app's other codes.
 * Each row's dark runs become one rectangle, all filled as one path, so no seam shows between them.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const unit = side / (modules.size + 2 * QUIET_MODULES);
  const left = x + QUIET_MODULES * unit;
  const top = y + QUIET_MODULES * unit;
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      doc.rect(left + start * unit, top + row * unit, (column - start) * unit, unit);
    }
  }
  doc.fillColor('black').fill();
}

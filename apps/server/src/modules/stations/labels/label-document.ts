import PDFDocument from 'pdfkit';
import { labelFonts } from './label-fonts.ts';

/**
 * A PDF made in memory with the labels' two fonts registered ('regular' and 'bold'), for the
 * station's labels and the members' cards alike; `finish` ends it and answers its bytes.
 */
export function labelDocument({ width, height, title }: { width: number; height: number; title: string }) {
  const fonts = labelFonts();
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: false,
    // No default font: pdfkit's would be Helvetica, listed in the file though never used.
    font: '',
    info: { Title: title, Creator: 'Community Console' },
  });
  // pdfkit takes a font parsed by fontkit (its own font engine) though its types list only files.
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const finish = async () => {
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  };
  return { doc, finish };
}

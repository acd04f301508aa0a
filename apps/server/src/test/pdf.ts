import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PDF read back by poppler (a reader that shares no code with the writer): each page's text. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    // pdftotext ends every page with a form feed.
    return stdout.split('\f').slice(0, -1);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

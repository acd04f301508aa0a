import { execFile } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import QRCode from 'qrcode';

const run = promisify(execFile);

/** Chromium's flags that replace the camera by a video file and grant it without a prompt. */
export function fakeCameraArgs(videoFile: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${videoFile}`];
}

export interface FakeCameraVideo {
  /** The `.y4m` file to hand to `--use-file-for-fake-video-capture`. */
  file: string;
  /** Deletes the temporary folder. */
  remove: () => Promise<void>;
}

/**
 * A camera video that shows `text` as a QR code: a 480 px code (with its quiet zone) centred on a
 * white 640×480 frame, 3 seconds at 10 frames a second, in the raw Y4M format Chromium's fake
 * capture device reads (it loops the file).
 */
export async function makeQrVideo(text: string): Promise<FakeCameraVideo> {
  const dir = await mkdtemp(join(tmpdir(), 'check-in-camera-'));
  const png = join(dir, 'qr.png');
  const file = join(dir, 'camera.y4m');
  await QRCode.toFile(png, text, {
    type: 'png',
    width: 440,
    margin: 4,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    png,
    '-vf',
    'scale=480:480:flags=neighbor,pad=640:480:(ow-iw)/2:(oh-ih)/2:white',
    '-t',
    '3',
    '-r',
    '10',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface QrSequenceOptions {
  /** How long each code is shown. */
  secondsEach: number;
  /** A blank lead, so that the camera's start does not eat the first code. */
  leadSeconds: number;
  /** A blank tail, so that the video (which loops) does not start again during the test. */
  tailSeconds: number;
}

const QUEUE_WIDTH = 320;
const QUEUE_HEIGHT = 240;
const QUEUE_FPS = 10;

/**
 * Each frame carries its own number in binary, as FRAME_BITS squares down the left edge (black is
 * 1), outside the scan square, so that a test can tell which frame the camera delivered when.
 */
export const FRAME_MARK = { bits: 10, left: 8, top: 10, size: 8, step: 20, fps: QUEUE_FPS } as const;

function paint(luma: Buffer, left: number, top: number, size: number) {
  for (let y = 0; y < size; y += 1) luma.fill(0, (top + y) * QUEUE_WIDTH + left, (top + y) * QUEUE_WIDTH + left + size);
}

/** One 4:2:0 frame (full-range luma, neutral chroma): white, its number marked, and `text`'s QR code centred when given. */
function queueFrame(text: string | null, number: number): Buffer {
  const luma = Buffer.alloc(QUEUE_WIDTH * QUEUE_HEIGHT, 255);
  for (let bit = 0; bit < FRAME_MARK.bits; bit += 1)
    if ((number >> bit) & 1) paint(luma, FRAME_MARK.left, FRAME_MARK.top + bit * FRAME_MARK.step, FRAME_MARK.size);
  if (text !== null) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    const cell = Math.floor(200 / (modules.size + 2 * quiet));
    const left = Math.floor((QUEUE_WIDTH - modules.size * cell) / 2);
    const top = Math.floor((QUEUE_HEIGHT - modules.size * cell) / 2);
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) paint(luma, left + column * cell, top + row * cell, cell);
  }
  const chroma = Buffer.alloc((QUEUE_WIDTH / 2) * (QUEUE_HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/**
 * A camera video that shows `texts` as QR codes one after another, each `secondsEach` long, after
 * a blank lead: a queue of members holding their codes up in turn. The raw Y4M frames are written
 * here, frame by frame, so that each code lasts exactly its time (320×240 at 10 frames a second,
 * about 115 kB a frame).
 */
export async function makeQrSequenceVideo(
  texts: string[],
  { secondsEach, leadSeconds, tailSeconds }: QrSequenceOptions,
): Promise<FakeCameraVideo> {
  const dir = await mkdtemp(join(tmpdir(), 'check-in-queue-'));
  const file = join(dir, 'camera.y4m');
  const shown = [
    ...Array<string | null>(Math.round(leadSeconds * QUEUE_FPS)).fill(null),
    ...texts.flatMap((text) => Array<string>(Math.round(secondsEach * QUEUE_FPS)).fill(text)),
    ...Array<string | null>(Math.round(tailSeconds * QUEUE_FPS)).fill(null),
  ];
  if (shown.length >= 2 ** FRAME_MARK.bits) throw new Error(`${shown.length} frames do not fit ${FRAME_MARK.bits} bits`);
  const out = await open(file, 'w');
  try {
    await out.write(Buffer.from(`YUV4MPEG2 W${QUEUE_WIDTH} H${QUEUE_HEIGHT} F${QUEUE_FPS}:1 Ip A1:1 C420jpeg\n`));
    for (const [number, text] of shown.entries()) await out.write(queueFrame(text, number));
  } finally {
    await out.close();
  }
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

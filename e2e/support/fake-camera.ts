import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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

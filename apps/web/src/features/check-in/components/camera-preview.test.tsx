import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { TestEnvMantine, renderWithApp } from '../../../test/render.tsx';
import { CAMERA_STORAGE_KEY, useCamera } from '../hooks/use-camera.ts';
import { checkInMessages } from '../messages.ts';
import { CameraPreview } from './camera-preview.tsx';

// Jsdom has no camera: navigator.mediaDevices is faked with two video inputs, and every stream
// holds one fake video track. (The real-camera path is covered by Playwright with Chromium's fake device.)

interface FakeTrack {
  kind: 'video';
  deviceId: string;
  getSettings: () => { deviceId: string };
  getCapabilities: () => MediaTrackCapabilities & { torch?: boolean };
  applyConstraints: Mock<(constraints: MediaTrackConstraints) => Promise<void>>;
  stop: Mock<() => void>;
}

const cameras = [
  { deviceId: 'front-cam', label: 'Front camera' },
  { deviceId: 'back-cam', label: 'Back camera' },
];

let torchSupported = true;
/** When set, getUserMedia rejects with a DOMException of this name. */
let failWith: string | null = null;
let tracks: FakeTrack[] = [];
let getUserMedia: Mock<(constraints: MediaStreamConstraints) => Promise<MediaStream>>;

function fakeTrack(deviceId: string): FakeTrack {
  const track: FakeTrack = {
    kind: 'video',
    deviceId,
    getSettings: () => ({ deviceId }),
    getCapabilities: () => (torchSupported ? { torch: true } : {}),
    applyConstraints: vi.fn(async () => undefined),
    stop: vi.fn(),
  };
  tracks.push(track);
  return track;
}

function fakeStream(track: FakeTrack): MediaStream {
  return { getTracks: () => [track], getVideoTracks: () => [track], getAudioTracks: () => [] } as unknown as MediaStream;
}

function requestedExactId(constraints: MediaStreamConstraints): string | undefined {
  const video = constraints.video as MediaTrackConstraints | undefined;
  return (video?.deviceId as ConstrainDOMStringParameters | undefined)?.exact as string | undefined;
}

beforeEach(() => {
  torchSupported = true;
  failWith = null;
  tracks = [];
  getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    if (failWith) throw new DOMException('Requested device not found', failWith);
    const exact = requestedExactId(constraints);
    if (exact !== undefined) {
      if (!cameras.some((camera) => camera.deviceId === exact))
        throw new DOMException('Constraints could be not satisfied', 'OverconstrainedError');
      return fakeStream(fakeTrack(exact));
    }
    // The default camera (facingMode environment): this machine answers with the front one.
    return fakeStream(fakeTrack('front-cam'));
  });
  const enumerateDevices = vi.fn(async () => cameras.map((camera) => ({ ...camera, kind: 'videoinput', groupId: 'g' }) as MediaDeviceInfo));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia, enumerateDevices } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function Preview() {
  return <CameraPreview camera={useCamera()} />;
}

function Harness() {
  return (
    <TestEnvMantine>
      <Preview />
    </TestEnvMantine>
  );
}

const renderPreview = () => renderWithApp(<Harness />);
const cameraSelect = () => screen.findByRole('combobox', { name: 'Camera' });
const defaultRequest = { video: { facingMode: { ideal: 'environment' } }, audio: false };
const exactRequest = (deviceId: string) => ({ video: { deviceId: { exact: deviceId } }, audio: false });

describe('CameraPreview with the real useCamera', () => {
  it('lists both cameras, switches to the one chosen, stops the previous track and remembers the choice', async () => {
    const { user, unmount } = renderPreview();
    const select = await cameraSelect();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenLastCalledWith(defaultRequest);
    expect(select).toHaveDisplayValue('Front camera');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Front camera', 'Back camera']);
    await user.selectOptions(select, 'Back camera');

    await waitFor(() => expect(getUserMedia).toHaveBeenLastCalledWith(exactRequest('back-cam')));
    expect(tracks[0]?.stop).toHaveBeenCalled();
    expect(localStorage.getItem(CAMERA_STORAGE_KEY)).toBe('back-cam');
    await waitFor(async () => expect(await cameraSelect()).toHaveDisplayValue('Back camera'));
    expect(tracks[1]?.stop).not.toHaveBeenCalled();

    // A fresh mount starts with the remembered camera.
    unmount();
    expect(tracks[1]?.stop).toHaveBeenCalled();
    getUserMedia.mockClear();
    renderPreview();
    expect(await cameraSelect()).toHaveDisplayValue('Back camera');
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenCalledWith(exactRequest('back-cam'));
  });

  it('falls back to the default camera when the remembered one is gone, without an error', async () => {
    localStorage.setItem(CAMERA_STORAGE_KEY, 'gone-cam');
    renderPreview();
    expect(await cameraSelect()).toHaveDisplayValue('Front camera');
    expect(getUserMedia.mock.calls.map(([constraints]) => constraints)).toEqual([exactRequest('gone-cam'), defaultRequest]);
    expect(screen.queryByText(checkInMessages.cameraNotFound)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(CAMERA_STORAGE_KEY)).toBeNull();
  });

  it('shows a torch button when the track supports it, turning the torch on and off', async () => {
    const { user } = renderPreview();
    const torchOn = await screen.findByRole('button', { name: 'Torch on' });
    expect(torchOn).toHaveAttribute('aria-pressed', 'false');
    const [track] = tracks;
    if (!track) throw new Error('No camera track was opened');

    await user.click(torchOn);
    const torchOff = await screen.findByRole('button', { name: 'Torch off' });
    expect(track.applyConstraints).toHaveBeenCalledTimes(1);
    expect(track.applyConstraints).toHaveBeenLastCalledWith({ advanced: [{ torch: true }] });
    expect(torchOff).toHaveAttribute('aria-pressed', 'true');

    await user.click(torchOff);
    expect(await screen.findByRole('button', { name: 'Torch on' })).toHaveAttribute('aria-pressed', 'false');
    expect(track.applyConstraints).toHaveBeenCalledTimes(2);
    expect(track.applyConstraints).toHaveBeenLastCalledWith({ advanced: [{ torch: false }] });
  });

  it('shows no torch button when the track has no torch', async () => {
    torchSupported = false;
    renderPreview();
    await cameraSelect();
    expect(screen.queryByRole('button', { name: /torch/i })).not.toBeInTheDocument();
  });

  it('says Camera not found. when getUserMedia rejects with NotFoundError', async () => {
    failWith = 'NotFoundError';
    renderPreview();
    expect(await screen.findByText(checkInMessages.cameraNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Camera' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /torch/i })).not.toBeInTheDocument();
  });

  it('on a page that is not secure (http:// away from localhost), says the camera needs https and explains the set-ups', async () => {
    // Such a page has no navigator.mediaDevices at all: browsers hide it outside a secure context.
    Reflect.deleteProperty(navigator, 'mediaDevices');
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    try {
      const { user } = renderPreview();
      expect(await screen.findByText(/The camera needs a secure \(https\) address/)).toBeInTheDocument();
      expect(screen.queryByText(checkInMessages.cameraNotFound)).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Camera' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'How to set it up' }));
      const help = await screen.findByRole('dialog', { name: 'The door on a phone' });
      expect(help).toHaveTextContent('http://localhost:3000');
      expect(help).toHaveTextContent('HTTPS=self-signed HOST=0.0.0.0');
      expect(help).toHaveTextContent('http://ADDRESS:3000/console-authority.crt');
      expect(help).toHaveTextContent('Caddy');
      expect(help).toHaveTextContent('docs/operations.md');
    } finally {
      Reflect.deleteProperty(window, 'isSecureContext');
    }
  });
});

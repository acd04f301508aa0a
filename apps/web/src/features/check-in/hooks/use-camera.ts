import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { grabScanFrame } from '../frame-grabber.ts';
import { i18n } from '../../../lib/i18n/index.ts';

export const CAMERA_STORAGE_KEY = 'checkIn.cameraId';

/** 'insecure': the page is not a secure context (http:// away from localhost), where browsers give no camera. */
export type CameraStatus = 'starting' | 'ready' | 'not-found' | 'insecure';

export interface CameraDevice {
  deviceId: string;
  label: string;
}

export interface Camera {
  /** Attach to the preview `<video>`. */
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  /** The video inputs, once the permission is granted (labels are empty before). */
  devices: CameraDevice[];
  /** The camera in use. */
  deviceId: string | null;
  /** Switches camera and remembers the choice on this machine. */
  selectDevice: (deviceId: string) => void;
  torch: { supported: boolean; on: boolean; toggle: () => void };
  /** The scan square of the current frame, or null when there is none yet. */
  grabFrame: () => ImageData | null;
}

interface CameraState {
  status: CameraStatus;
  devices: CameraDevice[];
  deviceId: string | null;
  torchSupported: boolean;
  torchOn: boolean;
}

/**
 * Browsers give the camera only to a secure page (https, or localhost): elsewhere they hide
 * navigator.mediaDevices, so that 'Camera not found.' would blame a camera that is there.
 */
const isSecurePage = () => window.isSecureContext !== false;

function storedDeviceId(): string | null {
  try {
    return localStorage.getItem(CAMERA_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeDeviceId(deviceId: string | null) {
  try {
    if (deviceId) localStorage.setItem(CAMERA_STORAGE_KEY, deviceId);
    else localStorage.removeItem(CAMERA_STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the choice is just not remembered.
  }
}

async function openStream(deviceId: string | null): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('No media devices');
  if (deviceId) {
    try {
      return await navigator.mediaDevices.getUserMedia({ video: { deviceId: { exact: deviceId } }, audio: false });
    } catch {
      // The remembered camera is gone (unplugged, another machine): fall back to the default.
      storeDeviceId(null);
    }
  }
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
}

async function listCameras(): Promise<CameraDevice[]> {
  const all = await navigator.mediaDevices.enumerateDevices();
  return all
    .filter((device) => device.kind === 'videoinput')
    .map((device, index) => ({ deviceId: device.deviceId, label: device.label || i18n.t('checkIn.cameraNumber', { number: index + 1 }) }));
}

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The live camera of the check-in screen: opens the back camera by default (or the one chosen
 * before), lists the others, drives the torch where the track offers one, and grabs scan frames.
 * 'not-found' when no camera can be used (no device, permission refused, camera busy), 'insecure'
 * when the page may not have one.
 */
export function useCamera(): Camera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const trackRef = useRef<MediaStreamTrack | null>(null);
  const [requestedId, setRequestedId] = useState<string | null>(storedDeviceId);
  const [state, setState] = useState<CameraState>(() => ({
    status: isSecurePage() ? 'starting' : 'insecure',
    devices: [],
    deviceId: null,
    torchSupported: false,
    torchOn: false,
  }));

  useEffect(() => {
    if (!isSecurePage()) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    const video = videoRef.current;
    const start = async () => {
      try {
        stream = await openStream(requestedId);
        if (cancelled) return stopStream(stream);
        const devices = await listCameras();
        const track = stream.getVideoTracks()[0];
        if (cancelled) return stopStream(stream);
        if (!track || devices.length === 0) throw new Error('No video input');
        trackRef.current = track;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        const capabilities = (track.getCapabilities?.() ?? {}) as MediaTrackCapabilities & { torch?: boolean };
        setState({
          status: 'ready',
          devices,
          deviceId: track.getSettings().deviceId ?? null,
          torchSupported: capabilities.torch === true,
          torchOn: false,
        });
      } catch {
        stopStream(stream);
        if (!cancelled) setState((previous) => ({ ...previous, status: 'not-found', torchSupported: false, torchOn: false }));
      }
    };
    void start();
    return () => {
      cancelled = true;
      stopStream(stream);
      trackRef.current = null;
      if (video && video.srcObject === stream) video.srcObject = null;
    };
  }, [requestedId]);

  const selectDevice = useCallback((deviceId: string) => {
    storeDeviceId(deviceId);
    setState((previous) => ({ ...previous, status: 'starting' }));
    setRequestedId(deviceId);
  }, []);

  const toggleTorch = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const on = !state.torchOn;
    track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] }).then(
      () => setState((previous) => ({ ...previous, torchOn: on })),
      () => setState((previous) => ({ ...previous, torchSupported: false, torchOn: false })),
    );
  }, [state.torchOn]);

  const grabFrame = useCallback(() => {
    const video = videoRef.current;
    if (!video) return null;
    canvasRef.current ??= document.createElement('canvas');
    return grabScanFrame(video, canvasRef.current);
  }, []);

  return {
    videoRef,
    status: state.status,
    devices: state.devices,
    deviceId: state.deviceId,
    selectDevice,
    torch: { supported: state.torchSupported, on: state.torchOn, toggle: toggleTorch },
    grabFrame,
  };
}

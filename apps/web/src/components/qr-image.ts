import { useQuery } from '@tanstack/react-query';

/**
 * A QR code holding `text`, as an image's data URL (error correction M, a quiet zone of two
 * modules). The `qrcode` library is loaded the first time a code is drawn, so that a screen which
 * only may draw one (the check-in screen's code for another device) does not carry it.
 */
export function useQrImage(text: string | null, width = 320) {
  return useQuery({
    queryKey: ['qr-image', text, width],
    queryFn: async () => {
      const { default: QRCode } = await import('qrcode');
      return QRCode.toDataURL(text ?? '', { margin: 2, width, errorCorrectionLevel: 'M' });
    },
    enabled: text !== null,
    staleTime: Infinity,
  });
}

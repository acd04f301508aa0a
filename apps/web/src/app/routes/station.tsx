import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QrScanner } from '../../features/check-in/components/qr-scanner.tsx';
import { getQrDecoder } from '../../features/check-in/zxing-decoder.ts';
import { KioskScreen } from '../../features/kiosk/components/kiosk-screen.tsx';
import { MannedStation } from '../../features/manned-station/index.ts';
import '../../lib/i18n/kiosk-texts.ts';
import { queryClient } from '../query-client.ts';

/** /station: a device at the door, outside the signed-in frame (its cookie, not a staff session, opens it). */
export function Component() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('kiosk.title');
  }, [t]);
  return (
    <QueryClientProvider client={queryClient}>
      <KioskScreen
        manned={(self) => <MannedStation station={self} scanner={(onText) => <QrScanner decoder={getQrDecoder()} onText={onText} />} />}
      />
    </QueryClientProvider>
  );
}

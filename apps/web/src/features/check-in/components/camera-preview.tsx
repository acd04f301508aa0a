import { ActionIcon, Alert, Box, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { IconBolt, IconBoltOff, IconCameraOff, IconLockOpen } from '@tabler/icons-react';
import type { Camera } from '../hooks/use-camera.ts';
import { checkInMessages } from '../messages.ts';
import { SCAN_REGION_RATIO } from '../scan-region.ts';
import { DoorSetupHelp } from './door-setup-help.tsx';
import { useTranslation } from 'react-i18next';

/** The live preview with the scan square drawn over it, the camera picker and the torch. */
export function CameraPreview({ camera }: { camera: Camera }) {
  const { t } = useTranslation();
  const { status, devices, deviceId, torch, videoRef } = camera;
  return (
    <Box>
      {status === 'not-found' && (
        <Alert color="red" icon={<IconCameraOff aria-hidden />} mb="sm">
          {checkInMessages.cameraNotFound}
        </Alert>
      )}
      {status === 'insecure' && (
        <Alert color="yellow" icon={<IconLockOpen aria-hidden />} mb="sm">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('checkIn.insecure')}</Text>
            <DoorSetupHelp />
          </Stack>
        </Alert>
      )}
      <Box
        pos="relative"
        maw={640}
        bg="dark.9"
        style={{
          borderRadius: 8,
          overflow: 'hidden',
          aspectRatio: '4 / 3',
          display: status === 'not-found' || status === 'insecure' ? 'none' : undefined,
        }}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('checkIn.cameraPreview')}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
        <Box
          aria-hidden
          pos="absolute"
          style={{
            top: '50%',
            left: '50%',
            height: `${SCAN_REGION_RATIO * 100}%`,
            aspectRatio: '1 / 1',
            transform: 'translate(-50%, -50%)',
            border: '3px solid rgba(255, 255, 255, 0.8)',
            borderRadius: 12,
            pointerEvents: 'none',
          }}
        />
        {status === 'starting' && (
          <Loader
            pos="absolute"
            color="white"
            style={{ top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
            aria-label={t('checkIn.startingCamera')}
          />
        )}
      </Box>
      {status === 'ready' && (
        <Group mt="sm" align="flex-end" gap="sm">
          {/* The phone's own picker at the door, and no dropdown code on the screen, which keeps it within its JavaScript budget. */}
          <NativeSelect
            label={t('checkIn.camera')}
            data={devices.map((device) => ({ value: device.deviceId, label: device.label }))}
            value={deviceId ?? ''}
            onChange={(event) => event.currentTarget.value !== deviceId && camera.selectDevice(event.currentTarget.value)}
            w={280}
          />
          {torch.supported && (
            <ActionIcon
              size="lg"
              variant={torch.on ? 'filled' : 'default'}
              onClick={torch.toggle}
              aria-label={torch.on ? t('checkIn.torchOff') : t('checkIn.torchOn')}
              title={torch.on ? t('checkIn.torchOff') : t('checkIn.torchOn')}
              aria-pressed={torch.on}
            >
              {torch.on ? <IconBoltOff aria-hidden /> : <IconBolt aria-hidden />}
            </ActionIcon>
          )}
        </Group>
      )}
    </Box>
  );
}

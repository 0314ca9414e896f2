import { Button } from '@mym/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveIngestSettings } from './LiveIngestSettings';
import { type MediaDeviceChoice, useAudioLevel, useMediaCheck } from './use-media-check';

function DeviceSelect({
  label,
  devices,
  value,
  onChange,
}: {
  label: string;
  devices: readonly MediaDeviceChoice[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="mym-field">
      <label className="mym-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="mym-live-select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {devices.map((device) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface LiveDeviceCheckProps {
  /** Where the creator's lives are listed on the host. */
  listHref?: string | undefined;
}

/**
 * Before going live: the camera and microphone chosen from the browser's devices, with the camera's picture and
 * the microphone's level, and where the streaming software sends the stream. The stream itself is the platform's
 * streaming service's: nothing here streams.
 */
export function LiveDeviceCheck({ listHref }: LiveDeviceCheckProps) {
  const { t } = useTranslation();
  const check = useMediaCheck();
  const video = useRef<HTMLVideoElement>(null);
  const stream = check.state.status === 'running' ? check.state.stream : null;
  const level = useAudioLevel(stream);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  return (
    <div className="mym-live" data-state={check.state.status}>
      <div className="mym-screen__header mym-live__header">
        <h1 className="mym-screen__title mym-live__title" tabIndex={-1}>
          {t('live_check_title')}
        </h1>
        {listHref && (
          <a className="mym-live__link" href={listHref}>
            {t('live_list_link')}
          </a>
        )}
      </div>
      <section className="mym-field-card" part="devices" aria-labelledby="mym-live-devices">
        <h2 id="mym-live-devices" className="mym-field-card__legend">
          {t('live_check_devices')}
        </h2>
        <p className="mym-field-card__hint">{t('live_check_hint')}</p>
        {check.state.status === 'denied' && (
          <p className="mym-field__error" role="alert">
            {t('live_check_denied')}
          </p>
        )}
        {check.state.status === 'unavailable' && (
          <p className="mym-field__error" role="alert">
            {t('live_check_unavailable')}
          </p>
        )}
        {stream ? (
          <>
            <div className="mym-live-check__devices">
              <DeviceSelect
                label={t('live_check_camera')}
                devices={check.cameras}
                value={check.cameraId}
                onChange={check.chooseCamera}
              />
              <DeviceSelect
                label={t('live_check_microphone')}
                devices={check.microphones}
                value={check.microphoneId}
                onChange={check.chooseMicrophone}
              />
            </div>
            <video
              ref={video}
              className="mym-live-check__preview"
              aria-label={t('live_check_preview')}
              autoPlay
              muted
              playsInline
            />
            <div className="mym-live-check__meter">
              <span id="mym-live-level">{t('live_check_level')}</span>
              <meter
                className="mym-live-check__level"
                aria-labelledby="mym-live-level"
                min={0}
                max={100}
                value={level}
                data-testid="live-level"
              />
            </div>
            <Button variant="tertiary" onClick={check.end}>
              {t('live_check_stop')}
            </Button>
          </>
        ) : (
          <Button onClick={check.start} loading={check.state.status === 'starting'}>
            {t('live_check_start')}
          </Button>
        )}
      </section>
      <LiveIngestSettings />
    </div>
  );
}

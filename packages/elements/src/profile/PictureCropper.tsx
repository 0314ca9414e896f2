import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { CropArea } from './cropped-picture';

/**
 * Frames the chosen picture in the round the profile shows: drag to move it, the slider (or the wheel, or a
 * pinch) to zoom. Loaded only once a picture is chosen.
 */
export default function PictureCropper({
  url,
  onFramed,
}: {
  url: string;
  onFramed: (area: CropArea) => void;
}) {
  const { t } = useTranslation();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <div className="mym-picture-cropper">
      <div className="mym-picture-cropper__frame">
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => onFramed(pixels)}
        />
      </div>
      <label className="mym-picture-cropper__zoom" htmlFor={zoomId}>
        {t('profile_picture_zoom')}
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.currentTarget.value))}
        />
      </label>
    </div>
  );
}

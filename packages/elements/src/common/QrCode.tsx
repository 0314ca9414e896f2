import { toString as qrCodeSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A text (an `otpauth://` URI for an authenticator app, a referral link) as a QR code. Drawn as SVG (no canvas
 * needed, crisp at any size) in dark on white, since scanners expect dark modules on a light ground whatever the
 * page's theme. `className` sizes it for the screen showing it.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrCodeSvg(value, {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    })
      .then((svg) => current && setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => current && setSource(null));
    return () => {
      current = false;
    };
  }, [value]);
  if (!source) return <div className={`${className} ${className}--pending`} aria-hidden="true" />;
  return <img className={className} src={source} alt={label} width={192} height={192} />;
}

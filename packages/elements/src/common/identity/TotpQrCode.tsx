import { toString as qrCodeSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The `otpauth://` URI as a QR code for an authenticator app. Drawn as SVG (no canvas needed, crisp at any
 * size) in dark on white, since scanners expect dark modules on a light ground whatever the page's theme.
 */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrCodeSvg(uri, {
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
  }, [uri]);
  if (!source) return <div className="mym-totp__qr mym-totp__qr--pending" aria-hidden="true" />;
  return <img className="mym-totp__qr" src={source} alt={label} width={192} height={192} />;
}

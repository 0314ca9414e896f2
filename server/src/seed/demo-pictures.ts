import sharp from 'sharp';

export type Rgb = readonly [number, number, number];

const hex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * A picture a demo cloud can show: a sky from `from` to `to`, a sun and two
 * hills placed by `seed`, drawn from SVG by sharp as a PNG (a format every rule of spec 5 accepts). `kind`
 * `frame` is a 16:9 still for a video's poster frame; `photo` is square.
 */
export async function demoPicture(
  from: Rgb,
  to: Rgb,
  seed: number,
  kind: 'photo' | 'frame',
): Promise<Buffer> {
  const [width, height] = kind === 'frame' ? [640, 360] : [480, 480];
  const sunX = Math.round(width * (0.2 + ((seed * 37) % 60) / 100));
  const sunY = Math.round(height * (0.25 + ((seed * 17) % 25) / 100));
  const hill = (lift: number, shade: number) => {
    const y = Math.round(height * lift);
    const colour = hex(to.map((v) => v * shade) as unknown as Rgb);
    return `<path d="M0 ${y} Q ${width * 0.3} ${y - height * 0.18} ${width * 0.55} ${y} T ${width} ${y - height * 0.06} V ${height} H 0 Z" fill="${colour}"/>`;
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">
    <stop offset="0" stop-color="${hex(from)}"/><stop offset="1" stop-color="${hex(to)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${Math.round(height * 0.12)}" fill="#fff6d8" fill-opacity="0.85"/>
  ${hill(0.72, 0.55)}
  ${hill(0.86, 0.3)}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

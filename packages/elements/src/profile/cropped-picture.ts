/** The part of the image kept, in the image's own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A picture chosen for the profile and not saved yet: its file, a local address to show it, what is kept. */
export interface PendingPicture {
  file: File;
  url: string;
  area: CropArea | null;
}

/** Side of the saved square: enough for every size the profile shows it at, small to send. */
const PICTURE_SIDE_PX = 800;

/**
 * The file to upload: the kept square drawn at most PICTURE_SIDE_PX wide, as JPEG. The original file when
 * nothing was framed yet (the image never loaded) or the browser cannot draw it.
 */
export async function croppedPicture({ file, url, area }: PendingPicture): Promise<File> {
  if (!area || area.width <= 0 || area.height <= 0) return file;
  const image = await loadImage(url);
  const side = Math.min(PICTURE_SIDE_PX, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = Math.round((side * area.height) / area.width);
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) return file;
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'profile'}.jpg`;
  return new File([blob], name, { type: 'image/jpeg' });
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chosen picture could not be read'));
    image.src = url;
  });
}

/*
 * What a browser reads from a video before it is sent: its length (for the rules of spec 5) and a poster frame
 * (its preview; the server decodes no video). Nothing here runs without a DOM (Node).
 */

/** Loads a video file's metadata in a detached `<video>`, and gives the element back once `ready` settles. */
function withVideo<T>(
  file: Blob,
  timeoutMs: number,
  ready: (video: HTMLVideoElement, done: (value: T | null) => void) => void,
): Promise<T | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: T | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.muted = true;
    video.playsInline = true;
    video.onerror = () => done(null);
    ready(video, done);
    video.src = url;
  });
}

const canReadVideo = (file: unknown): file is Blob =>
  file instanceof Blob && typeof document !== 'undefined' && Boolean(URL.createObjectURL);

/**
 * A video's length in seconds, read by the browser from its metadata; null when it cannot tell (an unknown
 * codec, no DOM, or after `timeoutMs`): the server measures it anyway.
 */
export function readVideoDuration(file: unknown, timeoutMs = 5000): Promise<number | null> {
  if (!canReadVideo(file)) return Promise.resolve(null);
  return withVideo<number>(file, timeoutMs, (video, done) => {
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
  });
}

/** The longest side of a poster frame a browser captures, in pixels: the server's preview size. */
const POSTER_MAX_PX = 480;

/**
 * A poster frame of a video, drawn by the browser: the frame at one second (or the middle of a shorter clip), at
 * most 480 px, as JPEG. Null where there is no DOM (Node), for a codec the browser cannot play, or after
 * `timeoutMs`.
 */
export function capturePoster(file: unknown, timeoutMs = 5000): Promise<Blob | null> {
  if (!canReadVideo(file)) return Promise.resolve(null);
  return withVideo<Blob>(file, timeoutMs, (video, done) => {
    video.preload = 'auto';
    video.onloadedmetadata = () => {
      video.currentTime = Number.isFinite(video.duration) ? Math.min(1, video.duration / 2) : 0;
    };
    video.onseeked = () => {
      const scale = Math.min(1, POSTER_MAX_PX / Math.max(video.videoWidth, video.videoHeight, 1));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
      canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
      const context = canvas.getContext('2d');
      if (!context || video.videoWidth === 0) return done(null);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => done(blob), 'image/jpeg', 0.85);
    };
  });
}

/**
 * A video file's length in seconds, read by the browser from its metadata, so the 3 h rule of spec 5 is judged
 * before any byte is sent; null when the browser cannot tell (unknown codec, no DOM) — the server checks again.
 */
export function readVideoDuration(file: File, timeoutMs = 5000): Promise<number | null> {
  if (!file.type.startsWith('video') || typeof document === 'undefined' || !URL.createObjectURL) {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (duration: number | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(duration);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

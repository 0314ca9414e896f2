import type { ApiAnswer, Respond } from './fake-api';

/**
 * The API's tus endpoint (DESIGN "Uploads") for `fakeApi`: `POST /uploads` answers the new upload's `Location`,
 * and its `PATCH` takes the rest of the file and answers `media`, the media the API made of it.
 */
export function tusUploads(media: unknown): Respond {
  const uploads: { length: number }[] = [];
  return (call): ApiAnswer => {
    if (call.method === 'POST' && call.path === '/uploads') {
      uploads.push({ length: Number(call.headers.get('Upload-Length')) });
      return { status: 201, headers: { Location: `${call.url.origin}/uploads/u${uploads.length - 1}` } };
    }
    const upload = uploads[Number(call.path.split('/uploads/u')[1])];
    if (call.method !== 'PATCH' || !call.path.startsWith('/uploads/u') || !upload) return undefined;
    return { status: 200, body: { data: media }, headers: { 'Upload-Offset': String(upload.length) } };
  };
}

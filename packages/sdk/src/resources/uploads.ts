import { UPLOAD_CHUNK_BYTES } from '../constants';
import { type MediaItem, mediaItemStruct, mediaKind } from '../contract/media';
import { CreatorApiError } from '../errors';
import { requireArgument } from '../http/guards';
import { type ApiTransport, answerData, apiError } from '../http/request';
import { validateMediaFile } from '../rules/media-file';
import { RESOURCE_ERROR_MESSAGES, RESOURCE_GUARD_MESSAGES } from './messages';
import type { UploadFailure } from './upload-engine';
import type { MediaUploadOptions, UploadResource, UploadSource } from './upload-options';

export type {
  MediaUploadOptions,
  ReadableFileStream,
  UploadProgress,
  UploadResource,
  UploadResumeOptions,
  UploadSource,
} from './upload-options';

/**
 * The upload's transport (tus, fingerprints, the HTTP stack) is loaded on the first upload only, so that pages
 * which never upload (sign-in) never download it.
 */
type Engine = typeof import('./upload-engine');
let loadingEngine: Promise<Engine> | undefined;

function describeFile(file: UploadSource, options: MediaUploadOptions) {
  const named = typeof File !== 'undefined' && file instanceof File ? file : undefined;
  const size =
    options.size ??
    (file instanceof Blob ? file.size : file instanceof Uint8Array ? file.byteLength : undefined);
  return {
    name: options.name ?? named?.name ?? '',
    type: options.type ?? (file instanceof Blob ? file.type : ''),
    size: requireArgument(size, RESOURCE_GUARD_MESSAGES.fileSize),
    duration: options.duration ?? null,
  };
}

/** A failed tus exchange as the catalogue error, read from the API's envelope when the server answered. */
function uploadError(failure: UploadFailure): CreatorApiError {
  const message = RESOURCE_ERROR_MESSAGES.uploadMedia;
  if (failure.kind === 'aborted') return new CreatorApiError(message, { code: 'aborted' });
  if (failure.kind === 'network')
    return new CreatorApiError(message, { code: 'network_error', cause: failure.cause });
  const body = readJson(failure.body);
  return apiError(message, { status: failure.status, statusText: failure.cause.message, body });
}

/** A tus answer's body as JSON; anything else (tus's own plain-text refusals) as nothing. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server answers the last chunk with `{ data: media }` once it has checked and stored the file. */
function readCreatedMedia(response: { status: number; body: string }): MediaItem {
  const answer = { status: response.status, body: readJson(response.body) };
  return answerData(RESOURCE_ERROR_MESSAGES.uploadMedia, answer, mediaItemStruct);
}

/**
 * `client.uploads`: every request of an upload (tus creation, offsets, chunks, the poster) goes through the API
 * transport the other resources use, so the bearer token and the error envelope are read in one place.
 */
export function createUploadResource(transport: ApiTransport): UploadResource {
  const endpoint = `${transport.apiUrl}/uploads`;
  return {
    async upload(input, givenOptions = {}) {
      requireArgument(input, RESOURCE_GUARD_MESSAGES.file);
      loadingEngine ??= import('./upload-engine');
      const engine = await loadingEngine;
      const { source: file, options: uploadOptions } = await engine.openSource(input, givenOptions);
      const described = describeFile(file, uploadOptions);
      const context = uploadOptions.context ?? 'post';
      const video = mediaKind(described.type) === 'video';
      // A browser reads a video's length from its metadata, so the 3 h rule (spec 5) is judged before any byte
      // is sent; where it cannot tell (Node, an unknown codec) the server measures it.
      if (video && described.duration === null) described.duration = await engine.readVideoDuration(file);
      const refused = validateMediaFile(described, context);
      if (refused.length > 0) {
        throw new CreatorApiError(RESOURCE_ERROR_MESSAGES.uploadMedia, {
          code: 'validation_failed',
          fields: { file: refused },
        });
      }
      const metadata: Record<string, string> = {
        filename: described.name,
        filetype: described.type,
        context,
      };
      if (described.duration !== null) metadata.duration = String(described.duration);
      if (uploadOptions.collectionId) metadata.collectionId = uploadOptions.collectionId;
      // A browser captures the poster frame while the video goes up.
      const poster = !video
        ? Promise.resolve(null)
        : uploadOptions.poster !== undefined
          ? Promise.resolve(uploadOptions.poster || null)
          : engine.capturePoster(file);
      const response = await engine
        .sendWithTus({
          endpoint,
          file,
          size: described.size,
          metadata,
          unitBytes: UPLOAD_CHUNK_BYTES,
          scope: `${context} ${uploadOptions.collectionId ?? ''}`,
          resume: uploadOptions.resume,
          retryDelays: uploadOptions.retryDelays ?? [0, 1000, 3000],
          send: transport.send,
          onProgress: uploadOptions.onProgress,
          signal: uploadOptions.signal,
        })
        .catch((failure: UploadFailure) => {
          throw uploadError(failure);
        });
      const media = readCreatedMedia(response);
      const frame = await poster;
      if (!frame || mediaKind(media.type) !== 'video') return media;
      // The poster is the preview: a refused or lost one leaves the video as it was accepted, without one.
      return transport
        .request('PUT', `/medias/${encodeURIComponent(media.id)}/poster`, {
          errorMessage: RESOURCE_ERROR_MESSAGES.uploadMedia,
          body: frame.type ? frame : new Blob([frame], { type: 'image/jpeg' }),
          response: mediaItemStruct,
        })
        .catch(() => media);
    },
  };
}

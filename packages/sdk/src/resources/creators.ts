import type { Creator } from '../contract/creator';
import { CALL_ERROR_MESSAGES } from '../errors';
import type { ApiRequest } from '../http/request';

export interface CreatorResource {
  /** The signed-in creator (spec 7 `GET /creators/me`). */
  me(): Promise<Creator>;
}

export function createCreatorResource(request: ApiRequest): CreatorResource {
  return {
    me: () => request<Creator>('GET', '/creators/me', { errorMessage: CALL_ERROR_MESSAGES.getCreator }),
  };
}

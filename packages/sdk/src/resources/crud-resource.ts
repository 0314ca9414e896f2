import type { Struct } from 'superstruct';
import type { ListPagination } from '../contract/list-page';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';
import { changedFields } from './changes';
import { collectPages } from './list-pages';

/** The catalogue messages of one resource's calls (spec 8, or worded like them). */
export interface CrudMessages {
  list: string;
  create: string;
  get: string;
  update: string;
  delete: string;
}

/** What differs between the CRUD resources of the API: where they live, their shapes, their messages. */
export interface CrudDefinition<Item, Update, Page> {
  /** `/pushes`, `/bookings/consultations`... */
  path: string;
  item: Struct<Item, unknown>;
  page: Struct<Page, unknown>;
  /** The items and paging of one answer of the list call (`data.pushes`, `data.pagination`). */
  itemsOf: (page: Page) => { items: Item[]; pagination?: ListPagination | undefined };
  messages: CrudMessages;
  /** The payload a stored item would be created with, so an update given the item sends only what changed. */
  toPayload?: (item: Item) => Partial<Update>;
}

export interface CrudResource<Item, Create, Update, Filter> {
  /** Every item, newest first, page after page (`?offset`). */
  list(filter?: Filter): Promise<Item[]>;
  create(payload: Create): Promise<Item>;
  get(id: string): Promise<Item>;
  /** `PATCH` with the given fields; given the item as loaded (`from`), fields equal to the stored ones are left out. */
  update(id: string, changes: Update, options?: { from?: Item }): Promise<Item>;
  delete(id: string): Promise<void>;
}

/**
 * One CRUD resource of the API over the shared request: `GET` list (paged), `POST`, `GET`/`PATCH`/`DELETE` by id,
 * each failure thrown with its catalogue message and a missing id refused before any request (spec 8 guards).
 */
export function createCrudResource<Item, Create, Update extends object, Page, Filter extends object = object>(
  request: ApiRequest,
  definition: CrudDefinition<Item, Update, Page>,
): CrudResource<Item, Create, Update, Filter> {
  const { path, messages } = definition;
  const itemPath = (id: string) => resourcePath(path, requireArgument(id, GUARD_MESSAGES.id));
  return {
    list: (filter) =>
      collectPages(async (offset) =>
        definition.itemsOf(
          await request('GET', path, {
            errorMessage: messages.list,
            query: { ...(filter as Record<string, string | undefined>), offset: offset || undefined },
            response: definition.page,
          }),
        ),
      ),
    create: (payload) =>
      request('POST', path, { errorMessage: messages.create, body: payload, response: definition.item }),
    get: async (id) =>
      request('GET', itemPath(id), { errorMessage: messages.get, response: definition.item }),
    update: async (id, changes, options = {}) =>
      request('PATCH', itemPath(id), {
        errorMessage: messages.update,
        body:
          options.from && definition.toPayload
            ? changedFields(definition.toPayload(options.from), changes)
            : changes,
        response: definition.item,
      }),
    delete: async (id) => {
      await request('DELETE', itemPath(id), { errorMessage: messages.delete });
    },
  };
}

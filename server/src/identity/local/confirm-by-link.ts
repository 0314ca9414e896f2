import type { Router } from './cognito-local';

interface LinkRequest {
  query: Record<string, string | undefined>;
}
interface LinkResponse {
  status(code: number): LinkResponse;
  type(type: string): LinkResponse;
  send(body: string): void;
}

/**
 * `GET /confirmUser?client_id&user_name&confirmation_code`: the link a pool that confirms by link puts in its
 * email (spec 4). cognito-local has no such page; it confirms the account exactly as ConfirmSignUp does.
 */
export function confirmByLink(route: Router, ctx: unknown) {
  return async (request: LinkRequest, response: LinkResponse) => {
    const { client_id: clientId, user_name: username, confirmation_code: code } = request.query;
    const page = (title: string) =>
      `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`;
    try {
      await route('ConfirmSignUp')(ctx, { ClientId: clientId, Username: username, ConfirmationCode: code });
      response
        .status(200)
        .type('text/html')
        .send(page('Your account is confirmed. You can go back to the app.'));
    } catch {
      response.status(400).type('text/html').send(page('This confirmation link is not valid.'));
    }
  };
}

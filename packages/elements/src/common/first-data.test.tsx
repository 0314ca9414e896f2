import type { CreatorClient } from '@mym/sdk';
import { apiError } from '@mym/sdk/testing';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { creatorIsland } from '../test-support/render-with-client';
import { CreatorGate, useGatedCreator } from './creator/CreatorGate';
import { creatorQuery } from './creator/use-creator';
import { type FirstData, readFirstData } from './first-data';
import { unreadCountQuery } from './notifications/unread-count';

afterEach(cleanup);

/** A client signed in as the demo creator. */
const demoCreator = () => creatorClient(() => undefined).client;

function Screen() {
  return <p>{`Screen of ${useGatedCreator().displayName}`}</p>;
}

function island(client: CreatorClient, firstData: FirstData | undefined): ReactElement {
  return creatorIsland(
    <CreatorGate>
      <Screen />
    </CreatorGate>,
    client,
    firstData,
  );
}

describe("a screen's first data, read by the host's server (spec 2 navigation, spec 7 read once)", () => {
  it('renders on the server with the creator, and the browser shows it without asking the API again', async () => {
    const firstData = await readFirstData(demoCreator(), (client) => [creatorQuery(client)], 1000);
    expect(renderToString(island(demoCreator(), firstData))).toContain('Screen of Demo Creator');

    const browser = creatorClient(() => undefined);
    render(island(browser.client, firstData));
    expect(screen.getByText('Screen of Demo Creator')).toBeTruthy();
    expect(browser.sent('GET /creators/me')).toEqual([]);
  });

  it('a refused read is left out: the page comes with a loader and the browser reads it, errors shown as ever', async () => {
    const refused = creatorClient(
      creatorRoutes({ 'GET /creators/me': apiError(401, 'token_invalid') }),
    ).client;
    const firstData = await readFirstData(refused, (client) => [creatorQuery(client)], 1000);
    expect(firstData).toEqual([]);
    expect(renderToString(island(demoCreator(), firstData))).not.toContain('Screen of');
    render(island(demoCreator(), firstData));
    expect(await screen.findByText('Screen of Demo Creator')).toBeTruthy();
  });

  it('a read slower than the deadline is left out, and what answered in time is kept', async () => {
    // A server that never answers `GET /creators/me`; the unread count answers at once.
    const slow = creatorClient((call) =>
      call.path === '/creators/me' ? new Promise<never>(() => undefined) : undefined,
    ).client;
    const firstData = await readFirstData(
      slow,
      (client) => [creatorQuery(client), unreadCountQuery(client)],
      20,
    );
    expect(firstData.map((answer) => answer.queryKey)).toEqual([['notifications', 'unread-count']]);
    expect(firstData[0]?.data).toBe(0);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { type CreatorClient, createCreatorClient } from '@mym/sdk';
import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { callApi, signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';
import { localStack } from './local-stack';

const ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The day of the creator's zone (`YYYY-MM-DD`) an instant falls on. */
const dayIn = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);
const hourIn = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(
    Date.parse(instant),
  );

/** Screens to look at: in CALENDAR_SHOTS_DIR when given (kept after the run), else with the test's output. */
const shot = (testInfo: TestInfo, name: string) =>
  process.env.CALENDAR_SHOTS_DIR
    ? `${process.env.CALENDAR_SHOTS_DIR}/${testInfo.project.name}-${name}.png`
    : testInfo.outputPath(`calendar-${name}.png`);

/**
 * A fresh creator (Paris) with one scheduled push and one scheduled post, two days apart from tomorrow on, on days
 * the platform does not close (the 1st of a month is restricted in the seeded calendar).
 */
async function creatorWithSchedule(context: BrowserContext) {
  const creator = await signInNewCreator(context, { displayName: 'Calendar Creator' });
  const stack = localStack();
  const client: CreatorClient = createCreatorClient({
    apiUrl: stack.apiUrl,
    auth: {
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      userPoolEndpoint: stack.endpoint,
    },
    cookies: { read: () => `mym_access_token=${creator.token}`, write: () => undefined },
  });
  const media = await client.uploads.upload(Uint8Array.from(Buffer.from(PIXEL_PNG, 'base64')), {
    name: 'pixel.png',
    type: 'image/png',
    context: 'push',
  });
  let offset = 2;
  const closed = (days: number) => dayIn(Date.now() + days * DAY_MS).endsWith('-01');
  while (closed(offset) || closed(offset + 1) || closed(offset - 1)) offset += 1;
  // 19:00 UTC: the evening in Paris whatever the season.
  const at = new Date(Date.now() + offset * DAY_MS);
  at.setUTCHours(19, 0, 0, 0);
  const push = await client.pushes.create({
    targets: ['subscribers'],
    teaser: null,
    medias: [{ id: media.id }],
    caption: 'Sunset set',
    price: { value: 1000, currency: 'EUR' },
    discount: null,
    scheduledAt: at.toISOString(),
    mod: false,
    playlists: [],
    thirdPartyConsent: true,
  });
  const post = await client.posts.create({
    media: { id: media.id },
    caption: 'Morning post',
    isPrivate: true,
    scheduledAt: new Date(at.getTime() + DAY_MS).toISOString(),
    playlists: [],
    thirdPartyConsent: false,
  });
  // A paid live the same evening, an hour later: a live is on the calendar beside what is published.
  const live = await client.lives.create({
    title: 'Live Q&A',
    description: '',
    teaser: null,
    startsAt: new Date(at.getTime() + 3_600_000).toISOString(),
    timeZone: 'Europe/Paris',
    durationMinutes: 60,
    targets: ['followers'],
    price: { value: 1200, currency: 'EUR' },
    chat: true,
  });
  return { creator, client, push, post, live, pushDay: dayIn(at.getTime()) };
}

/** Goes forward a month at a time until the day is on the page (a day near a month's end may be the next's). */
async function showDay(page: Page, day: string, next: string) {
  for (let pages = 0; pages < 3; pages += 1) {
    // The page's entries are loaded once its days list is there and no longer busy.
    await expect(page.locator('ol.mym-cal__days:not([aria-busy])')).toBeVisible();
    if ((await page.locator(`li[data-date="${day}"]`).count()) > 0) return;
    await page.getByRole('button', { name: next }).click();
  }
  throw new Error(`${day} never showed`);
}

/** A day next to the push's that the same page shows, to move it to. */
async function neighbourDay(page: Page, day: string) {
  const after = new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  if (await page.locator(`li[data-date="${after}"]`).isVisible()) return after;
  return new Date(Date.parse(`${day}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

test("the calendar shows every scheduled thing on its day of the creator's zone, each opening its screen; restricted days shown; axe-clean", async ({
  page,
  context,
}, testInfo) => {
  const { push, post, live, pushDay } = await creatorWithSchedule(context);
  await gotoHydrated(page, '/app/calendar');
  await expect(page.getByRole('heading', { name: 'Calendrier', level: 1 })).toBeVisible();
  await showDay(page, pushDay, 'Mois suivant');
  const pushLink = page.getByRole('link', { name: /Sunset set/ });
  await expect(pushLink).toHaveAttribute('href', `/app/push/${push.id}/setup`);
  await expect(
    page.locator(`li[data-date="${pushDay}"]`).getByRole('link', { name: /Sunset set/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Morning post/ })).toHaveAttribute(
    'href',
    `/app/posts/${post.id}`,
  );
  await expect(
    page.locator(`li[data-date="${pushDay}"]`).getByRole('link', { name: /Live Q&A/ }),
  ).toHaveAttribute('href', `/app/live/${live.id}`);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.screenshot({ path: shot(testInfo, 'month-fr'), fullPage: true });
  // The seeded platform closes the 1st of each month: next month's page shows its 1st as restricted.
  await page.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(page.locator('li[data-restricted]').getByText('Jour restreint').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mois précédent' }).click();
  await page.getByRole('button', { name: 'Semaine', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Du / })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.screenshot({ path: shot(testInfo, 'week-fr'), fullPage: true });
  await page.getByRole('button', { name: 'Mois', exact: true }).click();
  await showDay(page, pushDay, 'Mois suivant');
  await pushLink.click();
  await expect(page).toHaveURL(new RegExp(`/app/push/${push.id}/setup`));
});

test('in English the calendar reads in English and names the time zone (spec 4 "Language")', async ({
  page,
  context,
}, testInfo) => {
  const { pushDay } = await creatorWithSchedule(context);
  await context.addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }]);
  await gotoHydrated(page, '/app/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByText(/Days and times in your time zone: Paris time/)).toBeVisible();
  await showDay(page, pushDay, 'Next month');
  await expect(page.getByRole('button', { name: 'Move “Sunset set” to another day' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.screenshot({ path: shot(testInfo, 'month-en'), fullPage: true });
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await page.screenshot({ path: shot(testInfo, 'week-en'), fullPage: true });
});

test('a scheduled push dragged to another day moves there at the same time of day', async ({
  page,
  context,
}) => {
  const { client, push, pushDay } = await creatorWithSchedule(context);
  await gotoHydrated(page, '/app/calendar');
  await showDay(page, pushDay, 'Mois suivant');
  const target = await neighbourDay(page, pushDay);
  await page.getByRole('link', { name: /Sunset set/ }).dragTo(page.locator(`li[data-date="${target}"]`));
  await expect(page.getByRole('status').filter({ hasText: /Sunset set/ })).toBeVisible();
  await expect(
    page.locator(`li[data-date="${target}"]`).getByRole('link', { name: /Sunset set/ }),
  ).toBeVisible();
  const moved = await client.pushes.get(push.id);
  expect(dayIn(Date.parse(moved.scheduledAt ?? ''))).toBe(target);
  expect(hourIn(moved.scheduledAt ?? '')).toBe(hourIn(push.scheduledAt ?? ''));
});

test('a scheduled push moves by keyboard: its Move button, the date picker, Enter', async ({
  page,
  context,
}, info) => {
  const { client, push, pushDay } = await creatorWithSchedule(context);
  await gotoHydrated(page, '/app/calendar');
  await showDay(page, pushDay, 'Mois suivant');
  await page.getByRole('button', { name: 'Déplacer « Sunset set » à un autre jour' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Déplacer « Sunset set »' });
  await expect(dialog).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: shot(info, 'move-fr') });
  // From the push's day (chosen at first), the arrow goes to the next one and Enter chooses it.
  await dialog.locator(`[role="grid"] div[data-date="${pushDay}"]`).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Déplacer ici' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Sunset set/ })).toBeVisible();
  const next = new Date(Date.parse(`${pushDay}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const moved = await client.pushes.get(push.id);
  expect(dayIn(Date.parse(moved.scheduledAt ?? ''))).toBe(next);
  expect(hourIn(moved.scheduledAt ?? '')).toBe(hourIn(push.scheduledAt ?? ''));
});

test('a push changed elsewhere since the calendar loaded is not moved, and the creator is told (409)', async ({
  page,
  context,
}) => {
  const { creator, client, push, pushDay } = await creatorWithSchedule(context);
  await gotoHydrated(page, '/app/calendar');
  await showDay(page, pushDay, 'Mois suivant');
  // Another tab edits the push: its version moves on.
  await callApi(creator.token, 'PATCH', `/pushes/${push.id}`, { caption: 'Sunset set, edited' });
  await page.getByRole('button', { name: 'Déplacer « Sunset set » à un autre jour' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator(`[role="grid"] div[data-date="${pushDay}"]`).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Déplacer ici' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'modifié ailleurs' })).toBeVisible();
  expect((await client.pushes.get(push.id)).scheduledAt).toBe(push.scheduledAt);
  // The calendar shows the latest version.
  await expect(page.getByRole('link', { name: /Sunset set, edited/ })).toBeVisible();
});

test('the tools page leads to every tool with its figures, and gives the referral link with its QR code (spec 3 "Referral")', async ({
  page,
  context,
}, testInfo) => {
  await creatorWithSchedule(context);
  for (const [path, language] of [
    ['/app/tools', 'fr'],
    ['/app/account/tools', 'en'],
  ] as const) {
    await context.addCookies([{ name: 'locale', value: language, domain: 'localhost', path: '/' }]);
    await gotoHydrated(page, path);
    const fr = language === 'fr';
    await expect(page.getByRole('heading', { name: fr ? 'Outils' : 'Tools', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: fr ? 'Calendrier' : 'Calendar' })).toHaveAttribute(
      'href',
      '/app/calendar',
    );
    await expect(page.locator('li[data-tool="push-list"]')).toContainText(
      fr ? '1 push programmé' : '1 scheduled push',
    );
    await expect(page.locator('li[data-tool="cloud"]')).toContainText(fr ? '1 média' : '1 media');
    const field = page.getByRole('textbox', { name: fr ? 'Lien de parrainage' : 'Referral link' });
    await expect(field).toHaveValue(/\/app\/signup\?creator=\d+$/);
    await expect(
      page.getByRole('img', {
        name: fr ? 'QR code de votre lien de parrainage' : 'QR code of your referral link',
      }),
    ).toBeVisible();
    await expect(
      page.getByText(
        fr
          ? 'Aucun créateur ne s’est encore inscrit par votre lien.'
          : 'No creator has signed up through your link yet.',
      ),
    ).toBeVisible();
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await page.screenshot({ path: shot(testInfo, `tools-${language}`), fullPage: true });
  }
  // The referral link opens the sign-up page carrying the sponsor.
  const link = await page.getByRole('textbox', { name: 'Referral link' }).inputValue();
  await context.clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/app\/signup\?creator=\d+$/);
  await page.goto('/app/calendar');
  await expect(page).toHaveURL(/\/app\/login/);
});

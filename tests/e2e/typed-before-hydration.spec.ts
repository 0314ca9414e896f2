import { type BrowserContext, expect, type Page, type Route, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { gradientPng } from '../../server/src/media/png-image';
import { callApi, signInNewCreator } from './creator-session';
import { hydrated } from './hydration';

/**
 * Opens `url` with the page's scripts held back: the server-rendered form is on screen and takes typing, but no
 * island has hydrated. Returns what lets them run.
 */
async function openWithScriptsHeld(page: Page, url: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/_astro\/.*\.m?js(\?.*)?$/, async (route) => {
    if (!holding) return route.continue();
    held.push(route);
  });
  await page.goto(url);
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test('what a person types into the sign-in form before its code runs stays typed and is what the form sends (spec 2)', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/app/login');
  const email = page.getByLabel('Adresse e-mail');
  const password = page.getByLabel('Mot de passe', { exact: true });
  await email.fill(DEMO_CREATOR.email);
  await password.fill(DEMO_CREATOR.password);
  await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);

  await release();
  await hydrated(page);
  await expect(email).toHaveValue(DEMO_CREATOR.email);
  await expect(password).toHaveValue(DEMO_CREATOR.password);
  await expect(password).toBeFocused();

  // The sign-in request is the one POST that carries the password: the form's state, not only the screen, has it.
  const signIn = page.waitForRequest(
    (request) => request.method() === 'POST' && (request.postData() ?? '').includes(DEMO_CREATOR.password),
  );
  await page.getByRole('button', { name: 'Se connecter' }).click();
  expect((await signIn).postData()).toContain(DEMO_CREATOR.email);
  await expect(page).toHaveURL(/\/app\/profile$/);
});

test('a person who moved on to the next field while the code loads keeps typing there, not in the field they left (spec 2)', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/app/login');
  const email = page.getByLabel('Adresse e-mail');
  const password = page.getByLabel('Mot de passe', { exact: true });
  await email.fill(DEMO_CREATOR.email);
  await password.click();

  await release();
  await hydrated(page);
  await expect(password).toBeFocused();
  await page.keyboard.type(DEMO_CREATOR.password);
  await expect(email).toHaveValue(DEMO_CREATOR.email);
  await expect(password).toHaveValue(DEMO_CREATOR.password);
});

test('a sign-in form nobody typed into before its code runs opens empty and asks for both fields (spec 5 generic)', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/app/login');
  await release();
  await hydrated(page);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(2);
});

test('a sign-in form sent before its code runs is sent once it runs, with what was typed, the page kept (spec 2)', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/app/login');
  const email = page.getByLabel('Adresse e-mail');
  await email.fill(DEMO_CREATOR.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_CREATOR.password);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Without its code the browser would load the form's action: the page again, empty.
  await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
  await expect(email).toHaveValue(DEMO_CREATOR.email);

  const signIn = page.waitForRequest(
    (request) => request.method() === 'POST' && (request.postData() ?? '').includes(DEMO_CREATOR.password),
  );
  await release();
  expect((await signIn).postData()).toContain(DEMO_CREATOR.email);
  await expect(page).toHaveURL(/\/app\/profile$/);
  expect(navigations.filter((url) => url.includes('/app/login'))).toEqual([]);
});

test('terms sent unticked before their code runs show the three mandatory errors once it runs (spec 5)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context, { acceptTerms: false });
  const release = await openWithScriptsHeld(page, '/app/signup/social-network/confirmation');
  await page.getByRole('button', { name: 'Accepter et continuer' }).click();
  await release();
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(3);
  await expect(page).toHaveURL(/\/app\/signup\/social-network\/confirmation$/);
});

test('signing out pressed on the profile before its code runs signs out once it runs (spec 2)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  const release = await openWithScriptsHeld(page, '/app/profile');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
  await release();
  await expect(page).toHaveURL(/\/app\/login\?logout=true$/);
});

test('a button pressed before its code runs acts once when it runs, not twice (the design system page)', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/app/ui');
  await page.getByRole('button', { name: 'Show success toast' }).click();
  await release();
  await hydrated(page);
  await expect(page.getByText('A success toast')).toHaveCount(1);
  // Pressed again once the code runs, it acts as any press does.
  await page.getByRole('button', { name: 'Show success toast' }).click();
  await expect(page.getByText('A success toast')).toHaveCount(2);
});

test('a display name edited before the profile form code runs is kept over the stored one and saved (spec 2 /profile/edit)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  const release = await openWithScriptsHeld(page, '/app/profile/edit');
  const name = page.getByLabel('Nom affiché');
  await name.fill('Luna Star');
  await release();
  await hydrated(page);
  await expect(name).toHaveValue('Luna Star');
  const saved = page.waitForRequest((r) => r.url().endsWith('/creators/me') && r.method() === 'PATCH');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).postData()).toContain('Luna Star');
});

test('a live length chosen before its code runs is kept over the stored one and saved (spec 2 "live configuration")', async ({
  page,
  context,
}) => {
  const { token } = await signInNewCreator(context);
  const startsAt = new Date(Date.now() + 10 * 86_400_000).toISOString().replace(/T.*/, 'T18:00:00.000Z');
  const { id } = (
    await callApi(token, 'POST', '/lives', {
      title: 'Vendredi soir',
      description: 'Questions et réponses en direct',
      teaser: null,
      startsAt,
      timeZone: 'Europe/Paris',
      durationMinutes: 90,
      targets: ['followers'],
      price: null,
      chat: false,
    })
  ).data as { id: string };
  const release = await openWithScriptsHeld(page, `/app/live/${id}`);
  // The stored live is on screen before its code runs (a select showed its first length, 30 min, and the title
  // was empty), so what the person changes there is a change from what was stored.
  const duration = page.getByLabel('Durée prévue');
  await expect(page.getByLabel('Titre')).toHaveValue('Vendredi soir');
  await expect(duration).toHaveValue('90');
  await expect(page.getByRole('checkbox', { name: 'Chat ouvert pendant le live' })).not.toBeChecked();
  await duration.selectOption('30');
  await release();
  await hydrated(page);
  await expect(duration).toHaveValue('30');
  const saved = page.waitForRequest((r) => r.url().endsWith(`/lives/${id}`) && r.method() === 'PATCH');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  expect(JSON.parse((await saved).postData() ?? '{}')).toMatchObject({ durationMinutes: 30, chat: false });
});

/** A new creator's empty collection, opened with its island's code held back: its upload zone is on screen. */
async function collectionWithScriptsHeld(page: Page, context: BrowserContext) {
  const { token } = await signInNewCreator(context);
  const { id } = (await callApi(token, 'POST', '/creators/collections', { name: 'Backstage' })).data as {
    id: string;
  };
  const release = await openWithScriptsHeld(page, `/app/mym-cloud/collections/${id}`);
  await expect(page.getByRole('heading', { name: 'Backstage', level: 1 })).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
  const count = async () =>
    (
      (await callApi(token, 'GET', `/creators/collections/${id}?perPage=1`)).data as {
        pagination: { items_total: number };
      }
    ).pagination.items_total;
  return { release, count };
}

const portrait = () => ({
  name: 'portrait.png',
  mimeType: 'image/png',
  buffer: gradientPng(32, 32, [200, 40, 80], [40, 80, 200]),
});

test('a file picked in a collection before its code runs is uploaded once it runs (spec 2 upload zone)', async ({
  page,
  context,
}) => {
  const { release, count } = await collectionWithScriptsHeld(page, context);
  await page.locator('input[type=file]').setInputFiles(portrait());
  await release();
  await hydrated(page);
  await expect(page.getByRole('progressbar', { name: 'Envoi de portrait.png' })).toBeVisible();
  await expect(page.getByText('Ajouté')).toHaveCount(1);
  expect(await count()).toBe(1);
});

test('a file dropped on the upload zone of a collection before its code runs is uploaded once it runs, the page kept (spec 2 upload zone)', async ({
  page,
  context,
}) => {
  const { release, count } = await collectionWithScriptsHeld(page, context);
  const { name, mimeType, buffer } = portrait();
  const landed = await page.getByRole('button', { name: /Cliquez ou glissez/ }).evaluate(
    (target, file) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
      const over = new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer });
      target.dispatchEvent(over);
      const drop = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer });
      target.dispatchEvent(drop);
      // A drop nobody takes opens the file in the tab in place of the page.
      return over.defaultPrevented && drop.defaultPrevented;
    },
    { name, mimeType, bytes: [...buffer] },
  );
  expect(landed).toBe(true);
  await release();
  await hydrated(page);
  await expect(page.getByRole('progressbar', { name: 'Envoi de portrait.png' })).toBeVisible();
  await expect(page.getByText('Ajouté')).toHaveCount(1);
  expect(await count()).toBe(1);
});

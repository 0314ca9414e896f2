import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { callApi, signInDemoCreator } from './creator-session';
import { gotoHydrated } from './hydration';
import { localStack } from './local-stack';

/** Types a time into the design system's 24-hour time field: its hour segment, then its minute. */
async function typeTime(scope: Locator, label: string, time: string) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await scope.page().keyboard.type(time.replace(':', ''));
}

/**
 * The catalog's calendar and first-time configuration in the site, as the demo creator: the redirect
 * rule of spec 2, the CalDAV calendar of the e2e stack (radicale), weekly hours with two ranges on a day, a date
 * that differs, and the confirmation. The demo creator's calendar and hours are put back after each test.
 */
interface CalDavAccount {
  url: string;
  username: string;
  password: string;
}
interface Provider {
  provider: string;
  status: string;
  calendarId?: string | null;
}

function calDavAccount(): CalDavAccount {
  const file = process.env.E2E_STACK_FILE;
  if (!file) throw new Error('E2E_STACK_FILE is not set: run the tests through the Playwright config');
  const { calDav } = JSON.parse(readFileSync(file, 'utf8')) as { calDav?: CalDavAccount };
  if (!calDav) throw new Error('the e2e stack runs a CalDAV server (calDavPort)');
  return calDav;
}

let token: string;
let storedAvailability: unknown;
let storedProviders: Provider[];

const providers = async () =>
  (await callApi(token, 'GET', '/bookings/calendars/providers')).data.providers as Provider[];
/** `DELETE /bookings/calendars/{id}` answers 204 without a body, which `callApi` would try to read. */
async function disconnectAll() {
  for (const provider of await providers()) {
    if (!provider.calendarId) continue;
    const response = await fetch(`${localStack().apiUrl}/bookings/calendars/${provider.calendarId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(204);
  }
}

test.beforeEach(async ({ context }) => {
  token = await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  storedAvailability = (await callApi(token, 'GET', '/bookings/availability')).data;
  storedProviders = await providers();
  await disconnectAll();
});

test.afterEach(async () => {
  // Other specs book against the seeded hours and calendar: leave them as found.
  await callApi(token, 'PUT', '/bookings/availability', storedAvailability);
  await disconnectAll();
  if (storedProviders.some((provider) => provider.provider === 'caldav' && provider.status === 'Synced')) {
    const account = calDavAccount();
    await callApi(token, 'POST', '/bookings/calendars/caldav', {
      serverUrl: account.url,
      username: account.username,
      password: account.password,
    });
  }
});

const axe = async (page: Page) =>
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

test('creation routes send a creator without a synced calendar to the calendar configuration (spec 2)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/catalog/configuration/creation');
  await expect(page).toHaveURL(/\/app\/catalog\/configuration\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Connecter votre agenda' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuer' })).toBeDisabled();

  await gotoHydrated(page, '/app/catalog/consultations/creation');
  await expect(page).toHaveURL(/\/app\/catalog\/configuration\/calendar$/);
  // The redirect replaced the entry: Back leaves the catalog rather than bouncing on the creation route.
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/catalog\/configuration\/calendar$/);
  await axe(page);
});

test('the demo creator connects the CalDAV calendar, sets hours with two ranges on a day and a date off, and sees the confirmation (spec 2, 3, 5)', async ({
  page,
}) => {
  // Each time is typed segment by segment, as a creator does: a long walk on a shared machine.
  test.slow();
  const account = calDavAccount();
  await gotoHydrated(page, '/app/catalog/configuration/creation');
  await expect(page).toHaveURL(/\/configuration\/calendar$/);
  const timeline = page.getByRole('region', { name: 'Étapes de la configuration' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Agenda' })).toHaveAttribute(
    'aria-current',
    'step',
  );

  // CalDAV: every field is required, refused credentials are said in words, then the right ones sync.
  const caldav = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'CalDAV' }) });
  await expect(caldav.getByText('Non synchronisé')).toBeVisible();
  await caldav.getByRole('button', { name: 'Connecter CalDAV' }).click();
  await caldav.getByRole('button', { name: "Connecter l'agenda" }).click();
  await expect(caldav.getByText('Ce champ est obligatoire')).toHaveCount(3);
  await caldav.getByLabel('Adresse du serveur CalDAV').fill(account.url);
  await caldav.getByLabel('Identifiant').fill(account.username);
  await caldav.getByLabel('Mot de passe').fill(`${account.password}-wrong`);
  await caldav.getByRole('button', { name: "Connecter l'agenda" }).click();
  await expect(caldav.getByRole('alert')).toContainText('a refusé cet identifiant ou ce mot de passe');
  await axe(page);
  await caldav.getByLabel('Mot de passe').fill(account.password);
  await caldav.getByRole('button', { name: "Connecter l'agenda" }).click();
  await expect(caldav.getByText('Synchronisé', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Availability: Saturday (closed in the seed) opens with two ranges; overlapping ranges are refused first.
  await expect(page).toHaveURL(/\/configuration\/availability$/);
  await expect(page.getByRole('heading', { name: 'Vos disponibilités' })).toBeFocused();
  await expect(page.getByLabel('Fuseau horaire')).toHaveValue('Europe/Paris');
  const saturday = page.getByRole('group', { name: 'Samedi', exact: true });
  await saturday.getByRole('checkbox', { name: 'Ouvert' }).check();
  await typeTime(saturday, 'Fin de la plage 1, Samedi', '12:00');
  await saturday.getByRole('button', { name: 'Ajouter une plage, Samedi' }).click();
  await typeTime(saturday, 'Début de la plage 2, Samedi', '11:00');
  await typeTime(saturday, 'Fin de la plage 2, Samedi', '13:00');
  await page.getByRole('button', { name: 'Enregistrer mes disponibilités' }).click();
  await expect(saturday.getByRole('alert')).toHaveText('Ce champ est obligatoire');
  await expect(page).toHaveURL(/\/configuration\/availability$/);
  await axe(page);
  await typeTime(saturday, 'Début de la plage 2, Samedi', '14:00');
  await typeTime(saturday, 'Fin de la plage 2, Samedi', '18:00');
  await expect(saturday.getByRole('alert')).toHaveCount(0);

  // A date off, chosen on the date picker: the 15th of next month.
  await page.getByRole('button', { name: 'Ajouter une date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une date particulière' });
  await dialog.getByRole('button', { name: 'Mois suivant' }).click();
  await dialog
    .locator('.mym-calendar__grid')
    .getByRole('button', { name: /\b15\b/ })
    .first()
    .click();
  await expect(dialog.getByText(/d'habitude/)).toBeVisible();
  await axe(page);
  await dialog.getByRole('button', { name: 'Enregistrer la date' }).click();
  await expect(dialog).toBeHidden();
  const overrides = page.getByRole('group', { name: 'Dates particulières' });
  await expect(overrides.getByText('Fermé toute la journée')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer mes disponibilités' }).click();

  // Confirmation: what the catalog now works with, and the ways on.
  await expect(page).toHaveURL(/\/configuration\/confirmation$/);
  await expect(page.getByRole('heading', { name: 'Votre catalogue est prêt' })).toBeVisible();
  const week = page.getByRole('region', { name: 'Horaires de la semaine' });
  await expect(week.locator('.mym-catalog-summary__row').filter({ hasText: 'Samedi' })).toContainText(
    /09:00\s–\s12:00.*14:00\s–\s18:00/,
  );
  await expect(page.getByRole('region', { name: 'Réglages' })).toContainText('CalDAV');
  await expect(page.getByRole('link', { name: 'Créer une consultation' })).toHaveAttribute(
    'href',
    '/app/catalog/consultations/creation',
  );
  await expect(page.getByRole('link', { name: 'Voir mes réservations' })).toHaveAttribute(
    'href',
    '/app/catalog/bookings',
  );
  await axe(page);

  const saved = (await callApi(token, 'GET', '/bookings/availability')).data as {
    slots: { weekday: number; start: string; end: string }[];
    overrides: { date: string; ranges: unknown[] }[];
  };
  expect(saved.slots.filter((slot) => slot.weekday === 6)).toEqual([
    { weekday: 6, start: '09:00', end: '12:00' },
    { weekday: 6, start: '14:00', end: '18:00' },
  ]);
  expect(saved.overrides).toEqual([{ date: expect.stringMatching(/^\d{4}-\d{2}-15$/), ranges: [] }]);

  // Back moves between the configuration's screens (one island, pushState).
  await page.goBack();
  await expect(page).toHaveURL(/\/configuration\/availability$/);
});

test('the calendar screen shows the synced calendar and disconnects it after asking (spec 2, 3)', async ({
  page,
}) => {
  const account = calDavAccount();
  await callApi(token, 'POST', '/bookings/calendars/caldav', {
    serverUrl: account.url,
    username: account.username,
    password: account.password,
  });
  await gotoHydrated(page, '/app/catalog/calendar');
  await expect(page.getByRole('heading', { name: 'Mon agenda', level: 1 })).toBeVisible();
  const caldav = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'CalDAV' }) });
  await expect(caldav.getByText('Synchronisé', { exact: true })).toBeVisible();
  await axe(page);
  await caldav.getByRole('button', { name: 'Déconnecter CalDAV' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Déconnecter CalDAV ?' });
  await expect(dialog).toBeVisible();
  await axe(page);
  await dialog.getByRole('button', { name: 'Déconnecter', exact: true }).click();
  await expect(caldav.getByText('Non synchronisé')).toBeVisible();
  expect((await providers()).every((provider) => provider.status === 'Unsynced')).toBe(true);
});

test('the calendar OAuth return says a refused consent in words, on an open page (spec 2)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/catalog/calendar/oauthcallback?error=access_denied&state=abc');
  await expect(page.getByRole('heading', { name: 'Agenda non connecté' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    "Vous n'avez pas autorisé l'accès à votre agenda : rien n'a été connecté.",
  );
  await expect(page.getByRole('link', { name: 'Recommencer' })).toHaveAttribute(
    'href',
    '/app/catalog/configuration/calendar',
  );
  await axe(page);
});

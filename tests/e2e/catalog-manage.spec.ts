import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { callApi, signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';
import { localStack } from './local-stack';

/**
 * The creator's consultations and bookings in the site: a fresh creator per test whose calendar is the
 * stack's CalDAV server (radicale), open every hour in Paris, so that creation routes are allowed (spec 2) and
 * fans can book through the public routes.
 */
interface CatalogCreator {
  token: string;
  creatorId: string;
}

const PARIS = 'Europe/Paris';

async function catalogCreator(context: Parameters<typeof signInNewCreator>[0]): Promise<CatalogCreator> {
  const { token } = await signInNewCreator(context, { displayName: 'Catalog Creator' });
  const calDav = (localStack() as unknown as { calDav?: { url: string; username: string; password: string } })
    .calDav;
  if (!calDav) throw new Error('the e2e stack starts a CalDAV server (stack.json calDav)');
  await callApi(token, 'POST', '/bookings/calendars/caldav', {
    serverUrl: calDav.url,
    username: calDav.username,
    password: calDav.password,
  });
  await callApi(token, 'PUT', '/bookings/availability', {
    timeZone: PARIS,
    slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
    minimumNoticeMinutes: 0,
    bookingWindowDays: 60,
  });
  const me = (await callApi(token, 'GET', '/creators/me')).data as { id: string };
  return { token, creatorId: me.id };
}

async function createConsultation(token: string, title: string, price = 3000) {
  return (
    await callApi(token, 'POST', '/bookings/consultations', {
      title,
      description: 'Trente minutes en visio.',
      duration: 1800,
      price: { value: price, currency: 'EUR' },
      active: true,
    })
  ).data as { id: string };
}

/** A fan in New York books the first free slot of the given Paris day, through the public routes. */
async function bookAsFan(consultationId: string, day: string, name: string) {
  const api = localStack().apiUrl;
  // Two UTC days around the Paris day, then the first slot of that day from 14:00 on its own clock.
  const from = new Date(`${day}T00:00:00Z`).getTime() - 86_400_000;
  const query = new URLSearchParams({
    from: new Date(from).toISOString(),
    to: new Date(from + 3 * 86_400_000).toISOString(),
    timeZone: PARIS,
  });
  const slots = (await (
    await fetch(`${api}/public/consultations/${consultationId}/slots?${query}`)
  ).json()) as {
    data: { slots: { start: string }[] };
  };
  const paris = (iso: string) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: PARIS, dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const start = slots.data.slots.find(
    (slot) => paris(slot.start) >= `${day} 14:00` && paris(slot.start).startsWith(day),
  )?.start;
  if (!start) throw new Error(`no free slot on ${day}`);
  const booked = await fetch(`${api}/public/consultations/${consultationId}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start, name, email: 'fan.newyork@example.com', timeZone: 'America/New_York' }),
  });
  if (!booked.ok) throw new Error(`booking answered ${booked.status}: ${await booked.text()}`);
  return ((await booked.json()) as { data: { booking: { id: string } } }).data.booking;
}

/** A Paris day `offset` days from today, as `YYYY-MM-DD`. */
const parisDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(new Date(Date.now() + offset * 86_400_000));

const axe = async (page: Page) =>
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

test('a consultation is created with every rule checked, listed, paused, edited and deleted', async ({
  page,
  context,
}) => {
  const { token } = await catalogCreator(context);
  await gotoHydrated(page, '/app/catalog/consultations');
  await expect(page.getByRole('heading', { name: 'Mes consultations', level: 1 })).toBeVisible();
  await expect(page.getByText("Aucune consultation pour l'instant")).toBeVisible();
  await axe(page);

  await page.getByRole('link', { name: 'Nouvelle consultation' }).click();
  await expect(page).toHaveURL(/\/app\/catalog\/consultations\/creation$/);
  await expect(page.getByRole('heading', { name: 'Nouvelle consultation', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Autre durée' }).check();
  await page.getByRole('button', { name: 'Créer la consultation' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(3);
  await page.getByLabel('Durée en minutes').fill('500');
  await page.getByLabel('Prix (EUR)').fill('12,345');
  await page.getByRole('button', { name: 'Créer la consultation' }).click();
  await expect(
    page.getByText('Choisissez une durée en minutes entières, de 5 minutes à 8 heures'),
  ).toBeVisible();
  await expect(page.getByText('Indiquez un prix positif avec au plus deux décimales')).toBeVisible();
  await axe(page);

  const title = `Coaching vocal ${Date.now()}`;
  await page.getByLabel('Titre').fill(title);
  await page.getByLabel('Description').fill('Une heure pour travailler votre voix.');
  await page.getByRole('radio', { name: '45 min' }).check();
  await page.getByLabel('Prix (EUR)').fill('49,90');
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/bookings/consultations'),
  );
  await page.getByRole('button', { name: 'Créer la consultation' }).click();
  expect((await created).status()).toBe(201);
  const [stored] = (await callApi(token, 'GET', '/bookings/consultations')).data.consultations as {
    id: string;
    duration: number;
    price: { value: number };
  }[];
  expect(stored).toMatchObject({
    title,
    duration: 2700,
    price: { value: 4990, currency: 'EUR' },
    active: true,
  });

  await gotoHydrated(page, '/app/catalog/consultations');
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText(/45\smin · 49,90\s€/)).toBeVisible();
  await expect(item.getByText('Active')).toBeVisible();
  await item.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/app/catalog/consultations/${stored?.id}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Mettre en pause' }).click();
  await expect(page.getByText('En pause', { exact: true })).toBeVisible();
  expect((await callApi(token, 'GET', `/bookings/consultations/${stored?.id}`)).data.active).toBe(false);
  await axe(page);

  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/catalog/consultations/edit/${stored?.id}$`));
  await expect(page.getByRole('radio', { name: '45 min' })).toBeChecked();
  await expect(page.getByLabel('Prix (EUR)')).toHaveValue('49.9');
  await page.getByLabel('Prix (EUR)').fill('55');
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).request().postDataJSON()).toEqual({ price: { value: 5500, currency: 'EUR' } });

  await gotoHydrated(page, `/app/catalog/consultations/${stored?.id}`);
  await expect(page.getByText(/55\s€/)).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Ses réservations à venir seront annulées et retirées de votre agenda.');
  await page.getByRole('button', { name: 'Supprimer la consultation' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await callApi(token, 'GET', '/bookings/consultations')).data.consultations.length)
    .toBe(0);
});

test('the bookings calendar marks booked days, shows a booking in both zones, gives its .ics and cancels it', async ({
  page,
  context,
}) => {
  const { token } = await catalogCreator(context);
  // Free: anyone books it through the public route (a priced one is booked by a signed-in fan who pays).
  const consultation = await createConsultation(token, 'Appel découverte', 0);
  const tomorrow = parisDay(1);
  const booking = await bookAsFan(consultation.id, tomorrow, 'Ana López');

  await gotoHydrated(page, '/app/catalog/bookings');
  await expect(page.getByRole('heading', { name: 'Mes réservations', level: 1 })).toBeVisible();
  const today = page.locator(`[data-date="${parisDay(0)}"]`);
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(page.locator('td[aria-selected="true"]')).toContainText(String(Number(parisDay(0).slice(8))));
  await expect(page.getByText('Aucune réservation ce jour-là')).toBeVisible();
  if (tomorrow.slice(0, 7) !== parisDay(0).slice(0, 7)) {
    await page.getByRole('button', { name: 'Mois suivant' }).click();
  }
  const day = page.locator(`[data-date="${tomorrow}"]`);
  await expect(day).toHaveAttribute('aria-label', /avec des réservations$/);
  await expect(day.getByTestId('day-marker')).toBeVisible();
  await axe(page);

  await day.click();
  // The day's list, beside the calendar (the upcoming list under it names the booking too).
  const item = page
    .getByRole('region', { name: /^Réservations du/ })
    .getByRole('listitem')
    .filter({ hasText: 'Ana López' });
  await expect(item.getByText('Appel découverte')).toBeVisible();
  await expect(item.getByText(/\(heure de Paris\)$/)).toBeVisible();
  await expect(item.getByText(/\(heure de New York\)$/)).toBeVisible();
  await expect(item.getByRole('link', { name: 'fan.newyork@example.com' })).toHaveAttribute(
    'href',
    'mailto:fan.newyork@example.com',
  );
  await axe(page);

  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: /^Télécharger le \.ics/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${tomorrow}-ana-lopez.ics`);
  const { readFile } = await import('node:fs/promises');
  expect(await readFile((await file.path()) as string, 'utf8')).toContain('BEGIN:VCALENDAR');

  await item.getByRole('button', { name: 'Annuler la réservation de Ana López' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Annuler la réservation de Ana López ?' });
  await expect(dialog).toContainText('son événement retiré de votre agenda synchronisé');
  await axe(page);
  await dialog.getByRole('button', { name: 'Annuler la réservation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Aucune réservation ce jour-là')).toBeVisible();
  await expect(day.getByTestId('day-marker')).toHaveCount(0);
  const left = (await callApi(token, 'GET', `/bookings/search?date=${tomorrow}`)).data.bookings as {
    id: string;
  }[];
  expect(left.map((entry) => entry.id)).not.toContain(booking.id);
});

test('the bookings calendar is usable with the keyboard: arrows move between days, Enter opens one', async ({
  page,
  context,
}) => {
  await catalogCreator(context);
  await gotoHydrated(page, '/app/catalog/bookings');
  const today = parisDay(0);
  await page.locator(`[data-date="${today}"]`).focus();
  await page.keyboard.press('ArrowDown');
  const nextWeek = parisDay(7);
  await expect(page.locator(`[data-date="${nextWeek}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('td[aria-selected="true"] [data-date]')).toHaveAttribute('data-date', nextWeek);
  await expect(page.getByText('Aucune réservation ce jour-là')).toBeVisible();
});

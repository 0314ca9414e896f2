import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { callApi, signInDemoCreator } from './creator-session';
import { gotoHydrated } from './hydration';

/**
 * The push composer and list in the site, as the demo creator whose cloud, fans and pushes the seed
 * made: every field, every spec 5 key under its field, recap, confirmation, list, edit, conflicts, delete.
 */
let token: string;
test.beforeEach(async ({ context }) => {
  token = await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
});

const group = (page: Page | Locator, name: string) => page.getByRole('group', { name, exact: true });

/** Two medias of the seeded "Summer shoot" collection, through the cloud and collection screens (spec 2). */
async function pickTwoMedias(page: Page, labels: { pick: string; choose: string; add: string }) {
  await page.getByRole('button', { name: labels.pick }).click();
  // The picker opens on the recent items; its back leads to the collections.
  await page.getByRole('button', { name: /^(Retour|Back)$/ }).click();
  // A collection is a place: a link with its own URL (a new tab, a share), followed in place on a click.
  const collection = page.getByRole('link', { name: /Summer shoot/ });
  await expect(collection).toHaveAttribute(
    'href',
    /\/app\/push(\/[0-9a-f-]+)?\/cloud\/collections\/[0-9a-f-]+$/,
  );
  await collection.click();
  await page.getByRole('checkbox', { name: `${labels.choose} 1`, exact: true }).check();
  await page.getByRole('checkbox', { name: `${labels.choose} 2`, exact: true }).check();
  await page.getByRole('button', { name: labels.add }).click();
}

/** The 15th of next month: never today's past hours, never the 1st (the seeded closed day). */
async function scheduleNextMonth(page: Page, next: string) {
  await page.getByRole('button', { name: next }).click();
  await page
    .locator('.mym-calendar__grid')
    .getByRole('button', { name: /\b15\b/ })
    .first()
    .click();
}

test('a push with every field goes from setup to recap to confirmation, then shows in the list (spec 2, 3, 5)', async ({
  page,
}) => {
  const caption = `Plage au coucher du soleil ${Date.now()}`;
  await gotoHydrated(page, '/app/push');
  await expect(page.getByRole('heading', { name: 'Nouveau push' })).toBeVisible();
  await group(page, 'Destinataires')
    .getByRole('checkbox', { name: /Abonnés \(\d+\)/ })
    .check();
  await group(page, 'Destinataires')
    .getByRole('checkbox', { name: /Fans ayant déjà acheté \(\d+\)/ })
    .check();
  // A subscriber who also bought is one recipient: the total is the API's distinct count, not the sum.
  const distinct = (await callApi(token, 'GET', '/pushes/targets/recipients?targets=subscribers,buyers')).data
    .recipients as number;
  const total = `${distinct} destinataires au total`;
  await expect(group(page, 'Destinataires').getByTestId('push-recipient-total')).toHaveText(total);
  await pickTwoMedias(page, { pick: 'Choisir dans mon cloud', choose: 'Choisir le média', add: 'Ajouter' });
  await expect(page).toHaveURL(/\/app\/push$/);
  await expect(group(page, 'Médias').getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Message', { exact: true }).fill(caption);
  await group(page, 'Prix').getByRole('radio', { name: 'Autre montant' }).check();
  await page.getByLabel('Votre prix (EUR)').fill('12.50');
  await page.getByRole('checkbox', { name: 'Proposer une promotion' }).check();
  await page.getByLabel('Prix promotionnel (EUR)').fill('9.99');
  await page.getByLabel('Durée de la promotion').selectOption({ label: '3 heures' });
  await page.getByRole('checkbox', { name: 'Programmer pour plus tard' }).check();
  await expect(page.getByText('Date et heure dans votre fuseau horaire : heure de Paris')).toBeVisible();
  await scheduleNextMonth(page, 'Mois suivant');
  await page.getByRole('button', { name: 'Vérifier' }).click();

  await expect(page).toHaveURL(/\/app\/push\/recap$/);
  const recap = page.getByRole('region', { name: 'Vérifiez votre push' });
  await expect(page.getByRole('heading', { name: 'Vérifiez votre push' })).toBeVisible();
  await expect(recap.getByText('12,50 €')).toBeVisible();
  await expect(recap.getByText(total)).toBeVisible();
  await expect(recap.getByText(/9,99\s€ pendant 3 heure/)).toBeVisible();
  await expect(recap.getByText(/15 .* \(heure de Paris\)/).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Programmer le push' }).click();

  // The confirmation's URL names the new push: after a reload it still says what that push's state is.
  await expect(page).toHaveURL(/\/app\/push\/confirmation\?push=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Votre push est prêt' })).toBeVisible();
  await expect(page.getByTestId('push-confirmation-state')).toContainText('Il sera envoyé le');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Votre push est prêt' })).toBeVisible();
  await expect(page.getByTestId('push-confirmation-state')).toContainText('Il sera envoyé le');
  await page.getByRole('link', { name: 'Voir mes push' }).click();
  await expect(page).toHaveURL(/\/app\/push\/list$/);
  const item = page.getByRole('listitem').filter({ hasText: caption });
  await expect(item.getByText('Programmé')).toBeVisible();
  await expect(item.getByText(/12,50\s€ · promo 9,99\s€ · 2 médias/)).toBeVisible();
  await expect(item.getByText(new RegExp(`· ${distinct} destinataire`))).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

test('a blank push shows every spec 5 key under its field, all at once, on submit (spec 4, 5)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/push');
  await page.getByRole('checkbox', { name: 'Proposer une promotion' }).check();
  await page.getByLabel('Prix promotionnel (EUR)').fill('0');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(group(page, 'Destinataires').getByRole('alert')).toHaveText('Ce champ est obligatoire');
  await expect(group(page, 'Médias').getByRole('alert')).toHaveText('Ce champ est obligatoire');
  await expect(group(page, 'Prix').getByRole('alert')).toHaveText('Ce champ est obligatoire');
  await expect(page.getByText('Indiquez un prix promotionnel supérieur à 0')).toBeVisible();
  await expect(page.getByText('La promotion doit durer au moins 3 heures')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/push$/);

  await page.getByLabel('Message', { exact: true }).fill('x'.repeat(1501));
  await group(page, 'Prix').getByRole('radio', { name: 'Autre montant' }).check();
  await page.getByLabel('Votre prix (EUR)').fill('1000.01');
  await page.getByLabel('Prix promotionnel (EUR)').fill('1200');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('Le message ne peut pas dépasser 1500 caractères')).toBeVisible();
  await expect(page.getByText('Le prix personnalisé doit être compris entre 5 et 1000')).toBeVisible();
  await expect(page.getByText('Le prix promotionnel ne peut pas dépasser le prix normal')).toBeVisible();
  // The counter says how far over the caption is.
  await expect(page.getByTestId('field-counter')).toHaveText('-1');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

test('editing loads the push, shows a price outside the presets as custom (spec 3, 4), and saves the change', async ({
  page,
}) => {
  const pushes = (await callApi(token, 'GET', '/pushes')).data.pushes as {
    id: string;
    price: { value: number };
    state: string;
  }[];
  const custom = pushes.find((push) => push.price.value === 777 && push.state === 'scheduled');
  if (!custom) throw new Error('the seed has a scheduled push with a custom price');
  await gotoHydrated(page, `/app/push/${custom.id}/setup`);
  await expect(page.getByRole('heading', { name: 'Modifier le push' })).toBeVisible();
  await expect(group(page, 'Prix').getByRole('radio', { name: 'Autre montant' })).toBeChecked();
  await expect(page.getByLabel('Votre prix (EUR)')).toHaveValue('7.77');
  await expect(page.getByRole('checkbox', { name: 'Programmer pour plus tard' })).toBeChecked();
  const caption = `Behind the scenes, edited ${Date.now()}`;
  await page.getByLabel('Message', { exact: true }).fill(caption);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/push/${custom.id}/recap$`));
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('heading', { name: 'Votre push est mis à jour' })).toBeVisible();
  await expect(page.getByTestId('push-confirmation-state')).toContainText('Il sera envoyé le');
  // Reloading the confirmation reads the push again: still scheduled, never "being sent".
  await page.reload();
  await expect(page.getByTestId('push-confirmation-state')).toContainText('Il sera envoyé le');
  const stored = (await callApi(token, 'GET', `/pushes/${custom.id}`)).data;
  expect(stored).toMatchObject({ caption, price: { value: 777 } });
});

test('an edit saved from a second tab makes the first tab say so and offer the latest version (409)', async ({
  page,
  context,
}) => {
  const [push] = (await callApi(token, 'GET', '/pushes?status=scheduled')).data.pushes;
  await gotoHydrated(page, `/app/push/${push.id}/setup`);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(push.caption);

  const second = await context.newPage();
  await gotoHydrated(second, `/app/push/${push.id}/setup`);
  await second.getByLabel('Message', { exact: true }).fill('Saved in the second tab');
  await second.getByRole('button', { name: 'Vérifier' }).click();
  await second.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(second.getByRole('heading', { name: 'Votre push est mis à jour' })).toBeVisible();
  await second.close();

  await page.getByLabel('Message', { exact: true }).fill('Saved in the first tab');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce push a été modifié ailleurs' })).toBeVisible();
  await page.getByRole('button', { name: 'Charger la dernière version' }).click();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Saved in the second tab');
});

test('deleting a push asks first, then removes it from the list; its medias stay in the cloud', async ({
  page,
}) => {
  const created = (
    await callApi(token, 'POST', '/pushes', {
      targets: ['followers'],
      teaser: null,
      medias: (
        await callApi(token, 'GET', '/pushes')
      ).data.pushes[0].medias.map((m: { id: string }) => ({ id: m.id })),
      caption: `To delete ${Date.now()}`,
      price: { value: 1000, currency: 'EUR' },
      discount: null,
      scheduledAt: new Date(Date.now() + 20 * 24 * 3600 * 1000)
        .toISOString()
        .replace(/T.*/, 'T18:00:00.000Z'),
      mod: false,
      playlists: [],
      thirdPartyConsent: false,
    })
  ).data;
  await gotoHydrated(page, '/app/push/list');
  await page.getByRole('button', { name: `Supprimer le push « ${created.caption} »` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer ce push ?' });
  await expect(dialog.getByText('Ses médias restent dans votre cloud.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByText(created.caption)).toHaveCount(0);
  // The push's medias are still in the creator's cloud.
  const { collections } = (await callApi(token, 'GET', '/creators/collections')).data;
  const inCloud = new Set<string>();
  for (const collection of collections as { id: string }[]) {
    const page = (await callApi(token, 'GET', `/creators/collections/${collection.id}?perPage=100`)).data;
    for (const media of page.medias as { id: string }[]) inCloud.add(media.id);
  }
  for (const media of created.medias as { id: string }[]) expect(inCloud.has(media.id)).toBe(true);
});

test('in English the composer, the recap and its time zone read in English (spec 4 "Language")', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }]);
  await gotoHydrated(page, '/app/push');
  await expect(page.getByRole('heading', { name: 'New push' })).toBeVisible();
  await group(page, 'Recipients')
    .getByRole('checkbox', { name: /Followers \(\d+\)/ })
    .check();
  await pickTwoMedias(page, { pick: 'Choose from my cloud', choose: 'Choose media', add: 'Add' });
  await page.getByLabel('Message', { exact: true }).fill('Sunset set, in English');
  await group(page, 'Price').getByRole('radio').first().check();
  await page.getByRole('checkbox', { name: 'Schedule for later' }).check();
  await scheduleNextMonth(page, 'Next month');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review your push' })).toBeVisible();
  await expect(page.getByText(/\(Paris time\)/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Schedule the push' }).click();
  await expect(page.getByRole('heading', { name: 'Your push is ready' })).toBeVisible();
});

/** Presses Tab until the focused element is the one named, as a keyboard user moves through the page. */
async function tabTo(page: Page, name: RegExp) {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const labelled = element?.getAttribute('aria-label');
      const label =
        element && 'labels' in element ? (element as HTMLInputElement).labels?.[0]?.textContent : null;
      return labelled ?? label ?? element?.textContent ?? '';
    });
    if (name.test(focused.trim())) return;
  }
  throw new Error(`${name} never took the focus`);
}

test('a push can be composed and sent with the keyboard only', async ({ page }) => {
  await gotoHydrated(page, '/app/push');
  await tabTo(page, /^Abonnés \(\d+\)$/);
  await page.keyboard.press('Space');
  await tabTo(page, /^Choisir dans mon cloud$/);
  await page.keyboard.press('Enter');
  // The picker opens on the recent items.
  await expect(page.getByRole('heading', { name: 'Tous les médias', level: 1 })).toBeVisible();
  await tabTo(page, /^Choisir le média 1$/);
  await page.keyboard.press('Space');
  await tabTo(page, /^Ajouter$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/push$/);
  await tabTo(page, /^Message$/);
  await page.keyboard.type('Composed with the keyboard');
  await tabTo(page, /^5\s€$/);
  await page.keyboard.press('Space');
  await tabTo(page, /^Vérifier$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Vérifiez votre push' })).toBeFocused();
  await tabTo(page, /^Envoyer le push$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Votre push est prêt' })).toBeVisible();
});

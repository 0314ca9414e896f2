import { expect, test } from '@playwright/test';
import { signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';

/** One path per private route of spec 2, nested and parameterised ones included. */
const PRIVATE_ROUTES = [
  '/',
  '/signup/social-network/confirmation',
  '/chat',
  '/messaging',
  '/catalog/calendar',
  '/catalog/consultations/12',
  '/catalog/configuration/availability',
  '/catalog/bookings',
  '/v2/tools/playlists',
  '/v2/tools/playlists/7',
  '/profile',
  '/profile/edit',
  '/posts/42',
  '/post/editor',
  '/push/setup',
  '/push/9/setup',
  '/mym-cloud',
  '/mym-cloud/collections/3',
  '/tools',
  '/incomes',
  '/myms',
  '/notifications',
  '/my-account',
  '/calendar',
  '/live',
  '/terms',
  '/privacy',
  '/terms-of-use',
  '/an-unknown-root',
];

test('every private route redirects a signed-out visitor to /app/login (spec 2 redirect rules)', async ({
  request,
}) => {
  for (const route of PRIVATE_ROUTES) {
    const response = await request.get(`/app${route === '/' ? '' : route}`, { maxRedirects: 0 });
    expect(response.status(), route).toBe(302);
    expect(response.headers().location, route).toBe('/app/login');
  }
});

test('an unknown root shows the nothing-here page with a way to the profile (spec 2, spec 8 display)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  const response = await page.goto('/app/somewhere-that-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Rien à voir ici' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await page.getByRole('link', { name: 'Aller à mon profil' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
});

test('the app root is the nothing-here screen (spec 2 private routes "/")', async ({ page, context }) => {
  await signInNewCreator(context);
  await page.goto('/app/');
  await expect(page.getByRole('heading', { name: 'Rien à voir ici' })).toBeVisible();
});

test('a failed creator load shows an error screen whose retry loads the creator (spec 2 navigation)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  let calls = 0;
  await page.route('**/creators/me', (route) => {
    calls += 1;
    return calls === 1 ? route.fulfill({ status: 500, body: '{}' }) : route.continue();
  });
  // An unknown route: a screen the site's server reads no first data for, so the browser reads the creator (a
  // screen that came with it reads it in the browser only when the server's read failed or was late).
  await gotoHydrated(page, '/app/nothing-to-see');
  await expect(page.getByRole('heading', { name: 'Impossible de charger votre compte' })).toBeVisible();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Rien à voir ici' })).toBeVisible();
});

test('the navigation for logged creators: bar at desktop width, mobile paths at phone width (spec 2)', async ({
  page,
  context,
}, testInfo) => {
  await signInNewCreator(context);
  await gotoHydrated(page, '/app/profile');
  const desktop = page.getByRole('navigation', { name: 'Navigation principale' });
  const mobile = page.getByRole('navigation', { name: 'Navigation', exact: true });
  if (testInfo.project.name === 'phone') {
    await expect(desktop).toBeHidden();
    await expect(mobile.getByRole('link')).toHaveText([
      'Outils',
      'Revenus',
      'Mes MYM',
      'Profil',
      // The bell says how many are unread (here the sign-in from this browser, a security alert).
      /^Notifications/,
      'Mon compte',
    ]);
    await expect(mobile.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  } else {
    await expect(mobile).toBeHidden();
    await expect(desktop.getByRole('link')).toHaveText([
      'Outils',
      'Revenus',
      'Messages',
      'Profil',
      /^Notifications/,
      'Mon compte',
    ]);
  }
});

test('the create menu offers Post, Push, Live and works from the keyboard (spec 2 navigation)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  await gotoHydrated(page, '/app/profile');
  await page.getByRole('button', { name: 'Créer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText(['Post', 'Push', 'Live']);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Push' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/push$/);
  await expect(page.getByRole('heading', { name: 'Nouveau push', level: 1 })).toBeVisible();
});

test('legal pages have a title, a table of contents and headed sections (spec 2 terms, privacy)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  await page.goto('/app/privacy');
  await expect(page.getByRole('heading', { name: 'Politique de confidentialité', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(5);
  await page.getByRole('link', { name: 'Vos droits' }).click();
  await expect(page).toHaveURL(/#section-4$/);
});

test('a creator missing accepted terms is sent to the terms screen and accepts them (spec 2, spec 5)', async ({
  page,
  context,
}) => {
  const creator = await signInNewCreator(context, { acceptTerms: false });
  await gotoHydrated(page, '/app/profile');
  await expect(page).toHaveURL(/\/app\/signup\/social-network\/confirmation$/);
  await expect(page.getByRole('heading', { name: 'Avant de continuer' })).toBeVisible();
  await page.getByRole('button', { name: 'Accepter et continuer' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(3);
  await page.getByLabel("J'accepte la politique de confidentialité").check();
  await page.getByLabel("J'accepte les conditions générales").check();
  await page.getByLabel("J'accepte les conditions d'utilisation").check();
  await page.getByRole('button', { name: 'Accepter et continuer' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { name: creator.displayName })).toBeVisible();
});

test('public screens show the side panel with its footer links in order, each in a new tab (spec 2 side panel)', async ({
  page,
}) => {
  await page.goto('/app/login');
  const footer = page.getByRole('navigation', { name: 'Liens utiles' });
  await expect(footer.locator('[data-link]')).toHaveText([
    /À propos/,
    /Aide/,
    /Cookies/,
    /Confidentialité/,
    /Conditions d'utilisation/,
    /Conditions générales de vente/,
    /Cyberharcèlement/,
    /Incidents/,
    /Mentions légales/,
    /Protection de l'enfance/,
    /Lutte contre l'exploitation/,
    /Politique de contenu/,
    /Facebook/,
    /X/,
    /Instagram/,
    /Blog/,
  ]);
  for (const link of await footer.getByRole('link').all())
    await expect(link).toHaveAttribute('target', '_blank');
  // The unauthenticated prompt of spec 2 "Navigation", in the public screens' header.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
    'href',
    '/app/signup',
  );
});

test('every built area is two taps from anywhere: the tools entry, then the area (spec 2 navigation)', async ({
  page,
  context,
}, testInfo) => {
  await signInNewCreator(context);
  const areas: [string, RegExp][] = [
    ['Posts', /\/app\/posts$/],
    ['Push', /\/app\/push\/list$/],
    ['MYM Cloud', /\/app\/mym-cloud$/],
    ['Playlists', /\/app\/v2\/tools\/playlists$/],
    ['Catalogue de consultations', /\/app\/catalog\//],
    ['Calendrier', /\/app\/calendar$/],
  ];
  const bar =
    testInfo.project.name === 'phone'
      ? page.getByRole('navigation', { name: 'Navigation', exact: true })
      : page.getByRole('navigation', { name: 'Navigation principale' });
  for (const [name, url] of areas) {
    await gotoHydrated(page, '/app/profile/edit');
    await bar.getByRole('link', { name: 'Outils' }).click();
    await page.getByRole('region', { name: 'Outils' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    // Where the creator is: the tools entry is marked in every area it leads to.
    await expect(bar.getByRole('link', { name: 'Outils' })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('link', { name: 'creators' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
});

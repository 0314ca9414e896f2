import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { E2E_PORTS } from './stack-ports';

/** The partner page of `examples/embed`, signed in through its <mym-login> as the demo creator. */
async function signInOnPartnerPage(page: Page) {
  await page.goto(`http://127.0.0.1:${E2E_PORTS.partner}/examples/embed/index.html`);
  const login = page.locator('mym-login');
  await login.getByLabel('Email address').fill(DEMO_CREATOR.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_CREATOR.password);
  await login.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A partner page on another origin loads the standalone bundle and places <mym-login>: the element renders in
 * its own shadow root, signs in against the identity and tells the page with a composed DOM event.
 */
test('<mym-login> from the standalone bundle signs in on a partner page and emits mym-signed-in (DESIGN custom elements)', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${E2E_PORTS.partner}/examples/embed/index.html`);
  const login = page.locator('mym-login');
  await expect(login.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await login.getByLabel('Email address').fill(DEMO_CREATOR.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_CREATOR.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('#events')).toHaveText('mym-signed-in');
  // Styles live inside the shadow root, not in the partner's document: the design system's sheet, the pieces
  // every feature shows (the MFA challenges' strength meter and authenticator set-up among them) and sign-in's own.
  expect(await login.evaluate((el) => el.shadowRoot?.adoptedStyleSheets.length)).toBe(3);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
});

test('after sign-in the partner page places <mym-push-list> and <mym-push-composer>, each in its own shadow root', async ({
  page,
}) => {
  await signInOnPartnerPage(page);
  const composer = page.locator('mym-push-composer');
  await expect(composer.getByRole('heading', { name: 'New push' })).toBeVisible();
  await expect(page.locator('mym-push-list').getByRole('heading', { name: 'My pushes' })).toBeVisible();
  // The composer's choices come from the API across origins: the preset prices are offered.
  await expect(composer.getByRole('radio', { name: 'Other amount' })).toBeVisible();
  // Themed from outside through ::part(): the actions row follows the partner's rule.
  const justify = await composer.evaluate(
    (el) => getComputedStyle(el.shadowRoot?.querySelector('[part="actions"]') as Element).justifyContent,
  );
  expect(justify).toBe('flex-end');
});

test('<mym-push-composer> on the partner page creates a push and tells the page with mym-push-created', async ({
  page,
}) => {
  await signInOnPartnerPage(page);
  const composer = page.locator('mym-push-composer');
  await composer.getByRole('checkbox', { name: /Followers \(\d+\)/ }).check();
  await composer.getByRole('button', { name: 'Choose from my cloud' }).click();
  await composer.getByRole('button', { name: 'Back', exact: true }).click();
  await composer.getByRole('button', { name: /Summer shoot/ }).click();
  await composer.getByRole('checkbox', { name: 'Choose media 1', exact: true }).check();
  await composer.getByRole('button', { name: 'Add' }).click();
  await composer.getByLabel('Message', { exact: true }).fill('Made on a partner page');
  await composer.getByRole('group', { name: 'Price' }).getByRole('radio').first().check();
  await composer.getByRole('button', { name: 'Review' }).click();
  await composer.getByRole('button', { name: 'Send the push' }).click();
  await expect(composer.getByRole('heading', { name: 'Your push is ready' })).toBeVisible();
  await expect(page.locator('#events')).toContainText(/mym-push-created [0-9a-f-]{36}/);
});

test('<mym-catalog> on the partner page shows the creator their consultations and moves to a creation inside the element', async ({
  page,
}) => {
  await signInOnPartnerPage(page);
  const catalog = page.locator('mym-catalog');
  await expect(catalog.getByRole('heading', { name: 'My consultations' })).toBeVisible();
  await expect(catalog.getByText('Tarot reading')).toBeVisible();
  // The element keeps its own screens: the partner page's address never changes.
  const address = page.url();
  await catalog
    .getByRole('link', { name: 'New consultation' })
    .or(catalog.getByRole('button', { name: 'New consultation' }))
    .first()
    .click();
  // The editor, or the calendar first when none is synced (spec 2): either way another screen of the element.
  await expect(catalog.getByRole('heading', { name: 'My consultations' })).toBeHidden();
  expect(page.url()).toBe(address);
});

test('<mym-collection-picker max="3"> on the partner page hands the chosen medias over with mym-media-selected', async ({
  page,
}) => {
  await signInOnPartnerPage(page);
  const picker = page.locator('mym-collection-picker');
  await picker.getByRole('button', { name: /Summer shoot/ }).click();
  await picker.getByRole('checkbox', { name: 'Choose media 1', exact: true }).check();
  await picker.getByRole('checkbox', { name: 'Choose media 2', exact: true }).check();
  await expect(picker.getByText('Selected: 2 / 3')).toBeVisible();
  await picker.getByRole('button', { name: 'Add' }).click();
  await expect(page.locator('#events')).toContainText(
    /mym-media-selected (image|video)\/[\w.+-]+ [0-9a-f-]{36}, (image|video)\/[\w.+-]+ [0-9a-f-]{36}/,
  );
  // Back on the collections, as the app's picker goes back to its form.
  await expect(picker.getByRole('button', { name: /Summer shoot/ })).toBeVisible();
});

test('<mym-cloud> on the partner page shows the collections and opens one in place, with its upload zone', async ({
  page,
}) => {
  await signInOnPartnerPage(page);
  const cloud = page.locator('mym-cloud');
  await expect(cloud.getByText(/^Storage: .+ of .+$/)).toBeVisible();
  const address = page.url();
  await cloud.getByRole('button', { name: /Summer shoot Images/ }).click();
  await expect(cloud.getByRole('heading', { name: 'Summer shoot', level: 1 })).toBeVisible();
  await expect(cloud.getByText('Click or drag photos and videos')).toBeVisible();
  expect(page.url()).toBe(address);
  await cloud.getByRole('button', { name: 'Back' }).click();
  await expect(cloud.getByRole('button', { name: /Summer shoot Images/ })).toBeVisible();
});

/**
 * Every element of the standalone bundle (React components run on preact/compat there) on one partner
 * page: its chunks come from the bundle's own folder (no modulepreload hint aimed at the page's root), and the
 * signed-in page, every shadow root included, passes axe's WCAG 2.1 A and AA rules.
 */
test('the partner page loads each element from the bundle folder without a failed request and is axe-clean', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await signInOnPartnerPage(page);
  await expect(page.locator('mym-push-composer').getByRole('heading', { name: 'New push' })).toBeVisible();
  await expect(page.locator('mym-push-list').getByRole('heading', { name: 'My pushes' })).toBeVisible();
  await expect(page.locator('mym-catalog').getByText('Tarot reading')).toBeVisible();
  await expect(page.locator('mym-cloud').getByText(/^Storage: .+ of .+$/)).toBeVisible();
  await expect(
    page.locator('mym-collection-picker').getByRole('button', { name: /Summer shoot/ }),
  ).toBeVisible();
  await expect(page.locator('mym-booking').getByText('Astral chart')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
  expect(failed).toEqual([]);
});

/** The relative luminance of a computed `rgb(...)` colour (WCAG 2.1). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/**
 * On a white partner page, the elements paint their own light surface when told `theme="light"`, or when
 * `theme="auto"` and the visitor's system prefers light: dark words on a light surface, and every element
 * (popovers included) passes axe's WCAG 2.1 A and AA rules. With `auto` and a dark system they stay dark.
 */
for (const theme of ['light', 'auto'] as const) {
  test(`theme="${theme}" on a light page: elements paint a light surface with dark words and are axe-clean (DESIGN custom elements)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`http://127.0.0.1:${E2E_PORTS.partner}/examples/embed/index.html?theme=${theme}`);
    const login = page.locator('mym-login');
    await login.getByLabel('Email address').fill(DEMO_CREATOR.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_CREATOR.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('mym-push-composer').getByRole('heading', { name: 'New push' })).toBeVisible();
    await expect(page.locator('mym-catalog').getByText('Tarot reading')).toBeVisible();
    await expect(page.locator('mym-cloud').getByText(/^Storage: .+ of .+$/)).toBeVisible();
    const booking = page.locator('mym-booking');
    await expect(booking.getByText('Astral chart')).toBeVisible();
    for (const tag of ['mym-booking', 'mym-push-composer', 'mym-cloud']) {
      await expect(page.locator(tag)).toHaveAttribute('data-mym-theme', 'light');
      const [surface, words] = await page.locator(tag).evaluate((element) => {
        const root = element.shadowRoot?.querySelector('[part="root"]') as Element;
        const heading = element.shadowRoot?.querySelector('h1, h2, h3, legend, label') as Element;
        return [getComputedStyle(root).backgroundColor, getComputedStyle(heading).color];
      });
      expect(luminance(surface), `${tag} surface`).toBeGreaterThan(0.8);
      expect(luminance(words), `${tag} words`).toBeLessThan(0.1);
    }
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations).toEqual([]);
    if (theme === 'auto') {
      // The visitor's system turns dark: the element follows at once.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(booking).toHaveAttribute('data-mym-theme', 'dark');
      const surface = await booking.evaluate(
        (element) =>
          getComputedStyle(element.shadowRoot?.querySelector('[part="root"]') as Element).backgroundColor,
      );
      expect(luminance(surface)).toBeLessThan(0.05);
    }
  });
}

test('<mym-calendar> shows the signed-in creator a week of their schedule, in its own chunk and shadow root', async ({
  page,
}) => {
  await signInOnPartnerPage(page);
  const calendar = page.locator('mym-calendar');
  await expect(calendar.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  // `view="week"`: the seven days of this week, the week view's button pressed.
  await expect(calendar.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(calendar.locator('li[data-date]')).toHaveCount(7);
  expect(await calendar.evaluate((el) => el.shadowRoot?.adoptedStyleSheets.length)).toBeGreaterThan(0);
});

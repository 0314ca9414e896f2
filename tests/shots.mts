import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startStack } from '../scripts/stack';
const stack = await startStack({ dataDir: mkdtempSync(join(tmpdir(), 'shots-')), site: 'built', identityPort: 9629, apiPort: 4500, sitePort: 4821 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
try {
  const desk = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  await desk.goto(`${stack.siteUrl}/ui`, { waitUntil: 'networkidle' });
  await desk.screenshot({ path: '/tmp/shot-gallery.png', fullPage: true });
  await desk.goto(`${stack.siteUrl}/login`, { waitUntil: 'networkidle' });
  await desk.screenshot({ path: '/tmp/shot-login.png' });
  await desk.getByLabel('Adresse e-mail').fill('demo.creator@creators.local');
  await desk.getByLabel('Mot de passe', { exact: true }).fill('Demo#Creator2026');
  await desk.getByRole('button', { name: 'Se connecter' }).click();
  await desk.waitForURL(/profile/); await desk.waitForLoadState('networkidle');
  await desk.screenshot({ path: '/tmp/shot-profile.png' });
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true });
  await phone.goto(`${stack.siteUrl}/signup/email`, { waitUntil: 'networkidle' });
  await phone.screenshot({ path: '/tmp/shot-signup-phone.png', fullPage: true });
} finally { await browser.close(); await stack.stop(); }

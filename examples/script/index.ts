/**
 * A developer's script against the creators API, through `@mym/sdk` only: sign in, look at the cloud, schedule a
 * push with a discount, read it back, delete it. Run `bin/dev` in another terminal, then
 * `pnpm --filter @mym/example-script start` (settings: README.md beside this file).
 */
import {
  CreatorApiError,
  type CreatorClient,
  createCreatorClient,
  createMemoryTokenStorage,
  DISCOUNT_MIN_DURATION_SECONDS,
  pushFormDefaults,
  pushFormToPayload,
} from '@mym/sdk';
import { validatePushForm } from '@mym/sdk/forms';
import { fromMinorUnits } from '@mym/sdk/rules';
import { readScriptConfig } from './config.js';

const config = readScriptConfig();
const creators = createCreatorClient({
  apiUrl: config.apiUrl,
  auth: {
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
  },
  // Node has no localStorage: the session lives as long as the script.
  storage: createMemoryTokenStorage(),
});

/** A media to put in the push: the first of the creator's collections, or a 1x1 PNG uploaded for the occasion. */
async function pickMedia(client: CreatorClient): Promise<string> {
  const { collections, pagination } = await client.collections.list();
  console.log(
    `• ${pagination.items_total} ${pagination.items_total === 1 ? 'collection' : 'collections'}: ${collections.map((c) => c.name).join(', ') || 'none'}`,
  );
  for (const collection of collections) {
    for await (const media of client.collections.medias(collection.id)) {
      console.log(`• using media ${media.id} (${media.type}) from "${collection.name}"`);
      return media.id;
    }
  }
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const uploaded = await client.uploads.upload(pixel, {
    name: 'pixel.png',
    type: 'image/png',
    context: 'push',
  });
  console.log(`• the cloud is empty: uploaded media ${uploaded.id}`);
  return uploaded.id;
}

async function main() {
  const signIn = await creators.auth.signIn({ username: config.email, password: config.password });
  if (!signIn.isSignedIn) throw new Error(`sign-in needs another step: ${signIn.nextStep}`);
  const me = await creators.creator.me();
  console.log(`• signed in as ${me.displayName ?? me.username} (${me.email})`);

  const mediaId = await pickMedia(creators);
  const [ranges, durations] = await Promise.all([
    creators.pushes.prices(),
    creators.pushes.discountDurations(),
  ]);
  const price = ranges.map((range) => fromMinorUnits(range.value)).find((value) => value >= 5) ?? 10;
  const duration =
    durations.map((d) => d.value).find((value) => value >= DISCOUNT_MIN_DURATION_SECONDS) ??
    DISCOUNT_MIN_DURATION_SECONDS;

  // Forms hold major units; the contract's mapping turns them into the wire's minor units.
  const tomorrowEvening = new Date();
  tomorrowEvening.setUTCDate(tomorrowEvening.getUTCDate() + 1);
  tomorrowEvening.setUTCHours(18, 0, 0, 0);
  const form = {
    ...pushFormDefaults(),
    targets: ['subscribers'],
    medias: [{ id: mediaId }],
    caption: 'Tomorrow evening: the new set, half price for three hours',
    price: { value: price, currency: 'EUR' },
    hasDiscount: true,
    discount: { price: { value: price / 2, currency: 'EUR' }, duration },
    isScheduled: true,
    scheduledAt: tomorrowEvening,
  };
  const errors = validatePushForm(form);
  if (Object.keys(errors).length > 0)
    throw new Error(`the push form breaks a rule: ${JSON.stringify(errors)}`);

  const created = await creators.pushes.create(pushFormToPayload(form));
  console.log(
    `• created push ${created.id}: ${fromMinorUnits(created.price.value)} ${created.price.currency}, ` +
      `discount ${fromMinorUnits(created.discount?.price.value ?? 0)} for ${created.discount?.duration} s, ` +
      `scheduled at ${created.scheduledAt}`,
  );
  const readBack = await creators.pushes.get(created.id);
  console.log(`• read it back: "${readBack.caption}"`);
  await creators.pushes.delete(created.id);
  const remaining = await creators.pushes.list();
  console.log(`• deleted it; ${remaining.length} ${remaining.length === 1 ? 'push' : 'pushes'} left`);
  await creators.auth.signOut();
  console.log('✓ done');
}

try {
  await main();
} catch (error) {
  if (error instanceof CreatorApiError) {
    console.error(`✖ ${error.message} (status ${error.status ?? 'none'}, code ${error.code ?? 'none'})`);
    if (error.fields) console.error(`  fields: ${JSON.stringify(error.fields)}`);
  } else {
    console.error('✖', error);
  }
  process.exitCode = 1;
}

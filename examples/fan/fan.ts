/**
 * A demo fan acting on the local stack through `@mym/sdk/fan` only: sign in, write to the demo creator, buy a
 * push or a paid message, tip. Run `bin/dev` in another terminal, sign in as the demo creator at /app/chat, then
 * `pnpm --filter @mym/example-fan start` and watch the conversation react (settings: README.md beside this file).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CreatorApiError, createFanClient, type FanPayment, TEST_CARDS } from '@mym/sdk/fan';

interface StackFile {
  apiUrl?: string;
  endpoint?: string;
  fanClientId?: string;
}

const stackPath =
  process.env.CREATORS_STACK_FILE ?? join(resolve(import.meta.dirname, '..', '..'), '.data', 'stack.json');
const stack: StackFile = existsSync(stackPath) ? JSON.parse(readFileSync(stackPath, 'utf8')) : {};
const setting = (name: string, fallback: string | undefined) => {
  const value = process.env[name] || fallback;
  if (!value) throw new Error(`${name} is not set and ${stackPath} does not say it (is bin/dev running?)`);
  return value;
};

const fan = createFanClient({
  apiUrl: setting('CREATORS_API_URL', stack.apiUrl),
  identity: {
    endpoint: setting('CREATORS_USER_POOL_ENDPOINT', stack.endpoint),
    clientId: setting('CREATORS_FAN_CLIENT_ID', stack.fanClientId),
  },
});

const euros = (payment: FanPayment) =>
  `${(payment.amount.value / 100).toFixed(2)} ${payment.amount.currency}`;

try {
  await fan.signIn(setting('FAN_EMAIL', 'fan01@fans.local'), setting('FAN_PASSWORD', 'Demo#Fan2026'));
  const me = await fan.me();
  const [creator] = await fan.creators();
  if (!creator) throw new Error(`${me.name} follows no creator (was the demo seeded?)`);
  console.log(`${me.name} follows ${creator.name} (subscription ${creator.subscription})`);

  const events = fan.events.subscribe((event) => console.log(`  live: ${event.type}`));

  const sent = await fan.send(creator.id, `Hello from ${me.name}, ${new Date().toLocaleTimeString('en-GB')}`);
  console.log(`wrote "${sent.text}"`);

  const push = (await fan.pushes()).find((candidate) => !candidate.bought);
  if (push) {
    const paid = await fan.buyPush(push.id, { card: TEST_CARDS.succeeds });
    console.log(`bought the push "${push.caption}" for ${euros(paid)}: ${paid.state}`);
  }
  const { messages } = await fan.messages(creator.id);
  const offer = messages.find((message) => message.offer?.price && !message.offer.bought);
  if (offer) {
    const paid = await fan.buyMessage(offer.id, { card: TEST_CARDS.succeeds });
    console.log(`bought the medias of "${offer.text}" for ${euros(paid)}: ${paid.state}`);
  }
  const tip = await fan.tip(creator.id, { value: 500, currency: 'EUR' }, { card: TEST_CARDS.succeeds });
  console.log(`tipped ${euros(tip)}: ${tip.state}`);

  try {
    await fan.tip(creator.id, { value: 500, currency: 'EUR' }, { card: TEST_CARDS.declines });
  } catch (error) {
    if (!(error instanceof CreatorApiError)) throw error;
    console.log(`a declined card makes no sale: ${error.code}`);
  }
  // Let the stream print the sales it heard about before leaving.
  await new Promise((done) => setTimeout(done, 500));
  events.close();
} catch (error) {
  if (error instanceof CreatorApiError) {
    console.error(`${error.message} (status ${error.status}, code ${error.code})`);
    process.exit(1);
  }
  throw error;
}

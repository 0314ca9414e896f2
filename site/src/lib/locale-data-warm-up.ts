import { createHash } from 'node:crypto';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';

/**
 * The first date a page formats makes the browser load its locale data (ICU's date patterns; the first amount,
 * its currency names): 25-60 ms here, four times that on a phone. It used to land inside the first island's
 * hydration, where no press is answered: in the incomes' period label, the inbox's first amount, react-aria's
 * locale check as its module starts (`supportedLocalesOf`, the calendar and time fields). This script runs in the
 * page's head, while the stylesheet that the first paint waits for is still downloading; the islands' formatters
 * (`intl-formats.ts`, `money.ts`) are then built from loaded data, in well under a millisecond each. The options
 * are those that load the most: a date from fields (the pattern generator, which `dateStyle` does not need) and an
 * amount in the default currency.
 */
export const LOCALE_DATA_WARM_UP = [
  // A block, so that its name is not a global another script could also declare.
  '{const language=document.documentElement.lang;',
  "new Intl.DateTimeFormat(language,{timeZone:'UTC',day:'numeric',month:'long',year:'numeric'}).format(0);",
  `new Intl.NumberFormat(language,{minimumFractionDigits:2,maximumFractionDigits:2,style:'currency',currency:'${DEFAULT_CURRENCY}'}).format(0);}`,
].join('');

/** Its hash for the page's script policy, which runs no inline script it was not told about. */
export const LOCALE_DATA_WARM_UP_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(LOCALE_DATA_WARM_UP).digest('base64')}`;

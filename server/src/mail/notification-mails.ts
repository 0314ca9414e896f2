import type { NotificationCategory, NotificationData, NotificationKind } from '@mym/sdk/contract';
import { htmlText, unlinked } from './unlinked-text';

export type MailLanguage = 'fr' | 'en';

export interface MailedNotification {
  kind: NotificationKind;
  category: NotificationCategory;
  mandatory: boolean;
  data: NotificationData;
}

const CATEGORY_NAMES: Record<MailLanguage, Record<NotificationCategory, string>> = {
  en: {
    sales: 'sales',
    messages: 'messages',
    bookings: 'bookings',
    subscribers: 'subscribers',
    pushes: 'pushes',
    account: 'account and security',
  },
  fr: {
    sales: 'ventes',
    messages: 'messages',
    bookings: 'réservations',
    subscribers: 'abonnés',
    pushes: 'pushs',
    account: 'compte et sécurité',
  },
};

function money(language: MailLanguage, amount: NotificationData['amount']): string {
  if (!amount) return '';
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: amount.currency,
  }).format(amount.value / 100);
}

function when(language: MailLanguage, iso: string | undefined, timeZone: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** One sentence per notification; what a fan typed (a name, a message) goes through `unlinked`. */
export function notificationLine(language: MailLanguage, item: MailedNotification, timeZone: string): string {
  const d = item.data;
  const fan = unlinked(d.fanName ?? (language === 'fr' ? 'Un fan' : 'A fan'));
  const title = d.title ? unlinked(d.title) : '';
  const amount = money(language, d.amount);
  const fr = language === 'fr';
  switch (item.kind) {
    case 'sale':
      if (fr) return title ? `${fan} a acheté « ${title} » · ${amount}` : `${fan} a payé ${amount}`;
      return title ? `${fan} bought “${title}” · ${amount}` : `${fan} paid ${amount}`;
    case 'refund':
      return fr
        ? `Une vente à ${fan} a été remboursée (${amount})`
        : `A sale to ${fan} was refunded (${amount})`;
    case 'chargeback':
      return fr
        ? `La banque de ${fan} a repris un paiement (${amount})`
        : `${fan}'s bank took back a payment (${amount})`;
    case 'message':
      return fr ? `Nouveau message de ${fan} : « ${title} »` : `New message from ${fan}: “${title}”`;
    case 'booking':
      return fr
        ? `${fan} a réservé « ${title} » le ${when(language, d.startsAt, timeZone)}`
        : `${fan} booked “${title}” on ${when(language, d.startsAt, timeZone)}`;
    case 'booking_cancelled':
      return fr ? `Réservation « ${title} » annulée` : `Booking “${title}” cancelled`;
    case 'subscriber':
      return fr ? `${fan} s'est abonné (${amount})` : `${fan} subscribed (${amount})`;
    case 'push_sent':
      return fr ? `Votre push « ${title} » est envoyé` : `Your push “${title}” was sent`;
    case 'push_failed':
      return fr ? `Votre push « ${title} » a échoué` : `Your push “${title}” failed`;
    case 'calendar_unsynced':
      return fr
        ? `Votre calendrier ${title} ne se synchronise plus : reconnectez-le`
        : `Your ${title} calendar stopped syncing: reconnect it`;
    case 'sign_in':
      return fr
        ? `Nouvelle connexion depuis ${unlinked(d.device ?? 'un appareil inconnu')}`
        : `New sign-in from ${unlinked(d.device ?? 'an unknown device')}`;
    case 'payout_method_changed':
      return fr ? 'Votre moyen de versement a été modifié' : 'Your payout method was changed';
    case 'payout_failed':
      return fr
        ? `Un versement de ${amount} a échoué : ${unlinked(d.reason ?? '')}. L'argent reste disponible.`
        : `A payout of ${amount} failed: ${unlinked(d.reason ?? '')}. The money stays available.`;
    case 'deletion_scheduled':
      return fr
        ? `Votre compte sera supprimé le ${when(language, d.startsAt, timeZone)} : rouvrez-le d'ici là pour le garder`
        : `Your account will be deleted on ${when(language, d.startsAt, timeZone)}: reopen it before then to keep it`;
  }
}

/** The one line every mail ends with: why it came, and how to change it. */
export function whyLine(
  language: MailLanguage,
  items: readonly MailedNotification[],
  digest: boolean,
): string {
  const first = items[0];
  if (first?.mandatory) {
    return language === 'fr'
      ? 'Les alertes de sécurité et de paiement sont toujours envoyées et ne peuvent pas être désactivées.'
      : 'Security and payment alerts are always sent and cannot be turned off.';
  }
  if (digest) {
    return language === 'fr'
      ? 'Vous recevez ce résumé quotidien car vous l’avez choisi ; changez-le dans Mon compte › Notifications.'
      : 'You get this daily digest because you chose it; change it in My account › Notifications.';
  }
  const category = CATEGORY_NAMES[language][first?.category ?? 'account'];
  return language === 'fr'
    ? `Vous recevez cet e-mail car les e-mails sont activés pour « ${category} » ; changez-le dans Mon compte › Notifications.`
    : `You get this email because email is on for “${category}”; change it in My account › Notifications.`;
}

/** The mail of one notification, or the daily digest of several, in the creator's language. */
export function notificationMail(
  language: MailLanguage,
  items: readonly MailedNotification[],
  options: { digest: boolean; timeZone: string },
) {
  const lines = items.map((item) => notificationLine(language, item, options.timeZone));
  const why = whyLine(language, items, options.digest);
  const subject = options.digest
    ? language === 'fr'
      ? `Votre résumé du jour : ${items.length} notification${items.length > 1 ? 's' : ''}`
      : `Your daily digest: ${items.length} notification${items.length > 1 ? 's' : ''}`
    : (lines[0] ?? '');
  const text = `${lines.join('\n')}\n\n${why}\n`;
  const html = `<!doctype html><html><body>${lines
    .map((line) => `<p>${htmlText(line)}</p>`)
    .join('')}<p style="color:#777">${htmlText(why)}</p></body></html>`;
  return { subject, text, html };
}

import type { NotificationGroup } from '@mym/sdk';
import { fromMinorUnits } from '@mym/sdk/rules';
import type { TFunction } from 'i18next';
import { dateTimeFormat, numberFormat } from '../common/intl-formats';

function money(amount: NotificationGroup['amount'], language: string): string {
  if (!amount) return '';
  return numberFormat(language, { style: 'currency', currency: amount.currency }).format(
    fromMinorUnits(amount.value),
  );
}

/**
 * One sentence per group, as a creator thinks of it: "12 fans bought “Sunset” · 84,00 €", "3 new subscribers",
 * "Grace sent 4 messages". Counts are fans for sales and subscribers, rows for messages.
 */
export function notificationSentence(
  t: TFunction,
  group: NotificationGroup,
  options: { language: string; timeZone: string },
): string {
  const d = group.data;
  const values = {
    fan: d.fanName ?? t('notifications_someone'),
    title: d.title ?? '',
    amount: money(group.amount, options.language),
    device: d.device ?? '',
    reason: d.reason ?? '',
  };
  switch (group.kind) {
    case 'sale':
      return d.title
        ? t('notifications_sale', { ...values, count: group.actors })
        : t('notifications_tip', { ...values, count: group.actors });
    case 'subscriber':
      return t('notifications_subscriber', { ...values, count: group.actors });
    case 'message':
      return t('notifications_message', { ...values, count: group.count });
    case 'booking':
      return t('notifications_booking', {
        ...values,
        when: d.startsAt
          ? dateTimeFormat(options.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: options.timeZone,
            }).format(new Date(d.startsAt))
          : '',
      });
    case 'deletion_scheduled':
      return t('notifications_deletion_scheduled', {
        when: d.startsAt
          ? dateTimeFormat(options.language, {
              dateStyle: 'long',
              timeZone: options.timeZone,
            }).format(new Date(d.startsAt))
          : '',
      });
    default:
      return t(`notifications_${group.kind}`, values);
  }
}

/** "14:05" on the creator's clock. */
export function notificationTime(iso: string, options: { language: string; timeZone: string }): string {
  return dateTimeFormat(options.language, { timeStyle: 'short', timeZone: options.timeZone }).format(
    new Date(iso),
  );
}

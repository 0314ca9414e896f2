import { createTransport } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { SendMail } from '../jobs/notification-mailer';
import { MAIL_TIMEOUTS_MS, type MailSettings } from './booking-notices';

/** Sends the creator's notification mails through the API's SMTP server, with the booking notices' timeouts. */
export function smtpMailSender(settings: MailSettings): SendMail {
  const transport = createTransport({
    ...parseConnectionUrl(settings.smtpUrl),
    connectionTimeout: MAIL_TIMEOUTS_MS.connection,
    greetingTimeout: MAIL_TIMEOUTS_MS.greeting,
    socketTimeout: MAIL_TIMEOUTS_MS.socket,
  });
  return async (message) => {
    await transport.sendMail({ from: settings.from, ...message });
  };
}

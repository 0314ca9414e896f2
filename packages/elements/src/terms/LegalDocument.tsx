import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../common/intl-formats';
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './legal-documents';

/**
 * A legal page (terms, privacy, terms of use; spec 2): a title, the date of the text, a table of contents and
 * numbered sections with their own headings, so the text can be skimmed and navigated by heading.
 */
export function LegalDocument({ document: id }: { document: LegalDocumentId }) {
  const { t, i18n } = useTranslation();
  const { key, sections, updated } = LEGAL_DOCUMENTS[id];
  const numbers = Array.from({ length: sections }, (_, index) => index + 1);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  return (
    <article className="mym-legal" aria-labelledby="mym-legal-title">
      <h1 id="mym-legal-title" className="mym-legal__title">
        {t(`legal_${key}_title`)}
      </h1>
      <p className="mym-legal__updated">{t('legal_updated', { date })}</p>
      <p className="mym-legal__intro">{t(`legal_${key}_intro`)}</p>
      <nav className="mym-legal__contents" aria-labelledby="mym-legal-contents">
        <h2 id="mym-legal-contents">{t('legal_contents')}</h2>
        <ol>
          {numbers.map((n) => (
            <li key={n}>
              <a className="mym-link" href={`#section-${n}`}>
                {t(`legal_${key}_section_${n}_heading`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {numbers.map((n) => (
        <section
          key={n}
          id={`section-${n}`}
          className="mym-legal__section"
          aria-labelledby={`section-${n}-heading`}
        >
          <h2 id={`section-${n}-heading`}>
            {n}. {t(`legal_${key}_section_${n}_heading`)}
          </h2>
          <p>{t(`legal_${key}_section_${n}_body`)}</p>
        </section>
      ))}
    </article>
  );
}

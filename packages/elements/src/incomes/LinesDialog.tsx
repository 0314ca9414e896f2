import { Modal } from '@mym/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';

/**
 * A dialog listing ledger lines (behind a figure, or paid out together): their loading state and failure with a
 * retry, then the lines as the caller shows them once the first page is here.
 */
export function LinesDialog({
  title,
  onClose,
  pages,
  children,
}: {
  title: string;
  onClose: () => void;
  pages: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={title}
      closeLabel={t('modal_close_button')}
      className="mym-incomes__lines-dialog"
    >
      {pages.isPending ? (
        <LoadingState label={t('incomes_lines_loading')} />
      ) : pages.isError ? (
        <LoadError
          title={t('incomes_lines_error')}
          onRetry={() => pages.refetch()}
          retrying={pages.isFetching}
        />
      ) : (
        <div className="mym-incomes__lines">{children()}</div>
      )}
    </Modal>
  );
}

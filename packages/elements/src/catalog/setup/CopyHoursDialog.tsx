import { WEEKDAYS_IN_ORDER } from '@mym/sdk/forms';
import { Button, Checkbox } from '@mym/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayName } from './availability-summary';

const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

export interface CopyHoursDialogProps {
  /** The weekday whose hours are copied. */
  from: number;
  onCopy: (weekdays: number[]) => void;
  onClose: () => void;
}

/** Copies one day's ranges onto the days the creator ticks (their own ranges are replaced). */
export function CopyHoursDialog({ from, onCopy, onClose }: CopyHoursDialogProps) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const others = WEEKDAYS_IN_ORDER.filter((weekday) => weekday !== from);
  const allChosen = chosen.length === others.length;
  const toggle = (weekday: number, on: boolean) =>
    setChosen((current) => (on ? [...current, weekday] : current.filter((day) => day !== weekday)));

  return (
    <Suspense fallback={null}>
      <Modal
        isOpen
        onClose={onClose}
        title={t('catalog_copy_title', { day: weekdayName(from, i18n.language, true) })}
        closeLabel={t('modal_close_button')}
        footer={
          <>
            <Button
              disabled={chosen.length === 0}
              onClick={() => {
                onCopy(chosen);
                onClose();
              }}
            >
              {t('catalog_copy_confirm')}
            </Button>
            <Button variant="tertiary" onClick={onClose}>
              {t('catalog_cancel')}
            </Button>
          </>
        }
      >
        <p>{t('catalog_copy_description')}</p>
        <div className="mym-catalog-copy">
          <Checkbox
            label={t('catalog_copy_all')}
            checked={allChosen}
            onChange={(event) => setChosen(event.currentTarget.checked ? [...others] : [])}
          />
          {others.map((weekday) => (
            <Checkbox
              key={weekday}
              label={weekdayName(weekday, i18n.language)}
              checked={chosen.includes(weekday)}
              onChange={(event) => toggle(weekday, event.currentTarget.checked)}
            />
          ))}
        </div>
      </Modal>
    </Suspense>
  );
}

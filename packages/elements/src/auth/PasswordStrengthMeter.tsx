import { passwordStrength } from '@mym/sdk/rules';
import { useTranslation } from 'react-i18next';

const LEVEL_KEYS = [
  'password_strength_empty',
  'password_strength_weak',
  'password_strength_medium',
  'password_strength_strong',
];

/** The strength levels of spec 4 (0 empty, 1 weak, 2 medium, 3 strong) as a meter with its word. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const level = passwordStrength(password);
  return (
    <div className="mym-strength" data-level={level}>
      <meter
        min={0}
        max={3}
        low={1.5}
        high={2.5}
        optimum={3}
        value={level}
        aria-label={t('password_strength_label')}
      />
      <span aria-live="polite">{t(LEVEL_KEYS[level] ?? LEVEL_KEYS[0] ?? '')}</span>
    </div>
  );
}

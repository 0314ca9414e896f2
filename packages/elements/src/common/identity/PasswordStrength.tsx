import { type PasswordStrength as Level, passwordStrength } from '@mym/sdk/rules';
import { useTranslation } from 'react-i18next';

/** Words of spec 4's levels: 0 empty, 1 weak, 2 medium, 3 strong. */
export const STRENGTH_KEYS: Record<Level, string> = {
  0: 'password_reset_strength_empty',
  1: 'password_reset_strength_weak',
  2: 'password_reset_strength_medium',
  3: 'password_reset_strength_strong',
};

/**
 * The password's strength (spec 4) as three bars and a sentence. The sentence is what counts: the level never
 * depends on colour alone, and screen readers hear it change (politely) as the creator types.
 */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const level = passwordStrength(password);
  return (
    <div className="mym-strength-meter" data-level={level}>
      <span className="mym-strength-meter__bars" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className="mym-strength-meter__bar" data-filled={level >= bar} />
        ))}
      </span>
      <span className="mym-strength-meter__word" aria-live="polite">
        {t('password_reset_strength_value', { level: t(STRENGTH_KEYS[level]) })}
      </span>
    </div>
  );
}

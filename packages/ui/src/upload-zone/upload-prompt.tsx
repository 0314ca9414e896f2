import { UploadIcon } from '../icons/icons';

interface UploadPromptProps {
  prompt: string;
  rules?: string | undefined;
  rulesId: string;
  onOpen: () => void;
  disabled: boolean;
}

/**
 * The zone's icon, its button that opens the file picker (described by the rules, so a screen reader says them)
 * and the rules: the same at rest and once react-dropzone is here, so nothing moves when it arrives.
 */
export function UploadPrompt({ prompt, rules, rulesId, onOpen, disabled }: UploadPromptProps) {
  return (
    <>
      <UploadIcon className="mym-upload__icon" />
      <button
        type="button"
        className="mym-upload__prompt"
        onClick={onOpen}
        disabled={disabled}
        aria-describedby={rules ? rulesId : undefined}
      >
        {prompt}
      </button>
      {rules && (
        <p id={rulesId} className="mym-upload__rules">
          {rules}
        </p>
      )}
    </>
  );
}

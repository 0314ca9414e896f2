import { useState } from 'react';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { CodeEntry } from '../code-entry/code-entry';
import { DatePicker } from '../date-picker/date-picker';
import { MultiSelect } from '../multi-select/multi-select';
import { PasswordField } from '../password-field/password-field';
import { TagInput } from '../tag-input/tag-input';
import type { TagItem } from '../tag-input/tag-options';
import { TextField } from '../text-field/text-field';
import { UploadZone } from '../upload-zone/upload-zone';

const targets = ['Fans', 'Followers', 'Subscribers', 'Former fans', 'Top fans', 'New fans', 'VIP'].map(
  (label) => ({
    value: label.toLowerCase().replace(' ', '-'),
    label,
  }),
);
const playlists: TagItem[] = ['travel', 'fitness', 'food'].map((value) => ({ value, label: value }));

/** Buttons in every variant, size and state. */
export function GalleryButtons() {
  return (
    <section aria-labelledby="gallery-buttons" className="mym-gallery__section">
      <h2 id="gallery-buttons">Buttons</h2>
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant} className="mym-gallery__row">
          {BUTTON_SIZES.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} loading>
            {`${variant} loading`}
          </Button>
          <Button variant={variant} disabled>
            {`${variant} disabled`}
          </Button>
        </div>
      ))}
    </section>
  );
}

/** Form controls in their main states. */
export function GalleryFields() {
  const [chosen, setChosen] = useState<string[]>(['fans']);
  const [tags, setTags] = useState<TagItem[]>([]);
  const [files, setFiles] = useState(0);
  return (
    <section aria-labelledby="gallery-fields" className="mym-gallery__section">
      <h2 id="gallery-fields">Fields</h2>
      <TextField label="Caption" hint="Shown under the post" maxLength={1500} />
      <TextField label="Email" error="This field is required" defaultValue="not-an-email" />
      <PasswordField
        label="Password"
        showLabel="Show password"
        hideLabel="Hide password"
        requirements={[
          { label: 'A letter', met: true },
          { label: 'A number', met: false },
          { label: 'A special character', met: false },
          { label: '12 characters minimum', met: false },
        ]}
      />
      <Checkbox label="I accept the terms of use" />
      <Checkbox label="Third-party consent" error="This field is required" />
      <MultiSelect
        label="Targets"
        options={targets}
        value={chosen}
        onChange={setChosen}
        placeholder="Choose"
      />
      <TagInput label="Playlists" items={playlists} value={tags} onChange={setTags} />
      <CodeEntry label="Verification code" onComplete={() => {}} />
      <UploadZone
        prompt="Click or drag your files here"
        rules="JPG, PNG, MP4 — up to 3 files"
        fileCount={files}
        onFilesAccepted={(accepted) => setFiles((n) => n + accepted.length)}
      />
      {/* In the gallery's language on the server and in every browser: the browser's own would draw other month
            names than the server did, and React would throw the server's page away (a hydration mismatch). */}
      <DatePicker
        locale="en-US"
        labels={{
          calendar: 'Publication date',
          time: 'Publication time',
          publication: 'has a publication',
        }}
        publicationDates={[]}
      />
    </section>
  );
}
